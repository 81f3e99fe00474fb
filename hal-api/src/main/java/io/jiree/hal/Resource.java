package io.jiree.hal;

import io.jiree.base.RefCounted;

/**
 * A reference-counted HAL object ({@code iree_hal_resource_t}). Creation returns one reference;
 * {@link #retain()} adds one and {@link #close()} (the same as {@link #release()}) drops one; the
 * native or off-heap state goes with the last reference. The count is the only one: the VM holds
 * HAL objects in its registers directly and counts them here.
 */
public interface Resource extends RefCounted, AutoCloseable {
    /** Drops a reference; the last one releases the object. */
    @Override
    void close();

    @Override
    default void release() {
        close();
    }
}
