package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.ExecutableParams;
import java.util.List;

/** Picks the loader for an executable format and loads it ({@code local_executable_cache}). */
final class LocalExecutableCache implements ExecutableCache {
    private final String deviceName;
    private final List<ExecutableLoader> loaders;

    LocalExecutableCache(String deviceName, List<ExecutableLoader> loaders) {
        this.deviceName = deviceName;
        this.loaders = List.copyOf(loaders);
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
                try {
                    return l.load(params);
                } catch (JireeException e) {
                    throw e.annotate("loading executable of format '" + format + "' on " + deviceName);
                }
            }
        }
        if (format.startsWith("vmvx")) {
            throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "executable format '%s' is not supported by %s yet: VMVX executables need the jiree VM "
                            + "loader; compile with --iree-hal-target-backends=llvm-cpu instead",
                    format, deviceName);
        }
        throw JireeException.of(StatusCode.NOT_FOUND,
                "no executable loader registered for the given executable format '%s' (%s supports "
                        + "embedded-elf-x86_64 and system-elf-x86_64)",
                format, deviceName);
    }
}
