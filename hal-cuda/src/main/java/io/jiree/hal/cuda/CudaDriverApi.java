package io.jiree.hal.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import io.jiree.base.JireeException;
import io.jiree.base.NativeLibrary;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.List;

/**
 * The binding to the CUDA driver API ({@code libcuda.so.1}): one MethodHandle per entry point with
 * the exact C signature of {@code cuda.h} (CUresult/CUdevice/unsigned int = int, CUdeviceptr and
 * size_t = long, handles and pointers = address), resolved by the versioned name the header maps
 * to ({@code cuMemAlloc} is {@code cuMemAlloc_v2}, ...). The only class in hal-cuda that touches
 * the Linker. Every non-zero CUresult becomes a {@link JireeException} naming the call, the CUDA
 * error name and description, with IREE's status code for it.
 *
 * <p>Where the library comes from, in order: the system property {@value #LIBRARY_PROPERTY} (tests
 * use it to name the host-memory stand-in), the environment variable {@value #LIBRARY_VARIABLE},
 * then {@code libcuda.so.1} from the dynamic loader's search path. A named file is used as given,
 * never with a fallback.
 */
@SuppressWarnings("restricted") // binding to libcuda is this class's purpose
public final class CudaDriverApi {
    /** System property naming the library file; checked before {@link #LIBRARY_VARIABLE}. */
    public static final String LIBRARY_PROPERTY = "jiree.cuda.library";
    /** Environment variable naming the library file. */
    public static final String LIBRARY_VARIABLE = "JIREE_CUDA_LIBRARY";

    static final String SONAME = "libcuda.so.1";
    private static final String INSTALL_HINT =
            "Install the NVIDIA driver (it provides libcuda.so.1) or add its directory to LD_LIBRARY_PATH";

    private static final Object SHARED_LOCK = new Object();
    private static CudaDriverApi shared;
    private static JireeException sharedFailure;

    private final String origin;
    private final Object initLock = new Object();
    private boolean initialized;

    private final MethodHandle cuGetErrorName;
    private final MethodHandle cuGetErrorString;
    private final MethodHandle cuInit;
    private final MethodHandle cuDriverGetVersion;
    private final MethodHandle cuDeviceGetCount;
    private final MethodHandle cuDeviceGet;
    private final MethodHandle cuDeviceGetName;
    private final MethodHandle cuDeviceGetUuid;
    private final String cuDeviceGetUuidName;
    private final MethodHandle cuDeviceGetAttribute;
    private final MethodHandle cuDeviceTotalMem;
    private final MethodHandle cuDevicePrimaryCtxRetain;
    private final MethodHandle cuDevicePrimaryCtxRelease;
    private final MethodHandle cuCtxSetCurrent;
    private final MethodHandle cuMemGetInfo;
    private final MethodHandle cuMemAlloc;
    private final MethodHandle cuMemAllocManaged;
    private final MethodHandle cuMemFree;
    private final MethodHandle cuMemHostAlloc;
    private final MethodHandle cuMemFreeHost;
    private final MethodHandle cuMemHostGetDevicePointer;
    private final MethodHandle cuMemHostRegister;
    private final MethodHandle cuMemHostUnregister;
    private final MethodHandle cuMemAllocAsync;
    private final MethodHandle cuMemFreeAsync;
    private final MethodHandle cuDeviceGetDefaultMemPool;
    private final MethodHandle cuMemPoolSetAttribute;
    private final MethodHandle cuMemPoolTrimTo;
    private final MethodHandle cuMemcpyHtoD;
    private final MethodHandle cuMemcpyDtoH;
    private final MethodHandle cuMemcpyAsync;
    private final MethodHandle cuMemcpyHtoDAsync;
    private final MethodHandle cuMemcpyDtoHAsync;
    private final MethodHandle cuMemsetD8Async;
    private final MethodHandle cuMemsetD16Async;
    private final MethodHandle cuMemsetD32Async;
    private final MethodHandle cuStreamCreate;
    private final MethodHandle cuStreamDestroy;
    private final MethodHandle cuStreamSynchronize;
    private final MethodHandle cuStreamWaitEvent;
    private final MethodHandle cuEventCreate;
    private final MethodHandle cuEventDestroy;
    private final MethodHandle cuEventRecord;
    private final MethodHandle cuEventQuery;
    private final MethodHandle cuEventSynchronize;
    private final MethodHandle cuModuleLoadDataEx;
    private final MethodHandle cuModuleGetFunction;
    private final MethodHandle cuModuleUnload;
    private final MethodHandle cuFuncSetAttribute;
    private final MethodHandle cuLaunchKernel;

