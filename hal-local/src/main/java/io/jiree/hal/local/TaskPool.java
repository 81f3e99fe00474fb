package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Runs a level of tiles — the workgroups of every dispatch between two barriers, and the
 * transfers among them — on the calling thread together with {@code participants - 1} worker
 * threads. One level runs at a time, by the thread that holds the pool's lease.
 *
 * <p>Each participant starts on its own contiguous range of the level's tiles and, when that is
 * used up, takes tiles from the others' ranges, so a participant mostly claims from a counter no
 * one else touches. Idle workers spin for a while ({@code spinNanos}) looking for the next level,
 * then park; the caller wakes only as many as the level has tiles for, and runs a level of one
 * tile alone. Nothing is allocated per level.
 *
 * <p>A claim counter holds the level's generation above the tile index, so a worker that wakes
 * late, after the level it saw has finished, cannot claim a tile of the next one: its
 * compare-and-set fails on the generation.
 */
final class TaskPool implements AutoCloseable {
    /** What a level runs: tile {@code index} of the level, on participant {@code worker}. */
    @FunctionalInterface
    interface Tiles {
        void run(long index, int worker);
    }

    private static final int INDEX_BITS = 40;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    /** Participants' counters are this many longs apart, so no two share a cache line. */
    private static final int STRIDE = 16;

    private final int participants;
    private final long spinNanos;
    private final Thread[] threads;
    /** Per participant: generation << INDEX_BITS | next tile index of its range. */
    private final AtomicLongArray next;
    /** Per participant: the end of its range (written before the level is published). */
    private final long[] end;
    /** Per participant (0 = the caller): parked or about to park, waiting to be woken. */
    private final AtomicIntegerArray sleeping;
    /** The level's generation; written last when a level is published. */
    private volatile long generation;

    private Tiles current;
    private long total;
    private final AtomicLong done = new AtomicLong();
    private final AtomicReference<JireeException> failure = new AtomicReference<>();
    private volatile Thread caller;
    private volatile boolean closed;
    private final AtomicBoolean leased = new AtomicBoolean();

    // Runs on each worker's thread before its first level, with its participant number.
    private final IntConsumer workerStart;
    // A worker that could not prepare its thread (workerStart failed): every later level fails with it.
    private volatile JireeException broken;

