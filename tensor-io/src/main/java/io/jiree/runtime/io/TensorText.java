package io.jiree.runtime.io;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Locale;

/**
 * IREE's textual tensor form, {@code [shape x]type[=values]}, parsed and printed exactly as
 * {@code iree-run-module} does: {@code 2x2xi32=[1 2][3 4]}, {@code f32=1.5}, {@code 4xf16=1}
 * (one value splats over the shape), {@code 3xi1=01 00 FF} (types without a numeric form are
 * written as hex bytes).
 *
 * <p>Values are separated by whitespace, commas and brackets; the brackets are not checked
 * against the shape. Numbers follow the C library: integers may be hex ({@code 0x1F}) or octal
 * ({@code 017}), floats may be hex ({@code 0x1p-3}), {@code inf} or {@code nan}, and characters
 * after a valid number prefix are ignored ({@code 12abc} is 12). Printing uses {@code %G} for
 * floats and elides elements beyond a maximum count with {@code ...}.
 */
public final class TensorText {
    private TensorText() {}

    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED;
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;
    private static final ValueLayout.OfDouble F64 = ValueLayout.JAVA_DOUBLE_UNALIGNED;

    /** Shape and element type parsed from the part before {@code =}. */
    public record Metadata(long[] shape, ElementType elementType) {
        public Metadata {
            shape = shape.clone();
        }

        @Override
        public long[] shape() {
            return shape.clone();
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Parsing

    /**
     * Parses a whole tensor, {@code [shape x]type[=values]}. No values (or an empty value list)
     * gives zeros; exactly one value is splatted; otherwise the count must equal the element count.
     */
    public static HostTensor parse(String text) {
        String value = stripQuotes(text);
        if (value.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "empty string input");
        }
        int eq = value.indexOf('=');
        String meta = eq < 0 ? value : value.substring(0, eq);
        String data = eq < 0 ? "" : value.substring(eq + 1);
        Metadata m = parseMetadataUnquoted(meta);
        long length = HostTensor.byteLength(m.shape, m.elementType);
        MemorySegment contents = HostTensor.allocateBytes(length, m.shape, m.elementType);
        parseElements(data, m.elementType, contents);
        return HostTensor.wrap(m.shape, m.elementType, contents);
    }

    /**
     * Parses the metadata of a tensor string (anything after {@code =} is ignored), as used for
     * {@code 2x2xf32=@file.bin}.
     */
    public static Metadata parseMetadata(String text) {
        String value = stripQuotes(text);
        if (value.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "empty string input");
        }
        int eq = value.indexOf('=');
        return parseMetadataUnquoted(eq < 0 ? value : value.substring(0, eq));
    }

    private static String stripQuotes(String text) {
        String value = CNumbers.trim(text);
        if (value.startsWith("\"")) value = value.substring(1);
        if (value.endsWith("\"")) value = value.substring(0, value.length() - 1);
        return value;
    }

    private static Metadata parseMetadataUnquoted(String shapeAndType) {
        int lastX = shapeAndType.lastIndexOf('x');
        String shapeText = lastX < 0 ? "" : shapeAndType.substring(0, lastX);
        String typeText = lastX < 0 ? shapeAndType : shapeAndType.substring(lastX + 1);
        long[] shape = parseShape(shapeText);
        ElementType type = parseElementType(typeText);
        return new Metadata(shape, type);
    }

