package io.jiree.hal.cuda;

import io.jiree.base.StatusCode;
import java.util.Map;
import java.util.Set;

/**
 * CUresult values the driver reacts to, and the mapping of CUDA error names to IREE status codes
 * (the same classification as IREE's CUDA driver, so the same failure carries the same code).
 */
final class CudaResult {
    private CudaResult() {}

    static final int SUCCESS = 0;
    static final int ERROR_INVALID_VALUE = 1;
    static final int ERROR_OUT_OF_MEMORY = 2;
    static final int ERROR_NOT_READY = 600;

    private static final Map<String, StatusCode> BY_NAME = Map.ofEntries(
            Map.entry("CUDA_ERROR_INVALID_VALUE", StatusCode.INVALID_ARGUMENT),
            Map.entry("CUDA_ERROR_OUT_OF_MEMORY", StatusCode.RESOURCE_EXHAUSTED),
            Map.entry("CUDA_ERROR_NOT_INITIALIZED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_DEINITIALIZED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_STUB_LIBRARY", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_NO_DEVICE", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_INVALID_DEVICE", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_DEVICE_NOT_LICENSED", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_INVALID_IMAGE", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_INVALID_CONTEXT", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_MAP_FAILED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_UNMAP_FAILED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_ALREADY_MAPPED", StatusCode.ALREADY_EXISTS),
            Map.entry("CUDA_ERROR_NO_BINARY_FOR_GPU", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_ALREADY_ACQUIRED", StatusCode.ALREADY_EXISTS),
            Map.entry("CUDA_ERROR_NOT_MAPPED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_NOT_MAPPED_AS_ARRAY", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_NOT_MAPPED_AS_POINTER", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_UNSUPPORTED_LIMIT", StatusCode.OUT_OF_RANGE),
            Map.entry("CUDA_ERROR_CONTEXT_ALREADY_IN_USE", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_INVALID_PTX", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_NVLINK_UNCORRECTABLE", StatusCode.DATA_LOSS),
            Map.entry("CUDA_ERROR_JIT_COMPILER_NOT_FOUND", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_UNSUPPORTED_PTX_VERSION", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_JIT_COMPILATION_DISABLED", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_INVALID_SOURCE", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_FILE_NOT_FOUND", StatusCode.NOT_FOUND),
            Map.entry("CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND", StatusCode.NOT_FOUND),
            Map.entry("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_OPERATING_SYSTEM", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_INVALID_HANDLE", StatusCode.INVALID_ARGUMENT),
            Map.entry("CUDA_ERROR_ILLEGAL_STATE", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_NOT_FOUND", StatusCode.NOT_FOUND),
            Map.entry("CUDA_ERROR_NOT_READY", StatusCode.UNAVAILABLE),
            Map.entry("CUDA_ERROR_ILLEGAL_ADDRESS", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", StatusCode.RESOURCE_EXHAUSTED),
            Map.entry("CUDA_ERROR_LAUNCH_TIMEOUT", StatusCode.DEADLINE_EXCEEDED),
            Map.entry("CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_CONTEXT_IS_DESTROYED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_ASSERT", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED", StatusCode.INTERNAL),
            Map.entry("CUDA_ERROR_HARDWARE_STACK_ERROR", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_ILLEGAL_INSTRUCTION", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_MISALIGNED_ADDRESS", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_INVALID_ADDRESS_SPACE", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_INVALID_PC", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_LAUNCH_FAILED", StatusCode.ABORTED),
            Map.entry("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE", StatusCode.OUT_OF_RANGE),
            Map.entry("CUDA_ERROR_NOT_PERMITTED", StatusCode.PERMISSION_DENIED),
            Map.entry("CUDA_ERROR_NOT_SUPPORTED", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_SYSTEM_NOT_READY", StatusCode.UNAVAILABLE),
            Map.entry("CUDA_ERROR_SYSTEM_DRIVER_MISMATCH", StatusCode.FAILED_PRECONDITION),
            Map.entry("CUDA_ERROR_TIMEOUT", StatusCode.DEADLINE_EXCEEDED),
            Map.entry("CUDA_ERROR_UNKNOWN", StatusCode.UNKNOWN));

    // Errors of faulting device code: CUDA reports them for every later call in the context, which
    // nothing short of destroying it clears (cuda.h: "the CUDA context cannot be used anymore").
    private static final Set<Integer> STICKY = Set.of(
            214, // CUDA_ERROR_ECC_UNCORRECTABLE
            700, // CUDA_ERROR_ILLEGAL_ADDRESS
            702, // CUDA_ERROR_LAUNCH_TIMEOUT
            710, // CUDA_ERROR_ASSERT
            714, // CUDA_ERROR_HARDWARE_STACK_ERROR
            715, // CUDA_ERROR_ILLEGAL_INSTRUCTION
            716, // CUDA_ERROR_MISALIGNED_ADDRESS
            717, // CUDA_ERROR_INVALID_ADDRESS_SPACE
            718, // CUDA_ERROR_INVALID_PC
            719); // CUDA_ERROR_LAUNCH_FAILED

    /** Whether {@code result} leaves the context unusable. */
    static boolean isSticky(int result) {
        return STICKY.contains(result);
    }

    /** The IREE status code for a CUDA error name; names IREE does not classify are UNKNOWN. */
    static StatusCode statusFor(String errorName) {
        return BY_NAME.getOrDefault(errorName, StatusCode.UNKNOWN);
    }
}