    private CudaDriverApi(SymbolLookup symbols, String origin) {
        this.origin = origin;
        Resolver r = new Resolver(symbols, origin);
        cuGetErrorName = r.find("cuGetErrorName", JAVA_INT, ADDRESS);
        cuGetErrorString = r.find("cuGetErrorString", JAVA_INT, ADDRESS);
        cuInit = r.find("cuInit", JAVA_INT);
        cuDriverGetVersion = r.find("cuDriverGetVersion", ADDRESS);
        cuDeviceGetCount = r.find("cuDeviceGetCount", ADDRESS);
        cuDeviceGet = r.find("cuDeviceGet", ADDRESS, JAVA_INT);
        cuDeviceGetName = r.find("cuDeviceGetName", ADDRESS, JAVA_INT, JAVA_INT);
        // cuDeviceGetUuid_v2 (CUDA 11.4+) reports MIG instances too; older drivers only have v1.
        String uuidName = symbols.find("cuDeviceGetUuid_v2").isPresent() ? "cuDeviceGetUuid_v2" : "cuDeviceGetUuid";
        cuDeviceGetUuidName = uuidName;
        cuDeviceGetUuid = r.find(uuidName, ADDRESS, JAVA_INT);
        cuDeviceGetAttribute = r.find("cuDeviceGetAttribute", ADDRESS, JAVA_INT, JAVA_INT);
        cuDeviceTotalMem = r.find("cuDeviceTotalMem_v2", ADDRESS, JAVA_INT);
        cuDevicePrimaryCtxRetain = r.find("cuDevicePrimaryCtxRetain", ADDRESS, JAVA_INT);
        cuDevicePrimaryCtxRelease = r.find("cuDevicePrimaryCtxRelease_v2", JAVA_INT);
        cuCtxSetCurrent = r.find("cuCtxSetCurrent", ADDRESS);
        cuMemGetInfo = r.find("cuMemGetInfo_v2", ADDRESS, ADDRESS);
        cuMemAlloc = r.find("cuMemAlloc_v2", ADDRESS, JAVA_LONG);
        cuMemAllocManaged = r.find("cuMemAllocManaged", ADDRESS, JAVA_LONG, JAVA_INT);
        cuMemFree = r.find("cuMemFree_v2", JAVA_LONG);
        cuMemHostAlloc = r.find("cuMemHostAlloc", ADDRESS, JAVA_LONG, JAVA_INT);
        cuMemFreeHost = r.find("cuMemFreeHost", ADDRESS);
        cuMemHostGetDevicePointer = r.find("cuMemHostGetDevicePointer_v2", ADDRESS, ADDRESS, JAVA_INT);
        cuMemHostRegister = r.find("cuMemHostRegister_v2", ADDRESS, JAVA_LONG, JAVA_INT);
        cuMemHostUnregister = r.find("cuMemHostUnregister", ADDRESS);
        cuMemAllocAsync = r.find("cuMemAllocAsync", ADDRESS, JAVA_LONG, ADDRESS);
        cuMemFreeAsync = r.find("cuMemFreeAsync", JAVA_LONG, ADDRESS);
        cuDeviceGetDefaultMemPool = r.find("cuDeviceGetDefaultMemPool", ADDRESS, JAVA_INT);
        cuMemPoolSetAttribute = r.find("cuMemPoolSetAttribute", ADDRESS, JAVA_INT, ADDRESS);
        cuMemPoolTrimTo = r.find("cuMemPoolTrimTo", ADDRESS, JAVA_LONG);
        cuMemcpyHtoD = r.find("cuMemcpyHtoD_v2", JAVA_LONG, ADDRESS, JAVA_LONG);
        cuMemcpyDtoH = r.find("cuMemcpyDtoH_v2", ADDRESS, JAVA_LONG, JAVA_LONG);
        cuMemcpyAsync = r.find("cuMemcpyAsync", JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS);
        cuMemcpyHtoDAsync = r.find("cuMemcpyHtoDAsync_v2", JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS);
        cuMemcpyDtoHAsync = r.find("cuMemcpyDtoHAsync_v2", ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS);
        cuMemsetD8Async = r.find("cuMemsetD8Async", JAVA_LONG, JAVA_BYTE, JAVA_LONG, ADDRESS);
        cuMemsetD16Async = r.find("cuMemsetD16Async", JAVA_LONG, JAVA_SHORT, JAVA_LONG, ADDRESS);
        cuMemsetD32Async = r.find("cuMemsetD32Async", JAVA_LONG, JAVA_INT, JAVA_LONG, ADDRESS);
        cuStreamCreate = r.find("cuStreamCreate", ADDRESS, JAVA_INT);
        cuStreamDestroy = r.find("cuStreamDestroy_v2", ADDRESS);
        cuStreamSynchronize = r.find("cuStreamSynchronize", ADDRESS);
        cuStreamWaitEvent = r.find("cuStreamWaitEvent", ADDRESS, ADDRESS, JAVA_INT);
        cuEventCreate = r.find("cuEventCreate", ADDRESS, JAVA_INT);
        cuEventDestroy = r.find("cuEventDestroy_v2", ADDRESS);
        cuEventRecord = r.find("cuEventRecord", ADDRESS, ADDRESS);
        cuEventQuery = r.find("cuEventQuery", ADDRESS);
        cuEventSynchronize = r.find("cuEventSynchronize", ADDRESS);
        cuModuleLoadDataEx = r.find("cuModuleLoadDataEx", ADDRESS, ADDRESS, JAVA_INT, ADDRESS, ADDRESS);
        cuModuleGetFunction = r.find("cuModuleGetFunction", ADDRESS, ADDRESS, ADDRESS);
        cuModuleUnload = r.find("cuModuleUnload", ADDRESS);
        cuFuncSetAttribute = r.find("cuFuncSetAttribute", ADDRESS, JAVA_INT, JAVA_INT);
        cuLaunchKernel = r.find(
                "cuLaunchKernel",
                ADDRESS,
                JAVA_INT,
                JAVA_INT,
                JAVA_INT,
                JAVA_INT,
                JAVA_INT,
                JAVA_INT,
                JAVA_INT,
                ADDRESS,
                ADDRESS,
                ADDRESS);
    }

