package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.base.ElementType;
import io.jiree.runtime.io.HostTensor;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Inputs in the caller's own memory ({@link Tensors#wrap}): used in place on the CPU devices when
 * off-heap and aligned (no copy: a change to the memory is seen by the next call of a tensor
 * uploaded from it), copied otherwise.
 */
class BorrowedInputsTest {
    private static final Path ADD = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb");

    private static MemorySegment floats(Arena arena, long alignment, long offset, float... values) {
        MemorySegment block = arena.allocate(offset + 4L * values.length, alignment);
        MemorySegment s = block.asSlice(offset, 4L * values.length);
        for (int i = 0; i < values.length; i++) {
            s.setAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i, values[i]);
        }
        return s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void alignedOffHeapInputsAreUsedInPlace(String device) {
        try (Instance instance = Instance.create();
                Session s = instance.createSession(device);
                Arena arena = Arena.ofConfined()) {
            s.loadModule(ADD);
            MemorySegment a = floats(arena, 64, 0, 1, 2, 3, 4);
            HostTensor wrapped = Tensors.wrap(ElementType.FLOAT_32, a, 4);
            HostTransfers before = s.hostTransfers();
            float[] sum = s.call("add", wrapped, Tensors.f32(new float[] {10, 20, 30, 40}, 4))
                    .floats(0);
            assertArrayEquals(new float[] {11, 22, 33, 44}, sum);
            HostTransfers moved = s.hostTransfers().since(before);
            assertEquals(1, moved.imports()); // the wrapped input
            assertEquals(1, moved.uploads()); // the array input, copied
            // A device tensor made from it is the memory itself: a later change is what the next call reads.
            try (DeviceTensor t = s.upload(wrapped)) {
                a.setAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, 0, 100f);
                assertArrayEquals(
                        new float[] {110, 22, 33, 44},
                        s.call("add", t, Tensors.f32(new float[] {10, 20, 30, 40}, 4))
                                .floats(0));
            }
            // A direct buffer is off-heap too.
            ByteBuffer direct = ByteBuffer.allocateDirect(16 + 64).order(ByteOrder.LITTLE_ENDIAN);
            long misalignment = MemorySegment.ofBuffer(direct).address() % 64;
            ByteBuffer aligned =
                    direct.slice((int) ((64 - misalignment) % 64), 16).order(ByteOrder.LITTLE_ENDIAN);
            aligned.asFloatBuffer().put(new float[] {5, 6, 7, 8});
            before = s.hostTransfers();
            assertArrayEquals(
                    new float[] {6, 8, 10, 12},
                    s.call(
                                    "add",
                                    Tensors.wrap(ElementType.FLOAT_32, aligned, 4),
                                    Tensors.f32(new float[] {1, 2, 3, 4}, 4))
                            .floats(0));
            assertEquals(1, s.hostTransfers().since(before).imports());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void misalignedOrHeapInputsAreCopied(String device) {
        try (Instance instance = Instance.create();
                Session s = instance.createSession(device);
                Arena arena = Arena.ofConfined()) {
            s.loadModule(ADD);
            MemorySegment misaligned = floats(arena, 64, 4, 1, 2, 3, 4);
            MemorySegment heap = MemorySegment.ofArray(new float[] {10, 20, 30, 40});
            HostTransfers before = s.hostTransfers();
            float[] sum = s.call(
                            "add",
                            Tensors.wrap(ElementType.FLOAT_32, misaligned, 4),
                            Tensors.wrap(ElementType.FLOAT_32, heap, 4))
                    .floats(0);
            assertArrayEquals(new float[] {11, 22, 33, 44}, sum);
            HostTransfers moved = s.hostTransfers().since(before);
            assertEquals(0, moved.imports());
            assertEquals(2, moved.uploads());
        }
    }
}
