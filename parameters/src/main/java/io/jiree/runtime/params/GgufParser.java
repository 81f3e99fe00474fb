package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Reads a GGUF file (versions 2 and 3) into a {@link ParameterIndex}: the header, the metadata
 * key/value pairs (only {@code general.alignment} matters here), the tensor infos, and the tensor
 * data that starts at the first multiple of the alignment after them. Each tensor's size follows
 * from its ggml type (block size and bytes per block) and dimensions; every read and every range
 * is checked against the file, and a malformed file is INVALID_ARGUMENT naming the tensor or key.
 */
public final class GgufParser {
    static final int MAGIC = 0x46554747; // "GGUF"
    static final int DEFAULT_ALIGNMENT = 32;

    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    // ggml type id -> {elements per block, bytes per block}; null for ids the format does not define.
    private static final int[][] TYPES = new int[19][];

    static {
        TYPES[0] = new int[] {1, 4}; // F32
        TYPES[1] = new int[] {1, 2}; // F16
        TYPES[2] = new int[] {32, 18}; // Q4_0
        TYPES[3] = new int[] {32, 20}; // Q4_1
        TYPES[6] = new int[] {32, 22}; // Q5_0
        TYPES[7] = new int[] {32, 24}; // Q5_1
        TYPES[8] = new int[] {32, 34}; // Q8_0
        TYPES[9] = new int[] {32, 40}; // Q8_1
        TYPES[10] = new int[] {256, 84}; // Q2_K
        TYPES[11] = new int[] {256, 110}; // Q3_K
        TYPES[12] = new int[] {256, 144}; // Q4_K
        TYPES[13] = new int[] {256, 176}; // Q5_K
        TYPES[14] = new int[] {256, 210}; // Q6_K
        TYPES[15] = new int[] {256, 292}; // Q8_K
        TYPES[16] = new int[] {1, 1}; // I8
        TYPES[17] = new int[] {1, 2}; // I16
        TYPES[18] = new int[] {1, 4}; // I32
    }

    private final ParameterFile file;
    private final MemorySegment data;
    private long at;

    private GgufParser(ParameterFile file) {
        this.file = file;
        this.data = file.contents();
    }

    /** Adds every tensor of {@code file} to {@code index}. */
    public static void parse(ParameterFile file, ParameterIndex index) {
        new GgufParser(file).parse(index);
    }

    private record TensorInfo(String name, long offset, long length) {}

