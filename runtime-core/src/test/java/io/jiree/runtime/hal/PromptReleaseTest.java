package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.runtime.CallResult;
import io.jiree.runtime.DeviceTensor;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.Tensors;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a call allocates and the program drops (its result, once read; transient buffers) is freed
 * when the call returns, not when the garbage collector finds its wrapper: the device memory the
 * VM holds (counted by {@link NativeMemoryPressure}) is back where it was after every call.
 */
class PromptReleaseTest {
    private static final int CALLS = 200;

    private static Path repoRoot() {
        String root = System.getProperty("jiree.repo.root");
        return root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
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
                long before = NativeMemoryPressure.outstanding();
                for (int i = 0; i < CALLS; i++) {
                    CallResult r = s.call("matmul", da, db);
                    assertArrayEquals(expected, r.floats(0));
                    assertEquals(before, NativeMemoryPressure.outstanding(), "after call " + i + " reading results");
                    discarding.invokeDiscardingResults();
                    assertEquals(before, NativeMemoryPressure.outstanding(), "after call " + i + " discarding results");
                }
            }
        }
    }
}
