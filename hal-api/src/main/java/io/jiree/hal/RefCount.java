package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.concurrent.atomic.AtomicInteger;

/** The reference counter behind {@link Resource} implementations. */
public final class RefCount {
    private final AtomicInteger count = new AtomicInteger(1);
    private final String what;

    public RefCount(String what) {
        this.what = what;
    }

    /** Adds a reference; fails if the object was already released. */
    public void retain() {
        int prev;
        do {
            prev = count.get();
            if (prev <= 0) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "%s was used after it was released; keep a reference (retain) while using it",
                        what);
            }
        } while (!count.compareAndSet(prev, prev + 1));
    }

    /** Drops a reference; returns true when this was the last one. Extra releases are ignored. */
    public boolean release() {
        int prev;
        do {
            prev = count.get();
            if (prev <= 0) {
                return false;
            }
        } while (!count.compareAndSet(prev, prev - 1));
        return prev == 1;
    }

    public boolean isReleased() {
        return count.get() <= 0;
    }

    /** Fails with FAILED_PRECONDITION if the object is already released. */
    public void checkLive() {
        if (count.get() <= 0) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s was used after it was released", what);
        }
    }
}
