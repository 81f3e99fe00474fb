package io.jiree.hal.cuda.nccl;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.NativeLibrary;
import io.jiree.base.Once;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveReduction;
import java.io.IOException;
import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The binding to {@code libnccl.so.2}: one MethodHandle per NCCL function with nccl.h's exact C
 * signature. Loaded on first use only, so processes without an SPMD job never touch NCCL. Every
 * call returns NCCL's raw {@code ncclResult_t}; {@link #check} turns a failure into a
 * {@link JireeException} with IREE's status mapping and NCCL's own error text. The collective calls
 * take hal-api's element types and reductions; {@link #dataType} and {@link #redOp} are the one
 * mapping to NCCL's values.
 *
 * <p>Search order: the system property {@value #LIBRARY_PROPERTY} (tests), the environment
 * variable {@value #LIBRARY_VARIABLE}, the dynamic loader, then the {@code nvidia/nccl/lib}
 * folders of pip's {@code nvidia-nccl-cu12} package under the Python installations found on PATH
 * and in the usual prefixes.
 */
public final class Nccl {
    public static final String LIBRARY_PROPERTY = "jiree.nccl.library";
    public static final String LIBRARY_VARIABLE = "JIREE_NCCL_LIBRARY";
    public static final String SONAME = "libnccl.so.2";

    // ncclResult_t
    public static final int SUCCESS = 0;
    public static final int UNHANDLED_CUDA_ERROR = 1;
    public static final int SYSTEM_ERROR = 2;
    public static final int INTERNAL_ERROR = 3;
    public static final int INVALID_ARGUMENT = 4;
    public static final int INVALID_USAGE = 5;
    public static final int REMOTE_ERROR = 6;
    public static final int IN_PROGRESS = 7;

    /** {@code NCCL_SPLIT_NOCOLOR}: this rank joins no communicator in a split. */
    public static final int SPLIT_NOCOLOR = -1;
    /** Bytes of {@code ncclUniqueId}. */
    public static final int UNIQUE_ID_BYTES = 128;

    /** {@code ncclUniqueId}: 128 opaque bytes, passed by value to the init functions. */
    public static final MemoryLayout UNIQUE_ID = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(UNIQUE_ID_BYTES, ValueLayout.JAVA_BYTE).withName("internal"));

    /** {@code ncclConfig_t} up to {@code splitShare} (NCCL 2.18); NCCL reads {@code size} bytes of it. */
    public static final MemoryLayout CONFIG = MemoryLayout.structLayout(
            ValueLayout.JAVA_LONG.withName("size"),
            ValueLayout.JAVA_INT.withName("magic"),
            ValueLayout.JAVA_INT.withName("version"),
            ValueLayout.JAVA_INT.withName("blocking"),
            ValueLayout.JAVA_INT.withName("cgaClusterSize"),
            ValueLayout.JAVA_INT.withName("minCTAs"),
            ValueLayout.JAVA_INT.withName("maxCTAs"),
            ValueLayout.ADDRESS.withName("netName"),
            ValueLayout.JAVA_INT.withName("splitShare"),
            MemoryLayout.paddingLayout(4));

    private static final int CONFIG_MAGIC = 0xcafebeef;
    private static final int CONFIG_LAYOUT_VERSION = 21800;
    private static final int CONFIG_UNDEF_INT = Integer.MIN_VALUE;
    /** The oldest NCCL with every function bound here (ncclCommSplit arrived in 2.18). */
    private static final int MINIMUM_VERSION = 21800;

    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfLong SIZE_T = ValueLayout.JAVA_LONG;
    private static final AddressLayout PTR = ValueLayout.ADDRESS;
    // A device address (a buffer NCCL reads or writes): an integer the width of a pointer, as CUDA
    // hands it out, never memory this process dereferences.
    private static final ValueLayout.OfLong DEVICE_PTR = ValueLayout.JAVA_LONG;

    private static final Once<Nccl> INSTANCE =
            new Once<>(() -> new Nccl(open(System.getProperty(LIBRARY_PROPERTY), Environment.system())));

    private final String origin;
    private final int versionCode;
    private final MethodHandle getVersion;
    private final MethodHandle getUniqueId;
    private final MethodHandle commInitRankConfig;
    private final MethodHandle commInitRank;
    private final MethodHandle commSplit;
    private final MethodHandle commFinalize;
    private final MethodHandle commDestroy;
    private final MethodHandle commAbort;
    private final MethodHandle commGetAsyncError;
    private final MethodHandle commCount;
    private final MethodHandle commUserRank;
    private final MethodHandle getErrorString;
    private final MethodHandle getLastError;
    private final MethodHandle groupStart;
    private final MethodHandle groupEnd;
    private final MethodHandle allGather;
    private final MethodHandle allReduce;
    private final MethodHandle allToAll; // null where this NCCL lacks it
    private final MethodHandle broadcast;
    private final MethodHandle reduce;
    private final MethodHandle reduceScatter;
    private final MethodHandle send;
    private final MethodHandle recv;

    /** The process-wide binding, loaded on first call. UNAVAILABLE with how to fix when absent. */
    public static Nccl get() {
        return INSTANCE.get();
    }

    /** Loads a binding outside the process-wide one (tests). */
    static Nccl load(String property, Environment env) {
        return new Nccl(open(property, env));
    }

    static NativeLibrary.Loaded open(String property, Environment env) {
        if (property != null && !property.isEmpty()) {
            return NativeLibrary.loadFile(
                    "NCCL",
                    Path.of(property),
                    "system property " + LIBRARY_PROPERTY + "=" + property,
                    "point it at " + SONAME + " or clear it");
        }
        return NativeLibrary.load(
                new NativeLibrary.Spec(
                        "NCCL",
                        SONAME,
                        LIBRARY_VARIABLE,
                        pipPackageDirectories(env),
                        "Install NCCL (pip install nvidia-nccl-cu12)"),
                env);
    }

    /**
     * {@code site-packages/nvidia/nccl/lib} (and {@code dist-packages}) under every Python prefix
     * worth a look: each python3 on PATH, an active virtualenv or conda, the user site, /usr and
     * /usr/local. Only directory listings, so this stays cheap.
     */
    static List<Path> pipPackageDirectories(Environment env) {
        Set<Path> prefixes = NativeLibrary.pythonPrefixes(env, "python3");
        prefixes.add(Path.of("/usr/local"));
        prefixes.add(Path.of("/usr"));
        List<Path> result = new ArrayList<>();
        for (Path prefix : prefixes) {
            Path lib = prefix.resolve("lib");
            if (!Files.isDirectory(lib)) {
                continue;
            }
            try (DirectoryStream<Path> pythons = Files.newDirectoryStream(lib, "python3*")) {
                for (Path python : pythons) {
                    for (String packages : new String[] {"site-packages", "dist-packages"}) {
                        Path candidate = python.resolve(packages).resolve("nvidia/nccl/lib");
                        if (Files.isDirectory(candidate)) {
                            result.add(candidate);
                        }
                    }
                }
            } catch (IOException | SecurityException e) {
                // An unreadable prefix just is not a candidate.
            }
        }
        return result;
    }

    private Nccl(NativeLibrary.Loaded library) {
        this.origin = library.origin();
        SymbolLookup symbols = library.symbols();
        getVersion = bind(symbols, "ncclGetVersion", FunctionDescriptor.of(INT, PTR));
        getUniqueId = bind(symbols, "ncclGetUniqueId", FunctionDescriptor.of(INT, PTR));
        commInitRankConfig =
                bind(symbols, "ncclCommInitRankConfig", FunctionDescriptor.of(INT, PTR, INT, UNIQUE_ID, INT, PTR));
        commInitRank = bind(symbols, "ncclCommInitRank", FunctionDescriptor.of(INT, PTR, INT, UNIQUE_ID, INT));
        commSplit = bind(symbols, "ncclCommSplit", FunctionDescriptor.of(INT, PTR, INT, INT, PTR, PTR));
        commFinalize = bind(symbols, "ncclCommFinalize", FunctionDescriptor.of(INT, PTR));
        commDestroy = bind(symbols, "ncclCommDestroy", FunctionDescriptor.of(INT, PTR));
        commAbort = bind(symbols, "ncclCommAbort", FunctionDescriptor.of(INT, PTR));
        commGetAsyncError = bind(symbols, "ncclCommGetAsyncError", FunctionDescriptor.of(INT, PTR, PTR));
        commCount = bind(symbols, "ncclCommCount", FunctionDescriptor.of(INT, PTR, PTR));
        commUserRank = bind(symbols, "ncclCommUserRank", FunctionDescriptor.of(INT, PTR, PTR));
        getErrorString = bind(symbols, "ncclGetErrorString", FunctionDescriptor.of(PTR, INT));
        getLastError = bind(symbols, "ncclGetLastError", FunctionDescriptor.of(PTR, PTR));
        groupStart = bind(symbols, "ncclGroupStart", FunctionDescriptor.of(INT));
        groupEnd = bind(symbols, "ncclGroupEnd", FunctionDescriptor.of(INT));
        allGather = bind(
                symbols, "ncclAllGather", FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, PTR, PTR));
        allReduce = bind(
                symbols,
                "ncclAllReduce",
                FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, INT, PTR, PTR));
        FunctionDescriptor allToAllDesc = FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, PTR, PTR);
        allToAll = bindOptional(symbols, "ncclAllToAll", allToAllDesc)
                .or(() -> bindOptional(symbols, "ncclAlltoAll", allToAllDesc))
                .orElse(null);
        broadcast = bind(
                symbols,
                "ncclBroadcast",
                FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, INT, PTR, PTR));
        reduce = bind(
                symbols,
                "ncclReduce",
                FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, INT, INT, PTR, PTR));
        reduceScatter = bind(
                symbols,
                "ncclReduceScatter",
                FunctionDescriptor.of(INT, DEVICE_PTR, DEVICE_PTR, SIZE_T, INT, INT, PTR, PTR));
        send = bind(symbols, "ncclSend", FunctionDescriptor.of(INT, DEVICE_PTR, SIZE_T, INT, INT, PTR, PTR));
        recv = bind(symbols, "ncclRecv", FunctionDescriptor.of(INT, DEVICE_PTR, SIZE_T, INT, INT, PTR, PTR));

        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(INT);
            int rc = (int) getVersion.invokeExact(out);
            if (rc != SUCCESS) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE, "NCCL at %s: ncclGetVersion failed with %d", origin, rc);
            }
            versionCode = out.get(INT, 0);
        } catch (JireeException e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "NCCL at " + origin + ": ncclGetVersion: " + t, t);
        }
        if (versionMajor(versionCode) != 2 || normalizedVersion(versionCode) < MINIMUM_VERSION) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE,
                    "NCCL at %s is version %s; jiree needs NCCL 2.x, at least 2.18 (pip install -U nvidia-nccl-cu12, "
                            + "or set %s to a newer libnccl.so.2)",
                    origin,
                    versionString(versionCode),
                    LIBRARY_VARIABLE);
        }
    }

    private MethodHandle bind(SymbolLookup symbols, String name, FunctionDescriptor descriptor) {
        return bindOptional(symbols, name, descriptor)
                .orElseThrow(() -> JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "NCCL at %s has no symbol %s; it is too old or not NCCL (jiree needs NCCL >= 2.18; "
                                + "pip install -U nvidia-nccl-cu12, or set %s)",
                        origin,
                        name,
                        LIBRARY_VARIABLE));
    }

    private static Optional<MethodHandle> bindOptional(
            SymbolLookup symbols, String name, FunctionDescriptor descriptor) {
        return symbols.find(name).map(address -> Linker.nativeLinker().downcallHandle(address, descriptor));
    }

    /** NCCL's version code: {@code major*10000 + minor*100 + patch} (or *1000 before 2.9). */
    public int versionCode() {
        return versionCode;
    }

    /** "2.21.5" */
    public String version() {
        return versionString(versionCode);
    }

    /** Where the library came from (a path, or the soname the loader resolved). */
    public String origin() {
        return origin;
    }

    public boolean hasAllToAll() {
        return allToAll != null;
    }

    static int versionMajor(int code) {
        return code < 10000 ? code / 1000 : code / 10000;
    }

    // Codes before 2.9 used major*1000 + minor*100 + patch.
    static int normalizedVersion(int code) {
        if (code < 10000) {
            return (code / 1000) * 10000 + (code % 1000 / 100) * 100 + code % 100;
        }
        return code;
    }

    static String versionString(int code) {
        int n = normalizedVersion(code);
        return (n / 10000) + "." + (n % 10000 / 100) + "." + (n % 100);
    }

    // ------------------------------------------------------------------------------------------
    // Element types and reductions: hal-api's, as NCCL numbers them

    // ncclDataType_t
    private static final int TYPE_INT8 = 0;
    private static final int TYPE_UINT8 = 1;
    private static final int TYPE_INT32 = 2;
    private static final int TYPE_UINT32 = 3;
    private static final int TYPE_INT64 = 4;
    private static final int TYPE_UINT64 = 5;
    private static final int TYPE_FLOAT16 = 6;
    private static final int TYPE_FLOAT32 = 7;
    private static final int TYPE_FLOAT64 = 8;
    private static final int TYPE_BFLOAT16 = 9;

    // ncclRedOp_t
    private static final int OP_SUM = 0;
    private static final int OP_PROD = 1;
    private static final int OP_MAX = 2;
    private static final int OP_MIN = 3;
    private static final int OP_AVG = 4;

    /**
     * The {@code ncclDataType_t} of a collective element type. Unlike IREE's own mapping, bf16 is
     * ncclBfloat16 (not ncclFloat64), and the 16-bit integers NCCL lacks are UNIMPLEMENTED rather
     * than passed on as something else.
     */
    public static int dataType(CollectiveElementType type) {
        return switch (type) {
            case SINT_8 -> TYPE_INT8;
            case UINT_8 -> TYPE_UINT8;
            case SINT_32 -> TYPE_INT32;
            case UINT_32 -> TYPE_UINT32;
            case SINT_64 -> TYPE_INT64;
            case UINT_64 -> TYPE_UINT64;
            case FLOAT_16 -> TYPE_FLOAT16;
            case FLOAT_32 -> TYPE_FLOAT32;
            case FLOAT_64 -> TYPE_FLOAT64;
            case BFLOAT_16 -> TYPE_BFLOAT16;
            case SINT_16, UINT_16 ->
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED,
                        "collective element type %s is not supported by NCCL: NCCL has no 16-bit integer type; "
                                + "use i32 (or f16/bf16 for floating point) for the collective",
                        type.elementType());
        };
    }

    /** The {@code ncclRedOp_t} of a collective reduction; INVALID_ARGUMENT for none. */
    public static int redOp(CollectiveReduction reduction) {
        return switch (reduction) {
            case SUM -> OP_SUM;
            case PRODUCT -> OP_PROD;
            case MINIMUM -> OP_MIN;
            case MAXIMUM -> OP_MAX;
            case AVERAGE -> OP_AVG;
            case NONE ->
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "this collective needs a reduction (sum, product, minimum, maximum or average) but has none");
        };
    }

    // ------------------------------------------------------------------------------------------
    // Errors

    /** NCCL's text for a result code. */
    public String errorString(int result) {
        try {
            MemorySegment text = (MemorySegment) getErrorString.invokeExact(result);
            return cString(text);
        } catch (Throwable t) {
            return "ncclResult_t " + result;
        }
    }

    /** NCCL's last error message (may be empty). */
    public String lastError(MemorySegment comm) {
        try {
            return cString((MemorySegment) getLastError.invokeExact(comm));
        } catch (Throwable t) {
            return "";
        }
    }

    private static String cString(MemorySegment text) {
        if (text.equals(MemorySegment.NULL)) {
            return "";
        }
        return text.reinterpret(4096).getString(0);
    }

    /** IREE's mapping from ncclResult_t to a status code. */
    public static StatusCode statusOf(int result) {
        return switch (result) {
            case SUCCESS -> StatusCode.OK;
            case UNHANDLED_CUDA_ERROR, INVALID_USAGE -> StatusCode.FAILED_PRECONDITION;
            case INVALID_ARGUMENT -> StatusCode.INVALID_ARGUMENT;
            case REMOTE_ERROR -> StatusCode.UNAVAILABLE;
            case IN_PROGRESS -> StatusCode.DEFERRED;
            default -> StatusCode.INTERNAL;
        };
    }

    /** An exception for a failed call: the op, NCCL's code and text, and NCCL's last error. */
    public JireeException error(int result, MemorySegment comm, String what) {
        String last = lastError(comm);
        return JireeException.of(
                statusOf(result),
                "%s failed: NCCL error %d: %s%s",
                what,
                result,
                errorString(result),
                last.isEmpty() ? "" : " (" + last + ")");
    }

    /** Throws {@link #error} unless {@code result} is ncclSuccess. */
    public void check(int result, MemorySegment comm, String what) {
        if (result != SUCCESS) {
            throw error(result, comm, what);
        }
    }

    private static JireeException internal(String what, Throwable t) {
        if (t instanceof JireeException j) {
            return j;
        }
        return new JireeException(StatusCode.INTERNAL, what + ": native call failed: " + t, t);
    }

    // ------------------------------------------------------------------------------------------
    // Calls. Each returns the raw ncclResult_t.

    /** Fills a fresh config ({@code NCCL_CONFIG_INITIALIZER} with {@code blocking} set). */
    public static MemorySegment newConfig(Arena arena, boolean blocking) {
        MemorySegment c = arena.allocate(CONFIG);
        c.set(ValueLayout.JAVA_LONG, 0, CONFIG.byteSize());
        c.set(INT, 8, CONFIG_MAGIC);
        c.set(INT, 12, CONFIG_LAYOUT_VERSION);
        c.set(INT, 16, blocking ? 1 : 0);
        c.set(INT, 20, CONFIG_UNDEF_INT);
        c.set(INT, 24, CONFIG_UNDEF_INT);
        c.set(INT, 28, CONFIG_UNDEF_INT);
        c.set(PTR, 32, MemorySegment.NULL);
        c.set(INT, 40, CONFIG_UNDEF_INT);
        return c;
    }

    public int getUniqueId(MemorySegment outId) {
        try {
            return (int) getUniqueId.invokeExact(outId);
        } catch (Throwable t) {
            throw internal("ncclGetUniqueId", t);
        }
    }

    public int commInitRankConfig(MemorySegment outComm, int nranks, MemorySegment id, int rank, MemorySegment config) {
        try {
            return (int) commInitRankConfig.invokeExact(outComm, nranks, id, rank, config);
        } catch (Throwable t) {
            throw internal("ncclCommInitRankConfig", t);
        }
    }

    public int commInitRank(MemorySegment outComm, int nranks, MemorySegment id, int rank) {
        try {
            return (int) commInitRank.invokeExact(outComm, nranks, id, rank);
        } catch (Throwable t) {
            throw internal("ncclCommInitRank", t);
        }
    }

    public int commSplit(MemorySegment comm, int color, int key, MemorySegment outComm, MemorySegment config) {
        try {
            return (int) commSplit.invokeExact(comm, color, key, outComm, config);
        } catch (Throwable t) {
            throw internal("ncclCommSplit", t);
        }
    }

    public int commFinalize(MemorySegment comm) {
        try {
            return (int) commFinalize.invokeExact(comm);
        } catch (Throwable t) {
            throw internal("ncclCommFinalize", t);
        }
    }

    public int commDestroy(MemorySegment comm) {
        try {
            return (int) commDestroy.invokeExact(comm);
        } catch (Throwable t) {
            throw internal("ncclCommDestroy", t);
        }
    }

    public int commAbort(MemorySegment comm) {
        try {
            return (int) commAbort.invokeExact(comm);
        } catch (Throwable t) {
            throw internal("ncclCommAbort", t);
        }
    }

    public int commGetAsyncError(MemorySegment comm, MemorySegment outResult) {
        try {
            return (int) commGetAsyncError.invokeExact(comm, outResult);
        } catch (Throwable t) {
            throw internal("ncclCommGetAsyncError", t);
        }
    }

    public int commCount(MemorySegment comm, MemorySegment outCount) {
        try {
            return (int) commCount.invokeExact(comm, outCount);
        } catch (Throwable t) {
            throw internal("ncclCommCount", t);
        }
    }

    public int commUserRank(MemorySegment comm, MemorySegment outRank) {
        try {
            return (int) commUserRank.invokeExact(comm, outRank);
        } catch (Throwable t) {
            throw internal("ncclCommUserRank", t);
        }
    }

    public int groupStart() {
        try {
            return (int) groupStart.invokeExact();
        } catch (Throwable t) {
            throw internal("ncclGroupStart", t);
        }
    }

    public int groupEnd() {
        try {
            return (int) groupEnd.invokeExact();
        } catch (Throwable t) {
            throw internal("ncclGroupEnd", t);
        }
    }

    public int allGather(
            long sendbuff,
            long recvbuff,
            long sendcount,
            CollectiveElementType datatype,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) allGather.invokeExact(sendbuff, recvbuff, sendcount, dataType(datatype), comm, stream);
        } catch (Throwable t) {
            throw internal("ncclAllGather", t);
        }
    }

    public int allReduce(
            long sendbuff,
            long recvbuff,
            long count,
            CollectiveElementType datatype,
            CollectiveReduction op,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) allReduce.invokeExact(sendbuff, recvbuff, count, dataType(datatype), redOp(op), comm, stream);
        } catch (Throwable t) {
            throw internal("ncclAllReduce", t);
        }
    }

    /** Only where {@link #hasAllToAll()}; callers otherwise build it from send/recv in a group. */
    public int allToAll(
            long sendbuff,
            long recvbuff,
            long count,
            CollectiveElementType datatype,
            MemorySegment comm,
            MemorySegment stream) {
        if (allToAll == null) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED, "NCCL %s at %s has no all-to-all entry point", version(), origin);
        }
        try {
            return (int) allToAll.invokeExact(sendbuff, recvbuff, count, dataType(datatype), comm, stream);
        } catch (Throwable t) {
            throw internal("ncclAllToAll", t);
        }
    }

    public int broadcast(
            long sendbuff,
            long recvbuff,
            long count,
            CollectiveElementType datatype,
            int root,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) broadcast.invokeExact(sendbuff, recvbuff, count, dataType(datatype), root, comm, stream);
        } catch (Throwable t) {
            throw internal("ncclBroadcast", t);
        }
    }

    public int reduce(
            long sendbuff,
            long recvbuff,
            long count,
            CollectiveElementType datatype,
            CollectiveReduction op,
            int root,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int)
                    reduce.invokeExact(sendbuff, recvbuff, count, dataType(datatype), redOp(op), root, comm, stream);
        } catch (Throwable t) {
            throw internal("ncclReduce", t);
        }
    }

    public int reduceScatter(
            long sendbuff,
            long recvbuff,
            long recvcount,
            CollectiveElementType datatype,
            CollectiveReduction op,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) reduceScatter.invokeExact(
                    sendbuff, recvbuff, recvcount, dataType(datatype), redOp(op), comm, stream);
        } catch (Throwable t) {
            throw internal("ncclReduceScatter", t);
        }
    }

    public int send(
            long sendbuff,
            long count,
            CollectiveElementType datatype,
            int peer,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) send.invokeExact(sendbuff, count, dataType(datatype), peer, comm, stream);
        } catch (Throwable t) {
            throw internal("ncclSend", t);
        }
    }

    public int recv(
            long recvbuff,
            long count,
            CollectiveElementType datatype,
            int peer,
            MemorySegment comm,
            MemorySegment stream) {
        try {
            return (int) recv.invokeExact(recvbuff, count, dataType(datatype), peer, comm, stream);
        } catch (Throwable t) {
            throw internal("ncclRecv", t);
        }
    }
}
