package io.jiree.hal;

import java.util.ArrayList;
import java.util.List;

/** Semaphores paired with payload values ({@code iree_hal_semaphore_list_t}). */
public record SemaphoreList(List<Semaphore> semaphores, List<Long> values) {
    public static final SemaphoreList EMPTY = new SemaphoreList(List.of(), List.of());

    public SemaphoreList {
        if (semaphores == null || values == null || semaphores.size() != values.size()) {
            throw new io.jiree.base.JireeException(
                    io.jiree.base.StatusCode.INVALID_ARGUMENT, "a semaphore list needs one value per semaphore");
        }
        semaphores = List.copyOf(semaphores);
        values = List.copyOf(values);
    }

    public static SemaphoreList of(Semaphore semaphore, long value) {
        return new SemaphoreList(List.of(semaphore), List.of(value));
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

    /** Waits for every semaphore to reach its value. */
    public void await(Timeout timeout) {
        for (int i = 0; i < semaphores.size(); i++) {
            semaphores.get(i).await(values.get(i), timeout);
        }
    }

    /** Signals every semaphore to its value. */
    public void signal() {
        for (int i = 0; i < semaphores.size(); i++) {
            semaphores.get(i).signal(values.get(i));
        }
    }

    /** Fails every semaphore with {@code status}. */
    public void fail(io.jiree.base.JireeException status) {
        for (Semaphore s : semaphores) {
            s.fail(status);
        }
    }

    /** The first failure among the semaphores, or null. */
    public io.jiree.base.JireeException firstFailure() {
        for (Semaphore s : semaphores) {
            var f = s.failure();
            if (f.isPresent()) {
                return f.get();
            }
        }
        return null;
    }

    public SemaphoreList concat(SemaphoreList other) {
        List<Semaphore> s = new ArrayList<>(semaphores);
        List<Long> v = new ArrayList<>(values);
        s.addAll(other.semaphores);
        v.addAll(other.values);
        return new SemaphoreList(s, v);
    }
}
