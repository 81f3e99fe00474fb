package io.jiree.vm.bytecode;

/**
 * Receives every instruction a program runs, before it runs, while installed with
 * {@link #install} ({@code --trace_execution}, IREE's {@code IREE_VM_EXECUTION_TRACING}). Frames
 * made while a tracer is installed run a copy of their code with a step before each instruction
 * (the untraced code has none, so tracing costs nothing when off) and never their compiled form.
 */
@FunctionalInterface
public interface ExecutionTracer {
    /**
     * Called before the instruction at {@code bytecodeOffset} of internal function
     * {@code function} of {@code module}; {@code i32} and {@code refs} are the frame's register
     * banks (i64 and f64 registers as pairs of i32 slots, low first), to read and not to change.
     */
    void step(BytecodeModule module, int function, int bytecodeOffset, int[] i32, Object[] refs);

    /** Installs {@code tracer} for the calls made from now on (null: none). */
    static void install(ExecutionTracer tracer) {
        Interpreter.tracer = tracer;
    }
}
