package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CudaDriverApiTest {
    @Test
    void missingLibraryIsUnavailableWithAFix() {
        JireeException e =
                assertThrows(JireeException.class, () -> CudaDriverApi.load(Path.of("/nonexistent/libcuda.so.1")));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("/nonexistent/libcuda.so.1"), e.getMessage());
        assertTrue(e.getMessage().contains("NVIDIA driver"), e.getMessage());
        assertTrue(e.getMessage().contains(CudaDriverApi.LIBRARY_VARIABLE), e.getMessage());
    }

    @Test
    void aLibraryWithoutTheEntryPointsIsUnavailableNamingTheSymbol() {
        // libc is a real shared library but not libcuda.
        Path libc = Path.of("/lib/x86_64-linux-gnu/libc.so.6");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isRegularFile(libc), "no libc at " + libc);
        JireeException e = assertThrows(JireeException.class, () -> CudaDriverApi.load(libc));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("cuGetErrorName"), e.getMessage());
    }

    @Test
    void errorsCarryTheCallTheCudaNameAndIreesCode() {
        CudaDriverApi api = StandIn.api();
        api.init();
        // Device memory needs a current context; the stand-in, like libcuda, says so.
        CudaContext context = new CudaContext(api, 0);
        try {
            JireeException oom = assertThrows(JireeException.class, () -> api.memAlloc(1L << 40));
            assertEquals(StatusCode.RESOURCE_EXHAUSTED, oom.code());
            assertTrue(oom.getMessage().contains("cuMemAlloc_v2"), oom.getMessage());
            assertTrue(oom.getMessage().contains("CUDA_ERROR_OUT_OF_MEMORY"), oom.getMessage());
            assertTrue(oom.getMessage().contains("out of memory"), oom.getMessage());

            JireeException bad = assertThrows(JireeException.class, () -> api.memFree(12345));
            assertEquals(StatusCode.INVALID_ARGUMENT, bad.code());
            assertTrue(bad.getMessage().contains("cuMemFree_v2"), bad.getMessage());

            JireeException device = assertThrows(JireeException.class, () -> api.deviceGet(99));
            assertEquals(StatusCode.FAILED_PRECONDITION, device.code());
            assertTrue(device.getMessage().contains("CUDA_ERROR_INVALID_DEVICE"), device.getMessage());
        } finally {
            context.close();
        }
    }

    @Test
    void statusMappingFollowsIree() {
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, CudaResult.statusFor("CUDA_ERROR_OUT_OF_MEMORY"));
        assertEquals(StatusCode.INVALID_ARGUMENT, CudaResult.statusFor("CUDA_ERROR_INVALID_VALUE"));
        assertEquals(StatusCode.FAILED_PRECONDITION, CudaResult.statusFor("CUDA_ERROR_NOT_SUPPORTED"));
        assertEquals(StatusCode.UNAVAILABLE, CudaResult.statusFor("CUDA_ERROR_NOT_READY"));
        assertEquals(StatusCode.ABORTED, CudaResult.statusFor("CUDA_ERROR_ILLEGAL_ADDRESS"));
        assertEquals(StatusCode.UNKNOWN, CudaResult.statusFor("CUDA_ERROR_SOMETHING_NEW"));
    }

    @Test
    void workWithoutACurrentContextFailsLikeLibcuda() throws Exception {
        CudaDriverApi api = StandIn.api();
        api.init();
        // A fresh thread has no current context.
        JireeException[] caught = new JireeException[1];
        Thread t = new Thread(() -> {
            try {
                api.memAlloc(16);
            } catch (JireeException e) {
                caught[0] = e;
            }
        });
        t.start();
        t.join();
        assertEquals(StatusCode.INTERNAL, caught[0].code());
        assertTrue(caught[0].getMessage().contains("CUDA_ERROR_INVALID_CONTEXT"), caught[0].getMessage());
    }
}
