package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Which functions are compiled to JVM bytecode (their results are checked by ConformanceTest). */
class FunctionCompilerTest {
    private static int ordinal(BytecodeModule m, String name) {
        for (int i = 0; i < m.functionCount(); i++) {
            if (m.functionName(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name);
    }

    @Test
    void loopsCompileAtOnceOtherFunctionsWhenHot() {
        BytecodeModule control = BytecodeModule.load(TestModules.path("control"));
        assertNotNull(control.compiled(ordinal(control, "loop")));
        BytecodeModule bits = BytecodeModule.load(TestModules.path("core_i32"));
        int f = ordinal(bits, "bits");
        for (int i = 1; i < FunctionCompiler.CALL_THRESHOLD; i++) {
            assertNull(bits.compiled(f), "call " + i);
        }
        assertNotNull(bits.compiled(f));
    }

    @Test
    void compilesPureIntegerFunctionsOnly() {
        FunctionCompiler.eager = true;
        try {
            check();
        } finally {
            FunctionCompiler.eager = false;
        }
    }

    private void check() {
        BytecodeModule control = TestModules.load("control");
        assertNotNull(control.compiled(ordinal(control, "loop")));
        assertNull(control.compiled(ordinal(control, "table")), "br_table is interpreted");
        assertNull(control.compiled(ordinal(control, "fail_if")), "vm.fail is interpreted");
        assertNull(control.compiled(ordinal(control, "call_ref")), "refs are interpreted");
        BytecodeModule i64 = TestModules.load("core_i64");
        assertNotNull(i64.compiled(ordinal(i64, "bits")));
        assertNull(i64.compiled(ordinal(i64, "arith")), "division can fail, so it is interpreted");
        for (String module : new String[] {"f32", "f64"}) {
            BytecodeModule m = TestModules.load(module);
            for (String fn : new String[] {"binary", "unary", "compare", "convert"}) {
                assertNotNull(m.compiled(ordinal(m, fn)), module + "." + fn);
            }
            assertNull(m.compiled(ordinal(m, "storage")), "globals, lists and buffers are interpreted");
        }
    }
}
