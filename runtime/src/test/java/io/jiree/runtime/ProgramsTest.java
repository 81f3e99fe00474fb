package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs programs.mlir, compiled to an embedded ELF and to a system library, on local-sync and
 * local-task, and compares with what the reference iree-run-module printed (programs.expected).
 */
class ProgramsTest {
    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    record Run(String function, List<String> inputs, int rc, String stdout, String stderr) {
        @Override
        public String toString() {
            return function + inputs;
        }
    }

    static List<Run> runs() {
        List<Run> runs = new ArrayList<>();
        for (String line :
                TestModules.read(TestModules.module("programs.expected")).split("\n")) {
            if (!line.startsWith("@case ")) {
                continue;
            }
            String[] f = line.substring(6).split("\\|", -1);
            runs.add(new Run(
                    f[0], Arrays.asList(f[1].split(";", -1)), Integer.parseInt(f[2]), unescape(f[3]), unescape(f[4])));
        }
        return runs;
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                sb.append(n == 'n' ? '\n' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static Stream<Arguments> cases() {
        List<Arguments> args = new ArrayList<>();
        for (String vmfb : List.of("programs_embedded.vmfb", "programs_system.vmfb")) {
            for (String device : List.of("local-sync", "local-task")) {
                for (Run r : runs()) {
                    args.add(Arguments.of(vmfb, device, r));
                }
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0} on {1}: {2}")
    @MethodSource("cases")
    void matchesReference(String vmfb, String device, Run run) {
        try (Session session = instance.createSession(device)) {
            TestModules.load(session, TestModules.module(vmfb));
            TestModules.Outcome o = TestModules.run(session, run.function(), run.inputs(), null);
            assertEquals(run.rc(), o.rc(), () -> "exit status; error was: " + o.stderrHead());
            assertEquals(run.stdout(), o.stdout());
            if (run.rc() != 0) {
                TestModules.assertSameError(run.stderr(), o);
            }
        }
    }
}
