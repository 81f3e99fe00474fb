package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.Libc;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.FunctionSignature;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.TypeDef;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a module file ({@code .vmfb}, bytecode version 17.0) into a {@link BytecodeModule}.
 *
 * <p>A large file is memory-mapped copy-on-write, a small one read into memory the module owns;
 * rodata segments are views of that memory (never copied again). The archive form is handled: an
 * optional ZIP local file header, a size-prefixed {@code BytecodeModuleDef} FlatBuffer
 * (identifier {@code IREE}), then external rodata aligned to 64 bytes and addressed relative to the
 * end of the FlatBuffer. Every table, vector and offset is checked as it is read (through
 * {@link FlatTable}); malformed input fails with INVALID_ARGUMENT. The fields below are what it
 * found, for the module's constructor to take over; the module then verifies its functions.
 */
final class ModuleReader {
    private static final int ZIP_LOCAL_FILE_HEADER_SIGNATURE = 0x04034B50;
    private static final int ARCHIVE_SEGMENT_ALIGNMENT = 64;
    /**
     * Files up to this size are read rather than mapped: a read costs less than the system calls
     * of a mapping, and needs no native binding linked (start-up of small programs).
     */
    static final long MAP_THRESHOLD = 1 << 20;

    final String name;
    final int version;
    final int requirements;
    final Map<String, String> attributes;
    final TypeDef[] types;
    final List<BytecodeModule.Dependency> dependencies;
    final List<ImportDeclaration> imports;
    final String[] exportNames;
    final int[] exportInternalOrdinals;
    final FunctionSignature[] signatures;
    final FunctionDescriptor[] descriptors;
    final MemorySegment[] rodata;
    final int globalBytes;
    final int globalRefCount;
    final byte[] bytecode;
    final DebugDatabase debug;
    final String[] functionNames;

