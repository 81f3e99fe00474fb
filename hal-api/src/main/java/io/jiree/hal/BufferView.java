package io.jiree.hal;

import io.jiree.base.Counted;
import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Arrays;

/**
 * A buffer with a shape, element type and encoding ({@code iree_hal_buffer_view_t}). Holds a
 * reference to its buffer until closed.
 */
public final class BufferView extends Counted implements Resource {
    private final Buffer buffer;
    private final long[] shape;
    private final ElementType elementType;
    private final int encodingType;

    private BufferView(Buffer buffer, long[] shape, ElementType elementType, int encodingType) {
        super("buffer view");
        this.buffer = buffer;
        this.shape = shape;
        this.elementType = elementType;
        this.encodingType = encodingType;
    }

    /**
     * Creates a view; retains {@code buffer}. Fails with INVALID_ARGUMENT for negative
     * dimensions and OUT_OF_RANGE when a dense row-major view needs more bytes than the buffer has.
     */
    public static BufferView create(Buffer buffer, long[] shape, ElementType elementType, int encodingType) {
        return createOwningShape(buffer, shape == null ? null : shape.clone(), elementType, encodingType);
    }

    /**
     * As {@link #create}, keeping {@code shape} itself rather than a copy: for a caller that made
     * the array for this view and never changes it (the {@code hal} module's buffer_view.create).
     */
    public static BufferView createOwningShape(Buffer buffer, long[] shape, ElementType elementType, int encodingType) {
        if (buffer == null || elementType == null || shape == null) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "buffer view needs a buffer, a shape and an element type");
        }
        long[] dims = shape;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] < 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "buffer view dimension %d is negative (%d); shapes must be non-negative",
                        i,
                        dims[i]);
            }
        }
        if (encodingType == EncodingType.DENSE_ROW_MAJOR) {
            long needed = byteLength(dims, elementType);
            if (needed > buffer.byteLength()) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "buffer view of shape %s and type %s needs %d bytes but the buffer has %d",
                        Arrays.toString(dims),
                        elementType,
                        needed,
                        buffer.byteLength());
            }
        }
        buffer.retain();
        return new BufferView(buffer, dims, elementType, encodingType);
    }

    /** Dense byte size of a tensor; INVALID_ARGUMENT on overflow. */
    public static long byteLength(long[] shape, ElementType elementType) {
        long count = 1;
        for (long d : shape) {
            try {
                count = Math.multiplyExact(count, d);
            } catch (ArithmeticException e) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "shape %s overflows the element count", Arrays.toString(shape));
            }
        }
        return elementType.packedByteCount(count);
    }

    public Buffer buffer() {
        return buffer;
    }

    public long[] shape() {
        return shape.clone();
    }

    public int rank() {
        return shape.length;
    }

    /** Dimension {@code index}; OUT_OF_RANGE if the view has fewer dimensions. */
    public long dim(int index) {
        if (index < 0 || index >= shape.length) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "buffer view dimension index %d out of range for rank %d",
                    index,
                    shape.length);
        }
        return shape[index];
    }

    public ElementType elementType() {
        return elementType;
    }

    public int encodingType() {
        return encodingType;
    }

    public long elementCount() {
        long count = 1;
        for (long d : shape) {
            count *= d;
        }
        return count;
    }

    /** Bytes of the tensor data (dense row-major). */
    public long byteLength() {
        return byteLength(shape, elementType);
    }

    @Override
    public void retain() {
        retainCount();
    }

    @Override
    public void close() {
        if (releaseCount()) {
            buffer.close();
        }
    }
}
