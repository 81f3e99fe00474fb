package io.jiree.hal;

import io.jiree.base.Counted;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A timeline semaphore kept in host memory, usable by any driver whose work completes on the
 * host side (or is observed there). Drivers can register timepoints: callbacks run when a value
 * is reached or the semaphore fails.
 */
public class HostSemaphore extends Counted implements Semaphore {
    private long value;
    // A copy of the status given to fail, never handed out: the thread that failed the semaphore
    // goes on annotating its own exception, and other waiters each get a copy of this one.
    private JireeException failure;
    // The callbacks waiting for a value, oldest first, linked through their own fields: no list
    // object per waited-on semaphore, nor one per signal that reaches some of them.
    private Timepoint first;
    private Timepoint last;
    private int uses; // how often a pool handed it out again (resetForReuse): keeps flow keys apart

    private static final class Timepoint {
        final long value;
        final Consumer<JireeException> callback;
        Timepoint next;

        Timepoint(long value, Consumer<JireeException> callback) {
            this.value = value;
            this.callback = callback;
        }
    }

    public HostSemaphore(long initialValue) {
        super("semaphore");
        if (initialValue < 0 || initialValue > MAX_VALUE) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "semaphore initial value %d out of range [0, %d]",
                    initialValue,
                    MAX_VALUE);
        }
        this.value = initialValue;
    }

    @Override
    public synchronized long query() {
        if (failure != null) {
            throw failure.propagated();
        }
        return value;
    }

    @Override
    public synchronized Optional<JireeException> failure() {
        return failure == null ? Optional.empty() : Optional.of(failure.propagated());
    }

    @Override
    public void signal(long newValue) {
        Timepoint ready;
        synchronized (this) {
            if (failure != null) {
                throw failure.propagated();
            }
            if (newValue > MAX_VALUE) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "semaphore value %d exceeds the maximum %d", newValue, MAX_VALUE);
            }
            if (newValue <= value) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "semaphore already signaled past %d (current value %d); timeline values must increase",
                        newValue,
                        value);
            }
            value = newValue;
            ready = first == null ? null : takeTimepoints(newValue);
            notifyAll();
        }
        for (Timepoint t = ready; t != null; ) {
            Timepoint next = t.next; // read first: the callback may run anything
            t.callback.accept(null);
            t = next;
        }
    }

    @Override
    public void fail(JireeException status) {
        Timepoint ready;
        synchronized (this) {
            if (failure != null) {
                return;
            }
            failure = status == null
                    ? new JireeException(StatusCode.ABORTED, "semaphore was failed without a status")
                    : status.propagated();
            ready = first;
            first = null;
            last = null;
            notifyAll();
        }
        for (Timepoint t = ready; t != null; ) {
            Timepoint next = t.next;
            t.callback.accept(failure.propagated());
            t = next;
        }
    }

    /**
     * Runs {@code callback} (with null, or the failure) once the value reaches {@code target}
     * or the semaphore fails; immediately on this thread if that already happened.
     */
    public void whenReached(long target, Consumer<JireeException> callback) {
        JireeException f;
        synchronized (this) {
            f = failure;
            if (f == null && value < target) {
                Timepoint t = new Timepoint(target, callback);
                if (last == null) {
                    first = t;
                } else {
                    last.next = t;
                }
                last = t;
                return;
            }
        }
        callback.accept(f == null ? null : f.propagated());
    }

    // Unlinks the timepoints {@code reached} reaches, in order, as a chain of their own.
    private Timepoint takeTimepoints(long reached) {
        Timepoint readyFirst = null;
        Timepoint readyLast = null;
        Timepoint kept = null;
        for (Timepoint t = first; t != null; ) {
            Timepoint next = t.next;
            t.next = null;
            if (t.value <= reached) {
                if (readyLast == null) {
                    readyFirst = t;
                } else {
                    readyLast.next = t;
                }
                readyLast = t;
            } else {
                if (kept == null) {
                    first = t;
                } else {
                    kept.next = t;
                }
                kept = t;
            }
            t = next;
        }
        if (kept == null) {
            first = null;
        }
        last = kept;
        return readyFirst;
    }

    /** Whether {@link #await} for {@code target} would return or fail at once. */
    public synchronized boolean isSettled(long target) {
        return failure != null || value >= target;
    }

    @Override
    public synchronized void await(long target, Timeout timeout) {
        while (true) {
            if (failure != null) {
                throw failure.propagated().annotate("while waiting on a semaphore for value " + target);
            }
            if (value >= target) {
                return;
            }
            long remaining = timeout.remainingNanos();
            if (remaining <= 0) {
                throw JireeException.of(
                        StatusCode.DEADLINE_EXCEEDED,
                        "timed out waiting for semaphore value %d (current %d, timeout %s)",
                        target,
                        value,
                        timeout);
            }
            try {
                if (remaining == Long.MAX_VALUE) {
                    wait();
                } else {
                    wait(remaining / 1_000_000L, (int) (remaining % 1_000_000L));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JireeException(
                        StatusCode.CANCELLED, "interrupted while waiting for semaphore value " + target, e);
            }
        }
    }

    @Override
    public long flowKey() {
        return System.identityHashCode(this) ^ (uses * 0x9E3779B9L);
    }

    /**
     * For a pool that holds this semaphore: when nothing else can observe it any more (the pool's
     * is the only reference; it reached exactly {@code reached} and did not fail; nobody waits on
     * it; nothing queued will signal it), sets it back to 0 for a new use and returns true.
     */
    public synchronized boolean resetForReuse(long reached) {
        if (countNow() != 1 || failure != null || value != reached || first != null || !idle()) {
            return false;
        }
        value = 0;
        uses++;
        return true;
    }

    /** Whether nothing queued still refers to this semaphore (subclasses that queue work on it say). */
    protected boolean idle() {
        return true;
    }

    @Override
    public void retain() {
        retainCount();
    }

    @Override
    public void close() {
        releaseCount();
    }
}
