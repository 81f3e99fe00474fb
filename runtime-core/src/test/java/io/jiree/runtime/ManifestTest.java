package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.base.JireeException;
import io.jiree.hal.Device;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every CPU run of test-modules/manifest.json, through a session on local-sync and local-task,
 * compared with the reference output recorded beside it.
 */
class ManifestTest {
    private static final List<String> CPU_TARGETS = List.of("llvm-cpu", "llvm-cpu-sys", "vmvx");
    private static final List<String> CUDA_TARGETS = List.of("cuda-sm80");
    private static Instance instance;

    // Definition-derived runs the compiled module cannot meet under IREE's semantics: the pinned
    // compiler passes the hal a meaningless element count for these dynamically sized results.
    @BeforeAll
    static void open() {
        instance = Instance.create();
    }

    @AfterAll
    static void close() {
        instance.close();
    }

    record Run(
            String module,
            String target,
            String vmfb,
            String function,
            List<String> inputs,
            int rc,
            String stdoutFile,
            String stderrFile,
            List<String> parameters) {
        @Override
        public String toString() {
            return module + "@" + target + ":" + function + inputs;
        }
    }

    static List<Run> runs() {
        return runs(CPU_TARGETS);
    }

    static List<Run> cudaRuns() {
        return runs(CUDA_TARGETS);
    }

    @SuppressWarnings("unchecked")
    static List<Run> runs(List<String> targets) {
        Path manifest = TestModules.repoRoot().resolve("test-modules/manifest.json");
        List<Run> runs = new ArrayList<>();
        if (!Files.exists(manifest)) {
            return runs;
        }
        Map<String, Object> root = (Map<String, Object>) MiniJson.parse(TestModules.read(manifest));
        for (Object m : (List<Object>) root.get("modules")) {
            Map<String, Object> module = (Map<String, Object>) m;
            String target = (String) module.get("target");
            if (!targets.contains(target)) {
                continue;
            }
            for (Object f : (List<Object>) module.get("functions")) {
                Map<String, Object> function = (Map<String, Object>) f;
                for (Object r : (List<Object>) function.get("runs")) {
                    Map<String, Object> run = (Map<String, Object>) r;
                    List<String> inputs = new ArrayList<>();
                    for (Object a : (List<Object>) run.get("inputs")) {
                        String arg = (String) a;
                        if (!arg.startsWith("--input=")) {
                            throw new IllegalStateException("unsupported run argument " + arg);
                        }
                        inputs.add(arg.substring("--input=".length()));
                    }
                    List<String> parameters = new ArrayList<>();
                    for (Object p : run.get("parameters") == null ? List.of() : (List<Object>) run.get("parameters")) {
                        parameters.add((String) p);
                    }
                    runs.add(new Run(
                            (String) module.get("name"),
                            target,
                            (String) module.get("vmfb"),
                            (String) function.get("name"),
                            inputs,
                            ((Long) run.get("expected_exit_code")).intValue(),
                            (String) run.get("expected_output"),
                            (String) run.get("expected_stderr"),
                            parameters));
                }
                // Single-rank collective runs: the CPU devices' channel is one participant.
                Object rankRuns = function.get("rank_runs");
                for (Object rr : rankRuns == null ? List.of() : (List<Object>) rankRuns) {
                    Map<String, Object> rankRun = (Map<String, Object>) rr;
                    if ((Long) rankRun.get("ranks") != 1) {
                        continue;
                    }
                    for (Object pr : (List<Object>) rankRun.get("per_rank")) {
                        Map<String, Object> perRank = (Map<String, Object>) pr;
                        List<String> inputs = new ArrayList<>();
                        for (Object a : (List<Object>) perRank.get("inputs")) {
                            inputs.add(((String) a).substring("--input=".length()));
                        }
                        runs.add(new Run(
                                (String) module.get("name") + "[1 rank]",
                                target,
                                (String) module.get("vmfb"),
                                (String) function.get("name"),
                                inputs,
                                ((Long) perRank.get("expected_exit_code")).intValue(),
                                (String) perRank.get("expected_output"),
                                null,
                                List.of()));
                    }
                }
            }
        }
        return runs;
    }

    static Stream<Arguments> cases() {
        List<Arguments> args = new ArrayList<>();
        for (String device : List.of("local-sync", "local-task")) {
            for (Run r : runs()) {
                args.add(Arguments.of(device, r));
            }
        }
        return args.stream();
    }

    /** The reference's stderr without the C source location it starts with. */
    static String stripLocation(String stderr) {
        int colon = stderr.indexOf(": ");
        if (colon > 0) {
            String head = stderr.substring(0, colon);
            int c2 = head.lastIndexOf(':');
            if (c2 > 0
                    && (head.substring(0, c2).endsWith(".c")
                            || head.substring(0, c2).endsWith(".cc"))) {
                return stderr.substring(colon + 2);
            }
        }
        return stderr;
    }

    /** The CUDA runs on {@code cuda://0}; skipped without a CUDA driver on the class path or a GPU. */
    @Tag("gpu")
    @ParameterizedTest(name = "cuda: {0}")
    @MethodSource("cudaRuns")
    void matchesReferenceOnCuda(Run run) {
        Assumptions.assumeTrue(
                instance.driverNames().contains("cuda"),
                "no CUDA driver on the class path (jiree-hal-cuda provides it)");
        Device probe;
        try {
            probe = instance.createDevice("cuda://0");
        } catch (JireeException e) {
            Assumptions.abort("no usable GPU: " + e.getMessage());
            return;
        }
        probe.close();
        if (run.module().endsWith("[1 rank]")) {
            // A CUDA device has a default channel only where the SPMD variables say who the ranks are.
            Assumptions.assumeTrue(
                    System.getenv("IREE_SPMD_NPROCS") != null,
                    "a single-rank collective on CUDA needs IREE_SPMD_NPROCS=1 and IREE_SPMD_PROCID=0 "
                            + "(gpu-kit/check sets them)");
        }
        matchesReference("cuda://0", run);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void matchesReference(String device, Run run) {
        Path root = TestModules.repoRoot();
        if (run.stderrFile() != null) {
            Assumptions.assumeFalse(
                    TestModules.read(root.resolve(run.stderrFile())).contains("collectives not implemented"),
                    "IREE's CPU devices have no collective channel; jiree's have a single-participant one, "
                            + "checked by the 1-rank run against the collective's definition instead");
        }
        try (Session session = instance.createSession(device)) {
            for (String p : run.parameters()) {
                // [scope=]path, the path relative to the repository root as the reference ran it.
                int eq = p.indexOf('=');
                session.addParameters(eq < 0 ? "" : p.substring(0, eq), root.resolve(p.substring(eq + 1)));
            }
            TestModules.load(session, root.resolve(run.vmfb()));
            TestModules.Outcome o = TestModules.run(session, run.function(), run.inputs(), root);
            assertEquals(run.rc(), o.rc(), () -> "exit status; error was: " + o.stderrHead());
            assertEquals(TestModules.read(root.resolve(run.stdoutFile())), o.stdout());
            if (run.rc() != 0) {
                TestModules.assertSameError(stripLocation(TestModules.read(root.resolve(run.stderrFile()))), o);
            }
        }
    }
}
