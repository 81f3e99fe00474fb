package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
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

/**
 * The structure every timeline must have, checked on a trace file: valid JSON, every thread or
 * track named before it records, every span closed (a duration) and nested inside its parent or
 * beside it, every flow arrow inside a span of its thread and every arrow's end preceded by its
 * start, every collective numbered on its channel. What it found is returned for the caller's
 * checks of content.
 */
final class TraceChecks {
    private static final Pattern DISPATCH_STAT = Pattern.compile("dispatch (\\S+)\\s+count=(\\d+) workgroups=(\\d+)");

    /** What a trace held: spans by category, dispatches by export, collectives, counters, arrows. */
    record Found(
            Set<String> calls,
            Map<String, Integer> dispatches,
            Map<String, Long> workgroups,
            List<JsonNode> collectives,
            int counters,
            int arrows,
            Map<Long, String> processes,
            Map<String, Integer> spansByCategory) {}

    private TraceChecks() {}

    static Found check(Path trace) throws IOException {
        JsonNode events = new ObjectMapper().readTree(trace.toFile());
        assertTrue(events.isArray() && events.size() > 0, "not a JSON array of events");
        Set<String> named = new HashSet<>();
        // Times in whole nanoseconds (the file's microseconds have three decimals): exact to compare.
        Map<String, List<long[]>> spansByThread = new HashMap<>();
        Map<String, List<Double>> flowsByThread = new HashMap<>();
        Map<Long, Double> flowStarts = new HashMap<>();
        Map<Long, Double> flowEnds = new HashMap<>();
        Set<String> calls = new HashSet<>();
        Map<String, Integer> dispatches = new TreeMap<>();
        Map<String, Long> workgroups = new TreeMap<>();
        List<JsonNode> collectives = new ArrayList<>();
        Map<Long, String> processes = new TreeMap<>();
        Map<String, Integer> categories = new TreeMap<>();
        int counters = 0;
        for (JsonNode e : events) {
            String ph = e.get("ph").asText();
            String thread = e.get("pid").asLong() + "/" + e.get("tid").asLong();
            if (ph.equals("M")) {
                switch (e.get("name").asText()) {
                    case "thread_name" -> named.add(thread);
                    case "process_name" ->
                        processes.put(
                                e.get("pid").asLong(), e.get("args").get("name").asText());
                    default -> {}
                }
                continue;
            }
            double ts = e.get("ts").asDouble();
            assertTrue(ts >= 0, e::toString);
            assertTrue(named.contains(thread), () -> "thread " + thread + " recorded before it was named: " + e);
            switch (ph) {
                case "C" -> {
                    counters++;
                    assertTrue(e.get("args").get("value").asLong() >= 0, e::toString);
                }
                case "s", "f" -> {
                    flowsByThread
                            .computeIfAbsent(thread, t -> new ArrayList<>())
                            .add(ts);
                    Map<Long, Double> ends = ph.equals("s") ? flowStarts : flowEnds;
                    Double before = ends.put(e.get("id").asLong(), ts);
                    assertEquals(null, before, () -> "a second arrow " + ph + " with one id: " + e);
                }
                case "X" -> {
                    double dur = e.get("dur").asDouble();
                    assertTrue(dur >= 0, e::toString);
                    long from = nanos(ts);
                    spansByThread
                            .computeIfAbsent(thread, t -> new ArrayList<>())
                            .add(new long[] {from, from + nanos(dur)});
                    String name = e.get("name").asText();
                    categories.merge(e.get("cat").asText(), 1, Integer::sum);
                    switch (e.get("cat").asText()) {
                        case "vm" -> calls.add(name);
                        case "dispatch" -> {
                            dispatches.merge(name, 1, Integer::sum);
                            JsonNode wg = e.get("args").get("workgroups");
                            long n = wg.get(0).asLong()
                                    * wg.get(1).asLong()
                                    * wg.get(2).asLong();
                            workgroups.merge(name, n, Long::sum);
                            JsonNode tiles = e.get("args").get("tiles_by_worker");
                            if (tiles != null) { // the CPU devices: every workgroup ran on some worker
                                long ran = 0;
                                for (JsonNode t : tiles) {
                                    ran += t.asLong();
                                }
                                assertEquals(n, ran, e::toString);
                            }
                        }
                        case "collective" -> {
                            collectives.add(e);
                            JsonNode args = e.get("args");
                            assertTrue(args.get("seq").asLong() > 0, () -> "a collective without its number: " + e);
                            assertTrue(!args.get("channel").asText().isEmpty(), e::toString);
                        }
                        default -> {}
                    }
                }
                default -> throw new AssertionError("an event of unknown phase: " + e);
            }
        }
        for (var entry : spansByThread.entrySet()) {
            checkNesting(entry.getKey(), entry.getValue());
        }
        // An arrow is drawn from the span around its start to the span around its end.
        for (var entry : flowsByThread.entrySet()) {
            List<long[]> spans = spansByThread.getOrDefault(entry.getKey(), List.of());
            for (double at : entry.getValue()) {
                long ts = nanos(at);
                assertTrue(
                        spans.stream().anyMatch(s -> s[0] <= ts && ts <= s[1]),
                        () -> "an arrow at " + ts + " outside every span of thread " + entry.getKey());
            }
        }
        for (var end : flowEnds.entrySet()) {
            Double start = flowStarts.get(end.getKey());
            assertTrue(start != null, () -> "an arrow " + end.getKey() + " ends but never starts");
            assertTrue(start <= end.getValue(), () -> "arrow " + end.getKey() + " ends before it starts");
        }
        return new Found(calls, dispatches, workgroups, collectives, counters, flowEnds.size(), processes, categories);
    }

