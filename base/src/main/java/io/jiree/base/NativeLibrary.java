package io.jiree.base;

import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Finds and opens a native shared library for a binding class. The search order is: the file
 * named by an override environment variable (used as given, no fallback), then the dynamic
 * loader's own search (LD_LIBRARY_PATH, ld.so.cache) by soname, then extra directories a binding
 * knows about (for example pip-installed NVIDIA packages). Failure is UNAVAILABLE with every place
 * that was tried and how to fix it, never an UnsatisfiedLinkError.
 */
public final class NativeLibrary {
    private NativeLibrary() {}

    /** Where to look for one library. */
    public record Spec(
            String displayName,
            String soname,
            String overrideVariable,
            List<Path> extraDirectories,
            String installHint) {}

    /** An opened library: its symbols and the path (or soname) it came from. */
    public record Loaded(SymbolLookup symbols, String origin) {}

    /**
     * Opens one named file, used as given (an override from a variable or a system property).
     * UNAVAILABLE when it is missing or cannot be loaded; {@code origin} says where the name came
     * from and {@code fix} how to correct it.
     */
    public static Loaded loadFile(String displayName, Path path, String origin, String fix) {
        if (!Files.isRegularFile(path)) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE, "%s: %s does not name an existing file; %s", displayName, origin, fix);
        }
        try {
            return new Loaded(SymbolLookup.libraryLookup(path, Arena.global()), path.toString());
        } catch (IllegalArgumentException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE,
                    "%s: cannot load %s (%s): %s; %s",
                    displayName,
                    path,
                    origin,
                    e.getMessage(),
                    fix);
        }
    }

    /**
     * The Python environments whose packages may hold a library, in the order to try them: an
     * active virtualenv, conda, the prefix of each PATH directory holding one of {@code commands}
     * (such as {@code python3}), and the user site {@code ~/.local}. Only checks of files, so this
     * stays cheap.
     */
    public static LinkedHashSet<Path> pythonPrefixes(Environment env, String... commands) {
        LinkedHashSet<Path> prefixes = new LinkedHashSet<>();
        env.get("VIRTUAL_ENV").ifPresent(v -> prefixes.add(Path.of(v)));
        env.get("CONDA_PREFIX").ifPresent(v -> prefixes.add(Path.of(v)));
        for (String dir : env.get("PATH").orElse("").split(":")) {
            Path bin = Path.of(dir);
            if (dir.isEmpty() || bin.getParent() == null) {
                continue;
            }
            for (String command : commands) {
                if (Files.isExecutable(bin.resolve(command))) {
                    prefixes.add(bin.getParent());
                    break;
                }
            }
        }
        env.get("HOME").ifPresent(h -> prefixes.add(Path.of(h, ".local")));
        return prefixes;
    }

    /** Opens the library into the global arena (bindings live for the whole process). */
    public static Loaded load(Spec spec) {
        return load(spec, Environment.system());
    }

    /** As {@link #load(Spec)}, with the environment given (tests). */
    public static Loaded load(Spec spec, Environment env) {
        Optional<String> override = env.get(spec.overrideVariable());
        if (override.isPresent()) {
            return loadFile(
                    spec.displayName(),
                    Path.of(override.get()),
                    spec.overrideVariable() + "=" + override.get(),
                    "point " + spec.overrideVariable() + " at " + spec.soname() + " or unset it");
        }
        Arena arena = Arena.global();
        List<String> tried = new ArrayList<>();
        tried.add(spec.soname() + " (dynamic loader search path)");
        try {
            return new Loaded(SymbolLookup.libraryLookup(spec.soname(), arena), spec.soname());
        } catch (IllegalArgumentException notFound) {
            // Fall through to the extra directories.
        }
        for (Path dir : spec.extraDirectories()) {
            Path candidate = dir.resolve(spec.soname());
            tried.add(candidate.toString());
            if (Files.isRegularFile(candidate)) {
                try {
                    return new Loaded(SymbolLookup.libraryLookup(candidate, arena), candidate.toString());
                } catch (IllegalArgumentException e) {
                    tried.add("  (" + e.getMessage() + ")");
                }
            }
        }
        throw JireeException.of(
                StatusCode.UNAVAILABLE,
                "%s (%s) not found; tried: %s. %s, or set %s to the library file",
                spec.displayName(),
                spec.soname(),
                String.join(", ", tried),
                spec.installHint(),
                spec.overrideVariable());
    }
}
