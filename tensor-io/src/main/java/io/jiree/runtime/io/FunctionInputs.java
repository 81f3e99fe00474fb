package io.jiree.runtime.io;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns {@code --input=} (and {@code --expected_output=}) strings into function arguments the way
 * {@code iree-run-module} does, guided by the function's calling convention (one character per
 * value: {@code i} i32, {@code I} i64, {@code f} f32, {@code F} f64, {@code r} reference).
 *
 * <p>Accepted forms:
 * <ul>
 *   <li>{@code 5}, {@code -3}, {@code 1.5}: a primitive value when the parameter is not a reference;</li>
 *   <li>{@code 2x2xi32=1 2 3 4}, {@code f32=1.5}: a tensor (see {@link TensorText});</li>
 *   <li>{@code 2x2xf32=@file.bin}: raw little-endian contents from a file, {@code +file.bin} to
 *       continue after the previous input read from the same file;</li>
 *   <li>{@code @file.npy}: the first array of a numpy file, {@code +file.npy} the next one,
 *       {@code *file.npy} all remaining arrays (one input each);</li>
 *   <li>{@code &2x2xf32=...}: storage only, passed as a {@code !hal.buffer};</li>
 *   <li>{@code (null)} / {@code (ignored)}: a null reference, or 0 for a primitive parameter.</li>
 * </ul>
 * Errors carry IREE's status codes and messages, annotated with {@code parsing input `...`}.
 */
public final class FunctionInputs {
    private FunctionInputs() {}

    /**
     * Parses {@code specs} against the argument calling convention {@code cconv}. Relative file
     * paths resolve against {@code baseDirectory} (null: the process working directory).
     */
    public static List<HostValue> parse(String cconv, List<String> specs, Path baseDirectory) {
        List<HostValue> values = new ArrayList<>(specs.size());
        Cursor cursor = new Cursor(cconv);
        try (OpenedFiles files = new OpenedFiles(baseDirectory)) {
            for (String spec : specs) {
                String string = CNumbers.trim(spec);
                try {
                    parseOne(cursor, string, values, files);
                } catch (JireeException e) {
                    throw e.annotate("parsing input `" + string + "`");
                }
            }
        }
        return values;
    }

    /** The unconsumed remainder of the calling convention. */
    private static final class Cursor {
        private final String cconv;
        private int next;

        Cursor(String cconv) {
            this.cconv = cconv;
        }

        boolean startsWithRef() {
            return next < cconv.length() && cconv.charAt(next) == 'r';
        }

        char consumeAny() {
            if (next >= cconv.length()) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "function expected fewer input values");
            }
            return cconv.charAt(next++);
        }

        void consume(char expected) {
            char actual = consumeAny();
            if (actual != expected) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "function signature mismatch: expected cconv type `%c` but provided type `%c`",
                        expected,
                        actual);
            }
        }
    }

    private static void parseOne(Cursor cursor, String string, List<HostValue> out, OpenedFiles files) {
        if (string.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "no value specified for input");
        } else if (string.equals("(null)") || string.equals("(ignored)")) {
            out.add(parseNull(cursor));
        } else if (string.startsWith("@") || string.startsWith("+") || string.startsWith("*")) {
            parseFile(cursor, string, out, files);
        } else if (string.startsWith("&")) {
            cursor.consume('r');
            out.add(new HostValue.Buffer(parseTensor(string.substring(1), files)));
        } else if (!cursor.startsWithRef()) {
            out.add(parsePrimitive(cursor, string));
        } else {
            cursor.consume('r');
            if (string.indexOf('=') < 0 && string.indexOf('x') < 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "invalid tensor specification, requires at least a shape/type (`4x2xf32=...`)");
            }
            out.add(new HostValue.Tensor(parseTensor(string, files)));
        }
    }

    private static HostValue parseNull(Cursor cursor) {
        char type = cursor.consumeAny();
        return switch (type) {
            case 'i' -> new HostValue.I32(0);
            case 'f' -> new HostValue.F32(0f);
            case 'I' -> new HostValue.I64(0L);
            case 'F' -> new HostValue.F64(0d);
            case 'r' -> new HostValue.Null();
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unimplemented cconv type `%c`", type);
        };
    }

    private static HostValue parsePrimitive(Cursor cursor, String string) {
        char type = cursor.consumeAny();
        switch (type) {
            case 'i': {
                Integer v = CNumbers.atoiInt32(string);
                if (v == null) throw badPrimitive(string, "i32");
                return new HostValue.I32(v);
            }
            case 'f': {
                Float v = CNumbers.atof(string);
                if (v == null) throw badPrimitive(string, "f32");
                return new HostValue.F32(v);
            }
            case 'I': {
                Long v = CNumbers.atoiInt64(string);
                if (v == null) throw badPrimitive(string, "i64");
                return new HostValue.I64(v);
            }
            case 'F': {
                Double v = CNumbers.atod(string);
                if (v == null) throw badPrimitive(string, "f64");
                return new HostValue.F64(v);
            }
            default:
                throw JireeException.of(StatusCode.UNIMPLEMENTED, "unimplemented cconv type `%c`", type);
        }
    }

    private static JireeException badPrimitive(String string, String type) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "parsing value `%s` as %s", string, type);
    }

    /** A tensor from text, or from a raw file when the value part starts with {@code @} or {@code +}. */
    private static HostTensor parseTensor(String string, OpenedFiles files) {
        int eq = string.indexOf('=');
        if (eq >= 0) {
            String contents = string.substring(eq + 1);
            if (contents.startsWith("@") || contents.startsWith("+")) {
                return parseRawFile(string.substring(0, eq), contents, files);
            }
        }
        return TensorText.parse(string);
    }

    private static HostTensor parseRawFile(String metadata, String contents, OpenedFiles files) {
        TensorText.Metadata m = TensorText.parseMetadata(metadata);
        boolean append = !contents.startsWith("@");
        FileChannel ch = files.open(contents.substring(1), append);
        long[] shape = m.shape();
        long length = HostTensor.byteLength(shape, m.elementType());
        MemorySegment bytes = HostTensor.allocateBytes(length, shape, m.elementType());
        try {
            Npy.readFully(ch, bytes.asByteBuffer());
        } catch (IOException e) {
            throw new JireeException(StatusCode.UNKNOWN, "read failed: " + e.getMessage(), e);
        }
        return HostTensor.wrap(shape, m.elementType(), bytes);
    }

    private static void parseFile(Cursor cursor, String string, List<HostValue> out, OpenedFiles files) {
        boolean append = !string.startsWith("@");
        boolean splat = string.startsWith("*");
        String path = string.substring(1);
        if (!path.endsWith(".npy")) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED, "only numpy (.npy) files are supported for metadata-less variant I/O");
        }
        FileChannel ch = files.open(path, append);
        try {
            if (!splat) {
                cursor.consume('r');
                out.add(new HostValue.Tensor(Npy.read(ch)));
            } else {
                while (ch.position() < ch.size()) {
                    cursor.consume('r');
                    out.add(new HostValue.Tensor(Npy.read(ch)));
                }
            }
        } catch (IOException e) {
            throw new JireeException(StatusCode.UNKNOWN, "read failed: " + e.getMessage(), e);
        }
    }
}
