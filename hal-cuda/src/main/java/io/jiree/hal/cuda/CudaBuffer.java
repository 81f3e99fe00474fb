package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.Buffer;
import io.jiree.hal.NativeMemoryPressure;
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
    private final Memory memory;
    private final NativeMemoryPressure.Allocation freeing;

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
        this.memory = new Memory(device, kind, devicePointer, hostMemory);
        // Imported memory is the caller's: registering it holds no allocation of ours.
        this.freeing = NativeMemoryPressure.register(this, kind == Kind.REGISTERED ? 0 : byteLength, memory);
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
        if (cuda.memory.freed) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "buffer %s was deallocated (queue dealloca) and cannot be used anymore",
                    buffer);
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
        memory.stream = stream;
        freeing.free();
    }

    @Override
    protected void releaseMemory() {
        freeing.free();
    }

    /** How to free the allocation; it must not refer to the buffer (see NativeMemoryPressure). */
    private static final class Memory implements Runnable {
        private final CudaDevice device;
        private final Kind kind;
        private final long devicePointer;
        private final MemorySegment hostMemory;
        // The stream a queue dealloca frees it on; null: the device's.
        volatile MemorySegment stream;
        volatile boolean freed;

        Memory(CudaDevice device, Kind kind, long devicePointer, MemorySegment hostMemory) {
            this.device = device;
            this.kind = kind;
            this.devicePointer = devicePointer;
            this.hostMemory = hostMemory;
        }

        @Override
        public void run() {
            freed = true;
            try {
                CudaDriverApi api = device.api();
                device.context().makeCurrent();
                switch (kind) {
                    case DEVICE -> api.memFree(devicePointer);
                    case HOST -> api.memFreeHost(hostMemory);
                    case REGISTERED -> api.memHostUnregister(hostMemory);
                    case ASYNC -> {
                        if (device.supportsMemoryPools()) {
                            MemorySegment on = stream;
                            api.memFreeAsync(devicePointer, on != null ? on : device.stream());
                        } else {
                            api.memFree(devicePointer);
                        }
                    }
                }
            } catch (JireeException e) {
                // A queue dealloca's failure is the queue operation's; a release has no one to report
                // to (the device may already be closed, its context then took the memory with it).
                if (stream != null) {
                    throw e;
                }
            }
        }
    }
}
