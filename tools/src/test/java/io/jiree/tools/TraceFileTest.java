package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    private static final Pattern DISPATCH_STAT = Pattern.compile("dispatch (\\S+)\\s+count=(\\d+) workgroups=(\\d+)");

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

        JsonNode events = new ObjectMapper().readTree(trace.toFile());
        assertTrue(events.isArray() && events.size() > 0);
        Set<Long> named = new HashSet<>();
        Map<Long, List<double[]>> spansByThread = new HashMap<>();
        Map<String, Integer> dispatches = new TreeMap<>();
        Map<String, Long> workgroups = new TreeMap<>();
        Set<String> calls = new HashSet<>();
        int collectives = 0;
        int counters = 0;
        for (JsonNode e : events) {
            String ph = e.get("ph").asText();
            long tid = e.get("tid").asLong();
            if (ph.equals("M")) {
                if (e.get("name").asText().equals("thread_name")) {
                    named.add(tid);
                }
                continue;
            }
            double ts = e.get("ts").asDouble();
            assertTrue(ts >= 0, e::toString);
            assertTrue(named.contains(tid), () -> "thread " + tid + " recorded before it was named: " + e);
            if (ph.equals("C")) {
                counters++;
                assertTrue(e.get("args").get("value").asLong() >= 0, e::toString);
            }
            if (!ph.equals("X")) {
                continue;
            }
            double dur = e.get("dur").asDouble();
            assertTrue(dur >= 0, e::toString);
            spansByThread.computeIfAbsent(tid, t -> new ArrayList<>()).add(new double[] {ts, ts + dur});
            String cat = e.get("cat").asText();
            String name = e.get("name").asText();
            switch (cat) {
                case "vm" -> calls.add(name);
                case "dispatch" -> {
                    dispatches.merge(name, 1, Integer::sum);
                    JsonNode wg = e.get("args").get("workgroups");
                    workgroups.merge(
                            name,
                            wg.get(0).asLong() * wg.get(1).asLong() * wg.get(2).asLong(),
                            Long::sum);
                    long tiles = 0;
                    for (JsonNode n : e.get("args").get("tiles_by_worker")) {
                        tiles += n.asLong();
                    }
                    assertEquals(
                            wg.get(0).asLong() * wg.get(1).asLong() * wg.get(2).asLong(), tiles, e::toString);
                }
                case "collective" -> {
                    collectives++;
                    assertTrue(e.get("args").get("bytes").asLong() > 0, e::toString);
                }
                default -> {}
            }
        }
        assertTrue(calls.stream().anyMatch(c -> c.endsWith("." + function)), () -> "no span of the call: " + calls);
        // Spans on one thread nest or follow one another; none ends inside another it began before.
        for (var entry : spansByThread.entrySet()) {
            List<double[]> spans = entry.getValue();
            spans.sort(Comparator.<double[]>comparingDouble(s -> s[0]).thenComparingDouble(s -> -s[1]));
            Deque<double[]> open = new ArrayDeque<>();
            for (double[] s : spans) {
                while (!open.isEmpty() && open.peek()[1] <= s[0]) {
                    open.pop();
                }
                if (!open.isEmpty()) {
                    assertTrue(
                            s[1] <= open.peek()[1],
                            () -> "thread " + entry.getKey() + ": a span overlaps its parent's end");
                }
                open.push(s);
            }
        }
        // Every dispatch the device counted is on the timeline, with its workgroups.
        Map<String, Integer> counted = new TreeMap<>();
        Map<String, Long> countedWorkgroups = new TreeMap<>();
        Matcher m = DISPATCH_STAT.matcher(r.err());
        while (m.find()) {
            counted.put(m.group(1), Integer.parseInt(m.group(2)));
            countedWorkgroups.put(m.group(1), Long.parseLong(m.group(3)));
        }
        assertEquals(counted, dispatches);
        assertEquals(countedWorkgroups, workgroups);
        // Programs on the HAL allocate: the live memory is a counter track.
        assertEquals(!module.startsWith("vm/"), counters > 0);
        if (module.startsWith("vm/")) {
            assertTrue(dispatches.isEmpty(), dispatches::toString);
        } else if (!module.startsWith("collective/")) {
            assertFalse(dispatches.isEmpty());
        }
        assertEquals(module.startsWith("collective/"), collectives > 0);
        assertFalse(named.isEmpty());
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
}
