package io.jiree.hal;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/** A heap-backed buffer for API tests. */
final class TestBuffer extends AbstractBuffer {
    final MemorySegment memory;
    boolean released;

    TestBuffer(int type, int usage, long length) {
        super(type, MemoryAccess.ALL, usage, length);
        this.memory = Arena.ofAuto().allocate(Math.max(1, length), 64);
    }

    static TestBuffer hostLocal(long length) {
        return new TestBuffer(
                MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.DEFAULT | BufferUsage.MAPPING, length);
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        return memory.asSlice(absOffset, length);
    }

    @Override
    protected void releaseMemory() {
        released = true;
    }
}
