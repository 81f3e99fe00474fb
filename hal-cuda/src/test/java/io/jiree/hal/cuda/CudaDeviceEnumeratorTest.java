package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;
import org.junit.jupiter.api.Test;

class CudaDeviceEnumeratorTest {
    @Test
    void enumeratesTheStandInDevices() {
        List<CudaDeviceInfo> devices = new CudaDeviceEnumerator(StandIn.api()).devices();
        // hal-cuda's pom sets JIREE_CUDA_STANDIN_DEVICES=2 and a 256 MiB limit.
        assertEquals(2, devices.size());
        CudaDeviceInfo d1 = devices.get(1);
        assertEquals(1, d1.ordinal());
        assertEquals("jiree stand-in device 1", d1.name());
        // The stand-in's UUID bytes are "jiree-standin-" then 0x00 and the ordinal.
        assertEquals("GPU-6a697265-652d-7374-616e-64696e2d0001", d1.path());
        assertEquals(8, d1.computeCapabilityMajor());
        assertEquals(0, d1.computeCapabilityMinor());
        assertEquals(268435456L, d1.totalMemoryBytes());
    }

    @Test
    void resolvesPaths() {
        CudaDeviceEnumerator e = new CudaDeviceEnumerator(StandIn.api());
        assertEquals(0, e.resolve("").ordinal());
        assertEquals(1, e.resolve("1").ordinal());
        assertEquals(1, e.resolve("GPU-6a697265-652d-7374-616e-64696e2d0001").ordinal());
        assertEquals(0, e.resolve("GPU-6A697265652D7374616E6469 6E2D0000").ordinal());
    }

    @Test
    void badIndexIsNotFoundListingDevices() {
        CudaDeviceEnumerator e = new CudaDeviceEnumerator(StandIn.api());
        JireeException x = assertThrows(JireeException.class, () -> e.resolve("2"));
        assertEquals(StatusCode.NOT_FOUND, x.code());
        assertTrue(x.getMessage().contains("of 2 enumerated"), x.getMessage());
        assertTrue(
                x.getMessage().contains("cuda://1 (jiree stand-in device 1, GPU-6a697265-652d-7374-616e-64696e2d0001"),
                x.getMessage());
        assertEquals(
                StatusCode.NOT_FOUND,
                assertThrows(JireeException.class, () -> e.resolve("-1")).code());
        assertEquals(
                StatusCode.NOT_FOUND,
                assertThrows(JireeException.class, () -> e.resolve("99999999999999999999"))
                        .code());
    }

    @Test
    void unknownUuidIsNotFoundAndMalformedUuidIsInvalid() {
        CudaDeviceEnumerator e = new CudaDeviceEnumerator(StandIn.api());
        JireeException x =
                assertThrows(JireeException.class, () -> e.resolve("GPU-00000000-0000-0000-0000-000000000000"));
        assertEquals(StatusCode.NOT_FOUND, x.code());
        assertTrue(x.getMessage().contains("GPU-00000000-0000-0000-0000-000000000000 not found"), x.getMessage());
        assertTrue(x.getMessage().contains("jiree stand-in device 0"), x.getMessage());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> e.resolve("GPU-xyz")).code());
        assertEquals(
                StatusCode.UNIMPLEMENTED,
                assertThrows(JireeException.class, () -> e.resolve("first")).code());
    }

    @Test
    void uuidFormatMatchesNvidiaSmi() {
        byte[] bytes = new byte[16];
        for (int i = 0; i < 16; i++) {
            bytes[i] = (byte) (0xF0 + i);
        }
        String text = CudaDeviceInfo.formatUuid(bytes);
        assertEquals("GPU-f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfeff", text);
        assertArrayEquals(bytes, CudaDeviceInfo.parseUuid(text.substring(4)));
        assertNull(CudaDeviceInfo.parseUuid("f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfe"));
        assertNull(CudaDeviceInfo.parseUuid("f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfeff00"));
    }
}
