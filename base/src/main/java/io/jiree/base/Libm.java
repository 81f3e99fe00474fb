package io.jiree.base;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Optional;

/**
 * The C math library ({@code libm.so.6}) through FFM: the functions IREE's VM ({@code vm/ops.h})
 * and its {@code vmvx} kernels call for transcendental math, so that jiree's results are the C
 * runtime's bit for bit (glibc's functions are not all correctly rounded, and Java's
 * {@code StrictMath} rounds differently in places). One handle per C function, with the header's
 * signature; the calls are short and never call back, so they are bound as critical (no thread
 * state transition). Set {@code JIREE_LIBM_LIBRARY} to use another file.
 *
 * <p>Each function is bound at the symbol version IREE's {@code iree-run-module} links against on
 * x86-64 glibc ({@code log@GLIBC_2.2.5}, {@code logf@GLIBC_2.27}, ...), found with
 * {@code dlvsym}: glibc keeps the old {@code exp}, {@code exp2}, {@code log}, {@code log2} and
 * {@code pow} as compatibility wrappers whose domain errors return a different NaN from the
 * default versions {@code dlsym} would give. Where that version is absent (another C library or
 * architecture) the default symbol is used.
 */
public final class Libm {

    private static final MethodHandle ATANF;
    private static final MethodHandle ATAN2F;
    private static final MethodHandle COSF;
    private static final MethodHandle SINF;
    private static final MethodHandle EXPF;
    private static final MethodHandle EXP2F;
    private static final MethodHandle EXPM1F;
    private static final MethodHandle LOGF;
    private static final MethodHandle LOG10F;
    private static final MethodHandle LOG1PF;
    private static final MethodHandle LOG2F;
    private static final MethodHandle POWF;
    private static final MethodHandle TANHF;
    private static final MethodHandle ERFF;
    private static final MethodHandle REMAINDERF;
    private static final MethodHandle ATAN;
    private static final MethodHandle ATAN2;
    private static final MethodHandle COS;
    private static final MethodHandle SIN;
    private static final MethodHandle EXP;
    private static final MethodHandle EXP2;
    private static final MethodHandle EXPM1;
    private static final MethodHandle LOG;
    private static final MethodHandle LOG10;
    private static final MethodHandle LOG1P;
    private static final MethodHandle LOG2;
    private static final MethodHandle POW;
    private static final MethodHandle TANH;
    private static final MethodHandle ERF;
    private static final MethodHandle REMAINDER;

    /** The symbol versions of glibc 2.27 and later's new float functions; all others are 2.2.5. */
    private static final List<String> GLIBC_2_27 = List.of("expf", "exp2f", "logf", "log2f", "powf");

