package io.jiree.runtime.io;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Consumer;

/**
 * Function results printed and written exactly as {@code iree-run-module} does: the textual form
 * ({@code result[0]: hal.buffer_view} then {@code 4xf32=1 2 3 4}; {@code result[1]: i32=5}) and the
 * {@code --output=} routing ({@code -} stdout, empty to drop, {@code @path} to create,
 * {@code +path} to append; {@code .npy} paths get numpy arrays, any other path raw bytes).
 */
public final class FunctionOutputs {
    private FunctionOutputs() {}

    /** {@code iree-run-module}'s default for {@code --output_max_element_count}. */
    public static final long DEFAULT_MAX_ELEMENT_COUNT = 1024;

    /** One value's text without a trailing newline, e.g. {@code hal.buffer_view\n2xf32=1 2}. */
    public static String format(HostValue value, long maxElementCount) {
        StringBuilder sb = new StringBuilder();
        appendValue(value, maxElementCount, sb);
        return sb.toString();
    }

    /** Every value as {@code <listName>[i]: <value>\n}; {@code iree-run-module} uses {@code result}. */
    public static String formatList(String listName, List<HostValue> values, long maxElementCount) {
        StringBuilder sb = new StringBuilder();
        appendList(listName, values, maxElementCount, sb);
        return sb.toString();
    }

    private static void appendList(String listName, List<HostValue> values, long max, StringBuilder sb) {
        for (int i = 0; i < values.size(); i++) {
            sb.append(listName).append('[').append(i).append("]: ");
            appendValue(values.get(i), max, sb);
            sb.append('\n');
        }
    }

    private static void appendValue(HostValue value, long max, StringBuilder sb) {
        switch (value) {
            case HostValue.Null n -> sb.append("(null)");
            case HostValue.I8 v -> sb.append("i8=").append(v.value());
            case HostValue.I16 v -> sb.append("i16=").append(v.value());
            case HostValue.I32 v -> sb.append("i32=").append(v.value());
            case HostValue.I64 v -> sb.append("i64=").append(v.value());
            case HostValue.F32 v -> sb.append("f32=").append(CNumbers.formatG(v.value()));
            case HostValue.F64 v -> sb.append("f64=").append(CNumbers.formatG(v.value()));
            case HostValue.Tensor t ->
                sb.append(value.typeName()).append('\n').append(TensorText.format(t.tensor(), max));
            case HostValue.ListRef l -> {
                sb.append(value.typeName()).append('\n');
                appendList("child_list", l.elements(), max, sb);
            }
            case HostValue.Buffer b -> sb.append(value.typeName()).append('\n').append("(no printer)");
            case HostValue.OtherRef o -> sb.append(o.typeName()).append('\n').append("(no printer)");
        }
    }

