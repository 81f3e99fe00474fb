package io.jiree.hal;

import java.lang.foreign.MemorySegment;

/**
 * A range of device-visible memory ({@code iree_hal_buffer_t}). A buffer is either an
 * allocation or a subspan of one; offsets in this interface are relative to this buffer.
 * Out-of-range access fails with OUT_OF_RANGE, missing usage/access/memory type with
 * PERMISSION_DENIED, malformed requests with INVALID_ARGUMENT.
 */
public interface Buffer extends Resource {
    /** {@code IREE_HAL_WHOLE_BUFFER}: as a length, "to the end of the buffer". */
    long WHOLE_BUFFER = -1L;

    /** The allocation this buffer views (itself for an allocation). */
    Buffer allocatedBuffer();

    /** Size of the underlying allocation in bytes. */
    long allocationSize();

    /** Offset of this buffer within its allocation. */
    long byteOffset();

    /** Length of this buffer in bytes. */
    long byteLength();

    /** {@link MemoryType} bits of the allocation. */
    int memoryType();

    /** {@link MemoryAccess} bits allowed on this buffer. */
    int allowedAccess();

    /** {@link BufferUsage} bits the buffer was allocated with. */
    int allowedUsage();

    /** A view of {@code [offset, offset+length)}; {@code length} may be WHOLE_BUFFER. */
    Buffer subspan(long offset, long length);

    /** Maps {@code [offset, offset+length)} for host access ({@link MappingMode}, {@link MemoryAccess}). */
    BufferMapping mapRange(int mappingMode, int memoryAccess, long offset, long length);

    /** Copies {@code target.byteSize()} bytes starting at {@code sourceOffset} into {@code target}. */
    void read(long sourceOffset, MemorySegment target);

    /** Copies all of {@code source} into this buffer at {@code targetOffset}. */
    void write(long targetOffset, MemorySegment source);

    /** Fills a range with a 1, 2 or 4 byte little-endian pattern; length may be WHOLE_BUFFER. */
    void fill(long offset, long length, long pattern, int patternLength);

    default void read(long sourceOffset, byte[] target) {
        read(sourceOffset, MemorySegment.ofArray(target));
    }

    default void write(long targetOffset, byte[] source) {
        write(targetOffset, MemorySegment.ofArray(source));
    }

    /**
     * Adds a logical owner of the allocation ({@code iree_hal_buffer_allocation_preserve}); the
     * count starts at 1 and is shared by all views of the allocation.
     */
    void allocationPreserve();

    /** Drops a logical owner; true when the caller was the last one and may deallocate. */
    boolean allocationDiscard();

    /** True when exactly one logical owner remains. */
    boolean allocationIsTerminal();

    /** True if both buffers are views of the same allocation and their ranges intersect. */
    static boolean overlaps(Buffer a, long aOffset, long aLength, Buffer b, long bOffset, long bLength) {
        if (a.allocatedBuffer() != b.allocatedBuffer()) {
            return false;
        }
        long aStart = a.byteOffset() + aOffset;
        long bStart = b.byteOffset() + bOffset;
        long aLen = aLength == WHOLE_BUFFER ? a.byteLength() - aOffset : aLength;
        long bLen = bLength == WHOLE_BUFFER ? b.byteLength() - bOffset : bLength;
        return aStart < bStart + bLen && bStart < aStart + aLen;
    }
}
