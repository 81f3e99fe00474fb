package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.Libc;
import io.jiree.base.Timeline;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Host memory a CPU device's buffers come from, kept for reuse when they are freed. A program
 * allocates the same transient and result buffers on every call; handing back the blocks the
 * last call freed spares the malloc and, for blocks the C library would map and unmap each time,
 * the page faults and zeroing of every page on every call. Sizes are rounded up to one of eight
 * steps per power of two (at most 12.5% more); at most {@code limit} bytes are kept, and all are
 * freed on {@link #trim} (an allocation that fails, the device closing).
 */
final class HostMemoryPool {
    private final long limit;
    // Kept blocks by size class (sizeClass), guarded by this: an array, as a map would box its key.
    private final ArrayDeque<MemorySegment>[] free = newFreeLists();
    private long kept; // guarded by this
    private boolean closed; // guarded by this
    // Bytes in blocks handed out and not given back: a counter track of the timeline, when one records.
    private final AtomicLong live = new AtomicLong();

    HostMemoryPool(long limit) {
        this.limit = limit;
    }

    /** A block of at least {@code size} bytes aligned to {@code alignment}; its byte size is the rounded size. */
    MemorySegment take(long size, long alignment) {
        MemorySegment block = takeBlock(size, alignment);
        count(block.byteSize());
        return block;
    }

    private MemorySegment takeBlock(long size, long alignment) {
        // Blocks larger than the pool may keep are not rounded: they go back to the C library.
        long rounded = size > limit ? size : roundUp(size);
        if (alignment <= HostAllocator.ALIGNMENT) {
            synchronized (this) {
                ArrayDeque<MemorySegment> blocks = size > limit ? null : free[sizeClass(rounded)];
                MemorySegment block = blocks == null ? null : blocks.pollLast();
                if (block != null) {
                    kept -= rounded;
                    return block;
                }
            }
        }
        try {
            return Libc.alignedAlloc(rounded, Math.max(alignment, HostAllocator.ALIGNMENT));
        } catch (JireeException e) {
            trim(); // what is kept may be what the allocation lacks
            return Libc.alignedAlloc(rounded, Math.max(alignment, HostAllocator.ALIGNMENT));
        }
    }

    /** Gives back a block from {@link #take} (aligned to {@code alignment}); kept unless over the limit. */
    void give(MemorySegment block, long alignment) {
        long size = block.byteSize();
        count(-size);
        if (alignment <= HostAllocator.ALIGNMENT && roundUp(size) == size) {
            synchronized (this) {
                if (!closed && kept + size <= limit) {
                    int c = sizeClass(size);
                    if (free[c] == null) {
                        free[c] = new ArrayDeque<>();
                    }
                    free[c].addLast(block);
                    kept += size;
                    return;
                }
            }
        }
        Libc.free(block);
    }

    private void count(long bytes) {
        long now = live.addAndGet(bytes);
        Timeline timeline = Timeline.active();
        if (timeline != null) {
            timeline.counter("live host memory of CPU device buffers", now);
        }
    }

    /** Frees every kept block, and from now on every block given back (the device closed). */
    void close() {
        synchronized (this) {
            closed = true;
        }
        trim();
    }

    /** Frees every kept block. */
    void trim() {
        List<MemorySegment> all = new ArrayList<>();
        synchronized (this) {
            for (ArrayDeque<MemorySegment> blocks : free) {
                if (blocks != null) {
                    all.addAll(blocks);
                    blocks.clear();
                }
            }
            kept = 0;
        }
        for (MemorySegment b : all) {
            Libc.free(b);
        }
    }

    /**
     * The class of a rounded size: its power of two and which of the eight steps above it (sizes
     * under 512 bytes take steps of 64, fewer than eight).
     */
    static int sizeClass(long rounded) {
        long high = Long.highestOneBit(rounded);
        long step = Math.max(64, high / 8);
        return Long.numberOfTrailingZeros(high) * 8 + (int) ((rounded - high) / step);
    }

    @SuppressWarnings("unchecked")
    private static ArrayDeque<MemorySegment>[] newFreeLists() {
        return (ArrayDeque<MemorySegment>[]) new ArrayDeque<?>[64 * 8];
    }

    /** {@code size} rounded up to a multiple of an eighth of its highest power of two (64 bytes at least). */
    static long roundUp(long size) {
        long step = Math.max(64, Long.highestOneBit(Math.max(1, size)) / 8);
        return (Math.max(1, size) + step - 1) / step * step;
    }
}
