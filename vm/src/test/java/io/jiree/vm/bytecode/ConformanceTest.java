package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.vm.Context;
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

    static List<String> run(TestModules.Case c) {
        List<Module> modules = new ArrayList<>();
        for (String m : c.modules()) {
            modules.add(TestModules.load(m));
        }
        Context ctx = Context.create(modules);
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
        try {
            for (boolean jit : new boolean[] {true, false}) {
                FunctionCompiler.enabled = jit;
                FunctionCompiler.eager = jit;
                check(c);
            }
        } finally {
            FunctionCompiler.enabled = true;
            FunctionCompiler.eager = false;
        }
    }

    private void check(TestModules.Case c) {
        List<String> expected = c.expected();
        if (!expected.isEmpty() && expected.getFirst().startsWith("! ")) {
            String want = expected.getFirst().substring(2);
            String code = want.substring(0, want.indexOf(' '));
            String message = want.substring(want.indexOf(' ') + 1);
            try {
                List<String> got = run(c);
                fail("expected " + want + " but the call returned " + got);
            } catch (JireeException e) {
                assertEquals(code, e.code().name(), () -> "status of " + c + ": " + e.getMessage());
                assertTrue(e.detail().contains(message), () -> "message of " + c + ": want '" + message + "' in '"
                        + e.detail() + "'");
            }
            return;
        }
        List<String> got = run(c);
        if (!isTranscendental(c)) {
            assertEquals(expected, got, () -> "results of " + c);
            return;
        }
        assertEquals(expected.size(), got.size(), () -> "result count of " + c);
        for (int i = 0; i < expected.size(); i++) {
            long want = Long.parseLong(expected.get(i).substring(4));
            long have = Long.parseLong(got.get(i).substring(4));
            long ulps = ulpDistance(c.modules().getLast().equals("f32"), want, have);
            int index = i;
            assertTrue(ulps <= tolerance(c, i), () -> "result " + index + " of " + c + ": want " + want + " got " + have
                    + " (" + ulps + " ulp apart)");
        }
    }

    // Results of libm functions (atan ... log2, tanh, erf, atan2, pow) may differ from glibc's by
    // an ulp or two: glibc's are not all correctly rounded and Java's differ elsewhere. All other
    // ops, and NaN/infinity results, must be bit-identical.
    private static boolean isTranscendental(TestModules.Case c) {
        String m = c.modules().getLast();
        return (m.equals("f32") || m.equals("f64")) && (c.function().equals("unary") || c.function().equals("binary"));
    }

    private static long tolerance(TestModules.Case c, int index) {
        if (c.function().equals("binary")) {
            return index == 5 || index == 6 ? 2 : 0;
        }
        if (index == 19) {
            return 4;
        }
        return index >= 6 && index <= 15 || index == 18 ? 2 : 0;
    }

    private static long ulpDistance(boolean f32, long a, long b) {
        if (a == b) {
            return 0;
        }
        if (f32) {
            float x = Float.intBitsToFloat((int) a);
            float y = Float.intBitsToFloat((int) b);
            if (Float.isNaN(x) || Float.isNaN(y) || Float.isInfinite(x) || Float.isInfinite(y) || (x < 0) != (y < 0)) {
                return Long.MAX_VALUE;
            }
            return Math.abs((long) (int) a - (long) (int) b);
        }
        double x = Double.longBitsToDouble(a);
        double y = Double.longBitsToDouble(b);
        if (Double.isNaN(x) || Double.isNaN(y) || Double.isInfinite(x) || Double.isInfinite(y) || (x < 0) != (y < 0)) {
            return Long.MAX_VALUE;
        }
        return Math.abs(a - b);
    }
}
