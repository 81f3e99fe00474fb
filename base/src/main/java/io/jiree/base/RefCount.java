package io.jiree.base;

/**
 * A reference count that starts at one (the creator's reference), as an object of its own: for
 * what cannot extend {@link Counted} (the VM's lists, executables, channels).
 */
public final class RefCount extends Counted {
    public RefCount(String what) {
        super(what);
    }

    /** Adds a reference; fails if the object was already released. */
    public void retain() {
        retainCount();
    }

    /** Drops a reference; returns true when this was the last one. Extra releases are ignored. */
    public boolean release() {
        return releaseCount();
    }

    /** Gives a released object its first reference again; false when it was not released. */
    public boolean revive() {
        return reviveCount();
    }

    public boolean isReleased() {
        return countReleased();
    }

    /** Fails with FAILED_PRECONDITION if the object is already released. */
    public void checkLive() {
        checkCountLive();
    }
}
