package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Timelines as {@link io.jiree.base.Timeline} writes them (one event per line), read back: the
 * files of a job's ranks merged into one trace with one process per rank on one clock
 * ({@code jiree launch --trace_file}), and a summary of where the time went
 * ({@code jiree trace-summary}).
 */
final class TraceFiles {
    private static final Pattern PID = Pattern.compile("\"pid\":(-?\\d+)");
    private static final Pattern TS = Pattern.compile("\"ts\":([0-9.]+)");
    private static final Pattern DUR = Pattern.compile("\"dur\":([0-9.]+)");
    private static final Pattern PH = Pattern.compile("\"ph\":\"(\\w)\"");
    private static final Pattern CAT = Pattern.compile("\"cat\":\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern NAME = Pattern.compile("\"name\":\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern TID = Pattern.compile("\"tid\":(-?\\d+)");
    private static final Pattern ID = Pattern.compile("\"id\":(-?\\d+)");
    private static final Pattern ARG_NAME = Pattern.compile("\"args\":\\{\"name\":\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern CLOCK =
            Pattern.compile("\"monotonic_ns\":(\\d+),\"epoch_us\":(\\d+),\"host\":\"((?:[^\"\\\\]|\\\\.)*)\"");

    private TraceFiles() {}

    /** One file's events and where its time 0 is. */
    private record RankFile(int pid, List<String> events, long monotonicNs, long epochUs, String host) {}

    private static RankFile read(Path file) {
        List<String> events = new ArrayList<>();
        int pid = -1;
        long monotonic = 0;
        long epoch = 0;
        String host = "";
        // A reader that replaces malformed UTF-8 (Files.lines throws UncheckedIOException): a rank killed
        // while writing leaves its file cut off, possibly inside a character; it is read as far as it goes.
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String e = line.strip();
                if (e.endsWith(",")) {
                    e = e.substring(0, e.length() - 1);
                }
                if (!e.startsWith("{") || !e.endsWith("}")) {
                    continue; // the brackets around the array, or an event cut off
                }
                Matcher m = PID.matcher(e);
                if (pid < 0 && m.find()) {
                    pid = Integer.parseInt(m.group(1));
                }
                Matcher c = CLOCK.matcher(e);
                if (c.find()) {
                    monotonic = Long.parseLong(c.group(1));
                    epoch = Long.parseLong(c.group(2));
                    host = c.group(3);
                }
                events.add(e);
            }
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot read the trace %s: %s", file, e.getMessage());
        }
        return new RankFile(pid, events, monotonic, epoch, host);
    }

    /**
     * Writes the rank files in {@code dir} as one trace to {@code target}, one process per rank
     * (its pid: the rank), shifted onto one clock: the hosts' monotonic clock when all ranks ran on
     * one host, else the wall clock. Returns how many ranks it merged.
     */
    static int merge(Path dir, Path target) {
        List<RankFile> ranks = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                ranks.add(read(f));
            }
        } catch (IOException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE, "cannot read the ranks' traces in %s: %s", dir, e.getMessage());
        }
        ranks.sort(Comparator.comparingInt(RankFile::pid));
        Set<String> hosts = new HashSet<>();
        ranks.forEach(r -> hosts.add(r.host()));
        boolean oneHost = hosts.size() <= 1;
        long earliestMonotonic =
                ranks.stream().mapToLong(RankFile::monotonicNs).min().orElse(0);
        long earliestEpoch = ranks.stream().mapToLong(RankFile::epochUs).min().orElse(0);
        try (BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            out.write("[\n");
            boolean first = true;
            for (RankFile r : ranks) {
                double shiftUs = oneHost
                        ? (r.monotonicNs() - earliestMonotonic) / 1000.0
                        : (double) (r.epochUs() - earliestEpoch);
                for (String e : r.events()) {
                    out.write(first ? "" : ",\n");
                    first = false;
                    out.write(ownFlowId(shift(e, shiftUs), r.pid()));
                }
                out.write(",\n{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":" + r.pid()
                        + ",\"tid\":0,\"args\":{\"sort_index\":" + r.pid() + "}}");
            }
            out.write("\n]\n");
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot write the trace %s: %s", target, e.getMessage());
        }
        return ranks.size();
    }

    // Flow ids are made per process: the rank goes into their top bits so that no two ranks' arrows meet.
    private static String ownFlowId(String event, int rank) {
        Matcher m = ID.matcher(event);
        if (rank == 0 || !m.find()) {
            return event;
        }
        long id = Long.parseLong(m.group(1)) ^ ((long) (rank & 0x7f) << 56);
        return event.substring(0, m.start(1)) + id + event.substring(m.end(1));
    }

    private static String shift(String event, double shiftUs) {
        Matcher m = TS.matcher(event);
        if (shiftUs == 0 || !m.find()) {
            return event;
        }
        double ts = Double.parseDouble(m.group(1)) + shiftUs;
        return event.substring(0, m.start(1)) + String.format(Locale.ROOT, "%.3f", ts) + event.substring(m.end(1));
    }

    /**
     * One event of a trace: its phase ({@code X} span, {@code s}/{@code f} flow, {@code C} counter,
     * {@code M} metadata), category, name, process and thread, time and duration in microseconds,
     * flow id, and a metadata event's {@code args.name}.
     */
    record Event(
            String phase,
            String category,
            String name,
            int pid,
            long tid,
            double ts,
            double dur,
            long id,
            String argName) {}

    /** The events of a trace file that {@link io.jiree.base.Timeline} (or {@link #merge}) wrote. */
    static List<Event> events(Path trace) {
        List<Event> out = new ArrayList<>();
        for (String e : read(trace).events()) {
            out.add(new Event(
                    group(PH, e, ""),
                    unescape(group(CAT, e, "")),
                    unescape(group(NAME, e, "")),
                    Integer.parseInt(group(PID, e, "0")),
                    Long.parseLong(group(TID, e, "0")),
                    Double.parseDouble(group(TS, e, "0")),
                    Double.parseDouble(group(DUR, e, "0")),
                    Long.parseLong(group(ID, e, "0")),
                    unescape(group(ARG_NAME, e, ""))));
        }
        return out;
    }

    private static String group(Pattern p, String text, String otherwise) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(1) : otherwise;
    }

    // The escapes Json.quote writes, undone (names and categories rarely hold any).
    private static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                b.append(n == 'n' ? '\n' : n == 't' ? '\t' : n);
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** What took the time, per process (rank): the spans of each category and name, by total time. */
    static List<String> summary(List<Event> events, int top) {
        record Key(int pid, String category, String name) {}
        Map<Key, double[]> totals = new HashMap<>(); // count, total microseconds, longest
        for (Event e : events) {
            if (!e.phase().equals("X")) {
                continue;
            }
            String category = e.category();
            if (!category.equals("dispatch")
                    && !category.equals("collective")
                    && !category.equals("queue")
                    && !category.equals("vm")) {
                continue;
            }
            double[] t = totals.computeIfAbsent(new Key(e.pid(), category, e.name()), k -> new double[3]);
            double us = e.dur();
            t[0]++;
            t[1] += us;
            t[2] = Math.max(t[2], us);
        }
        List<String> lines = new ArrayList<>();
        lines.add(String.format(
                Locale.ROOT,
                "%-6s %-10s %8s %12s %12s %12s  %s",
                "pid",
                "category",
                "count",
                "total ms",
                "mean us",
                "max us",
                "name"));
        totals.keySet().stream().map(Key::pid).distinct().sorted().forEach(p -> {
            for (String category : List.of("vm", "queue", "dispatch", "collective")) {
                totals.entrySet().stream()
                        .filter(x ->
                                x.getKey().pid() == p && x.getKey().category().equals(category))
                        .sorted((a, b) -> Double.compare(b.getValue()[1], a.getValue()[1]))
                        .limit(top)
                        .forEach(x -> {
                            double[] t = x.getValue();
                            lines.add(String.format(
                                    Locale.ROOT,
                                    "%-6d %-10s %8d %12.3f %12.1f %12.1f  %s",
                                    p,
                                    category,
                                    (long) t[0],
                                    t[1] / 1000,
                                    t[1] / t[0],
                                    t[2],
                                    x.getKey().name()));
                        });
            }
        });
        return lines;
    }
}
