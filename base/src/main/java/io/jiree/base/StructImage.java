package io.jiree.base;

import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;

/**
 * The bytes of a native struct, built in a Java array and written to native memory in one copy.
 *
 * <p>Setting a struct field by field through {@link MemorySegment} accessors costs little once C2
 * has compiled it, but the JIT's first tier spends most of a megabyte of compiler memory on every
 * inlined accessor, and those compilations set a small program's peak memory. A struct built once
 * (a dispatch's state) is built here with plain array arithmetic instead. Fields are naturally
 * aligned, in the platform's byte order, as the native ABI lays them out.
 */
public final class StructImage {
    private static final boolean LITTLE_ENDIAN = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    private final long[] words;
    private final MemorySegment view;
    private final long byteSize;

    /** A zeroed image of {@code byteSize} bytes. */
    public StructImage(long byteSize) {
        if (byteSize < 0 || byteSize > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("struct size out of range: " + byteSize);
        }
        this.byteSize = byteSize;
        this.words = new long[(int) ((byteSize + 7) >>> 3)];
        this.view = MemorySegment.ofArray(words);
    }

    /** The long whose first 4 bytes in memory are {@code first} and last 4 are {@code second}: two fields in one store. */
    public static long twoInts(int first, int second) {
        return LITTLE_ENDIAN
                ? (first & 0xFFFF_FFFFL) | (long) second << 32
                : (long) first << 32 | (second & 0xFFFF_FFFFL);
    }

    /** The int whose first 2 bytes in memory are {@code first} and last 2 are {@code second}. */
    public static int twoShorts(short first, short second) {
        return LITTLE_ENDIAN ? (first & 0xFFFF) | second << 16 : first << 16 | (second & 0xFFFF);
    }

    public StructImage putByte(long offset, byte value) {
        return put(offset, 1, value & 0xFFL);
    }

    public StructImage putShort(long offset, short value) {
        return put(offset, 2, value & 0xFFFFL);
    }

    public StructImage putInt(long offset, int value) {
        return put(offset, 4, value & 0xFFFF_FFFFL);
    }

    public StructImage putLong(long offset, long value) {
        return put(offset, 8, value);
    }

    /** A pointer field: the segment's native address. */
    public StructImage putAddress(long offset, MemorySegment value) {
        return put(offset, 8, value.address());
    }

    /** Copies the image to {@code target} at {@code offset}, in one copy. */
    public void writeTo(MemorySegment target, long offset) {
        MemorySegment.copy(view, 0, target, offset, byteSize);
    }

    // A field of `size` bytes at `offset`, which is a multiple of `size`: it lies within one word.
    private StructImage put(long offset, int size, long value) {
        if (offset < 0 || offset + size > byteSize || (offset & (size - 1)) != 0) {
            throw new IndexOutOfBoundsException(
                    "field of " + size + " bytes at " + offset + " in a struct of " + byteSize + " bytes");
        }
        int word = (int) (offset >>> 3);
        int at = (int) (offset & 7);
        int shift = 8 * (LITTLE_ENDIAN ? at : 8 - at - size);
        long mask = size == 8 ? -1L : ((1L << (8 * size)) - 1) << shift;
        words[word] = (words[word] & ~mask) | ((value << shift) & mask);
        return this;
    }
}
