package io.jiree.hal.cuda;

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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
        byte[] data = ExecutableFixture.executable(List.of(ADD,
                        new ExecutableFixture.ExportSpec(1, "mul_dispatch_1", new int[] {32, 2, 1}, 1024, 0, 3)),
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
            assertEquals(StatusCode.OUT_OF_RANGE, assertThrows(JireeException.class, () -> e.export(2)).code());
        }
    }

    @Test
    void kernelLaunchOnTheStandInFailsNamingCuLaunchKernel() {
        byte[] data = ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0")));
        try (Executable e = load(data);
             Buffer a = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 256);
             Buffer b = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 256)) {
            Semaphore done = device.createSemaphore(0, 0);
            CommandBuffer cb = device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY,
                    QueueAffinity.ANY, 0);
            cb.begin();
            cb.dispatch(e, 0, DispatchConfig.ofCount(4, 1, 1), new int[] {7},
                    List.of(BufferRef.of(a), BufferRef.of(b)), 0);
            cb.end();
            JireeException x = assertThrows(JireeException.class, () -> device.queueExecute(QueueAffinity.ANY,
                    SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0));
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

    @Test
    void missingKernelIsNotFound() {
        JireeException e = loadFails(ExecutableFixture.executable(List.of(ADD),
                List.of(ExecutableFixture.ptx("add_dispatch_00"))));
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
    void headerErrorsMatchIree() {
        byte[] fb = ExecutableFixture.flatbuffer(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0")));
        assertEquals(StatusCode.INVALID_ARGUMENT, loadFails(new byte[8]).code());
        byte[] wrongMagic = ExecutableFixture.withHeader(fb, 0, fb.length);
        wrongMagic[0] = 'X';
        JireeException magic = loadFails(wrongMagic);
        assertEquals(StatusCode.INVALID_ARGUMENT, magic.code());
        assertTrue(magic.getMessage().contains("expected `CDA1`"), magic.getMessage());
        assertEquals(StatusCode.INCOMPATIBLE, loadFails(ExecutableFixture.withHeader(fb, 1, fb.length)).code());
        assertEquals(StatusCode.INVALID_ARGUMENT, loadFails(ExecutableFixture.withHeader(fb, 0, 0)).code());
        assertEquals(StatusCode.OUT_OF_RANGE, loadFails(ExecutableFixture.withHeader(fb, 0, fb.length + 1L)).code());
    }

    @Test
    void structuralErrorsMatchIree() {
        String ptx = ExecutableFixture.ptx("add_dispatch_0");
        JireeException ordinal = loadFails(ExecutableFixture.executable(List.of(
                new ExecutableFixture.ExportSpec(1, "add_dispatch_0", new int[] {1, 1, 1}, 0, 0, 0)), List.of(ptx)));
        assertEquals(StatusCode.INVALID_ARGUMENT, ordinal.code());
        assertTrue(ordinal.getMessage().contains("module_ordinal 1 is out of bounds 1"), ordinal.getMessage());

        JireeException dims = loadFails(ExecutableFixture.executable(List.of(
                new ExecutableFixture.ExportSpec(0, "add_dispatch_0", null, 0, 0, 0)), List.of(ptx)));
        assertTrue(dims.getMessage().contains("blocks dims are missing"), dims.getMessage());

        JireeException big = loadFails(ExecutableFixture.executable(List.of(
                new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {2048, 1, 1}, 0, 0, 0)), List.of(ptx)));
        assertEquals(StatusCode.INVALID_ARGUMENT, big.code());
        assertTrue(big.getMessage().contains("exceeds device maximum"), big.getMessage());

        JireeException constants = loadFails(ExecutableFixture.executable(List.of(
                new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {1, 1, 1}, 0, 65, 0)), List.of(ptx)));
        assertTrue(constants.getMessage().contains("constant_count 65 exceeds maximum of 64"), constants.getMessage());

        JireeException shared = loadFails(ExecutableFixture.executable(List.of(
                new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {1, 1, 1}, 1 << 20, 0, 0)), List.of(ptx)));
        assertTrue(shared.getMessage().contains("shared memory"), shared.getMessage());

        JireeException empty = loadFails(ExecutableFixture.executable(List.of(ADD), List.of("")));
        assertTrue(empty.getMessage().contains("modules[0] contents are empty"), empty.getMessage());
    }

    @Test
    void damagedExecutablesNeverEscapeAsOtherExceptions() {
        byte[] good = ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0")));
        Random random = new Random(1234);
        for (int round = 0; round < 400; round++) {
            byte[] bad = good.clone();
            int flips = 1 + random.nextInt(4);
            for (int i = 0; i < flips; i++) {
                // Damage the FlatBuffer, not the header (the header cases are covered above).
                bad[16 + random.nextInt(bad.length - 16)] = (byte) random.nextInt(256);
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
