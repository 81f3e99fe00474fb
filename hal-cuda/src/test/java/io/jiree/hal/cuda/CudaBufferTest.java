package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferMapping;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MappingMode;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CudaBufferTest {
    private CudaDevice device;

    @BeforeEach
    void open() {
        device = new CudaDriver(StandIn.api()).createDevice(0);
    }

    @AfterEach
    void close() {
        if (device != null) {
            device.close();
        }
    }

    @Test
    void deviceLocalMemoryRoundTripsThroughTransfers() {
        byte[] data = new byte[100];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 7 + 3);
        }
        try (Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), data.length)) {
            assertEquals(MemoryType.DEVICE_LOCAL, b.memoryType());
            device.transferFromHost(MemorySegment.ofArray(data), b, 0);
            byte[] back = new byte[60];
            device.transferToHost(b, 40, MemorySegment.ofArray(back));
            byte[] expected = java.util.Arrays.copyOfRange(data, 40, 100);
            assertArrayEquals(expected, back);
        }
    }

    @Test
    void deviceMemoryIsAccountedAndFreed() {
        long before = device.memoryInfo()[0];
        Buffer b = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 4096);
        assertEquals(before - 4096, device.memoryInfo()[0]);
        b.close();
        assertEquals(before, device.memoryInfo()[0]);
    }

    @Test
    void hostVisibleDeviceLocalBecomesPinnedHostMemoryWithoutConcurrentManagedAccess() {
        BufferParams params = BufferParams.of(
                MemoryType.DEVICE_LOCAL | MemoryType.HOST_VISIBLE, BufferUsage.DEFAULT | BufferUsage.MAPPING);
        int compatibility = device.allocator().queryCompatibility(params, 64);
        assertTrue(
                (compatibility & BufferCompatibility.LOW_PERFORMANCE) != 0,
                BufferCompatibility.NAMES.format(compatibility));
        try (Buffer b = device.allocator().allocate(params, 64)) {
            assertEquals(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, b.memoryType());
            try (BufferMapping m = b.mapRange(MappingMode.SCOPED, MemoryAccess.WRITE, 0, 64)) {
                for (int i = 0; i < 64; i++) {
                    m.contents().set(java.lang.foreign.ValueLayout.JAVA_BYTE, i, (byte) (255 - i));
                }
            }
            // The same bytes through the device address (cuMemcpyDtoH).
            byte[] viaDevice = new byte[64];
            device.transferToHost(b, 0, MemorySegment.ofArray(viaDevice));
            byte[] viaHost = new byte[64];
            b.read(0, viaHost);
            assertArrayEquals(viaHost, viaDevice);
            assertEquals((byte) 255, viaHost[0]);
            assertEquals((byte) 192, viaHost[63]);
            assertNotEquals(0, ((CudaBuffer) b).devicePointer());
        }
    }

    @Test
    void outOfMemoryIsResourceExhaustedNamingTheCall() {
        long total = device.memoryInfo()[1];
        JireeException e = assertThrows(
                JireeException.class,
                () -> device.allocator()
                        .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), total + 1));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
        assertTrue(e.getMessage().contains("cuMemAlloc_v2"), e.getMessage());
        assertTrue(e.getMessage().contains("CUDA_ERROR_OUT_OF_MEMORY"), e.getMessage());
    }

    @Test
    void subspansAddressTheirAllocation() {
        try (Buffer b = device.allocator()
                        .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 256);
                Buffer s = b.subspan(64, 32)) {
            assertEquals(((CudaBuffer) b).devicePointer() + 64 + 8, CudaBuffer.devicePointer(s, 8));
        }
    }

    @Test
    void foreignBuffersAreRejected() {
        JireeException e = assertThrows(
                JireeException.class,
                () -> CudaBuffer.devicePointer(
                        new io.jiree.hal.AbstractBuffer(
                                MemoryType.HOST_LOCAL, MemoryAccess.ALL, BufferUsage.DEFAULT, 16) {
                            @Override
                            protected MemorySegment hostMemory(long absOffset, long length) {
                                return MemorySegment.ofArray(new byte[16]).asSlice(absOffset, length);
                            }

                            @Override
                            protected void releaseMemory() {}
                        },
                        0));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
    }

    @Test
    void importedHostMemoryIsRegisteredUntilTheBufferIsReleased() {
        BufferParams hostLocal =
                BufferParams.of(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.TRANSFER);
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment host = arena.allocate(128, 64);
            long before = device.memoryInfo()[0];
            Buffer imported = device.allocator().importHost(hostLocal, host);
            assertEquals(host.address(), CudaBuffer.devicePointer(imported, 0));
            assertEquals(before, device.memoryInfo()[0], "caller memory is not device memory");
            // The range is registered: CUDA refuses to register it twice.
            JireeException twice = assertThrows(
                    JireeException.class, () -> device.allocator().importHost(hostLocal, host.asSlice(64)));
            assertTrue(twice.getMessage().contains("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"), twice.getMessage());
            imported.close();
            // Released means unregistered, so it can be imported again.
            device.allocator().importHost(hostLocal, host).close();
            // Host allocations never become device-local memory.
            JireeException deviceLocal = assertThrows(
                    JireeException.class,
                    () -> device.allocator()
                            .importHost(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), host));
            assertEquals(StatusCode.INVALID_ARGUMENT, deviceLocal.code());
            assertTrue(deviceLocal.getMessage().contains("device-local"), deviceLocal.getMessage());
        }
    }
}
