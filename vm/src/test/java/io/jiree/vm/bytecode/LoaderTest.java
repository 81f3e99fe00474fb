package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Function;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Loading real compiler output: archive framing, external rodata, tables and signatures. */
class LoaderTest {
    @Test
    void externalRodataIsAReadOnlyViewOfTheMappedFile() {
        BytecodeModule m = BytecodeModule.load(TestModules.path("archive"));
        assertEquals(1, m.rodataCount());
        var ro = m.rodata(0);
        assertTrue(ro.isMapped(), "rodata must not be copied out of the mapped file");
        assertTrue(ro.isReadOnly());
        assertEquals(8192, ro.byteSize());
        // The source fills element i with (i * 7) % 251.
        for (int i : new int[] {0, 1, 36, 8191}) {
            assertEquals((i * 7) % 251, Byte.toUnsignedInt(ro.get(ValueLayout.JAVA_BYTE, i)));
        }
    }

    @Test
    void truncatedExternalRodataIsRejected() {
        byte[] full = TestModules.bytes("archive");
        JireeException e = assertThrows(JireeException.class,
                () -> BytecodeModule.load(Arrays.copyOf(full, full.length - 2000)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains("rodata[0] external reference out of range"), e::getMessage);
    }

    @Test
    void notAModuleIsRejected() {
        JireeException e = assertThrows(JireeException.class, () -> BytecodeModule.load(new byte[] {1, 2, 3}));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> BytecodeModule.load("hello, this is not a module".getBytes()));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> BytecodeModule.load(Path.of("/nonexistent/file.vmfb")));
        assertEquals(StatusCode.NOT_FOUND, e.code());
    }

    @Test
    void tablesOfACompiledModule() {
        BytecodeModule m = TestModules.load("imports");
        assertEquals("imports", m.name());
        assertEquals(List.of("provider.add", "provider.wide", "provider.fail", "provider.missing", "native.sum"),
                m.imports().stream().map(i -> i.fullName()).toList());
        assertEquals(List.of(false, false, false, true, true),
                m.imports().stream().map(i -> i.optional()).toList());
        assertEquals("0CiD_i", m.imports().get(4).signature().callingConvention().text());
        Function wide = m.lookupExport("call_wide");
        assertEquals("0Ii_Ii", wide.signature().callingConvention().text());
        assertEquals(BytecodeModule.VERSION_MAJOR, 17);
        assertTrue(m.functionCount() >= m.exports().size());
    }
}
