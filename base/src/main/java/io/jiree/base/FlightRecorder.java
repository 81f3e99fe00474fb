package io.jiree.base;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import sun.misc.Signal;

/**
 * The last collectives this process issued, kept so that a hang can be explained: for each, its
 * channel, its sequence number on that channel, kind, element type, count, state (enqueued,
 * started, completed, failed) and when it changed. Drivers record every collective they issue;
 * whoever gives up on one (a timeout, an abort, an asynchronous error) {@link #dump dumps} the
 * recorder — a short summary on stderr and the whole table in a file named in the error.
 *
 * <p>{@value #DIR_VARIABLE} names a directory: dumps go there as {@code rank<R>.tsv}, and the
 * process also dumps when it exits (also on SIGTERM) and on SIGUSR1, so a launcher can merge every
 * rank's table. Otherwise a dump goes to a file in the temporary directory. The file format is
 * described in docs/when-ranks-hang.md.
 */
public final class FlightRecorder {
    public static final String DIR_VARIABLE = "JIREE_FLIGHT_RECORDER_DIR";
    /**
     * {@code stderr}: every dump is also printed on stderr, each line after {@link #STREAM_PREFIX},
     * for a launcher that reads the ranks' output but not their file systems (ranks on other hosts).
     */
    public static final String STREAM_VARIABLE = "JIREE_FLIGHT_RECORDER_STREAM";
    /** What starts each line of a dump printed on stderr ({@link #STREAM_VARIABLE}). */
    public static final String STREAM_PREFIX = "jiree-flight-recorder\t";

    public static final String ENTRIES_VARIABLE = "JIREE_FLIGHT_RECORDER_ENTRIES";
    public static final int DEFAULT_ENTRIES = 2000;
    public static final String FORMAT_LINE = "# jiree flight recorder 1";

    /** The name under which every rank records the channel they all belong to. */
    public static final String DEFAULT_CHANNEL = "default";

    /** Where a recorded collective is. */
    public enum State {
        ENQUEUED,
        STARTED,
        COMPLETED,
        FAILED
    }

    private static FlightRecorder instance;

    private final Record[] ring;
    private final Path directory; // null: dump into the temporary directory
    private final boolean stream; // dumps also on stderr
    PrintStream streamTo = System.err; // where streamed dumps go (tests look at them)
    private long recorded; // guarded by this
    private volatile int rank = -1;
    private volatile int ranks = -1;
    private final Map<String, AtomicLong> counters = new ConcurrentHashMap<>();
    private boolean exitDumped; // guarded by this
    private volatile String firstReason; // of the first dump: what went wrong, kept by later dumps

    FlightRecorder(int capacity, Path directory) {
        this(capacity, directory, false);
    }

    FlightRecorder(int capacity, Path directory, boolean stream) {
        this.ring = new Record[Math.max(1, capacity)];
        this.directory = directory;
        this.stream = stream;
    }

    /** The process's recorder, configured from the environment on first use. */
    public static synchronized FlightRecorder get() {
        if (instance == null) {
            Environment env = Environment.system();
            int capacity = env.getLong(ENTRIES_VARIABLE, 1, 1_000_000)
                    .orElse((long) DEFAULT_ENTRIES)
                    .intValue();
            instance = new FlightRecorder(
                    capacity,
                    env.get(DIR_VARIABLE).map(Path::of).orElse(null),
                    env.get(STREAM_VARIABLE).filter("stderr"::equals).isPresent());
            instance.installDumpTriggers();
        }
        return instance;
    }

    /** Records this process's place in the job (its default channel), for the dump's header. */
    public void identify(int rank, int count) {
        if (this.rank < 0) {
            this.rank = rank;
            this.ranks = count;
        }
    }

    /**
     * A channel's sequence of collectives; {@code name} identifies the channel in dumps. A channel
     * created again under a name (a program that makes its channel on every call) goes on counting
     * where the last one of that name stopped, so numbers never repeat within a process.
     */
    public Track track(String name) {
        return new Track(name, counters.computeIfAbsent(name, n -> new AtomicLong()));
    }

    /** The collectives of one channel, numbered from 1 in the order this process issues them. */
    public final class Track {
        private final String name;
        private final AtomicLong sequence;

        private Track(String name, AtomicLong sequence) {
            this.name = name;
            this.sequence = sequence;
        }

        public String name() {
            return name;
        }

