package io.jiree.hal.local;

import io.jiree.hal.AbstractBuffer;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/** A buffer in off-heap host memory, 64-byte aligned; freed when the last reference goes. */
final class HostBuffer extends AbstractBuffer {
    private final Arena arena;
    private final MemorySegment memory;

    /** Takes ownership of {@code arena} (may be null for imported memory owned elsewhere). */
    HostBuffer(int memoryType, int access, int usage, Arena arena, MemorySegment memory) {
        super(memoryType, access, usage, memory.byteSize());
        this.arena = arena;
        this.memory = memory;
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        return memory.asSlice(absOffset, length);
    }

    @Override
    protected void releaseMemory() {
        if (arena != null) {
            arena.close();
        }
    }
}
