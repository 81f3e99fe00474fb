package io.jiree.base;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * An object that counts its holders itself, starting at one (the creator's reference). The HAL's
 * objects extend it, so that a buffer, fence or semaphore a call makes is one object rather than
 * two; a class that cannot extend it holds a {@link RefCount}, which is one.
 */
public abstract class Counted {
    private static final VarHandle COUNT = FieldHandle.of(MethodHandles.lookup(), "count", int.class);

    // Read and updated through COUNT only.
    @SuppressWarnings("unused")
    private volatile int count = 1;

    private final String what;

    /** {@code what} names the object in a use-after-release error ("fence", "buffer"). */
    protected Counted(String what) {
        this.what = what;
    }

    /** Adds a reference; fails with FAILED_PRECONDITION if the object was already released. */
    protected final void retainCount() {
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

    /** Drops a reference; true when this was the last one. Extra releases are ignored. */
    protected final boolean releaseCount() {
        int prev;
        do {
            prev = (int) COUNT.getVolatile(this);
            if (prev <= 0) {
                return false;
            }
        } while (!COUNT.compareAndSet(this, prev, prev - 1));
        return prev == 1;
    }

    /** Gives a released object its first reference again (a cache handing it out anew); false when it was not released. */
    protected final boolean reviveCount() {
        return COUNT.compareAndSet(this, 0, 1);
    }

    /** The references held now (a pool deciding whether anything else still holds the object). */
    protected final int countNow() {
        return Math.max(0, (int) COUNT.getVolatile(this));
    }

    /** Whether the last reference is gone. */
    protected final boolean countReleased() {
        return (int) COUNT.getVolatile(this) <= 0;
    }

    /** Fails with FAILED_PRECONDITION if the object is already released. */
    protected final void checkCountLive() {
        if (countReleased()) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s was used after it was released", what);
        }
    }
}
