package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.hal.NativeMemoryPressure;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a call allocates and the program drops (its result, once read; transient buffers) is freed
 * when the call returns, not when the garbage collector finds it: the device memory allocations
 * hold (counted by {@link NativeMemoryPressure}) never grows from one call to the next (each call's
 * result alone is 16 KiB).
 */
class PromptReleaseTest {
    private static final int CALLS = 200;

    private static Path repoRoot() {
        String root = System.getProperty("jiree.repo.root");
        return root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
    }

    private static long assertNotAbove(long level, String when) {
        long now = NativeMemoryPressure.outstanding();
        assertTrue(now <= level, () -> when + ": " + now + " bytes held by the VM, " + level + " before");
        return now;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void resultsAndTemporariesGoWithTheCall(String device) {
        float[] a = new float[64 * 64];
        float[] b = new float[64 * 64];
        Arrays.fill(a, 2);
        Arrays.fill(b, 0.5f);
        float[] expected = new float[64 * 64];
        Arrays.fill(expected, 64);
        try (Instance instance = Instance.create();
                Session s = instance.createSession(device)) {
            s.loadModule(repoRoot().resolve("test-modules/out/llvm-cpu/tensor/matmul_64.vmfb"));
            try (DeviceTensor da = s.upload(Tensors.f32(a, 64, 64));
                    DeviceTensor db = s.upload(Tensors.f32(b, 64, 64));
                    PreparedCall discarding = s.prepare("matmul", da, db)) {
                // The count is the JVM's: buffers other tests left to the collector may be
                // released meanwhile, so it may fall, but a call must never leave it higher. The
                // first call leaves the queue.alloca buffers the device keeps for the next calls.
                discarding.invokeDiscardingResults();
                long level = NativeMemoryPressure.outstanding();
                for (int i = 0; i < CALLS; i++) {
                    CallResult r = s.call("matmul", da, db);
                    assertArrayEquals(expected, r.floats(0));
                    level = assertNotAbove(level, "after call " + i + " reading results");
                    discarding.invokeDiscardingResults();
                    level = assertNotAbove(level, "after call " + i + " discarding results");
                }
            }
        }
    }
}
