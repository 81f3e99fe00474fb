package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.Libc;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.FunctionSignature;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.Module;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ResolvedImport;
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
 * A loaded and verified IREE bytecode module ({@code .vmfb}, bytecode version 17.0).
 *
 * <p>A large file is memory-mapped copy-on-write, a small one read into memory the module owns;
 * rodata segments are views of that memory (never copied again). The VM sees them read-only, but
 * the HAL may import one as a dispatch's output (the compiler does this for constants that are
 * sorted, scattered into or accumulated into in place): as in IREE's runtime, which reads the file
 * into writable memory, such writes go to this loaded module's private copy, persist for later
 * calls, and never reach the file.
 * The archive form is handled: an optional ZIP local file header, a size-prefixed
 * {@code BytecodeModuleDef} FlatBuffer (identifier {@code IREE}), then external rodata aligned to
 * 64 bytes and addressed relative to the end of the FlatBuffer. Every table, vector, offset and
 * every function's bytecode is verified at load; malformed input fails with INVALID_ARGUMENT.
 */
public final class BytecodeModule implements Module {
    /** Bytecode major version this runtime executes. */
    public static final int VERSION_MAJOR = 17;
    /** Highest bytecode minor version this runtime executes. */
    public static final int VERSION_MINOR = 0;

    static final int FEATURE_EXT_F32 = 1;
    static final int FEATURE_EXT_F64 = 2;
    static final int FEATURE_YIELD = 4;
    static final int FEATURE_UNWIND = 8;
    static final int AVAILABLE_FEATURES = FEATURE_EXT_F32 | FEATURE_EXT_F64 | FEATURE_YIELD | FEATURE_UNWIND;

    private static final int ZIP_LOCAL_FILE_HEADER_SIGNATURE = 0x04034B50;
    private static final int ARCHIVE_SEGMENT_ALIGNMENT = 64;

    final String name;
    final int version;
    final int requirements;
    final Map<String, String> attributes;
    final TypeDef[] types;
    final List<Dependency> dependencies;
    final List<ImportDeclaration> imports;
    final List<Function> exports;
    final int[] exportInternalOrdinals;
    final FunctionSignature[] signatures;
    final FunctionDescriptor[] descriptors;
    final MemorySegment[] rodata;
    final int globalBytes;
    final int globalRefCount;
    final byte[] bytecode;
    final DebugDatabase debug;
    final String[] functionNames;
    // Execution tables derived after verification.
    final DecodedFunction[] decoded;
    final int[] i32RegisterFileSize;
    final int[] refRegisterFileSize;
    final String[] argumentCconv;
    final String[] resultCconv;
    // Lazily compiled functions: null = not tried, NOT_COMPILED = interpret, else a MethodHandle.
    private final java.util.concurrent.atomic.AtomicReferenceArray<Object> jit;
    private static final Object NOT_COMPILED = new Object();
    // Racy call counters: only a heuristic for when to compile.
    private final int[] callCounts;

    /** A declared dependency on another module. */
    public record Dependency(String name, long minimumVersion, boolean optional) {
    }

    /**
     * Files up to this size are read rather than mapped: a read costs less than the system calls
     * of a mapping, and needs no native binding linked (start-up of small programs).
     */
    static final long MAP_THRESHOLD = 1 << 20;

    /**
     * Loads a module from a file, memory-mapping it copy-on-write when it is large, else reading it
     * into memory the module owns (the file is never written).
     */
    public static BytecodeModule load(Path path) {
        return load(path, MAP_THRESHOLD);
    }

