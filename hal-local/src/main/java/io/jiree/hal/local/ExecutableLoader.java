package io.jiree.hal.local;

import io.jiree.hal.ExecutableParams;

/** Loads one family of CPU executable formats ({@code iree_hal_executable_loader_t}). */
interface ExecutableLoader {
    /** Whether the loader handles {@code format} (as the compiler names it). */
    boolean supports(String format);

    LibraryExecutable load(ExecutableParams params);
}
