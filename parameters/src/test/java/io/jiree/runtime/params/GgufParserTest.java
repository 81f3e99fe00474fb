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

/** The GGUF reader on the file make_parameters.py wrote, and on damaged copies of it. */
class GgufParserTest {
    @TempDir
    Path tmp;

    static ParameterIndex parse(Path file) {
        ParameterIndex index = new ParameterIndex();
        GgufParser.parse(ParameterFile.map(file), index);
        return index;
    }

    @Test
    void readsTheCommittedFile() {
        ParameterIndex index = parse(IrpaParserTest.archive("model.gguf"));
        assertEquals(
                List.of("w", "q", "m", "s", "z"),
                index.entries().stream().map(ParameterEntry::key).toList());
        assertArrayEquals(
                new float[] {1.5f, -2.25f, 3.0f, 0.125f},
                index.lookup("w")
                        .contents()
                        .toArray(ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN)));
        assertEquals(4, index.lookup("q").length());
        assertEquals(32, index.lookup("z").length());
    }

    @Test
    void truncatedFilesAreInvalidArgument() throws IOException {
        byte[] bytes = Files.readAllBytes(IrpaParserTest.archive("model.gguf"));
        for (int length : new int[] {0, 5, 20, 60, 200, bytes.length - 1}) {
            Path cut = tmp.resolve("cut" + length + ".gguf");
            Files.write(cut, Arrays.copyOf(bytes, length));
            JireeException e = assertThrows(JireeException.class, () -> parse(cut), "cut at " + length);
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
        }
    }

    @Test
    void damagedTensorInfoNamesTheTensor() throws IOException {
        byte[] bytes = Files.readAllBytes(IrpaParserTest.archive("model.gguf"));
        int at = indexOf(bytes, "\u0001\u0000\u0000\u0000\u0000\u0000\u0000\u0000q".getBytes()); // name of 'q'
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int dims = at + 9;
        assertEquals(1, b.getInt(dims));
        b.putLong(dims + 4, 1L << 40); // its one dimension
        Path bad = tmp.resolve("bad.gguf");
        Files.write(bad, bytes);
        JireeException e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("tensor 1 ('q')"), e.getMessage());

        b.putLong(dims + 4, 4);
        b.putInt(dims + 12, 99); // ggml type
        Files.write(bad, bytes);
        e = assertThrows(JireeException.class, () -> parse(bad));
        assertEquals(StatusCode.UNIMPLEMENTED, e.code());
        assertTrue(e.getMessage().contains("GGML tensor type 99 not supported (tensor 1 ('q'))"), e.getMessage());
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }
}
