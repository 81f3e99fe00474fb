package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.Services;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.GlobPattern;
import io.jiree.hal.HalFile;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.RecordingCommandBuffer;
import io.jiree.hal.Resource;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * One CUDA device: its primary context, the allocator, the executable cache, collective channels
 * and timeline semaphores backed by CUDA events (IREE's cuda_device). Queue operations are checked
 * here and run in order on the device's {@link CudaQueue}.
 */
public final class CudaDevice implements Device {
    static final String IDENTIFIER = "cuda";

    private final CudaDriverApi api;
    private final CudaDeviceInfo info;
    private final int cuDevice;
    private final CudaContext context;
    private final CudaQueue queue;
    private final MemorySegment memoryPool; // the pool queue allocas come from; null without pools
    private final boolean supportsMemoryPools;
    private final boolean supportsConcurrentManagedAccess;
    private final boolean supportsReadOnlyHostRegister;
    private final CudaAllocator allocator;
    /** The allocator the device hands out (the CudaAllocator, or a wrapper of it); queue allocas use the pools. */
    private volatile Allocator current;

    private final CudaExecutableCache executableCache;
    private CollectiveProvider collectiveProvider;
    private boolean collectiveProviderLoaded;

    CudaDevice(CudaDriverApi api, CudaDeviceInfo info) {
        this(api, info, true);
    }

    /** {@code asyncAllocations}: queue allocas are stream-ordered where the device supports it. */
    CudaDevice(CudaDriverApi api, CudaDeviceInfo info, boolean asyncAllocations) {
        this.api = api;
        this.info = info;
        this.cuDevice = api.deviceGet(info.ordinal());
        this.supportsMemoryPools =
                asyncAllocations && api.deviceGetAttribute(CudaConstants.ATTR_MEMORY_POOLS_SUPPORTED, cuDevice) != 0;
        this.supportsConcurrentManagedAccess =
                api.deviceGetAttribute(CudaConstants.ATTR_CONCURRENT_MANAGED_ACCESS, cuDevice) != 0;
        this.supportsReadOnlyHostRegister =
                api.deviceGetAttribute(CudaConstants.ATTR_READ_ONLY_HOST_REGISTER_SUPPORTED, cuDevice) != 0;
        this.context = new CudaContext(api, cuDevice);
        try {
            this.memoryPool = supportsMemoryPools ? keepingMemoryPool(api, cuDevice) : null;
            this.queue = new CudaQueue(this);
        } catch (JireeException e) {
            context.close();
            throw e;
        }
        this.allocator = new CudaAllocator(this);
        this.current = allocator;
        this.executableCache = new CudaExecutableCache(this);
    }

    /**
     * The device's default memory pool, set to keep what is freed into it. With CUDA's default
     * release threshold (0) every synchronization hands freed memory back to the system, so each
     * call's transient allocas would map fresh memory again; the pool is trimmed when an allocation
     * outside it runs out of memory, and when the device closes.
     */
    private static MemorySegment keepingMemoryPool(CudaDriverApi api, int cuDevice) {
        MemorySegment pool = api.deviceGetDefaultMemPool(cuDevice);
        api.memPoolSetAttribute64(pool, CudaConstants.MEMPOOL_ATTR_RELEASE_THRESHOLD, -1L); // UINT64_MAX
        return pool;
    }

    /**
     * Returns the memory the queue allocas' pool keeps to the system, so that an allocation outside
     * the pool can use it; false when there was none to return.
     */
    boolean trimMemoryPool() {
        if (memoryPool == null) {
            return false;
        }
        context.makeCurrent();
        api.memPoolTrimTo(memoryPool, 0);
        return true;
    }

    // ---- for hal-cuda and collective providers ----

    /** The driver API binding this device calls through. */
    public CudaDriverApi api() {
        return api;
    }

    /** What the driver enumerated for this device. */
    public CudaDeviceInfo cudaInfo() {
        return info;
    }

    /** The CUdevice handle. */
    public int cuDevice() {
        return cuDevice;
    }

    /** The dispatch stream (CUstream) all queue work of this device runs on. */
    public MemorySegment stream() {
        return queue.stream();
    }

    /** Makes this device's primary context current on the calling thread. */
    public void makeCurrent() {
        checkOpen();
        context.makeCurrent();
    }

    /**
     * Makes the primary context current while it is still usable, even once the queue is closed:
     * for releasing what lives in the context beyond the queue's work (an NCCL communicator whose
     * last reference the queue's final completions let go). Fails once the context is closed or lost.
     */
    public void makeContextCurrent() {
        context.makeCurrent();
    }

    CudaContext context() {
        return context;
    }

    CudaQueue queue() {
        return queue;
    }

    boolean supportsMemoryPools() {
        return supportsMemoryPools;
    }

    boolean supportsConcurrentManagedAccess() {
        return supportsConcurrentManagedAccess;
    }

    /** Whether host memory can be registered read-only (imports that only allow reading). */
    boolean supportsReadOnlyHostRegister() {
        return supportsReadOnlyHostRegister;
    }

    /** Uses {@code provider} instead of looking one up (tests). */
    synchronized void useCollectiveProvider(CollectiveProvider provider) {
        collectiveProvider = provider;
        collectiveProviderLoaded = true;
    }

    /** The collective provider if one was looked up and found, else null; never loads one. */
    synchronized CollectiveProvider loadedCollectiveProvider() {
        return collectiveProvider;
    }

    /**
     * Aborts all collective channels of this device's provider (for example when a wait on
     * collective work timed out), so stream work blocked in a collective ends. No-op without one.
     */
    public void abortCollectives(String reason) {
        abortCollectives(StatusCode.ABORTED, reason);
    }

    /**
     * Aborts {@code channels} of this device's provider: a submission that was to issue collectives
     * on them failed ({@link CollectiveProvider#abort}). Never throws: the submission's own failure
     * is what its caller reports.
     */
    void abortChannels(List<Channel> channels, StatusCode code, String reason) {
        CollectiveProvider provider = loadedCollectiveProvider();
        if (provider == null) {
            return;
        }
        for (Channel channel : channels) {
            try {
                provider.abort(channel, code, reason);
            } catch (RuntimeException ignored) {
                // The channel may be gone already; its peers then see it go anyway.
            }
        }
    }

    /** As {@link #abortCollectives(String)}, for a failure of status {@code code}. */
    public void abortCollectives(StatusCode code, String reason) {
        CollectiveProvider provider = loadedCollectiveProvider();
        if (provider != null) {
            provider.abortAll(code, reason);
        }
    }

    synchronized CollectiveProvider collectiveProvider() {
        if (!collectiveProviderLoaded) {
            collectiveProviderLoaded = true;
            collectiveProvider = Services.first(CollectiveProvider.class).orElse(null);
        }
        if (collectiveProvider == null) {
            throw new JireeException(
                    StatusCode.UNIMPLEMENTED,
                    "collective operations on CUDA devices need a CollectiveProvider; put the jiree-hal-cuda-nccl "
                            + "module (NCCL support) on the class path");
        }
        return collectiveProvider;
    }

    private void checkOpen() {
        if (queue.isClosed()) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "CUDA device %d was closed; create it again to use it",
                    info.ordinal());
        }
        context.checkUsable();
    }

    // ---- Device ----

    @Override
    public String identifier() {
        return IDENTIFIER;
    }

    @Override
    public DeviceInfo info() {
        // IREE's device ids are the CUdevice plus one (zero means "default").
        return new DeviceInfo(cuDevice + 1L, info.path(), info.name());
    }

    @Override
    public Allocator allocator() {
        return current;
    }

    @Override
    public void replaceAllocator(Allocator allocator) {
        this.current = allocator;
    }

    @Override
    public long queryI64(String category, String key) {
        switch (category) {
            case "hal.device.id":
                return GlobPattern.matches(key, IDENTIFIER) ? 1 : 0;
            case "hal.executable.format":
                return CudaExecutableCache.TARGET_FORMAT.equals(key) ? 1 : 0;
            case "cuda.device":
                if (key.equals("compute_capability_major")) {
                    return api.deviceGetAttribute(CudaConstants.ATTR_COMPUTE_CAPABILITY_MAJOR, cuDevice);
                }
                if (key.equals("compute_capability_minor")) {
                    return api.deviceGetAttribute(CudaConstants.ATTR_COMPUTE_CAPABILITY_MINOR, cuDevice);
                }
                break;
            default:
                break;
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND, "unknown device configuration key value '%s :: %s'", category, key);
    }

    @Override
    public CommandBuffer createCommandBuffer(int mode, int categories, long queueAffinity, int bindingCapacity) {
        checkOpen();
        return new RecordingCommandBuffer(mode, categories, queueAffinity, bindingCapacity);
    }

    @Override
    public Semaphore createSemaphore(long initialValue, long flags) {
        checkOpen();
        return new CudaSemaphore(initialValue);
    }

    @Override
    public Channel createChannel(long queueAffinity, ChannelParams params) {
        checkOpen();
        CollectiveProvider provider;
        try {
            provider = collectiveProvider();
        } catch (JireeException e) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "collective channels on CUDA devices are not enabled; add the jiree-hal-cuda-nccl module "
                            + "(NCCL support) to the class path");
        }
        makeCurrent();
        return provider.createChannel(this, queueAffinity, params);
    }

    @Override
    public ExecutableCache executableCache() {
        return executableCache;
    }

    @Override
    public Buffer queueAlloca(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            BufferParams params,
            long allocationSize,
            long flags) {
        checkOpen();
        if (params == null || allocationSize < 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "queue alloca needs buffer parameters and a non-negative size (got %d)",
                    allocationSize);
        }
        CudaAllocator.Resolution r = allocator.resolve(params, allocationSize);
        Buffer buffer;
        try {
            if (BitField.allSet(r.memoryType(), MemoryType.DEVICE_LOCAL)
                    && !BitField.allSet(r.memoryType(), MemoryType.HOST_VISIBLE)) {
                long pointer = queue.allocate(r.allocationSize());
                buffer = new CudaBuffer(
                        this,
                        CudaBuffer.Kind.ASYNC,
                        r.memoryType(),
                        params.effectiveAccess(),
                        params.usage(),
                        r.allocationSize(),
                        pointer,
                        null);
            } else {
                buffer = allocator.allocate(params, allocationSize);
            }
        } catch (JireeException e) {
            // A failed allocation is the operation failing, not its arguments: waiters see it too.
            if (signal != null) {
                signal.fail(e);
            }
            throw e;
        }
        try {
            queue.submit("alloca", wait, signal, cmd -> {}, List.of());
        } catch (JireeException e) {
            buffer.close();
            throw e;
        }
        return buffer;
    }

    @Override
    public void queueDealloca(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer buffer, long flags) {
        checkOpen();
        if (buffer == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "queue dealloca needs a buffer");
        }
        Buffer allocation = buffer.allocatedBuffer();
        allocation.retain();
        queue.submit(
                "dealloca",
                wait,
                signal,
                cmd -> {
                    // Only queue-allocated memory is freed in stream order; other buffers go with their last reference.
                    if (allocation instanceof CudaBuffer cuda
                            && cuda.kind() == CudaBuffer.Kind.ASYNC
                            && cuda.device() == this) {
                        cuda.deallocateOnStream(queue.stream());
                    }
                },
                List.of(allocation));
    }

    @Override
    public void queueFill(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer target,
            long targetOffset,
            long length,
            long pattern,
            int patternLength,
            long flags) {
        checkOpen();
        checkTransfer(target, "fill target", BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE);
        long len = BufferValidation.range(target.byteLength(), targetOffset, length);
        BufferValidation.fillPattern(targetOffset, len, patternLength);
        BufferRef ref = BufferRef.of(target, targetOffset, len);
        target.retain();
        queue.submit("fill", wait, signal, cmd -> cmd.fill(ref, pattern, patternLength), List.of(target));
    }

    @Override
    public void queueUpdate(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            MemorySegment source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        checkOpen();
        checkTransfer(target, "update target", BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE);
        long len = BufferValidation.range(target.byteLength(), targetOffset, length);
        if (source == null
                || sourceOffset < 0
                || sourceOffset > source.byteSize()
                || len > source.byteSize() - sourceOffset) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "update source range (offset=%d, length=%d) is outside the %d-byte source",
                    sourceOffset,
                    len,
                    source == null ? 0 : source.byteSize());
        }
        // Capture the bytes now: the caller may reuse its memory before the update runs.
        MemorySegment data =
                MemorySegment.ofArray(source.asSlice(sourceOffset, len).toArray(ValueLayout.JAVA_BYTE));
        BufferRef ref = BufferRef.of(target, targetOffset, len);
        target.retain();
        queue.submit("update", wait, signal, cmd -> cmd.update(data, ref), List.of(target));
    }

    /**
     * Reads a file range into {@code target} through pinned staging slots ({@link PinnedStaging}),
     * without a copy on the Java heap; the file stays retained until the read finished.
     */
    @Override
    public void queueRead(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            HalFile source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        checkOpen();
        checkTransfer(target, "read target", BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE);
        long len = BufferValidation.range(target.byteLength(), targetOffset, length);
        MemorySegment bytes = Device.readRange(source, sourceOffset, len);
        BufferRef ref = BufferRef.of(target, targetOffset, len);
        target.retain();
        source.retain();
        queue.submit("read", wait, signal, cmd -> cmd.read(bytes, ref, queue.staging()), List.of(target, source));
    }

    @Override
    public void queueCopy(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        checkOpen();
        checkTransfer(source, "copy source", BufferUsage.TRANSFER_SOURCE, MemoryAccess.READ);
        checkTransfer(target, "copy target", BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE);
        long len = BufferValidation.range(source.byteLength(), sourceOffset, length);
        BufferValidation.range(target.byteLength(), targetOffset, len);
        if (Buffer.overlaps(source, sourceOffset, len, target, targetOffset, len)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "source and target ranges overlap within the same buffer");
        }
        BufferRef s = BufferRef.of(source, sourceOffset, len);
        BufferRef t = BufferRef.of(target, targetOffset, len);
        source.retain();
        target.retain();
        queue.submit("copy", wait, signal, cmd -> cmd.copy(s, t), List.of(source, target));
    }

    @Override
    public void queueExecute(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            CommandBuffer commandBuffer,
            BindingTable bindingTable,
            long flags) {
        checkOpen();
        if (commandBuffer == null) {
            queue.submit("barrier", wait, signal, cmd -> {}, List.of());
            return;
        }
        if (!(commandBuffer instanceof RecordingCommandBuffer recorded)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "command buffer was not created by a CUDA device; create it with this device");
        }
        recorded.checkSubmittable();
        BindingTable table = bindingTable == null ? BindingTable.EMPTY : bindingTable;
        recorded.retain();
        List<Resource> keep = new ArrayList<>();
        keep.add(recorded);
        for (var b : table.bindings()) {
            if (b.buffer() != null) {
                keep.add(RefCounted.retained(b.buffer()));
            }
        }
        queue.submit(
                "execute", wait, signal, cmd -> cmd.execute(recorded.commands(), table), keep, recorded.channels());
    }

    /** The checks IREE's command buffer validation makes on a transfer's buffer. */
    private static void checkTransfer(Buffer buffer, String what, int usage, int access) {
        if (buffer == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "%s buffer is required", what);
        }
        BufferValidation.queueUse(buffer, usage, access);
    }

    /**
     * {@code hal.device.queue.write}: the device bytes are copied out on the stream once the waits
     * are satisfied (device-local memory cannot be read by the host directly) and land in the file
     * before {@code signal} is signaled.
     */
    @Override
    public void queueWrite(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            HalFile target,
            long targetOffset,
            long length,
            long flags) {
        checkOpen();
        checkTransfer(source, "write source", BufferUsage.TRANSFER_SOURCE, MemoryAccess.READ);
        if (target == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "queue write needs a target file");
        }
        long len = BufferValidation.range(source.byteLength(), sourceOffset, length);
        MemorySegment into = target.range(MemoryAccess.WRITE, targetOffset, len);
        BufferRef ref = BufferRef.of(source, sourceOffset, len);
        source.retain();
        target.retain();
        queue.submit("write", wait, signal, cmd -> cmd.readBack(ref, into), List.of(source, target));
    }

    // ---- host transfers (device_transfer_d2h / h2d) ----

    /** Copies {@code target.byteSize()} bytes from {@code source} at {@code offset} after all queued work. */
    public void transferToHost(Buffer source, long offset, MemorySegment target) {
        queue.transferToHost(source, offset, target);
    }

    /** Copies {@code source} into {@code target} at {@code offset} after all queued work. */
    public void transferFromHost(MemorySegment source, Buffer target, long offset) {
        queue.transferFromHost(source, target, offset);
    }

    /** Free and total bytes of device memory (cuMemGetInfo). */
    public long[] memoryInfo() {
        makeCurrent();
        return api.memGetInfo();
    }

    @Override
    public void close() {
        CollectiveProvider provider = loadedCollectiveProvider();
        if (provider != null && !queue.isClosed()) {
            try {
                provider.close(); // its channels still need the context current
            } catch (JireeException ignored) {
                // A channel that fails to finalize was aborted; closing the device goes on.
            }
        }
        // The queue finishes what is on the stream first; then the pool's memory and the context can go.
        if (queue.close()) {
            if (provider != null) {
                try {
                    context.makeCurrent();
                    provider.queueClosed(); // nothing reads its memory any more
                } catch (JireeException ignored) {
                    // Releasing the context below frees device memory too.
                }
            }
            try {
                current.trim();
                trimMemoryPool();
            } catch (JireeException ignored) {
                // Releasing the context below frees it too.
            }
            context.close();
        }
    }
}
