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
 * Runs a chain of levels — each the workgroups of every dispatch between two barriers, and the
 * transfers among them — on the calling thread together with {@code participants - 1} worker
 * threads. The levels run one after another, each one's tiles at once. One chain runs at a time,
 * by the thread that holds the pool's lease.
 *
 * <p>Whichever participant runs a level's last tile begins the next level itself and goes on
 * with it, as IREE's task workers retire a dispatch and run what it released: no thread has to
 * be woken before the next level can start, and only the participants that ran out of tiles wait
 * (spinning {@code spinNanos}, then parked) to be woken for the next one. The caller returns when
 * the last level has run. Nothing is allocated per level.
 *
 * <p>Each participant starts on its own contiguous range of a level's tiles and, when that is used
 * up, takes tiles from the others' ranges, so a participant mostly claims from a counter no one
 * else touches. A claim counter holds the level's generation above the tile index, so a
 * participant that wakes late, after the level it saw has finished, cannot claim a tile of the
 * next one: its compare-and-set fails on the generation.
 */
final class TaskPool implements AutoCloseable {
    /** A chain of levels, run one after another. */
    interface Levels {
        /**
         * Readies level {@code level} and returns its tile count; runs on the participant that
         * ran the level before's last tile (the caller, for the first).
         */
        long begin(int level);

        /** Tile {@code index} of the level begun last, on participant {@code worker}. */
        void run(long index, int worker);
    }

    private static final int INDEX_BITS = 40;
    private static final long INDEX_MASK = (1L << INDEX_BITS) - 1;
    /** Participants' counters are this many longs apart, so no two share a cache line. */
    private static final int STRIDE = 16;

    private final int participants;
    private final long spinNanos;
    private final Thread[] threads; // [0]: the caller of the chain running now
    /** Per participant: generation << INDEX_BITS | next tile index of its range. */
    private final AtomicLongArray next;
    /** Per participant: the end of its range (written before the level is published). */
    private final long[] end;
    /** Per participant (0 = the caller): parked or about to park, waiting to be woken. */
    private final AtomicIntegerArray sleeping;
    /** The level's generation; written last when a level is published. */
    private volatile long generation;

    // The chain running now. Written by the caller before its first level, and by whichever
    // participant begins a level before it publishes it (the generation's write).
    private Levels chain;
    private int chainLength;
    private int level; // the level running now; the next to begin is level + 1
    private long total; // the running level's tile count
    private final AtomicLong done = new AtomicLong(); // tiles of the running level that have run
    private final AtomicReference<JireeException> failure = new AtomicReference<>();
    // The status a failure gets when making its own fails too (memory ran out), made ahead: a
    // participant must still count its tile, or the chain never ends. Made anew once used.
    private volatile JireeException lastResort = lastResort();
    private volatile boolean finished; // the chain's last level has run, or it failed
    private volatile boolean closed;
    private final AtomicBoolean leased = new AtomicBoolean();

    // Runs on each worker's thread before its first level, with its participant number.
    private final IntConsumer workerStart;
    // A worker that could not prepare its thread (workerStart failed): every later chain fails with it.
    private volatile JireeException broken;
    // Tests widen the moment between counting tiles and comparing the count (afterCount).
    private volatile Runnable afterCount;

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
     * Runs levels {@code [0, count)} of {@code levels} in order, each level's tiles exactly once,
     * and returns when all have run. After the first failure the remaining tiles and levels are
     * skipped; that failure is thrown.
     */
    void run(Levels levels, int count) {
        if (count <= 0) {
            return;
        }
        JireeException b = broken;
        if (b != null) {
            throw b;
        }
        if (participants == 1) {
            for (int i = 0; i < count; i++) {
                long tiles = levels.begin(i);
                for (long t = 0; t < tiles; t++) {
                    levels.run(t, 0);
                }
            }
            return;
        }
        chain = levels;
        chainLength = count;
        level = -1;
        if (failure.getAndSet(null) == lastResort) {
            lastResort = lastResort(); // thrown to the last chain's caller: not shared with the next
        }
        threads[0] = Thread.currentThread();
        finished = false; // volatile: publishes the chain to whoever advances it
        long seen = advance(0, generation);
        while (!finished) {
            long gen = generation;
            if (gen != seen) {
                seen = join(0, gen);
                continue;
            }
            long spinUntil = System.nanoTime() + spinNanos;
            while (!finished && generation == seen && System.nanoTime() < spinUntil) {
                Thread.onSpinWait();
            }
            if (finished || generation != seen) {
                continue;
            }
            sleeping.set(0, 1);
            if (!finished && generation == seen) {
                LockSupport.park(this);
            }
            sleeping.set(0, 0);
        }
        threads[0] = null;
        chain = null;
        JireeException f = failure.get();
        if (f != null) {
            throw f;
        }
    }

