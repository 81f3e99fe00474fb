package io.jiree.hal.cuda;

import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.ExecutableParams;

/** Loads executables without caching, like IREE's CUDA nop_executable_cache. */
final class CudaExecutableCache implements ExecutableCache {
    private final CudaDevice device;

    CudaExecutableCache(CudaDevice device) {
        this.device = device;
    }

    /** The compiler's target format name, which hal.executable.format queries use. */
    static final String TARGET_FORMAT = "cuda-nvptx-fb";

    // IREE's cache answers only for "PTXE"; the compiler's name is accepted too so callers that
    // pass the format string from the module get the same answer as the device query.
    @Override
    public boolean canPrepareFormat(int cachingMode, String format) {
        return CudaExecutable.FORMAT.equals(format) || TARGET_FORMAT.equals(format);
    }

    @Override
    public Executable prepare(ExecutableParams params) {
        return new CudaExecutable(device, params.data());
    }
}
