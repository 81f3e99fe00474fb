package io.jiree.hal;

/**
 * {@code iree_hal_buffer_ref_t}: a range of a buffer given directly, or of binding table slot
 * {@code slot} when {@code buffer} is null (resolved when the command buffer is executed).
 * {@code length} may be {@link Buffer#WHOLE_BUFFER}.
 */
public record BufferRef(Buffer buffer, int slot, long offset, long length) {
    public static BufferRef of(Buffer buffer, long offset, long length) {
        return new BufferRef(buffer, 0, offset, length);
    }

    public static BufferRef of(Buffer buffer) {
        return new BufferRef(buffer, 0, 0, Buffer.WHOLE_BUFFER);
    }

    public static BufferRef indirect(int slot, long offset, long length) {
        return new BufferRef(null, slot, offset, length);
    }

    public boolean isIndirect() {
        return buffer == null;
    }
}
