package io.jiree.hal;

import java.lang.foreign.MemorySegment;

/**
 * A mapped range of a buffer ({@code iree_hal_buffer_mapping_t}). The segment is valid until
 * {@link #close()}, which unmaps it (flushing where the memory is not coherent).
 */
public final class BufferMapping implements AutoCloseable {
    private final Buffer buffer;
    private final MemorySegment contents;
    private final int access;
    private final Runnable onUnmap;
    private boolean closed;

    public BufferMapping(Buffer buffer, MemorySegment contents, int access, Runnable onUnmap) {
        this.buffer = buffer;
        this.contents = contents;
        this.access = access;
        this.onUnmap = onUnmap;
    }

    public Buffer buffer() {
        return buffer;
    }

    /** The mapped bytes; read-only when the mapping was made without WRITE access. */
    public MemorySegment contents() {
        return contents;
    }

    public int access() {
        return access;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            if (onUnmap != null) {
                onUnmap.run();
            }
        }
    }
}
