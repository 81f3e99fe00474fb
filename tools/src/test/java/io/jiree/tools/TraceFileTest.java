package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --trace_file}: the timeline of programs of every kind (VM only, one dispatch, chains
 * through transient buffers, 64 dispatches in one level, a collective) on both CPU devices, checked
 * for structure: valid JSON, every thread named, every span closed and nested inside its parent or
 * beside it, the program's call, and every dispatch it made (as --print_device_statistics counts
 * them) with its workgroup count and the tiles its workers ran.
 */
class TraceFileTest {
    private static final String OUT = "test-modules/out/llvm-cpu/";

    static Stream<Arguments> programs() {
        List<Arguments> cases = new ArrayList<>();
        for (String device : List.of("local-sync", "local-task")) {
            cases.add(Arguments.of(device, "vm/control_flow.vmfb", "sum_to", List.of("--input=100")));
            cases.add(Arguments.of(
                    device,
                    "tensor/add_f32.vmfb",
                    "add",
                    List.of("--input=4xf32=1,2,3,4", "--input=4xf32=10,20,30,40")));
            cases.add(Arguments.of(
                    device,
                    "tensor/transient_chain.vmfb",
                    "chain",
                    List.of(
                            "--input=4x4xi32=[1 2 3 4][5 6 7 8][9 10 11 12][13 14 15 16]",
                            "--input=4x4xi32=[1 0 0 1][0 1 1 0][1 1 0 0][0 0 1 1]")));
            cases.add(Arguments.of(device, "bench/dispatch_level.vmfb", "level", List.of("--input=64x32x32xf32=2")));
            cases.add(Arguments.of(device, "collective/all_gather_r1.vmfb", "main", List.of("--input=2xi32=1,-2")));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{1} {2} on {0}")
    @MethodSource("programs")
    void aTraceIsWellFormedAndHoldsTheRun(
            String device, String module, String function, List<String> inputs, @TempDir Path dir) throws Exception {
        Path trace = dir.resolve("trace.json");
        List<String> args = new ArrayList<>(List.of(
                "run-module",
                "--device=" + device,
                "--module=" + Cli.repoRoot().resolve(OUT + module),
                "--function=" + function,
                "--print_device_statistics",
                "--trace_file=" + trace));
        args.addAll(inputs);
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());

        TraceChecks.Found found = TraceChecks.check(trace);
        assertTrue(
                found.calls().stream().anyMatch(c -> c.endsWith("." + function)),
                () -> "no span of the call: " + found.calls());
        TraceChecks.assertDispatchesMatch(r.err(), found);
        // Programs on the HAL allocate: the live memory is a counter track.
        assertEquals(!module.startsWith("vm/"), found.counters() > 0);
        if (module.startsWith("vm/")) {
            assertTrue(found.dispatches().isEmpty(), found.dispatches()::toString);
        } else if (!module.startsWith("collective/")) {
            assertFalse(found.dispatches().isEmpty());
            // Each queue operation waits for the one before it: arrows link them.
            assertTrue(found.arrows() > 0, "no arrow from a signal to its wait");
        }
        assertEquals(module.startsWith("collective/"), !found.collectives().isEmpty());
        for (JsonNode c : found.collectives()) {
            assertTrue(c.get("args").get("bytes").asLong() > 0, c::toString);
        }
    }

    @Test
    void aLaunchedJobGivesOneTraceWithAProcessPerRankAndASummary(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("job.json");
        Cli.Result r = Cli.run(
                "launch",
                "--nprocs=2",
                "--trace_file=" + trace,
                "--",
                "run-module",
                "--device=local-sync",
                "--module=" + Cli.repoRoot().resolve(OUT + "tensor/add_f32.vmfb"),
                "--function=add",
                "--input=4xf32=1,2,3,4",
                "--input=4xf32=10,20,30,40");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("trace of 2 rank(s): " + trace), r.err());
        JsonNode events = new ObjectMapper().readTree(trace.toFile());
        Map<Long, String> processes = new TreeMap<>();
        Map<Long, Integer> calls = new TreeMap<>();
        for (JsonNode e : events) {
            long pid = e.get("pid").asLong();
            if (e.get("ph").asText().equals("M") && e.get("name").asText().equals("process_name")) {
                processes.put(pid, e.get("args").get("name").asText());
            }
            if (e.get("ph").asText().equals("X") && e.get("name").asText().equals("module.add")) {
                calls.merge(pid, 1, Integer::sum);
            }
        }
        assertEquals(Map.of(0L, "rank 0", 1L, "rank 1"), processes);
        assertEquals(Map.of(0L, 1, 1L, 1), calls);
        Path svg = dir.resolve("job.svg");
        Cli.Result summary = Cli.run("trace-summary", "--svg=" + svg, "--focus=module.add", trace.toString());
        assertEquals(0, summary.exit(), summary.err());
        List<String> lines = summary.out().lines().toList();
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.startsWith("0 ") && l.contains("dispatch") && l.contains("add_dispatch")),
                summary.out());
        assertTrue(
                lines.stream().anyMatch(l -> l.startsWith("1 ") && l.contains("vm") && l.endsWith("module.add")),
                summary.out());
        // The picture: well-formed SVG with a lane per rank and the call's box on each.
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getTagName());
        String picture = Files.readString(svg);
        assertTrue(picture.contains(">rank 0 · ") && picture.contains(">rank 1 · "), picture);
        assertTrue(picture.split("<title>vm module.add", -1).length - 1 == 2, picture);
    }

    @Test
    void traceMergeJoinsRankFilesOnOneClockWithArrowsKeptApart(@TempDir Path dir) throws Exception {
        Path ranks = Files.createDirectory(dir.resolve("ranks"));
        // Two ranks as Timeline writes them, on one host: rank 1's time 0 is 5 ms after rank 0's.
        for (int rank = 0; rank < 2; rank++) {
            Files.writeString(
                    ranks.resolve("rank" + rank + ".json"),
                    "[\n{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":" + rank
                            + ",\"tid\":0,\"args\":{\"name\":\"rank " + rank + "\"}},\n"
                            + "{\"ph\":\"M\",\"name\":\"jiree_clock\",\"pid\":" + rank
                            + ",\"tid\":0,\"args\":{\"monotonic_ns\":" + (1_000_000_000L + rank * 5_000_000L)
                            + ",\"epoch_us\":1000,\"host\":\"h\"}},\n"
                            + "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":" + rank
                            + ",\"tid\":7,\"args\":{\"name\":\"main\"}},\n"
                            + "{\"ph\":\"X\",\"cat\":\"collective\",\"name\":\"all_reduce\",\"pid\":" + rank
                            + ",\"tid\":7,\"ts\":10.000,\"dur\":2.000,\"args\":{\"channel\":\"default\",\"seq\":1}},\n"
                            + "{\"ph\":\"s\",\"cat\":\"flow\",\"name\":\"execute\",\"pid\":" + rank
                            + ",\"tid\":7,\"ts\":11.000,\"id\":42}\n]\n");
        }
        Path merged = dir.resolve("job.json");
        Cli.Result r = Cli.run("trace-merge", "--output=" + merged, ranks.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("trace of 2 rank(s): " + merged), r.err());
        TraceChecks.Found found = TraceChecks.check(merged);
        assertEquals(Map.of(0L, "rank 0", 1L, "rank 1"), found.processes());
        Map<Long, Double> starts = new TreeMap<>();
        Set<Long> ids = new HashSet<>();
        for (JsonNode e : new ObjectMapper().readTree(merged.toFile())) {
            if (e.get("ph").asText().equals("X")) {
                starts.put(e.get("pid").asLong(), e.get("ts").asDouble());
            }
            if (e.get("ph").asText().equals("s")) {
                ids.add(e.get("id").asLong());
            }
        }
        assertEquals(Map.of(0L, 10.0, 1L, 5010.0), starts); // rank 1 shifted by its 5 ms later start
        assertEquals(2, ids.size(), "each rank's arrow keeps an id of its own");

        Cli.Result empty = Cli.run(
                "trace-merge",
                "--output=" + merged,
                Files.createDirectory(dir.resolve("e")).toString());
        assertEquals(1, empty.exit());
        assertTrue(empty.err().contains("holds no rank<R>.json"), empty.err());
        Cli.Result missing = Cli.run(
                "trace-merge", "--output=" + merged, dir.resolve("nothing").toString());
        assertTrue(missing.err().contains("NOT_FOUND") && missing.err().contains("is not a directory"), missing.err());
    }
}
