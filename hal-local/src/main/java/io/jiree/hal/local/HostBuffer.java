package io.jiree.hal.local;

import io.jiree.base.Libc;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.NativeMemoryPressure;
import java.lang.foreign.MemorySegment;

/**
 * A buffer in off-heap host memory (64-byte aligned, uninitialized like IREE's heap buffers);
 * freed when the last reference goes.
 */
final class HostBuffer extends AbstractBuffer {
    private final MemorySegment memory;
    // Null for imported memory, which its owner frees.
    private final NativeMemoryPressure.Allocation allocation;

    /** {@code owned}: the memory came from {@link Libc#alignedAlloc} and is freed with the buffer. */
    HostBuffer(int memoryType, int access, int usage, boolean owned, MemorySegment memory) {
        super(memoryType, access, usage, memory.byteSize());
        this.memory = memory;
        this.allocation =
                owned ? NativeMemoryPressure.register(this, memory.byteSize(), () -> Libc.free(memory)) : null;
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        return memory.asSlice(absOffset, length);
    }

    @Override
    protected void releaseMemory() {
        if (allocation != null) {
            allocation.free();
        }
    }
}
