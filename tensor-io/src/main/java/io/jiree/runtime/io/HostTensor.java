package io.jiree.runtime.io;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * A dense row-major tensor in host memory: a shape, an element type in IREE's encoding, and the
 * little-endian contents. This is what tensor text and {@code .npy} files turn into and what the
 * runtime copies to and from device buffers ({@code hal.buffer_view} on the host side).
 *
 * <p>A rank-0 tensor (shape {@code []}) holds one element; it is still a tensor, not a VM
 * primitive value (see {@link HostValue}).
 */
public final class HostTensor {
    /** IREE's tools refuse shapes of more than this many dimensions. */
    public static final int MAX_RANK = 128;

    private final long[] shape;
    private final ElementType elementType;
    private final MemorySegment contents;
    // The caller's own memory, lent for calls: a CPU device may use it in place (see borrow).
    private final boolean borrowed;

    private HostTensor(long[] shape, ElementType elementType, MemorySegment contents, boolean borrowed) {
        this.shape = shape;
        this.elementType = elementType;
        this.contents = contents;
        this.borrowed = borrowed;
    }

    /**
     * Wraps existing contents (not copied). The segment must hold exactly
     * {@link #byteLength(long[], ElementType)} bytes.
     */
    public static HostTensor wrap(long[] shape, ElementType elementType, MemorySegment contents) {
        long[] dims = shape.clone();
        long expected = byteLength(dims, elementType);
        if (contents.byteSize() != expected) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "tensor contents of %d bytes do not match %s which needs %d bytes",
                    contents.byteSize(),
                    describe(dims, elementType),
                    expected);
        }
        return new HostTensor(dims, elementType, contents, false);
    }

    /**
     * Lends {@code contents} (not copied) for calls: a CPU device uses off-heap memory aligned to
     * 64 bytes in place, without a copy, and copies anything else. The memory must stay valid, and
     * unchanged unless the program is meant to see the change, while a call or a device result
     * that may hold it lives; a program that writes its input in place writes into it.
     */
    public static HostTensor borrow(long[] shape, ElementType elementType, MemorySegment contents) {
        HostTensor t = wrap(shape, elementType, contents);
        return new HostTensor(t.shape, elementType, contents, true);
    }

    /** Whether the contents are the caller's memory, lent with {@link #borrow}. */
    public boolean isBorrowed() {
        return borrowed;
    }

    /** A copy of {@code bytes} as the contents of a tensor of the given shape and type. */
    public static HostTensor of(long[] shape, ElementType elementType, byte[] bytes) {
        return wrap(shape, elementType, MemorySegment.ofArray(bytes.clone()));
    }

    /** A zero-filled tensor in heap memory. */
    public static HostTensor allocate(long[] shape, ElementType elementType) {
        long[] dims = shape.clone();
        long length = byteLength(dims, elementType);
        return new HostTensor(dims, elementType, allocateBytes(length, dims, elementType), false);
    }

    static MemorySegment allocateBytes(long length, long[] dims, ElementType elementType) {
        if (length > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "%s needs %d bytes, more than one host tensor can hold (2 GiB); use smaller inputs",
                    describe(dims, elementType),
                    length);
        }
        try {
            return MemorySegment.ofArray(new byte[(int) length]);
        } catch (OutOfMemoryError e) {
            throw new JireeException(
                    StatusCode.RESOURCE_EXHAUSTED,
                    String.format(
                            "out of host memory allocating %d bytes for %s; raise -Xmx or use smaller inputs",
                            length, describe(dims, elementType)),
                    e);
        }
    }

    /**
     * Bytes a dense row-major tensor of this shape and type occupies, as IREE computes it
     * (sub-byte elements are packed).
     */
    public static long byteLength(long[] shape, ElementType elementType) {
        if (elementType.bitCount() == 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "opaque element types cannot be indexed");
        }
        long count = elementCount(shape);
        try {
            return Math.addExact(Math.multiplyExact(count, (long) elementType.bitCount()), 7) / 8;
        } catch (ArithmeticException e) {
            throw tooLarge(shape, elementType);
        }
    }

    /** Product of the dimensions (1 for rank 0). */
    public static long elementCount(long[] shape) {
        long count = 1;
        for (long d : shape) {
            if (d < 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "negative dimension %d in shape %s", d, Arrays.toString(shape));
            }
            try {
                count = Math.multiplyExact(count, d);
            } catch (ArithmeticException e) {
                throw JireeException.of(
                        StatusCode.RESOURCE_EXHAUSTED,
                        "shape %s has more elements than fit in 64 bits",
                        Arrays.toString(shape));
            }
        }
        return count;
    }

    private static JireeException tooLarge(long[] shape, ElementType type) {
        return JireeException.of(StatusCode.RESOURCE_EXHAUSTED, "%s is too large to address", describe(shape, type));
    }

    static String describe(long[] shape, ElementType type) {
        return TensorText.formatShapeAndType(shape, type);
    }

    /** The dimensions (a copy). */
    public long[] shape() {
        return shape.clone();
    }

    public int rank() {
        return shape.length;
    }

    public long dim(int index) {
        return shape[index];
    }

    public ElementType elementType() {
        return elementType;
    }

    public long elementCount() {
        return elementCount(shape);
    }

    public long byteLength() {
        return contents.byteSize();
    }

    /** The little-endian dense row-major contents (shared, not copied). */
    public MemorySegment contents() {
        return contents;
    }

    /** A copy of the contents. */
    public byte[] toByteArray() {
        return contents.toArray(ValueLayout.JAVA_BYTE);
    }

    /** {@code 2x3xf32} style metadata. */
    public String metadata() {
        return describe(shape, elementType);
    }

    @Override
    public String toString() {
        return TensorText.format(this, 1024);
    }
}
