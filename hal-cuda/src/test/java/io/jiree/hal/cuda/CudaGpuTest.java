package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The driver on a real GPU through the system's libcuda.so.1; skipped, saying why, without one. */
@Tag("gpu")
class CudaGpuTest {
    private static CudaDriverApi api;
    private static String unavailable;

    /** The real driver, or a skip of the calling test that says why there is none. */
    private static synchronized CudaDriverApi realDriver() {
        if (api == null && unavailable == null) {
            try {
                CudaDriverApi loaded = CudaDriverApi.loadSystem();
                loaded.init();
                if (loaded.deviceGetCount() > 0) {
                    api = loaded;
                } else {
                    unavailable = "libcuda.so.1 reports no CUDA devices";
                }
            } catch (JireeException e) {
                unavailable = e.getMessage();
            }
        }
        Assumptions.assumeTrue(api != null, () -> "skipped: no usable NVIDIA GPU: " + unavailable);
        return api;
    }

    @Test
    void enumeratesRealDevices() {
        List<CudaDeviceInfo> devices = new CudaDriver(realDriver()).devices();
        assertFalse(devices.isEmpty());
        for (CudaDeviceInfo d : devices) {
            assertTrue(d.path().matches("GPU-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), d.path());
            assertTrue(d.computeCapabilityMajor() >= 3, d.toString());
            assertTrue(d.totalMemoryBytes() > 0, d.toString());
            try (CudaDevice byUuid = new CudaDriver(realDriver()).createDevice(d.path(), java.util.Map.of())) {
                assertEquals(d.ordinal(), byUuid.cudaInfo().ordinal());
            }
        }
    }

    @Test
    void runsTheCompiledAddKernel() {
        float[] lhs = {1.5f, -2f, 3.25f, 1e6f};
        float[] rhs = {10f, 20f, -3.25f, 1f};
        try (CudaDevice device = new CudaDriver(realDriver()).createDevice(0);
                Executable exe = device.executableCache()
                        .prepare(ExecutableParams.of("PTXE", MemorySegment.ofArray(CudaExecutableTest.compiledAdd())));
                Buffer a = buffer(device, lhs);
                Buffer b = buffer(device, rhs);
                Buffer c = device.allocator()
                        .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 16)) {
            Semaphore done = device.createSemaphore(0, 0);
            CommandBuffer cb =
                    device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            cb.fillBuffer(BufferRef.of(c), 0, 4, 0);
            cb.dispatch(
                    exe,
                    0,
                    DispatchConfig.ofCount(1, 1, 1),
                    new int[0],
                    List.of(BufferRef.of(a), BufferRef.of(b), BufferRef.of(c)),
                    0);
            cb.end();
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
            done.await(1, Timeout.ofMillis(30_000));
            byte[] out = new byte[16];
            device.transferToHost(c, 0, MemorySegment.ofArray(out));
            float[] got = new float[4];
            ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(got);
            float[] expected = new float[4];
            for (int i = 0; i < 4; i++) {
                expected[i] = lhs[i] + rhs[i];
            }
            assertArrayEquals(expected, got);
            cb.close();
            done.close();
        }
    }

    private static Buffer buffer(CudaDevice device, float[] values) {
        Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), values.length * 4L);
        ByteBuffer bytes = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        bytes.asFloatBuffer().put(values);
        device.transferFromHost(MemorySegment.ofArray(bytes.array()), b, 0);
        return b;
    }
}
