package io.jiree.hal.local;

import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.NativeMemoryPressure;
import java.lang.foreign.MemorySegment;

/**
 * A buffer in off-heap host memory (64-byte aligned, uninitialized like IREE's heap buffers);
 * its block goes back to the pool it came from when the last reference goes.
 */
final class HostBuffer extends AbstractBuffer {
    private final MemorySegment memory;
    // Null for imported memory, which its owner frees.
    private final NativeMemoryPressure.Allocation allocation;
    private final MemorySegment block;

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
        this.memory = block.asSlice(0, length);
        this.block = block;
        this.allocation =
                pool == null ? null : NativeMemoryPressure.register(this, length, () -> pool.give(block, alignment));
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        if (absOffset == 0 && length == memory.byteSize()) {
            return memory; // the whole buffer, as most operations ask: no view made for it
        }
        return memory.asSlice(absOffset, length);
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
