package io.jiree.hal.cuda;

/** Enumerator and flag values from {@code cuda.h} that the driver passes to the driver API. */
final class CudaConstants {
    private CudaConstants() {}

    // CUdevice_attribute
    static final int ATTR_MAX_BLOCK_DIM_X = 2;
    static final int ATTR_MAX_BLOCK_DIM_Y = 3;
    static final int ATTR_MAX_BLOCK_DIM_Z = 4;
    static final int ATTR_COMPUTE_CAPABILITY_MAJOR = 75;
    static final int ATTR_COMPUTE_CAPABILITY_MINOR = 76;
    static final int ATTR_CONCURRENT_MANAGED_ACCESS = 89;
    static final int ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
    static final int ATTR_READ_ONLY_HOST_REGISTER_SUPPORTED = 113;
    static final int ATTR_MEMORY_POOLS_SUPPORTED = 115;

    // CUmemPool_attribute
    static final int MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;

    // cuMemHostAlloc flags
    static final int MEMHOSTALLOC_DEVICEMAP = 0x02;
    static final int MEMHOSTALLOC_WRITECOMBINED = 0x04;
    // cuMemHostRegister flags
    static final int MEMHOSTREGISTER_DEVICEMAP = 0x02;
    static final int MEMHOSTREGISTER_READ_ONLY = 0x08;
    // cuMemAllocManaged flags
    static final int MEM_ATTACH_GLOBAL = 0x1;
    // cuStreamCreate flags
    static final int STREAM_NON_BLOCKING = 0x1;
    // cuEventCreate flags
    static final int EVENT_DISABLE_TIMING = 0x2;
    // CUfunction_attribute
    static final int FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
    // CUjit_option
    static final int JIT_ERROR_LOG_BUFFER = 5;
    static final int JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
}