    private void parse(ParameterIndex index) {
        int magic = (int) u32("the file magic");
        if (magic != MAGIC) {
            throw malformed(
                    "GGUF file magic missing or invalid %08X; expected %08X (is this a .gguf file?)", magic, MAGIC);
        }
        long version = u32("the version");
        if (version < 2 || version > 3) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "GGUF file %s: format version %d is unsupported; expected version 2-3",
                    file.name(),
                    version);
        }
        long tensorCount = u64("the tensor count");
        long kvCount = u64("the metadata count");
        if (tensorCount == 0) {
            return;
        }
        long alignment = DEFAULT_ALIGNMENT;
        for (long i = 0; i < kvCount; i++) {
            String key = string("metadata key " + i);
            String where = "metadata '" + key + "'";
            int type = (int) u32(where + " type");
            if (key.equals("general.alignment")) {
                if (type != 4) {
                    throw malformed("general.alignment metadata value must be uint32 (type 4), not type %d", type);
                }
                alignment = u32(where);
                if (alignment == 0 || Long.bitCount(alignment) != 1) {
                    throw malformed("general.alignment %d is not a power of two", alignment);
                }
            } else {
                skipValue(type, where, 0);
            }
        }
        if (tensorCount < 0 || tensorCount > (data.byteSize() - at) / 24) {
            throw malformed(
                    "%s tensors cannot fit in the %d bytes left after the metadata",
                    Long.toUnsignedString(tensorCount), data.byteSize() - at);
        }
        TensorInfo[] infos = new TensorInfo[(int) tensorCount];
        for (int t = 0; t < tensorCount; t++) {
            String name = string("tensor " + t + " name");
            String where = "tensor " + t + " ('" + name + "')";
            long dims = u32(where + " dimension count");
            if (dims > 16) {
                throw malformed("%s has %d dimensions", where, dims);
            }
            long elements = 1;
            for (int d = 0; d < dims; d++) {
                long n = u64(where + " dimension " + d);
                if (n < 0 || (n != 0 && elements > Long.MAX_VALUE / n)) {
                    throw malformed("%s dimension %d (%s) is too large", where, d, Long.toUnsignedString(n));
                }
                elements *= n;
            }
            long type = u32(where + " type");
            int[] traits = type < TYPES.length ? TYPES[(int) type] : null;
            if (traits == null) {
                // A type this reader has no layout for (bf16 among them, as in IREE): not a damaged file.
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED, "GGML tensor type %d not supported (%s)", type, where);
            }
            if (elements % traits[0] != 0) {
                throw malformed(
                        "%s: %d elements are not a whole number of %d-element blocks", where, elements, traits[0]);
            }
            long blocks = elements / traits[0];
            if (blocks > Long.MAX_VALUE / traits[1]) {
                throw malformed("%s is too large", where);
            }
            long offset = u64(where + " offset");
            infos[t] = new TensorInfo(name, offset, blocks * traits[1]);
        }
        long dataStart = (at + alignment - 1) & -alignment;
        long available = Math.max(0, data.byteSize() - dataStart);
        for (int t = 0; t < infos.length; t++) {
            TensorInfo info = infos[t];
            String where = "tensor " + t + " ('" + info.name + "')";
            if (info.offset < 0 || info.offset > available || info.length > available - info.offset) {
                throw malformed(
                        "%s has data offsets outside of the available data (begin=%s, length=%d, "
                                + "available=%d); the file is truncated or corrupt",
                        where, Long.toUnsignedString(info.offset), info.length, available);
            }
            index.add(ParameterEntry.ofFile(info.name, file, dataStart + info.offset, info.length));
        }
    }

    // GGUF metadata value types: 0 u8, 1 i8, 2 u16, 3 i16, 4 u32, 5 i32, 6 f32, 7 bool, 8 string,
    // 9 array, 10 u64, 11 i64, 12 f64.
    private void skipValue(int type, String where, int depth) {
        switch (type) {
            case 0, 1, 7 -> skip(1, where);
            case 2, 3 -> skip(2, where);
            case 4, 5, 6 -> skip(4, where);
            case 10, 11, 12 -> skip(8, where);
            case 8 -> string(where);
            case 9 -> {
                if (depth > 8) {
                    throw malformed("%s nests arrays deeper than 8", where);
                }
                int elementType = (int) u32(where + " array type");
                long count = u64(where + " array length");
                if (count < 0 || count > data.byteSize() - at) {
                    throw malformed("%s array length %s exceeds the file", where, Long.toUnsignedString(count));
                }
                for (long i = 0; i < count; i++) {
                    skipValue(elementType, where, depth + 1);
                }
            }
            default -> throw malformed("%s has unknown value type %d", where, type);
        }
    }

    private void need(long n, String what) {
        if (n < 0 || at > data.byteSize() - n) {
            throw malformed("the file ends inside %s (at byte %d of %d); it is truncated", what, at, data.byteSize());
        }
    }

    private void skip(long n, String what) {
        need(n, what);
        at += n;
    }

    private long u32(String what) {
        need(4, what);
        long v = Integer.toUnsignedLong(data.get(U32, at));
        at += 4;
        return v;
    }

    private long u64(String what) {
        need(8, what);
        long v = data.get(U64, at);
        at += 8;
        return v;
    }

    private String string(String what) {
        long n = u64(what + " length");
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw malformed("%s length %s is too large", what, Long.toUnsignedString(n));
        }
        need(n, what);
        String s = new String(data.asSlice(at, n).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
        at += n;
        return s;
    }

    private JireeException malformed(String format, Object... args) {
        return new JireeException(
                StatusCode.INVALID_ARGUMENT, "malformed GGUF file " + file.name() + ": " + String.format(format, args));
    }
}
