package io.jiree.hal;

import java.lang.foreign.MemorySegment;
import java.util.Locale;

/**
 * What an allocator allocated and freed ({@code iree_hal_allocator_statistics_t}): bytes of host
 * memory (HOST_LOCAL buffers) and of device memory (the others), allocated, freed and at the
 * peak of what was live. {@link #track} wraps an allocator so that it counts; the tools print it
 * for {@code --print_statistics} as IREE does.
 */
public final class AllocatorStatistics {
    private long hostAllocated;
    private long hostFreed;
    private long hostPeak;
    private long deviceAllocated;
    private long deviceFreed;
    private long devicePeak;

    /** Counts an allocation of {@code bytes} of memory of {@link MemoryType} {@code memoryType}. */
    public synchronized void recordAlloc(int memoryType, long bytes) {
        if (BitField.allSet(memoryType, MemoryType.HOST_LOCAL)) {
            hostAllocated += bytes;
            hostPeak = Math.max(hostPeak, hostAllocated - hostFreed);
        } else {
            deviceAllocated += bytes;
            devicePeak = Math.max(devicePeak, deviceAllocated - deviceFreed);
        }
    }

    /** Counts the release of an allocation {@link #recordAlloc} counted. */
    public synchronized void recordFree(int memoryType, long bytes) {
        if (BitField.allSet(memoryType, MemoryType.HOST_LOCAL)) {
            hostFreed += bytes;
        } else {
            deviceFreed += bytes;
        }
    }

    /** IREE's report ({@code iree_hal_allocator_statistics_fprint}): a title, then host and device. */
    public synchronized String format() {
        return "[[ iree_hal_allocator_t memory statistics ]]\n"
                + String.format(
                        Locale.ROOT,
                        "  HOST_LOCAL: %12dB peak / %12dB allocated / %12dB freed / %12dB live%n",
                        hostPeak,
                        hostAllocated,
                        hostFreed,
                        hostAllocated - hostFreed)
                + String.format(
                        Locale.ROOT,
                        "DEVICE_LOCAL: %12dB peak / %12dB allocated / %12dB freed / %12dB live%n",
                        devicePeak,
                        deviceAllocated,
                        deviceFreed,
                        deviceAllocated - deviceFreed);
    }

    /**
     * {@code base}, counting into these statistics every buffer it allocates (imports are not
     * allocations) until that buffer's memory is freed.
     */
    public Allocator track(Allocator base) {
        AllocatorStatistics statistics = this;
        return new Allocator() {
            @Override
            public int queryCompatibility(BufferParams params, long allocationSize) {
                return base.queryCompatibility(params, allocationSize);
            }

            @Override
            public Buffer allocate(BufferParams params, long allocationSize) {
                Buffer buffer = base.allocate(params, allocationSize);
                if (buffer instanceof AbstractBuffer b) {
                    int type = b.memoryType();
                    long bytes = b.allocationSize();
                    recordAlloc(type, bytes);
                    b.whenFreed(() -> recordFree(type, bytes));
                }
                return buffer;
            }

            @Override
            public Buffer importHost(BufferParams params, MemorySegment hostMemory) {
                return base.importHost(params, hostMemory);
            }

            @Override
            public AllocatorStatistics statistics() {
                return statistics;
            }

            @Override
            public void trim() {
                base.trim();
            }
        };
    }
}
