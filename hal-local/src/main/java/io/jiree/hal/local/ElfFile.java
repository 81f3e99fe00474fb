package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * A bounds-checked view of an ELF64 little-endian x86-64 shared object as the compiler emits
 * it for embedded executables: header and program headers. Malformed input fails with
 * INVALID_ARGUMENT naming what is wrong, never with an index or memory error.
 */
final class ElfFile {
    static final int PT_LOAD = 1;
    static final int PT_DYNAMIC = 2;
    static final int PT_GNU_RELRO = 0x6474e552;
    static final int PF_X = 1;
    static final int PF_W = 2;
    static final int PF_R = 4;
    static final int EM_X86_64 = 62;
    static final int ET_DYN = 3;

    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfShort U16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    /** One program header. */
    record Segment(int type, int flags, long offset, long vaddr, long fileSize, long memSize) {}

    final MemorySegment data;
    final int machine;
    final List<Segment> segments;

    ElfFile(MemorySegment data) {
        this.data = data;
        if (data.byteSize() < 64) {
            throw invalid("file is %d bytes, smaller than an ELF header", data.byteSize());
        }
        if (u8(0) != 0x7F || u8(1) != 'E' || u8(2) != 'L' || u8(3) != 'F') {
            throw invalid("missing ELF magic");
        }
        if (u8(4) != 2) {
            throw invalid("not a 64-bit ELF (class %d)", u8(4));
        }
        if (u8(5) != 1) {
            throw invalid("not a little-endian ELF");
        }
        int type = u16(16);
        machine = u16(18);
        if (type != ET_DYN) {
            throw invalid("ELF type %d is not a shared object (ET_DYN)", type);
        }
        long phoff = u64(32);
        int phentsize = u16(54);
        int phnum = u16(56);
        if (phentsize < 56) {
            throw invalid("program header entry size %d is too small", phentsize);
        }
        List<Segment> list = new ArrayList<>(phnum);
        for (int i = 0; i < phnum; i++) {
            long p = phoff + (long) i * phentsize;
            check(p, 56, "program header " + i);
            list.add(new Segment(u32(p), u32(p + 4), u64(p + 8), u64(p + 16), u64(p + 32), u64(p + 40)));
        }
        segments = List.copyOf(list);
    }

    static JireeException invalid(String format, Object... args) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "malformed embedded ELF executable: " + format, args);
    }

    void check(long offset, long length, String what) {
        if (offset < 0 || length < 0 || offset > data.byteSize() - length) {
            throw invalid(
                    "%s at offset %d (+%d bytes) lies outside the %d-byte file", what, offset, length, data.byteSize());
        }
    }

    int u8(long offset) {
        check(offset, 1, "byte");
        return Byte.toUnsignedInt(data.get(ValueLayout.JAVA_BYTE, offset));
    }

    int u16(long offset) {
        check(offset, 2, "field");
        return Short.toUnsignedInt(data.get(U16, offset));
    }

    int u32(long offset) {
        check(offset, 4, "field");
        return data.get(U32, offset);
    }

    long u64(long offset) {
        check(offset, 8, "field");
        return data.get(U64, offset);
    }
}
