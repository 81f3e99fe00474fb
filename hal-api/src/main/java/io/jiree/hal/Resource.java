package io.jiree.hal;

/**
 * A reference-counted HAL object. Creation returns one reference; {@link #retain()} adds one
 * and {@link #close()} drops one; the native or off-heap state goes with the last reference.
 */
public interface Resource extends AutoCloseable {
    /** Adds a reference and returns this object. */
    Resource retain();

    /** Drops a reference; the last one releases the object. */
    @Override
    void close();
}
