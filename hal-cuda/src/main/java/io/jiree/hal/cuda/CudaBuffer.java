package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.Buffer;
import java.lang.foreign.MemorySegment;

/**
 * A buffer in CUDA memory: a device pointer, plus a host view when the memory is host-visible
 * (pinned host memory or managed memory). How it was allocated decides how it is freed, as in
 * IREE's cuda_buffer: cuMemFree, cuMemFreeHost, stream-ordered cuMemFreeAsync for queue
 * allocations, or cuMemHostUnregister for imported host memory.
 */
public final class CudaBuffer extends AbstractBuffer {
    /** How the memory was allocated. */
    enum Kind {
        /** cuMemAlloc or cuMemAllocManaged: freed with cuMemFree. */
        DEVICE,
        /** cuMemHostAlloc: freed with cuMemFreeHost. */
        HOST,
        /** queue alloca: cuMemAllocAsync (freed on the stream) or cuMemAlloc without memory pools. */
        ASYNC,
        /** imported caller memory (cuMemHostRegister): unregistered, never freed. */
        REGISTERED
    }

    private final CudaDevice device;
    private final Kind kind;
    private final long devicePointer;
    private final MemorySegment hostMemory;
    private boolean freed;

    CudaBuffer(
            CudaDevice device,
            Kind kind,
            int memoryType,
            int allowedAccess,
            int allowedUsage,
            long byteLength,
            long devicePointer,
            MemorySegment hostMemory) {
        super(memoryType, allowedAccess, allowedUsage, byteLength);
        this.device = device;
        this.kind = kind;
        this.devicePointer = devicePointer;
        this.hostMemory = hostMemory;
    }

    Kind kind() {
        return kind;
    }

    CudaDevice device() {
        return device;
    }

    /** The device address of the allocation's first byte. */
    public long devicePointer() {
        return devicePointer;
    }

    /**
     * The device address of byte {@code offset} of {@code buffer} (a CUDA buffer or a subspan of
     * one). INVALID_ARGUMENT for buffers that did not come from a CUDA device.
     */
    public static long devicePointer(Buffer buffer, long offset) {
        if (buffer == null) {
            return 0;
        }
        if (!(buffer.allocatedBuffer() instanceof CudaBuffer cuda)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "buffer %s was not allocated by a CUDA device; allocate it with the CUDA device's allocator",
                    buffer);
        }
        synchronized (cuda) {
            if (cuda.freed) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "buffer %s was deallocated (queue dealloca) and cannot be used anymore",
                        buffer);
            }
        }
        return cuda.devicePointer + buffer.byteOffset() + offset;
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        if (hostMemory == null) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "CUDA device-local memory cannot be mapped on the host; allocate the buffer HOST_VISIBLE or "
                            + "copy it through a host-visible staging buffer");
        }
        return hostMemory.asSlice(absOffset, length);
    }

    /** Frees queue-allocated memory in stream order (queue dealloca); the buffer object stays. */
    void deallocateOnStream(MemorySegment stream) {
        synchronized (this) {
            if (freed) {
                return;
            }
            freed = true;
        }
        device.context().makeCurrent();
        if (device.supportsMemoryPools()) {
            device.api().memFreeAsync(devicePointer, stream);
        } else {
            device.api().memFree(devicePointer);
        }
    }

    @Override
    protected void releaseMemory() {
        synchronized (this) {
            if (freed) {
                return;
            }
            freed = true;
        }
        // As IREE does, failures to free are ignored: close() has no one to report them to.
        try {
            CudaDriverApi api = device.api();
            device.context().makeCurrent();
            switch (kind) {
                case DEVICE -> api.memFree(devicePointer);
                case HOST -> api.memFreeHost(hostMemory);
                case REGISTERED -> api.memHostUnregister(hostMemory);
                case ASYNC -> {
                    if (device.supportsMemoryPools()) {
                        api.memFreeAsync(devicePointer, device.stream());
                    } else {
                        api.memFree(devicePointer);
                    }
                }
            }
        } catch (JireeException ignored) {
            // The device may already be closed; its context then took the memory with it.
        }
    }
}
