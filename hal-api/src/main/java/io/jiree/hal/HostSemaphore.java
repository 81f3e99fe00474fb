package io.jiree.hal;

import io.jiree.base.Counted;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A timeline semaphore kept in host memory, usable by any driver whose work completes on the
 * host side (or is observed there). Drivers can register timepoints: callbacks run when a value
 * is reached or the semaphore fails.
 */
public class HostSemaphore extends Counted implements Semaphore {
    private long value;
    private JireeException failure;
    private List<Timepoint> timepoints; // made by the first whenReached: most semaphores never have one

    private record Timepoint(long value, Consumer<JireeException> callback) {}

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
        return Optional.ofNullable(failure);
    }

    @Override
    public void signal(long newValue) {
        List<Timepoint> ready;
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
            ready = timepoints == null || timepoints.isEmpty() ? List.of() : takeTimepoints(newValue);
            notifyAll();
        }
        for (int i = 0; i < ready.size(); i++) { // indexed: no iterator on every signal
            ready.get(i).callback().accept(null);
        }
    }

    @Override
    public void fail(JireeException status) {
        List<Timepoint> ready;
        synchronized (this) {
            if (failure != null) {
                return;
            }
            failure = status == null
                    ? new JireeException(StatusCode.ABORTED, "semaphore was failed without a status")
                    : status;
            ready = timepoints == null ? List.of() : new ArrayList<>(timepoints);
            timepoints = null;
            notifyAll();
        }
        for (Timepoint t : ready) {
            t.callback().accept(failure.propagated());
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
                if (timepoints == null) {
                    timepoints = new ArrayList<>(2);
                }
                timepoints.add(new Timepoint(target, callback));
                return;
            }
        }
        callback.accept(f == null ? null : f.propagated());
    }

    private List<Timepoint> takeTimepoints(long reached) {
        List<Timepoint> ready = new ArrayList<>();
        for (Iterator<Timepoint> it = timepoints.iterator(); it.hasNext(); ) {
            Timepoint t = it.next();
            if (t.value() <= reached) {
                ready.add(t);
                it.remove();
            }
        }
        return ready;
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
    public void retain() {
        retainCount();
    }

    @Override
    public void close() {
        releaseCount();
    }
}
