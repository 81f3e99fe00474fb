package io.jiree.vm;

import java.util.List;

/**
 * A VM module: a bytecode module loaded from a {@code .vmfb}, or a native module written in Java
 * (see {@link NativeModule}). A module is immutable and may be added to many {@link Context}s;
 * each context gets its own {@link ModuleInstance} holding per-context state (globals, devices).
 */
public interface Module {
    /** Namespace for fully qualified lookups ({@code hal}, {@code module}). */
    String name();

    /** Version reported to dependents. */
    int version();

    /** Exported functions, in export ordinal order. */
    List<Function> exports();

    /** Functions this module needs from earlier modules of a context, in import ordinal order. */
    List<ImportDeclaration> imports();

    /**
     * Creates per-context state. {@code imports} has one entry per {@link #imports()} element,
     * null for a missing optional import.
     */
    ModuleInstance instantiate(Context context, ResolvedImport[] imports);

    /** The export named {@code localName}, or null. */
    default Function lookupExport(String localName) {
        for (Function f : exports()) {
            if (f.name().equals(localName)) {
                return f;
            }
        }
        return null;
    }
}
