package io.jiree.hal;

import io.jiree.base.CallStop;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Semaphores paired with payload values ({@code iree_hal_semaphore_list_t}). */
public record SemaphoreList(List<Semaphore> semaphores, List<Long> values) {
    public static final SemaphoreList EMPTY = new SemaphoreList(List.of(), List.of());

    public SemaphoreList {
        if (semaphores == null || values == null || semaphores.size() != values.size()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "a semaphore list needs one value per semaphore");
        }
        semaphores = List.copyOf(semaphores);
        values = List.copyOf(values);
    }

    public static SemaphoreList of(Semaphore semaphore, long value) {
        return new SemaphoreList(List.of(semaphore), List.of(value));
    }

    /** This list and {@code semaphore} at {@code value} after it. */
    public SemaphoreList with(Semaphore semaphore, long value) {
        int n = size();
        if (n == 0) {
            return of(semaphore, value); // most fences hold one timepoint: no arrays for those
        }
        Semaphore[] s = semaphores.toArray(new Semaphore[n + 1]);
        Long[] v = values.toArray(new Long[n + 1]);
        s[n] = semaphore;
        v[n] = value;
        return new SemaphoreList(List.of(s), List.of(v));
    }

    /** This list with the timepoint at {@code index} moved to {@code value}. */
    public SemaphoreList withValue(int index, long value) {
        Long[] v = values.toArray(new Long[0]);
        v[index] = value;
        return new SemaphoreList(semaphores, List.of(v));
    }

    /** The timepoints at {@code indices}, in that order. */
    public SemaphoreList subset(List<Integer> indices) {
        if (indices.isEmpty()) {
            return EMPTY;
        }
        List<Semaphore> s = new ArrayList<>(indices.size());
        List<Long> v = new ArrayList<>(indices.size());
        for (int i : indices) {
            s.add(semaphores.get(i));
            v.add(values.get(i));
        }
        return new SemaphoreList(s, v);
    }

    public int size() {
        return semaphores.size();
    }

    public boolean isEmpty() {
        return semaphores.isEmpty();
    }

    /**
     * Waits for every semaphore to reach its value. On a thread running a call with a deadline or
     * a cancel ({@link CallStop}), the wait ends with the call's status once it is due.
     */
    public void await(Timeout timeout) {
        CallStop stop = CallStop.current();
        for (int i = 0; i < semaphores.size(); i++) {
            if (stop == null) {
                semaphores.get(i).await(values.get(i), timeout);
            } else {
                await(semaphores.get(i), values.get(i), timeout, stop);
            }
        }
    }

    // Waits in slices, looking at the call's stop between them.
    private static void await(Semaphore semaphore, long value, Timeout timeout, CallStop stop) {
        long slice = TimeUnit.MILLISECONDS.toNanos(CallStop.SLICE_MILLIS);
        for (; ; ) {
            stop.check();
            long nanos = Math.min(Math.min(timeout.remainingNanos(), stop.remainingNanos()), slice);
            try {
                semaphore.await(value, timeout.isImmediate() ? timeout : Timeout.ofNanos(nanos));
                return;
            } catch (JireeException e) {
                if (e.code() != StatusCode.DEADLINE_EXCEEDED) {
                    throw e;
                }
                if (semaphore.failure().isPresent()) {
                    // Failed as the slice ended: the failure is the answer, not the slice's timeout.
                    semaphore.await(value, Timeout.immediate());
                }
                if (timeout.remainingNanos() == 0) {
                    throw e; // the wait's own timeout
                }
            }
        }
    }

    /** Signals every semaphore to its value. */
    public void signal() {
        for (int i = 0; i < semaphores.size(); i++) {
            semaphores.get(i).signal(values.get(i));
        }
    }

    /** Fails every semaphore with {@code status}. */
    public void fail(JireeException status) {
        for (Semaphore s : semaphores) {
            s.fail(status);
        }
    }

    /** The first failure among the semaphores, or null. */
    public JireeException firstFailure() {
        for (Semaphore s : semaphores) {
            var f = s.failure();
            if (f.isPresent()) {
                return f.get();
            }
        }
        return null;
    }
}
