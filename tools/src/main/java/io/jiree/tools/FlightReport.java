package io.jiree.tools;

import io.jiree.base.FlightRecorder;
import io.jiree.base.FlightRecorder.State;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The merged report of a job's flight-recorder dumps ({@code rank<R>.tsv} in
 * {@code $JIREE_FLIGHT_RECORDER_DIR}, one per rank): which rank the others wait for, and on which
 * collective. A dump is UTF-8 text: the line {@value FlightRecorder#FORMAT_LINE}, {@code key<TAB>value} header lines
 * ({@code rank}, {@code ranks}, {@code pid}, {@code host}, {@code reason}, {@code dumped_us}; others
 * are ignored), then one row per collective, oldest first, with the tab-separated fields
 * {@code channel seq kind type count op state enqueued_us started_us ended_us error} ({@code -}
 * for an absent value; times in epoch microseconds; {@code seq} counts from 1 per channel).
 */
final class FlightReport {

    static final String NO_RECORD = "left no record: it was killed or hung before it could write one";

    private static final String ABSENT = "-";
    private static final int FIELDS = 11;
    private static final long NO_TIME = -1;

    /** One collective as one rank recorded it; absent times are -1. */
    record Entry(
            String channel,
            long seq,
            String kind,
            String type,
            String count,
            String op,
            State state,
            long enqueuedUs,
            long startedUs,
            long endedUs,
            String error) {

        /** {@code all_reduce f32[1024] sum #5 on channel default}. */
        String describe() {
            StringBuilder sb = new StringBuilder(kind);
            if (!type.equals(ABSENT)) {
                sb.append(' ').append(type);
                if (!count.equals(ABSENT)) {
                    sb.append('[').append(count).append(']');
                }
            }
            if (!op.equals(ABSENT)) {
                sb.append(' ').append(op);
            }
            return sb.append(" #")
                    .append(seq)
                    .append(" on channel ")
                    .append(channel)
                    .toString();
        }

        /** When it began waiting: started, else enqueued; -1 when neither is known. */
        long sinceUs() {
            return startedUs != NO_TIME ? startedUs : enqueuedUs;
        }
    }

    /** One rank's dump; {@code dumpedUs} and {@code pid} are -1 when absent. */
    record Dump(int rank, String host, long pid, String reason, long dumpedUs, List<Entry> entries, int malformed) {

        /**
         * The entries of the latest instance of each channel. A program that creates a channel again
         * under the same name (a benchmark's every iteration) starts its numbering again at 1; only
         * the last run of rising numbers says where the rank is now.
         */
        Dump latest() {
            Map<String, Integer> start = new LinkedHashMap<>();
            Map<String, Long> previous = new LinkedHashMap<>();
            for (int i = 0; i < entries.size(); i++) {
                Entry e = entries.get(i);
                Long prev = previous.put(e.channel(), e.seq());
                if (prev == null || e.seq() <= prev) {
                    start.put(e.channel(), i);
                }
            }
            List<Entry> kept = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                if (i >= start.get(entries.get(i).channel())) {
                    kept.add(entries.get(i));
                }
            }
            return new Dump(rank, host, pid, reason, dumpedUs, List.copyOf(kept), malformed);
        }
    }

    private FlightReport() {}

    /** A state as the dump writes it. */
    static String word(State state) {
        return state.name().toLowerCase(Locale.ROOT);
    }

    /** Parses one dump; rows that do not have the format (a dump cut short) are counted, not fatal. */
    static Dump parse(int rank, List<String> lines) {
        if (lines.isEmpty() || !lines.getFirst().equals(FlightRecorder.FORMAT_LINE)) {
            throw new IllegalArgumentException("it does not start with '" + FlightRecorder.FORMAT_LINE + "'"
                    + (lines.isEmpty() ? " (empty file)" : " (got '" + lines.getFirst() + "')"));
        }
        String host = ABSENT;
        String reason = ABSENT;
        long pid = NO_TIME;
        long dumped = NO_TIME;
        List<Entry> entries = new ArrayList<>();
        int malformed = 0;
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            Entry e = f.length == FIELDS ? entry(f) : null;
            if (e != null) {
                entries.add(e);
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab < 0 || !entries.isEmpty()) {
                malformed++;
                continue;
            }
            String key = line.substring(0, tab);
            String value = line.substring(tab + 1);
            switch (key) {
                case "host" -> host = value;
                case "reason" -> reason = value;
                case "pid" -> pid = number(value);
                case "dumped_us" -> dumped = number(value);
                default -> {
                    // rank, ranks and keys of later versions: the file name and the launcher know the rest.
                }
            }
        }
        return new Dump(rank, host, pid, reason, dumped, List.copyOf(entries), malformed);
    }

    private static Entry entry(String[] f) {
        State state;
        long seq;
        try {
            state = State.valueOf(f[6].toUpperCase(Locale.ROOT));
            seq = Long.parseLong(f[1]);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new Entry(f[0], seq, f[2], f[3], f[4], f[5], state, number(f[7]), number(f[8]), number(f[9]), f[10]);
    }

    private static long number(String s) {
        try {
            return s.equals(ABSENT) ? NO_TIME : Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            return NO_TIME;
        }
    }

    /**
     * The report on ranks {@code 0..nprocs-1} from their dumps in {@code dir}: the verdict first
     * (who is behind, on which collective), then one line per rank, then where the dumps are.
     */
    static List<String> report(Path dir, int nprocs) {
        return report(dir, nprocs, Map.of());
    }

    /** As {@link #report(Path, int)}, naming the host of a rank that left no record from {@code hostOf}. */
    static List<String> report(Path dir, int nprocs, Map<Integer, String> hostOf) {
        Map<Integer, Dump> dumps = new TreeMap<>();
        Map<Integer, String> problems = new TreeMap<>();
        for (int rank = 0; rank < nprocs; rank++) {
            Path file = FlightRecorder.dumpFile(dir, rank);
            try {
                dumps.put(rank, parse(rank, Files.readAllLines(file, StandardCharsets.UTF_8)));
            } catch (NoSuchFileException e) {
                problems.put(rank, hostOf.containsKey(rank) ? "(on " + hostOf.get(rank) + ") " + NO_RECORD : NO_RECORD);
            } catch (IOException | IllegalArgumentException e) {
                problems.put(rank, "left an unreadable record " + file.getFileName() + ": " + e.getMessage());
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add("flight recorder of " + nprocs + (nprocs == 1 ? " rank" : " ranks") + ":");
        for (String l : analyze(nprocs, dumps, problems)) {
            lines.add("  " + l);
        }
        lines.add("  dumps: " + dir);
        return lines;
    }

    /** The verdict and per-rank lines for ranks {@code 0..nprocs-1}; a rank is in dumps or problems. */
    static List<String> analyze(int nprocs, Map<Integer, Dump> recorded, Map<Integer, String> problems) {
        Map<Integer, Dump> dumps = new TreeMap<>();
        recorded.forEach((rank, d) -> dumps.put(rank, d.latest()));
        List<String> lines = new ArrayList<>();
        List<Integer> unrecorded = new ArrayList<>();
        for (int r = 0; r < nprocs; r++) {
            if (!dumps.containsKey(r)) {
                unrecorded.add(r);
            }
        }
        if (dumps.isEmpty()) {
            lines.add("no rank wrote a record");
        } else {
            Set<String> channels = new LinkedHashSet<>();
            dumps.values().forEach(d -> d.entries().forEach(e -> channels.add(e.channel())));
            for (String channel : channels) {
                String verdict = channelVerdict(channel, nprocs, dumps, unrecorded);
                if (verdict != null) {
                    lines.add(verdict);
                }
            }
            if (lines.isEmpty()) {
                lines.add(
                        "every recorded collective completed" + (unrecorded.isEmpty() ? ": no rank waits in one" : ""));
            }
        }
        for (int r = 0; r < nprocs; r++) {
            Dump d = dumps.get(r);
            lines.add(d == null ? "rank " + r + " " + problems.getOrDefault(r, NO_RECORD) : rankLine(d));
        }
        return lines;
    }

    /** What holds up {@code channel}, or null when no rank waits on it. */
    private static String channelVerdict(
            String channel, int nprocs, Map<Integer, Dump> dumps, List<Integer> unrecorded) {
        // Per rank on this channel: its first collective that did not complete, and its last one.
        Map<Integer, Entry> stuck = new TreeMap<>();
        Map<Integer, Entry> last = new TreeMap<>();
        for (Dump d : dumps.values()) {
            for (Entry e : d.entries()) {
                if (!e.channel().equals(channel)) {
                    continue;
                }
                Entry s = stuck.get(d.rank());
                if (e.state() != State.COMPLETED && (s == null || e.seq() < s.seq())) {
                    stuck.put(d.rank(), e);
                }
                if (!last.containsKey(d.rank()) || e.seq() >= last.get(d.rank()).seq()) {
                    last.put(d.rank(), e);
                }
            }
        }
        if (stuck.isEmpty()) {
            return null;
        }
        // The collective that blocks progress is the earliest one some rank is still in.
        long seq = stuck.values().stream().mapToLong(Entry::seq).min().orElseThrow();
        List<Integer> waiting = stuck.entrySet().stream()
                .filter(e -> e.getValue().seq() == seq)
                .map(Map.Entry::getKey)
                .toList();
        Entry blocking = stuck.get(waiting.getFirst());
        // Ranks that never got as far. Every rank is in the world channel; another channel may have
        // fewer members, so there only ranks that recorded something on it are judged.
        boolean world = channel.equals(FlightRecorder.DEFAULT_CHANNEL);
        List<Integer> behind = new ArrayList<>();
        for (Dump d : dumps.values()) {
            Entry l = last.get(d.rank());
            if (l == null ? world : l.seq() < seq) {
                behind.add(d.rank());
            }
        }
        // Ranks whose entries all failed gave up waiting (a timeout, an abort); the others still wait.
        boolean gaveUp = waiting.stream().allMatch(r -> stuck.get(r).state() == State.FAILED);
        String waitClause = ranks(waiting)
                + (gaveUp ? " failed in " : waiting.size() == 1 ? " waits in " : " wait in ")
                + blocking.describe()
                + waited(waiting, stuck, dumps);
        if (!behind.isEmpty()) {
            StringBuilder sb = new StringBuilder(ranks(behind))
                    .append(behind.size() == 1 ? " is" : " are")
                    .append(" behind: ")
                    .append(waitClause)
                    .append("; ");
            List<String> where = new ArrayList<>();
            for (int r : behind) {
                Entry l = last.get(r);
                if (l == null) {
                    where.add("rank " + r + " recorded none on that channel");
                } else {
                    where.add("rank " + r + "'s " + (where.isEmpty() ? "last collective on that channel " : "") + "is #"
                            + l.seq() + " (" + word(l.state()) + ")");
                }
            }
            sb.append(String.join(", ", where));
            if (!unrecorded.isEmpty() && world) {
                sb.append("; ").append(ranks(unrecorded)).append(" left no record");
            }
            return sb.append('.').toString();
        }
        if (!unrecorded.isEmpty() && world) {
            return waitClause + "; " + ranks(unrecorded) + " left no record, so "
                    + (unrecorded.size() == 1 ? "it is the one" : "they are the ones")
                    + (gaveUp ? " they waited for." : " they wait for.");
        }
        if (!world && last.size() == 1) {
            return waitClause + "; no other rank recorded a collective on that channel.";
        }
        return sameCollective(waiting, stuck, dumps, blocking, nprocs);
    }

    /** Every judged rank is in the same collective: whose entry failed first, by time. */
    private static String sameCollective(
            List<Integer> waiting, Map<Integer, Entry> stuck, Map<Integer, Dump> dumps, Entry blocking, int nprocs) {
        String who = waiting.size() == nprocs ? "all " + nprocs + " ranks" : ranks(waiting);
        List<Integer> failed = waiting.stream()
                .filter(r -> stuck.get(r).state() == State.FAILED)
                .sorted(Comparator.comparingLong((Integer r) -> failedAt(stuck.get(r), dumps.get(r))))
                .toList();
        if (failed.isEmpty()) {
            return who
                    + (waiting.size() == 1 ? " waits in " : " wait in ")
                    + blocking.describe()
                    + waited(waiting, stuck, dumps)
                    + (waiting.size() == 1 ? "; it recorded no failure." : "; none of them recorded a failure.");
        }
        StringBuilder sb = new StringBuilder(who)
                .append(" reached ")
                .append(blocking.describe())
                .append("; rank ")
                .append(failed.getFirst())
                .append("'s failed first");
        Entry first = stuck.get(failed.getFirst());
        String error =
                first.error().equals(ABSENT) ? dumps.get(failed.getFirst()).reason() : first.error();
        if (!error.equals(ABSENT)) {
            sb.append(" (").append(error).append(')');
        }
        long t0 = failedAt(first, dumps.get(failed.getFirst()));
        for (int r : failed.subList(1, failed.size())) {
            long t = failedAt(stuck.get(r), dumps.get(r));
            sb.append(", then rank ").append(r).append("'s");
            if (t0 != NO_TIME && t != NO_TIME) {
                sb.append(' ').append(duration(t - t0)).append(" later");
            }
        }
        List<Integer> open = waiting.stream().filter(r -> !failed.contains(r)).toList();
        if (!open.isEmpty()) {
            sb.append("; ")
                    .append(ranks(open))
                    .append(open.size() == 1 ? " was" : " were")
                    .append(" still in it");
        }
        return sb.append('.').toString();
    }

    private static long failedAt(Entry e, Dump d) {
        return e.endedUs() != NO_TIME ? e.endedUs() : d.dumpedUs() == NO_TIME ? Long.MAX_VALUE : d.dumpedUs();
    }

    /** " (started 2.1 s before the dump)": the longest wait among {@code ranks}, when the times say it. */
    private static String waited(List<Integer> ranks, Map<Integer, Entry> stuck, Map<Integer, Dump> dumps) {
        long longest = NO_TIME;
        boolean started = true;
        for (int r : ranks) {
            Entry e = stuck.get(r);
            long dumped = dumps.get(r).dumpedUs();
            if (e.sinceUs() != NO_TIME && dumped != NO_TIME && dumped - e.sinceUs() > longest) {
                longest = dumped - e.sinceUs();
                started = e.startedUs() != NO_TIME;
            }
        }
        return longest == NO_TIME
                ? ""
                : " (" + (started ? "started " : "enqueued, not started, ") + duration(longest) + " before the dump)";
    }

    private static String rankLine(Dump d) {
        StringBuilder sb = new StringBuilder("rank ").append(d.rank());
        List<String> where = new ArrayList<>();
        if (d.pid() != NO_TIME) {
            where.add("pid " + d.pid());
        }
        if (!d.host().equals(ABSENT)) {
            where.add("on " + d.host());
        }
        if (!where.isEmpty()) {
            sb.append(" (").append(String.join(" ", where)).append(')');
        }
        sb.append(": ");
        if (d.entries().isEmpty()) {
            sb.append("no collective recorded");
        } else {
            // The last entry per channel, in the order the channels first appear.
            Map<String, Entry> lastPerChannel = new LinkedHashMap<>();
            d.entries().forEach(e -> lastPerChannel.put(e.channel(), e));
            sb.append("last ")
                    .append(lastPerChannel.values().stream()
                            .map(e -> e.describe() + " (" + word(e.state()) + ")")
                            .collect(Collectors.joining(", ")));
        }
        if (!d.reason().equals(ABSENT)) {
            sb.append("; dumped for: ").append(d.reason());
        }
        if (d.malformed() > 0) {
            sb.append("; ")
                    .append(d.malformed())
                    .append(" malformed line")
                    .append(d.malformed() == 1 ? "" : "s")
                    .append(" skipped");
        }
        return sb.toString();
    }

    /** "rank 2" or "ranks 0, 1". */
    static String ranks(List<Integer> ranks) {
        return (ranks.size() == 1 ? "rank " : "ranks ")
                + ranks.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** "2.1 s", or "35 ms" below a tenth of a second. */
    static String duration(long micros) {
        if (micros < 100_000) {
            return Math.max(0, micros / 1000) + " ms";
        }
        return String.format(Locale.ROOT, "%.1f s", micros / 1e6);
    }
}
