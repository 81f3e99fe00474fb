package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
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
import io.jiree.hal.ExportInfo;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CudaExecutableTest {
    private static final ExecutableFixture.ExportSpec ADD =
            new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {64, 1, 1}, 0, 1, 2);
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

    private Executable load(byte[] data) {
        return device.executableCache().prepare(ExecutableParams.of("PTXE", MemorySegment.ofArray(data)));
    }

    private JireeException loadFails(byte[] data) {
        return assertThrows(JireeException.class, () -> load(data));
    }

    @Test
    void loadsExportsFromTheFlatBuffer() {
        assertTrue(device.executableCache().canPrepareFormat(0, "PTXE"));
        byte[] data = ExecutableFixture.executable(
                List.of(ADD, new ExecutableFixture.ExportSpec(1, "mul_dispatch_1", new int[] {32, 2, 1}, 1024, 0, 3)),
                List.of(ExecutableFixture.ptx("add_dispatch_0"), ExecutableFixture.ptx("mul_dispatch_1")));
        try (Executable e = load(data)) {
            assertEquals("PTXE", e.format());
            assertEquals(2, e.exportCount());
            ExportInfo add = e.export(0);
            assertEquals("add_dispatch_0", add.name());
            assertEquals(1, add.constantCount());
            assertEquals(2, add.bindingCount());
            assertArrayEquals(new int[] {64, 1, 1}, add.workgroupSize());
            assertEquals(1, e.lookupExport("mul_dispatch_1"));
            assertArrayEquals(new int[] {32, 2, 1}, e.export(1).workgroupSize());
            assertEquals(
                    StatusCode.OUT_OF_RANGE,
                    assertThrows(JireeException.class, () -> e.export(2)).code());
        }
    }

    static byte[] compiledAdd() {
        try (var in = CudaExecutableTest.class.getResourceAsStream("add_dispatch_0_cuda_nvptx_fb.fb")) {
            return in.readAllBytes();
        } catch (java.io.IOException | NullPointerException e) {
            throw new AssertionError("test resource add_dispatch_0_cuda_nvptx_fb.fb is missing", e);
        }
    }

    @Test
    void loadsTheExecutableThePinnedCompilerEmits() {
        try (Executable x = load(compiledAdd())) {
            assertEquals(1, x.exportCount());
            assertEquals("add_dispatch_0_elementwise_4_f32", x.export(0).name());
            assertEquals(3, x.export(0).bindingCount());
            assertArrayEquals(new int[] {32, 1, 1}, x.export(0).workgroupSize());
        }
    }

    @Test
    void kernelLaunchOnTheStandInFailsNamingCuLaunchKernel() {
        byte[] data = ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0")));
        try (Executable e = load(data);
                Buffer a = device.allocator()
                        .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 256);
                Buffer b = device.allocator()
                        .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 256)) {
            Semaphore done = device.createSemaphore(0, 0);
            CommandBuffer cb =
                    device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            cb.dispatch(
                    e, 0, DispatchConfig.ofCount(4, 1, 1), new int[] {7}, List.of(BufferRef.of(a), BufferRef.of(b)), 0);
            cb.end();
            JireeException x = assertThrows(
                    JireeException.class,
                    () -> device.queueExecute(
                            QueueAffinity.ANY,
                            SemaphoreList.EMPTY,
                            SemaphoreList.of(done, 1),
                            cb,
                            BindingTable.EMPTY,
                            0));
            // IREE classifies CUDA_ERROR_NOT_SUPPORTED as FAILED_PRECONDITION.
            assertEquals(StatusCode.FAILED_PRECONDITION, x.code());
            assertTrue(x.getMessage().contains("cuLaunchKernel"), x.getMessage());
            assertTrue(x.getMessage().contains("CUDA_ERROR_NOT_SUPPORTED"), x.getMessage());
            // Whoever waits on the submission learns about the failure instead of hanging.
            JireeException waited = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
            assertEquals(StatusCode.FAILED_PRECONDITION, waited.code());
            cb.close();
            done.close();
        }
    }

    /** The last line the stand-in logged for cuLaunchKernel (JIREE_CUDA_STANDIN_LAUNCH_LOG). */
    private static String lastLaunch() {
        String path = System.getenv("JIREE_CUDA_STANDIN_LAUNCH_LOG");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                path != null, "JIREE_CUDA_STANDIN_LAUNCH_LOG is not set; run through Maven (hal-cuda's pom sets it)");
        try {
            List<String> lines = java.nio.file.Files.readAllLines(java.nio.file.Path.of(path));
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        } catch (java.io.IOException e) {
            throw new AssertionError("cannot read the stand-in's launch log " + path, e);
        }
    }

    @Test
    void kernelParametersFollowIreesAbi() {
        // Two bindings then two 32-bit constants, one pointer-sized slot each; block dims from the
        // export unless the dispatch sets a workgroup size.
        byte[] data = ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "abi_dispatch", new int[] {64, 1, 1}, 256, 2, 2)),
                List.of(ExecutableFixture.ptxWithParams("abi_dispatch", 2, 2)));
        BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
        try (Executable e = load(data);
                Buffer a = device.allocator().allocate(params, 256);
                Buffer b = device.allocator().allocate(params, 64)) {
            for (DispatchConfig config : List.of(
                    DispatchConfig.ofCount(4, 2, 1),
                    new DispatchConfig(new int[] {8, 4, 2}, new int[] {1, 1, 3}, null, 0))) {
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.dispatch(
                        e, 0, config, new int[] {7, 0xFFFFFFFF}, List.of(BufferRef.of(a, 16, 32), BufferRef.of(b)), 0);
                cb.end();
                assertThrows(
                        JireeException.class,
                        () -> device.queueExecute(
                                QueueAffinity.ANY,
                                SemaphoreList.EMPTY,
                                SemaphoreList.EMPTY,
                                cb,
                                BindingTable.EMPTY,
                                0));
                cb.close();
                int[] block = config.workgroupSize()[0] != 0 ? config.workgroupSize() : new int[] {64, 1, 1};
                String expected = String.format(
                        "launch abi_dispatch grid=%d,%d,%d block=%d,%d,%d shared=256 params=0x%x,0x%x,0x7,0xffffffff",
                        config.countX(),
                        config.countY(),
                        config.countZ(),
                        block[0],
                        block[1],
                        block[2],
                        ((CudaBuffer) a).devicePointer() + 16,
                        ((CudaBuffer) b).devicePointer());
                assertEquals(expected, lastLaunch());
            }
        }
    }

    @Test
    void missingKernelIsNotFound() {
        JireeException e = loadFails(
                ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_00"))));
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertTrue(e.getMessage().contains("cuModuleGetFunction"), e.getMessage());
        assertTrue(e.getMessage().contains("add_dispatch_0"), e.getMessage());
    }

    @Test
    void ptxTheJitRejectsIsFailedPrecondition() {
        JireeException e = loadFails(ExecutableFixture.executable(List.of(ADD), List.of("this is not ptx")));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        assertTrue(e.getMessage().contains("cuModuleLoadDataEx"), e.getMessage());
        assertTrue(e.getMessage().contains("mismatched target chip?"), e.getMessage());
    }

    @Test
    void deviceLimitsAreChecked() {
        String ptx = ExecutableFixture.ptx("add_dispatch_0");
        JireeException dims = loadFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "add_dispatch_0", null, 0, 0, 0)), List.of(ptx)));
        assertTrue(dims.getMessage().contains("blocks dims are missing"), dims.getMessage());

        JireeException big = loadFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {2048, 1, 1}, 0, 0, 0)),
                List.of(ptx)));
        assertEquals(StatusCode.INVALID_ARGUMENT, big.code());
        assertTrue(big.getMessage().contains("exceeds device maximum"), big.getMessage());

        JireeException shared = loadFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {1, 1, 1}, 1 << 20, 0, 0)),
                List.of(ptx)));
        assertTrue(shared.getMessage().contains("shared memory"), shared.getMessage());
    }

    @Test
    void damagedExecutablesNeverEscapeAsOtherExceptions() {
        fuzz(ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0"))));
        fuzz(compiledAdd());
    }

    private void fuzz(byte[] good) {
        Random random = new Random(1234);
        for (int round = 0; round < 300; round++) {
            byte[] bad = good.clone();
            int flips = 1 + random.nextInt(4);
            for (int i = 0; i < flips; i++) {
                // Damage the FlatBuffer, not the header (the header cases are covered above).
                bad[64 + random.nextInt(bad.length - 64)] = (byte) random.nextInt(256);
            }
            try {
                load(bad).close();
            } catch (JireeException expected) {
                // Any JireeException is fine; anything else is a bug.
            } catch (RuntimeException other) {
                fail("round " + round + ": " + other);
            }
        }
    }
}
