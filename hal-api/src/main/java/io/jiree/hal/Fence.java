package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import java.util.Arrays;
import java.util.List;

/**
 * A set of semaphore timepoints ({@code iree_hal_fence_t}): reached when every semaphore is
 * at or above its value. A semaphore appears once, with the largest value inserted.
 */
public final class Fence implements Resource {
    // Most fences hold one timepoint: arrays sized for it, grown by doubling (a program makes
    // fences on every call, and lists of boxed values were most of what each cost).
    private Semaphore[] semaphores = new Semaphore[1];
    private long[] values = new long[1];
    private int size;
    private final RefCount refs = new RefCount("fence");
    // asList's result, kept until the next insert: queue operations ask for it several times per
    // fence, and each copy cost two lists.
    private SemaphoreList snapshot;

    public Fence() {}

    /** A fence on one semaphore timepoint. */
    public static Fence of(Semaphore semaphore, long value) {
        Fence f = new Fence();
        f.insert(semaphore, value);
        return f;
    }

    /** A fence reached when all of {@code fences} are (null entries are skipped). */
    public static Fence join(List<Fence> fences) {
        Fence joined = new Fence();
        for (Fence f : fences) {
            if (f == null) {
                continue;
            }
            synchronized (f) {
                for (int i = 0; i < f.size; i++) {
                    joined.insert(f.semaphores[i], f.values[i]);
                }
            }
        }
        return joined;
    }

    /** Adds a timepoint; a semaphore already present keeps the larger value. Retains it. */
    public synchronized void insert(Semaphore semaphore, long value) {
        if (semaphore == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "fence timepoints need a semaphore");
        }
        for (int i = 0; i < size; i++) {
            if (semaphores[i] == semaphore) {
                values[i] = Math.max(values[i], value);
                snapshot = null;
                return;
            }
        }
        semaphore.retain();
        if (size == semaphores.length) {
            semaphores = Arrays.copyOf(semaphores, 2 * size);
            values = Arrays.copyOf(values, 2 * size);
        }
        semaphores[size] = semaphore;
        values[size++] = value;
        snapshot = null;
    }

    public synchronized int size() {
        return size;
    }

    /** The timepoints as a list for queue operations. */
    public synchronized SemaphoreList asList() {
        SemaphoreList list = snapshot;
        if (list == null) {
            list = snapshot = size == 0
                    ? SemaphoreList.EMPTY
                    : size == 1
                            ? SemaphoreList.of(semaphores[0], values[0])
                            : SemaphoreList.of(Arrays.copyOf(semaphores, size), Arrays.copyOf(values, size));
        }
        return list;
    }

    /** The semaphore list of a possibly-null fence (empty for null), as queue calls take it. */
    public static SemaphoreList listOf(Fence fence) {
        return fence == null ? SemaphoreList.EMPTY : fence.asList();
    }

    /** OK when reached, DEFERRED when not yet, or the code of the first failure. */
    public StatusCode query() {
        SemaphoreList list = asList();
        for (int i = 0; i < list.size(); i++) {
            Semaphore s = list.semaphores().get(i);
            var f = s.failure();
            if (f.isPresent()) {
                return f.get().code();
            }
            if (s.query() < list.values().get(i)) {
                return StatusCode.DEFERRED;
            }
        }
        return StatusCode.OK;
    }

    /** Signals every timepoint from the host. */
    public void signal() {
        asList().signal();
    }

    /** Fails every semaphore in the fence. */
    public void fail(JireeException status) {
        asList().fail(status);
    }

    /** Waits until reached; DEADLINE_EXCEEDED on timeout, or the failure status. */
    public void await(Timeout timeout) {
        asList().await(timeout);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        if (refs.release()) {
            List<Semaphore> list = asList().semaphores();
            for (int i = 0; i < list.size(); i++) {
                list.get(i).close();
            }
        }
    }
}
