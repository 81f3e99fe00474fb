package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Reading the executable FlatBuffer; needs no CUDA library. */
class CudaExecutableDefTest {
    private static final ExecutableFixture.ExportSpec ADD =
            new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {64, 1, 1}, 0, 1, 2);

    private static CudaExecutableDef.Contents parse(byte[] data) {
        return CudaExecutableDef.parse(MemorySegment.ofArray(data));
    }

    private static JireeException parseFails(byte[] data) {
        return assertThrows(JireeException.class, () -> parse(data));
    }

    @Test
    void readsTheExecutableThePinnedCompilerEmits() {
        // add.mlir compiled by IREE 3.13.0 for sm_80 (regenerate.sh beside the resource); expected
        // values are what the compiler printed for the export: workgroup_size [32, 1, 1], three
        // storage-buffer bindings, no push constants.
        CudaExecutableDef.Contents c = parse(CudaExecutableTest.compiledAdd());
        assertEquals(1, c.exports().size());
        CudaExecutableDef.Export e = c.exports().get(0);
        assertEquals("add_dispatch_0_elementwise_4_f32", e.kernelName());
        assertEquals("add_dispatch_0_elementwise_4_f32", e.debugName());
        assertEquals(0, e.moduleOrdinal());
        assertArrayEquals(new int[] {32, 1, 1}, e.blockDims());
        assertEquals(0, e.blockSharedMemorySize());
        assertEquals(0, e.constantCount());
        assertEquals(3, e.bindingCount());
        assertEquals(1, c.ptxImages().size());
        String ptx = new String(c.ptxImages().get(0), StandardCharsets.UTF_8);
        assertTrue(ptx.contains(".entry add_dispatch_0_elementwise_4_f32("), ptx);
    }

    @Test
    void readsBuiltExecutables() {
        CudaExecutableDef.Contents c = parse(ExecutableFixture.executable(
                List.of(ADD, new ExecutableFixture.ExportSpec(1, "mul", new int[] {8, 4, 2}, 512, 3, 0)),
                List.of(ExecutableFixture.ptx("add_dispatch_0"), ExecutableFixture.ptx("mul"))));
        assertEquals(2, c.exports().size());
        CudaExecutableDef.Export mul = c.exports().get(1);
        assertEquals(1, mul.moduleOrdinal());
        assertArrayEquals(new int[] {8, 4, 2}, mul.blockDims());
        assertEquals(512, mul.blockSharedMemorySize());
        assertEquals(3, mul.constantCount());
        assertEquals(0, mul.bindingCount());
        assertEquals(2, c.exports().get(0).bindingCount());
    }

    @Test
    void headerErrorsMatchIree() {
        byte[] fb = ExecutableFixture.flatbuffer(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0")));
        JireeException small = parseFails(new byte[63]);
        assertEquals(StatusCode.INVALID_ARGUMENT, small.code());
        assertTrue(small.getMessage().contains("less than header size"), small.getMessage());
        byte[] wrongMagic = ExecutableFixture.withHeader(fb, 0, fb.length);
        wrongMagic[0] = 'X';
        JireeException magic = parseFails(wrongMagic);
        assertEquals(StatusCode.INVALID_ARGUMENT, magic.code());
        assertTrue(magic.getMessage().contains("expected `CDA1`"), magic.getMessage());
        assertEquals(
                StatusCode.INCOMPATIBLE,
                parseFails(ExecutableFixture.withHeader(fb, 1, fb.length)).code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                parseFails(ExecutableFixture.withHeader(fb, 0, 0)).code());
        JireeException size = parseFails(ExecutableFixture.withHeader(fb, 0, fb.length + 1L));
        assertEquals(StatusCode.OUT_OF_RANGE, size.code());
        assertTrue(size.getMessage().contains("size prefix out of bounds"), size.getMessage());
    }

    @Test
    void structureErrorsMatchIree() {
        String ptx = ExecutableFixture.ptx("add_dispatch_0");
        JireeException ordinal = parseFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(1, "add_dispatch_0", new int[] {1, 1, 1}, 0, 0, 0)),
                List.of(ptx)));
        assertEquals(StatusCode.INVALID_ARGUMENT, ordinal.code());
        assertTrue(
                ordinal.getMessage().contains("exports[0] module_ordinal 1 is out of bounds 1"), ordinal.getMessage());
        JireeException constants = parseFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {1, 1, 1}, 0, 65, 0)),
                List.of(ptx)));
        assertTrue(constants.getMessage().contains("constant_count 65 exceeds maximum of 64"), constants.getMessage());
        JireeException bindings = parseFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "add_dispatch_0", new int[] {1, 1, 1}, 0, 0, 17)),
                List.of(ptx)));
        assertTrue(
                bindings.getMessage().contains("binding_flags count 17 exceeds maximum of 16"), bindings.getMessage());
        JireeException empty = parseFails(ExecutableFixture.executable(List.of(ADD), List.of("")));
        assertTrue(empty.getMessage().contains("modules[0] contents are empty"), empty.getMessage());
        JireeException name = parseFails(ExecutableFixture.executable(
                List.of(new ExecutableFixture.ExportSpec(0, "", new int[] {1, 1, 1}, 0, 0, 0)), List.of(ptx)));
        assertTrue(name.getMessage().contains("exports[0] name is empty"), name.getMessage());
    }

    @Test
    void damagedFlatBuffersAreInvalidArgumentsNotCrashes() {
        fuzz(ExecutableFixture.executable(List.of(ADD), List.of(ExecutableFixture.ptx("add_dispatch_0"))));
        fuzz(CudaExecutableTest.compiledAdd());
    }

    private static void fuzz(byte[] good) {
        Random random = new Random(99);
        for (int round = 0; round < 2000; round++) {
            byte[] bad = good.clone();
            int flips = 1 + random.nextInt(6);
            for (int i = 0; i < flips; i++) {
                bad[64 + random.nextInt(bad.length - 64)] = (byte) random.nextInt(256);
            }
            try {
                parse(bad);
            } catch (JireeException expected) {
                // A clear error is the right outcome for damaged input.
            } catch (RuntimeException | OutOfMemoryError other) {
                fail("round " + round + ": " + other);
            }
        }
    }
}
