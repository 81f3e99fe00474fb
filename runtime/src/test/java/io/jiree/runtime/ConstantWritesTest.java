package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Programs that write into their own constants (test-modules/src/tensor/constant_*.mlir): the
 * compiler hands a dispatch a buffer imported from the module's rodata as its output. IREE's
 * runtime reads the module into writable memory, so those writes land in its copy and persist for
 * later calls of the loaded module. Here every recorded run is made twice in one session: the first
 * call must print what the reference printed; the second must print what the reference's second
 * call of the same loaded module prints. Where a module has {@code f_twice} (which calls {@code f}
 * twice in one invocation, recorded under the reference runtime), that is the last result of
 * {@code f_twice}; otherwise the function leaves its constants as it found them and prints the same
 * again. Afterwards the {@code .vmfb} file must be byte-for-byte unchanged, and a fresh load of it
 * must start from the original constants.
 */
class ConstantWritesTest {
    private static final String PREFIX = "tensor/constant_";

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    static List<ManifestTest.Run> constantRuns() {
        List<ManifestTest.Run> runs = new ArrayList<>();
        for (ManifestTest.Run r : ManifestTest.runs()) {
            if (r.module().startsWith(PREFIX)) {
                runs.add(r);
            }
        }
        return runs;
    }

    static Stream<Arguments> cases() {
        List<Arguments> args = new ArrayList<>();
        for (String device : List.of("local-sync", "local-task")) {
            for (ManifestTest.Run r : constantRuns()) {
                if (!r.function().endsWith("_twice")) {
                    args.add(Arguments.of(device, r));
                }
            }
        }
        return args.stream();
    }

    @Test
    void everyTargetHasModulesThatWriteTheirConstants() {
        List<ManifestTest.Run> runs = constantRuns();
        for (String target : List.of("llvm-cpu", "llvm-cpu-sys", "vmvx")) {
            assertTrue(
                    runs.stream()
                            .anyMatch(r ->
                                    r.target().equals(target) && r.function().endsWith("_twice")),
                    "no constant-writing runs for " + target + " in test-modules/manifest.json");
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void writesPersistInTheLoadedModuleAndNeverReachTheFile(String device, ManifestTest.Run run) {
        Path root = TestModules.repoRoot();
        Path vmfb = root.resolve(run.vmfb());
        String hashBefore = sha256(vmfb);
        String reference = TestModules.read(root.resolve(run.stdoutFile()));
        String second = secondCallOutput(run).orElse(reference);

        try (Session session = instance.createSession(device)) {
            TestModules.load(session, vmfb);
            TestModules.Outcome first = TestModules.run(session, run.function(), run.inputs(), root);
            assertMatchesReference(run, reference, first);
            TestModules.Outcome again = TestModules.run(session, run.function(), run.inputs(), root);
            assertEquals(run.rc(), again.rc(), () -> "second call's exit status; error was: " + again.stderrHead());
            assertEquals(second, again.stdout(), "second call of the same loaded module");
            if (run.rc() != 0) {
                assertEquals(first.stderrHead(), again.stderrHead());
            }
        }
        assertEquals(hashBefore, sha256(vmfb), vmfb + " changed while it ran");

        // A new load maps the file afresh: the earlier session's writes are not in it.
        try (Session session = instance.createSession(device)) {
            TestModules.load(session, vmfb);
            assertMatchesReference(run, reference, TestModules.run(session, run.function(), run.inputs(), root));
        }
        assertEquals(hashBefore, sha256(vmfb), vmfb + " changed while it ran");
    }

    @Test
    void accumulatingRunsReallyDifferOnTheirSecondCall() {
        // Guards the test above against comparing a second call with the first one everywhere.
        long differing = constantRuns().stream()
                .filter(r -> !r.function().endsWith("_twice"))
                .filter(r -> secondCallOutput(r)
                        .filter(s -> !s.equals(
                                TestModules.read(TestModules.repoRoot().resolve(r.stdoutFile()))))
                        .isPresent())
                .count();
        assertTrue(
                differing >= 3 * 3,
                "expected matvec, matmul and scatter_add runs whose second call differs "
                        + "on every CPU target; found " + differing);
    }

    private static void assertMatchesReference(ManifestTest.Run run, String reference, TestModules.Outcome o) {
        assertEquals(run.rc(), o.rc(), () -> "exit status; error was: " + o.stderrHead());
        assertEquals(reference, o.stdout());
        if (run.rc() != 0) {
            TestModules.assertSameError(
                    ManifestTest.stripLocation(
                            TestModules.read(TestModules.repoRoot().resolve(run.stderrFile()))),
                    o);
        }
    }

    /**
     * What a second call of {@code run}'s function prints under the reference runtime, from the
     * recorded run of {@code <function>_twice} with the same inputs; empty when the module has no
     * such function. A module that has one but lacks a run with these inputs is an error.
     */
    static Optional<String> secondCallOutput(ManifestTest.Run run) {
        String twice = run.function() + "_twice";
        List<ManifestTest.Run> sameModule = ManifestTest.runs().stream()
                .filter(r -> r.vmfb().equals(run.vmfb()) && r.function().equals(twice))
                .toList();
        if (sameModule.isEmpty()) {
            return Optional.empty();
        }
        ManifestTest.Run match = sameModule.stream()
                .filter(r -> r.inputs().equals(run.inputs()))
                .findFirst()
                .orElseThrow(() -> new AssertionError(run.module() + " has " + twice + " but no run of it with inputs "
                        + run.inputs() + "; add one to the source's jiree.run lines"));
        String out = TestModules.read(TestModules.repoRoot().resolve(match.stdoutFile()));
        int last = out.indexOf("result[1]: ");
        assertFalse(last < 0 || out.indexOf("result[2]: ") >= 0, twice + " must return exactly two results");
        return Optional.of("EXEC @" + run.function() + "\nresult[0]: " + out.substring(last + "result[1]: ".length()));
    }

    static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
