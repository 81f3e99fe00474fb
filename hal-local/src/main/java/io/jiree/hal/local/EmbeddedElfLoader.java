package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.ExecutableParams;
import java.lang.foreign.MemorySegment;

/**
 * Loads {@code embedded-elf-x86_64} executables: the module carries the raw ELF shared object,
 * which jiree maps and links itself (no system loader, no files).
 */
final class EmbeddedElfLoader implements ExecutableLoader {
    static final String FORMAT_PREFIX = "embedded-elf-x86_64";

    @Override
    public boolean supports(String format) {
        return format.startsWith(FORMAT_PREFIX);
    }

    @Override
    public LibraryExecutable load(ExecutableParams params, int workerCount) {
        MemorySegment data = params.data();
        if (data == null || data.byteSize() == 0) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "embedded ELF executable data is empty");
        }
        ElfModule module = new ElfModule(data);
        MemorySegment query;
        try {
            query = module.lookupExport(ExecutableAbi.QUERY_SYMBOL);
        } catch (RuntimeException e) {
            module.close();
            throw e;
        }
        return new LibraryExecutable(params.format(), query, params, module::contains, module);
    }
}