    /** Parses {@code 2x3x4} (empty text is rank 0). Dimensions must be non-negative integers. */
    public static long[] parseShape(String text) {
        if (text.isEmpty()) {
            return new long[0];
        }
        int rank = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == 'x') rank++;
        }
        if (rank > HostTensor.MAX_RANK) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED, "a shape rank of %d is just a little bit excessive, eh?", rank);
        }
        long[] shape = new long[rank];
        int dimIndex = 0;
        String rhs = text;
        while (true) {
            // Mirrors IREE's split loop: stop at an empty piece or a piece before a leading 'x'.
            if (rhs.isEmpty()) break;
            int at = rhs.indexOf('x');
            if (at == 0) break;
            String lhs = at < 0 ? rhs : rhs.substring(0, at);
            rhs = at < 0 ? "" : rhs.substring(at + 1);
            Long dim = CNumbers.atoiInt64(lhs);
            if (dim == null || dim < 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "shape[%d] invalid value '%s' of '%s'", dimIndex, lhs, text);
            }
            shape[dimIndex++] = dim;
            if (at < 0) break;
        }
        if (dimIndex != rank) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid shape specification: '%s'", text);
        }
        return shape;
    }

    /**
     * Parses an element type name ({@code i32}, {@code si8}, {@code ui16}, {@code f16}, {@code bf16},
     * {@code cf64}, {@code i1}, {@code f8E4M3FN}, {@code x8}/{@code *8} for opaque) with IREE's
     * exact acceptance rules for the bit count.
     */
    public static ElementType parseElementType(String text) {
        switch (text) {
            case "i1":
                return ElementType.BOOL_8;
            default:
                break;
        }
        int numerical;
        String bits;
        if (text.startsWith("i")) {
            numerical = ElementType.NUMERICAL_INTEGER;
            bits = text.substring(1);
        } else if (text.startsWith("si")) {
            numerical = ElementType.NUMERICAL_INTEGER_SIGNED;
            bits = text.substring(2);
        } else if (text.startsWith("ui")) {
            numerical = ElementType.NUMERICAL_INTEGER_UNSIGNED;
            bits = text.substring(2);
        } else if (text.equals("f8E5M2")) {
            return ElementType.FLOAT_8_E5M2;
        } else if (text.equals("f8E4M3FN")) {
            return ElementType.FLOAT_8_E4M3FN;
        } else if (text.equals("f8E5M2FNUZ")) {
            return ElementType.FLOAT_8_E5M2_FNUZ;
        } else if (text.equals("f8E4M3FNUZ")) {
            return ElementType.FLOAT_8_E4M3_FNUZ;
        } else if (text.equals("f8E8M0FNU")) {
            return ElementType.FLOAT_8_E8M0_FNU;
        } else if (text.startsWith("f")) {
            numerical = ElementType.NUMERICAL_FLOAT_IEEE;
            bits = text.substring(1);
        } else if (text.startsWith("bf")) {
            numerical = ElementType.NUMERICAL_FLOAT_BRAIN;
            bits = text.substring(2);
        } else if (text.startsWith("cf")) {
            numerical = ElementType.NUMERICAL_FLOAT_COMPLEX;
            bits = text.substring(2);
        } else if (text.startsWith("x") || text.startsWith("*")) {
            numerical = ElementType.NUMERICAL_UNKNOWN;
            bits = text.substring(1);
        } else {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unhandled element type prefix in '%s'", text);
        }
        Integer bitCount = CNumbers.atoiUint32(bits);
        if (bitCount == null || Integer.compareUnsigned(bitCount, 0xFF) > 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "out of range bit count in '%s'", text);
        }
        return ElementType.make(numerical, bitCount);
    }

    private static boolean isSeparator(char c) {
        return CNumbers.isSpace(c) || c == ',' || c == '[' || c == ']';
    }

    /**
     * Parses element values into {@code target}, whose size fixes the element capacity. Empty
     * text zero-fills; a single value is splatted.
     */
    public static void parseElements(String data, ElementType type, MemorySegment target) {
        int elementSize = type.denseByteCount();
        long capacity = elementSize == 0 ? 0 : target.byteSize() / elementSize;
        if (data.isEmpty()) {
            target.fill((byte) 0);
            return;
        }
        long dst = 0;
        int tokenStart = -1;
        int i = 0;
        while (i < data.length()) {
            char c = data.charAt(i++);
            boolean separator = isSeparator(c);
            if (tokenStart < 0) {
                if (!separator) tokenStart = i - 1;
                continue;
            } else if (!separator) {
                continue;
            }
            if (dst >= capacity) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "output data buffer overflow: element_capacity=%d < dst_i=%d+",
                        capacity,
                        dst);
            }
            parseElement(data.substring(tokenStart, i - 1), type, target, dst * elementSize);
            ++dst;
            tokenStart = -1;
        }
        if (tokenStart >= 0) {
            if (dst >= capacity) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE, "output data overflow: element_capacity=%d < dst_i=%d", capacity, dst);
            }
            parseElement(data.substring(tokenStart), type, target, dst * elementSize);
            ++dst;
        }
        if (dst == 1 && capacity > 1) {
            // Splat by doubling the filled prefix: log2(n) bulk copies instead of n small ones.
            long filled = elementSize;
            long total = capacity * elementSize;
            while (filled < total) {
                long n = Math.min(filled, total - filled);
                MemorySegment.copy(target, 0, target, filled, n);
                filled += n;
            }
        } else if (dst < capacity) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "input data string underflow: dst_i=%d < element_capacity=%d",
                    dst,
                    capacity);
        }
    }

    private static JireeException badElement(String token, ElementType type) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid %s element value '%s'", type, token);
    }

    /** Parses one element value into {@code out} at {@code offset}. */
    public static void parseElement(String token, ElementType type, MemorySegment out, long offset) {
        if (out.byteSize() - offset < type.denseByteCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "output data buffer overflow: data_length=%d < element_size=%d",
                    out.byteSize() - offset,
                    type.denseByteCount());
        }
        if (type.equals(ElementType.INT_8) || type.equals(ElementType.SINT_8) || type.equals(ElementType.UINT_8)) {
            int v;
            if (type.equals(ElementType.UINT_8)) {
                Integer u = CNumbers.atoiUint32(token);
                if (u == null || Integer.compareUnsigned(u, 0xFF) > 0) throw badElement(token, type);
                v = u;
            } else {
                Integer t = CNumbers.atoiInt32(token);
                if (t == null
                        || t > (type.equals(ElementType.INT_8) ? 0xFF : Byte.MAX_VALUE)
                        || (type.equals(ElementType.INT_8) && t < Byte.MIN_VALUE)) {
                    throw badElement(token, type);
                }
                v = t;
            }
            out.set(ValueLayout.JAVA_BYTE, offset, (byte) v);
        } else if (type.equals(ElementType.INT_16)
                || type.equals(ElementType.SINT_16)
                || type.equals(ElementType.UINT_16)) {
            int v;
            if (type.equals(ElementType.UINT_16)) {
                Integer u = CNumbers.atoiUint32(token);
                if (u == null || Integer.compareUnsigned(u, 0xFFFF) > 0) throw badElement(token, type);
                v = u;
            } else {
                Integer t = CNumbers.atoiInt32(token);
                if (t == null
                        || t > (type.equals(ElementType.INT_16) ? 0xFFFF : Short.MAX_VALUE)
                        || (type.equals(ElementType.INT_16) && t < Short.MIN_VALUE)) {
                    throw badElement(token, type);
                }
                v = t;
            }
            out.set(I16, offset, (short) v);
        } else if (type.equals(ElementType.INT_32) || type.equals(ElementType.SINT_32)) {
            Integer t = CNumbers.atoiInt32(token);
            if (t == null) throw badElement(token, type);
            out.set(I32, offset, t);
        } else if (type.equals(ElementType.UINT_32)) {
            Integer t = CNumbers.atoiUint32(token);
            if (t == null) throw badElement(token, type);
            out.set(I32, offset, t);
        } else if (type.equals(ElementType.INT_64) || type.equals(ElementType.SINT_64)) {
            Long t = CNumbers.atoiInt64(token);
            if (t == null) throw badElement(token, type);
            out.set(I64, offset, t);
        } else if (type.equals(ElementType.UINT_64)) {
            Long t = CNumbers.atoiUint64(token);
            if (t == null) throw badElement(token, type);
            out.set(I64, offset, t);
        } else if (type.equals(ElementType.FLOAT_64)) {
            Double d = CNumbers.atod(token);
            if (d == null) throw badElement(token, type);
            out.set(F64, offset, d);
        } else if (isNumericFloat(type)) {
            Float f = CNumbers.atof(token);
            if (f == null) throw badElement(token, type);
            if (type.equals(ElementType.FLOAT_32)) {
                out.set(F32, offset, f);
            } else if (type.equals(ElementType.FLOAT_16)) {
                out.set(I16, offset, (short) NarrowFloats.fromFloat(f, NarrowFloats.F16));
            } else if (type.equals(ElementType.BFLOAT_16)) {
                out.set(I16, offset, (short) NarrowFloats.fromFloat(f, NarrowFloats.BF16));
            } else if (type.equals(ElementType.FLOAT_8_E8M0_FNU)) {
                out.set(ValueLayout.JAVA_BYTE, offset, (byte) NarrowFloats.floatToE8m0(f));
            } else {
                out.set(ValueLayout.JAVA_BYTE, offset, (byte) NarrowFloats.fromFloat(f, f8Format(type)));
            }
        } else {
            // No numeric form (booleans, sub-byte, complex, opaque): exactly two hex digits per byte.
            int size = type.denseByteCount();
            if (token.length() != size * 2) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "binary hex element count mismatch: buffer length=%d < expected=%d",
                        token.length(),
                        size * 2);
            }
            for (int b = 0; b < size; b++) {
                int hi = hexValue(token.charAt(b * 2));
                int lo = hexValue(token.charAt(b * 2 + 1));
                out.set(ValueLayout.JAVA_BYTE, offset + b, (byte) ((hi << 4) + lo));
            }
        }
    }

    /** IREE's hex table maps anything that is not a hex digit to 0. */
    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return 0;
    }

    private static boolean isNumericFloat(ElementType type) {
        return type.equals(ElementType.FLOAT_16)
                || type.equals(ElementType.BFLOAT_16)
                || type.equals(ElementType.FLOAT_32)
                || type.equals(ElementType.FLOAT_8_E5M2)
                || type.equals(ElementType.FLOAT_8_E4M3FN)
                || type.equals(ElementType.FLOAT_8_E5M2_FNUZ)
                || type.equals(ElementType.FLOAT_8_E4M3_FNUZ)
                || type.equals(ElementType.FLOAT_8_E8M0_FNU);
    }

    private static NarrowFloats.Format f8Format(ElementType type) {
        if (type.equals(ElementType.FLOAT_8_E5M2)) return NarrowFloats.F8E5M2;
        if (type.equals(ElementType.FLOAT_8_E4M3FN)) return NarrowFloats.F8E4M3FN;
        if (type.equals(ElementType.FLOAT_8_E5M2_FNUZ)) return NarrowFloats.F8E5M2FNUZ;
        return NarrowFloats.F8E4M3FNUZ;
    }

    // ---------------------------------------------------------------------------------------------
    // Printing

    /** {@code 2x3xf32} ({@code f32} for rank 0). */
    public static String formatShapeAndType(long[] shape, ElementType type) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < shape.length; i++) {
            sb.append(shape[i]).append(i < shape.length - 1 ? "x" : "");
        }
        if (shape.length > 0) sb.append('x');
        return sb.append(type).toString();
    }

    /**
     * The whole tensor as {@code iree-run-module} prints it, with at most
     * {@code maxElementCount} elements before eliding with {@code ...}.
     */
    public static String format(HostTensor tensor, long maxElementCount) {
        StringBuilder sb = new StringBuilder();
        sb.append(formatShapeAndType(tensor.shape(), tensor.elementType())).append('=');
        formatElements(tensor.contents(), tensor.shape(), tensor.elementType(), maxElementCount, sb);
        return sb.toString();
    }

    /** Appends the element values of dense row-major {@code data} (no metadata). */
    public static void formatElements(
            MemorySegment data, long[] shape, ElementType type, long maxElementCount, StringBuilder out) {
        long[] budget = {maxElementCount};
        formatRecursive(data, 0, data.byteSize(), shape.length == 0 ? new long[] {1} : shape, 0, type, budget, out);
    }

    private static void formatRecursive(
            MemorySegment data,
            long offset,
            long length,
            long[] shape,
            int axis,
            ElementType type,
            long[] budget,
            StringBuilder out) {
        int elementSize = type.denseByteCount();
        if (shape.length - axis > 1) {
            long inner = 1;
            for (int i = axis + 1; i < shape.length; i++) inner *= shape[i];
            long stride = inner * elementSize;
            if (length < stride * shape[axis]) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "input data underflow: data_length=%d < expected=%d",
                        length,
                        stride * shape[axis]);
            }
            for (long i = 0; i < shape[axis]; i++) {
                out.append('[');
                formatRecursive(data, offset + i * stride, stride, shape, axis + 1, type, budget, out);
                out.append(']');
            }
            return;
        }
        long count = Math.min(budget[0], shape[axis]);
        if (length < count * elementSize) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "input data underflow; data_length=%d < expected=%d",
                    length,
                    count * elementSize);
        }
        budget[0] -= count;
        for (long i = 0; i < count; i++) {
            if (i > 0) out.append(' ');
            out.append(formatElement(data, offset + i * elementSize, type));
        }
        if (count < shape[axis]) {
            out.append("...");
        }
    }

    /** One element as IREE prints it: integers in decimal, floats with {@code %G}, others as hex. */
    public static String formatElement(MemorySegment data, long offset, ElementType type) {
        if (type.equals(ElementType.INT_8) || type.equals(ElementType.SINT_8)) {
            return Byte.toString(data.get(ValueLayout.JAVA_BYTE, offset));
        } else if (type.equals(ElementType.UINT_8)) {
            return Integer.toString(Byte.toUnsignedInt(data.get(ValueLayout.JAVA_BYTE, offset)));
        } else if (type.equals(ElementType.INT_16) || type.equals(ElementType.SINT_16)) {
            return Short.toString(data.get(I16, offset));
        } else if (type.equals(ElementType.UINT_16)) {
            return Integer.toString(Short.toUnsignedInt(data.get(I16, offset)));
        } else if (type.equals(ElementType.INT_32) || type.equals(ElementType.SINT_32)) {
            return Integer.toString(data.get(I32, offset));
        } else if (type.equals(ElementType.UINT_32)) {
            return Integer.toUnsignedString(data.get(I32, offset));
        } else if (type.equals(ElementType.INT_64) || type.equals(ElementType.SINT_64)) {
            return Long.toString(data.get(I64, offset));
        } else if (type.equals(ElementType.UINT_64)) {
            return Long.toUnsignedString(data.get(I64, offset));
        } else if (type.equals(ElementType.FLOAT_32)) {
            return CNumbers.formatUpperG(data.get(F32, offset));
        } else if (type.equals(ElementType.FLOAT_64)) {
            return CNumbers.formatUpperG(data.get(F64, offset));
        } else if (isNumericFloat(type)) {
            return CNumbers.formatUpperG(narrowToFloat(data, offset, type));
        }
        int size = type.denseByteCount();
        StringBuilder hex = new StringBuilder(size * 2);
        for (int b = 0; b < size; b++) {
            hex.append(String.format(Locale.ROOT, "%02X", data.get(ValueLayout.JAVA_BYTE, offset + b)));
        }
        return hex.toString();
    }

    /** Widens an f16/bf16/f8 element to f32 the way IREE does before comparing or printing. */
    static float narrowToFloat(MemorySegment data, long offset, ElementType type) {
        if (type.equals(ElementType.FLOAT_16)) {
            return NarrowFloats.toFloat(Short.toUnsignedInt(data.get(I16, offset)), NarrowFloats.F16);
        } else if (type.equals(ElementType.BFLOAT_16)) {
            return NarrowFloats.toFloat(Short.toUnsignedInt(data.get(I16, offset)), NarrowFloats.BF16);
        } else if (type.equals(ElementType.FLOAT_8_E8M0_FNU)) {
            return NarrowFloats.e8m0ToFloat(Byte.toUnsignedInt(data.get(ValueLayout.JAVA_BYTE, offset)));
        }
        return NarrowFloats.toFloat(Byte.toUnsignedInt(data.get(ValueLayout.JAVA_BYTE, offset)), f8Format(type));
    }
}
