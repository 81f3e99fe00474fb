package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jiree.base.ElementType;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferView;
import io.jiree.hal.EncodingType;

/** Buffer views over the device's buffers: shape, size checks, and who keeps the buffer alive. */
class BufferViewCtsTest extends CtsTestBase {
    @CtsTest
    void describesItsBuffer() {
        Buffer b = zeroed(2 * 3 * 4);
        try (BufferView v =
                BufferView.create(b, new long[] {2, 3}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)) {
            assertSame(b, v.buffer());
            assertArrayEquals(new long[] {2, 3}, v.shape());
            assertEquals(2, v.rank());
            assertEquals(3, v.dim(1));
            assertEquals(6, v.elementCount());
            assertEquals(24, v.byteLength());
            assertEquals(ElementType.FLOAT_32, v.elementType());
            assertEquals(EncodingType.DENSE_ROW_MAJOR, v.encodingType());
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> v.dim(2)));
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> v.dim(-1)));
        }
    }

    @CtsTest
    void aViewOfASubspanCoversOnlyIt() {
        Buffer b = deviceBuffer(bytes(64, 5));
        try (Buffer sub = b.subspan(16, 8);
                BufferView v =
                        BufferView.create(sub, new long[] {8}, ElementType.UINT_8, EncodingType.DENSE_ROW_MAJOR)) {
            assertArrayEquals(java.util.Arrays.copyOfRange(bytes(64, 5), 16, 24), read(v.buffer()));
            assertEquals(
                    StatusCode.OUT_OF_RANGE,
                    codeOf(() ->
                            BufferView.create(sub, new long[] {9}, ElementType.UINT_8, EncodingType.DENSE_ROW_MAJOR)));
        }
    }

    @CtsTest
    void shapesMustFitAndBeNonNegative() {
        Buffer b = zeroed(16);
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> BufferView.create(b, new long[] {5}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() ->
                        BufferView.create(b, new long[] {-1}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> BufferView.create(
                        b, new long[] {1L << 40, 1L << 40}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() ->
                        BufferView.create(null, new long[] {1}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)));
        // Packed sub-byte elements round up to whole bytes; opaque encodings are not size-checked.
        BufferView.create(b, new long[] {31}, ElementType.INT_4, EncodingType.DENSE_ROW_MAJOR)
                .close();
        BufferView.create(b, new long[] {1000}, ElementType.FLOAT_32, EncodingType.OPAQUE)
                .close();
        BufferView.create(b, new long[] {0, 7}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)
                .close();
    }

    @CtsTest
    void aViewKeepsItsBufferUsable() {
        Buffer b = device.allocator().allocate(DEVICE_LOCAL, 8);
        upload(b, 0, bytes(8, 1));
        BufferView v = BufferView.create(b, new long[] {8}, ElementType.UINT_8, EncodingType.DENSE_ROW_MAJOR);
        b.close(); // the caller's reference: the view still holds one
        assertArrayEquals(bytes(8, 1), read(v.buffer()));
        v.retain();
        v.close();
        assertArrayEquals(bytes(8, 1), read(v.buffer()));
        v.close();
    }
}
