package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The timeline of every function of every test program (test-modules/manifest.json; its first run,
 * and its run on one rank where it has collectives) on each driver: both CPU devices, and the CUDA
 * driver on the host-memory stand-ins (the {@code cuda-standin-traces} execution; skipped, saying
 * so, elsewhere). Each trace has the structure {@link TraceChecks} asks for, the call, and every
 * dispatch the device counted, under its export name.
 */
class TraceEveryProgramTest {
    private static final List<String> CPU_TARGETS = List.of("llvm-cpu", "llvm-cpu-sys", "vmvx");
    private static final List<String> CUDA_TARGETS = List.of("cuda-sm80", "cuda-sm89");

    /** One run of a function: what to pass to run-module and the exit code to expect. */
    record Run(String label, String vmfb, String function, List<String> args, int exitCode) {
        @Override
        public String toString() {
            return label;
        }
    }

    static List<Run> runs(List<String> targets) throws IOException {
        Path root = Cli.repoRoot();
        JsonNode manifest = new ObjectMapper()
                .readTree(root.resolve("test-modules/manifest.json").toFile());
        List<Run> runs = new ArrayList<>();
        for (JsonNode module : manifest.get("modules")) {
            String target = module.get("target").asText();
            if (!targets.contains(target)) {
                continue;
            }
            String vmfb = root.resolve(module.get("vmfb").asText()).toString();
            String label = target + " " + module.get("name").asText();
            for (JsonNode f : module.get("functions")) {
                String function = f.get("name").asText();
                for (JsonNode run : f.get("runs")) {
                    List<String> args = new ArrayList<>();
                    run.get("inputs").forEach(a -> args.add(a.asText()));
                    JsonNode parameters = run.get("parameters");
                    if (parameters != null) {
                        for (JsonNode p : parameters) {
                            String spec = p.asText();
                            int eq = spec.indexOf('=');
                            args.add(
                                    "--parameters=" + spec.substring(0, eq + 1) + root.resolve(spec.substring(eq + 1)));
                        }
                    }
                    int exit = run.get("expected_exit_code").asInt();
                    JsonNode stderr = run.get("expected_stderr");
                    if (exit != 0
                            && stderr != null
                            && Files.readString(root.resolve(stderr.asText()))
                                    .contains("collectives not implemented")) {
                        exit = 0; // IREE's CPU devices have no channel; jiree's have one of a single participant
                    }
                    runs.add(new Run(label + " @" + function, vmfb, function, args, exit));
                    break; // the first run: the others take the same paths with other values
                }
                JsonNode rankRuns = f.get("rank_runs");
                for (JsonNode rr : rankRuns == null ? List.<JsonNode>of() : rankRuns) {
                    if (rr.get("ranks").asInt() != 1) {
                        continue; // several ranks: the merged traces of the E2E suite (e2e.py)
                    }
                    JsonNode only = rr.get("per_rank").get(0);
                    List<String> args = new ArrayList<>();
                    only.get("inputs").forEach(a -> args.add(a.asText()));
                    runs.add(new Run(
                            label + " @" + function + " on 1 rank",
                            vmfb,
                            function,
                            args,
                            only.get("expected_exit_code").asInt()));
                }
            }
        }
        return runs;
    }

    static Stream<Arguments> cpuRuns() throws IOException {
        List<Arguments> cases = new ArrayList<>();
        for (Run r : runs(CPU_TARGETS)) {
            cases.add(Arguments.of("local-sync", r));
            cases.add(Arguments.of("local-task", r));
        }
        return cases.stream();
    }

    /**
     * Programs with collectives need a rank's environment on the CUDA driver (IREE_SPMD_*): the E2E
     * suite traces them, on 1, 2 and 4 ranks, merged (e2e.py).
     */
    static Stream<Run> cudaRuns() throws IOException {
        return runs(CUDA_TARGETS).stream().filter(r -> !r.label().contains(" collective/"));
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("cpuRuns")
    void onTheCpuDevices(String device, Run run, @TempDir Path dir) throws IOException {
        check("--device=" + device, run, dir);
    }

    @ParameterizedTest(name = "{0} on cuda (stand-in)")
    @MethodSource("cudaRuns")
    void onTheCudaDriver(Run run, @TempDir Path dir) throws IOException {
        assumeTrue(
                System.getProperty("jiree.cuda.library") != null,
                "no CUDA library named (jiree.cuda.library): the cuda-standin-traces execution runs these on the"
                        + " stand-ins");
        check("--device=cuda://0", run, dir);
    }

    private static void check(String device, Run run, Path dir) throws IOException {
        boolean standIn = device.startsWith("--device=cuda");
        Path trace = dir.resolve("trace.json");
        List<String> args = new ArrayList<>(List.of(
                "run-module",
                device,
                "--module=" + run.vmfb(),
                "--function=" + run.function(),
                "--print_device_statistics",
                "--trace_file=" + trace));
        args.addAll(run.args());
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        TraceChecks.Found found = TraceChecks.check(trace);
        assertTrue(
                found.calls().stream().anyMatch(c -> c.endsWith("." + run.function())),
                () -> "no span of the call: " + found.calls());
        if (standIn && run.exitCode() == 0 && r.exit() != 0) {
            // The stand-in has no device to run kernels on: the first launch fails, and its span is there.
            assertTrue(r.err().contains("cuLaunchKernel failed: CUDA error 'CUDA_ERROR_NOT_SUPPORTED'"), r.err());
            assertEquals(
                    1,
                    found.dispatches().values().stream()
                            .mapToInt(Integer::intValue)
                            .sum(),
                    r.err());
            assertTrue(found.dispatches().keySet().stream().allMatch(n -> n.contains("_dispatch_")), r.err());
            return;
        }
        assertEquals(run.exitCode(), r.exit(), r.err());
        if (r.exit() == 0) {
            TraceChecks.assertDispatchesMatch(r.err(), found);
            if (standIn && found.spansByCategory().containsKey("queue")) {
                // The submissions' time on the device: a track of the stream, with arrows between them.
                assertTrue(found.spansByCategory().getOrDefault("stream", 0) > 0, found::toString);
                assertTrue(found.arrows() > 0, found::toString);
            }
        }
    }
}
