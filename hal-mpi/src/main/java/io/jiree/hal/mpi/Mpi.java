package io.jiree.hal.mpi;

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
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The binding to an MPI library with the MPI 5.0 standard ABI ({@code libmpi_abi.so.1}, which the
 * {@code mpich} wheel on PyPI ships beside its {@code mpiexec}): one MethodHandle per MPI function
 * with {@code mpi_abi.h}'s C signature. In that ABI every handle is pointer-sized and the predefined
 * ones ({@code MPI_COMM_WORLD}, {@code MPI_FLOAT}, {@code MPI_SUM}, ...) are small integer
 * constants fixed by the standard, so one binding serves every ABI-compliant MPI. Calls return
 * MPI's raw error code; {@link #check} turns a failure into a {@link JireeException} with MPI's
 * own error text. The data-moving calls take hal-api's element types and reductions;
 * {@link #datatype} and {@link #op} are the one mapping to MPI's handles.
 *
 * <p>Search order: the system property {@value #LIBRARY_PROPERTY} (tests), the environment
 * variable {@value #LIBRARY_VARIABLE} (used as given), the {@code lib} folder of every Python
 * environment worth a look (an active virtualenv or conda, each {@code bin} on PATH holding
 * {@code python3} or {@code mpiexec}, the user site, the project's own
 * {@code ~/.cache/jiree/mpich-*} venv), then the dynamic loader.
 */
public final class Mpi {
    public static final String LIBRARY_PROPERTY = "jiree.mpi.library";
    public static final String LIBRARY_VARIABLE = "JIREE_MPI_LIBRARY";
    public static final String SONAME = "libmpi_abi.so.1";
    static final String INSTALL_HINT = "Install an MPI with the MPI 5.0 standard ABI, e.g. 'pip install mpich' "
            + "(the wheel ships " + SONAME + " and mpiexec; bin/test installs it into ~/.cache/jiree/)";

    // Predefined handles of the MPI 5.0 ABI (mpi_abi.h).
    public static final long COMM_NULL = 0x100;
    public static final long COMM_WORLD = 0x101;
    public static final long ERRORS_RETURN = 0x143;
    public static final long REQUEST_NULL = 0x180;
    /** {@code MPI_IN_PLACE}: {@code (void*)1}. */
    public static final long IN_PLACE = 1;

    public static final int SUCCESS = 0;
    public static final int UNDEFINED = -32766;
    public static final int THREAD_SERIALIZED = 2048;
    public static final int THREAD_MULTIPLE = 4096;
    public static final int MAX_ERROR_STRING = 512;
    public static final int MAX_LIBRARY_VERSION_STRING = 8192;
    /** Bytes of {@code MPI_Status}: {@code int MPI_SOURCE, MPI_TAG, MPI_ERROR, MPI_internal[5]}. */
    public static final int STATUS_BYTES = 32;

    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfLong COUNT = ValueLayout.JAVA_LONG;
    private static final AddressLayout PTR = ValueLayout.ADDRESS;

    private static final Once<Mpi> INSTANCE =
            new Once<>(() -> new Mpi(open(System.getProperty(LIBRARY_PROPERTY), Environment.system())));

    private static final MethodHandle ENTER;
    private static final MethodHandle LEAVE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            ENTER = lookup.findVirtual(Mpi.class, "enter", MethodType.methodType(void.class));
            LEAVE = lookup.findVirtual(
                    Mpi.class, "leave", MethodType.methodType(int.class, Throwable.class, int.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Read-held by each call for its duration; write-held for good once {@link #close} succeeded. */
    private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();

    private final String origin;
    private final MethodHandle initialized;
    private final MethodHandle finalized;
    private final MethodHandle initThread;
    private final MethodHandle queryThread;
    private final MethodHandle finalizeMpi;
    private final MethodHandle abort;
    private final MethodHandle commRank;
    private final MethodHandle commSize;
    private final MethodHandle commSplit;
    private final MethodHandle commFree;
    private final MethodHandle commSetErrhandler;
    private final MethodHandle errorString;
    private final MethodHandle libraryVersion;
    private final MethodHandle iallgather;
    private final MethodHandle iallreduce;
    private final MethodHandle ireduceScatterBlock;
    private final MethodHandle ibcast;
    private final MethodHandle ireduce;
    private final MethodHandle ialltoall;
    private final MethodHandle isend;
    private final MethodHandle irecv;
    private final MethodHandle testall;
    private final MethodHandle testsome;
    private final MethodHandle bcast;

    /** The process-wide binding, loaded on first call. UNAVAILABLE with what to install when absent. */
    public static Mpi get() {
        return INSTANCE.get();
    }

    /** Loads a binding from one file, outside the process-wide one (tests). */
    static Mpi load(String path) {
        return new Mpi(NativeLibrary.loadFile(
                "MPI", Path.of(path), "the file " + path, "point " + LIBRARY_VARIABLE + " at " + SONAME));
    }

    /** Finds and opens the library; see the class comment for the order. */
    static NativeLibrary.Loaded open(String property, Environment env) {
        if (property != null && !property.isEmpty()) {
            return NativeLibrary.loadFile(
                    "MPI",
                    Path.of(property),
                    "system property " + LIBRARY_PROPERTY + "=" + property,
                    "point it at " + SONAME + " or clear it");
        }
        if (env.get(LIBRARY_VARIABLE).isEmpty()) {
            // Python environments first: the wheel's library matches the wheel's mpiexec.
            for (Path dir : pythonLibraryDirectories(env)) {
                Path candidate = dir.resolve(SONAME);
                if (Files.isRegularFile(candidate)) {
                    return NativeLibrary.loadFile(
                            "MPI", candidate, "found in " + dir, "set " + LIBRARY_VARIABLE + " to a working " + SONAME);
                }
            }
        }
        return NativeLibrary.load(
                new NativeLibrary.Spec("MPI", SONAME, LIBRARY_VARIABLE, pythonLibraryDirectories(env), INSTALL_HINT),
                env);
    }

    /** Names the MPI launcher to use instead of searching for one. */
    public static final String LAUNCHER_VARIABLE = "JIREE_MPIEXEC";

    /**
     * The {@code mpiexec} that goes with the library {@link #get} would load: {@value #LAUNCHER_VARIABLE}
     * when set, else {@code bin/mpiexec} beside the library named by {@value #LIBRARY_VARIABLE}, else
     * beside each Python environment's {@code lib} folder (the {@code mpich} wheel's), else the first
     * {@code mpiexec} on PATH. Empty when there is none.
     */
    public static Optional<Path> findLauncher(Environment env) {
        Optional<String> named = env.get(LAUNCHER_VARIABLE);
        if (named.isPresent()) {
            return Optional.of(Path.of(named.get()));
        }
        List<Path> libs = new ArrayList<>();
        env.get(LIBRARY_VARIABLE)
                .map(Path::of)
                .map(Path::toAbsolutePath)
                .map(Path::getParent)
                .ifPresent(libs::add);
        for (Path lib : pythonLibraryDirectories(env)) {
            if (Files.isRegularFile(lib.resolve(SONAME))) {
                libs.add(lib);
            }
        }
        for (Path lib : libs) {
            Path parent = lib.getParent();
            if (parent != null && Files.isExecutable(parent.resolve("bin/mpiexec"))) {
                return Optional.of(parent.resolve("bin/mpiexec"));
            }
        }
        for (String dir : env.get("PATH").orElse("").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "mpiexec"))) {
                return Optional.of(Path.of(dir, "mpiexec"));
            }
        }
        return Optional.empty();
    }

    /**
     * The {@code lib} folders where pip puts the {@code mpich} wheel's libraries: an active
     * virtualenv or conda, the prefix of every {@code bin} on PATH holding {@code python3} or
     * {@code mpiexec}, the user site, and the project's {@code ~/.cache/jiree/mpich-*} venvs
     * (newest name last). Only existing folders.
     */
    static List<Path> pythonLibraryDirectories(Environment env) {
        Set<Path> prefixes = NativeLibrary.pythonPrefixes(env, "mpiexec", "python3");
        env.get("HOME").ifPresent(h -> prefixes.addAll(projectVenvs(Path.of(h, ".cache", "jiree"))));
        List<Path> result = new ArrayList<>();
        for (Path prefix : prefixes) {
            Path lib = prefix.resolve("lib");
            if (Files.isDirectory(lib)) {
                result.add(lib);
            }
        }
        return result;
    }

    private static List<Path> projectVenvs(Path cache) {
        List<Path> venvs = new ArrayList<>();
        if (!Files.isDirectory(cache)) {
            return venvs;
        }
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(cache, "mpich-*")) {
            dirs.forEach(venvs::add);
        } catch (IOException | SecurityException e) {
            // An unreadable cache just holds no candidates.
        }
        venvs.sort(null);
        return venvs.reversed();
    }

    private Mpi(NativeLibrary.Loaded library) {
        this.origin = library.origin();
        SymbolLookup s = library.symbols();
        initialized = bind(s, "MPI_Initialized", FunctionDescriptor.of(INT, PTR));
        finalized = bind(s, "MPI_Finalized", FunctionDescriptor.of(INT, PTR));
        initThread = bind(s, "MPI_Init_thread", FunctionDescriptor.of(INT, PTR, PTR, INT, PTR));
        queryThread = bind(s, "MPI_Query_thread", FunctionDescriptor.of(INT, PTR));
        finalizeMpi = bind(s, "MPI_Finalize", FunctionDescriptor.of(INT));
        abort = bind(s, "MPI_Abort", FunctionDescriptor.of(INT, PTR, INT));
        commRank = bind(s, "MPI_Comm_rank", FunctionDescriptor.of(INT, PTR, PTR));
        commSize = bind(s, "MPI_Comm_size", FunctionDescriptor.of(INT, PTR, PTR));
        commSplit = bind(s, "MPI_Comm_split", FunctionDescriptor.of(INT, PTR, INT, INT, PTR));
        commFree = bind(s, "MPI_Comm_free", FunctionDescriptor.of(INT, PTR));
        commSetErrhandler = bind(s, "MPI_Comm_set_errhandler", FunctionDescriptor.of(INT, PTR, PTR));
        errorString = bind(s, "MPI_Error_string", FunctionDescriptor.of(INT, INT, PTR, PTR));
        libraryVersion = bind(s, "MPI_Get_library_version", FunctionDescriptor.of(INT, PTR, PTR));
        iallgather =
                bind(s, "MPI_Iallgather_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, PTR, COUNT, PTR, PTR, PTR));
        iallreduce = bind(s, "MPI_Iallreduce_c", FunctionDescriptor.of(INT, PTR, PTR, COUNT, PTR, PTR, PTR, PTR));
        ireduceScatterBlock =
                bind(s, "MPI_Ireduce_scatter_block_c", FunctionDescriptor.of(INT, PTR, PTR, COUNT, PTR, PTR, PTR, PTR));
        ibcast = bind(s, "MPI_Ibcast_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, INT, PTR, PTR));
        ireduce = bind(s, "MPI_Ireduce_c", FunctionDescriptor.of(INT, PTR, PTR, COUNT, PTR, PTR, INT, PTR, PTR));
        ialltoall = bind(s, "MPI_Ialltoall_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, PTR, COUNT, PTR, PTR, PTR));
        isend = bind(s, "MPI_Isend_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, INT, INT, PTR, PTR));
        irecv = bind(s, "MPI_Irecv_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, INT, INT, PTR, PTR));
        testall = bind(s, "MPI_Testall", FunctionDescriptor.of(INT, INT, PTR, PTR, PTR));
        testsome = bind(s, "MPI_Testsome", FunctionDescriptor.of(INT, INT, PTR, PTR, PTR, PTR));
        bcast = bind(s, "MPI_Bcast_c", FunctionDescriptor.of(INT, PTR, COUNT, PTR, INT, PTR));
    }

    private MethodHandle bind(SymbolLookup symbols, String name, FunctionDescriptor descriptor) {
        MemorySegment address = symbols.find(name)
                .orElseThrow(() -> JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "MPI library %s has no %s: it does not implement the MPI 5.0 standard ABI; %s, or set %s",
                        origin,
                        name,
                        INSTALL_HINT,
                        LIBRARY_VARIABLE));
        MethodHandle call = Linker.nativeLinker().downcallHandle(address, descriptor);
        // enter(); try { call } finally { leave() }: every binding returns MPI's int error code.
        return MethodHandles.foldArguments(MethodHandles.tryFinally(call, LEAVE.bindTo(this)), ENTER.bindTo(this));
    }

    private void enter() {
        gate.readLock().lock();
    }

    private int leave(Throwable failure, int result) {
        gate.readLock().unlock();
        return result;
    }

    /**
     * Shuts MPI to every other thread for the rest of the process, waiting at most {@code wait} for
     * the calls in progress to return; a thread that calls MPI afterwards waits until the process is
     * gone. True when shut: this thread may still call MPI (MPI_Finalize, MPI_Abort) and C's exit is
     * safe. False when a call stayed inside MPI (a blocking one, waiting on a peer): then only
     * {@code _exit} ends the process without MPI's exit handlers running under it.
     */
    public boolean close(Duration wait) {
        if (gate.isWriteLockedByCurrentThread()) {
            return true;
        }
        try {
            return gate.writeLock().tryLock(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Where the library was loaded from. */
    public String origin() {
        return origin;
    }

    /** A predefined handle of the ABI as the pointer the C functions take. */
    public static MemorySegment handle(long value) {
        return MemorySegment.ofAddress(value);
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new JireeException(StatusCode.INTERNAL, "MPI call failed: " + t, t);
    }

    /** Throws UNAVAILABLE with MPI's error text when {@code rc} is not MPI_SUCCESS. */
    public void check(int rc, String call) {
        if (rc != SUCCESS) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "%s failed: %s (MPI error %d)", call, errorText(rc), rc);
        }
    }

    /** MPI's text for an error code (MPI_Error_string), or the number alone when that fails too. */
    public String errorText(int rc) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment text = arena.allocate(MAX_ERROR_STRING + 1);
            MemorySegment length = arena.allocate(INT);
            int r = (int) errorString.invokeExact(rc, text, length);
            if (r != SUCCESS) {
                return "MPI error " + rc;
            }
            int n = Math.clamp(length.get(INT, 0), 0, MAX_ERROR_STRING);
            return new String(text.asSlice(0, n).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8).strip();
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- element types and reductions: hal-api's, as MPI's predefined handles ----

    private static final long OP_SUM = 0x21;
    private static final long OP_MIN = 0x22;
    private static final long OP_MAX = 0x23;
    private static final long OP_PROD = 0x24;
    private static final long FLOAT = 0x210;
    private static final long DOUBLE = 0x214;
    private static final long INT8_T = 0x240;
    private static final long UINT8_T = 0x241;
    private static final long BYTE = 0x247;
    private static final long INT16_T = 0x248;
    private static final long UINT16_T = 0x249;
    private static final long INT32_T = 0x250;
    private static final long UINT32_T = 0x251;
    private static final long INT64_T = 0x258;
    private static final long UINT64_T = 0x259;

    /**
     * The MPI datatype that moves elements of {@code type} unchanged. MPI has no 16-bit floating
     * point types: f16 and bf16 move as 16-bit integers (a reduction of them is done in f32).
     */
    public static MemorySegment datatype(CollectiveElementType type) {
        return handle(
                switch (type) {
                    case SINT_8 -> INT8_T;
                    case UINT_8 -> UINT8_T;
                    case SINT_16 -> INT16_T;
                    case UINT_16, FLOAT_16, BFLOAT_16 -> UINT16_T;
                    case SINT_32 -> INT32_T;
                    case UINT_32 -> UINT32_T;
                    case SINT_64 -> INT64_T;
                    case UINT_64 -> UINT64_T;
                    case FLOAT_32 -> FLOAT;
                    case FLOAT_64 -> DOUBLE;
                });
    }

    /**
     * The MPI op of a reduction. MPI has no average: it is summed, and the caller divides by the
     * rank count. INVALID_ARGUMENT for none.
     */
    public static MemorySegment op(CollectiveReduction reduction) {
        return handle(
                switch (reduction) {
                    case SUM, AVERAGE -> OP_SUM;
                    case PRODUCT -> OP_PROD;
                    case MINIMUM -> OP_MIN;
                    case MAXIMUM -> OP_MAX;
                    case NONE ->
                        throw JireeException.of(
                                StatusCode.INVALID_ARGUMENT,
                                "this collective needs a reduction (sum, product, minimum, maximum or average) but has none");
                });
    }

    // ---- process ----

    public boolean initialized() {
        return flag(initialized, "MPI_Initialized");
    }

    public boolean finalized() {
        return flag(finalized, "MPI_Finalized");
    }

    private boolean flag(MethodHandle h, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(INT);
            check((int) h.invokeExact(out), call);
            return out.get(INT, 0) != 0;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** {@code MPI_Query_thread}: the thread level MPI was initialized with. */
    public int queryThread() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment provided = arena.allocate(INT);
            check((int) queryThread.invokeExact(provided), "MPI_Query_thread");
            return provided.get(INT, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** {@code MPI_Init_thread(NULL, NULL, required, &provided)}; returns the level provided. */
    public int initThread(int required) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment provided = arena.allocate(INT);
            check(
                    (int) initThread.invokeExact(MemorySegment.NULL, MemorySegment.NULL, required, provided),
                    "MPI_Init_thread");
            return provided.get(INT, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int finalizeMpi() {
        try {
            return (int) finalizeMpi.invokeExact();
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** MPI_Abort(comm, code): ends every process of the job; returns only if the library refuses. */
    public int abort(MemorySegment comm, int code) {
        try {
            return (int) abort.invokeExact(comm, code);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** MPI_Get_library_version's text. */
    public String libraryVersion() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment text = arena.allocate(MAX_LIBRARY_VERSION_STRING + 1);
            MemorySegment length = arena.allocate(INT);
            check((int) libraryVersion.invokeExact(text, length), "MPI_Get_library_version");
            int n = Math.clamp(length.get(INT, 0), 0, MAX_LIBRARY_VERSION_STRING);
            return new String(text.asSlice(0, n).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8).strip();
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- communicators ----

    public int commRank(MemorySegment comm) {
        return intOut(commRank, comm, "MPI_Comm_rank");
    }

    public int commSize(MemorySegment comm) {
        return intOut(commSize, comm, "MPI_Comm_size");
    }

    private int intOut(MethodHandle h, MemorySegment comm, String call) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(INT);
            check((int) h.invokeExact(comm, out), call);
            return out.get(INT, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** MPI_Comm_split; the new communicator, or {@code MPI_COMM_NULL} for color MPI_UNDEFINED. */
    public MemorySegment commSplit(MemorySegment comm, int color, int key) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(PTR);
            check((int) commSplit.invokeExact(comm, color, key, out), "MPI_Comm_split");
            return out.get(PTR, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public void commFree(MemorySegment comm) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment in = arena.allocate(PTR);
            in.set(PTR, 0, comm);
            check((int) commFree.invokeExact(in), "MPI_Comm_free");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** Makes calls on {@code comm} return error codes instead of aborting (MPI_ERRORS_RETURN). */
    public void commSetErrorsReturn(MemorySegment comm) {
        try {
            check((int) commSetErrhandler.invokeExact(comm, handle(ERRORS_RETURN)), "MPI_Comm_set_errhandler");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    // ---- non-blocking operations: each returns MPI's code and writes its request to *request ----

    public int iallgather(
            MemorySegment send,
            long sendCount,
            CollectiveElementType sendType,
            MemorySegment recv,
            long recvCount,
            CollectiveElementType recvType,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) iallgather.invokeExact(
                    send, sendCount, datatype(sendType), recv, recvCount, datatype(recvType), comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int iallreduce(
            MemorySegment send,
            MemorySegment recv,
            long count,
            CollectiveElementType type,
            CollectiveReduction op,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) iallreduce.invokeExact(send, recv, count, datatype(type), op(op), comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int ireduceScatterBlock(
            MemorySegment send,
            MemorySegment recv,
            long recvCount,
            CollectiveElementType type,
            CollectiveReduction op,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) ireduceScatterBlock.invokeExact(send, recv, recvCount, datatype(type), op(op), comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int ibcast(
            MemorySegment buffer,
            long count,
            CollectiveElementType type,
            int root,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) ibcast.invokeExact(buffer, count, datatype(type), root, comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int ireduce(
            MemorySegment send,
            MemorySegment recv,
            long count,
            CollectiveElementType type,
            CollectiveReduction op,
            int root,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) ireduce.invokeExact(send, recv, count, datatype(type), op(op), root, comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int ialltoall(
            MemorySegment send,
            long sendCount,
            CollectiveElementType sendType,
            MemorySegment recv,
            long recvCount,
            CollectiveElementType recvType,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) ialltoall.invokeExact(
                    send, sendCount, datatype(sendType), recv, recvCount, datatype(recvType), comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int isend(
            MemorySegment buffer,
            long count,
            CollectiveElementType type,
            int dest,
            int tag,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) isend.invokeExact(buffer, count, datatype(type), dest, tag, comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    public int irecv(
            MemorySegment buffer,
            long count,
            CollectiveElementType type,
            int source,
            int tag,
            MemorySegment comm,
            MemorySegment request) {
        try {
            return (int) irecv.invokeExact(buffer, count, datatype(type), source, tag, comm, request);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** {@code MPI_Testall(count, requests, &flag, statuses)}; the flag, or throws with MPI's error text. */
    public boolean testall(int count, MemorySegment requests, MemorySegment flag, MemorySegment statuses) {
        try {
            check((int) testall.invokeExact(count, requests, flag, statuses), "MPI_Testall");
            return flag.get(INT, 0) != 0;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /**
     * {@code MPI_Testsome(count, requests, &outcount, indices, statuses)}: how many requests completed now
     * (their indices are in {@code indices}, the requests become MPI_REQUEST_NULL), or
     * {@link #UNDEFINED} when none is active any more.
     */
    public int testsome(
            int count, MemorySegment requests, MemorySegment outCount, MemorySegment indices, MemorySegment statuses) {
        try {
            check((int) testsome.invokeExact(count, requests, outCount, indices, statuses), "MPI_Testsome");
            return outCount.get(INT, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** MPI_Bcast_c of {@code count} opaque bytes (MPI_BYTE), blocking. */
    public void bcast(MemorySegment buffer, long count, int root, MemorySegment comm) {
        try {
            check((int) bcast.invokeExact(buffer, count, handle(BYTE), root, comm), "MPI_Bcast");
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }
}
