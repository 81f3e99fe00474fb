package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Function;
import io.jiree.vm.VmBuffer;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Loading real compiler output: archive framing, external rodata, tables and signatures. */
class LoaderTest {
    @Test
    void externalRodataIsAReadOnlyViewOfAPrivateMappingOfALargeFile() throws IOException {
        Path file = TestModules.path("archive");
        // Loaded as a file over the threshold would be.
        BytecodeModule m = ModuleReader.read(file, 0);
        assertEquals(1, m.rodataCount());
        var ro = m.rodata(0);
        // Not copied: the address lies in a private (copy-on-write), writable mapping of the file.
        String mapping = mappingContaining(ro.address());
        assertTrue(mapping.endsWith(" " + file.toRealPath()), "rodata must not be copied out of the file: " + mapping);
        assertTrue(mapping.split(" +")[1].equals("rw-p"), "the mapping must be private and writable: " + mapping);
        assertTrue(ro.isReadOnly());
        assertEquals(8192, ro.byteSize());
        // The source fills element i with (i * 7) % 251.
        for (int i : new int[] {0, 1, 36, 8191}) {
            assertEquals((i * 7) % 251, Byte.toUnsignedInt(ro.get(ValueLayout.JAVA_BYTE, i)));
        }
        // A small file is read into memory the module owns instead, with the same contents.
        BytecodeModule small = BytecodeModule.load(file);
        assertTrue(Files.size(file) <= ModuleReader.MAP_THRESHOLD);
        assertFalse(mappingContaining(small.rodata(0).address()).endsWith(" " + file.toRealPath()));
        assertTrue(small.rodata(0).isReadOnly());
        assertEquals(-1L, small.rodata(0).mismatch(ro));
    }

    @Test
    void constantsAreReadOnlyToTheVmAndWritesThroughTheHalStayInTheLoadedModule() throws IOException {
        for (long mapThreshold : new long[] {0, ModuleReader.MAP_THRESHOLD}) {
            constantWritesStayInTheLoadedModule(mapThreshold);
        }
    }

    private static void constantWritesStayInTheLoadedModule(long mapThreshold) throws IOException {
        Path file = TestModules.path("archive");
        byte[] before = Files.readAllBytes(file);
        BytecodeModule m = ModuleReader.read(file, mapThreshold);
        VmBuffer constant = VmBuffer.wrapModuleConstant(m.rodata[0]);
        assertFalse(constant.isMutable());
        JireeException e = assertThrows(JireeException.class, () -> constant.storeI8(36, 1));
        assertEquals(StatusCode.PERMISSION_DENIED, e.code());
        assertTrue(constant.segment().isReadOnly());

        // What hal.allocator.import hands a device: the module's own writable memory.
        constant.hostMemory().set(ValueLayout.JAVA_BYTE, 36, (byte) 200);
        assertEquals(200, constant.loadI8U(36));
        assertEquals(200, Byte.toUnsignedInt(m.rodata(0).get(ValueLayout.JAVA_BYTE, 36)));

        assertArrayEquals(before, Files.readAllBytes(file), "the module file changed");
        assertEquals(
                (36 * 7) % 251,
                Byte.toUnsignedInt(BytecodeModule.load(file).rodata(0).get(ValueLayout.JAVA_BYTE, 36)),
                "a new load must see the file's constants");
        // Loaded from bytes or from read-only memory, the module owns a copy it may write.
        BytecodeModule fromBytes = BytecodeModule.load(before);
        assertTrue(fromBytes.rodata[0].isNative() && !fromBytes.rodata[0].isReadOnly());
        BytecodeModule fromReadOnly =
                BytecodeModule.load(MemorySegment.ofArray(before).asReadOnly());
        assertFalse(fromReadOnly.rodata[0].isReadOnly());
    }

    /** The /proc/self/maps line of the mapping that holds {@code address}. */
    private static String mappingContaining(long address) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
            String[] range = line.substring(0, line.indexOf(' ')).split("-");
            long start = Long.parseUnsignedLong(range[0], 16);
            long end = Long.parseUnsignedLong(range[1], 16);
            if (Long.compareUnsigned(address, start) >= 0 && Long.compareUnsigned(address, end) < 0) {
                return line;
            }
        }
        return "(no mapping holds 0x" + Long.toHexString(address) + ")";
    }

    @Test
    void truncatedExternalRodataIsRejected() {
        byte[] full = TestModules.bytes("archive");
        JireeException e =
                assertThrows(JireeException.class, () -> BytecodeModule.load(Arrays.copyOf(full, full.length - 2000)));
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
        assertEquals(
                List.of("provider.add", "provider.wide", "provider.fail", "provider.missing", "native.sum"),
                m.imports().stream().map(i -> i.fullName()).toList());
        assertEquals(
                List.of(false, false, false, true, true),
                m.imports().stream().map(i -> i.optional()).toList());
        assertEquals(
                "0CiD_i", m.imports().get(4).signature().callingConvention().text());
        Function wide = m.lookupExport("call_wide");
        assertEquals("0Ii_Ii", wide.signature().callingConvention().text());
        assertEquals(BytecodeModule.VERSION_MAJOR, 17);
        assertTrue(m.functionCount() >= m.exports().size());
    }
}
