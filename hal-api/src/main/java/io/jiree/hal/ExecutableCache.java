package io.jiree.hal;

/** Prepares executables for a device ({@code iree_hal_executable_cache_t}). */
public interface ExecutableCache extends AutoCloseable {
    /** Whether {@code format} can be prepared (what {@code hal.executable.format} queries ask). */
    boolean canPrepareFormat(int cachingMode, String format);

    /**
     * Loads an executable. NOT_FOUND naming the format when the device cannot prepare it (IREE's
     * "no executable loader registered for the given executable format"); INVALID_ARGUMENT /
     * DATA_LOSS for malformed data.
     */
    Executable prepare(ExecutableParams params);

    @Override
    default void close() {}
}
