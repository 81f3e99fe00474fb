package io.jiree.hal.local;

import static io.jiree.hal.local.TestExecutables.*;
import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferRef;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.Fence;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ExecutableDispatchTest {
    @org.junit.jupiter.api.BeforeAll
    static void requireX86Linux() {
        String arch = System.getProperty("os.arch");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                System.getProperty("os.name").startsWith("Linux") && (arch.equals("amd64") || arch.equals("x86_64")),
                "the committed executables are x86-64 Linux binaries; skipping on " + System.getProperty("os.name")
                        + "/" + arch);
    }

    static Stream<Arguments> devicesAndFormats() {
        return Stream.of(
                Arguments.of("local-sync", EMBEDDED, "embedded_elf_x86_64"),
                Arguments.of("local-sync", SYSTEM, "system_elf_x86_64"),
                Arguments.of("local-task", EMBEDDED, "embedded_elf_x86_64"),
                Arguments.of("local-task", SYSTEM, "system_elf_x86_64"));
    }

    static Device device(String name) {
        return name.equals("local-sync") ? new LocalDevice("local-sync", 1) : LocalDriver.createTaskDevice(4);
    }

    /** Records one dispatch, submits it, waits on the signal fence. */
    static void run(
            Device device,
            Executable exe,
            int ordinal,
            int[] count,
            int[] constants,
            List<BufferRef> bindings,
            BindingTable table) {
        CommandBuffer cb = device.createCommandBuffer(
                CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, table.size());
        cb.begin();
        cb.dispatch(exe, ordinal, DispatchConfig.ofCount(count[0], count[1], count[2]), constants, bindings, 0);
        cb.executionBarrier(0, 0, 0);
        cb.end();
        Semaphore s = device.createSemaphore(0, 0);
        device.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, table, 0);
        Fence.of(s, 1).await(Timeout.ofMillis(10_000));
        cb.close();
    }

    @ParameterizedTest
    @MethodSource("devicesAndFormats")
    void elementwiseAdd(String deviceName, String format, String suffix) {
        try (Device device = device(deviceName)) {
            Executable exe = load(device, "add_" + suffix + ".so", format);
            assertEquals(1, exe.exportCount());
            assertEquals("add_dispatch_0_elementwise_1024_f32", exe.export(0).name());
            assertEquals(3, exe.export(0).bindingCount());
            assertEquals(0, exe.export(0).constantCount());
            assertEquals(0, exe.lookupExport("add_dispatch_0_elementwise_1024_f32"));
            float[] a = new float[1024];
            float[] b = new float[1024];
            Random r = new Random(1);
            for (int i = 0; i < a.length; i++) {
                a[i] = r.nextFloat() * 100 - 50;
                b[i] = r.nextFloat() * 100 - 50;
            }
            Buffer ba = floats(device, a);
            Buffer bb = floats(device, b);
            Buffer out = zeros(device, 1024);
            run(
                    device,
                    exe,
                    0,
                    new int[] {1, 1, 1},
                    new int[0],
                    List.of(BufferRef.of(ba), BufferRef.of(bb), BufferRef.of(out)),
                    BindingTable.EMPTY);
            float[] got = read(out, 1024);
            for (int i = 0; i < got.length; i++) {
                assertEquals(a[i] + b[i], got[i], 0.0f, "element " + i);
            }
            exe.close();
        }
    }

    @ParameterizedTest
    @MethodSource("devicesAndFormats")
    void dynamicShapeWithConstantsAndSeveralWorkgroups(String deviceName, String format, String suffix) {
        try (Device device = device(deviceName)) {
            Executable exe = load(device, "dyn_scale_" + suffix + ".so", format);
            assertEquals(3, exe.export(0).constantCount());
            assertEquals(2, exe.export(0).bindingCount());
            int n = 10000;
            float s = 1.5f;
            float[] in = new float[n];
            for (int i = 0; i < n; i++) {
                in[i] = i * 0.25f - 7;
            }
            Buffer bin = floats(device, in);
            Buffer out = zeros(device, n);
            int groups = (n + 4095) / 4096;
            // Bindings through a binding table, as command buffers recorded for reuse do.
            BindingTable table =
                    new BindingTable(List.of(new BufferBinding(bin, 0, n * 4L), new BufferBinding(out, 0, n * 4L)));
            run(
                    device,
                    exe,
                    0,
                    new int[] {groups, 1, 1},
                    new int[] {floatBits(s), n, 0},
                    List.of(BufferRef.indirect(0, 0, n * 4L), BufferRef.indirect(1, 0, n * 4L)),
                    table);
            float[] got = read(out, n);
            for (int i = 0; i < n; i++) {
                assertEquals(in[i] * s + s, got[i], 0.0f, "element " + i);
            }
        }
    }

    /**
     * A reusable command buffer whose two dispatches bind the same two table slots at different
     * offsets, submitted with three binding tables: each submission resolves its own table (the
     * slots remembered within one execution are forgotten by the next), a table whose buffer is
     * too small fails that submission alone, and the next one runs again.
     */
    @ParameterizedTest
    @MethodSource("devicesAndFormats")
    void reusedCommandBufferResolvesEachSubmissionsTable(String deviceName, String format, String suffix) {
        try (Device device = device(deviceName)) {
            Executable exe = load(device, "dyn_scale_" + suffix + ".so", format);
            int half = 5000;
            long bytes = half * 4L;
            float s = 1.5f;
            CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 2);
            cb.begin();
            for (int part = 0; part < 2; part++) {
                cb.dispatch(
                        exe,
                        0,
                        DispatchConfig.ofCount((half + 4095) / 4096, 1, 1),
                        new int[] {floatBits(s), half, 0},
                        List.of(BufferRef.indirect(0, part * bytes, bytes), BufferRef.indirect(1, part * bytes, bytes)),
                        0);
            }
            cb.executionBarrier(0, 0, 0);
            cb.end();
            Semaphore done = device.createSemaphore(0, 0);
            long signaled = 0;
            for (int round = 0; round < 3; round++) {
                float[] in = new float[2 * half];
                for (int i = 0; i < in.length; i++) {
                    in[i] = i * 0.5f - 100 * round;
                }
                Buffer bin = floats(device, in);
                Buffer out = zeros(device, 2 * half);
                Buffer small = zeros(device, half);
                BindingTable table = new BindingTable(List.of(
                        new BufferBinding(bin, 0, 2 * bytes),
                        new BufferBinding(round == 1 ? small : out, 0, round == 1 ? bytes : 2 * bytes)));
                Semaphore signal = done;
                long value = ++signaled;
                // local-sync fails the submission on the calling thread, local-task at the wait.
                Runnable submitAndWait = () -> {
                    device.queueExecute(
                            QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(signal, value), cb, table, 0);
                    Fence.of(signal, value).await(Timeout.ofMillis(10_000));
                };
                if (round == 1) {
                    JireeException e = assertThrows(JireeException.class, submitAndWait::run);
                    assertEquals(StatusCode.OUT_OF_RANGE, e.code(), e.getMessage());
                    done.close();
                    done = device.createSemaphore(0, 0);
                    signaled = 0;
                } else {
                    submitAndWait.run();
                    float[] got = read(out, 2 * half);
                    for (int i = 0; i < got.length; i++) {
                        assertEquals(in[i] * s + s, got[i], 0.0f, "round " + round + ", element " + i);
                    }
                }
                bin.close();
                out.close();
                small.close();
            }
            done.close();
            cb.close();
            exe.close();
        }
    }

    @ParameterizedTest
    @MethodSource("devicesAndFormats")
    void matmul64(String deviceName, String format, String suffix) {
        if (format.equals(SYSTEM)) {
            return; // only the embedded matmul binary is committed
        }
        try (Device device = device(deviceName)) {
            Executable exe = load(device, "matmul_" + suffix + ".so", format);
            int n = 64;
            float[] a = new float[n * n];
            float[] b = new float[n * n];
            Random r = new Random(7);
            for (int i = 0; i < a.length; i++) {
                a[i] = r.nextInt(9) - 4;
                b[i] = r.nextInt(9) - 4;
            }
            Buffer out = zeros(device, n * n);
            out.fill(0, Buffer.WHOLE_BUFFER, Float.floatToRawIntBits(123f), 4);
            run(
                    device,
                    exe,
                    0,
                    new int[] {8, 1, 1},
                    new int[0],
                    List.of(BufferRef.of(floats(device, a)), BufferRef.of(floats(device, b)), BufferRef.of(out)),
                    BindingTable.EMPTY);
            float[] got = read(out, n * n);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    float sum = 0;
                    for (int k = 0; k < n; k++) {
                        sum += a[i * n + k] * b[k * n + j];
                    }
                    // Small integers: every partial sum is exact in f32, so order does not matter.
                    assertEquals(sum, got[i * n + j], 0.0f, "C[" + i + "][" + j + "]");
                }
            }
        }
    }

    /** The f32 payload of a little-endian 2-D .npy file written by numpy (header length at bytes 8-9). */
    static byte[] npyData(String name) {
        byte[] file = bytes(name);
        int headerLength = (file[8] & 0xFF) | ((file[9] & 0xFF) << 8);
        return java.util.Arrays.copyOfRange(file, 10 + headerLength, file.length);
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void matmulMatchesIreeRuntimeByteForByte(String deviceName) {
        try (Device device = device(deviceName)) {
            Executable exe = load(device, "matmul_embedded_elf_x86_64.so", EMBEDDED);
            byte[] a = npyData("matmul_a.npy");
            byte[] b = npyData("matmul_b.npy");
            byte[] expected = npyData("matmul_out.npy");
            assertEquals(64 * 64 * 4, expected.length);
            Buffer ba = zeros(device, 64 * 64);
            Buffer bb = zeros(device, 64 * 64);
            ba.write(0, a);
            bb.write(0, b);
            Buffer out = zeros(device, 64 * 64);
            run(
                    device,
                    exe,
                    0,
                    new int[] {8, 1, 1},
                    new int[0],
                    List.of(BufferRef.of(ba), BufferRef.of(bb), BufferRef.of(out)),
                    BindingTable.EMPTY);
            byte[] got = new byte[expected.length];
            out.read(0, got);
            assertArrayEquals(expected, got);
        }
    }

    @Test
    void corruptHeadersFailCleanly() {
        try (Device device = device("local-sync")) {
            byte[] real = bytes("add_embedded_elf_x86_64.so");
            int[][] patches = {
                {0, 0x7E}, // magic
                {4, 1}, // 32-bit class
                {5, 2}, // big endian
                {16, 2}, // ET_EXEC
                {18, 183}, // aarch64
                {32, 0xF0},
                {33, 0xFF}, // program headers far outside the file
                {56, 0xFF}, // many program headers
                {54, 8}, // tiny program header entries
            };
            for (int[] patch : patches) {
                byte[] bad = real.clone();
                bad[patch[0]] = (byte) patch[1];
                MemorySegment data = java.lang.foreign.Arena.ofAuto().allocate(bad.length, 16);
                MemorySegment.copy(MemorySegment.ofArray(bad), 0, data, 0, bad.length);
                JireeException e = assertThrows(
                        JireeException.class,
                        () -> device.executableCache().prepare(ExecutableParams.of(EMBEDDED, data)),
                        "patch at " + patch[0]);
                assertTrue(
                        e.code() == StatusCode.INVALID_ARGUMENT || e.code() == StatusCode.UNIMPLEMENTED,
                        e.getMessage());
            }
        }
    }

    @Test
    void dispatchArgumentMismatchFailsTheSubmission() {
        try (Device device = device("local-sync")) {
            Executable exe = load(device, "dyn_scale_embedded_elf_x86_64.so", EMBEDDED);
            Buffer in = zeros(device, 16);
            Buffer out = zeros(device, 16);
            CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            // Too few constants is caught while recording.
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> cb.dispatch(
                            exe,
                            0,
                            DispatchConfig.ofCount(1, 1, 1),
                            new int[] {0},
                            List.of(BufferRef.of(in), BufferRef.of(out)),
                            0));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            assertEquals(
                    StatusCode.OUT_OF_RANGE,
                    assertThrows(
                                    JireeException.class,
                                    () -> cb.dispatch(
                                            exe,
                                            3,
                                            DispatchConfig.ofCount(1, 1, 1),
                                            new int[3],
                                            List.of(BufferRef.of(in), BufferRef.of(out)),
                                            0))
                            .code());
            // Too many constants is caught at execution, failing the signal semaphore.
            cb.dispatch(
                    exe,
                    0,
                    DispatchConfig.ofCount(1, 1, 1),
                    new int[4],
                    List.of(BufferRef.of(in), BufferRef.of(out)),
                    0);
            cb.end();
            Semaphore s = device.createSemaphore(0, 0);
            JireeException ex = assertThrows(
                    JireeException.class,
                    () -> device.queueExecute(
                            QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0));
            assertEquals(StatusCode.INVALID_ARGUMENT, ex.code());
            assertEquals(
                    StatusCode.INVALID_ARGUMENT,
                    assertThrows(JireeException.class, () -> s.await(1, Timeout.immediate()))
                            .code());
        }
    }

    @Test
    void unsupportedAndMalformedExecutables() {
        try (Device device = device("local-sync")) {
            MemorySegment junk = MemorySegment.ofArray(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
            JireeException vmvx = assertThrows(
                    JireeException.class,
                    () -> device.executableCache().prepare(ExecutableParams.of("vmvx-bytecode-fb", junk)));
            assertEquals(StatusCode.NOT_FOUND, vmvx.code());
            assertTrue(vmvx.getMessage().contains("vmvx-bytecode-fb"), vmvx.getMessage());
            JireeException unknown = assertThrows(
                    JireeException.class,
                    () -> device.executableCache().prepare(ExecutableParams.of("cuda-nvptx-fb", junk)));
            assertEquals(StatusCode.NOT_FOUND, unknown.code());
            assertTrue(unknown.getMessage().contains("cuda-nvptx-fb"));
            assertEquals(
                    StatusCode.INVALID_ARGUMENT,
                    assertThrows(
                                    JireeException.class,
                                    () -> device.executableCache().prepare(ExecutableParams.of(EMBEDDED, junk)))
                            .code());
            // Every truncation of a real executable must fail cleanly, never crash.
            byte[] real = bytes("add_embedded_elf_x86_64.so");
            for (int len : new int[] {0, 16, 63, 64, 200, 500, 1000, 1500, 2000, real.length - 1}) {
                byte[] cut = java.util.Arrays.copyOf(real, len);
                MemorySegment data = java.lang.foreign.Arena.ofAuto().allocate(Math.max(1, len));
                MemorySegment.copy(MemorySegment.ofArray(cut), 0, data, 0, len);
                MemorySegment slice = data.asSlice(0, len);
                try {
                    device.executableCache()
                            .prepare(ExecutableParams.of(EMBEDDED, slice))
                            .close();
                } catch (JireeException e) {
                    assertNotEquals(StatusCode.OK, e.code());
                }
            }
            assertTrue(device.queryI64("hal.executable.format", EMBEDDED) == 1);
            assertTrue(device.queryI64("hal.executable.format", "vmvx-bytecode-fb") == 0);
            assertEquals(1, device.queryI64("hal.device.id", "local*"));
            assertEquals(0, device.queryI64("hal.device.id", "cuda*"));
            assertEquals(
                    StatusCode.NOT_FOUND,
                    assertThrows(JireeException.class, () -> device.queryI64("hal.nope", "x"))
                            .code());
        }
    }
}
