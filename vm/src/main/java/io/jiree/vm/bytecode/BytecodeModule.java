package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
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
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A loaded and verified IREE bytecode module ({@code .vmfb}, bytecode version 17.0): what
 * {@link ModuleReader} read from the file, every function verified ({@link BytecodeVerifier}) and
 * decoded for the interpreter ({@link DecodedFunction}), compiled to JVM bytecode when hot
 * ({@link FunctionCompiler}). Malformed input fails to load with INVALID_ARGUMENT.
 *
 * <p>Rodata segments are views of the memory the file was mapped or read into. The VM sees them
 * read-only, but the HAL may import one as a dispatch's output (the compiler does this for
 * constants that are sorted, scattered into or accumulated into in place): as in IREE's runtime,
 * which reads the file into writable memory, such writes go to this loaded module's private copy,
 * persist for later calls, and never reach the file.
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
    private final Map<Integer, DecodedFunction> traced = new HashMap<>();
    final int[] i32RegisterFileSize;
    final int[] refRegisterFileSize;
    final String[] argumentCconv;
    final String[] resultCconv;
    // Lazily compiled functions: null = not tried, NOT_COMPILED = interpret, else a MethodHandle.
    private final AtomicReferenceArray<Object> jit;
    private static final Object NOT_COMPILED = new Object();
    // Racy call counters: only a heuristic for when to compile.
    private final int[] callCounts;
    // Per function: 0 not yet looked at, 1 has a loop, 2 has none (a benign race: any thread finds the same).
    private final byte[] loops;
    // Which functions may change the module's globals, read from the code on first use.
    private volatile GlobalWrites globalWrites;

    /** A declared dependency on another module. */
    public record Dependency(String name, long minimumVersion, boolean optional) {}

    /**
     * Loads a module from a file, memory-mapping it copy-on-write when it is large, else reading it
     * into memory the module owns (the file is never written).
     */
    public static BytecodeModule load(Path path) {
        return ModuleReader.read(path, ModuleReader.MAP_THRESHOLD);
    }

    /**
     * Loads a module from a file as IREE's {@code --module_mode} asks: {@code mapped} maps it
     * copy-on-write (pages read as used), otherwise it is read whole into memory the module owns.
     */
    public static BytecodeModule load(Path path, boolean mapped) {
        return ModuleReader.read(path, mapped ? 0 : Long.MAX_VALUE);
    }

    /** Loads a module from bytes (copied into off-heap memory the module owns). */
    public static BytecodeModule load(byte[] contents) {
        return ModuleReader.read(contents);
    }

    /**
     * Loads a module from memory; rodata refers to {@code archive} without copying. Programs may
     * write into their constants through the HAL (see the class comment), so a writable
     * {@code archive} receives those writes; a read-only one is first copied into memory the
     * module owns.
     */
    public static BytecodeModule load(MemorySegment archive) {
        return ModuleReader.read(archive);
    }

    /** Takes over what {@code r} read, verifies every function and prepares it for execution. */
    BytecodeModule(ModuleReader r) {
        this.name = r.name;
        this.version = r.version;
        this.requirements = r.requirements;
        this.attributes = r.attributes;
        this.types = r.types;
        this.dependencies = r.dependencies;
        this.imports = r.imports;
        this.exportInternalOrdinals = r.exportInternalOrdinals;
        this.signatures = r.signatures;
        this.descriptors = r.descriptors;
        this.rodata = r.rodata;
        this.globalBytes = r.globalBytes;
        this.globalRefCount = r.globalRefCount;
        this.bytecode = r.bytecode;
        this.debug = r.debug;
        this.functionNames = r.functionNames;
        List<Function> exps = new ArrayList<>();
        for (int i = 0; i < r.exportNames.length; i++) {
            exps.add(new Function(this, i, r.exportNames[i], signatures[exportInternalOrdinals[i]]));
        }
        this.exports = List.copyOf(exps);
        int descCount = descriptors.length;

        BytecodeVerifier.verify(this);

        this.decoded = new DecodedFunction[descCount];
        this.jit = new AtomicReferenceArray<>(descCount);
        this.callCounts = new int[descCount];
        this.loops = new byte[descCount];
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

    static void checkFeatures(int required, String what) {
        if ((required & ~AVAILABLE_FEATURES) != 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "required %s features [0x%X] are not available in "
                            + "this runtime configuration; have [EXT_F32|EXT_F64|YIELD|UNWIND] while %s requires [0x%X]",
                    what,
                    required & ~AVAILABLE_FEATURES,
                    what,
                    required);
        }
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

    /**
     * The compiled form of internal function {@code ordinal}, or null to interpret it; compiles it
     * when due (at once when {@code eager}).
     */
    MethodHandle compiled(int ordinal, boolean eager) {
        Object h = jit.get(ordinal);
        if (h == null) {
            // Compiling costs a class definition: do it for loops at once, for the rest only
            // once they are called often.
            if (!eager && ++callCounts[ordinal] < FunctionCompiler.CALL_THRESHOLD && !hasLoop(ordinal)) {
                return null;
            }
            MethodHandle mh = FunctionCompiler.compile(this, ordinal);
            jit.compareAndSet(ordinal, null, mh == null ? NOT_COMPILED : mh);
            h = jit.get(ordinal);
        }
        return h == NOT_COMPILED ? null : (MethodHandle) h;
    }

    /** Whether internal function {@code ordinal} was compiled (tests). */
    boolean isCompiled(int ordinal) {
        Object h = jit.get(ordinal);
        return h != null && h != NOT_COMPILED;
    }

    /** Internal function {@code ordinal} decoded with a trace step before each instruction, made once. */
    DecodedFunction traced(int ordinal) {
        synchronized (traced) {
            return traced.computeIfAbsent(ordinal, o -> DecodedFunction.decode(functionBytecode(o), true));
        }
    }

    /** Whether internal function {@code ordinal} has a loop, scanned once. */
    private boolean hasLoop(int ordinal) {
        byte known = loops[ordinal];
        if (known == 0) {
            known = FunctionCompiler.hasLoop(decoded[ordinal].code) ? (byte) 1 : (byte) 2;
            loops[ordinal] = known;
        }
        return known == 1;
    }

    /**
     * Whether internal function {@code ordinal}, or an internal function it calls, may change this
     * module's globals (see {@link GlobalWrites}: a global store, or a list or VM buffer changed in
     * place beside a ref global load); calls into imports are not followed here.
     */
    public boolean writesGlobals(int ordinal) {
        return globalWrites().writes(ordinal);
    }

    /** The ordinals of the imports internal function {@code ordinal}, or an internal function it calls, calls. */
    public BitSet importsCalled(int ordinal) {
        return globalWrites().imports(ordinal);
    }

    private GlobalWrites globalWrites() {
        GlobalWrites w = globalWrites;
        if (w == null) {
            w = GlobalWrites.of(this); // any thread computes the same
            globalWrites = w;
        }
        return w;
    }

    /** The set of opcodes used by this module's functions. */
    public Set<Opcode> opcodesUsed() {
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
                        throw JireeException.of(
                                StatusCode.NOT_FOUND,
                                "required module '%s' version mismatch; have %d but require %d",
                                d.name(),
                                m.version(),
                                d.minimumVersion());
                    }
                }
            }
            if (!found && !d.optional()) {
                throw JireeException.of(
                        StatusCode.NOT_FOUND,
                        "required module '%s' not registered on the context; module '%s' depends on it",
                        d.name(),
                        name);
            }
        }
        return new BytecodeModuleInstance(this, resolvedImports, context.engine());
    }

    @Override
    public String toString() {
        return "BytecodeModule[" + name + "]";
    }
}