    // Spans on one thread nest or follow one another; none ends inside another it began before.
    private static void checkNesting(String thread, List<long[]> spans) {
        spans.sort(Comparator.<long[]>comparingLong(s -> s[0]).thenComparingLong(s -> -s[1]));
        Deque<long[]> open = new ArrayDeque<>();
        for (long[] s : spans) {
            while (!open.isEmpty() && open.peek()[1] <= s[0]) {
                open.pop();
            }
            if (!open.isEmpty()) {
                long[] parent = open.peek();
                assertTrue(
                        s[1] <= parent[1],
                        () -> "thread " + thread + ": a span [" + s[0] + ", " + s[1] + "] overlaps its parent's end "
                                + parent[1]);
            }
            open.push(s);
        }
    }

    private static long nanos(double micros) {
        return Math.round(micros * 1000);
    }

    /** The dispatches {@code --print_device_statistics} counted, by export: count and workgroups. */
    static Map<String, long[]> countedDispatches(String stderr) {
        Map<String, long[]> counted = new TreeMap<>();
        Matcher m = DISPATCH_STAT.matcher(stderr);
        while (m.find()) {
            counted.merge(m.group(1), new long[] {Long.parseLong(m.group(2)), Long.parseLong(m.group(3))}, (a, b) ->
                    new long[] {a[0] + b[0], a[1] + b[1]});
        }
        return counted;
    }

    /**
     * Every dispatch the devices counted is on the timeline, as often, with as many workgroups
     * (statistics count an indirect dispatch's workgroups as 0: those are not compared).
     */
    static void assertDispatchesMatch(String stderr, Found found) {
        Map<String, long[]> counted = countedDispatches(stderr);
        Map<String, Integer> counts = new TreeMap<>();
        counted.forEach((name, c) -> counts.put(name, (int) c[0]));
        assertEquals(counts, found.dispatches(), "dispatches on the timeline against the device statistics");
        counted.forEach((name, c) -> {
            if (c[1] != 0) {
                assertEquals(c[1], found.workgroups().get(name), "workgroups of " + name);
            }
        });
    }
}
