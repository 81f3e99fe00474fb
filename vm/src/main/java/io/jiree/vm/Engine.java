package io.jiree.vm;

/**
 * How a context runs its bytecode functions ({@link Context#create(Engine, java.util.List)}):
 * interpreted, or compiled to JVM bytecode where the function compiler accepts them (functions of
 * scalar arithmetic and branches), so that the JVM's JIT turns VM loops into machine code.
 */
public enum Engine {
    /** Every function interpreted. */
    INTERPRETER,
    /** A function compiled once hot: at its first call when it has a loop, else after 1,000 calls. */
    JIT,
    /** Every function compiled at its first call (tests cover the compiler with it). */
    EAGER_JIT;

    private static final Engine DEFAULT = "false".equals(System.getProperty("jiree.vm.jit")) ? INTERPRETER : JIT;

    /** {@link #JIT}, or {@link #INTERPRETER} when the system property {@code jiree.vm.jit} is {@code false}. */
    public static Engine defaultEngine() {
        return DEFAULT;
    }
}
