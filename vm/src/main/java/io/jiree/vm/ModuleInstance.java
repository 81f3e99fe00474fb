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

    /**
     * Whether a call of export {@code exportOrdinal} may change state of this context that other
     * calls read (a bytecode module's globals, or those of a module it calls into), so that it must
     * not run beside other calls into the context. Conservative: true where it cannot tell. Native
     * modules answer false: their state must be safe to use from concurrent calls.
     */
    default boolean writesGlobals(int exportOrdinal) {
        return false;
    }

    /** Runs the module's initializer (bytecode {@code __init}); called once by the context. */
    default void initialize() {}

    /** Releases the instance's state (its globals' refs) when its context closes; called once. */
    default void close() {}
}
