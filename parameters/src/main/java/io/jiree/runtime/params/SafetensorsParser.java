package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a {@code .safetensors} file into a {@link ParameterIndex}: a little-endian u64 header
 * length, that many bytes of JSON mapping each tensor name to its {@code dtype}, {@code shape}
 * and {@code data_offsets} (a byte range of the data that follows the header), and an optional
 * {@code __metadata__} object of strings. Every entry's range is checked against the data and
 * against its dtype and shape; a malformed file is INVALID_ARGUMENT naming the entry.
 */
public final class SafetensorsParser {
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    /** The header size limit the format's reference implementation enforces (100 MB). */
    private static final long MAX_HEADER = 100_000_000L;

    private SafetensorsParser() {}

    /** Adds every tensor of {@code file} to {@code index}. */
    public static void parse(ParameterFile file, ParameterIndex index) {
        MemorySegment data = file.contents();
        long size = data.byteSize();
        if (size < 8) {
            throw malformed(
                    file,
                    "%d bytes is too short for the 8-byte header length; the file is empty or " + "truncated",
                    size);
        }
        long headerLength = data.get(U64, 0);
        if (headerLength < 0 || headerLength > MAX_HEADER || headerLength > size - 8) {
            throw malformed(
                    file,
                    "header length %s exceeds the %d bytes after it; the file is truncated or not " + "safetensors",
                    Long.toUnsignedString(headerLength),
                    size - 8);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(data.asSlice(8, headerLength).asByteBuffer())
                    .toString();
        } catch (CharacterCodingException e) {
            throw malformed(file, "the header is not UTF-8 text");
        }
        Object root;
        try {
            root = new Json(text).document();
        } catch (IllegalArgumentException e) {
            throw malformed(file, "the JSON header is malformed: %s", e.getMessage());
        }
        if (!(root instanceof Map<?, ?> tensors)) {
            throw malformed(file, "the JSON header is not an object");
        }
        long base = 8 + headerLength;
        long available = size - base;
        for (Map.Entry<?, ?> t : tensors.entrySet()) {
            String name = (String) t.getKey();
            if (name.equals("__metadata__")) {
                continue;
            }
            String where = "tensor '" + name + "'";
            if (!(t.getValue() instanceof Map<?, ?> info)) {
                throw malformed(file, "%s is not an object", where);
            }
            String dtype = info.get("dtype") instanceof String s ? s : null;
            if (dtype == null) {
                throw malformed(file, "%s has no string `dtype`", where);
            }
            long[] shape = longs(file, where, "shape", info.get("shape"), -1);
            long[] offsets = longs(file, where, "data_offsets", info.get("data_offsets"), 2);
            long begin = offsets[0];
            long end = offsets[1];
            if (begin > end || end > available) {
                throw malformed(
                        file,
                        "%s has data offsets outside of the available data (begin=%d, end=%d, " + "available=%d)",
                        where,
                        begin,
                        end,
                        available);
            }
            int bits = dtypeBits(dtype);
            if (bits > 0) {
                long elements = 1;
                for (long d : shape) {
                    elements = d != 0 && elements > Long.MAX_VALUE / d ? -1 : elements * d;
                    if (elements < 0) {
                        throw malformed(file, "%s has a shape too large to address", where);
                    }
                }
                long bytes = bits >= 8 ? elements * (bits / 8) : (elements * bits + 7) / 8;
                if (bytes != end - begin) {
                    throw malformed(
                            file,
                            "%s: %s of shape %s needs %d bytes but its data_offsets span %d",
                            where,
                            dtype,
                            Arrays.toString(shape),
                            bytes,
                            end - begin);
                }
            }
            try {
                index.add(ParameterEntry.ofFile(name, file, base + begin, end - begin));
            } catch (JireeException e) {
                throw malformed(file, "%s: %s", where, e.detail());
            }
        }
    }

    // Element width of the dtypes the format defines; 0 for names it may add later (not checked).
    private static int dtypeBits(String dtype) {
        return switch (dtype) {
            case "BOOL", "U8", "I8", "F8_E5M2", "F8_E4M3", "F8_E8M0" -> 8;
            case "U16", "I16", "F16", "BF16" -> 16;
            case "U32", "I32", "F32" -> 32;
            case "U64", "I64", "F64", "C64" -> 64;
            case "F4" -> 4;
            default -> 0;
        };
    }

