package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The parameters a session's programs can load, by scope ({@code iree_io_scope_map_t}): each
 * scope ({@code ""} is the anonymous one) has a {@link ParameterIndex} built from any number of
 * files and in-memory tensors. Thread-safe.
 */
public final class Parameters {
    private volatile boolean preload; // --parameter_mode=preload; set under the lock, read without it
    private final Map<String, ParameterIndex> scopes = new LinkedHashMap<>();

    /** No scopes yet. */
    public Parameters() {}

    /** The index of {@code scope}, created empty when first asked for. */
    public synchronized ParameterIndex index(String scope) {
        return scopes.computeIfAbsent(scope, s -> new ParameterIndex());
    }

    /** The index of {@code scope}, or null when nothing was added under it. */
    public synchronized ParameterIndex find(String scope) {
        return scopes.get(scope);
    }

    /** Scopes in the order first used. */
    public synchronized Map<String, ParameterIndex> scopes() {
        return Map.copyOf(scopes);
    }

    public synchronized boolean isEmpty() {
        return scopes.isEmpty();
    }

    /**
     * Indexes a parameter file under {@code scope}; the format comes from the extension
     * ({@code .irpa}, {@code .safetensors}, {@code .gguf}) as in IREE's tools.
     */
    public void addFile(String scope, Path path) {
        String format = formatOf(path);
        ParameterFile file = preload ? ParameterFile.preload(path) : ParameterFile.map(path);
        ParameterIndex staged = new ParameterIndex();
        switch (format) {
            case "irpa" -> IrpaParser.parse(file, staged);
            case "safetensors" -> SafetensorsParser.parse(file, staged);
            case "gguf" -> GgufParser.parse(file, staged);
            default -> throw new IllegalStateException("format " + format);
        }
        ParameterIndex index = index(scope);
        for (ParameterEntry e : staged.entries()) {
            index.add(e);
        }
    }

    /**
     * IREE's {@code --parameter_mode}: {@code file} (the default: files are mapped and read as
     * used) or {@code preload} (each file is read into memory when it is added).
     */
    public synchronized void setMode(String mode) {
        switch (mode) {
            case "file" -> preload = false;
            case "preload" -> preload = true;
            default ->
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unrecognized --parameter_mode= value '%s'", mode);
        }
    }

    /**
     * Parses a {@code --parameters} flag value, {@code [scope=]path}: the text before the first
     * {@code =} is the scope (none means the anonymous scope {@code ""}).
     */
    public void addFlag(String flag) {
        int eq = flag.indexOf('=');
        String scope = eq < 0 ? "" : flag.substring(0, eq);
        String path = eq < 0 ? flag : flag.substring(eq + 1);
        if (path.isEmpty()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--parameters='%s' names no file; use --parameters=[scope=]path.irpa",
                    flag);
        }
        try {
            addFile(scope, Path.of(path));
        } catch (JireeException e) {
            throw e.annotate(
                    "indexing parameters from '" + path + "'" + (scope.isEmpty() ? "" : " for scope '" + scope + "'"));
        }
    }

    /** Adds {@code bytes} as parameter {@code key} of {@code scope} (copied off-heap). */
    public void addBytes(String scope, String key, byte[] bytes) {
        MemorySegment m = Arena.ofAuto().allocate(Math.max(1, bytes.length), 64).asSlice(0, bytes.length);
        m.copyFrom(MemorySegment.ofArray(bytes));
        addMemory(scope, key, m);
    }

    /** Adds native memory (not copied; kept reachable while used) as parameter {@code key} of {@code scope}. */
    public void addMemory(String scope, String key, MemorySegment contents) {
        ParameterFile f = ParameterFile.ofMemory(key, contents);
        index(scope).add(ParameterEntry.ofFile(key, f, 0, contents.byteSize()));
    }

    private static String formatOf(Path path) {
        String name = path.getFileName() == null
                ? path.toString()
                : path.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String ext = (dot < 0 ? name : name.substring(dot + 1)).toLowerCase(Locale.ROOT);
        return switch (ext) {
            case "irpa", "safetensors", "gguf" -> ext;
            default ->
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED,
                        "unsupported file format `%s`; ensure the extension matches one of the supported formats: "
                                + "[.irpa, .gguf, .safetensors]",
                        ext);
        };
    }
}
