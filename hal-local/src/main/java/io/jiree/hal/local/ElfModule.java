package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.Libc;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * An embedded ELF loaded into executable memory without the system loader: segments copied
 * into an anonymous mapping, relocations applied (x86-64), initializers run, pages protected
 * with the segment permissions and RELRO made read-only. Only self-contained objects are
 * accepted: any symbol a relocation needs must be defined inside the image.
 */
final class ElfModule implements AutoCloseable {
    private static final int DT_NULL = 0;
    private static final int DT_PLTRELSZ = 2;
    private static final int DT_HASH = 4;
    private static final int DT_STRTAB = 5;
    private static final int DT_SYMTAB = 6;
    private static final int DT_RELA = 7;
    private static final int DT_RELASZ = 8;
    private static final int DT_RELAENT = 9;
    private static final int DT_STRSZ = 10;
    private static final int DT_SYMENT = 11;
    private static final int DT_INIT = 12;
    private static final int DT_REL = 17;
    private static final int DT_PLTREL = 20;
    private static final int DT_JMPREL = 23;
    private static final int DT_INIT_ARRAY = 25;
    private static final int DT_INIT_ARRAYSZ = 27;
    private static final int DT_GNU_HASH = 0x6ffffef5;

    private static final int R_X86_64_NONE = 0;
    private static final int R_X86_64_64 = 1;
    private static final int R_X86_64_PC32 = 2;
    private static final int R_X86_64_COPY = 5;
    private static final int R_X86_64_GLOB_DAT = 6;
    private static final int R_X86_64_JUMP_SLOT = 7;
    private static final int R_X86_64_RELATIVE = 8;
    private static final int R_X86_64_32 = 10;
    private static final int R_X86_64_32S = 11;
    private static final int R_X86_64_PC64 = 24;

    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    /** Dispatch libraries are kilobytes to megabytes; anything near this is corrupt. */
    private static final long MAX_IMAGE_SIZE = 1L << 30;

    private final MemorySegment image;
    private final long vaddrMin;
    private long symtab;
    private long strtab;
    private long strsz;
    private long symCount;
    private long init;
    private long initArray;
    private long initArraySize;
    private boolean closed;

