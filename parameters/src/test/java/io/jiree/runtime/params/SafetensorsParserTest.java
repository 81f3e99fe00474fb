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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The safetensors reader on the files make_parameters.py wrote, and on malformed ones. */
class SafetensorsParserTest {
    @TempDir
    Path tmp;

    static ParameterIndex parse(Path file) {
        ParameterIndex index = new ParameterIndex();
        SafetensorsParser.parse(ParameterFile.map(file), index);
        return index;
    }

    Path write(String header, int dataBytes) throws IOException {
        byte[] h = header.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + h.length + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(h.length).put(h);
        Path p = tmp.resolve("t" + header.hashCode() + ".safetensors");
        Files.write(p, b.array());
        return p;
    }

    @Test
    void readsTheCommittedFile() {
        ParameterIndex index = parse(IrpaParserTest.archive("model.safetensors"));
        assertEquals(
                List.of("w", "q", "m", "s", "z"),
                index.entries().stream().map(ParameterEntry::key).toList());
        assertArrayEquals(
                new float[] {0, 1, 2, 3, 4, 5, 6, 7},
                index.lookup("z")
                        .contents()
                        .toArray(ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN)));
        assertArrayEquals(
                new byte[] {7, -8, 100, -128}, index.lookup("q").contents().toArray(ValueLayout.JAVA_BYTE));
    }

    @Test
    void metadataAndEscapesAreAccepted() throws IOException {
        ParameterIndex index = parse(write(
                "{\"__metadata__\":{\"k\":\"v\"},\"a\\u0062\":{\"dtype\":\"I32\","
                        + "\"shape\":[2],\"data_offsets\":[0,8]}}",
                8));
        assertEquals(8, index.lookup("ab").length());
    }

    @Test
    void malformedFilesNameTheProblem() throws IOException {
        String[][] cases = {
            {"{\"x\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[0,16]}}", "tensor 'x'"}, // past the data
            {"{\"x\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", "tensor 'x'"}, // shape vs range
            {"{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[8,0]}}", "tensor 'x'"},
            {"{\"x\":{\"shape\":[2],\"data_offsets\":[0,8]}}", "tensor 'x'"},
            {"{\"x\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}", "tensor 'x'"},
            {"{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0]}}", "tensor 'x'"},
            {"{\"x\":", "malformed"},
            {"[1,2]", "not an object"},
            {"{\"x\":1,\"x\":2}", "duplicate"},
        };
        for (String[] c : cases) {
            Path p = write(c[0], 8);
            JireeException e = assertThrows(JireeException.class, () -> parse(p), c[0]);
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains(c[1]), e.getMessage());
        }
    }

    @Test
    void truncatedFilesAreInvalidArgument() throws IOException {
        byte[] bytes = Files.readAllBytes(IrpaParserTest.archive("model.safetensors"));
        for (int length : new int[] {0, 7, 8, 40, bytes.length - 1}) {
            Path cut = tmp.resolve("cut" + length + ".safetensors");
            Files.write(cut, Arrays.copyOf(bytes, length));
            JireeException e = assertThrows(JireeException.class, () -> parse(cut), "cut at " + length);
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
        }
    }
}
