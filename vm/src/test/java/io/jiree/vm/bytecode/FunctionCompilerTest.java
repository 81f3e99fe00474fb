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
        assertNotNull(control.compiled(ordinal(control, "loop"), false));
        BytecodeModule bits = BytecodeModule.load(TestModules.path("core_i32"));
        int f = ordinal(bits, "bits");
        for (int i = 1; i < FunctionCompiler.CALL_THRESHOLD; i++) {
            assertNull(bits.compiled(f, false), "call " + i);
        }
        assertNotNull(bits.compiled(f, false));
    }

    @Test
    void compilesPureIntegerFunctionsOnly() {
        BytecodeModule control = TestModules.load("control");
        assertNotNull(control.compiled(ordinal(control, "loop"), true));
        assertNull(control.compiled(ordinal(control, "table"), true), "br_table is interpreted");
        assertNull(control.compiled(ordinal(control, "fail_if"), true), "vm.fail is interpreted");
        assertNull(control.compiled(ordinal(control, "call_ref"), true), "refs are interpreted");
        BytecodeModule i64 = TestModules.load("core_i64");
        assertNotNull(i64.compiled(ordinal(i64, "bits"), true));
        assertNull(i64.compiled(ordinal(i64, "arith"), true), "division can fail, so it is interpreted");
        for (String module : new String[] {"f32", "f64"}) {
            BytecodeModule m = TestModules.load(module);
            for (String fn : new String[] {"binary", "unary", "compare", "convert"}) {
                assertNotNull(m.compiled(ordinal(m, fn), true), module + "." + fn);
            }
            assertNull(m.compiled(ordinal(m, "storage"), true), "globals, lists and buffers are interpreted");
        }
    }
}
