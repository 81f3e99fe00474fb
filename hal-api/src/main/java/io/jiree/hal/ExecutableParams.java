package io.jiree.hal;

import java.lang.foreign.MemorySegment;

/**
 * {@code iree_hal_executable_params_t}: the format string the compiler recorded (e.g.
 * {@code embedded-elf-x86_64}), the executable bytes as stored in the module, and the
 * executable-level uint32 constants.
 */
public record ExecutableParams(
        long queueAffinity, int cachingMode, String format, MemorySegment data, int[] constants) {
    public static ExecutableParams of(String format, MemorySegment data) {
        return new ExecutableParams(QueueAffinity.ANY, ExecutableCachingMode.NONE, format, data, new int[0]);
    }
}
