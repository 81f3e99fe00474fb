package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Which functions are compiled to JVM bytecode (results are checked by ConformanceTest). */
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
    void compilesPureIntegerFunctionsOnly() {
        BytecodeModule control = TestModules.load("control");
        assertNotNull(control.compiled(ordinal(control, "loop")));
        assertNull(control.compiled(ordinal(control, "table")), "br_table is interpreted");
        assertNull(control.compiled(ordinal(control, "fail_if")), "vm.fail is interpreted");
        assertNull(control.compiled(ordinal(control, "call_ref")), "refs are interpreted");
        BytecodeModule i64 = TestModules.load("core_i64");
        assertNotNull(i64.compiled(ordinal(i64, "bits")));
        assertNull(i64.compiled(ordinal(i64, "arith")), "division can fail, so it is interpreted");
    }
}