    /** Resolves entry points; a missing one is UNAVAILABLE naming it and the library. */
    private record Resolver(SymbolLookup symbols, String origin) {
        MethodHandle find(String name, ValueLayout... arguments) {
            MemorySegment address = symbols.find(name)
                    .orElseThrow(() -> JireeException.of(
                            StatusCode.UNAVAILABLE,
                            "CUDA driver library %s does not export %s; it is too old or not libcuda. "
                                    + "Update the NVIDIA driver (CUDA 11.2 or newer) or point %s at a current libcuda.so.1",
                            origin,
                            name,
                            LIBRARY_VARIABLE));
            return Linker.nativeLinker().downcallHandle(address, FunctionDescriptor.of(JAVA_INT, arguments));
        }
    }

    /**
     * The process-wide binding, loaded on first use. Loading is attempted once per JVM; a failure is
     * remembered and rethrown (as a fresh exception with the same code and message) on every call.
     */
    public static CudaDriverApi get() {
        synchronized (SHARED_LOCK) {
            if (shared != null) {
                return shared;
            }
            if (sharedFailure == null) {
                try {
                    shared = loadDefault();
                    return shared;
                } catch (JireeException e) {
                    sharedFailure = e;
                }
            }
            throw new JireeException(sharedFailure.code(), sharedFailure.detail(), sharedFailure);
        }
    }

    private static CudaDriverApi loadDefault() {
        String property = System.getProperty(LIBRARY_PROPERTY);
        if (property != null && !property.isEmpty()) {
            return load(Path.of(property), "system property " + LIBRARY_PROPERTY);
        }
        NativeLibrary.Loaded loaded = NativeLibrary.load(
                new NativeLibrary.Spec("CUDA driver library", SONAME, LIBRARY_VARIABLE, List.of(), INSTALL_HINT));
        return new CudaDriverApi(loaded.symbols(), loaded.origin());
    }

    /** Opens a specific library file (tests use this for the stand-in and for a missing file). */
    public static CudaDriverApi load(Path path) {
        return load(path, "path");
    }