    /** Loads {@code data} (the raw ELF bytes); INVALID_ARGUMENT / UNIMPLEMENTED on unsupported input. */
    ElfModule(MemorySegment data) {
        ElfFile elf = new ElfFile(data);
        if (elf.machine != ElfFile.EM_X86_64) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "embedded ELF is for machine %d but this host is x86-64 (62); compile for this architecture",
                    elf.machine);
        }
        long lo = Long.MAX_VALUE;
        long hi = 0;
        for (ElfFile.Segment s : elf.segments) {
            if (s.type() != ElfFile.PT_LOAD) {
                continue;
            }
            if (s.memSize() < s.fileSize()
                    || s.vaddr() < 0
                    || s.memSize() < 0
                    || s.vaddr() > (1L << 40)
                    || s.memSize() > (1L << 32)) {
                throw ElfFile.invalid(
                        "PT_LOAD segment has bad sizes (vaddr=%d, filesz=%d, memsz=%d)",
                        s.vaddr(), s.fileSize(), s.memSize());
            }
            elf.check(s.offset(), s.fileSize(), "PT_LOAD segment data");
            lo = Math.min(lo, pageFloor(s.vaddr()));
            hi = Math.max(hi, pageCeil(s.vaddr() + s.memSize()));
        }
        if (lo == Long.MAX_VALUE || hi <= lo) {
            throw ElfFile.invalid("no loadable segments");
        }
        if (hi - lo > MAX_IMAGE_SIZE) {
            throw ElfFile.invalid(
                    "loadable segments span %d bytes, more than the %d-byte limit", hi - lo, MAX_IMAGE_SIZE);
        }
        vaddrMin = lo;
        image = Libc.mapAnonymous(hi - lo);
        try {
            for (ElfFile.Segment s : elf.segments) {
                if (s.type() == ElfFile.PT_LOAD && s.fileSize() > 0) {
                    MemorySegment.copy(data, s.offset(), image, s.vaddr() - vaddrMin, s.fileSize());
                }
            }
            ElfFile.Segment dynamic = null;
            for (ElfFile.Segment s : elf.segments) {
                if (s.type() == ElfFile.PT_DYNAMIC) {
                    dynamic = s;
                }
            }
            if (dynamic == null) {
                throw ElfFile.invalid("no PT_DYNAMIC segment");
            }
            processDynamic(dynamic);
            protect(elf);
            runInitializers();
        } catch (RuntimeException e) {
            Libc.unmap(image);
            closed = true;
            throw e;
        }
    }

    private static long pageFloor(long v) {
        return v & ~(Libc.PAGE_SIZE - 1);
    }

    private static long pageCeil(long v) {
        return (v + Libc.PAGE_SIZE - 1) & ~(Libc.PAGE_SIZE - 1);
    }

    /** Image offset of a virtual address, checked to lie within the image with {@code length} bytes. */
    private long at(long vaddr, long length, String what) {
        long off = vaddr - vaddrMin;
        if (off < 0 || length < 0 || off > image.byteSize() - length) {
            throw ElfFile.invalid("%s at address 0x%x (+%d bytes) lies outside the loaded image", what, vaddr, length);
        }
        return off;
    }

    private long imageU64(long vaddr, String what) {
        return image.get(U64, at(vaddr, 8, what));
    }

    private void processDynamic(ElfFile.Segment dynamic) {
        long rela = 0;
        long relasz = 0;
        long relaent = 24;
        long jmprel = 0;
        long pltrelsz = 0;
        long pltrel = DT_RELA;
        long hash = 0;
        long init = 0;
        long initArray = 0;
        long initArraySize = 0;
        boolean hasRel = false;
        for (long p = dynamic.vaddr(); p + 16 <= dynamic.vaddr() + dynamic.memSize(); p += 16) {
            long tag = imageU64(p, "dynamic entry");
            long val = imageU64(p + 8, "dynamic entry");
            if (tag == DT_NULL) {
                break;
            }
            switch ((int) tag) {
                case DT_RELA -> rela = val;
                case DT_RELASZ -> relasz = val;
                case DT_RELAENT -> relaent = val;
                case DT_JMPREL -> jmprel = val;
                case DT_PLTRELSZ -> pltrelsz = val;
                case DT_PLTREL -> pltrel = val;
                case DT_SYMTAB -> symtab = val;
                case DT_STRTAB -> strtab = val;
                case DT_STRSZ -> strsz = val;
                case DT_SYMENT -> {
                    if (val != 24) {
                        throw ElfFile.invalid("symbol entry size %d is not 24", val);
                    }
                }
                case DT_HASH -> hash = val;
                case DT_INIT -> init = val;
                case DT_INIT_ARRAY -> initArray = val;
                case DT_INIT_ARRAYSZ -> initArraySize = val;
                case DT_REL -> hasRel = true;
                default -> {}
            }
        }
        if (hasRel) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED, "embedded ELF uses REL relocations; only RELA is supported on x86-64");
        }
        if (hash != 0) {
            // nchain of the SysV hash table equals the number of dynamic symbols.
            symCount = Integer.toUnsignedLong(image.get(U32, at(hash + 4, 4, "hash table")));
        } else if (symtab != 0 && strtab > symtab) {
            // Without DT_HASH, the string table conventionally follows the symbol table.
            symCount = (strtab - symtab) / 24;
        }
        if (symtab != 0 && symCount > 0) {
            at(symtab, symCount * 24, "symbol table");
        }
        if (strtab != 0) {
            at(strtab, strsz, "string table");
        }
        if (relaent != 24) {
            throw ElfFile.invalid("relocation entry size %d is not 24", relaent);
        }
        if (rela != 0) {
            relocate(rela, relasz);
        }
        if (jmprel != 0) {
            if (pltrel != DT_RELA) {
                throw JireeException.of(StatusCode.UNIMPLEMENTED, "embedded ELF PLT relocations are not RELA");
            }
            relocate(jmprel, pltrelsz);
        }
        this.init = init;
        this.initArray = initArray;
        this.initArraySize = initArraySize;
    }

    /** Runs DT_INIT then DT_INIT_ARRAY, after protection made the code executable. */
    private void runInitializers() {
        long base = image.address() - vaddrMin;
        if (init != 0) {
            at(init, 1, "DT_INIT function");
            ExecutableAbi.callVoid(MemorySegment.ofAddress(base + init));
        }
        if (initArray != 0) {
            for (long i = 0; i < initArraySize / 8; i++) {
                long fn = imageU64(initArray + i * 8, "init array entry");
                if (fn != 0 && fn != -1) {
                    long off = fn - image.address();
                    if (off < 0 || off >= image.byteSize()) {
                        throw ElfFile.invalid("init array entry %d points outside the image", i);
                    }
                    ExecutableAbi.callVoid(MemorySegment.ofAddress(fn));
                }
            }
        }
    }

    private long symbolAddress(long ordinal) {
        if (ordinal >= symCount) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "relocation references symbol %d but the image has %d dynamic symbols",
                    ordinal,
                    symCount);
        }
        long sym = at(symtab + ordinal * 24, 24, "symbol");
        int shndx = Short.toUnsignedInt(image.get(ValueLayout.JAVA_SHORT_UNALIGNED, sym + 6));
        long value = image.get(U64, sym + 8);
        if (shndx == 0) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "embedded ELF imports undefined symbol '%s'; embedded executables must be self-contained",
                    symbolName(sym));
        }
        return image.address() - vaddrMin + value;
    }

    private String symbolName(long symOffset) {
        long nameOff = Integer.toUnsignedLong(image.get(U32, symOffset));
        if (nameOff >= strsz) {
            return "?";
        }
        long off = at(strtab + nameOff, 1, "symbol name");
        long max = Math.min(strsz - nameOff, image.byteSize() - off);
        MemorySegment s = image.asSlice(off, max);
        long len = 0;
        while (len < max && s.get(ValueLayout.JAVA_BYTE, len) != 0) {
            len++;
        }
        return new String(s.asSlice(0, len).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
    }

    private void relocate(long table, long size) {
        long base = image.address() - vaddrMin;
        for (long p = table; p + 24 <= table + size; p += 24) {
            long offset = imageU64(p, "relocation");
            long info = imageU64(p + 8, "relocation");
            long addend = imageU64(p + 16, "relocation");
            int type = (int) (info & 0xFFFFFFFFL);
            long symIndex = info >>> 32;
            if (type == R_X86_64_NONE) {
                continue;
            }
            long sym = symIndex != 0 ? symbolAddress(symIndex) : 0;
            long target = base + offset;
            switch (type) {
                case R_X86_64_RELATIVE -> image.set(U64, at(offset, 8, "relocation target"), base + addend);
                case R_X86_64_JUMP_SLOT, R_X86_64_GLOB_DAT, R_X86_64_COPY ->
                    image.set(U64, at(offset, 8, "relocation target"), sym);
                case R_X86_64_64 -> image.set(U64, at(offset, 8, "relocation target"), sym + addend);
                case R_X86_64_32, R_X86_64_32S ->
                    image.set(U32, at(offset, 4, "relocation target"), (int) (sym + addend));
                case R_X86_64_PC32 -> image.set(U32, at(offset, 4, "relocation target"), (int) (sym + addend - target));
                case R_X86_64_PC64 -> image.set(U64, at(offset, 8, "relocation target"), sym + addend - target);
                default ->
                    throw JireeException.of(
                            StatusCode.UNIMPLEMENTED, "unimplemented x86-64 relocation type %d in embedded ELF", type);
            }
        }
    }

    private void protect(ElfFile elf) {
        for (ElfFile.Segment s : elf.segments) {
            if (s.type() != ElfFile.PT_LOAD) {
                continue;
            }
            long start = pageFloor(s.vaddr()) - vaddrMin;
            long end = pageCeil(s.vaddr() + s.memSize()) - vaddrMin;
            int prot = ((s.flags() & ElfFile.PF_R) != 0 ? Libc.PROT_READ : 0)
                    | ((s.flags() & ElfFile.PF_W) != 0 ? Libc.PROT_WRITE : 0)
                    | ((s.flags() & ElfFile.PF_X) != 0 ? Libc.PROT_EXEC : 0);
            Libc.protect(image.asSlice(start, end - start), prot);
        }
        for (ElfFile.Segment s : elf.segments) {
            if (s.type() != ElfFile.PT_GNU_RELRO) {
                continue;
            }
            // Only whole pages inside the range become read-only, as with the system loader.
            long start = pageCeil(s.vaddr()) - vaddrMin;
            long end = pageFloor(s.vaddr() + s.memSize()) - vaddrMin;
            if (start >= 0 && end > start && end <= image.byteSize()) {
                Libc.protect(image.asSlice(start, end - start), Libc.PROT_READ);
            }
        }
    }

    /** Address of the exported (defined) dynamic symbol {@code name}; NOT_FOUND if absent. */
    MemorySegment lookupExport(String name) {
        for (long i = 1; i < symCount; i++) {
            long sym = at(symtab + i * 24, 24, "symbol");
            int shndx = Short.toUnsignedInt(image.get(ValueLayout.JAVA_SHORT_UNALIGNED, sym + 6));
            if (shndx != 0 && name.equals(symbolName(sym))) {
                long value = image.get(U64, sym + 8);
                at(value, 1, "symbol '" + name + "'");
                return MemorySegment.ofAddress(image.address() - vaddrMin + value);
            }
        }
        throw JireeException.of(StatusCode.NOT_FOUND, "embedded ELF does not export '%s'", name);
    }

    /** True if {@code [address, address+length)} lies inside the loaded image. */
    boolean contains(long address, long length) {
        long off = address - image.address();
        return off >= 0 && length >= 0 && off <= image.byteSize() - length;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            Libc.unmap(image);
        }
    }
}
