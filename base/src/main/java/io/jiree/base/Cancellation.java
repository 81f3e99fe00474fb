package io.jiree.base;

/**
 * A cancel switch for running calls (ONNX Runtime's {@code RunOptions.setTerminate}): any thread
 * may {@link #cancel()} it, and every call that was given it and is still running ends with
 * CANCELLED at its next stopping point (see {@link CallStop}). Once cancelled it stays cancelled;
 * use a new one for the next call.
 */
public final class Cancellation {
    private final Cancellation parent;
    private volatile boolean cancelled;

    public Cancellation() {
        this(null);
    }

    private Cancellation(Cancellation parent) {
        this.parent = parent;
    }

    /** A switch that is cancelled with this one, or on its own (this one is not). */
    public Cancellation child() {
        return new Cancellation(this);
    }

    /** Asks every call given this switch to stop. */
    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled || (parent != null && parent.isCancelled());
    }

    @Override
    public String toString() {
        return isCancelled() ? "Cancellation[cancelled]" : "Cancellation[armed]";
    }
}
