package io.jiree.hal.local;

import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.NativeMemoryPressure;
import java.lang.foreign.MemorySegment;

/**
 * A buffer in off-heap host memory (64-byte aligned, uninitialized like IREE's heap buffers);
 * its block goes back to the pool it came from when the last reference goes.
 */
final class HostBuffer extends AbstractBuffer {
    // The whole buffer's view, made when first asked for (dispatches use the address only).
    private MemorySegment memory;
    // Null for imported memory, which its owner frees.
    private final PoolBlock allocation;
    private final MemorySegment block;

    /** The block's way back to its pool: what frees the buffer's memory, once. */
    private static final class PoolBlock extends NativeMemoryPressure.Allocation {
        private final HostMemoryPool pool;
        private final MemorySegment block;
        private final long alignment;

        PoolBlock(HostBuffer buffer, long length, HostMemoryPool pool, MemorySegment block, long alignment) {
            super(buffer, length);
            this.pool = pool;
            this.block = block;
            this.alignment = alignment;
        }

        @Override
        protected void freeMemory() {
            pool.give(block, alignment);
        }
    }

    /**
     * A buffer over {@code length} bytes of {@code block}, which came from {@code pool} and goes
     * back to it with the buffer (null for imported memory).
     */
    HostBuffer(
            int memoryType,
            int access,
            int usage,
            HostMemoryPool pool,
            MemorySegment block,
            long length,
            long alignment) {
        super(memoryType, access, usage, length);
        this.block = block;
        this.allocation = pool == null
                ? null
                : NativeMemoryPressure.register(new PoolBlock(this, length, pool, block, alignment));
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        MemorySegment whole = memory;
        if (whole == null) {
            // A racing thread may make its own: equal views of the same memory.
            whole = block.asSlice(0, byteLength());
            memory = whole;
        }
        if (absOffset == 0 && length == byteLength()) {
            return whole; // the whole buffer, as most operations ask: no view made for it
        }
        return whole.asSlice(absOffset, length);
    }

    @Override
    protected long hostAddress(long absOffset) {
        return block.address() + absOffset;
    }

    @Override
    protected void releaseMemory() {
        if (allocation != null) {
            allocation.free();
        }
    }
}