        /**
         * Records a collective about to be issued on this channel ({@code rank} of {@code count}):
         * its kind ({@code all_reduce}), element type ({@code f32}) and the detail its parameter
         * gives ({@code sum}, {@code root=1}; {@code -} for none), as hal-api's {@code CollectiveOp}
         * names them.
         */
        public Record record(String kind, String type, String detail, long elementCount, int rank, int count) {
            Record r = new Record(name, sequence.incrementAndGet(), kind, type, detail, elementCount, rank, count);
            add(r);
            return r;
        }
    }

    /** One collective as issued by this process. */
    public static final class Record {
        private final String channel;
        private final long sequence;
        private final String kind;
        private final String type;
        private final String detail;
        private final long elementCount;
        private final int rank;
        private final int count;
        private final long enqueuedMicros = nowMicros();
        private volatile State state = State.ENQUEUED;
        private volatile long startedMicros;
        private volatile long endedMicros;
        private volatile String error;

        Record(
                String channel,
                long sequence,
                String kind,
                String type,
                String detail,
                long elementCount,
                int rank,
                int count) {
            this.channel = channel;
            this.sequence = sequence;
            this.kind = kind;
            this.type = type;
            this.detail = detail;
            this.elementCount = elementCount;
            this.rank = rank;
            this.count = count;
        }

        public void started() {
            if (state == State.ENQUEUED) {
                startedMicros = nowMicros();
                state = State.STARTED;
            }
        }

        public void completed() {
            if (state == State.ENQUEUED || state == State.STARTED) {
                endedMicros = nowMicros();
                state = State.COMPLETED;
            }
        }

        public void failed(String why) {
            if (state != State.COMPLETED && state != State.FAILED) {
                error = why;
                endedMicros = nowMicros();
                state = State.FAILED;
            }
        }

        public State state() {
            return state;
        }

        public boolean done() {
            State s = state;
            return s == State.COMPLETED || s == State.FAILED;
        }

        public long sequence() {
            return sequence;
        }

        /** e.g. {@code all_reduce}. */
        public String kind() {
            return kind;
        }

        public long elementCount() {
            return elementCount;
        }

        public String channel() {
            return channel;
        }

        /** The rank count of the record's channel. */
        public int count() {
            return count;
        }

        /** e.g. {@code all_reduce f32[1024] sum #5 on channel default (rank 0 of 2)}. */
        public String describe() {
            return what() + " #" + sequence + " on channel " + channel + " (rank " + rank + " of " + count + ")";
        }

        /** The collective alone, e.g. {@code all_reduce f32[1024] sum}: what every rank must issue alike. */
        public String what() {
            return kind + " " + type + "[" + elementCount + "]" + (detail.equals("-") ? "" : " " + detail);
        }

        String row() {
            return String.join(
                    "\t",
                    channel,
                    Long.toString(sequence),
                    kind,
                    type,
                    Long.toString(elementCount),
                    detail.replace(' ', ','),
                    state.name().toLowerCase(Locale.ROOT),
                    Long.toString(enqueuedMicros),
                    micros(startedMicros),
                    micros(endedMicros),
                    error == null ? "-" : clean(error));
        }
    }

    private synchronized void add(Record r) {
        ring[(int) (recorded % ring.length)] = r;
        recorded++;
    }

    /** The records still held, oldest first. */
    public synchronized List<Record> records() {
        List<Record> out = new ArrayList<>();
        long first = Math.max(0, recorded - ring.length);
        for (long i = first; i < recorded; i++) {
            out.add(ring[(int) (i % ring.length)]);
        }
        return out;
    }

    /**
     * Dumps the process's recorder for {@code failure} (a collective that cannot finish) unless its
     * message already names a dump; returns the failure annotated with the dump's file.
     */
    public static JireeException dumpOnce(JireeException failure) {
        if (failure.getMessage().contains(DUMP_NOTE)) {
            return failure;
        }
        return get().dump(failure.code() + "; " + failure.detail())
                .map(p -> failure.annotate(DUMP_NOTE + p))
                .orElse(failure);
    }

    /** How messages name a dump's file. */
    public static final String DUMP_NOTE = "flight recorder: ";

    /**
     * Dumps the process's recorder (why: {@code reason}) and returns what an error message appends
     * to name the file: {@code "; flight recorder: <path>"}, or empty when nothing was written.
     */
    public static String dumpNote(String reason) {
        return get().dump(reason).map(p -> "; " + DUMP_NOTE + p).orElse("");
    }

    /**
     * Writes the table (why: {@code reason}) to this rank's dump file and a short summary to stderr.
     * Returns the file, or empty when it could not be written (the summary says why).
     */
    public Optional<Path> dump(String reason) {
        return dump(reason, System.err);
    }