    /**
     * Reads a module file, memory-mapping it copy-on-write when it is larger than
     * {@code mapThreshold}, else reading it into memory the module owns (the file is never written).
     */
    static BytecodeModule read(Path path, long mapThreshold) {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            MemorySegment contents = size > mapThreshold ? Libc.mapFilePrivate(path, size) : read(ch, size);
            try {
                return read(contents);
            } catch (JireeException e) {
                throw e.annotate("while loading module file " + path);
            }
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.NOT_FOUND, "cannot read module file " + path + ": " + e.getMessage(), e);
        }
    }

    private static MemorySegment read(FileChannel ch, long size) throws IOException {
        MemorySegment contents = Arena.ofAuto().allocate(size, ARCHIVE_SEGMENT_ALIGNMENT);
        ByteBuffer target = contents.asByteBuffer();
        while (target.hasRemaining() && ch.read(target) >= 0) {
            // until full, or the end of a file that shrank meanwhile
        }
        return contents.asSlice(0, target.position());
    }

    /** Reads a module from bytes (copied into off-heap memory the module owns). */
    static BytecodeModule read(byte[] contents) {
        MemorySegment copy = Arena.ofAuto().allocate(contents.length, ARCHIVE_SEGMENT_ALIGNMENT);
        MemorySegment.copy(MemorySegment.ofArray(contents), 0, copy, 0, contents.length);
        return read(copy);
    }

    /**
     * Reads a module from memory; rodata refers to {@code archive} without copying. Programs may
     * write into their constants through the HAL (see {@link BytecodeModule}), so a writable
     * {@code archive} receives those writes; a read-only one is first copied into memory the
     * module owns.
     */
    static BytecodeModule read(MemorySegment archive) {
        if (archive.isReadOnly()) {
            MemorySegment copy = Arena.ofAuto().allocate(archive.byteSize(), ARCHIVE_SEGMENT_ALIGNMENT);
            MemorySegment.copy(archive, 0, copy, 0, archive.byteSize());
            archive = copy;
        }
        try {
            return new BytecodeModule(new ModuleReader(archive));
        } catch (JireeException e) {
            throw e;
        } catch (IndexOutOfBoundsException
                | IllegalArgumentException
                | IllegalStateException
                | ArithmeticException
                | NegativeArraySizeException e) {
            // Defense in depth: every access is checked first, but no malformed file may escape
            // as anything other than INVALID_ARGUMENT.
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "module data is malformed (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")",
                    e);
        }
    }

    private ModuleReader(MemorySegment archive) {
        long archiveSize = archive.byteSize();
        long moduleStart = 0;
        if (archiveSize >= 30
                && archive.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), 0)
                        == ZIP_LOCAL_FILE_HEADER_SIGNATURE) {
            ValueLayout.OfShort u16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
            int nameLen = Short.toUnsignedInt(archive.get(u16, 26));
            int extraLen = Short.toUnsignedInt(archive.get(u16, 28));
            moduleStart = 30L + nameLen + extraLen;
            if (moduleStart > archiveSize) {
                throw invalid("archive self-reports as a zip but does not have enough data to contain a module");
            }
        }
        long moduleLength = archiveSize - moduleStart;
        if (moduleLength < 16) {
            throw invalid(
                    "FlatBuffer data is not present or less than 16 bytes (%d total); this is not a .vmfb module",
                    moduleLength);
        }
        long lengthPrefix = Integer.toUnsignedLong(
                archive.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), moduleStart));
        if (lengthPrefix > moduleLength - 4) {
            throw invalid(
                    "FlatBuffer length prefix out of bounds (prefix is %d but only %d available)",
                    lengthPrefix, moduleLength - 4);
        }
        long fbStart = moduleStart + 4;
        if (lengthPrefix < 8) {
            throw invalid("FlatBuffer of %d bytes is too small to hold a module", lengthPrefix);
        }
        MemorySegment fb = archive.asSlice(fbStart, lengthPrefix);
        long rodataBase = align(fbStart + lengthPrefix, ARCHIVE_SEGMENT_ALIGNMENT);
        byte[] ident = fb.asSlice(4, 4).toArray(ValueLayout.JAVA_BYTE);
        if (!"IREE".equals(new String(ident, StandardCharsets.ISO_8859_1))) {
            throw invalid(
                    "failed getting root from FlatBuffer; expected identifier 'IREE' not found (found '%s'); "
                            + "this file is not an IREE bytecode module",
                    printable(ident));
        }
        ByteBuffer bb = fb.asByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        FlatTable def = FlatTable.root(bb, "BytecodeModuleDef");

        this.name = def.string(0, "name");
        if (name == null || name.isEmpty()) {
            throw invalid("module missing name field");
        }
        this.version = (int) def.u32(1, 0);
        this.requirements = (int) def.u32(2, 0);
        BytecodeModule.checkFeatures(requirements, "module");
        this.attributes = readAttrs(def.vector(3, 4, "attrs"));

        // Version check before anything that depends on the bytecode format.
        long bytecodeVersion = def.u32(13, 0);
        int major = (int) (bytecodeVersion >>> 16);
        int minor = (int) (bytecodeVersion & 0xFFFF);
        int supportedMajor = BytecodeModule.VERSION_MAJOR;
        int supportedMinor = BytecodeModule.VERSION_MINOR;
        if (major != supportedMajor || minor > supportedMinor) {
            throw invalid(
                    "bytecode version mismatch; runtime supports %d.%d, module has %d.%d; recompile the "
                            + "module with an IREE compiler that emits bytecode %d.%d (IREE 3.13)",
                    supportedMajor, supportedMinor, major, minor, supportedMajor, supportedMinor);
        }

        FlatTable.Vector typeVec = def.vector(4, 4, "types");
        int typeCount = typeVec == null ? 0 : typeVec.length;
        this.types = new TypeDef[typeCount];
        for (int i = 0; i < typeCount; i++) {
            String full = typeVec.table(i).string(0, "full_name");
            if (full == null || full.isEmpty()) {
                throw invalid("types[%d] missing name", i);
            }
            types[i] = TypeDef.parse(full);
        }

        FlatTable.Vector depVec = def.vector(5, 4, "dependencies");
        List<BytecodeModule.Dependency> deps = new ArrayList<>();
        for (int i = 0; depVec != null && i < depVec.length; i++) {
            FlatTable d = depVec.table(i);
            String dn = d.string(0, "name");
            if (dn == null || dn.isEmpty()) {
                throw invalid("dependencies[%d] has no module name", i);
            }
            deps.add(new BytecodeModule.Dependency(dn, d.u32(1, 0), (d.u32(2, 1) & 2) != 0));
        }
        this.dependencies = List.copyOf(deps);

        FlatTable.Vector sigVec = def.vector(8, 4, "function_signatures");
        FlatTable.Vector descVec = def.vector(12, 20, "function_descriptors");
        int sigCount = sigVec == null ? 0 : sigVec.length;
        int descCount = descVec == null ? 0 : descVec.length;
        if (sigCount != descCount) {
            throw invalid("function signature and descriptor table length mismatch (%d vs %d)", sigCount, descCount);
        }
        this.signatures = new FunctionSignature[sigCount];
        for (int i = 0; i < sigCount; i++) {
            signatures[i] = readSignature(sigVec.table(i), "function_signatures[" + i + "]");
        }

        FlatTable.Vector impVec = def.vector(6, 4, "imported_functions");
        List<ImportDeclaration> imps = new ArrayList<>();
        for (int i = 0; impVec != null && i < impVec.length; i++) {
            FlatTable t = impVec.table(i);
            String full = t.string(0, "full_name");
            if (full == null || full.isEmpty()) {
                throw invalid("imports[%d] missing full_name", i);
            }
            FlatTable sig = t.table(1, "signature");
            FunctionSignature fs = sig == null
                    ? new FunctionSignature(null, Map.of())
                    : readSignature(sig, "imports[" + i + "].signature");
            imps.add(new ImportDeclaration(full, fs, (t.u32(2, 1) & 2) != 0));
        }
        this.imports = List.copyOf(imps);

        this.descriptors = new FunctionDescriptor[descCount];
        FlatTable.Vector codeVec = def.vector(14, 1, "bytecode_data");
        this.bytecode = codeVec == null ? new byte[0] : codeVec.bytes();
        for (int i = 0; i < descCount; i++) {
            int off = descVec.structInt(i, 0);
            int len = descVec.structInt(i, 4);
            int req = descVec.structInt(i, 8);
            int blocks = Short.toUnsignedInt(descVec.structShort(i, 14));
            int i32s = Short.toUnsignedInt(descVec.structShort(i, 16));
            int refs = Short.toUnsignedInt(descVec.structShort(i, 18));
            if (blocks == 0) {
                throw invalid("functions[%d] descriptor block count is 0; functions must have at least 1 block", i);
            }
            if (len <= 0) {
                throw invalid(
                        "functions[%d] descriptor bytecode reports %d length; functions must have at least one block",
                        i, len);
            }
            if (off < 0 || (long) off + len > bytecode.length) {
                throw invalid(
                        "functions[%d] descriptor bytecode span out of range (0 < %d < %d)", i, off, bytecode.length);
            }
            if (i32s > Registers.I32_MASK || refs > Registers.REF_MASK) {
                throw invalid("functions[%d] descriptor register count out of range", i);
            }
            descriptors[i] = new FunctionDescriptor(off, len, req, blocks, i32s, refs);
        }

        FlatTable.Vector expVec = def.vector(7, 4, "exported_functions");
        int expCount = expVec == null ? 0 : expVec.length;
        this.exportNames = new String[expCount];
        this.exportInternalOrdinals = new int[expCount];
        for (int i = 0; i < expCount; i++) {
            FlatTable t = expVec.table(i);
            String local = t.string(0, "local_name");
            if (local == null || local.isEmpty()) {
                throw invalid("exports[%d] missing local_name", i);
            }
            int internal = t.i32(1, 0);
            if (internal < 0 || internal >= descCount) {
                throw invalid("exports[%d] internal_ordinal out of bounds (0 < %d < %d)", i, internal, descCount);
            }
            exportInternalOrdinals[i] = internal;
            FunctionSignature sig = signatures[internal];
            if (sig.callingConvention() == null) {
                throw invalid("exports[%d] '%s' has no calling convention", i, local);
            }
            exportNames[i] = local;
        }

        FlatTable.Vector roVec = def.vector(9, 4, "rodata_segments");
        int roCount = roVec == null ? 0 : roVec.length;
        this.rodata = new MemorySegment[roCount];
        for (int i = 0; i < roCount; i++) {
            FlatTable seg = roVec.table(i);
            int compression = seg.u8(0, 0);
            if (compression > 1) {
                throw invalid("rodata[%d] has unknown compression type %d", i, compression);
            }
            FlatTable.Vector embedded = seg.vector(2, 1, "rodata_segments[" + i + "].embedded_data");
            if (embedded != null) {
                rodata[i] = fb.asSlice(embedded.start, embedded.length);
            } else {
                long off = seg.u64(3, 0);
                long len = seg.u64(4, 0);
                long avail = archiveSize;
                if (rodataBase > avail
                        || Long.compareUnsigned(off, avail - rodataBase) > 0
                        || Long.compareUnsigned(len, avail - rodataBase - off) > 0) {
                    throw invalid(
                            "rodata[%d] external reference out of range (offset %s, length %s, %d bytes of "
                                    + "rodata in the file); the file is truncated",
                            i, Long.toUnsignedString(off), Long.toUnsignedString(len), Math.max(0, avail - rodataBase));
                }
                rodata[i] = archive.asSlice(rodataBase + off, len);
            }
        }

        FlatTable state = def.table(11, "module_state");
        this.globalBytes = state == null ? 0 : state.i32(0, 0);
        this.globalRefCount = state == null ? 0 : state.i32(1, 0);
        if (globalBytes < 0 || globalBytes > (1 << 28) || globalRefCount < 0 || globalRefCount > (1 << 24)) {
            throw invalid(
                    "module_state sizes out of range (global bytes %d, global refs %d)", globalBytes, globalRefCount);
        }

        this.functionNames = new String[descCount];
        for (int i = 0; i < expCount; i++) {
            if (functionNames[exportInternalOrdinals[i]] == null) {
                functionNames[exportInternalOrdinals[i]] = exportNames[i];
            }
        }
        this.debug = DebugDatabase.parse(def.table(15, "debug_database"), descCount, functionNames.clone());
        for (int i = 0; i < descCount; i++) {
            if (functionNames[i] == null) {
                functionNames[i] = debug.functionName(i);
            }
        }
    }

    private static String printable(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(x >= 0x20 && x < 0x7F ? (char) x : '?');
        }
        return sb.toString();
    }

    static long align(long v, long a) {
        return (v + a - 1) & -a;
    }

    static JireeException invalid(String format, Object... args) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, format, args);
    }

    private static Map<String, String> readAttrs(FlatTable.Vector v) {
        if (v == null) {
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < v.length; i++) {
            FlatTable a = v.table(i);
            String k = a.string(0, "key");
            String val = a.string(1, "value");
            if (k != null) {
                out.put(k, val == null ? "" : val);
            }
        }
        return Collections.unmodifiableMap(out);
    }

    private static FunctionSignature readSignature(FlatTable t, String what) {
        String cc = t.string(0, "calling_convention");
        CallingConvention parsed = null;
        if (cc != null && !cc.isEmpty()) {
            try {
                parsed = CallingConvention.parse(cc);
            } catch (JireeException e) {
                throw e.annotate("in " + what);
            }
        }
        return new FunctionSignature(parsed, readAttrs(t.vector(1, 4, "attrs")));
    }
}
