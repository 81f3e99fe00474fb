package io.jiree.runtime.vmvx;

import static org.junit.jupiter.api.Assertions.*;

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
import io.jiree.hal.Device;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCachingMode;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.Fence;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the dispatches of real VMVX executables (compiled by IREE 3.13.0, see
 * resources/vmvx/README.md) on local-sync and local-task through the HAL, as the {@code hal}
 * module would, and compares with values computed here or produced by IREE's own runtime.
 */
class VmvxDispatchTest {
    static final String FORMAT = "vmvx-bytecode-fb";
    static DriverRegistry registry;

    @BeforeAll
    static void drivers() {
        registry = DriverRegistry.load();
    }

    @AfterAll
    static void closeDrivers() {
        registry.close();
    }

    /** Device x executable variant (plain VM code, or code calling the vmvx microkernels). */
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("local-sync", "ops_vmvx.vmfb"),
                Arguments.of("local-sync", "ops_vmvx_ukernels.vmfb"),
                Arguments.of("local-task?workers=4", "ops_vmvx.vmfb"),
                Arguments.of("local-task?workers=4", "ops_vmvx_ukernels.vmfb"));
    }

    static byte[] resource(String name) {
        try (InputStream in = VmvxDispatchTest.class.getResourceAsStream("/vmvx/" + name)) {
            assertNotNull(in, "missing test resource " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The raw little-endian data of a committed .npy file holding {@code count} 4-byte elements. */
    static byte[] npyData(String name, int count) {
        byte[] all = resource(name);
        return Arrays.copyOfRange(all, all.length - count * 4, all.length);
    }

    static Executable load(Device device, String name, int[] constants) {
        byte[] bytes = resource(name);
        MemorySegment data = Arena.ofAuto().allocate(bytes.length, 16);
        MemorySegment.copy(MemorySegment.ofArray(bytes), 0, data, 0, bytes.length);
        return device.executableCache()
                .prepare(new ExecutableParams(QueueAffinity.ANY, ExecutableCachingMode.NONE, FORMAT, data, constants));
    }

    static Buffer buffer(Device device, byte[] contents) {
        Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), contents.length);
        b.write(0, MemorySegment.ofArray(contents));
        return b;
    }

    static Buffer zeros(Device device, long bytes) {
        Buffer b = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), bytes);
        b.fill(0, Buffer.WHOLE_BUFFER, 0, 1);
        return b;
    }

    static byte[] read(Buffer b, long bytes) {
        byte[] out = new byte[(int) bytes];
        b.read(0, MemorySegment.ofArray(out));
        return out;
    }

    static byte[] floats(float[] v) {
        byte[] out = new byte[v.length * 4];
        MemorySegment.copy(v, 0, MemorySegment.ofArray(out), ValueLayout.JAVA_FLOAT_UNALIGNED, 0, v.length);
        return out;
    }

    static byte[] ints(int[] v) {
        byte[] out = new byte[v.length * 4];
        MemorySegment.copy(v, 0, MemorySegment.ofArray(out), ValueLayout.JAVA_INT_UNALIGNED, 0, v.length);
        return out;
    }

    /** Records one dispatch, submits it and waits; failures come back as the fence's error. */
    static void dispatch(
            Device device, Executable exe, int ordinal, int[] count, int[] constants, List<Buffer> bindings) {
        CommandBuffer cb =
                device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
        try {
            cb.begin();
            cb.dispatch(
                    exe,
                    ordinal,
                    DispatchConfig.ofCount(count[0], count[1], count[2]),
                    constants,
                    bindings.stream().map(BufferRef::of).toList(),
                    0);
            cb.executionBarrier(0, 0, 0);
            cb.end();
            Semaphore s = device.createSemaphore(0, 0);
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0);
            Fence.of(s, 1).await(Timeout.ofMillis(20_000));
        } finally {
            cb.close();
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void exportsDescribeTheDispatches(String uri, String file) {
        try (Device device = registry.createDevice(uri)) {
            assertEquals(1, device.queryI64("hal.executable.format", FORMAT));
            try (Executable exe = load(device, file, new int[0])) {
                assertEquals(FORMAT, exe.format());
                assertEquals(5, exe.exportCount());
                assertEquals("add_dispatch_0_elementwise_32_f32", exe.export(0).name());
                assertEquals(3, exe.export(0).bindingCount());
                assertEquals(0, exe.export(0).constantCount());
                assertEquals(2, exe.export(3).bindingCount());
                assertEquals(4, exe.lookupExport("scale_dispatch_0_elementwise_D_f32"));
                assertEquals(3, exe.export(4).constantCount());
                assertEquals(
                        StatusCode.OUT_OF_RANGE,
                        assertThrows(JireeException.class, () -> exe.export(5)).code());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void elementwiseAddAndMul(String uri, String file) {
        try (Device device = registry.createDevice(uri);
                Executable exe = load(device, file, new int[0])) {
            Random r = new Random(7);
            float[] a = new float[32];
            float[] b = new float[32];
            for (int i = 0; i < 32; i++) {
                a[i] = r.nextFloat() * 20 - 10;
                b[i] = r.nextFloat() * 20 - 10;
            }
            Buffer out = zeros(device, 128);
            dispatch(
                    device,
                    exe,
                    0,
                    new int[] {1, 1, 1},
                    new int[0],
                    List.of(buffer(device, floats(a)), buffer(device, floats(b)), out));
            float[] sum = new float[32];
            for (int i = 0; i < 32; i++) {
                sum[i] = a[i] + b[i];
            }
            assertArrayEquals(floats(sum), read(out, 128));

            int[] x = new int[16];
            int[] y = new int[16];
            int[] p = new int[16];
            for (int i = 0; i < 16; i++) {
                x[i] = r.nextInt();
                y[i] = r.nextInt();
                p[i] = x[i] * y[i]; // wraps like i32 multiplication
            }
            Buffer prod = zeros(device, 64);
            dispatch(
                    device,
                    exe,
                    1,
                    new int[] {1, 1, 1},
                    new int[0],
                    List.of(buffer(device, ints(x)), buffer(device, ints(y)), prod));
            assertArrayEquals(ints(p), read(prod, 64));
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void matmulAndReductionMatchIreeRuntime(String uri, String file) {
        try (Device device = registry.createDevice(uri);
                Executable exe = load(device, file, new int[0])) {
            Buffer out = zeros(device, 64 * 48 * 4);
            dispatch(
                    device,
                    exe,
                    2,
                    new int[] {1, 1, 1},
                    new int[0],
                    List.of(
                            buffer(device, npyData("matmul_a.npy", 64 * 32)),
                            buffer(device, npyData("matmul_b.npy", 32 * 48)),
                            out));
            assertArrayEquals(npyData("matmul_out.npy", 64 * 48), read(out, 64 * 48 * 4));

            Buffer sum = zeros(device, 32);
            dispatch(
                    device,
                    exe,
                    3,
                    new int[] {1, 1, 1},
                    new int[0],
                    List.of(buffer(device, npyData("sum_in.npy", 128)), sum));
            assertArrayEquals(npyData("sum_out.npy", 8), read(sum, 32));
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void dynamicShapeWithConstantsOverManyWorkgroups(String uri, String file) {
        try (Device device = registry.createDevice(uri);
                Executable exe = load(device, file, new int[0])) {
            int n = 1000;
            float s = 1.5f;
            byte[] in = npyData("scale_in.npy", n);
            Buffer out = zeros(device, n * 4L);
            // The host module dispatches ceil(n / 64) workgroups with constants (bits(s), n low, n high).
            dispatch(
                    device,
                    exe,
                    4,
                    new int[] {(n + 63) / 64, 1, 1},
                    new int[] {Float.floatToRawIntBits(s), n, 0},
                    List.of(buffer(device, in), out));
            byte[] got = read(out, n * 4L);
            assertArrayEquals(npyData("scale_out.npy", n), got);
            MemorySegment g = MemorySegment.ofArray(got);
            MemorySegment x = MemorySegment.ofArray(in);
            for (int i = 0; i < n; i++) {
                float v = x.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i);
                assertEquals(v * s + s, g.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i), 0f, "element " + i);
            }
        }
    }

    static Stream<Arguments> dataTiledCases() {
        return Stream.of(
                Arguments.of("local-sync", "", 4, 5120, "dt_a.npy", "dt_b.npy", "dt_out.npy"),
                Arguments.of("local-task?workers=3", "", 4, 5120, "dt_a.npy", "dt_b.npy", "dt_out.npy"),
                Arguments.of("local-sync", "_i8", 1, 1280, "dt_a_i8.npy", "dt_b_i8.npy", "dt_out_i8.npy"),
                Arguments.of("local-task?workers=3", "_i8", 1, 1280, "dt_a_i8.npy", "dt_b_i8.npy", "dt_out_i8.npy"));
    }

    /**
     * The data-tiled matmul as the host module records it: pack A and B into a scratch buffer
     * (vmvx.pack), barrier, mmt4d and unpack into the result (vmvx.mmt4d, vmvx.unpack).
     */
    @ParameterizedTest
    @MethodSource("dataTiledCases")
    void dataTiledMatmulThroughPackMmt4dUnpackMatchesIreeRuntime(
            String uri, String suffix, int inSize, int scratchBytes, String lhs, String rhs, String expected) {
        try (Device device = registry.createDevice(uri);
                Executable exe = load(device, "data_tiled_matmul_vmvx_ukernels.vmfb", new int[0])) {
            String type = suffix.isEmpty() ? "f32" : "i8";
            int encodeA = exe.lookupExport(
                    "_encoding_" + (suffix.isEmpty() ? 0 : 2) + "_encode_20x30x" + type + "_to_20x30x" + type);
            int encodeB = exe.lookupExport(
                    "_encoding_" + (suffix.isEmpty() ? 1 : 3) + "_encode_30x10x" + type + "_to_30x10x" + type);
            int matmul = exe.lookupExport(
                    suffix.isEmpty()
                            ? "matmul_dispatch_0_matmul_20x10x30_f32"
                            : "matmul_i8_dispatch_0_matmul_20x10x30_i8xi8xi32");
            Buffer a = buffer(
                    device,
                    Arrays.copyOfRange(resource(lhs), resource(lhs).length - 600 * inSize, resource(lhs).length));
            Buffer b = buffer(
                    device,
                    Arrays.copyOfRange(resource(rhs), resource(rhs).length - 300 * inSize, resource(rhs).length));
            Buffer scratch = zeros(device, scratchBytes);
            Buffer out = zeros(device, 800);
            CommandBuffer cb =
                    device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            DispatchConfig one = DispatchConfig.ofCount(1, 1, 1);
            cb.dispatch(exe, encodeA, one, new int[0], List.of(BufferRef.of(a), BufferRef.of(scratch)), 0);
            cb.dispatch(exe, encodeB, one, new int[0], List.of(BufferRef.of(b), BufferRef.of(scratch)), 0);
            cb.executionBarrier(0, 0, 0);
            cb.dispatch(exe, matmul, one, new int[0], List.of(BufferRef.of(scratch), BufferRef.of(out)), 0);
            cb.executionBarrier(0, 0, 0);
            cb.end();
            Semaphore s = device.createSemaphore(0, 0);
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0);
            Fence.of(s, 1).await(Timeout.ofMillis(20_000));
            cb.close();
            assertArrayEquals(npyData(expected, 200), read(out, 800));
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void outOfBoundsBindingFailsTheDispatch(String uri, String file) {
        try (Device device = registry.createDevice(uri);
                Executable exe = load(device, file, new int[0])) {
            // 8 floats where the dispatch reads 32: the VM's bounds checks must stop it.
            Buffer small = zeros(device, 32);
            Buffer full = zeros(device, 128);
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> dispatch(device, exe, 0, new int[] {1, 1, 1}, new int[0], List.of(small, full, full)));
            assertEquals(StatusCode.OUT_OF_RANGE, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("out-of-bounds"), e.getMessage());
        }
    }

    @Test
    void executableLoadedForOneWorkerRunsOnManyWorkers() {
        // Loaded for local-sync's single worker, dispatched where four workers run at once:
        // the extra workers get VM contexts of their own.
        try (Device sync = registry.createDevice("local-sync");
                Device task = registry.createDevice("local-task?workers=4");
                Executable exe = load(sync, "ops_vmvx.vmfb", new int[0])) {
            int n = 4000;
            float[] in = new float[n];
            for (int i = 0; i < n; i++) {
                in[i] = i - 1234.5f;
            }
            for (int round = 0; round < 3; round++) {
                Buffer out = zeros(task, n * 4L);
                dispatch(
                        task,
                        exe,
                        4,
                        new int[] {(n + 63) / 64, 1, 1},
                        new int[] {Float.floatToRawIntBits(2f), n, 0},
                        List.of(buffer(task, floats(in)), out));
                MemorySegment g = MemorySegment.ofArray(read(out, n * 4L));
                for (int i = 0; i < n; i++) {
                    assertEquals(
                            in[i] * 2f + 2f, g.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i), 0f, "element " + i);
                }
            }
        }
    }

    @Test
    void constantCountMismatchIsRejected() {
        try (Device device = registry.createDevice("local-sync");
                Executable exe = load(device, "ops_vmvx.vmfb", new int[0])) {
            Buffer b = zeros(device, 64);
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> dispatch(device, exe, 4, new int[] {1, 1, 1}, new int[] {1}, List.of(b, b)));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        }
    }

    @Test
    void malformedAndMismatchedExecutablesAreRejected() {
        try (Device device = registry.createDevice("local-sync")) {
            MemorySegment junk = Arena.ofAuto().allocate(64);
            JireeException bad = assertThrows(
                    JireeException.class, () -> device.executableCache().prepare(ExecutableParams.of(FORMAT, junk)));
            assertEquals(StatusCode.INVALID_ARGUMENT, bad.code(), bad.getMessage());
            JireeException empty = assertThrows(
                    JireeException.class,
                    () -> device.executableCache().prepare(ExecutableParams.of(FORMAT, MemorySegment.NULL)));
            assertEquals(StatusCode.INVALID_ARGUMENT, empty.code());
            // These modules take no executable-level constants, as IREE's loader checks.
            JireeException constants =
                    assertThrows(JireeException.class, () -> load(device, "ops_vmvx.vmfb", new int[] {1, 2}));
            assertEquals(StatusCode.INVALID_ARGUMENT, constants.code());
            assertTrue(constants.getMessage().contains("no executable-level constants"), constants.getMessage());
        }
    }
}
