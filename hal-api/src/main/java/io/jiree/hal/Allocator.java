package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;

/** A device's buffer allocator ({@code iree_hal_allocator_t}). */
public interface Allocator {
    /**
     * {@link BufferCompatibility} bits describing whether buffers with these params can be
     * allocated/imported and used on the device's queues; NONE when they cannot.
     */
    int queryCompatibility(BufferParams params, long allocationSize);

    /**
     * Allocates a buffer. The memory type and usage granted may be a superset of those asked
     * for. Fails with INVALID_ARGUMENT / RESOURCE_EXHAUSTED when it cannot.
     */
    Buffer allocate(BufferParams params, long allocationSize);

    /** Wraps host memory as a buffer without copying, if the device can use it directly. */
    default Buffer importHost(BufferParams params, MemorySegment hostMemory) {
        throw JireeException.of(
                StatusCode.UNAVAILABLE,
                "this allocator cannot import host memory; allocate a buffer and copy into it instead");
    }

    /** What this allocator allocated and freed; null when it does not count ({@link AllocatorStatistics#track}). */
    default AllocatorStatistics statistics() {
        return null;
    }

    /** Frees what the allocator keeps for reuse ({@code iree_hal_allocator_trim}); none by default. */
    default void trim() {}
}
