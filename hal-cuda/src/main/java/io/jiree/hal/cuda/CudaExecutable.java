package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExportInfo;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * PTX kernels loaded from a CUDA executable FlatBuffer, as IREE's native_executable: each module's
 * PTX goes through cuModuleLoadDataEx (JIT error log attached to failures), each export resolves
 * to a CUfunction with its block dimensions, dynamic shared memory, constant and binding counts,
 * checked against the device's limits.
 */
final class CudaExecutable implements Executable {
    static final String FORMAT = "PTXE";

    /** What a dispatch needs to launch one export. */
    record Kernel(
            String name,
            MemorySegment function,
            int[] blockDims,
            int sharedMemoryBytes,
            int constantCount,
            int bindingCount) {}

    private final CudaDevice device;
    private final List<MemorySegment> modules = new ArrayList<>();
    private final List<Kernel> kernels = new ArrayList<>();
    private final RefCount refs = new RefCount("executable");

    CudaExecutable(CudaDevice device, MemorySegment data) {
        this.device = device;
        CudaExecutableDef.Contents contents = CudaExecutableDef.parse(data);
        CudaDriverApi api = device.api();
        int deviceOrdinal = device.cuDevice();
        int[] maxBlock = {
            api.deviceGetAttribute(CudaConstants.ATTR_MAX_BLOCK_DIM_X, deviceOrdinal),
            api.deviceGetAttribute(CudaConstants.ATTR_MAX_BLOCK_DIM_Y, deviceOrdinal),
            api.deviceGetAttribute(CudaConstants.ATTR_MAX_BLOCK_DIM_Z, deviceOrdinal)
        };
        long maxShared = Integer.toUnsignedLong(
                api.deviceGetAttribute(CudaConstants.ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, deviceOrdinal));
        for (int i = 0; i < contents.exports().size(); i++) {
            CudaExecutableDef.Export e = contents.exports().get(i);
            int[] b = e.blockDims();
            if (b == null) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "exports[%d] blocks dims are missing", i);
            }
            if (Integer.compareUnsigned(b[0], maxBlock[0]) > 0
                    || Integer.compareUnsigned(b[1], maxBlock[1]) > 0
                    || Integer.compareUnsigned(b[2], maxBlock[2]) > 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "exports[%d] block dims %dx%dx%d exceeds device maximum %dx%dx%d",
                        i,
                        Integer.toUnsignedLong(b[0]),
                        Integer.toUnsignedLong(b[1]),
                        Integer.toUnsignedLong(b[2]),
                        maxBlock[0],
                        maxBlock[1],
                        maxBlock[2]);
            }
            if (Integer.toUnsignedLong(e.blockSharedMemorySize()) > maxShared) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "exports[%d] requires %dB of shared memory and exceeds the device maximum of %dB per block",
                        i,
                        Integer.toUnsignedLong(e.blockSharedMemorySize()),
                        maxShared);
            }
        }
        device.context().makeCurrent();
        try {
            for (int i = 0; i < contents.ptxImages().size(); i++) {
                modules.add(load(api, contents.ptxImages().get(i)));
            }
            for (int i = 0; i < contents.exports().size(); i++) {
                CudaExecutableDef.Export e = contents.exports().get(i);
                MemorySegment module = modules.get(e.moduleOrdinal());
                MemorySegment function;
                try {
                    function = api.moduleGetFunction(module, e.kernelName());
                } catch (JireeException x) {
                    throw x.annotate("exports[" + i + "] kernel `" + e.kernelName() + "` not found in modules["
                            + e.moduleOrdinal() + "]");
                }
                api.funcSetAttribute(
                        function,
                        CudaConstants.FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                        e.blockSharedMemorySize());
                kernels.add(new Kernel(
                        e.kernelName(),
                        function,
                        e.blockDims().clone(),
                        e.blockSharedMemorySize(),
                        e.constantCount(),
                        e.bindingCount()));
            }
        } catch (JireeException e) {
            unloadModules();
            throw e;
        }
    }

    private static MemorySegment load(CudaDriverApi api, byte[] ptx) {
        try (Arena arena = Arena.ofConfined()) {
            // cuModuleLoadDataEx reads PTX as a NUL-terminated string.
            MemorySegment image = arena.allocate(ptx.length + 1L);
            MemorySegment.copy(MemorySegment.ofArray(ptx), 0, image, 0, ptx.length);
            MemorySegment log = arena.allocate(8192);
            try {
                return api.moduleLoadDataEx(image, log);
            } catch (JireeException e) {
                e.annotate("mismatched target chip? missing/wrong bitcode directory?");
                String text = log.getString(0);
                if (!text.isEmpty()) {
                    e.annotate(text);
                }
                throw e;
            }
        }
    }

    Kernel kernel(int ordinal) {
        refs.checkLive();
        if (ordinal < 0 || ordinal >= kernels.size()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "function id %d out of range; executable contains %d exports",
                    ordinal,
                    kernels.size());
        }
        return kernels.get(ordinal);
    }

    CudaDevice device() {
        return device;
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public int exportCount() {
        return kernels.size();
    }

    @Override
    public ExportInfo export(int ordinal) {
        Kernel k = kernel(ordinal);
        return new ExportInfo(
                k.name(), k.constantCount(), k.bindingCount(), k.blockDims().clone(), 0);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        if (refs.release()) {
            unloadModules();
        }
    }

    private void unloadModules() {
        try {
            device.context().makeCurrent();
            for (MemorySegment m : modules) {
                device.api().moduleUnload(m);
            }
        } catch (JireeException ignored) {
            // The context may be gone with its device; it unloaded the modules then.
        }
        modules.clear();
    }
}
