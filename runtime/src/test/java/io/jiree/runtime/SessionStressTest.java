package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
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

            hammer((thread, i) -> {
                Call call = thread % 2 == 0 ? SessionStressTest::onHost : SessionStressTest::onDevice;
                int v = (thread * 7 + i) % VARIANTS;
                boolean isChain = i % 2 == 0;
                String function = isChain ? "chain" : "gather";
                int[] actual = call.run(session, function, v);
                int[] expected = isChain ? chain[v] : gather[v];
                return Arrays.equals(expected, actual)
                        ? null
                        : function + "[" + v + "] returned " + Arrays.toString(actual);
            });
        }
    }

    /**
     * The same on the CUDA driver, over the libcuda stand-in (host memory, no kernels: the
     * functions called move data only), in the {@code cuda-standin-stress} surefire execution, in a
     * small heap: uploads, queue submissions, semaphores, results left on the device and downloads
     * from 8 threads at once.
     */
    @Test
    void manyThreadsOneSessionOnTheCudaStandIn() throws Exception {
        String library = System.getProperty("jiree.cuda.library", "");
        Assumptions.assumeTrue(
                !library.isEmpty() && Files.isRegularFile(Path.of(library)),
                "no GPU here: this runs on the libcuda stand-in in the cuda-standin-stress execution"
                        + " (after cmake --build cmake-fixtures/build)");
        Path out = TestModules.repoRoot().resolve("test-modules/out/cuda-sm80/tensor");
        try (Instance instance = Instance.create();
                Session f32 = instance.createSession("cuda://0");
                Session i32 = instance.createSession("cuda://0")) {
            f32.loadModule(out.resolve("dtype_f32.vmfb"));
            i32.loadModule(out.resolve("dtype_i32.vmfb"));
            hammer((thread, i) -> {
                int v = (thread * 7 + i) % VARIANTS;
                if (i % 2 == 0) {
                    float[] in = {1.5f + v, -2, 0.75f, 1e30f, -0.125f * v, 3};
                    float[] got = thread % 2 == 0
                            ? f32.call("identity", Tensors.f32(in, 2, 3)).floats(0)
                            : downloadFloats(f32, in);
                    return Arrays.equals(in, got) ? null : "f32 identity[" + v + "] returned " + Arrays.toString(got);
                }
                int[] in = {1, -2, 300 + v, 2_000_000_000, Integer.MIN_VALUE + v, Integer.MAX_VALUE};
                int[] got = i32.call("identity", Tensors.i32(in, 2, 3)).ints(0);
                return Arrays.equals(in, got) ? null : "i32 identity[" + v + "] returned " + Arrays.toString(got);
            });
            // Every f32 call uploaded its input and downloaded its result once, whichever way it went.
            assertEquals(THREADS * CALLS / 2, f32.hostTransfers().uploads());
            assertEquals(THREADS * CALLS / 2, f32.hostTransfers().downloads());
        }
    }

    private static float[] downloadFloats(Session s, float[] in) {
        try (DeviceResults r = s.callOnDevice("identity", Tensors.f32(in, 2, 3))) {
            return Tensors.toFloats(r.tensor(0).download());
        }
    }

    /** What one call of thread {@code thread}'s {@code i}-th call found wrong, or null. */
    private interface Check {
        String run(int thread, int i);
    }

    // THREADS threads × CALLS checks while another thread forces collections; every one must pass.
    private static void hammer(Check check) throws InterruptedException {
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
                callers.add(Thread.ofPlatform().name("caller-" + t).start(() -> {
                    for (int i = 0; i < CALLS; i++) {
                        try {
                            String failure = check.run(thread, i);
                            if (failure != null) {
                                failures.add(failure);
                            }
                        } catch (JireeException e) {
                            failures.add(e.getMessage());
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
