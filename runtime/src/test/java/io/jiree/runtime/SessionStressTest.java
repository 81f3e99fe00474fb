package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One session, many threads: 8 threads make 1,000 calls each on the same session (the module
 * loaded once, its devices shared), alternating two functions that chain dispatches through
 * transient buffers, on inputs that differ from call to call; half the threads take results
 * copied to the host, half leave them on the device and download them. Every output must equal the
 * one a single thread got for the same inputs, beforehand, on the same session. Collections are
 * forced all the while from another thread, and the {@code small-heap} surefire execution runs
 * this class again in a small heap. The call count per thread is {@code jiree.test.sessionCalls}.
 */
class SessionStressTest {
    private static final int THREADS = 8;
    private static final int CALLS = Integer.getInteger("jiree.test.sessionCalls", 1_000);
    private static final int VARIANTS = 16;

    private static final int[] A = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    private static final int[] B = {1, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 1};
    private static final int[] TABLE = new int[32];

    static {
        Arrays.setAll(TABLE, i -> i);
    }

    /** The inputs of variant {@code v}: A shifted by v; indices rotated by v. */
    private static int[] a(int v) {
        int[] a = A.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] += v;
        }
        return a;
    }

    private static int[] indices(int v) {
        return new int[] {(7 + v) % 8, v % 8, (3 * v) % 8, 3, (6 + v) % 8};
    }

    private interface Call {
        int[] run(Session s, String function, int variant);
    }

    private static int[] onHost(Session s, String function, int v) {
        return function.equals("chain")
                ? s.call("chain", Tensors.i32(a(v), 4, 4), Tensors.i32(B, 4, 4)).ints(0)
                : s.call("gather", Tensors.i32(TABLE, 8, 4), Tensors.i32(indices(v), 5))
                        .ints(0);
    }

    private static int[] onDevice(Session s, String function, int v) {
        try (DeviceResults r = function.equals("chain")
                ? s.callOnDevice("chain", Tensors.i32(a(v), 4, 4), Tensors.i32(B, 4, 4))
                : s.callOnDevice("gather", Tensors.i32(TABLE, 8, 4), Tensors.i32(indices(v), 5))) {
            return Tensors.toInts(r.tensor(0).download());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void manyThreadsOneSession(String device) throws Exception {
        Integer smallHeapMiB = Integer.getInteger("jiree.test.smallHeap");
        if (smallHeapMiB != null) {
            assertTrue(
                    Runtime.getRuntime().maxMemory() <= smallHeapMiB * 1024L * 1024,
                    () -> "the small-heap run has a heap of "
                            + Runtime.getRuntime().maxMemory() + " bytes");
        }
        Path module = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/transient_chain.vmfb");
        try (Instance instance = Instance.create();
                Session session = instance.createSession(device)) {
            session.loadModule(module);
            assertFalse(session.writesGlobals("chain"));
            assertFalse(session.writesGlobals("gather"));
            // What one thread gets, first.
            int[][] chain = new int[VARIANTS][];
            int[][] gather = new int[VARIANTS][];
            for (int v = 0; v < VARIANTS; v++) {
                chain[v] = onHost(session, "chain", v);
                gather[v] = onHost(session, "gather", v);
            }
            // Variant 0 is the reference runtime's recorded input (see BufferLifetimeStressTest).
            assertArrayEquals(new int[] {22848, 24176, 25504, 24176}, Arrays.copyOf(chain[0], 4));

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
            try {
                for (int t = 0; t < THREADS; t++) {
                    int thread = t;
                    Call call = t % 2 == 0 ? SessionStressTest::onHost : SessionStressTest::onDevice;
                    callers.add(Thread.ofPlatform().name("caller-" + t).start(() -> {
                        for (int i = 0; i < CALLS; i++) {
                            int v = (thread * 7 + i) % VARIANTS;
                            boolean isChain = i % 2 == 0;
                            String function = isChain ? "chain" : "gather";
                            try {
                                int[] actual = call.run(session, function, v);
                                int[] expected = isChain ? chain[v] : gather[v];
                                if (!Arrays.equals(expected, actual)) {
                                    failures.add(function + "[" + v + "] returned " + Arrays.toString(actual));
                                }
                            } catch (JireeException e) {
                                failures.add(function + ": " + e.getMessage());
                            }
                            done.incrementAndGet();
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
                    failures.size() + " failed calls of " + THREADS * CALLS);
            assertEquals(THREADS * CALLS, done.get());
        }
    }
}
