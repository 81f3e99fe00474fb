package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The pool's chains of levels: order, who goes on with the next level, and failures. */
class TaskPoolTest {
    /**
     * A chain of {@code levels} levels of {@code tiles} tiles each that checks that no tile runs
     * before the level before it has finished, and records which threads ran each level's tiles
     * and began it.
     */
    private static final class Recorder implements TaskPool.Levels {
        final int levels;
        final long tiles;
        final AtomicLong ranInLevel = new AtomicLong();
        final AtomicInteger outOfOrder = new AtomicInteger();
        final AtomicInteger tilesRun = new AtomicInteger();
        final List<Set<Thread>> ranOn;
        final Thread[] beganOn;
        volatile int current = -1;

        Recorder(int levels, long tiles) {
            this.levels = levels;
            this.tiles = tiles;
            ranOn = Stream.<Set<Thread>>generate(ConcurrentHashMap::newKeySet)
                    .limit(levels)
                    .toList();
            beganOn = new Thread[levels];
        }

        @Override
        public long begin(int level) {
            if (level > 0 && ranInLevel.get() != tiles) {
                outOfOrder.incrementAndGet();
            }
            beganOn[level] = Thread.currentThread();
            ranInLevel.set(0);
            current = level;
            return tiles;
        }

        @Override
        public void run(long index, int worker) {
            // Long enough that both participants take tiles of most levels.
            long until = System.nanoTime() + 20_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            ranOn.get(current).add(Thread.currentThread());
            tilesRun.incrementAndGet();
            ranInLevel.incrementAndGet();
        }
    }

    @Test
    void theParticipantThatFinishesALevelBeginsTheNext() {
        int onWorkers = 0;
        try (TaskPool pool = new TaskPool(2, 0, w -> {})) {
            for (int round = 0; round < 20; round++) {
                Recorder chain = new Recorder(50, 8);
                assertTrue(pool.tryLease());
                try {
                    pool.run(chain, chain.levels);
                } finally {
                    pool.release();
                }
                assertEquals(50 * 8, chain.tilesRun.get());
                assertEquals(0, chain.outOfOrder.get(), "levels that began before the one before them finished");
                assertSame(Thread.currentThread(), chain.beganOn[0], "the caller begins the chain");
                for (int level = 1; level < chain.levels; level++) {
                    // Only the participant that ran the level before's last tile begins a level.
                    assertTrue(
                            chain.ranOn.get(level - 1).contains(chain.beganOn[level]),
                            "level " + level + " began on a thread that ran none of the level before's tiles");
                    onWorkers += chain.beganOn[level] == Thread.currentThread() ? 0 : 1;
                }
            }
        }
        // Where the caller began every level, each level's end would wait for it to be woken.
        assertTrue(onWorkers > 0, "no level began on a worker");
    }

    /**
     * A participant held up right after counting its tiles of a level (as a busy machine
     * deschedules a thread) while the other ends the level and goes on, through levels of
     * different sizes: it must never take a later level's end for its own. Had it compared its
     * count with a later level's size, two participants would each begin the next level, levels
     * would run out of order, and a level's count would overshoot its size and the chain never end.
     */
    @Test
    void aParticipantHeldUpAfterCountingItsTilesNeverTakesALaterLevelForItsOwn() throws Exception {
        long[] sizes = {8, 2, 6, 4, 3, 5, 7, 9, 2, 4};
        try (TaskPool pool = new TaskPool(2, 0, w -> {})) {
            pool.afterCount(() -> {
                if (Thread.currentThread().getName().startsWith("jiree-local-task-worker-")) {
                    LockSupport.parkNanos(1_000_000);
                }
            });
            for (int round = 0; round < 20; round++) {
                int offset = round % sizes.length;
                AtomicLong ranInLevel = new AtomicLong();
                AtomicInteger outOfOrder = new AtomicInteger();
                TaskPool.Levels chain = new TaskPool.Levels() {
                    @Override
                    public long begin(int level) {
                        if (level > 0 && ranInLevel.get() != sizes[(level - 1 + offset) % sizes.length]) {
                            outOfOrder.incrementAndGet();
                        }
                        ranInLevel.set(0);
                        return sizes[(level + offset) % sizes.length];
                    }

                    @Override
                    public void run(long index, int worker) {
                        ranInLevel.incrementAndGet();
                        long until = System.nanoTime() + 50_000;
                        while (System.nanoTime() < until) {
                            Thread.onSpinWait();
                        }
                    }
                };
                CompletableFuture<Void> run = CompletableFuture.runAsync(() -> {
                    assertTrue(pool.tryLease());
                    try {
                        pool.run(chain, 40);
                    } finally {
                        pool.release();
                    }
                });
                assertTimeoutPreemptively(
                        Duration.ofSeconds(20), () -> run.get(), "round " + round + ": the chain never ended");
                assertEquals(0, outOfOrder.get(), "round " + round + ": levels began before the one before them ended");
            }
        }
    }

