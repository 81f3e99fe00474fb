package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
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
        String format = params.format() == null ? "" : params.format();
        if (!canPrepareFormat(params.cachingMode(), format)) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "no executable loader registered for the given executable format '%s' (%s supports %s, %s)",
                    format,
                    CudaDevice.IDENTIFIER,
                    TARGET_FORMAT,
                    CudaExecutable.FORMAT);
        }
        return new CudaExecutable(device, params.data());
    }
}
