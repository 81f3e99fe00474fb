package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.base.JireeException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Buffer lifetimes must not depend on when the garbage collector runs. The module chains
 * dispatches through transient buffers (queue.alloca, queue.execute.indirect, queue.dealloca, with
 * the VM dropping its references right after submitting), so a buffer freed too early — before the
 * queued work that uses it is done — shows up as
 * "buffer was used after it was released" or as wrong values read from freed memory. Collections
 * are forced all the time from another thread while several threads call, each with its own
 * session. The call count is {@code jiree.test.lifetimeCalls} (default 10,000 in all).
 */
class BufferLifetimeStressTest {
    private static final int THREADS = 4;
    private static final int CALLS = Integer.getInteger("jiree.test.lifetimeCalls", 10_000);
    /** Each round is two calls (chain and gather) on each thread. */
    private static final int ROUNDS = CALLS / (2 * THREADS);

    private static final int[] A = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    private static final int[] B = {1, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 1};
    private static final int[] TABLE = new int[32];
    private static final int[] INDICES = {7, 0, 3, 3, 6};

    static {
        Arrays.setAll(TABLE, i -> i);
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-task?workers=2", "local-sync"})
    void transientBuffersSurviveForcedCollections(String device) throws Exception {
        Path module = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/transient_chain.vmfb");
        int[] chain = matmul(matmul(matmul(matmul(A, B), B), A), matmul(A, B));
        int[] gather = gatherThenMatmul();

        AtomicBoolean stop = new AtomicBoolean();
        Thread collector = Thread.ofPlatform().daemon().name("forced-gc").start(() -> {
            while (!stop.get()) {
                System.gc();
                Thread.onSpinWait();
            }
        });
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        AtomicInteger done = new AtomicInteger();
        List<Thread> callers = new ArrayList<>();
        try (Instance instance = Instance.create()) {
            for (int t = 0; t < THREADS; t++) {
                callers.add(Thread.ofPlatform().name("caller-" + t).start(() -> {
                    try (Session session = instance.createSession(device)) {
                        session.loadModule(module);
                        for (int i = 0; i < ROUNDS; i++) {
                            call(
                                    failures,
                                    "chain",
                                    chain,
                                    () -> session.call("chain", Tensors.i32(A, 4, 4), Tensors.i32(B, 4, 4))
                                            .ints(0));
                            call(
                                    failures,
                                    "gather",
                                    gather,
                                    () -> session.call("gather", Tensors.i32(TABLE, 8, 4), Tensors.i32(INDICES, 5))
                                            .ints(0));
                            done.addAndGet(2);
                        }
                    }
                }));
            }
            for (Thread t : callers) {
                t.join();
            }
        } finally {
            stop.set(true);
            collector.join();
        }
        assertEquals(
                List.of(),
                failures.stream().distinct().limit(5).toList(),
                failures.size() + " failed calls of " + 2 * ROUNDS * THREADS);
        assertEquals(2 * ROUNDS * THREADS, done.get());
    }

    /** Makes one call, recording a failure or a wrong result and going on. */
    private static void call(
            ConcurrentLinkedQueue<String> failures, String function, int[] expected, Supplier<int[]> call) {
        try {
            int[] actual = call.get();
            if (!Arrays.equals(expected, actual)) {
                failures.add(function + " returned " + Arrays.toString(actual));
            }
        } catch (JireeException e) {
            failures.add(function + ": " + e.getMessage());
        }
    }

    private static int[] matmul(int[] x, int[] y) {
        int[] r = new int[16];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 4; k++) {
                    r[i * 4 + j] += x[i * 4 + k] * y[k * 4 + j];
                }
            }
        }
        return r;
    }

    private static int[] gatherThenMatmul() {
        int[] r = new int[INDICES.length * 4];
        for (int i = 0; i < INDICES.length; i++) {
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 4; k++) {
                    r[i * 4 + j] += TABLE[INDICES[i] * 4 + k] * TABLE[k * 4 + j];
                }
            }
        }
        return r;
    }

    @org.junit.jupiter.api.Test
    void expectedValuesMatchTheReference() {
        // The reference runtime's recorded output for the same inputs (test-modules/expected).
        assertArrayEquals(
                new int[] {22848, 24176, 25504, 24176},
                Arrays.copyOf(matmul(matmul(matmul(matmul(A, B), B), A), matmul(A, B)), 4));
        assertArrayEquals(new int[] {728, 846, 964, 1082}, Arrays.copyOf(gatherThenMatmul(), 4));
    }
}
