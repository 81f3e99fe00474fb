package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableAbi.offset;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCachingMode;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.ExportInfo;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An executable library in the CPU ABI (v0.6), however it was loaded: queried once through
 * {@code iree_hal_executable_library_query}, its exports read from the library tables, and
 * dispatched by calling export functions with the environment, dispatch and workgroup state.
 */
final class LibraryExecutable implements Executable {
    /** Checks that a pointer range read from the library is inside memory the loader knows. */
    interface AddressCheck {
        boolean contains(long address, long length);
    }

    /** One export: its function pointer and attributes. */
    record Export(ExportInfo info, MemorySegment function, int localMemoryPages) {}

    private final String format;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment environment;
    private final List<Export> exports;
    private final AutoCloseable owner;
    private final RefCount refs = new RefCount("executable");

    /**
     * Queries the library through {@code queryFn} and reads its exports. {@code owner} (the
     * loaded image) is closed with the executable, or right away if loading fails.
     */
    LibraryExecutable(
            String format, MemorySegment queryFn, ExecutableParams params, AddressCheck check, AutoCloseable owner) {
        this.format = format;
        this.owner = owner;
        try {
            environment = arena.allocate(ExecutableAbi.ENVIRONMENT);
            int[] constants = params.constants() == null ? new int[0] : params.constants();
            MemorySegment constantData = arena.allocate(Math.max(4, constants.length * 4L), 64);
            MemorySegment.copy(constants, 0, constantData, ValueLayout.JAVA_INT, 0, constants.length);
            environment.set(ValueLayout.ADDRESS, offset(ExecutableAbi.ENVIRONMENT, "constants"), constantData);
            long[] processor = CpuFeatures.processorData();
            long procOffset = offset(ExecutableAbi.ENVIRONMENT, "processor");
            for (int i = 0; i < processor.length; i++) {
                environment.set(ValueLayout.JAVA_LONG, procOffset + i * 8L, processor[i]);
            }

            MemorySegment headerPtrPtr = ExecutableAbi.query(queryFn, ExecutableAbi.LIBRARY_VERSION_0_6, environment);
            if (headerPtrPtr.address() == 0) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "executable does not support this version of the runtime (%08X) or this CPU; "
                                + "recompile it for the host (e.g. --iree-llvmcpu-target-cpu=generic)",
                        ExecutableAbi.LIBRARY_VERSION_0_6);
            }
            // The query returns a pointer to the library struct whose first field is the header pointer.
            MemorySegment library = view(headerPtrPtr.address(), ExecutableAbi.LIBRARY_V0.byteSize(), check, "library");
            MemorySegment header = view(
                    library.get(ValueLayout.ADDRESS, 0).address(),
                    ExecutableAbi.LIBRARY_HEADER.byteSize(),
                    check,
                    "library header");
            int version = header.get(ValueLayout.JAVA_INT, offset(ExecutableAbi.LIBRARY_HEADER, "version"));
            if (version != ExecutableAbi.LIBRARY_VERSION_0_6) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "executable library version %08X is not supported (runtime supports %08X)",
                        version,
                        ExecutableAbi.LIBRARY_VERSION_0_6);
            }
            int sanitizer = header.get(ValueLayout.JAVA_INT, offset(ExecutableAbi.LIBRARY_HEADER, "sanitizer"));
            if (sanitizer != ExecutableAbi.SANITIZER_NONE) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "executable requires sanitizer but they are not yet supported with embedded libraries: %d",
                        sanitizer);
            }
            resolveImports(library, check);
            int libraryConstants =
                    library.get(ValueLayout.JAVA_INT, offset(ExecutableAbi.LIBRARY_V0, "constants", "count"));
            if ((params.cachingMode() & ExecutableCachingMode.DISABLE_VERIFICATION) == 0
                    && libraryConstants != constants.length) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "executable requires %d constants but caller provided %d; must match",
                        libraryConstants,
                        constants.length);
            }
            exports = readExports(library, check);
        } catch (RuntimeException e) {
            arena.close();
            closeOwner();
            throw e;
        }
    }

    private static MemorySegment view(long address, long length, AddressCheck check, String what) {
        if (address == 0) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "executable library %s pointer is null", what);
        }
        if (!check.contains(address, length)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "executable library %s (0x%x, %d bytes) lies outside the loaded image",
                    what,
                    address,
                    length);
        }
        return MemorySegment.ofAddress(address).reinterpret(length);
    }

    private static String cString(long address, AddressCheck check, String what) {
        if (address == 0) {
            return null;
        }
        int max = 4096;
        while (max > 1 && !check.contains(address, max)) {
            max /= 2;
        }
        if (!check.contains(address, 1)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "executable library %s string lies outside the image", what);
        }
        MemorySegment s = MemorySegment.ofAddress(address).reinterpret(max);
        int len = 0;
        while (len < max && s.get(ValueLayout.JAVA_BYTE, len) != 0) {
            len++;
        }
        return new String(s.asSlice(0, len).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
    }

    /**
     * jiree has no executable plugins: required imports cannot be satisfied (NOT_FOUND);
     * optional ones ({@code ?name}) stay null, which the code checks before calling.
     */
    private void resolveImports(MemorySegment library, AddressCheck check) {
        long base = offset(ExecutableAbi.LIBRARY_V0, "imports");
        int count = library.get(ValueLayout.JAVA_INT, base + offset(ExecutableAbi.IMPORT_TABLE, "count"));
        if (count <= 0) {
            return;
        }
        MemorySegment symbols = view(
                library.get(ValueLayout.ADDRESS, base + offset(ExecutableAbi.IMPORT_TABLE, "symbols"))
                        .address(),
                count * 8L,
                check,
                "import symbols");
        for (int i = 0; i < count; i++) {
            String name = cString(symbols.getAtIndex(ValueLayout.ADDRESS, i).address(), check, "import name");
            if (name == null || !name.startsWith("?")) {
                throw JireeException.of(
                        StatusCode.NOT_FOUND,
                        "executable import '%s' could not be resolved; jiree's CPU driver provides no executable plugins",
                        name);
            }
        }
        // The thunk (an upcall stub, costly to create) only for libraries that have imports to call.
        environment.set(
                ValueLayout.ADDRESS, offset(ExecutableAbi.ENVIRONMENT, "import_thunk"), ExecutableAbi.importThunk());
        MemorySegment funcs = arena.allocate(count * 8L, 64);
        MemorySegment contexts = arena.allocate(count * 8L, 64);
        environment.set(ValueLayout.ADDRESS, offset(ExecutableAbi.ENVIRONMENT, "import_funcs"), funcs);
        environment.set(ValueLayout.ADDRESS, offset(ExecutableAbi.ENVIRONMENT, "import_contexts"), contexts);
    }

    private static List<Export> readExports(MemorySegment library, AddressCheck check) {
        long base = offset(ExecutableAbi.LIBRARY_V0, "exports");
        var t = ExecutableAbi.EXPORT_TABLE;
        int count = library.get(ValueLayout.JAVA_INT, base + offset(t, "count"));
        if (count < 0 || count > 65536) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "executable reports %d exports", count);
        }
        List<Export> list = new ArrayList<>(count);
        if (count == 0) {
            return list;
        }
        MemorySegment ptrs = view(
                library.get(ValueLayout.ADDRESS, base + offset(t, "ptrs")).address(),
                count * 8L,
                check,
                "export pointers");
        long attrsAddr =
                library.get(ValueLayout.ADDRESS, base + offset(t, "attrs")).address();
        if (attrsAddr == 0) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION, "executable exports must provide dispatch attributes");
        }
        long attrSize = ExecutableAbi.DISPATCH_ATTRS.byteSize();
        MemorySegment attrs = view(attrsAddr, count * attrSize, check, "export attributes");
        long namesAddr =
                library.get(ValueLayout.ADDRESS, base + offset(t, "names")).address();
        if (namesAddr == 0) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "executable exports must provide function names");
        }
        MemorySegment names = view(namesAddr, count * 8L, check, "export names");
        var a = ExecutableAbi.DISPATCH_ATTRS;
        for (int i = 0; i < count; i++) {
            MemorySegment at = attrs.asSlice(i * attrSize, attrSize);
            long flags = at.get(ValueLayout.JAVA_LONG, offset(a, "flags"));
            int pages = Short.toUnsignedInt(at.get(ValueLayout.JAVA_SHORT, offset(a, "local_memory_pages")));
            int constantCount = Byte.toUnsignedInt(at.get(ValueLayout.JAVA_BYTE, offset(a, "constant_count")));
            int bindingCount = Byte.toUnsignedInt(at.get(ValueLayout.JAVA_BYTE, offset(a, "binding_count")));
            int[] wg = {
                at.get(ValueLayout.JAVA_INT, offset(a, "workgroup_size_x")),
                at.get(ValueLayout.JAVA_INT, offset(a, "workgroup_size_y")),
                Short.toUnsignedInt(at.get(ValueLayout.JAVA_SHORT, offset(a, "workgroup_size_z")))
            };
            if (constantCount > ExecutableAbi.MAX_CONSTANT_COUNT) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "dispatch requiring %d constants exceeds limit of %d",
                        constantCount,
                        ExecutableAbi.MAX_CONSTANT_COUNT);
            }
            if (bindingCount > ExecutableAbi.MAX_BINDING_COUNT) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "dispatch requiring %d bindings exceeds limit of %d",
                        bindingCount,
                        ExecutableAbi.MAX_BINDING_COUNT);
            }
            String name = cString(names.getAtIndex(ValueLayout.ADDRESS, i).address(), check, "export name");
            if (name == null || name.isEmpty()) {
                throw JireeException.of(
                        StatusCode.FAILED_PRECONDITION, "executable export %d missing function name", i);
            }
            long fn = ptrs.getAtIndex(ValueLayout.ADDRESS, i).address();
            if (fn == 0 || !check.contains(fn, 1)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "executable export '%s' has no valid function pointer", name);
            }
            list.add(new Export(
                    new ExportInfo(name, constantCount, bindingCount, wg, flags), MemorySegment.ofAddress(fn), pages));
        }
        return List.copyOf(list);
    }

    Export exportEntry(int ordinal) {
        checkOrdinal(ordinal);
        return exports.get(ordinal);
    }

    MemorySegment environment() {
        return environment;
    }

    @Override
    public String format() {
        return format;
    }

    @Override
    public int exportCount() {
        return exports.size();
    }

    @Override
    public ExportInfo export(int ordinal) {
        return exportEntry(ordinal).info();
    }

    @Override
    public void retain() {
        refs.retain();
    }

    private void closeOwner() {
        try {
            owner.close();
        } catch (Exception e) {
            // Releasing the image cannot fail in a way callers could act on.
        }
    }

    @Override
    public void close() {
        if (refs.release()) {
            arena.close();
            closeOwner();
        }
    }
}
