package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every conformance case and compares results (or the error status and message) with what
 * IREE's own runtime printed for the same module and inputs (expected.txt, see gen_expected.py).
 */
class ConformanceTest {
    static List<TestModules.Case> cases() {
        return TestModules.cases();
    }

    static List<String> run(TestModules.Case c, Engine engine) {
        List<Module> modules = new ArrayList<>();
        for (String m : c.modules()) {
            modules.add(TestModules.load(m));
        }
        Context ctx = Context.create(engine, modules);
        Function f = ctx.lookupFunction(c.modules().getLast() + "." + c.function());
        String args = f.signature().callingConvention().arguments();
        Object[] in = new Object[c.inputs().size()];
        for (int i = 0; i < in.length; i++) {
            String v = c.inputs().get(i);
            in[i] = switch (args.charAt(i)) {
                case 'i' -> (int) Long.parseLong(v);
                case 'I' -> Long.parseLong(v);
                default -> throw new IllegalArgumentException("unsupported input type in " + c);
            };
        }
        List<String> out = new ArrayList<>();
        String res = f.signature().callingConvention().results();
        List<Object> results = ctx.invoke(f, in);
        for (int i = 0; i < results.size(); i++) {
            out.add((res.charAt(i) == 'i' ? "i32=" : "i64=") + results.get(i));
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void matchesReferenceRuntime(TestModules.Case c) {
        // Every case runs both compiled (where FunctionCompiler accepts the function) and
        // interpreted.
        for (Engine engine : new Engine[] {Engine.EAGER_JIT, Engine.INTERPRETER}) {
            check(c, engine);
        }
    }

    private void check(TestModules.Case c, Engine engine) {
        List<String> expected = c.expected();
        if (!expected.isEmpty() && expected.getFirst().startsWith("! ")) {
            String want = expected.getFirst().substring(2);
            String code = want.substring(0, want.indexOf(' '));
            String message = want.substring(want.indexOf(' ') + 1);
            try {
                List<String> got = run(c, engine);
                fail("expected " + want + " but the call returned " + got);
            } catch (JireeException e) {
                assertEquals(code, e.code().name(), () -> "status of " + c + ": " + e.getMessage());
                assertTrue(
                        e.detail().contains(message),
                        () -> "message of " + c + ": want '" + message + "' in '" + e.detail() + "'");
            }
            return;
        }
        // Every result, the libm functions' included, must be the reference's bits.
        assertEquals(expected, run(c, engine), () -> "results of " + c + " (" + engine + ")");
    }
}