    /**
     * Routes each result by its {@code --output=} spec. Text for {@code -} goes to {@code stdout}
     * (one value per line, without the {@code result[i]: } prefix). Files resolve against
     * {@code baseDirectory} (null: the working directory).
     */
    public static void write(
            List<HostValue> results,
            List<String> specs,
            long maxElementCount,
            StringBuilder stdout,
            Path baseDirectory) {
        if (results.size() != specs.size()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "%d outputs specified but the provided variant list only has %d elements",
                    specs.size(),
                    results.size());
        }
        for (int i = 0; i < specs.size(); i++) {
            String spec = specs.get(i);
            HostValue value = results.get(i);
            if (spec.isEmpty()) {
                continue;
            } else if (spec.equals("-")) {
                if (stdout != null) {
                    appendValue(value, maxElementCount, stdout);
                    stdout.append('\n');
                }
            } else {
                writeToFile(value, spec, baseDirectory);
            }
        }
    }

    private static void writeToFile(HostValue value, String spec, Path baseDirectory) {
        boolean append;
        int mode;
        if (spec.startsWith("@")) {
            append = false;
            mode = 4 | 1; // IREE's write|discard
        } else if (spec.startsWith("+")) {
            append = true;
            mode = 4 | 8; // IREE's write|append
        } else {
            throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported output mode specification '%s'", spec);
        }
        String path = spec.substring(1);
        Path target;
        try {
            target = OpenedFiles.resolve(baseDirectory, path);
        } catch (RuntimeException e) {
            throw OpenedFiles.openFailure(path, mode, e);
        }
        // IREE opens the file first (truncating it) and then converts and encodes the value, so a
        // value it cannot write leaves the file empty or cut short. jiree fails the same way but
        // leaves the file as it was: a new file's content goes to a temporary file beside it that
        // replaces it only once complete; an appended one is cut back to its old end.
        if (append) {
            appendToFile(value, path, target, mode);
        } else if (Files.exists(target) && (!Files.isRegularFile(target) || !Files.isWritable(target))) {
            // A device (/dev/null, /dev/stdout) or a file IREE could not open either: as IREE does.
            FileChannel ch;
            try {
                ch = FileChannel.open(
                        target,
                        StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING);
            } catch (IOException | RuntimeException e) {
                throw OpenedFiles.openFailure(path, mode, e);
            }
            try (ch) {
                writeValue(ch, value, path);
            } catch (IOException e) {
                throw writeFailure(path, e);
            }
        } else {
            replaceFile(value, path, target, mode);
        }
    }

    private static void replaceFile(HostValue value, String path, Path target, int mode) {
        Path destination;
        Path temporary;
        FileChannel ch;
        try {
            destination = Files.exists(target) ? target.toRealPath() : target.toAbsolutePath();
            temporary = destination.resolveSibling("." + destination.getFileName() + ".jiree-"
                    + ProcessHandle.current().pid() + "-" + Long.toHexString(System.nanoTime()) + ".tmp");
            ch = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (IOException | RuntimeException e) {
            throw OpenedFiles.openFailure(path, mode, e);
        }
        boolean moved = false;
        try {
            try (ch) {
                writeValue(ch, value, path);
            }
            if (Files.exists(destination)) {
                try {
                    Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(destination));
                } catch (IOException | UnsupportedOperationException e) {
                    // The new file keeps the default permissions.
                }
            }
            try {
                Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } catch (IOException e) {
            throw writeFailure(path, e);
        } finally {
            if (!moved) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException e) {
                    // Nothing more to do: the target is untouched.
                }
            }
        }
    }

    private static void appendToFile(HostValue value, String path, Path target, int mode) {
        boolean existed = Files.exists(target);
        FileChannel ch;
        try {
            ch = FileChannel.open(
                    target, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            throw OpenedFiles.openFailure(path, mode, e);
        }
        try (ch) {
            long end = ch.size();
            boolean done = false;
            try {
                writeValue(ch, value, path);
                done = true;
            } finally {
                if (!done) {
                    restore(ch, end, existed, target);
                }
            }
        } catch (IOException e) {
            throw writeFailure(path, e);
        }
    }

    /** Cuts a file a failed append wrote to back to {@code end}; removes it when the append created it. */
    private static void restore(FileChannel ch, long end, boolean existed, Path target) {
        try {
            if (!existed) {
                Files.deleteIfExists(target);
            } else if (ch.size() > end) {
                ch.truncate(end);
            }
        } catch (IOException | RuntimeException e) {
            // Best effort: the failure being reported says the output was not written.
        }
    }

    private static void writeValue(FileChannel ch, HostValue value, String path) throws IOException {
        HostTensor tensor = asTensor(value);
        if (path.endsWith(".npy")) {
            Npy.write(ch, tensor);
        } else {
            ByteBuffer bytes = tensor.contents().asByteBuffer();
            while (bytes.hasRemaining()) ch.write(bytes);
        }
    }

    private static JireeException writeFailure(String path, IOException e) {
        return new JireeException(
                StatusCode.UNKNOWN, String.format("failed writing output to `%s`: %s", path, e.getMessage()), e);
    }

    /**
     * The tensor a result is written as: tensors as they are, buffers as {@code i8} arrays of
     * their length, primitives as rank-0 arrays, empty values as empty {@code i8} arrays.
     */
    public static HostTensor asTensor(HostValue value) {
        return switch (value) {
            case HostValue.Tensor t -> t.tensor();
            case HostValue.Buffer b ->
                HostTensor.wrap(
                        new long[] {b.storage().byteLength()},
                        ElementType.INT_8,
                        b.storage().contents());
            case HostValue.Null n -> HostTensor.allocate(new long[] {0}, ElementType.INT_8);
            case HostValue.I8 v ->
                scalar(
                        ElementType.INT_8,
                        ValueLayout.JAVA_BYTE.byteSize(),
                        s -> s.set(ValueLayout.JAVA_BYTE, 0, v.value()));
            case HostValue.I16 v ->
                scalar(ElementType.INT_16, 2, s -> s.set(ValueLayout.JAVA_SHORT_UNALIGNED, 0, v.value()));
            case HostValue.I32 v ->
                scalar(ElementType.INT_32, 4, s -> s.set(ValueLayout.JAVA_INT_UNALIGNED, 0, v.value()));
            case HostValue.I64 v ->
                scalar(ElementType.INT_64, 8, s -> s.set(ValueLayout.JAVA_LONG_UNALIGNED, 0, v.value()));
            case HostValue.F32 v ->
                scalar(ElementType.FLOAT_32, 4, s -> s.set(ValueLayout.JAVA_FLOAT_UNALIGNED, 0, v.value()));
            case HostValue.F64 v ->
                scalar(ElementType.FLOAT_64, 8, s -> s.set(ValueLayout.JAVA_DOUBLE_UNALIGNED, 0, v.value()));
            case HostValue.ListRef l -> throw unsupportedOutput();
            case HostValue.OtherRef o -> throw unsupportedOutput();
        };
    }

    private static JireeException unsupportedOutput() {
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "unsupported output source type; expected: !hal.buffer, !hal.buffer_view, !vm.buffer");
    }

    private static HostTensor scalar(ElementType type, long size, Consumer<MemorySegment> fill) {
        MemorySegment s = MemorySegment.ofArray(new byte[(int) size]);
        fill.accept(s);
        return HostTensor.wrap(new long[0], type, s);
    }
}
