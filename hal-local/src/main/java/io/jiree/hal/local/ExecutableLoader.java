package io.jiree.hal.local;

import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;

/**
 * Loads one family of CPU executable formats ({@code iree_hal_executable_loader_t}). Besides the
 * built-in ELF loaders, the CPU devices use every implementation registered as a
 * {@link java.util.ServiceLoader} provider of this interface (a public no-argument constructor
 * and a {@code META-INF/services/io.jiree.hal.local.ExecutableLoader} entry); one instance is
 * created per device.
 *
 * <p>What {@link #load} returns is dispatched by the device: a provider's executables must
 * implement {@link CpuExecutable}.
 */
public interface ExecutableLoader {
    /** Whether the loader handles {@code format} (as the compiler names it). */
    boolean supports(String format);

    /**
     * Loads an executable. {@code workerCount} is how many threads of the loading device may run
     * workgroups at once (their {@link WorkgroupState#processorId()} lies in
     * {@code [0, workerCount)}), so per-worker state can be set up front.
     */
    Executable load(ExecutableParams params, int workerCount);
}