    @Test
    void levelsOfOneTileRunWhereTheChainIsAndEmptyLevelsAreSkipped() {
        try (TaskPool pool = new TaskPool(3, 0, w -> {})) {
            AtomicInteger ran = new AtomicInteger();
            AtomicReference<Thread> on = new AtomicReference<>();
            TaskPool.Levels chain = new TaskPool.Levels() {
                @Override
                public long begin(int level) {
                    return level % 2; // 0, 1, 0, 1, ...
                }

                @Override
                public void run(long index, int worker) {
                    ran.incrementAndGet();
                    on.set(Thread.currentThread());
                }
            };
            assertTrue(pool.tryLease());
            pool.run(chain, 10);
            pool.release();
            assertEquals(5, ran.get());
            assertSame(Thread.currentThread(), on.get(), "a chain of one-tile levels woke a worker");
        }
    }

    @Test
    void aFailingTileOrBeginStopsTheChainAndIsThrownByTheCaller() {
        try (TaskPool pool = new TaskPool(2, 0, w -> {})) {
            for (int failAt : new int[] {0, 3, 7}) {
                AtomicInteger begun = new AtomicInteger();
                TaskPool.Levels chain = new TaskPool.Levels() {
                    @Override
                    public long begin(int level) {
                        begun.incrementAndGet();
                        if (level == failAt && failAt == 7) {
                            throw JireeException.of(StatusCode.OUT_OF_RANGE, "binding of level %d", level);
                        }
                        return 16;
                    }

                    @Override
                    public void run(long index, int worker) {
                        if (begun.get() - 1 == failAt && index == 5) {
                            throw new IllegalStateException("tile " + index);
                        }
                    }
                };
                assertTrue(pool.tryLease());
                JireeException e;
                try {
                    e = assertThrows(JireeException.class, () -> pool.run(chain, 10));
                } finally {
                    pool.release();
                }
                assertEquals(failAt + 1, begun.get(), "levels begun after the failure at " + failAt);
                if (failAt == 7) {
                    assertEquals(StatusCode.OUT_OF_RANGE, e.code());
                } else {
                    assertEquals(StatusCode.INTERNAL, e.code());
                    assertTrue(e.getMessage().contains("tile 5"), e.getMessage());
                }
            }
            // The pool goes on working after failed chains.
            Recorder chain = new Recorder(5, 4);
            assertTrue(pool.tryLease());
            pool.run(chain, chain.levels);
            pool.release();
            assertEquals(20, chain.tilesRun.get());
        }
    }

    @Test
    void aStackOverflowInATileIsAStatusAndThePoolGoesOn() {
        try (TaskPool pool = new TaskPool(2, 0, w -> {})) {
            TaskPool.Levels chain = new TaskPool.Levels() {
                @Override
                public long begin(int level) {
                    return 4;
                }

                @Override
                public void run(long index, int worker) {
                    if (index == 2) {
                        throw new StackOverflowError();
                    }
                }
            };
            for (int i = 0; i < 5; i++) {
                assertTrue(pool.tryLease());
                try {
                    JireeException e = assertThrows(JireeException.class, () -> pool.run(chain, 3));
                    assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
                } finally {
                    pool.release();
                }
            }
            Recorder after = new Recorder(10, 8);
            assertTrue(pool.tryLease());
            pool.run(after, after.levels);
            pool.release();
            assertEquals(80, after.tilesRun.get());
        }
    }

    /**
     * A failure whose report cannot be made (memory runs out while its status is built: here its
     * description throws) still ends the chain with a status, and the pool goes on. The failed
     * report once escaped the tile uncounted, and the chain waited for it for ever.
     */
    @Test
    void aFailureThatCannotBeReportedStillEndsTheChain() {
        try (TaskPool pool = new TaskPool(2, 0, w -> {})) {
            TaskPool.Levels chain = new TaskPool.Levels() {
                @Override
                public long begin(int level) {
                    return 8;
                }

                @Override
                public void run(long index, int worker) {
                    if (index == 3) {
                        throw new IllegalStateException() {
                            @Override
                            public String toString() {
                                throw new OutOfMemoryError("no memory to describe the failure");
                            }
                        };
                    }
                }
            };
            JireeException[] thrown = new JireeException[2];
            for (int i = 0; i < 2; i++) {
                int attempt = i;
                assertTrue(pool.tryLease());
                try {
                    thrown[i] = assertTimeoutPreemptively(
                            Duration.ofSeconds(20),
                            () -> assertThrows(JireeException.class, () -> pool.run(chain, 2)),
                            "the chain did not end, attempt " + attempt);
                } finally {
                    pool.release();
                }
                assertEquals(StatusCode.RESOURCE_EXHAUSTED, thrown[i].code());
            }
            assertTrue(thrown[0] != thrown[1], "each chain's caller gets a status of its own");
            Recorder after = new Recorder(4, 8);
            assertTrue(pool.tryLease());
            pool.run(after, after.levels);
            pool.release();
            assertEquals(32, after.tilesRun.get());
        }
    }
}
