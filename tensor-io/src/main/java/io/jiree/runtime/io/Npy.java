package io.jiree.runtime.io;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * NumPy {@code .npy} arrays, read and written as IREE's tools do. A file may hold several arrays
 * back to back (that is how {@code --output=+file.npy} appends and how several {@code --input}s
 * read one file in turn).
 *
 * <p>Writing produces the same bytes as {@code numpy.save}: a version 1.0 header (2.0 past 64 KiB)
 * {@code {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }} padded with spaces and a
 * newline to a multiple of 64 bytes, then the little-endian contents. Reading accepts what numpy
 * writes for booleans, signed/unsigned integers, floats and complex numbers in little-endian
 * C order; Fortran order, big-endian and object/string dtypes are refused with an error.
 */
public final class Npy {
    private Npy() {}

    private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};

    // ---------------------------------------------------------------------------------------------
    // Reading

    /** Reads every array in the file, in order. */
    public static List<HostTensor> readAll(Path path) {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            List<HostTensor> arrays = new ArrayList<>();
            while (ch.position() < ch.size()) {
                arrays.add(read(ch));
            }
            return arrays;
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.UNKNOWN, "unable to read npy file `" + path + "`: " + e.getMessage(), e);
        }
    }

    /**
     * Reads the array at the channel's position and leaves the position just after it, so the next
     * call reads the next concatenated array.
     */
    public static HostTensor read(SeekableByteChannel channel) throws IOException {
        if (channel.position() >= channel.size()) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "end-of-file");
        }
        String header = readHeader(channel);
        Header h = parseHeader(header);
        long length = HostTensor.byteLength(h.shape, h.elementType);
        MemorySegment contents = HostTensor.allocateBytes(length, h.shape, h.elementType);
        try {
            readFully(channel, contents.asByteBuffer());
        } catch (JireeException e) {
            throw e.annotate("failed to read npy contents of " + length + " bytes");
        }
        return HostTensor.wrap(h.shape, h.elementType, contents);
    }

    /** Reads exactly {@code buffer.remaining()} bytes or fails with IREE's end-of-file error. */
    static void readFully(ReadableByteChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw JireeException.of(StatusCode.OUT_OF_RANGE, "end-of-file encountered during read");
            }
        }
    }

    private static String readHeader(SeekableByteChannel channel) throws IOException {
        ByteBuffer prefix = ByteBuffer.allocate(8);
        try {
            readFully(channel, prefix);
        } catch (JireeException e) {
            throw e.annotate("unable to read entire header prefix");
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (prefix.get(i) != MAGIC[i]) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "npy header magic mismatch");
            }
        }
        int major = Byte.toUnsignedInt(prefix.get(6));
        int minor = Byte.toUnsignedInt(prefix.get(7));
        if (major == 0 || major > 3) {
            throw JireeException.of(StatusCode.UNIMPLEMENTED, "npy version %d.%d not supported", major, minor);
        }
        ByteBuffer lengthBytes = ByteBuffer.allocate(major == 1 ? 2 : 4).order(ByteOrder.LITTLE_ENDIAN);
        try {
            readFully(channel, lengthBytes);
        } catch (JireeException e) {
            throw e.annotate(String.format(
                    "failed to read version %d.%d %d-byte header length", major, minor, major == 1 ? 2 : 4));
        }
        long headerLength = major == 1
                ? Short.toUnsignedInt(lengthBytes.getShort(0))
                : Integer.toUnsignedLong(lengthBytes.getInt(0));
        if (headerLength > channel.size() - channel.position()) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "end-of-file encountered during read")
                    .annotate("failed to read header string of " + headerLength + " bytes");
        }
        if (headerLength > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "npy header of %d bytes is too large; the file is not a valid npy file",
                    headerLength);
        }
        ByteBuffer text = ByteBuffer.allocate((int) headerLength);
        readFully(channel, text);
        return new String(text.array(), StandardCharsets.ISO_8859_1);
    }

    private record Header(long[] shape, ElementType elementType) {}

    private static Header parseHeader(String headerText) {
        String header = CNumbers.trim(headerText);
        if (header.startsWith("{")) header = header.substring(1);
        if (header.endsWith("}")) header = header.substring(0, header.length() - 1);
        long[] shape = new long[0];
        ElementType type = ElementType.NONE;
        while (!header.isEmpty()) {
            int colon = header.indexOf(':');
            if (colon < 0) throw malformed();
            String key = header.substring(0, colon);
            if (key.startsWith("'")) key = key.substring(1);
            if (key.endsWith("'")) key = key.substring(0, key.length() - 1);
            String rest = CNumbers.trim(header.substring(colon + 1));
            String value;
            if (rest.startsWith("True")) {
                value = "True";
                rest = rest.substring(4);
            } else if (rest.startsWith("False")) {
                value = "False";
                rest = rest.substring(5);
            } else if (rest.startsWith("'") || rest.startsWith("(")) {
                char close = rest.charAt(0) == '\'' ? '\'' : ')';
                rest = rest.substring(1);
                int end = rest.indexOf(close);
                value = end < 0 ? rest : rest.substring(0, end);
                rest = end < 0 ? "" : rest.substring(end + 1);
            } else {
                throw malformed();
            }
            if (!rest.startsWith(",")) throw malformed();
            header = CNumbers.trim(rest.substring(1));
            switch (key) {
                case "descr" -> type = descrToElementType(value);
                case "fortran_order" -> {
                    if (!value.equals("False")) {
                        throw JireeException.of(StatusCode.UNIMPLEMENTED, "fortran order arrays not supported");
                    }
                }
                case "shape" -> shape = parseShape(value);
                default -> {}
            }
        }
        return new Header(shape, type);
    }

    private static JireeException malformed() {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "malformed header dict");
    }

    private static ElementType descrToElementType(String descr) {
        String d = descr;
        if (!d.isEmpty()) {
            char order = d.charAt(0);
            if (order == '>') {
                throw JireeException.of(StatusCode.UNIMPLEMENTED, "big-endian data type '%s' unsupported", descr);
            }
            if (order == '|' || order == '=' || order == '<') d = d.substring(1);
        }
        if (d.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "descr missing kind");
        }
        char kind = d.charAt(0);
        int numerical = switch (kind) {
            case 'b' -> ElementType.NUMERICAL_BOOLEAN;
            case 'i' -> ElementType.NUMERICAL_INTEGER_SIGNED;
            case 'u' -> ElementType.NUMERICAL_INTEGER_UNSIGNED;
            case 'f' -> ElementType.NUMERICAL_FLOAT_IEEE;
            case 'c' -> ElementType.NUMERICAL_FLOAT_COMPLEX;
            case 'V' -> ElementType.NUMERICAL_UNKNOWN;
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported data type %c", kind);
        };
        Integer width = CNumbers.atoiUint32(d.substring(1));
        if (width == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid descr byte width");
        }
        return ElementType.make(numerical, width * 8);
    }

    private static long[] parseShape(String value) {
        String text = value;
        if (text.isEmpty()) return new long[0];
        String counted = text.endsWith(",") ? text.substring(0, text.length() - 1) : text;
        int rank = 1;
        for (int i = 0; i < counted.length(); i++) {
            if (counted.charAt(i) == ',') rank++;
        }
        if (rank > HostTensor.MAX_RANK) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "shape rank %d too large; be reasonable please", rank);
        }
        long[] shape = new long[rank];
        String rest = text;
        for (int i = 0; i < rank; i++) {
            int comma = rest.indexOf(',');
            String dim = CNumbers.trim(comma < 0 ? rest : rest.substring(0, comma));
            rest = comma < 0 ? "" : rest.substring(comma + 1);
            Long v = CNumbers.atoiUint64(dim);
            if (v == null || v < 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid dimension %d value %s", i, dim);
            }
            shape[i] = v;
        }
        return shape;
    }

    // ---------------------------------------------------------------------------------------------
    // Writing

    /** numpy's dtype string for an element type, e.g. {@code <f4}, {@code |b1}. */
    public static String dtype(ElementType type) {
        int bytes = type.denseByteCount();
        String kind = switch (type.numericalType()) {
            case ElementType.NUMERICAL_UNKNOWN -> "V";
            case ElementType.NUMERICAL_BOOLEAN -> "b";
            case ElementType.NUMERICAL_INTEGER, ElementType.NUMERICAL_INTEGER_SIGNED -> "i";
            case ElementType.NUMERICAL_INTEGER_UNSIGNED -> "u";
            case ElementType.NUMERICAL_FLOAT_IEEE -> "f";
            case ElementType.NUMERICAL_FLOAT_COMPLEX -> "c";
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported data encoding");
        };
        return (bytes == 1 ? "|" : "<") + kind + bytes;
    }

    /** The complete {@code .npy} encoding of one array. */
    public static byte[] toBytes(HostTensor tensor) {
        byte[] header = header(tensor);
        long total = (long) header.length + tensor.byteLength();
        if (total > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "%s is too large to encode in memory; write it to a file instead",
                    tensor.metadata());
        }
        ByteBuffer out = ByteBuffer.allocate((int) total);
        out.put(header);
        out.put(tensor.contents().asByteBuffer());
        return out.array();
    }

    /** The {@code .npy} header of one array: magic, version, dict, padding; UNIMPLEMENTED for a type numpy lacks. */
    static byte[] header(HostTensor tensor) {
        StringBuilder dict = new StringBuilder("{'descr': '")
                .append(dtype(tensor.elementType()))
                .append("', 'fortran_order': False, 'shape': (");
        long[] shape = tensor.shape();
        for (int i = 0; i < shape.length; i++) {
            if (i > 0) dict.append(", ");
            dict.append(shape[i]);
        }
        if (shape.length == 1) dict.append(',');
        dict.append("), }");
        byte[] dictBytes = dict.toString().getBytes(StandardCharsets.ISO_8859_1);
        boolean v2 = dictBytes.length > 65535;
        int current = 8 + (v2 ? 4 : 2) + dictBytes.length + 1;
        int padding = (64 - current % 64) % 64;
        int headerLength = dictBytes.length + padding + 1;
        ByteBuffer out = ByteBuffer.allocate(current + padding).order(ByteOrder.LITTLE_ENDIAN);
        out.put(MAGIC).put((byte) (v2 ? 2 : 1)).put((byte) 0);
        if (v2) {
            out.putInt(headerLength);
        } else {
            out.putShort((short) headerLength);
        }
        out.put(dictBytes);
        for (int i = 0; i < padding; i++) out.put((byte) ' ');
        out.put((byte) '\n');
        return out.array();
    }

    /** The most bytes of an array's contents {@link #write} hands the channel at once. */
    private static final long CHUNK = 1 << 20;

    /**
     * Appends one array to the channel at its current position: the header, then the contents in
     * chunks straight from the tensor's memory (no copy of the whole array on the heap, no 2 GiB limit).
     */
    public static void write(WritableByteChannel channel, HostTensor tensor) throws IOException {
        writeFully(channel, ByteBuffer.wrap(header(tensor)));
        MemorySegment contents = tensor.contents();
        long size = tensor.byteLength();
        for (long offset = 0; offset < size; offset += CHUNK) {
            writeFully(
                    channel,
                    contents.asSlice(offset, Math.min(CHUNK, size - offset)).asByteBuffer());
        }
    }

    private static void writeFully(WritableByteChannel channel, ByteBuffer bytes) throws IOException {
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
    }

    /** Writes the arrays to a new (or truncated) file, one after another. */
    public static void save(Path path, HostTensor... tensors) {
        try (FileChannel ch = FileChannel.open(
                path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            for (HostTensor t : tensors) {
                write(ch, t);
            }
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.UNKNOWN, "unable to write npy file `" + path + "`: " + e.getMessage(), e);
        }
    }
}