    static BytecodeModule load(Path path, long mapThreshold) {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            MemorySegment contents = size > mapThreshold ? Libc.mapFilePrivate(path, size) : read(ch, size);
            try {
                return load(contents);
            } catch (JireeException e) {
                throw e.annotate("while loading module file " + path);
            }
        } catch (IOException e) {
            throw new JireeException(StatusCode.NOT_FOUND, "cannot read module file " + path + ": " + e.getMessage(), e);
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

    /** Loads a module from bytes (copied into off-heap memory the module owns). */
    public static BytecodeModule load(byte[] contents) {
        MemorySegment copy = Arena.ofAuto().allocate(contents.length, ARCHIVE_SEGMENT_ALIGNMENT);
        MemorySegment.copy(MemorySegment.ofArray(contents), 0, copy, 0, contents.length);
        return load(copy);
    }

    /**
     * Loads a module from memory; rodata refers to {@code archive} without copying. Programs may
     * write into their constants through the HAL (see the class comment), so a writable
     * {@code archive} receives those writes; a read-only one is first copied into memory the
     * module owns.
     */
    public static BytecodeModule load(MemorySegment archive) {
        if (archive.isReadOnly()) {
            MemorySegment copy = Arena.ofAuto().allocate(archive.byteSize(), ARCHIVE_SEGMENT_ALIGNMENT);
            MemorySegment.copy(archive, 0, copy, 0, archive.byteSize());
            archive = copy;
        }
        try {
            return new BytecodeModule(archive);
        } catch (JireeException e) {
            throw e;
        } catch (IndexOutOfBoundsException | IllegalArgumentException | IllegalStateException
                | ArithmeticException | NegativeArraySizeException e) {
            // Defense in depth: every access is checked first, but no malformed file may escape
            // as anything other than INVALID_ARGUMENT.
            throw new JireeException(StatusCode.INVALID_ARGUMENT,
                    "module data is malformed (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
        }
    }

    private BytecodeModule(MemorySegment archive) {
        long archiveSize = archive.byteSize();
        long moduleStart = 0;
        if (archiveSize >= 30 && archive.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), 0)
                == ZIP_LOCAL_FILE_HEADER_SIGNATURE) {
            int nameLen = Short.toUnsignedInt(archive.get(ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), 26));
            int extraLen = Short.toUnsignedInt(archive.get(ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), 28));
            moduleStart = 30L + nameLen + extraLen;
            if (moduleStart > archiveSize) {
                throw invalid("archive self-reports as a zip but does not have enough data to contain a module");
            }
        }
        long moduleLength = archiveSize - moduleStart;
        if (moduleLength < 16) {
            throw invalid("FlatBuffer data is not present or less than 16 bytes (%d total); this is not a .vmfb module",
                    moduleLength);
        }
        long lengthPrefix = Integer.toUnsignedLong(
                archive.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), moduleStart));
        if (lengthPrefix > moduleLength - 4) {
            throw invalid("FlatBuffer length prefix out of bounds (prefix is %d but only %d available)",
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
            throw invalid("failed getting root from FlatBuffer; expected identifier 'IREE' not found (found '%s'); "
                    + "this file is not an IREE bytecode module", printable(ident));
        }
        ByteBuffer bb = fb.asByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        FlatTable def = FlatTable.root(bb, "BytecodeModuleDef");

        this.name = def.string(0, "name");
        if (name == null || name.isEmpty()) {
            throw invalid("module missing name field");
        }
        this.version = (int) def.u32(1, 0);
        this.requirements = (int) def.u32(2, 0);
        checkFeatures(requirements, "module");
        this.attributes = readAttrs(def.vector(3, 4, "attrs"));

        // Version check before anything that depends on the bytecode format.
        long bytecodeVersion = def.u32(13, 0);
        int major = (int) (bytecodeVersion >>> 16);
        int minor = (int) (bytecodeVersion & 0xFFFF);
        if (major != VERSION_MAJOR || minor > VERSION_MINOR) {
            throw invalid("bytecode version mismatch; runtime supports %d.%d, module has %d.%d; recompile the "
                    + "module with an IREE compiler that emits bytecode %d.%d (IREE 3.13)",
                    VERSION_MAJOR, VERSION_MINOR, major, minor, VERSION_MAJOR, VERSION_MINOR);
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
        List<Dependency> deps = new ArrayList<>();
        for (int i = 0; depVec != null && i < depVec.length; i++) {
            FlatTable d = depVec.table(i);
            String dn = d.string(0, "name");
            if (dn == null || dn.isEmpty()) {
                throw invalid("dependencies[%d] has no module name", i);
            }
            deps.add(new Dependency(dn, d.u32(1, 0), (d.u32(2, 1) & 2) != 0));
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
            FunctionSignature fs = sig == null ? new FunctionSignature(null, Map.of())
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
                throw invalid("functions[%d] descriptor bytecode reports %d length; functions must have at least one block",
                        i, len);
            }
            if (off < 0 || (long) off + len > bytecode.length) {
                throw invalid("functions[%d] descriptor bytecode span out of range (0 < %d < %d)", i, off, bytecode.length);
            }
            if (i32s > 0x7FFF || refs > 0x3FFF) {
                throw invalid("functions[%d] descriptor register count out of range", i);
            }
            descriptors[i] = new FunctionDescriptor(off, len, req, blocks, i32s, refs);
        }

        FlatTable.Vector expVec = def.vector(7, 4, "exported_functions");
        int expCount = expVec == null ? 0 : expVec.length;
        List<Function> exps = new ArrayList<>();
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
            exps.add(new Function(this, i, local, sig));
        }
        this.exports = List.copyOf(exps);

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
                if (rodataBase > avail || Long.compareUnsigned(off, avail - rodataBase) > 0
                        || Long.compareUnsigned(len, avail - rodataBase - off) > 0) {
                    throw invalid("rodata[%d] external reference out of range (offset %s, length %s, %d bytes of "
                            + "rodata in the file); the file is truncated", i, Long.toUnsignedString(off),
                            Long.toUnsignedString(len), Math.max(0, avail - rodataBase));
                }
                rodata[i] = archive.asSlice(rodataBase + off, len);
            }
        }

        FlatTable state = def.table(11, "module_state");
        this.globalBytes = state == null ? 0 : state.i32(0, 0);
        this.globalRefCount = state == null ? 0 : state.i32(1, 0);
        if (globalBytes < 0 || globalBytes > (1 << 28) || globalRefCount < 0 || globalRefCount > (1 << 24)) {
            throw invalid("module_state sizes out of range (global bytes %d, global refs %d)", globalBytes, globalRefCount);
        }

        this.functionNames = new String[descCount];
        for (int i = 0; i < expCount; i++) {
            if (functionNames[exportInternalOrdinals[i]] == null) {
                functionNames[exportInternalOrdinals[i]] = exports.get(i).name();
            }
        }
        this.debug = DebugDatabase.parse(def.table(15, "debug_database"), descCount, functionNames.clone());
        for (int i = 0; i < descCount; i++) {
            if (functionNames[i] == null) {
                functionNames[i] = debug.functionName(i);
            }
        }

        BytecodeVerifier.verify(this);

        this.decoded = new DecodedFunction[descCount];
        this.jit = new java.util.concurrent.atomic.AtomicReferenceArray<>(descCount);
        this.callCounts = new int[descCount];
        this.i32RegisterFileSize = new int[descCount];
        this.refRegisterFileSize = new int[descCount];
        this.argumentCconv = new String[descCount];
        this.resultCconv = new String[descCount];
        for (int i = 0; i < descCount; i++) {
            decoded[i] = DecodedFunction.decode(functionBytecode(i));
            // Register files are sized to the verifier's power-of-two bound so every verified
            // ordinal is in range.
            i32RegisterFileSize[i] = BytecodeVerifier.roundUpPow2(Math.max(1, descriptors[i].i32RegisterCount()));
            refRegisterFileSize[i] = BytecodeVerifier.roundUpPow2(Math.max(1, descriptors[i].refRegisterCount()));
            CallingConvention cc = signatures[i].callingConvention();
            argumentCconv[i] = cc == null ? "" : cc.arguments();
            resultCconv[i] = cc == null ? "" : cc.results();
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

    static void checkFeatures(int required, String what) {
        if ((required & ~AVAILABLE_FEATURES) != 0) {
            throw invalid("required %s features [0x%X] are not available in this runtime configuration; have "
                    + "[EXT_F32|EXT_F64|YIELD|UNWIND] while %s requires [0x%X]", what,
                    required & ~AVAILABLE_FEATURES, what, required);
        }
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

    @Override
    public String name() {
        return name;
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public List<Function> exports() {
        return exports;
    }

    @Override
    public List<ImportDeclaration> imports() {
        return imports;
    }

    /** Module-level reflection attributes. */
    public Map<String, String> attributes() {
        return attributes;
    }

    /** Declared module dependencies. */
    public List<Dependency> dependencies() {
        return dependencies;
    }

    /** Feature bits the module requires (EXT_F32=1, EXT_F64=2, YIELD=4, UNWIND=8). */
    public int requirements() {
        return requirements;
    }

    /** Number of internal functions. */
    public int functionCount() {
        return descriptors.length;
    }

    /** The descriptor of internal function {@code ordinal}. */
    public FunctionDescriptor functionDescriptor(int ordinal) {
        return descriptors[ordinal];
    }

    /** The signature of internal function {@code ordinal}. */
    public FunctionSignature functionSignature(int ordinal) {
        return signatures[ordinal];
    }

    /** A display name of internal function {@code ordinal}. */
    public String functionName(int ordinal) {
        String n = ordinal >= 0 && ordinal < functionNames.length ? functionNames[ordinal] : null;
        return n != null ? n : "<internal " + ordinal + ">";
    }

    /** The internal function ordinal implementing export {@code exportOrdinal}. */
    public int exportInternalOrdinal(int exportOrdinal) {
        return exportInternalOrdinals[exportOrdinal];
    }

    /** The module's type table. */
    public List<TypeDef> types() {
        return List.of(types);
    }

    /** Number of rodata segments. */
    public int rodataCount() {
        return rodata.length;
    }

    /** Rodata segment {@code ordinal}: a read-only view of the loaded module's copy of it. */
    public MemorySegment rodata(int ordinal) {
        return rodata[ordinal].asReadOnly();
    }

    /** A copy of the bytes of internal function {@code ordinal}. */
    public byte[] functionBytecode(int ordinal) {
        FunctionDescriptor d = descriptors[ordinal];
        byte[] out = new byte[d.bytecodeLength()];
        System.arraycopy(bytecode, d.bytecodeOffset(), out, 0, out.length);
        return out;
    }

    /** The compiled form of internal function {@code ordinal}, or null to interpret it. */
    java.lang.invoke.MethodHandle compiled(int ordinal) {
        Object h = jit.get(ordinal);
        if (h == null) {
            // Compiling costs a class definition: do it for loops at once, for the rest only
            // once they are called often.
            if (!FunctionCompiler.eager && ++callCounts[ordinal] < FunctionCompiler.CALL_THRESHOLD
                    && !FunctionCompiler.hasLoop(decoded[ordinal].code)) {
                return null;
            }
            java.lang.invoke.MethodHandle mh = FunctionCompiler.compile(this, ordinal);
            jit.compareAndSet(ordinal, null, mh == null ? NOT_COMPILED : mh);
            h = jit.get(ordinal);
        }
        return h == NOT_COMPILED ? null : (java.lang.invoke.MethodHandle) h;
    }

    /** The set of opcodes used by this module's functions. */
    public java.util.Set<Opcode> opcodesUsed() {
        return BytecodeVerifier.opcodesUsed(this);
    }

    /** The debug database (empty when the module has none). */
    public DebugDatabase debugDatabase() {
        return debug;
    }

    @Override
    public ModuleInstance instantiate(Context context, ResolvedImport[] resolvedImports) {
        for (Dependency d : dependencies) {
            boolean found = false;
            for (Module m : context.modules()) {
                if (m.name().equals(d.name())) {
                    found = true;
                    if (!d.optional() && Integer.toUnsignedLong(m.version()) < d.minimumVersion()) {
                        throw JireeException.of(StatusCode.NOT_FOUND,
                                "required module '%s' version mismatch; have %d but require %d",
                                d.name(), m.version(), d.minimumVersion());
                    }
                }
            }
            if (!found && !d.optional()) {
                throw JireeException.of(StatusCode.NOT_FOUND,
                        "required module '%s' not registered on the context; module '%s' depends on it",
                        d.name(), name);
            }
        }
        return new BytecodeModuleInstance(this, resolvedImports);
    }

    @Override
    public String toString() {
        return "BytecodeModule[" + name + "]";
    }
}
