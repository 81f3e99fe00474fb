package io.jiree.hal;

import io.jiree.base.CallStop;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Semaphores paired with payload values ({@code iree_hal_semaphore_list_t}); immutable. Most lists
 * hold one timepoint (a fence's), kept in fields: such a list is one small object, no arrays or
 * boxed values.
 */
public final class SemaphoreList {
    public static final SemaphoreList EMPTY = new SemaphoreList(null, 0, null, null);
    private static final String NO_NULLS = "a semaphore list holds no nulls";

    // One timepoint: first and firstValue; more: the arrays; none: neither. The size follows.
    private final Semaphore first;
    private final long firstValue;
    private final Semaphore[] semaphores;
    private final long[] values;

    private SemaphoreList(Semaphore first, long firstValue, Semaphore[] semaphores, long[] values) {
        this.first = first;
        this.firstValue = firstValue;
        this.semaphores = semaphores;
        this.values = values;
    }

    /** The timepoints {@code semaphores[i]} at {@code values[i]}. */
    public SemaphoreList(List<Semaphore> semaphores, List<Long> values) {
        this(check(semaphores, values), semaphores, values);
    }

    private SemaphoreList(int size, List<Semaphore> semaphores, List<Long> values) {
        this(
                size == 1 ? semaphores.get(0) : null,
                size == 1 ? values.get(0) : 0,
                size > 1 ? semaphores.toArray(new Semaphore[0]) : null,
                size > 1 ? values.stream().mapToLong(Long::longValue).toArray() : null);
    }

    private static int check(List<Semaphore> semaphores, List<Long> values) {
        if (semaphores == null || values == null || semaphores.size() != values.size()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "a semaphore list needs one value per semaphore");
        }
        for (int i = 0; i < semaphores.size(); i++) {
            if (semaphores.get(i) == null || values.get(i) == null) {
                throw new JireeException(StatusCode.INVALID_ARGUMENT, NO_NULLS);
            }
        }
        return semaphores.size();
    }

    public static SemaphoreList of(Semaphore semaphore, long value) {
        if (semaphore == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, NO_NULLS);
        }
        return new SemaphoreList(semaphore, value, null, null);
    }

    /** The semaphore of timepoint {@code i}. */
    public Semaphore semaphore(int i) {
        if (semaphores != null) {
            return semaphores[i];
        }
        if (i == 0 && first != null) {
            return first;
        }
        throw new IndexOutOfBoundsException(i);
    }

    /** The value of timepoint {@code i}. */
    public long value(int i) {
        if (values != null) {
            return values[i];
        }
        if (i == 0 && first != null) {
            return firstValue;
        }
        throw new IndexOutOfBoundsException(i);
    }

    /** The semaphores, in order (a new list). */
    public List<Semaphore> semaphores() {
        List<Semaphore> list = new ArrayList<>(size());
        for (int i = 0; i < size(); i++) {
            list.add(semaphore(i));
        }
        return List.copyOf(list);
    }

    /** The values, in order (a new list). */
    public List<Long> values() {
        List<Long> list = new ArrayList<>(size());
        for (int i = 0; i < size(); i++) {
            list.add(value(i));
        }
        return List.copyOf(list);
    }

    /** This list and {@code semaphore} at {@code value} after it. */
    public SemaphoreList with(Semaphore semaphore, long value) {
        int n = size();
        if (n == 0) {
            return of(semaphore, value);
        }
        Semaphore[] s = new Semaphore[n + 1];
        long[] v = new long[n + 1];
        for (int i = 0; i < n; i++) {
            s[i] = semaphore(i);
            v[i] = value(i);
        }
        s[n] = semaphore;
        v[n] = value;
        return new SemaphoreList(null, 0, s, v);
    }

    /** This list with the timepoint at {@code index} moved to {@code value}. */
    public SemaphoreList withValue(int index, long value) {
        if (size() == 1) {
            semaphore(index); // bounds
            return new SemaphoreList(first, value, null, null);
        }
        long[] v = values.clone();
        v[index] = value;
        return new SemaphoreList(null, 0, semaphores, v);
    }

    /** The timepoints at {@code indices}, in that order. */
    public SemaphoreList subset(List<Integer> indices) {
        if (indices.isEmpty()) {
            return EMPTY;
        }
        List<Semaphore> s = new ArrayList<>(indices.size());
        List<Long> v = new ArrayList<>(indices.size());
        for (int i : indices) {
            s.add(semaphore(i));
            v.add(value(i));
        }
        return new SemaphoreList(s, v);
    }

    public int size() {
        return semaphores != null ? semaphores.length : first != null ? 1 : 0;
    }

    public boolean isEmpty() {
        return first == null && semaphores == null;
    }

    /**
     * Waits for every semaphore to reach its value. A failure of any of them ends the wait with
     * that failure, also while another is still pending and when the timeout passes, as IREE's
     * wait-all does. On a thread running a call with a deadline or a cancel ({@link CallStop}),
     * the wait ends with the call's status once it is due.
     */
    public void await(Timeout timeout) {
        CallStop stop = CallStop.current();
        if (size() == 1 && stop == null) {
            first.await(firstValue, timeout); // one semaphore: its own wait wakes on its failure
            return;
        }
        for (int i = 0; i < size(); i++) {
            await(i, timeout, stop);
        }
    }

    // Waits for timepoint i in slices, looking at the others' failures and the call's stop
    // (null: none) between them.
    private void await(int i, Timeout timeout, CallStop stop) {
        Semaphore semaphore = semaphore(i);
        long value = value(i);
        long slice = TimeUnit.MILLISECONDS.toNanos(CallStop.SLICE_MILLIS);
        for (; ; ) {
            throwFirstFailure();
            if (stop != null) {
                stop.check();
            }
            long remaining =
                    stop == null ? timeout.remainingNanos() : Math.min(timeout.remainingNanos(), stop.remainingNanos());
            try {
                semaphore.await(value, timeout.isImmediate() ? timeout : Timeout.ofNanos(Math.min(remaining, slice)));
                return;
            } catch (JireeException e) {
                if (e.code() != StatusCode.DEADLINE_EXCEEDED) {
                    throw e;
                }
                // Failed as the slice ended, here or elsewhere: the failure is the answer, not a timeout.
                throwFirstFailure();
                if (timeout.remainingNanos() == 0) {
                    throw e; // the wait's own timeout
                }
            }
        }
    }

    // Throws the first failure among the semaphores, as a wait on it would.
    private void throwFirstFailure() {
        for (int i = 0; i < size(); i++) {
            Semaphore s = semaphore(i);
            if (s.failure().isPresent()) {
                s.await(value(i), Timeout.immediate()); // throws its failure status
            }
        }
    }

    /** Signals every semaphore to its value. */
    public void signal() {
        for (int i = 0; i < size(); i++) {
            semaphore(i).signal(value(i));
        }
    }

    /** Fails every semaphore with {@code status}. */
    public void fail(JireeException status) {
        for (int i = 0; i < size(); i++) {
            semaphore(i).fail(status);
        }
    }

    /** The first failure among the semaphores, or null. */
    public JireeException firstFailure() {
        for (int i = 0; i < size(); i++) {
            var f = semaphore(i).failure();
            if (f.isPresent()) {
                return f.get();
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SemaphoreList other) || other.size() != size()) {
            return false;
        }
        for (int i = 0; i < size(); i++) {
            if (other.semaphore(i) != semaphore(i) || other.value(i) != value(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = size();
        for (int i = 0; i < size(); i++) {
            h = 31 * h + System.identityHashCode(semaphore(i));
            h = 31 * h + Long.hashCode(value(i));
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("SemaphoreList[");
        for (int i = 0; i < size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(semaphore(i)).append('@').append(value(i));
        }
        return sb.append(']').toString();
    }
}
