package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.Function;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The float math ops bit for bit against IREE's C runtime: test-modules/src/vm/math_sweep_f32 and
 * math_sweep_f64 apply each op to 12288 generated inputs (edge values, a sweep of the whole
 * encoding space, ordinary ranges; see test-modules/tools/gen_math_sweep.py) and return one FNV-1a
 * hash of the results' bits per block of 256 inputs. Every hash must equal the one
 * {@code iree-run-module} printed, both interpreted and compiled by {@link FunctionCompiler}.
 */
class MathSweepTest {
    static final int BLOCK = 256;
    private static final Pattern RESULT = Pattern.compile("result\\[(\\d+)\\]: i64=(-?\\d+)");

    static List<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (TestModulesLoadTest.Entry e : TestModulesLoadTest.entries()) {
            if (!e.vmfb().contains("/math_sweep_")) {
                continue;
            }
            for (String fn : e.functions()) {
                for (boolean jit : new boolean[] {false, true}) {
                    out.add(Arguments.of(e.vmfb(), fn, jit));
                }
            }
        }
        return out;
    }

    private static Path root() {
        return Path.of(System.getProperty("jiree.repo.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    /** The hashes the reference printed for {@code fn} of the module at {@code vmfb}. */
    static long[] expected(String vmfb, String fn) throws IOException {
        String name = vmfb.substring(vmfb.lastIndexOf('/') + 1, vmfb.length() - ".vmfb".length());
        Path out = root().resolve("test-modules/expected/llvm-cpu/vm/" + name + "/" + fn + ".0.out");
        List<Long> values = new ArrayList<>();
        for (String line : Files.readAllLines(out)) {
            Matcher m = RESULT.matcher(line);
            if (m.matches()) {
                assertEquals(values.size(), Integer.parseInt(m.group(1)), "result numbering in " + out);
                values.add(Long.parseLong(m.group(2)));
            }
        }
        assertFalse(values.isEmpty(), "no results in " + out);
        return values.stream().mapToLong(Long::longValue).toArray();
    }

    @ParameterizedTest(name = "{0} {1} jit={2}")
    @MethodSource("cases")
    void bitIdenticalToReference(String vmfb, String fn, boolean jit) throws IOException {
        long[] want = expected(vmfb, fn);
        // A fresh load: compiled code is cached per module.
        BytecodeModule module = BytecodeModule.load(root().resolve(vmfb));
        Context ctx = Context.create(jit ? Engine.JIT : Engine.INTERPRETER, List.of(module));
        Function f = ctx.lookupFunction(module.name() + "." + fn);
        List<Object> got = ctx.invoke(f, new Object[0]);
        int ordinal = ordinal(module, fn);
        if (jit) {
            assertTrue(module.isCompiled(ordinal), fn + " was not compiled: the sweep must cover the JIT");
        } else {
            assertFalse(module.isCompiled(ordinal), fn + " was compiled with the JIT off");
        }
        assertEquals(want.length, got.size(), "result count of " + fn);
        List<String> diffs = new ArrayList<>();
        for (int b = 0; b < want.length; b++) {
            long have = (Long) got.get(b);
            if (have != want[b]) {
                diffs.add(String.format(
                        "block %d (inputs %d..%d): %d, reference %d",
                        b, b * BLOCK, (b + 1) * BLOCK - 1, have, want[b]));
            }
        }
        assertEquals(
                List.of(),
                diffs,
                () -> module.name() + "." + fn + (jit ? " compiled" : " interpreted")
                        + " differs from IREE's runtime in " + diffs.size() + " of " + want.length + " blocks");
    }

    private static int ordinal(BytecodeModule m, String name) {
        for (int i = 0; i < m.functionCount(); i++) {
            if (m.functionName(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name);
    }
}
