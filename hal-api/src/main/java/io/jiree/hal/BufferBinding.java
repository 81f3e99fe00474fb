package io.jiree.hal;

/** {@code iree_hal_buffer_binding_t}: one binding table entry (buffer may be null if unused). */
public record BufferBinding(Buffer buffer, long offset, long length) {}
