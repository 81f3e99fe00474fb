package io.jiree.runtime.vmvx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.ExecutableParams;
import io.jiree.vm.bytecode.BytecodeModule;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs dispatches of the VMVX executable embedded in programs_vmvx.vmfb directly, checking results
 * against the operations' definitions.
 */
class VmvxExecutableTest {
    private static VmvxExecutable executable;

    @BeforeAll
    static void load() {
        String root = System.getProperty("jiree.repo.root");
        Path vmfb = (root != null ? Path.of(root) : Path.of("..").toAbsolutePath())
                .resolve("runtime-core/src/test/resources/modules/programs_vmvx.vmfb");
        BytecodeModule host = BytecodeModule.load(vmfb);
        MemorySegment data = null;
        for (int i = 0; i < host.rodataCount(); i++) {
            MemorySegment r = host.rodata(i);
            if (r.byteSize() > 4 && r.get(ValueLayout.JAVA_BYTE, 0) == 'P' && r.get(ValueLayout.JAVA_BYTE, 1) == 'K') {
                data = r;
            }
        }
        executable = VmvxExecutable.load(ExecutableParams.of(VmvxExecutable.FORMAT, data));
    }

    private static MemorySegment floats(Arena arena, float... v) {
        MemorySegment s = arena.allocate(4L * v.length, 16);
        MemorySegment.copy(v, 0, s, ValueLayout.JAVA_FLOAT, 0, v.length);
        return s;
    }

    @Test
    void exportsCarryCounts() {
        int add = executable.lookupExport("add_dispatch_0_elementwise_4_f32");
        assertEquals(3, executable.export(add).bindingCount());
        assertEquals(0, executable.export(add).constantCount());
        int scale = executable.lookupExport("scale_dyn_dispatch_0_elementwise_D_f32");
        assertEquals(3, executable.export(scale).constantCount());
        assertThrows(JireeException.class, () -> executable.lookupExport("nope"));
    }

    @Test
    void elementwiseAdd() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment a = floats(arena, 1, 2, 3, 4);
            MemorySegment b = floats(arena, 10, 20, 30, 40.5f);
            MemorySegment c = floats(arena, 0, 0, 0, 0);
            int add = executable.lookupExport("add_dispatch_0_elementwise_4_f32");
            executable.runWorkgroup(add, null, new int[0], new MemorySegment[] {a, b, c}, new int[3],
                    new int[] {1, 1, 1}, new int[] {1, 1, 1});
            assertArrayEquals(new float[] {11, 22, 33, 44.5f}, c.toArray(ValueLayout.JAVA_FLOAT));
        }
    }

    @Test
    void matmul() {
        float[] av = new float[32];
        float[] bv = new float[24];
        for (int i = 0; i < av.length; i++) {
            av[i] = i % 5 - 2;
        }
        for (int i = 0; i < bv.length; i++) {
            bv[i] = i % 3 - 1;
        }
        float[] expected = new float[12];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 8; k++) {
                    expected[i * 3 + j] += av[i * 8 + k] * bv[k * 3 + j];
                }
            }
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment a = floats(arena, av);
            MemorySegment b = floats(arena, bv);
            MemorySegment c = floats(arena, new float[12]);
            int mm = executable.lookupExport("matmul_dispatch_0_matmul_4x3x8_f32");
            executable.runWorkgroup(mm, null, new int[0], new MemorySegment[] {a, b, c}, new int[3],
                    new int[] {1, 1, 1}, new int[] {1, 1, 1});
            assertArrayEquals(expected, c.toArray(ValueLayout.JAVA_FLOAT));
        }
    }

    @Test
    void rejectsOtherFormatsAndGarbage() {
        JireeException e = assertThrows(JireeException.class, () -> VmvxExecutable.load(
                ExecutableParams.of("embedded-elf-x86_64", MemorySegment.ofArray(new byte[8]))));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> VmvxExecutable.load(ExecutableParams.of(VmvxExecutable.FORMAT,
                MemorySegment.ofArray("not a module".getBytes(StandardCharsets.UTF_8)))));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
    }
}
