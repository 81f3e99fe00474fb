package io.jiree.runtime.params;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The IRPA reader on the archives the pinned toolchain wrote, and on damaged copies of them. */
class IrpaParserTest {
    @TempDir
    Path tmp;

    static Path archive(String name) {
        String root = System.getProperty("jiree.repo.root");
        Path repo = root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
        return repo.resolve("test-modules/params").resolve(name);
    }

    static ParameterIndex parse(Path file) {
        ParameterIndex index = new ParameterIndex();
        IrpaParser.parse(ParameterFile.map(file), index);
        return index;
    }

    @Test
    void readsDataSplatAndZeroFillEntries() {
        ParameterIndex index = parse(archive("model.irpa"));
        assertEquals(
                List.of("w", "q", "m", "s", "z"),
                index.entries().stream().map(ParameterEntry::key).toList());
        ParameterEntry w = index.lookup("w");
        assertEquals(16, w.length());
        assertArrayEquals(
                new float[] {1.5f, -2.25f, 3.0f, 0.125f},
                w.contents().toArray(ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN)));
        assertArrayEquals(
                new byte[] {7, -8, 100, -128}, index.lookup("q").contents().toArray(ValueLayout.JAVA_BYTE));
        ParameterEntry s = index.lookup("s");
        assertTrue(s.isSplat());
        assertEquals(16, s.length());
        assertEquals(
                2.25f,
                ByteBuffer.wrap(s.pattern()).order(ByteOrder.LITTLE_ENDIAN).getFloat());
        ParameterEntry z = index.lookup("z");
        assertTrue(z.isSplat());
        assertEquals(32, z.length());
        assertTrue(allZero(z.pattern()));
        JireeException e = assertThrows(JireeException.class, () -> index.lookup("nope"));
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertTrue(e.getMessage().contains("'nope'"), e.getMessage());
    }

    @Test
    void truncatedArchiveIsInvalidArgument() throws IOException {
        byte[] bytes = Files.readAllBytes(archive("model.irpa"));
        for (int length : new int[] {0, 3, 31, 60, 100, 600, 719}) {
            Path cut = tmp.resolve("cut" + length + ".irpa");
            Files.write(cut, Arrays.copyOf(bytes, length));
            JireeException e = assertThrows(JireeException.class, () -> parse(cut), "cut at " + length);
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains(cut.toString()), e.getMessage());
        }
    }

    @Test
    void entryDataOutsideStorageNamesTheEntry() throws IOException {
        byte[] bytes = Files.readAllBytes(archive("model.irpa"));
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        long entry = entryOffset(b, 1); // 'q', a data entry
        assertEquals(IrpaParser.TYPE_DATA, b.getInt((int) entry + 8));
        b.putLong((int) entry + IrpaParser.ENTRY_HEADER_SIZE + 8, 1L << 40); // storage length
        Path bad = tmp.resolve("bad.irpa");
        Files.write(bad, bytes);
        JireeException e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("entry 1 ('q')"), e.getMessage());

        b.putLong((int) entry + IrpaParser.ENTRY_HEADER_SIZE + 8, 4);
        b.putLong((int) entry + IrpaParser.ENTRY_HEADER_SIZE, -8); // storage offset, huge unsigned
        Files.write(bad, bytes);
        e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("entry 1 ('q')"), e.getMessage());
    }

    @Test
    void nameOutsideMetadataAndBadSplatAreInvalidArgument() throws IOException {
        byte[] original = Files.readAllBytes(archive("model.irpa"));
        byte[] bytes = original.clone();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong((int) entryOffset(b, 2) + 20, 1L << 50); // 'm' name offset
        Path bad = tmp.resolve("bad.irpa");
        Files.write(bad, bytes);
        JireeException e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("entry 2"), e.getMessage());

        bytes = original.clone();
        b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        long s = entryOffset(b, 3);
        assertEquals(IrpaParser.TYPE_SPLAT, b.getInt((int) s + 8));
        bytes[(int) s + IrpaParser.ENTRY_HEADER_SIZE + 8 + 16] = 17; // pattern length
        Files.write(bad, bytes);
        e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("entry 3 ('s')"), e.getMessage());
    }

    @Test
    void wrongMagicAndUnknownExtension() throws IOException {
        Path notIrpa = tmp.resolve("x.irpa");
        Files.write(notIrpa, new byte[128]);
        JireeException e = assertThrows(JireeException.class, () -> parse(notIrpa));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("magic"), e.getMessage());

        Path other = tmp.resolve("x.bin");
        Files.write(other, new byte[8]);
        e = assertThrows(JireeException.class, () -> new Parameters().addFile("", other));
        assertEquals(StatusCode.UNIMPLEMENTED, e.code());
        e = assertThrows(JireeException.class, () -> new Parameters().addFlag("model=" + tmp.resolve("missing.irpa")));
        assertEquals(StatusCode.NOT_FOUND, e.code());
    }

    private static long entryOffset(ByteBuffer b, int index) {
        long at = b.getLong(40); // entry segment offset (header at 0)
        for (int i = 0; i < index; i++) {
            long size = b.getLong((int) at);
            at += (size + 15) & -16;
        }
        return at;
    }

    private static boolean allZero(byte[] bytes) {
        for (byte x : bytes) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }
}
