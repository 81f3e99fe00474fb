package io.jiree.base;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A reference count that starts at one (the creator's reference): HAL objects count their holders
 * with it, and so do the VM's refs (registers, list elements, globals) of the objects they wrap.
 */
public final class RefCount {
    private static final VarHandle COUNT = FieldHandle.of(MethodHandles.lookup(), "count", int.class);

    // Read and updated through COUNT only (one object per counted thing, not two).
    @SuppressWarnings("unused")
    private volatile int count = 1;

    private final String what;

    public RefCount(String what) {
        this.what = what;
    }

    /** Adds a reference; fails if the object was already released. */
    public void retain() {
        int prev;
        do {
            prev = (int) COUNT.getVolatile(this);
            if (prev <= 0) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "%s was used after it was released; keep a reference (retain) while using it",
                        what);
            }
        } while (!COUNT.compareAndSet(this, prev, prev + 1));
    }

    /** Drops a reference; returns true when this was the last one. Extra releases are ignored. */
    public boolean release() {
        int prev;
        do {
            prev = (int) COUNT.getVolatile(this);
            if (prev <= 0) {
                return false;
            }
        } while (!COUNT.compareAndSet(this, prev, prev - 1));
        return prev == 1;
    }

    /**
     * Gives a released object its first reference again (a cache handing it out anew); false when
     * it was not released.
     */
    public boolean revive() {
        return COUNT.compareAndSet(this, 0, 1);
    }

    public boolean isReleased() {
        return (int) COUNT.getVolatile(this) <= 0;
    }

    /** Fails with FAILED_PRECONDITION if the object is already released. */
    public void checkLive() {
        if (isReleased()) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s was used after it was released", what);
        }
    }
}
