package io.jiree.vm;

/**
 * An exported function of a module: its module, ordinal among the module's exports, local name
 * and signature. Obtain one from {@link Module#exports()} or {@link Context#lookupFunction}.
 */
public record Function(Module module, int ordinal, String name, FunctionSignature signature) {
    /** {@code module.name}. */
    public String qualifiedName() {
        return module.name() + "." + name;
    }

    @Override
    public String toString() {
        return qualifiedName();
    }
}
