package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * {@code !vm.buffer}: a byte buffer backed by a {@link MemorySegment}. Rodata buffers are read-only
 * views of the loaded module's copy-on-write mapping; buffers the program allocates are mutable
 * heap memory. A module's constants are read-only to VM operations as in IREE, yet the HAL imports
 * them as memory dispatches may write (see {@link #hostMemory()}). Offsets
 * and lengths are checked exactly as IREE's {@code iree_vm_buffer_*} functions check them, with the
 * same status codes (OUT_OF_RANGE, PERMISSION_DENIED).
 */
public final class VmBuffer implements VmRef {
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private final MemorySegment data;
    private final MemorySegment hostMemory;
    private final boolean mutable;

    private VmBuffer(MemorySegment data, boolean mutable) {
        this(data, data, mutable);
    }

    private VmBuffer(MemorySegment data, MemorySegment hostMemory, boolean mutable) {
        this.data = data;
        this.hostMemory = hostMemory;
        this.mutable = mutable;
    }

    /** A read-only buffer over {@code data} (no copy). */
    public static VmBuffer wrapReadOnly(MemorySegment data) {
        return new VmBuffer(data, false);
    }

    /**
     * A module constant: read-only to VM operations, over {@code memory} the module owns privately
     * (no copy). {@link #hostMemory()} hands the writable memory to the HAL, whose imports may be
     * written by dispatches just as IREE's are.
     */
    public static VmBuffer wrapModuleConstant(MemorySegment memory) {
        return new VmBuffer(memory.asReadOnly(), memory, false);
    }

    /** A mutable buffer over {@code data} (no copy). */
    public static VmBuffer wrapMutable(MemorySegment data) {
        return new VmBuffer(data, true);
    }

    /** A new zero-filled mutable buffer of {@code length} bytes. */
    public static VmBuffer allocate(long length) {
        if (length < 0 || length > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "vm.buffer allocation of %d bytes exceeds the supported maximum of %d bytes",
                    length,
                    Integer.MAX_VALUE - 8);
        }
        try {
            return new VmBuffer(MemorySegment.ofArray(new byte[(int) length]), true);
        } catch (OutOfMemoryError e) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "out of memory allocating a %d-byte vm.buffer; raise the JVM heap (-Xmx) or allocate less",
                    length);
        }
    }

    /** A new mutable buffer holding a copy of {@code bytes}. */
    public static VmBuffer copyOf(byte[] bytes) {
        return new VmBuffer(MemorySegment.ofArray(bytes.clone()), true);
    }

    /** A new mutable buffer in {@code arena} (off-heap), zero-filled. */
    public static VmBuffer allocate(Arena arena, long length, long alignment) {
        return new VmBuffer(arena.allocate(length, Math.max(1, alignment)), true);
    }

    @Override
    public RefType refType() {
        return RefType.BUFFER;
    }

    public long length() {
        return data.byteSize();
    }

    public boolean isMutable() {
        return mutable;
    }

    /** The backing memory; read-only when the buffer is. */
    public MemorySegment segment() {
        return data;
    }

    /**
     * The memory {@code hal.allocator.import} hands to a device. For a module constant this is the
     * loaded module's private, writable memory: IREE imports constants read-only as far as the HAL
     * is concerned, but the compiler may still bind one as a dispatch output (sorting, scattering or
     * accumulating into an unfoldable constant in place), and those writes must land in the
     * module's copy. For every other buffer it is {@link #segment()}.
     */
    public MemorySegment hostMemory() {
        return hostMemory;
    }

    public byte[] toByteArray() {
        return data.toArray(ValueLayout.JAVA_BYTE);
    }

    private JireeException outOfRange(long offset, long length, long alignment) {
        return JireeException.of(
                StatusCode.OUT_OF_RANGE,
                "out-of-bounds access detected (offset=%s, length=%s, alignment=%d, buffer length=%d)",
                Long.toUnsignedString(offset),
                Long.toUnsignedString(length),
                alignment,
                length());
    }

    private void checkWritable() {
        if (!mutable) {
            throw new JireeException(
                    StatusCode.PERMISSION_DENIED, "buffer is read-only and cannot be mapped for mutation");
        }
    }

    /** Checks an element access the way iree_vm_buffer_check_ro/rw do; returns the byte offset. */
    private long checkElements(long elementOffset, long elementCount, int elementSize, boolean write) {
        if (write) {
            checkWritable();
        }
        // Unsigned arithmetic as host sizes are unsigned in C; any wrap is out of range.
        long end = (elementOffset + elementCount) * elementSize;
        if (Long.compareUnsigned(elementOffset, Long.MAX_VALUE / 16) > 0
                || Long.compareUnsigned(elementCount, Long.MAX_VALUE / 16) > 0
                || Long.compareUnsigned(end, length()) > 0) {
            throw outOfRange(elementOffset * elementSize, elementCount * elementSize, elementSize);
        }
        return elementOffset * elementSize;
    }

    /** Checks a byte range the way iree_vm_buffer_map does (offset and length rounded down). */
    private long checkBytes(long offset, long length, boolean write) {
        if (write) {
            checkWritable();
        }
        if (Long.compareUnsigned(offset, length()) > 0 || Long.compareUnsigned(length, length() - offset) > 0) {
            throw outOfRange(offset, length, 1);
        }
        return offset;
    }

    public int loadI8U(long index) {
        return Byte.toUnsignedInt(data.get(ValueLayout.JAVA_BYTE, checkElements(index, 1, 1, false)));
    }

    public int loadI8S(long index) {
        return data.get(ValueLayout.JAVA_BYTE, checkElements(index, 1, 1, false));
    }

    public int loadI16U(long index) {
        return Short.toUnsignedInt(data.get(I16, checkElements(index, 1, 2, false)));
    }

    public int loadI16S(long index) {
        return data.get(I16, checkElements(index, 1, 2, false));
    }

    public int loadI32(long index) {
        return data.get(I32, checkElements(index, 1, 4, false));
    }

    public long loadI64(long index) {
        return data.get(I64, checkElements(index, 1, 8, false));
    }

    public void storeI8(long index, int value) {
        data.set(ValueLayout.JAVA_BYTE, checkElements(index, 1, 1, true), (byte) value);
    }

    public void storeI16(long index, int value) {
        data.set(I16, checkElements(index, 1, 2, true), (short) value);
    }

    public void storeI32(long index, int value) {
        data.set(I32, checkElements(index, 1, 4, true), value);
    }

    public void storeI64(long index, long value) {
        data.set(I64, checkElements(index, 1, 8, true), value);
    }

    /** Fills {@code count} elements of {@code elementSize} bytes starting at element {@code index}. */
    public void fill(long index, long count, int elementSize, long pattern) {
        long off = checkElements(index, count, elementSize, true);
        switch (elementSize) {
            case 1 -> data.asSlice(off, count).fill((byte) pattern);
            case 2 -> {
                for (long i = 0; i < count; i++) {
                    data.set(I16, off + i * 2, (short) pattern);
                }
            }
            case 4 -> {
                for (long i = 0; i < count; i++) {
                    data.set(I32, off + i * 4, (int) pattern);
                }
            }
            case 8 -> {
                for (long i = 0; i < count; i++) {
                    data.set(I64, off + i * 8, pattern);
                }
            }
            default ->
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "invalid element length %d; expected one of [1, 2, 4, 8]",
                        elementSize);
        }
    }

    /** Copies bytes between buffers (memmove semantics for overlapping ranges). */
    public static void copy(VmBuffer source, long sourceOffset, VmBuffer target, long targetOffset, long length) {
        source.checkBytes(sourceOffset, length, false);
        target.checkBytes(targetOffset, length, true);
        MemorySegment.copy(source.data, sourceOffset, target.data, targetOffset, length);
    }

    /** True when the two byte ranges hold the same bytes. */
    public static boolean compare(VmBuffer lhs, long lhsOffset, VmBuffer rhs, long rhsOffset, long length) {
        lhs.checkBytes(lhsOffset, length, false);
        rhs.checkBytes(rhsOffset, length, false);
        return MemorySegment.mismatch(lhs.data, lhsOffset, lhsOffset + length, rhs.data, rhsOffset, rhsOffset + length)
                == -1;
    }

    /** A new mutable buffer holding a copy of {@code length} bytes at {@code offset}. */
    public VmBuffer cloneRange(long offset, long length) {
        checkBytes(offset, length, false);
        VmBuffer out = allocate(length);
        MemorySegment.copy(data, offset, out.data, 0, length);
        return out;
    }

    /** SipHash-2-4 with IREE's fixed key over a byte range, as {@code vm.buffer.hash} defines it. */
    public long hash(long offset, long length) {
        checkBytes(offset, length, false);
        long[] v = {
            0x736f6d6570736575L ^ 0x0706050403020100L,
            0x646f72616e646f6dL ^ 0x0f0e0d0c0b0a0908L,
            0x6c7967656e657261L ^ 0x0706050403020100L,
            0x7465646279746573L ^ 0x0f0e0d0c0b0a0908L
        };
        long full = length - (length % 8);
        for (long p = 0; p < full; p += 8) {
            compress(v, data.get(I64, offset + p));
        }
        long tail = 0;
        for (int l = (int) (length & 7); l > 0; l--) {
            tail = (tail << 8) | Byte.toUnsignedLong(data.get(ValueLayout.JAVA_BYTE, offset + full + l - 1));
        }
        compress(v, (length << 56) | tail);
        v[2] ^= 0xff;
        sipRounds(v, 4);
        return v[0] ^ v[1] ^ v[2] ^ v[3];
    }

    /** Absorbs one 64-bit message word: two SipRounds between the two XORs. */
    private static void compress(long[] v, long m) {
        v[3] ^= m;
        sipRounds(v, 2);
        v[0] ^= m;
    }

    private static void sipRounds(long[] v, int rounds) {
        long v0 = v[0];
        long v1 = v[1];
        long v2 = v[2];
        long v3 = v[3];
        for (int i = 0; i < rounds; i++) {
            v0 += v1;
            v1 = Long.rotateLeft(v1, 13);
            v1 ^= v0;
            v0 = Long.rotateLeft(v0, 32);
            v2 += v3;
            v3 = Long.rotateLeft(v3, 16);
            v3 ^= v2;
            v0 += v3;
            v3 = Long.rotateLeft(v3, 21);
            v3 ^= v0;
            v2 += v1;
            v1 = Long.rotateLeft(v1, 17);
            v1 ^= v2;
            v2 = Long.rotateLeft(v2, 32);
        }
        v[0] = v0;
        v[1] = v1;
        v[2] = v2;
        v[3] = v3;
    }

    @Override
    public String toString() {
        return "vm.buffer[" + length() + (mutable ? "" : ", read-only") + "]";
    }
}
