package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.Npy;
import io.jiree.runtime.io.TensorText;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;

/**
 * Host tensors from Java arrays, {@link ByteBuffer}s and {@link MemorySegment}s, and typed arrays
 * from result tensors. Contents are little-endian dense row-major, as IREE lays them out; the
 * factories copy their input so later changes to the array do not affect a call.
 */
public final class Tensors {
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfDouble F64 =
            ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private Tensors() {}

    public static HostTensor f32(float[] data, long... shape) {
        return fromArray(data, data.length, ElementType.FLOAT_32, F32, shape);
    }

    public static HostTensor f64(double[] data, long... shape) {
        return fromArray(data, data.length, ElementType.FLOAT_64, F64, shape);
    }

    public static HostTensor i32(int[] data, long... shape) {
        return fromArray(data, data.length, ElementType.INT_32, I32, shape);
    }

    public static HostTensor i64(long[] data, long... shape) {
        return fromArray(data, data.length, ElementType.INT_64, I64, shape);
    }

    public static HostTensor i16(short[] data, long... shape) {
        return fromArray(data, data.length, ElementType.INT_16, I16, shape);
    }

    public static HostTensor i8(byte[] data, long... shape) {
        return fromArray(data, data.length, ElementType.INT_8, ValueLayout.JAVA_BYTE, shape);
    }

    /** A dense little-endian tensor of {@code shape} holding the {@code length} values of a Java array. */
    private static HostTensor fromArray(Object array, int length, ElementType type, ValueLayout layout, long[] shape) {
        HostTensor t = HostTensor.allocate(shape, type);
        checkCount(t, length);
        MemorySegment.copy(array, 0, t.contents(), layout, 0, length);
        return t;
    }

    /** A tensor of any element type from raw little-endian bytes (copied from the segment). */
    public static HostTensor of(ElementType type, MemorySegment contents, long... shape) {
        HostTensor t = HostTensor.allocate(shape, type);
        if (contents.byteSize() != t.byteLength()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "tensor %s needs %d bytes but %d were given",
                    t.metadata(),
                    t.byteLength(),
                    contents.byteSize());
        }
        MemorySegment.copy(contents, 0, t.contents(), 0, t.byteLength());
        return t;
    }

    /** A tensor from the remaining bytes of {@code buffer} (little-endian; position unchanged). */
    public static HostTensor of(ElementType type, ByteBuffer buffer, long... shape) {
        return of(type, MemorySegment.ofBuffer(buffer), shape);
    }

    /**
     * A tensor over {@code contents} itself, not a copy, for calls to use: on the CPU devices
     * off-heap memory aligned to 64 bytes (an {@code Arena} allocation with that alignment, a direct
     * buffer's, a mapped file's) is read in place by the program, without a copy; anything else is
     * copied as {@link #of(ElementType, MemorySegment, long...)} is. Keep the memory valid while a
     * call, or a device result that may be it (a function returning its input), is alive; a
     * program that writes its input in place writes into it. ({@link Session#hostTransfers()}
     * counts such inputs as imports.)
     */
    public static HostTensor wrap(ElementType type, MemorySegment contents, long... shape) {
        return HostTensor.borrow(shape, type, contents);
    }

    /** As {@link #wrap(ElementType, MemorySegment, long...)} over the remaining bytes of a (direct) buffer. */
    public static HostTensor wrap(ElementType type, ByteBuffer buffer, long... shape) {
        return wrap(type, MemorySegment.ofBuffer(buffer), shape);
    }

    /** A tensor from iree-run-module's text form, e.g. {@code 2x2xf32=1 2 3 4}. */
    public static HostTensor parse(String text) {
        return TensorText.parse(text);
    }

    /** Every array of a numpy {@code .npy} file, in order. */
    public static List<HostTensor> readNpy(Path path) {
        return Npy.readAll(path);
    }

    /** Writes tensors to a numpy {@code .npy} file (several arrays are concatenated, as IREE's tools do). */
    public static void writeNpy(Path path, HostTensor... tensors) {
        Npy.save(path, tensors);
    }

    private static void checkCount(HostTensor t, long given) {
        if (t.elementCount() != given) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "tensor %s has %d elements but %d values were given",
                    t.metadata(),
                    t.elementCount(),
                    given);
        }
    }

    private static void checkType(HostTensor t, int bits, boolean isFloat, String what) {
        ElementType type = t.elementType();
        boolean ok = type.bitCount() == bits
                && (isFloat
                        ? type.isFloat() && !type.equals(ElementType.BFLOAT_16)
                        : type.isInteger() || type.isOpaque() || type.equals(ElementType.BOOL_8));
        if (!ok) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "tensor %s cannot be read as %s", t.metadata(), what);
        }
    }

    public static float[] toFloats(HostTensor t) {
        checkType(t, 32, true, "float[]");
        return t.contents().toArray(F32);
    }

    public static double[] toDoubles(HostTensor t) {
        checkType(t, 64, true, "double[]");
        return t.contents().toArray(F64);
    }

    public static int[] toInts(HostTensor t) {
        checkType(t, 32, false, "int[]");
        return t.contents().toArray(I32);
    }

    public static long[] toLongs(HostTensor t) {
        checkType(t, 64, false, "long[]");
        return t.contents().toArray(I64);
    }

    public static short[] toShorts(HostTensor t) {
        checkType(t, 16, false, "short[]");
        return t.contents().toArray(I16);
    }

    public static byte[] toBytes(HostTensor t) {
        return t.toByteArray();
    }
}