    private static CudaDriverApi load(Path path, String source) {
        NativeLibrary.Loaded loaded = NativeLibrary.loadFile(
                "CUDA driver library",
                path,
                source + " " + path,
                INSTALL_HINT + ", or point " + LIBRARY_VARIABLE + " at libcuda.so.1");
        return new CudaDriverApi(loaded.symbols(), loaded.origin());
    }

    /** Opens {@code libcuda.so.1} from the dynamic loader's search path, ignoring all overrides. */
    public static CudaDriverApi loadSystem() {
        SymbolLookup symbols;
        try {
            symbols = SymbolLookup.libraryLookup(SONAME, Arena.global());
        } catch (IllegalArgumentException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE,
                    "CUDA driver library %s not found on the loader path. %s",
                    SONAME,
                    INSTALL_HINT);
        }
        return new CudaDriverApi(symbols, SONAME);
    }

    /** Where the library was loaded from. */
    public String origin() {
        return origin;
    }

    // -----------------------------------------------------------------------------------------
    // Errors
    // -----------------------------------------------------------------------------------------

    /** Throws for a non-zero CUresult: code from the CUDA error name, message naming the call. */
    void check(int result, String call) {
        if (result != CudaResult.SUCCESS) {
            throw error(result, call);
        }
    }

    JireeException error(int result, String call) {
        String name = errorText(cuGetErrorName, result, "CUDA_ERROR_UNKNOWN");
        String text = errorText(cuGetErrorString, result, "unknown error");
        JireeException e = JireeException.of(
                CudaResult.statusFor(name), "%s failed: CUDA error '%s' (%d): %s", call, name, result, text);
        if (CudaResult.isSticky(result)) {
            CudaContext.currentIsLost(e);
            return e.annotate("device code faulted: its CUDA context is lost, and nothing more runs on the device "
                    + "in this process (run the program under compute-sanitizer to find the faulting access)");
        }
        return e;
    }

    private static String errorText(MethodHandle handle, int result, String fallback) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            int r = (int) handle.invokeExact(result, out);
            MemorySegment text = out.get(ADDRESS, 0);
            if (r != 0 || text.equals(MemorySegment.NULL)) {
                return fallback;
            }
            return text.reinterpret(4096).getString(0);
        } catch (Throwable t) {
            return fallback;
        }
    }

    private static JireeException wrap(Throwable t, String call) {
        if (t instanceof JireeException j) {
            return j;
        }
        return new JireeException(StatusCode.INTERNAL, "native call " + call + " failed: " + t, t);
    }

    // -----------------------------------------------------------------------------------------
    // Initialization and devices
    // -----------------------------------------------------------------------------------------

    /** Calls cuInit(0) once per binding; repeated until it succeeds. */
    public void init() {
        synchronized (initLock) {
            if (initialized) {
                return;
            }
            int r;
            try {
                r = (int) cuInit.invokeExact(0);
            } catch (Throwable t) {
                throw wrap(t, "cuInit");
            }
            check(r, "cuInit");
            initialized = true;
        }
    }

    public int driverGetVersion() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_INT);
            check((int) cuDriverGetVersion.invokeExact(out), "cuDriverGetVersion");
            return out.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDriverGetVersion");
        }
    }

    public int deviceGetCount() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_INT);
            check((int) cuDeviceGetCount.invokeExact(out), "cuDeviceGetCount");
            return out.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceGetCount");
        }
    }

    public int deviceGet(int ordinal) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_INT);
            check((int) cuDeviceGet.invokeExact(out, ordinal), "cuDeviceGet");
            return out.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceGet");
        }
    }

    public String deviceGetName(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(256);
            check((int) cuDeviceGetName.invokeExact(out, 256, device), "cuDeviceGetName");
            return out.getString(0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceGetName");
        }
    }

    /** The 16 bytes of CUuuid. */
    public byte[] deviceGetUuid(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(16);
            check((int) cuDeviceGetUuid.invokeExact(out, device), cuDeviceGetUuidName);
            return out.toArray(JAVA_BYTE);
        } catch (Throwable t) {
            throw wrap(t, cuDeviceGetUuidName);
        }
    }

    public int deviceGetAttribute(int attribute, int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_INT);
            check((int) cuDeviceGetAttribute.invokeExact(out, attribute, device), "cuDeviceGetAttribute");
            return out.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceGetAttribute");
        }
    }

    public long deviceTotalMem(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            check((int) cuDeviceTotalMem.invokeExact(out, device), "cuDeviceTotalMem_v2");
            return out.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceTotalMem_v2");
        }
    }

    // -----------------------------------------------------------------------------------------
    // Contexts
    // -----------------------------------------------------------------------------------------

    public MemorySegment devicePrimaryCtxRetain(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuDevicePrimaryCtxRetain.invokeExact(out, device), "cuDevicePrimaryCtxRetain");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDevicePrimaryCtxRetain");
        }
    }

    public void devicePrimaryCtxRelease(int device) {
        try {
            check((int) cuDevicePrimaryCtxRelease.invokeExact(device), "cuDevicePrimaryCtxRelease_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuDevicePrimaryCtxRelease_v2");
        }
    }

    public void ctxSetCurrent(MemorySegment context) {
        try {
            check((int) cuCtxSetCurrent.invokeExact(context), "cuCtxSetCurrent");
        } catch (Throwable t) {
            throw wrap(t, "cuCtxSetCurrent");
        }
    }

    // -----------------------------------------------------------------------------------------
    // Memory
    // -----------------------------------------------------------------------------------------

    /** {free, total} bytes of the current context's device. */
    public long[] memGetInfo() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment free = arena.allocate(JAVA_LONG);
            MemorySegment total = arena.allocate(JAVA_LONG);
            check((int) cuMemGetInfo.invokeExact(free, total), "cuMemGetInfo_v2");
            return new long[] {free.get(JAVA_LONG, 0), total.get(JAVA_LONG, 0)};
        } catch (Throwable t) {
            throw wrap(t, "cuMemGetInfo_v2");
        }
    }

    public long memAlloc(long size) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            check((int) cuMemAlloc.invokeExact(out, size), "cuMemAlloc_v2");
            return out.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuMemAlloc_v2");
        }
    }

    public long memAllocManaged(long size, int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            check((int) cuMemAllocManaged.invokeExact(out, size, flags), "cuMemAllocManaged");
            return out.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuMemAllocManaged");
        }
    }

    public void memFree(long pointer) {
        try {
            check((int) cuMemFree.invokeExact(pointer), "cuMemFree_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemFree_v2");
        }
    }

    /** Page-locked host memory; the returned segment's size is {@code size}. */
    public MemorySegment memHostAlloc(long size, int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuMemHostAlloc.invokeExact(out, size, flags), "cuMemHostAlloc");
            return out.get(ADDRESS, 0).reinterpret(size);
        } catch (Throwable t) {
            throw wrap(t, "cuMemHostAlloc");
        }
    }

    public void memFreeHost(MemorySegment pointer) {
        try {
            check((int) cuMemFreeHost.invokeExact(pointer), "cuMemFreeHost");
        } catch (Throwable t) {
            throw wrap(t, "cuMemFreeHost");
        }
    }

    public long memHostGetDevicePointer(MemorySegment host) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            check((int) cuMemHostGetDevicePointer.invokeExact(out, host, 0), "cuMemHostGetDevicePointer_v2");
            return out.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuMemHostGetDevicePointer_v2");
        }
    }

    /** Page-locks {@code host} (caller memory) and makes it accessible to the device. */
    public void memHostRegister(MemorySegment host, int flags) {
        try {
            check((int) cuMemHostRegister.invokeExact(host, host.byteSize(), flags), "cuMemHostRegister_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemHostRegister_v2");
        }
    }

    /** Ends a {@link #memHostRegister} registration; the memory stays the caller's. */
    public void memHostUnregister(MemorySegment host) {
        try {
            check((int) cuMemHostUnregister.invokeExact(host), "cuMemHostUnregister");
        } catch (Throwable t) {
            throw wrap(t, "cuMemHostUnregister");
        }
    }

    public long memAllocAsync(long size, MemorySegment stream) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            check((int) cuMemAllocAsync.invokeExact(out, size, stream), "cuMemAllocAsync");
            return out.get(JAVA_LONG, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuMemAllocAsync");
        }
    }

    public void memFreeAsync(long pointer, MemorySegment stream) {
        try {
            check((int) cuMemFreeAsync.invokeExact(pointer, stream), "cuMemFreeAsync");
        } catch (Throwable t) {
            throw wrap(t, "cuMemFreeAsync");
        }
    }

    /** The device's default memory pool (CUmemoryPool), which cuMemAllocAsync allocates from. */
    public MemorySegment deviceGetDefaultMemPool(int device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuDeviceGetDefaultMemPool.invokeExact(out, device), "cuDeviceGetDefaultMemPool");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuDeviceGetDefaultMemPool");
        }
    }

    /** Sets a 64-bit attribute of a memory pool (such as CU_MEMPOOL_ATTR_RELEASE_THRESHOLD). */
    public void memPoolSetAttribute64(MemorySegment pool, int attribute, long value) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment in = arena.allocate(JAVA_LONG);
            in.set(JAVA_LONG, 0, value);
            check((int) cuMemPoolSetAttribute.invokeExact(pool, attribute, in), "cuMemPoolSetAttribute");
        } catch (Throwable t) {
            throw wrap(t, "cuMemPoolSetAttribute");
        }
    }

    /** Returns a pool's unused memory to the system until it holds at most {@code keep} bytes. */
    public void memPoolTrimTo(MemorySegment pool, long keep) {
        try {
            check((int) cuMemPoolTrimTo.invokeExact(pool, keep), "cuMemPoolTrimTo");
        } catch (Throwable t) {
            throw wrap(t, "cuMemPoolTrimTo");
        }
    }

    public void memcpyHtoD(long dst, MemorySegment src, long size) {
        try {
            check((int) cuMemcpyHtoD.invokeExact(dst, src, size), "cuMemcpyHtoD_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemcpyHtoD_v2");
        }
    }

    public void memcpyDtoH(MemorySegment dst, long src, long size) {
        try {
            check((int) cuMemcpyDtoH.invokeExact(dst, src, size), "cuMemcpyDtoH_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemcpyDtoH_v2");
        }
    }

    public void memcpyAsync(long dst, long src, long size, MemorySegment stream) {
        try {
            check((int) cuMemcpyAsync.invokeExact(dst, src, size, stream), "cuMemcpyAsync");
        } catch (Throwable t) {
            throw wrap(t, "cuMemcpyAsync");
        }
    }

    public void memcpyHtoDAsync(long dst, MemorySegment src, long size, MemorySegment stream) {
        try {
            check((int) cuMemcpyHtoDAsync.invokeExact(dst, src, size, stream), "cuMemcpyHtoDAsync_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemcpyHtoDAsync_v2");
        }
    }

    public void memcpyDtoHAsync(MemorySegment dst, long src, long size, MemorySegment stream) {
        try {
            check((int) cuMemcpyDtoHAsync.invokeExact(dst, src, size, stream), "cuMemcpyDtoHAsync_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuMemcpyDtoHAsync_v2");
        }
    }

    public void memsetD8Async(long dst, byte value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD8Async.invokeExact(dst, value, count, stream), "cuMemsetD8Async");
        } catch (Throwable t) {
            throw wrap(t, "cuMemsetD8Async");
        }
    }

    public void memsetD16Async(long dst, short value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD16Async.invokeExact(dst, value, count, stream), "cuMemsetD16Async");
        } catch (Throwable t) {
            throw wrap(t, "cuMemsetD16Async");
        }
    }

    public void memsetD32Async(long dst, int value, long count, MemorySegment stream) {
        try {
            check((int) cuMemsetD32Async.invokeExact(dst, value, count, stream), "cuMemsetD32Async");
        } catch (Throwable t) {
            throw wrap(t, "cuMemsetD32Async");
        }
    }

    // -----------------------------------------------------------------------------------------
    // Streams and events
    // -----------------------------------------------------------------------------------------

    public MemorySegment streamCreate(int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuStreamCreate.invokeExact(out, flags), "cuStreamCreate");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuStreamCreate");
        }
    }

    public void streamDestroy(MemorySegment stream) {
        try {
            check((int) cuStreamDestroy.invokeExact(stream), "cuStreamDestroy_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuStreamDestroy_v2");
        }
    }

    public void streamSynchronize(MemorySegment stream) {
        try {
            check((int) cuStreamSynchronize.invokeExact(stream), "cuStreamSynchronize");
        } catch (Throwable t) {
            throw wrap(t, "cuStreamSynchronize");
        }
    }

    public void streamWaitEvent(MemorySegment stream, MemorySegment event) {
        try {
            check((int) cuStreamWaitEvent.invokeExact(stream, event, 0), "cuStreamWaitEvent");
        } catch (Throwable t) {
            throw wrap(t, "cuStreamWaitEvent");
        }
    }

    public MemorySegment eventCreate(int flags) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuEventCreate.invokeExact(out, flags), "cuEventCreate");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuEventCreate");
        }
    }

    public void eventDestroy(MemorySegment event) {
        try {
            check((int) cuEventDestroy.invokeExact(event), "cuEventDestroy_v2");
        } catch (Throwable t) {
            throw wrap(t, "cuEventDestroy_v2");
        }
    }

    public void eventRecord(MemorySegment event, MemorySegment stream) {
        try {
            check((int) cuEventRecord.invokeExact(event, stream), "cuEventRecord");
        } catch (Throwable t) {
            throw wrap(t, "cuEventRecord");
        }
    }

    /** True when all work before the event finished, false while it is pending (NOT_READY). */
    public boolean eventQuery(MemorySegment event) {
        int r;
        try {
            r = (int) cuEventQuery.invokeExact(event);
        } catch (Throwable t) {
            throw wrap(t, "cuEventQuery");
        }
        if (r == CudaResult.ERROR_NOT_READY) {
            return false;
        }
        check(r, "cuEventQuery");
        return true;
    }

    public void eventSynchronize(MemorySegment event) {
        try {
            check((int) cuEventSynchronize.invokeExact(event), "cuEventSynchronize");
        } catch (Throwable t) {
            throw wrap(t, "cuEventSynchronize");
        }
    }

    // -----------------------------------------------------------------------------------------
    // Modules and kernels
    // -----------------------------------------------------------------------------------------

    /**
     * Loads a NUL-terminated PTX image. {@code errorLog} receives the JIT's error log
     * (CU_JIT_ERROR_LOG_BUFFER / CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES) when loading fails.
     */
    public MemorySegment moduleLoadDataEx(MemorySegment image, MemorySegment errorLog) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            MemorySegment options = arena.allocate(JAVA_INT, 2);
            options.setAtIndex(JAVA_INT, 0, CudaConstants.JIT_ERROR_LOG_BUFFER);
            options.setAtIndex(JAVA_INT, 1, CudaConstants.JIT_ERROR_LOG_BUFFER_SIZE_BYTES);
            MemorySegment values = arena.allocate(ADDRESS, 2);
            values.setAtIndex(ADDRESS, 0, errorLog);
            // The size travels in the pointer-sized slot itself, as the JIT options expect.
            values.setAtIndex(ADDRESS, 1, MemorySegment.ofAddress(errorLog.byteSize()));
            check((int) cuModuleLoadDataEx.invokeExact(out, image, 2, options, values), "cuModuleLoadDataEx");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuModuleLoadDataEx");
        }
    }

    public MemorySegment moduleGetFunction(MemorySegment module, String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            check((int) cuModuleGetFunction.invokeExact(out, module, arena.allocateFrom(name)), "cuModuleGetFunction");
            return out.get(ADDRESS, 0);
        } catch (Throwable t) {
            throw wrap(t, "cuModuleGetFunction");
        }
    }

    public void moduleUnload(MemorySegment module) {
        try {
            check((int) cuModuleUnload.invokeExact(module), "cuModuleUnload");
        } catch (Throwable t) {
            throw wrap(t, "cuModuleUnload");
        }
    }

    public void funcSetAttribute(MemorySegment function, int attribute, int value) {
        try {
            check((int) cuFuncSetAttribute.invokeExact(function, attribute, value), "cuFuncSetAttribute");
        } catch (Throwable t) {
            throw wrap(t, "cuFuncSetAttribute");
        }
    }

    /** cuLaunchKernel with {@code kernelParams} = an array of pointers to each argument. */
    public void launchKernel(
            MemorySegment function,
            int gridX,
            int gridY,
            int gridZ,
            int blockX,
            int blockY,
            int blockZ,
            int sharedMemoryBytes,
            MemorySegment stream,
            MemorySegment kernelParams) {
        try {
            check(
                    (int) cuLaunchKernel.invokeExact(
                            function,
                            gridX,
                            gridY,
                            gridZ,
                            blockX,
                            blockY,
                            blockZ,
                            sharedMemoryBytes,
                            stream,
                            kernelParams,
                            MemorySegment.NULL),
                    "cuLaunchKernel");
        } catch (Throwable t) {
            throw wrap(t, "cuLaunchKernel");
        }
    }
}