    private static long[] longs(ParameterFile file, String where, String key, Object value, int count) {
        if (!(value instanceof List<?> list) || (count >= 0 && list.size() != count)) {
            throw malformed(
                    file,
                    "%s: `%s` is not a list of %s non-negative integers",
                    where,
                    key,
                    count >= 0 ? String.valueOf(count) : "");
        }
        long[] out = new long[list.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(list.get(i) instanceof Long l) || l < 0) {
                throw malformed(file, "%s: `%s` element %d is not a non-negative integer", where, key, i);
            }
            out[i] = l;
        }
        return out;
    }

    private static JireeException malformed(ParameterFile file, String format, Object... args) {
        return new JireeException(
                StatusCode.INVALID_ARGUMENT,
                "malformed safetensors file " + file.name() + ": " + String.format(format, args));
    }

    /** A strict JSON reader: objects (insertion ordered), arrays, strings, integers, true/false/null. */
    private static final class Json {
        private final String s;
        private int i;
        private int depth;

        Json(String s) {
            this.s = s;
        }

        Object document() {
            Object v = value();
            skipSpace();
            if (i != s.length()) {
                throw error("unexpected text after the JSON value");
            }
            return v;
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException(what + " at character " + i);
        }

        private void skipSpace() {
            while (i < s.length()
                    && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\n' || s.charAt(i) == '\r')) {
                i++;
            }
        }

        private Object value() {
            skipSpace();
            if (i >= s.length()) {
                throw error("unexpected end of the header");
            }
            if (++depth > 64) {
                throw error("nesting deeper than 64");
            }
            try {
                char c = s.charAt(i);
                if (c == '{') {
                    return object();
                } else if (c == '[') {
                    return array();
                } else if (c == '"') {
                    return string();
                } else if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                } else if (s.startsWith("true", i)) {
                    i += 4;
                    return Boolean.TRUE;
                } else if (s.startsWith("false", i)) {
                    i += 5;
                    return Boolean.FALSE;
                } else if (s.startsWith("null", i)) {
                    i += 4;
                    return null;
                }
                throw error("unexpected character '" + c + "'");
            } finally {
                depth--;
            }
        }

        private Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            skipSpace();
            if (i < s.length() && s.charAt(i) == '}') {
                i++;
                return m;
            }
            while (true) {
                skipSpace();
                if (i >= s.length() || s.charAt(i) != '"') {
                    throw error("expected a string key");
                }
                String key = string();
                skipSpace();
                expect(':');
                if (m.containsKey(key)) {
                    throw error("duplicate key \"" + key + "\"");
                }
                m.put(key, value());
                skipSpace();
                if (i < s.length() && s.charAt(i) == ',') {
                    i++;
                    continue;
                }
                expect('}');
                return m;
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            i++;
            skipSpace();
            if (i < s.length() && s.charAt(i) == ']') {
                i++;
                return list;
            }
            while (true) {
                list.add(value());
                skipSpace();
                if (i < s.length() && s.charAt(i) == ',') {
                    i++;
                    continue;
                }
                expect(']');
                return list;
            }
        }

        private void expect(char c) {
            if (i >= s.length() || s.charAt(i) != c) {
                throw error("expected '" + c + "'");
            }
            i++;
        }

        private String string() {
            StringBuilder b = new StringBuilder();
            i++;
            while (true) {
                if (i >= s.length()) {
                    throw error("unterminated string");
                }
                char c = s.charAt(i++);
                if (c == '"') {
                    return b.toString();
                }
                if (c < 0x20) {
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                if (i >= s.length()) {
                    throw error("unterminated escape");
                }
                char e = s.charAt(i++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'n' -> b.append('\n');
                    case 'r' -> b.append('\r');
                    case 't' -> b.append('\t');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            throw error("short \\u escape");
                        }
                        try {
                            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        } catch (NumberFormatException x) {
                            throw error("bad \\u escape");
                        }
                        i += 4;
                    }
                    default -> throw error("bad escape '\\" + e + "'");
                }
            }
        }

        private Object number() {
            int start = i;
            if (s.charAt(i) == '-') {
                i++;
            }
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                i++;
            }
            boolean integral = true;
            while (i < s.length() && ".eE+-".indexOf(s.charAt(i)) >= 0
                    || i < s.length() && !integral && Character.isDigit(s.charAt(i))) {
                integral = false;
                i++;
            }
            String text = s.substring(start, i);
            try {
                return integral ? (Object) Long.parseLong(text) : (Object) Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw error("bad number '" + text + "'");
            }
        }
    }
}
