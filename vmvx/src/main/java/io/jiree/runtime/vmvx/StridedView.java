package io.jiree.runtime.vmvx;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.MemorySegment;

/**
 * A 2-D strided window of a {@code vm.buffer} as the VMVX microkernels take it (buffer, element
 * offset, two element strides, two sizes). {@link #map} validates it the way IREE's VMVX module
 * does before touching memory: sizes and strides must fit 32 bits (INVALID_ARGUMENT "buffer
 * overflow for NAME"), and the span from the offset to one past the last element must lie in the
 * buffer (OUT_OF_RANGE); mutation needs a mutable buffer (PERMISSION_DENIED).
 *
 * <p>Element {@code (i, j)} is at byte {@code base + (i * stride0 + j * stride1) * elementSize}
 * of {@link #memory}; accesses still go through the segment's own bounds checks, so a stride
 * of -1 (accepted by the reference) can never reach outside the buffer.
 */
record StridedView(MemorySegment memory, long base, long stride0, long stride1, long size0, long size1) {
    private static final long HIGH = 0xFFFFFFFF00000000L;

    static StridedView map(
            String name,
            Object ref,
            int elementSize,
            long offset,
            long stride0,
            long stride1,
            long size0,
            long size1,
            boolean write) {
        long overflow = (size0 & HIGH) | (size1 & HIGH) | ((stride0 + 1) & HIGH) | ((stride1 + 1) & HIGH);
        // Unsigned 64-bit arithmetic as the reference computes it (Java longs wrap alike).
        long lastIndex = (size0 - 1) * stride0 + (size1 - 1) * stride1;
        long length = (lastIndex + 1) * elementSize;
        long byteOffset = elementSize * offset;
        if (overflow != 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "buffer overflow for %s", name);
        }
        if (!(ref instanceof VmBuffer buffer)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s must be a vm.buffer but is %s",
                    name,
                    ref == null ? "null" : ref.getClass().getSimpleName());
        }
        if (write && !buffer.isMutable()) {
            throw new JireeException(
                    StatusCode.PERMISSION_DENIED, "buffer is read-only and cannot be mapped for mutation");
        }
        // Rounded down to the element alignment as iree_vm_buffer_map does.
        long alignedOffset = byteOffset & ~(long) (elementSize - 1);
        long alignedLength = length & ~(long) (elementSize - 1);
        long end = alignedOffset + alignedLength;
        if (Long.compareUnsigned(end, buffer.length()) > 0 || Long.compareUnsigned(end, alignedOffset) < 0) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "out-of-bounds access detected (offset=%s, length=%s, alignment=%d, buffer length=%d)",
                    Long.toUnsignedString(alignedOffset),
                    Long.toUnsignedString(alignedLength),
                    elementSize,
                    buffer.length());
        }
        return new StridedView(buffer.segment(), alignedOffset, stride0, stride1, size0, size1);
    }

    /** Byte offset in {@link #memory} of element {@code (i, j)} of {@code elementSize} bytes. */
    long at(long i, long j, int elementSize) {
        return base + (i * stride0 + j * stride1) * elementSize;
    }
}
