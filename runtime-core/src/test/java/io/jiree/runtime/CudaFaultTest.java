package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The embedded API beside a sticky GPU fault (the libcuda stand-in injects
 * CUDA_ERROR_ILLEGAL_ADDRESS into the first pinned host allocation, the call's input: runtime-core's
 * pom runs this class alone with it armed): the call fails with the status, the session then refuses
 * further calls saying that the device is lost, another device works, and once the lost session
 * is closed a new one on the same device works again.
 */
class CudaFaultTest {
    private static final float[] INPUT = {1.5f, -2, 0.75f, 1e30f, -0.125f, 3};

    private static Session session(Instance instance, String device) {
        Session s = instance.createSession(device);
        TestModules.load(s, TestModules.repoRoot().resolve("test-modules/out/cuda-sm80/tensor/dtype_f32.vmfb"));
        return s;
    }

    private static CallResult identity(Session s) {
        return s.call("identity", Tensors.f32(INPUT, 2, 3));
    }

    @Test
    void aStickyFaultLosesTheSessionsDeviceOnly() {
        String library = System.getProperty("jiree.cuda.library", "");
        Assumptions.assumeTrue(
                !library.isEmpty() && Files.isRegularFile(Path.of(library)),
                "the libcuda stand-in is not built (cmake --build cmake-fixtures/build)");
        try (Instance instance = Instance.create()) {
            Session lost = session(instance, "cuda://0");
            JireeException fault = assertThrows(JireeException.class, () -> identity(lost));
            assertEquals(StatusCode.ABORTED, fault.code(), fault.getMessage());
            assertTrue(fault.getMessage().contains("CUDA_ERROR_ILLEGAL_ADDRESS"), fault.getMessage());
            JireeException refused = assertThrows(JireeException.class, () -> identity(lost));
            assertEquals(StatusCode.ABORTED, refused.code());
            assertTrue(refused.getMessage().contains("CUDA device 0 is lost"), refused.getMessage());
            try (Session healthy = session(instance, "cuda://1")) {
                assertArrayEquals(INPUT, identity(healthy).floats(0));
            }
            lost.close();
            try (Session again = session(instance, "cuda://0")) {
                assertArrayEquals(INPUT, identity(again).floats(0));
            }
        }
    }
}
