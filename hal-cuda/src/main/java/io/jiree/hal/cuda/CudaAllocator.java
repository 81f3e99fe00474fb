package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import java.lang.foreign.MemorySegment;

/**
 * Allocates CUDA memory with the rules of IREE's cuda_allocator: device-local memory with
 * cuMemAlloc; device-local and host-visible memory with cuMemAllocManaged when the device has
 * concurrent managed access, otherwise downgraded to pinned host memory; host-local memory with
 * cuMemHostAlloc (write-combined unless HOST_CACHED) mapped into the device address space.
 * Host allocations are imported by registering them (cuMemHostRegister), never as device-local
 * memory.
 */
final class CudaAllocator implements Allocator {
    private final CudaDevice device;

    CudaAllocator(CudaDevice device) {
        this.device = device;
    }

    /** What the allocator can do with {@code params}, and the memory type it would really use. */
    record Resolution(int compatibility, int memoryType, long allocationSize) {}

    Resolution resolve(BufferParams params, long allocationSize) {
        int type = params.type();
        int usage = params.usage();
        int compatibility = BufferCompatibility.ALLOCATABLE;
        if (BitField.allSet(type, MemoryType.DEVICE_VISIBLE)) {
            compatibility |= BufferCompatibility.IMPORTABLE;
            if ((usage & BufferUsage.TRANSFER) != 0) {
                compatibility |= BufferCompatibility.QUEUE_TRANSFER;
            }
            if ((usage & BufferUsage.DISPATCH) != 0) {
                compatibility |= BufferCompatibility.QUEUE_DISPATCH;
            }
        }
        // Mapping device-local memory needs it host-visible.
        if (BitField.allSet(type, MemoryType.DEVICE_LOCAL)
                && !BitField.allSet(type, MemoryType.HOST_VISIBLE)
                && (usage & (BufferUsage.MAPPING_PERSISTENT | BufferUsage.MAPPING_SCOPED)) != 0) {
            type |= MemoryType.HOST_VISIBLE;
        }
        // Without concurrent managed access, device-local host-visible memory is pinned host memory.
        if (!device.supportsConcurrentManagedAccess()
                && BitField.allSet(type, MemoryType.DEVICE_LOCAL | MemoryType.HOST_VISIBLE)) {
            compatibility |= BufferCompatibility.LOW_PERFORMANCE;
            type &= ~(MemoryType.DEVICE_LOCAL | MemoryType.HOST_VISIBLE);
            type |= MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE;
        }
        type &= ~MemoryType.OPTIMAL;
        return new Resolution(compatibility, type, allocationSize == 0 ? 4 : allocationSize);
    }

    @Override
    public int queryCompatibility(BufferParams params, long allocationSize) {
        return resolve(params, allocationSize).compatibility();
    }

    @Override
    @SuppressWarnings("restricted") // managed memory is host-addressable for its whole size
    public Buffer allocate(BufferParams params, long allocationSize) {
        if (allocationSize < 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "allocation size %d is negative", allocationSize);
        }
        Resolution r = resolve(params, allocationSize);
        long size = r.allocationSize();
        int type = r.memoryType();
        CudaDriverApi api = device.api();
        device.context().makeCurrent();
        if (BitField.allSet(type, MemoryType.DEVICE_LOCAL)) {
            // Device memory the host also sees is managed memory, mapped at the same address.
            boolean managed = BitField.allSet(type, MemoryType.HOST_VISIBLE);
            long pointer;
            try {
                pointer = allocateDeviceMemory(api, size, managed);
            } catch (JireeException e) {
                // Freed queue allocas the pool keeps may be what is missing: return them and retry once.
                if (e.code() != StatusCode.RESOURCE_EXHAUSTED || !device.trimMemoryPool()) {
                    throw e;
                }
                pointer = allocateDeviceMemory(api, size, managed);
            }
            MemorySegment host = managed ? MemorySegment.ofAddress(pointer).reinterpret(size) : null;
            return new CudaBuffer(
                    device,
                    CudaBuffer.Kind.DEVICE,
                    type,
                    params.effectiveAccess(),
                    params.usage(),
                    size,
                    pointer,
                    host);
        }
        int flags = CudaConstants.MEMHOSTALLOC_DEVICEMAP;
        if (!BitField.allSet(type, MemoryType.HOST_CACHED)) {
            flags |= CudaConstants.MEMHOSTALLOC_WRITECOMBINED;
        }
        MemorySegment host = api.memHostAlloc(size, flags);
        long pointer;
        try {
            pointer = api.memHostGetDevicePointer(host);
        } catch (JireeException e) {
            api.memFreeHost(host);
            throw e;
        }
        return new CudaBuffer(
                device, CudaBuffer.Kind.HOST, type, params.effectiveAccess(), params.usage(), size, pointer, host);
    }

    private static long allocateDeviceMemory(CudaDriverApi api, long size, boolean managed) {
        return managed ? api.memAllocManaged(size, CudaConstants.MEM_ATTACH_GLOBAL) : api.memAlloc(size);
    }

    /**
     * Imports caller memory without copying, as IREE's cuda_allocator imports a host allocation:
     * page-locked and mapped into the device address space with cuMemHostRegister, unregistered
     * when the buffer is released. The memory must stay valid until then.
     */
    @Override
    public Buffer importHost(BufferParams params, MemorySegment hostMemory) {
        if (hostMemory == null || !hostMemory.isNative()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "only off-heap (native) memory can be imported into a CUDA device buffer");
        }
        Resolution r = resolve(params, hostMemory.byteSize());
        if (!BitField.allSet(r.compatibility(), BufferCompatibility.IMPORTABLE)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "allocator cannot import a buffer with the given parameters; memory_type=%s, usage=%s, "
                            + "compatibility=%s",
                    MemoryType.NAMES.format(params.type()),
                    BufferUsage.NAMES.format(params.usage()),
                    BufferCompatibility.NAMES.format(r.compatibility()));
        }
        if (BitField.allSet(r.memoryType(), MemoryType.DEVICE_LOCAL)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "unable to register host allocations as device-local memory; import them as HOST_LOCAL | "
                            + "DEVICE_VISIBLE");
        }
        int flags = CudaConstants.MEMHOSTREGISTER_DEVICEMAP;
        if (params.access() == MemoryAccess.READ && device.supportsReadOnlyHostRegister()) {
            flags |= CudaConstants.MEMHOSTREGISTER_READ_ONLY;
        }
        CudaDriverApi api = device.api();
        device.context().makeCurrent();
        api.memHostRegister(hostMemory, flags);
        long pointer;
        try {
            pointer = api.memHostGetDevicePointer(hostMemory);
        } catch (JireeException e) {
            api.memHostUnregister(hostMemory);
            throw e;
        }
        return new CudaBuffer(
                device,
                CudaBuffer.Kind.REGISTERED,
                r.memoryType(),
                params.effectiveAccess(),
                params.usage(),
                hostMemory.byteSize(),
                pointer,
                hostMemory);
    }
}
