package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.runtime.io.FunctionOutputs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays the recorded iree-run-module runs of io/probe.mlir (io/reference_cases.txt) through a
 * session on local-sync and local-task: inputs of every element type and rank, scalars, several
 * results, files. Runs that only set inputs (and the printed element limit) are replayed; the
 * others test output routing and comparison, which the tools do.
 */
class ProbeReplayTest {
    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    record Case(
            String name, String function, List<String> inputs, long maxElements, int rc, String stdout, String stderr) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        String text =
                TestModules.read(TestModules.repoRoot().resolve("tensor-io/src/test/resources/io/reference_cases.txt"));
        String name = null;
        String function = null;
        String stdout = null;
        String stderr = null;
        int rc = 0;
        List<String> inputs = new ArrayList<>();
        long max = FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT;
        boolean replayable = true;
        for (String line : text.split("\n")) {
            int sp = line.indexOf(' ');
            String tag = sp < 0 ? line : line.substring(0, sp);
            String rest = sp < 0 ? "" : line.substring(sp + 1);
            switch (tag) {
                case "@case" -> {
                    name = rest;
                    inputs = new ArrayList<>();
                    max = FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT;
                    replayable = true;
                }
                case "@function" -> function = rest;
                case "@arg" -> {
                    String arg = unescape(rest);
                    if (arg.startsWith("--input=")) {
                        inputs.add(arg.substring("--input=".length()));
                    } else if (arg.startsWith("--output_max_element_count=")) {
                        max = Long.parseLong(arg.substring("--output_max_element_count=".length()));
                    } else {
                        replayable = false;
                    }
                }
                case "@rc" -> rc = Integer.parseInt(rest);
                case "@stdout" -> stdout = unescape(rest);
                case "@stderr" -> stderr = unescape(rest);
                case "@end" -> {
                    if (replayable) {
                        cases.add(new Case(name, function, List.copyOf(inputs), max, rc, stdout, stderr));
                    }
                }
                default -> {}
            }
        }
        return cases;
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'x' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> sb.append(n);
            }
        }
        return sb.toString();
    }

    static Stream<Arguments> runs() {
        List<Arguments> args = new ArrayList<>();
        for (String device : List.of("local-sync", "local-task")) {
            for (Case c : cases()) {
                args.add(Arguments.of(device, c));
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("runs")
    void matchesReference(String device, Case c) {
        Path fixtures = TestModules.repoRoot().resolve("tensor-io/src/test/resources/io/fixtures");
        try (Session session = instance.createSession(device)) {
            TestModules.load(session, TestModules.module("probe.vmfb"));
            TestModules.Outcome o = TestModules.run(session, c.function(), c.inputs(), fixtures, c.maxElements());
            assertEquals(c.rc(), o.rc(), () -> "exit status; error was: " + o.stderrHead());
            assertEquals(c.stdout(), o.stdout());
            if (c.rc() != 0) {
                TestModules.assertSameError(c.stderr(), o);
            }
        }
    }
}
