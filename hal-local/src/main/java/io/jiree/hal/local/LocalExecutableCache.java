package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.ExecutableParams;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;

/**
 * Picks the loader for an executable format and loads it ({@code local_executable_cache}):
 * the built-in ELF loaders first, then those found as {@link ExecutableLoader} services.
 */
final class LocalExecutableCache implements ExecutableCache {
    private final String deviceName;
    private final int workerCount;
    private final List<ExecutableLoader> loaders;

    LocalExecutableCache(String deviceName, int workerCount, List<ExecutableLoader> loaders) {
        this.deviceName = deviceName;
        this.workerCount = workerCount;
        this.loaders = List.copyOf(loaders);
    }

    /** {@code builtIn} followed by a new instance of every registered loader service. */
    static List<ExecutableLoader> withServices(List<ExecutableLoader> builtIn) {
        List<ExecutableLoader> all = new ArrayList<>(builtIn);
        try {
            all.addAll(Services.load(ExecutableLoader.class));
        } catch (ServiceConfigurationError e) {
            throw new JireeException(
                    StatusCode.INTERNAL,
                    "a registered CPU executable loader (META-INF/services/" + ExecutableLoader.class.getName()
                            + ") could not be created: " + e.getMessage() + "; fix or remove it from the class path",
                    e);
        }
        return all;
    }

    @Override
    public boolean canPrepareFormat(int cachingMode, String format) {
        for (ExecutableLoader l : loaders) {
            if (l.supports(format)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Executable prepare(ExecutableParams params) {
        String format = params.format() == null ? "" : params.format();
        for (ExecutableLoader l : loaders) {
            if (l.supports(format)) {
                Executable exe;
                try {
                    exe = l.load(params, workerCount);
                } catch (JireeException e) {
                    throw e.annotate("loading executable of format '" + format + "' on " + deviceName);
                }
                if (!(exe instanceof LibraryExecutable) && !(exe instanceof CpuExecutable)) {
                    if (exe != null) {
                        exe.close();
                    }
                    throw JireeException.of(
                            StatusCode.INTERNAL,
                            "executable loader %s returned %s for format '%s', which is not a CpuExecutable",
                            l.getClass().getName(),
                            exe == null ? "null" : exe.getClass().getName(),
                            format);
                }
                return exe;
            }
        }
        if (format.startsWith("vmvx")) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "no executable loader registered for the given executable format '%s' (%s): VMVX executables "
                            + "need the jiree VMVX loader (jiree-vmvx) on the class path, or compile with "
                            + "--iree-hal-target-backends=llvm-cpu instead",
                    format,
                    deviceName);
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND,
                "no executable loader registered for the given executable format '%s' (%s supports %s)",
                format,
                deviceName,
                supportedFormats());
    }

    private String supportedFormats() {
        List<String> names = new ArrayList<>(List.of("embedded-elf-x86_64", "system-elf-x86_64"));
        for (ExecutableLoader l : loaders) {
            if (!(l instanceof EmbeddedElfLoader) && !(l instanceof SystemLibraryLoader)) {
                names.add(l.getClass().getSimpleName());
            }
        }
        return String.join(", ", names);
    }
}