    Optional<Path> dump(String reason, PrintStream summary) {
        if (firstReason == null && !reason.equals("process exit") && !reason.equals("SIGUSR1")) {
            firstReason = reason;
        }
        List<Record> records = records();
        String text = render(reason, records);
        Path file;
        try {
            if (directory != null) {
                Files.createDirectories(directory);
                file = dumpFile(directory, Math.max(rank, 0));
            } else {
                file = Files.createTempFile(
                        "jiree-flight-recorder-" + ProcessHandle.current().pid() + "-", ".tsv");
            }
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.writeString(partial, text, StandardCharsets.UTF_8);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            summary.println("jiree flight recorder: cannot write the dump: " + e.getMessage());
            return Optional.empty();
        }
        if (stream) {
            streamOut(text, streamTo);
        }
        summary.print(summary(records, file));
        summary.flush();
        return Optional.of(file);
    }

    /** {@code text}'s lines on {@code out}, each after {@link #STREAM_PREFIX}, at once. */
    static void streamOut(String text, PrintStream out) {
        StringBuilder sb = new StringBuilder(text.length() + 32 * 24);
        text.lines().forEach(line -> sb.append(STREAM_PREFIX).append(line).append('\n'));
        synchronized (out) {
            out.print(sb);
            out.flush();
        }
    }

    String summary(List<Record> records, Path file) {
        StringBuilder sb = new StringBuilder();
        sb.append("jiree flight recorder (rank ")
                .append(rank < 0 ? "?" : rank)
                .append(" of ")
                .append(ranks < 0 ? "?" : ranks)
                .append("): ")
                .append(records.size())
                .append(" collective(s) recorded");
        int shown = 0;
        for (int i = records.size() - 1; i >= 0 && shown < 3; i--, shown++) {
            Record r = records.get(i);
            sb.append(shown == 0 ? "; last: " : ", ")
                    .append(r.describe())
                    .append(' ')
                    .append(r.state.name().toLowerCase(Locale.ROOT));
        }
        return sb.append("; full table: ").append(file).append('\n').toString();
    }

    String render(String reason, List<Record> records) {
        StringBuilder sb = new StringBuilder(128 + 96 * records.size());
        sb.append(FORMAT_LINE).append('\n');
        sb.append("rank\t").append(rank < 0 ? "-" : Integer.toString(rank)).append('\n');
        sb.append("ranks\t").append(ranks < 0 ? "-" : Integer.toString(ranks)).append('\n');
        sb.append("pid\t").append(ProcessHandle.current().pid()).append('\n');
        sb.append("host\t").append(HostName.get()).append('\n');
        sb.append("reason\t").append(clean(reason)).append('\n');
        sb.append("dumped_us\t").append(nowMicros()).append('\n');
        sb.append("# channel\tseq\tkind\ttype\tcount\top\tstate\tenqueued_us\tstarted_us\tended_us\terror\n");
        for (Record r : records) {
            sb.append(r.row()).append('\n');
        }
        return sb.toString();
    }

    /**
     * With a dump directory: dump at exit (a launcher that stops this rank with SIGTERM still gets
     * its table) and on SIGUSR1 (a look at a running job without stopping it).
     */
    private void installDumpTriggers() {
        if (directory == null && !stream) {
            return;
        }
        Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().unstarted(this::dumpAtExit));
        try {
            Signal.handle(new Signal("USR1"), s -> dump("SIGUSR1"));
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // The JVM keeps SIGUSR1 for itself here; the exit dump still happens.
        }
    }

    /**
     * The exit dump (only with a dump directory): also for shutdown hooks that end the process
     * themselves (MPI_Abort) and must not race this one.
     */
    public synchronized void dumpAtExit() {
        // Once: both the shutdown hook and MPI's exit path ask, and may do so at the same time.
        if ((directory != null || stream) && !exitDumped) {
            exitDumped = true;
            dump(firstReason == null ? "process exit" : firstReason + " (table again at process exit)", nullStream());
        }
    }

    /** The dump file of {@code rank} in a dump directory. */
    public static Path dumpFile(Path directory, int rank) {
        return directory.resolve("rank" + rank + ".tsv");
    }

    private static PrintStream nullStream() {
        return new PrintStream(OutputStream.nullOutputStream());
    }

    private static String clean(String text) {
        String s = text.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
        return s.isEmpty() ? "-" : s;
    }

    private static String micros(long value) {
        return value == 0 ? "-" : Long.toString(value);
    }

    static long nowMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1000;
    }
}
