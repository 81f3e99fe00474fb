package io.jiree.vm;

/** A module's state within one {@link Context}; calls into the module go through it. */
public interface ModuleInstance {
    Module module();

    /**
     * Calls export {@code exportOrdinal}. Arguments are laid out per the export's calling
     * convention in {@code args}, which the callee borrows; it appends its results to
     * {@code results}, one reference per ref for the caller to release ({@link VmRef}).
     */
    void call(int exportOrdinal, ValueList args, ValueList results);

    /** Runs the module's initializer (bytecode {@code __init}); called once by the context. */
    default void initialize() {}

    /** Releases the instance's state (its globals' refs) when its context closes; called once. */
    default void close() {}
}
