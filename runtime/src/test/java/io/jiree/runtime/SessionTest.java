package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.AllocatorStatistics;
import io.jiree.hal.Fence;
import io.jiree.hal.Semaphore;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import io.jiree.vm.NativeModule;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;

/** The embedding API: tensors from Java arrays, buffers and segments, scalars, typed results, errors. */
class SessionTest {
    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    private static Session programs(String device) {
        Session s = instance.createSession(device);
        TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
        return s;
    }

    @Test
    void driversAreFound() {
        assertTrue(
                instance.driverNames().containsAll(List.of("local-sync", "local-task")),
                instance.driverNames()::toString);
        JireeException e = assertThrows(JireeException.class, () -> instance.createSession("nosuchdriver"));
        assertEquals(StatusCode.NOT_FOUND, e.code());
    }

    @Test
    void arraysInTypedArraysOut() {
        try (Session s = programs("local-task")) {
            CallResult r = s.call(
                    "add",
                    Tensors.f32(new float[] {1, 2, 3, 4}, 4),
                    Tensors.f32(new float[] {0.5f, 0.25f, -3, 100}, 4));
            assertArrayEquals(new float[] {1.5f, 2.25f, 0, 104}, r.floats(0));
            assertArrayEquals(new long[] {4}, r.tensor(0).shape());
            // Called again on the same session: nothing is left over from the first call.
            r = s.call("add", Tensors.f32(new float[] {1, 1, 1, 1}, 4), Tensors.f32(new float[] {2, 2, 2, 2}, 4));
            assertArrayEquals(new float[] {3, 3, 3, 3}, r.floats(0));
        }
    }

