package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.ExecutableParams;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Loads {@code system-elf-x86_64} executables (compiled with
 * {@code --iree-llvmcpu-link-embedded=false}): the shared object is written to a temporary
 * file and opened with the system loader; closing the executable unloads it.
 */
final class SystemLibraryLoader implements ExecutableLoader {
    static final String FORMAT_PREFIX = "system-elf-x86_64";

    @Override
    public boolean supports(String format) {
        return format.startsWith(FORMAT_PREFIX);
    }

    @Override
    public LibraryExecutable load(ExecutableParams params, int workerCount) {
        MemorySegment data = params.data();
        if (data == null
                || data.byteSize() < 4
                || data.get(ValueLayout.JAVA_BYTE, 0) != 0x7F
                || data.get(ValueLayout.JAVA_BYTE, 1) != 'E') {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "system library executable data is not an ELF shared object");
        }
        Path file;
        try {
            file = Files.createTempFile("jiree_executable_", ".so");
            Files.write(file, data.toArray(ValueLayout.JAVA_BYTE));
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.UNAVAILABLE,
                    "cannot write the system library executable to a temporary file (" + e.getMessage()
                            + "); check that java.io.tmpdir is writable",
                    e);
        }
        Arena arena = Arena.ofShared();
        try {
            SymbolLookup lookup;
            try {
                lookup = SymbolLookup.libraryLookup(file, arena);
            } catch (IllegalArgumentException e) {
                throw new JireeException(
                        StatusCode.INVALID_ARGUMENT,
                        "the system loader rejected the executable library: " + e.getMessage(),
                        e);
            }
            MemorySegment query = lookup.find(ExecutableAbi.QUERY_SYMBOL)
                    .orElseThrow(() -> JireeException.of(
                            StatusCode.NOT_FOUND,
                            "system library executable does not export '%s'",
                            ExecutableAbi.QUERY_SYMBOL));
            // Library pointers cannot be bounded without parsing the mapping; trust the system loader.
            return new LibraryExecutable(
                    params.format(), query, params, (address, length) -> address != 0, arena::close);
        } catch (RuntimeException e) {
            if (arena.scope().isAlive()) {
                arena.close();
            }
            throw e;
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // The mapping stays valid; a leftover temp file is harmless.
            }
        }
    }
}
