package io.jiree.hal.local;

import io.jiree.base.InjectedFaults;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CachingAllocator;
import io.jiree.hal.MemoryType;
import java.lang.foreign.MemorySegment;
import java.util.List;

/**
 * The CPU allocator: every buffer is host memory the device also uses. Follows IREE's heap
 * allocator: any request is allocatable; queue use needs DEVICE_VISIBLE; buffers come back
 * HOST_VISIBLE and mappable.
 */
final class HostAllocator implements Allocator {
    static final long ALIGNMENT = 64;
    /** Freed host memory kept for the next allocations (see {@link HostMemoryPool}). */
    private static final long POOL_LIMIT = 512L << 20;

    private final HostMemoryPool pool = new HostMemoryPool(POOL_LIMIT);

    // queue.alloca's buffers, kept when their last reference goes for the next alloca of the same
    // size and parameters: a program's transients repeat call after call, and a kept buffer is
    // handed out again without new buffer objects (nor a memory record). Bounded (sizes, bytes,
    // count), over this allocator without its injected faults: queue.alloca counts those itself.
    private static final long TRANSIENT_MAX_SIZE = 16L << 20;
    private static final long TRANSIENT_CAPACITY = 64L << 20;
    private static final long TRANSIENT_FREE_COUNT = 32;
    private final CachingAllocator transients = new CachingAllocator(
            new Allocator() {
                @Override
                public int queryCompatibility(BufferParams params, long allocationSize) {
                    return HostAllocator.this.queryCompatibility(params, allocationSize);
                }

                @Override
                public Buffer allocate(BufferParams params, long allocationSize) {
                    return allocateMemory(params, allocationSize, checkRequest(params, allocationSize));
                }
            },
            List.of(new CachingAllocator.Pool("*", TRANSIENT_MAX_SIZE, TRANSIENT_CAPACITY, TRANSIENT_FREE_COUNT)));

    @Override
    public int queryCompatibility(BufferParams params, long allocationSize) {
        int compat = BufferCompatibility.ALLOCATABLE | BufferCompatibility.IMPORTABLE | BufferCompatibility.EXPORTABLE;
        if (BitField.allSet(params.type(), MemoryType.DEVICE_VISIBLE)) {
            if ((params.usage() & BufferUsage.TRANSFER) != 0) {
                compat |= BufferCompatibility.QUEUE_TRANSFER;
            }
            if ((params.usage() & BufferUsage.DISPATCH) != 0) {
                compat |= BufferCompatibility.QUEUE_DISPATCH;
            }
        }
        return compat;
    }

    /** The memory type a buffer actually gets: host visible, not OPTIMAL. */
    static int coercedType(BufferParams params) {
        return (params.type() | MemoryType.HOST_VISIBLE) & ~MemoryType.OPTIMAL;
    }

    /** The usage a buffer actually gets: mappable and transferable besides what was asked. */
    static int coercedUsage(BufferParams params) {
        return params.usage()
                | BufferUsage.MAPPING_SCOPED
                | BufferUsage.MAPPING_PERSISTENT
                | BufferUsage.MAPPING_ACCESS_RANDOM
                | BufferUsage.TRANSFER;
    }

    /** Checks an allocation request's arguments; returns the alignment to allocate with. */
    static long checkRequest(BufferParams params, long allocationSize) {
        if (params == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "buffer allocation needs buffer parameters");
        }
        if (allocationSize < 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "buffer allocation size %d is negative", allocationSize);
        }
        long alignment = Math.max(ALIGNMENT, params.minAlignment());
        if (Long.bitCount(alignment) != 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "buffer minimum alignment %d is not a power of two",
                    params.minAlignment());
        }
        return alignment;
    }

    @Override
    public HostBuffer allocate(BufferParams params, long allocationSize) {
        long alignment = checkRequest(params, allocationSize);
        injectedFault(allocationSize);
        return allocateMemory(params, allocationSize, alignment);
    }

    /**
     * A buffer for {@code queue.alloca}, whose arguments the caller checked ({@link #checkRequest}):
     * as {@link #allocate}, but from the buffers earlier allocas gave back where one of the same
     * size and parameters is free.
     */
    Buffer allocateTransient(BufferParams params, long allocationSize) {
        injectedFault(allocationSize);
        return transients.allocate(params, allocationSize);
    }

    // The fault tests inject: the Nth allocation (plain or transient) fails as a full machine would.
    private static void injectedFault(long allocationSize) {
        if (InjectedFaults.fires(InjectedFaults.CPU_ALLOC)) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "failed to allocate %d bytes of host memory (injected); reduce the problem size or free buffers",
                    allocationSize);
        }
    }

    private HostBuffer allocateMemory(BufferParams params, long allocationSize, long alignment) {
        MemorySegment block = pool.take(allocationSize, alignment);
        return new HostBuffer(
                coercedType(params),
                params.effectiveAccess(),
                coercedUsage(params),
                pool,
                block,
                allocationSize,
                alignment);
    }

    /** Frees the host memory kept for reuse ({@code iree_hal_allocator_trim}). */
    @Override
    public void trim() {
        transients.trim();
        pool.trim();
    }

    /** Frees the memory kept for reuse; buffers freed later are freed at once. */
    void close() {
        transients.close();
        pool.close();
    }

    @Override
    public Buffer importHost(BufferParams params, MemorySegment hostMemory) {
        if (hostMemory == null || !hostMemory.isNative()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "only off-heap (native) memory can be imported into a CPU device buffer");
        }
        return new HostBuffer(
                coercedType(params),
                params.effectiveAccess(),
                coercedUsage(params),
                null,
                hostMemory,
                hostMemory.byteSize(),
                ALIGNMENT);
    }
}