    @Test
    void scalarsAndSeveralResults() {
        try (Session s = programs("local-sync")) {
            CallResult r = s.call("two_results", Tensors.f32(new float[] {1, -2, 3, 4}, 2, 2), 21);
            assertEquals(3, r.size());
            assertArrayEquals(new float[] {-1, 2, -3, -4}, r.floats(0));
            assertEquals(42, r.i32(1));
            assertArrayEquals(new float[] {1, 4, 9, 16}, r.floats(2));
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> s.call("two_results", Tensors.f32(new float[] {1, 2, 3, 4}, 2, 2), 1.5f));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            r = s.call("scale_dyn", Tensors.f32(new float[] {1, 2, 3}, 3), 2f);
            assertArrayEquals(new float[] {2, 4, 6}, r.floats(0));
        }
    }

    @Test
    void integerTensorsFromBuffersAndSegments() {
        try (Session s = programs("local-sync");
                Arena arena = Arena.ofConfined()) {
            ByteBuffer bb = ByteBuffer.allocateDirect(15 * 4).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < 15; i++) {
                bb.putInt(i * i);
            }
            bb.flip();
            CallResult r = s.call("sum_rows", Tensors.of(ElementType.INT_32, bb, 3, 5));
            // Row sums of i*i for rows [0..4], [5..9], [10..14].
            assertArrayEquals(new int[] {30, 255, 730}, r.ints(0));
            MemorySegment a = arena.allocate(3 * 8);
            MemorySegment b = arena.allocate(3 * 8);
            long[] av = {1, -5, 4_000_000_000L};
            long[] bv = {7, 3, 3};
            for (int i = 0; i < 3; i++) {
                a.setAtIndex(ValueLayout.JAVA_LONG, i, av[i]);
                b.setAtIndex(ValueLayout.JAVA_LONG, i, bv[i]);
            }
            r = s.call("i64_ops", Tensors.of(ElementType.INT_64, a, 3), Tensors.of(ElementType.INT_64, b, 3));
            // a*b - a, from the definition.
            assertArrayEquals(new long[] {6, -10, 8_000_000_000L}, r.longs(0));
        }
    }

    @Test
    void matmulMatchesDefinition() {
        float[] a = new float[4 * 8];
        float[] b = new float[8 * 3];
        for (int i = 0; i < a.length; i++) {
            a[i] = (i * 7 % 11) - 5;
        }
        for (int i = 0; i < b.length; i++) {
            b[i] = (i * 5 % 9) - 4;
        }
        float[] expected = new float[4 * 3];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 3; j++) {
                float acc = 0;
                for (int k = 0; k < 8; k++) {
                    acc += a[i * 8 + k] * b[k * 3 + j];
                }
                expected[i * 3 + j] = acc;
            }
        }
        for (String device : List.of("local-sync", "local-task")) {
            try (Session s = programs(device)) {
                CallResult r = s.call("matmul", Tensors.f32(a, 4, 8), Tensors.f32(b, 8, 3));
                assertArrayEquals(expected, r.floats(0), device);
            }
        }
    }

    @Test
    void asyncFunctionsGetFences() {
        try (Session s = instance.createSession("local-task")) {
            TestModules.load(s, TestModules.module("async.vmfb"));
            CallResult r =
                    s.call("mul", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {2, 2, 2, 2}, 4));
            assertArrayEquals(new float[] {2, 4, 6, 8}, r.floats(0));
        }
    }

    @Test
    void argumentErrors() {
        try (Session s = programs("local-sync")) {
            JireeException e = assertThrows(JireeException.class, () -> s.call("add", Tensors.f32(new float[4], 4)));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            assertEquals("input list and function mismatch; expected 2 arguments but passed 1", e.detail());
            e = assertThrows(JireeException.class, () -> s.call("nope"));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.detail().contains("matmul"), e.detail());
            e = assertThrows(
                    JireeException.class,
                    () -> s.call("add", Tensors.i32(new int[4], 4), Tensors.f32(new float[4], 4)));
            assertEquals("input0 element type mismatch; expected f32 (21000020) but have i32 (10000020)", e.detail());
            e = assertThrows(JireeException.class, () -> s.call("add", new float[4], new float[4]));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            e = assertThrows(JireeException.class, () -> Tensors.f32(new float[3], 2, 2));
            assertEquals("tensor 2x2xf32 has 4 elements but 3 values were given", e.detail());
            CallResult r = s.call("add", Tensors.f32(new float[4], 4), Tensors.f32(new float[4], 4));
            assertThrows(JireeException.class, () -> r.ints(0));
            assertThrows(JireeException.class, () -> r.i32(0));
            assertThrows(JireeException.class, () -> r.value(1));
        }
    }

    @Test
    void wrongFunctionsAndValuesAreStatuses() {
        try (Session s = programs("local-sync");
                Session other = programs("local-sync")) {
            List<HostValue> inputs = List.of(
                    new HostValue.Tensor(Tensors.f32(new float[4], 4)),
                    new HostValue.Tensor(Tensors.f32(new float[4], 4)));
            Function foreign = other.lookupFunction("add");
            for (Executable use :
                    List.<Executable>of(() -> s.prepare(foreign, inputs), () -> s.call(foreign, inputs))) {
                JireeException e = assertThrows(JireeException.class, use);
                assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
                assertTrue(e.detail().contains("lookupFunction"), e.detail());
            }
            Function add = s.lookupFunction("add");
            Function twoResults = s.lookupFunction("two_results");
            HostTensor t = Tensors.f32(new float[4], 4);
            for (Executable use : List.<Executable>of(
                    () -> s.call(add, Arrays.asList(t, t)),
                    () -> s.prepare(add, Arrays.asList(null, inputs.get(1))),
                    () -> s.call(
                            twoResults, Arrays.asList(new HostValue.Tensor(Tensors.f32(new float[4], 2, 2)), 21)))) {
                JireeException e = assertThrows(JireeException.class, use);
                assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
                assertTrue(e.detail().contains("HostValue"), e.detail());
            }
        }
    }

    @Test
    void aListInputThatCannotBePassedGivesBackWhatWasUploadedForIt() {
        NativeModule<Void> taker = NativeModule.builder("taker", 1)
                .function("take", "0r_i", (state, args, results) -> results.addI32(0))
                .build();
        try (Session s = instance.createSession("local-sync")) {
            s.addModule(taker);
            Allocator base = s.device().allocator();
            AllocatorStatistics stats = new AllocatorStatistics();
            s.device().replaceAllocator(stats.track(base));
            try {
                HostValue.ListRef input = new HostValue.ListRef(List.of(
                        new HostValue.Tensor(Tensors.f32(new float[] {1, 2}, 2)),
                        new HostValue.OtherRef("!vm.opaque")));
                JireeException e = assertThrows(JireeException.class, () -> s.prepare("take", input));
                assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
                String counted = stats.format();
                assertTrue(counted.matches("(?s).*\\s[1-9]\\d*B peak.*"), counted); // the tensor was uploaded
                for (String line : counted.split("\n")) {
                    if (line.contains("live")) {
                        assertTrue(line.endsWith(" 0B live"), counted);
                    }
                }
            } finally {
                s.device().replaceAllocator(base);
            }
        }
    }

    @Test
    void aStartedCallThatFailsUnexpectedlyIsAStatus() {
        NativeModule<Void> broken = NativeModule.builder("broken", 1)
                .function("defect", "0rr_v", Map.of("iree.abi.model", "coarse-fences"), (state, args, results) -> {
                    throw new IllegalStateException("a defect below the VM");
                })
                .function("deep", "0rr_v", Map.of("iree.abi.model", "coarse-fences"), (state, args, results) -> {
                    throw new StackOverflowError();
                })
                .build();
        try (Session s = instance.createSession("local-sync")) {
            s.addModule(broken);
            Semaphore semaphore = s.device().createSemaphore(0, 0);
            try (Fence signal = Fence.of(semaphore, 1);
                    PreparedCall defect = s.prepare("defect");
                    PreparedCall deep = s.prepare("deep")) {
                JireeException e = assertThrows(JireeException.class, () -> defect.start(null, signal));
                assertEquals(StatusCode.INTERNAL, e.code(), e::getMessage);
                assertTrue(e.detail().contains("a defect below the VM"), e.detail());
                e = assertThrows(JireeException.class, () -> deep.start(null, signal));
                assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code(), e::getMessage);
            } finally {
                semaphore.close();
            }
        }
    }

    @Test
    void aTensorOfAnotherSessionIsPassedOnlyOnTheSameDevice() {
        try (Session sync = programs("local-sync");
                Session sameDevice = programs("local-sync");
                Session task = programs("local-task");
                DeviceTensor a = sync.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4))) {
            assertArrayEquals(
                    new float[] {2, 4, 6, 8}, sameDevice.call("add", a, a).floats(0));
            JireeException e = assertThrows(JireeException.class, () -> task.call("add", a, a));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
            assertTrue(e.detail().contains("another session"), e.detail());
            assertTrue(e.detail().contains("download"), e.detail());
        }
    }

    @Test
    void deviceTensorsAreReused() {
        try (Session s = programs("local-task")) {
            try (DeviceTensor a = s.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
                    DeviceTensor b = s.upload(Tensors.f32(new float[] {10, 20, 30, 40}, 4))) {
                assertArrayEquals(new long[] {4}, a.shape());
                for (int i = 0; i < 3; i++) {
                    assertArrayEquals(
                            new float[] {11, 22, 33, 44}, s.call("add", a, b).floats(0));
                }
                // Mixed with host tensors.
                assertArrayEquals(
                        new float[] {2, 3, 4, 5},
                        s.call("add", a, Tensors.f32(new float[] {1, 1, 1, 1}, 4))
                                .floats(0));
                JireeException e = assertThrows(JireeException.class, () -> s.call("scale_dyn", a, a));
                assertEquals("expected a f32 value but got a tensor", e.detail());
            }
        }
    }

    @Test
    void textAndNpyInputs(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        try (Session s = programs("local-sync")) {
            Tensors.writeNpy(dir.resolve("b.npy"), Tensors.parse("4xf32=10 20 30 40"));
            List<HostValue> out = s.callWithInputs("add", List.of("4xf32=1 2 3 4", "@b.npy"), dir);
            assertArrayEquals(new float[] {11, 22, 33, 44}, Tensors.toFloats(((HostValue.Tensor) out.get(0)).tensor()));
            assertEquals(1, Tensors.readNpy(dir.resolve("b.npy")).size());
            JireeException e =
                    assertThrows(JireeException.class, () -> s.callWithInputs("add", List.of("4xf32=1 2 3"), dir));
            assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        }
    }

    @Test
    void severalDevices() {
        try (Session s = instance.createSession("local-sync", "local-task")) {
            assertEquals(2, s.devices().size());
            TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
            var count = s.context().lookupFunction("hal.devices.count");
            assertEquals(List.of(2), s.context().invoke(count));
            CallResult r =
                    s.call("add", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {4, 3, 2, 1}, 4));
            assertArrayEquals(new float[] {5, 5, 5, 5}, r.floats(0));
        }
    }

    @Test
    void preparedCallsRepeat() {
        try (Session s = programs("local-task");
                PreparedCall call = s.prepare("two_results", Tensors.f32(new float[] {1, -2, 3, 4}, 2, 2), 5)) {
            for (int i = 0; i < 3; i++) {
                List<HostValue> out = call.invoke();
                assertEquals(new HostValue.I32(10), out.get(1));
                call.invokeDiscardingResults();
            }
        }
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, TestModules.module("async.vmfb"));
            try (PreparedCall call = s.prepare(
                    "mul", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {3, 3, 3, 3}, 4))) {
                for (int i = 0; i < 3; i++) {
                    HostTensor t = ((HostValue.Tensor) call.invoke().get(0)).tensor();
                    assertArrayEquals(new float[] {3, 6, 9, 12}, Tensors.toFloats(t));
                }
            }
        }
    }

    @Test
    void largeConstantsFromFilesAndBytes() throws java.io.IOException {
        // (1 + c[i]) * c[i] with the module's constant c = 0, 1, ..., 254, 255.5.
        float[] expected = new float[256];
        for (int i = 0; i < 256; i++) {
            float c = i == 255 ? 255.5f : i;
            expected[i] = (1 + c) * c;
        }
        float[] ones = new float[256];
        java.util.Arrays.fill(ones, 1);
        java.nio.file.Path vmfb = TestModules.module("programs_embedded.vmfb");
        // Loaded from a file the constant may be imported in place; from heap bytes it is read through a file.
        try (Session fromFile = instance.createSession("local-sync");
                Session fromBytes = instance.createSession("local-task")) {
            TestModules.load(fromFile, vmfb);
            fromBytes.loadModule(java.nio.file.Files.readAllBytes(vmfb));
            assertArrayEquals(
                    expected, fromFile.call("add_const", Tensors.f32(ones, 256)).floats(0));
            assertArrayEquals(
                    expected,
                    fromBytes.call("add_const", Tensors.f32(ones, 256)).floats(0));
        }
    }

    @Test
    void hostValuesInAndOut() {
        try (Session s = programs("local-sync")) {
            HostTensor t = Tensors.f32(new float[] {1, 2, 3, 4}, 4);
            List<HostValue> out = s.call("add", List.of(new HostValue.Tensor(t), new HostValue.Tensor(t)));
            assertEquals(1, out.size());
            HostTensor sum = ((HostValue.Tensor) out.get(0)).tensor();
            assertArrayEquals(new float[] {2, 4, 6, 8}, Tensors.toFloats(sum));
        }
    }

    @Test
    void missingHalFunctionFailsAtLink() {
        var module = TestModules.bytecode(TestModules.module("missing_import.vmfb"));
        try (Session s = instance.createSession("local-sync")) {
            JireeException e = assertThrows(JireeException.class, () -> s.addModule(module));
            assertEquals(StatusCode.NOT_FOUND, e.code(), e::getMessage);
            assertTrue(
                    e.detail().startsWith("no function `device.no_such_function` exported by module `hal`"),
                    e::getMessage);
        }
    }

    @Test
    void closedSessionRefusesWork() {
        Session s = programs("local-sync");
        s.close();
        s.close();
        JireeException e = assertThrows(
                JireeException.class, () -> s.call("add", Tensors.f32(new float[4], 4), Tensors.f32(new float[4], 4)));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
    }
}