    /**
     * Runs tiles of generation {@code gen}; when this participant ran the level's last one, ends
     * the level and goes on with the chain. Returns the last generation it took part in.
     */
    private long join(int self, long gen) {
        if (participate(self, gen)) {
            return advance(self, gen);
        }
        return gen;
    }

    /**
     * Begins the chain's next levels on this participant until one of them has tiles left for the
     * others when this participant runs out, or the chain is over. Returns the last generation it
     * took part in ({@code gen} when it published none).
     */
    private long advance(int self, long gen) {
        while (true) {
            int i = level + 1;
            if (i >= chainLength || failure.get() != null) {
                finish(self);
                return gen;
            }
            level = i;
            long count;
            try {
                count = chain.begin(i);
                if (count > INDEX_MASK) {
                    throw JireeException.of(
                            StatusCode.RESOURCE_EXHAUSTED,
                            "%d workgroups between two barriers are more than a CPU device runs",
                            count);
                }
            } catch (Throwable e) {
                fail(e);
                finish(self);
                return gen;
            }
            if (count <= 1) {
                // No one to share it with: run it here, without waking anyone.
                if (count == 1) {
                    runTile(chain, 0, self);
                }
                continue;
            }
            gen = publish(count, self);
            if (!participate(self, gen)) {
                return gen; // another participant runs its last tile, and goes on
            }
        }
    }

    /** Publishes a level of {@code count} tiles and wakes as many sleeping participants as it has tiles for. */
    private long publish(long count, int self) {
        long gen = (generation + 1) & (-1L >>> INDEX_BITS);
        long tag = gen << INDEX_BITS;
        for (int w = 0; w < participants; w++) {
            // The publisher's own range comes first: it starts at once, the others once woken.
            int p = (self + w) % participants;
            next.set(p * STRIDE, tag | (count * w / participants));
            end[p * STRIDE] = count * (w + 1) / participants;
        }
        total = count;
        done.set(0);
        generation = gen;
        long wake = Math.min(participants - 1, count - 1);
        for (int k = 1; k < participants && wake > 0; k++) {
            int w = (self + k) % participants;
            if (sleeping.getAndSet(w * STRIDE, 0) == 1) {
                Thread t = threads[w];
                if (t != null) {
                    LockSupport.unpark(t);
                }
            }
            wake--;
        }
        return gen;
    }

    /**
     * Claims and runs tiles of generation {@code gen}: from its own range first, then the others'.
     * True when this participant ran the level's last tile.
     */
    private boolean participate(int self, long gen) {
        Levels tiles = chain;
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
        if (ran == 0) {
            return false;
        }
        // The level's size is read before this participant's tiles are counted: until they are,
        // the level cannot end, so no later level has replaced it. Read after, it might be a later
        // level's size, which this count could equal by chance: a participant descheduled there
        // would go on with the chain beside the one that really ended the level.
        long size = total;
        long count = done.addAndGet(ran);
        Runnable hook = afterCount;
        if (hook != null) {
            hook.run();
        }
        return count == size;
    }

    /** Runs {@code hook} on each participant right after it has counted its tiles of a level (tests only). */
    void afterCount(Runnable hook) {
        afterCount = hook;
    }

    /** The chain is over: the caller, if it waits, returns. */
    private void finish(int self) {
        finished = true;
        if (self != 0 && sleeping.getAndSet(0, 0) == 1) {
            LockSupport.unpark(threads[0]);
        }
    }

    private void runTile(Levels tiles, long index, int worker) {
        try {
            tiles.run(index, worker);
        } catch (Throwable e) {
            fail(e);
        }
    }

    /** Keeps the first failure of the chain, as the status its caller throws. */
    private void fail(Throwable e) {
        // Anything: a participant that let it go would leave the chain unfinished.
        JireeException status;
        try {
            status = Failures.asStatus(e, "a dispatch worker");
        } catch (Throwable reporting) {
            status = lastResort;
        }
        failure.compareAndSet(null, status);
    }

    private static JireeException lastResort() {
        return new JireeException(
                StatusCode.RESOURCE_EXHAUSTED,
                "a dispatch worker failed, and memory ran out while reporting why: give the JVM more heap "
                        + "(JIREE_JAVA_OPTS=-Xmx...)");
    }

    private void workerLoop(int self) {
        long seen = 0;
        boolean started = false;
        while (!closed) {
            long gen = generation;
            if (gen != seen) {
                if (!started) {
                    try {
                        workerStart.accept(self);
                    } catch (JireeException e) {
                        broken = e; // this chain runs on the others; later ones fail with it
                        return;
                    }
                    started = true;
                }
                seen = join(self, gen);
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