    static {
        Versioned lib = new Versioned(Library.LOADED);
        FunctionDescriptor f1 = FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT);
        FunctionDescriptor f2 =
                FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT, ValueLayout.JAVA_FLOAT);
        FunctionDescriptor d1 = FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE);
        FunctionDescriptor d2 =
                FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE, ValueLayout.JAVA_DOUBLE);
        ATANF = bind(lib, "atanf", f1);
        ATAN2F = bind(lib, "atan2f", f2);
        COSF = bind(lib, "cosf", f1);
        SINF = bind(lib, "sinf", f1);
        EXPF = bind(lib, "expf", f1);
        EXP2F = bind(lib, "exp2f", f1);
        EXPM1F = bind(lib, "expm1f", f1);
        LOGF = bind(lib, "logf", f1);
        LOG10F = bind(lib, "log10f", f1);
        LOG1PF = bind(lib, "log1pf", f1);
        LOG2F = bind(lib, "log2f", f1);
        POWF = bind(lib, "powf", f2);
        TANHF = bind(lib, "tanhf", f1);
        ERFF = bind(lib, "erff", f1);
        REMAINDERF = bind(lib, "remainderf", f2);
        ATAN = bind(lib, "atan", d1);
        ATAN2 = bind(lib, "atan2", d2);
        COS = bind(lib, "cos", d1);
        SIN = bind(lib, "sin", d1);
        EXP = bind(lib, "exp", d1);
        EXP2 = bind(lib, "exp2", d1);
        EXPM1 = bind(lib, "expm1", d1);
        LOG = bind(lib, "log", d1);
        LOG10 = bind(lib, "log10", d1);
        LOG1P = bind(lib, "log1p", d1);
        LOG2 = bind(lib, "log2", d1);
        POW = bind(lib, "pow", d2);
        TANH = bind(lib, "tanh", d1);
        ERF = bind(lib, "erf", d1);
        REMAINDER = bind(lib, "remainder", d2);
    }

    private Libm() {}

    // The library, loaded once for the math functions and the mode functions, each bound when first
    // used: a program that runs workgroups but no transcendental op binds only the modes.
    private static final class Library {
        static final NativeLibrary.Spec SPEC = new NativeLibrary.Spec(
                "the C math library",
                "libm.so.6",
                "JIREE_LIBM_LIBRARY",
                List.of(),
                "install the C library's libm (glibc's libm.so.6)");
        static final NativeLibrary.Loaded LOADED = NativeLibrary.load(SPEC);
    }

    private static MethodHandle bind(Versioned lib, String name, FunctionDescriptor signature) {
        String version = GLIBC_2_27.contains(name) ? "GLIBC_2.27" : "GLIBC_2.2.5";
        MemorySegment symbol = lib.find(name, version)
                .orElseThrow(() -> JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "the C math library has no function '%s'; jiree's float math needs a C99 libm (glibc)",
                        name));
        // The mode functions take heap memory (FloatModes): critical with heap access.
        return Linker.nativeLinker().downcallHandle(symbol, signature, Linker.Option.critical(name.startsWith("fe")));
    }

    /**
     * Sets the calling thread's floating-point control modes the way IREE's CPU executors set them
     * around every dispatch ({@code base/internal/fpu_state.c}): denormal inputs read as zero and
     * denormal results flushed to zero (x86-64 MXCSR DAZ|FTZ, 0x8040; arm64 FPCR FZ|FZ16). The C
     * math functions then compute exactly what they compute inside the reference's dispatches.
     * {@link DenormalsFlushed#close()} restores the previous modes. Only calls into this class may
     * run in between: Java's own float arithmetic is defined for the default modes only.
     */
    public static DenormalsFlushed flushDenormals() {
        return new DenormalsFlushed();
    }

    /** The flushed modes of {@link #flushDenormals()}, until closed. */
    public static final class DenormalsFlushed implements AutoCloseable {
        private final FloatModes modes = FloatModes.ofThisThread();

        private DenormalsFlushed() {
            modes.flushDenormals();
        }

        @Override
        public void close() {
            modes.restore();
        }
    }

    /**
     * One thread's floating-point control modes, switched to IREE's dispatch modes (see
     * {@link #flushDenormals()}) and back without allocating: a command buffer's execution does so
     * once. Switches nest (only the outermost one loads modes); {@link #pause()} and
     * {@link #resume()} lend the thread its own modes back in between, for work that must compute
     * in them.
     */
    public static final class FloatModes {
        private static final String ARCH = System.getProperty("os.arch");
        // fegetmode and fesetmode (one version each), critical with heap access: the modes live in
        // heap memory (femode_t is at most 16 bytes).
        private static final MethodHandle FEGETMODE;
        private static final MethodHandle FESETMODE;
        // Why the functions could not be bound (no libm): each ofThisThread() then says so.
        private static final JireeException UNAVAILABLE;
        private static final ThreadLocal<FloatModes> THREAD_MODES = ThreadLocal.withInitial(FloatModes::new);

        static {
            MethodHandle get = null;
            MethodHandle set = null;
            JireeException missing = null;
            try {
                get = bindMode("fegetmode");
                set = bindMode("fesetmode");
            } catch (JireeException e) {
                missing = e;
            } catch (ExceptionInInitializerError e) {
                missing = e.getCause() instanceof JireeException j
                        ? j
                        : new JireeException(StatusCode.UNAVAILABLE, "the C math library could not be loaded: " + e);
            }
            FEGETMODE = get;
            FESETMODE = set;
            UNAVAILABLE = missing;
        }

        // The bits that flush denormals in glibc's femode_t, as its first 8 bytes read as a native
        // long: x86-64 has the x87 control word, a reserved word, then MXCSR (DAZ|FTZ, 0x8040);
        // aarch64 has FPCR (FZ|FZ16). Words, not accessors: see StructImage.
        private static final long FLUSH_BITS = flushBits();

        private final long[] savedWords = new long[2];
        private final long[] flushedWords = new long[2];
        private final MemorySegment saved = MemorySegment.ofArray(savedWords);
        private final MemorySegment flushed = MemorySegment.ofArray(flushedWords);
        private int depth;
        private boolean switched;

        private FloatModes() {}

        /** The calling thread's modes (loads libm's mode functions: a missing libm fails here). */
        public static FloatModes ofThisThread() {
            if (UNAVAILABLE != null) {
                throw UNAVAILABLE;
            }
            return THREAD_MODES.get();
        }

        // Both architectures are little-endian here (os.arch names big-endian arm64 aarch64_be).
        private static long flushBits() {
            if (ARCH.equals("amd64") || ARCH.equals("x86_64")) {
                return 0x8040L << 32; // MXCSR at byte 4
            }
            if (ARCH.equals("aarch64")) {
                return 0x1080000L; // FPCR at byte 0
            }
            return 0;
        }

        private static MethodHandle bindMode(String name) {
            MemorySegment symbol = Library.LOADED
                    .symbols()
                    .find(name)
                    .orElseThrow(() -> JireeException.of(
                            StatusCode.UNAVAILABLE,
                            "the C math library has no function '%s'; jiree's CPU devices need a C99 libm (glibc)",
                            name));
            return Linker.nativeLinker()
                    .downcallHandle(
                            symbol,
                            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS),
                            Linker.Option.critical(true));
        }

        /** Flushes denormals on this thread until the matching {@link #restore()}. */
        public void flushDenormals() {
            if (depth++ > 0) {
                return;
            }
            get(saved);
            flushedWords[0] = savedWords[0] | FLUSH_BITS;
            flushedWords[1] = savedWords[1];
            // Already so (a worker set for good): nothing to load, as in IREE.
            switched = flushedWords[0] != savedWords[0];
            if (switched) {
                set(flushed);
            }
        }

        /** Ends the matching {@link #flushDenormals()}: the outermost one puts back the modes it found. */
        public void restore() {
            if (depth == 0 || --depth > 0) {
                return;
            }
            if (switched) {
                switched = false;
                set(saved);
            }
        }

        /** Gives this thread back the modes the outermost switch found, until {@link #resume()}. */
        public void pause() {
            if (switched) {
                set(saved);
            }
        }

        /** Flushes denormals again after {@link #pause()}. */
        public void resume() {
            if (switched) {
                set(flushed);
            }
        }

        private static void get(MemorySegment mode) {
            int rc;
            try {
                rc = (int) FEGETMODE.invokeExact(mode);
            } catch (Throwable t) {
                throw new JireeException(StatusCode.INTERNAL, "libm fegetmode call failed: " + t, t);
            }
            check(rc, "fegetmode");
        }

        private static void set(MemorySegment mode) {
            int rc;
            try {
                rc = (int) FESETMODE.invokeExact(mode);
            } catch (Throwable t) {
                throw new JireeException(StatusCode.INTERNAL, "libm fesetmode call failed: " + t, t);
            }
            check(rc, "fesetmode");
        }

        private static void check(int rc, String name) {
            if (rc != 0) {
                throw JireeException.of(StatusCode.INTERNAL, "libm %s returned %d", name, rc);
            }
        }
    }

    /**
     * Symbol lookup by name and version: the library opened once more with {@code dlopen} (which
     * only counts a reference to the already loaded file) for {@code dlvsym}, falling back to the
     * unversioned lookup.
     */
    private static final class Versioned {
        private static final int RTLD_NOW = 2;
        private final SymbolLookup plain;
        private final MemorySegment handle;
        private final MethodHandle dlvsym;

        Versioned(NativeLibrary.Loaded loaded) {
            plain = loaded.symbols();
            Linker linker = Linker.nativeLinker();
            SymbolLookup libc = linker.defaultLookup();
            MemorySegment h = MemorySegment.NULL;
            MethodHandle v = null;
            var open = libc.find("dlopen");
            var vsym = libc.find("dlvsym");
            if (open.isPresent() && vsym.isPresent()) {
                MethodHandle dlopen = linker.downcallHandle(
                        open.get(),
                        FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_INT));
                v = linker.downcallHandle(
                        vsym.get(),
                        FunctionDescriptor.of(
                                ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
                try (Arena arena = Arena.ofConfined()) {
                    h = (MemorySegment) dlopen.invokeExact(arena.allocateFrom(loaded.origin()), RTLD_NOW);
                } catch (Throwable t) {
                    h = MemorySegment.NULL;
                }
            }
            handle = h;
            dlvsym = v;
        }

        Optional<MemorySegment> find(String name, String version) {
            if (dlvsym != null && handle.address() != 0) {
                try (Arena arena = Arena.ofConfined()) {
                    MemorySegment s = (MemorySegment)
                            dlvsym.invokeExact(handle, arena.allocateFrom(name), arena.allocateFrom(version));
                    if (s.address() != 0) {
                        return Optional.of(s);
                    }
                } catch (Throwable t) {
                    // Fall back to the default version below.
                }
            }
            return plain.find(name);
        }
    }

    private static JireeException failed(String name, Throwable t) {
        return new JireeException(StatusCode.INTERNAL, "libm " + name + " call failed: " + t, t);
    }

    public static float atanf(float x) {
        try {
            return (float) ATANF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("atanf", t);
        }
    }

    public static float atan2f(float y, float x) {
        try {
            return (float) ATAN2F.invokeExact(y, x);
        } catch (Throwable t) {
            throw failed("atan2f", t);
        }
    }

    public static float cosf(float x) {
        try {
            return (float) COSF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("cosf", t);
        }
    }

    public static float sinf(float x) {
        try {
            return (float) SINF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("sinf", t);
        }
    }

    public static float expf(float x) {
        try {
            return (float) EXPF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("expf", t);
        }
    }

    public static float exp2f(float x) {
        try {
            return (float) EXP2F.invokeExact(x);
        } catch (Throwable t) {
            throw failed("exp2f", t);
        }
    }

    public static float expm1f(float x) {
        try {
            return (float) EXPM1F.invokeExact(x);
        } catch (Throwable t) {
            throw failed("expm1f", t);
        }
    }

    public static float logf(float x) {
        try {
            return (float) LOGF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("logf", t);
        }
    }

    public static float log10f(float x) {
        try {
            return (float) LOG10F.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log10f", t);
        }
    }

    public static float log1pf(float x) {
        try {
            return (float) LOG1PF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log1pf", t);
        }
    }

    public static float log2f(float x) {
        try {
            return (float) LOG2F.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log2f", t);
        }
    }

    public static float powf(float x, float y) {
        try {
            return (float) POWF.invokeExact(x, y);
        } catch (Throwable t) {
            throw failed("powf", t);
        }
    }

    public static float tanhf(float x) {
        try {
            return (float) TANHF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("tanhf", t);
        }
    }

    public static float erff(float x) {
        try {
            return (float) ERFF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("erff", t);
        }
    }

    public static float remainderf(float x, float y) {
        try {
            return (float) REMAINDERF.invokeExact(x, y);
        } catch (Throwable t) {
            throw failed("remainderf", t);
        }
    }

    public static double atan(double x) {
        try {
            return (double) ATAN.invokeExact(x);
        } catch (Throwable t) {
            throw failed("atan", t);
        }
    }

    public static double atan2(double y, double x) {
        try {
            return (double) ATAN2.invokeExact(y, x);
        } catch (Throwable t) {
            throw failed("atan2", t);
        }
    }

    public static double cos(double x) {
        try {
            return (double) COS.invokeExact(x);
        } catch (Throwable t) {
            throw failed("cos", t);
        }
    }

    public static double sin(double x) {
        try {
            return (double) SIN.invokeExact(x);
        } catch (Throwable t) {
            throw failed("sin", t);
        }
    }

    public static double exp(double x) {
        try {
            return (double) EXP.invokeExact(x);
        } catch (Throwable t) {
            throw failed("exp", t);
        }
    }

    public static double exp2(double x) {
        try {
            return (double) EXP2.invokeExact(x);
        } catch (Throwable t) {
            throw failed("exp2", t);
        }
    }

    public static double expm1(double x) {
        try {
            return (double) EXPM1.invokeExact(x);
        } catch (Throwable t) {
            throw failed("expm1", t);
        }
    }

    public static double log(double x) {
        try {
            return (double) LOG.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log", t);
        }
    }

    public static double log10(double x) {
        try {
            return (double) LOG10.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log10", t);
        }
    }

    public static double log1p(double x) {
        try {
            return (double) LOG1P.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log1p", t);
        }
    }

    public static double log2(double x) {
        try {
            return (double) LOG2.invokeExact(x);
        } catch (Throwable t) {
            throw failed("log2", t);
        }
    }

    public static double pow(double x, double y) {
        try {
            return (double) POW.invokeExact(x, y);
        } catch (Throwable t) {
            throw failed("pow", t);
        }
    }

    public static double tanh(double x) {
        try {
            return (double) TANH.invokeExact(x);
        } catch (Throwable t) {
            throw failed("tanh", t);
        }
    }

    public static double erf(double x) {
        try {
            return (double) ERF.invokeExact(x);
        } catch (Throwable t) {
            throw failed("erf", t);
        }
    }

    public static double remainder(double x, double y) {
        try {
            return (double) REMAINDER.invokeExact(x, y);
        } catch (Throwable t) {
            throw failed("remainder", t);
        }
    }
}