    /** {@code workerStart} runs on each worker's thread before its first level. */
    TaskPool(int participants, long spinNanos, IntConsumer workerStart) {
        this.workerStart = workerStart;
        if (participants < 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "worker count must be at least 1 (got %d)", participants);
        }
        this.participants = participants;
        this.spinNanos = spinNanos;
        this.next = new AtomicLongArray(participants * STRIDE);
        this.end = new long[participants * STRIDE];
        this.sleeping = new AtomicIntegerArray(participants * STRIDE);
        this.threads = new Thread[participants];
        for (int w = 1; w < participants; w++) {
            int worker = w;
            threads[w] = Thread.ofPlatform()
                    .daemon()
                    .name("jiree-local-task-worker-" + (w - 1))
                    .unstarted(() -> workerLoop(worker));
        }
        for (int w = 1; w < participants; w++) {
            threads[w].start();
        }
    }

    int participants() {
        return participants;
    }

    /** Takes the pool for {@link #run} calls by this thread; false when another thread has it. */
    boolean tryLease() {
        return leased.compareAndSet(false, true);
    }

    void release() {
        leased.set(false);
    }

    /**
     * Runs tiles {@code [0, count)} of {@code tiles}, each exactly once, and returns when all have
     * run. After the first failure the remaining tiles are skipped; that failure is thrown.
     */
    void run(Tiles tiles, long count) {
        if (count <= 0) {
            return;
        }
        if (count > INDEX_MASK) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "%d workgroups between two barriers are more than a CPU device runs",
                    count);
        }
        JireeException b = broken;
        if (b != null) {
            throw b;
        }
        if (participants == 1 || count == 1) {
            for (long i = 0; i < count; i++) {
                tiles.run(i, 0);
            }
            return;
        }
        long gen = (generation + 1) & (-1L >>> INDEX_BITS);
        long tag = gen << INDEX_BITS;
        for (int w = 0; w < participants; w++) {
            next.set(w * STRIDE, tag | (count * w / participants));
        }
        for (int w = 0; w < participants; w++) {
            end[w * STRIDE] = count * (w + 1) / participants;
        }
        current = tiles;
        total = count;
        done.set(0);
        failure.set(null);
        caller = Thread.currentThread();
        generation = gen;
        // Wake as many sleeping workers as there are tiles for besides the caller's.
        long wake = Math.min(participants - 1, count - 1);
        for (int w = 1; w < participants && wake > 0; w++) {
            if (sleeping.getAndSet(w * STRIDE, 0) == 1) {
                LockSupport.unpark(threads[w]);
            }
            wake--;
        }
        participate(0, gen);
        awaitDone(count);
        JireeException f = failure.get();
        if (f != null) {
            throw f;
        }
    }

    /** Claims and runs tiles of generation {@code gen}: from its own range first, then the others'. */
    private void participate(int self, long gen) {
        Tiles tiles = current;
        long ran = 0;
        for (int k = 0; k < participants; k++) {
            int victim = (self + k) % participants;
            int slot = victim * STRIDE;
            while (true) {
                long v = next.get(slot);
                if (v >>> INDEX_BITS != gen) {
                    k = participants; // the level is over: a later one has been published
                    break;
                }
                long index = v & INDEX_MASK;
                if (index >= end[slot]) {
                    break;
                }
                if (!next.compareAndSet(slot, v, v + 1)) {
                    continue;
                }
                if (failure.get() == null) {
                    runTile(tiles, index, self);
                }
                ran++;
            }
        }
        if (ran > 0 && done.addAndGet(ran) == total && self != 0) {
            if (sleeping.getAndSet(0, 0) == 1) {
                LockSupport.unpark(caller);
            }
        }
    }

    private void runTile(Tiles tiles, long index, int worker) {
        try {
            tiles.run(index, worker);
        } catch (JireeException e) {
            failure.compareAndSet(null, e);
        } catch (StackOverflowError e) {
            failure.compareAndSet(
                    null,
                    new JireeException(
                            StatusCode.RESOURCE_EXHAUSTED, "call stack exhausted while running a workgroup"));
        } catch (RuntimeException | OutOfMemoryError e) {
            StatusCode code = e instanceof Error ? StatusCode.RESOURCE_EXHAUSTED : StatusCode.INTERNAL;
            failure.compareAndSet(null, new JireeException(code, "dispatch worker failed: " + e, e));
        }
    }

    /** The caller, done with its share, waits for the tiles still running on workers. */
    private void awaitDone(long count) {
        long spinUntil = System.nanoTime() + spinNanos;
        while (done.get() != count) {
            if (System.nanoTime() < spinUntil) {
                Thread.onSpinWait();
                continue;
            }
            sleeping.set(0, 1);
            if (done.get() != count) {
                LockSupport.park(this);
            }
            sleeping.set(0, 0);
        }
    }

    private void workerLoop(int self) {
        long seen = 0;
        boolean started = false;
        while (!closed) {
            long gen = generation;
            if (gen != seen) {
                seen = gen;
                if (!started) {
                    try {
                        workerStart.accept(self);
                    } catch (JireeException e) {
                        broken = e; // this level runs on the others; later ones fail with it
                        return;
                    }
                    started = true;
                }
                participate(self, gen);
                continue;
            }
            long spinUntil = System.nanoTime() + spinNanos;
            while (generation == seen && !closed && System.nanoTime() < spinUntil) {
                Thread.onSpinWait();
            }
            if (generation != seen || closed) {
                continue;
            }
            int slot = self * STRIDE;
            sleeping.set(slot, 1);
            if (generation == seen && !closed) {
                LockSupport.park(this);
            }
            sleeping.set(slot, 0);
        }
    }

    @Override
    public void close() {
        closed = true;
        for (int w = 1; w < participants; w++) {
            LockSupport.unpark(threads[w]);
        }
    }
}
