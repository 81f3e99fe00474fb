package io.jiree.hal.local;

import io.jiree.base.Libc;
import io.jiree.hal.AbstractBuffer;
import java.lang.foreign.MemorySegment;

/**
 * A buffer in off-heap host memory (64-byte aligned, uninitialized like IREE's heap buffers);
 * freed when the last reference goes.
 */
final class HostBuffer extends AbstractBuffer {
    private final boolean owned;
    private final MemorySegment memory;

    /** {@code owned}: the memory came from {@link Libc#alignedAlloc} and is freed with the buffer. */
    HostBuffer(int memoryType, int access, int usage, boolean owned, MemorySegment memory) {
        super(memoryType, access, usage, memory.byteSize());
        this.owned = owned;
        this.memory = memory;
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        return memory.asSlice(absOffset, length);
    }

    @Override
    protected void releaseMemory() {
        if (owned) {
            Libc.free(memory);
        }
    }
}
