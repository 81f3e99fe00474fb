package io.jiree.base;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What a run did, over time, written as it happens in the Trace Event Format (JSON; Perfetto and
 * {@code chrome://tracing} open it): spans of VM calls, {@code hal} calls, queue operations,
 * dispatches and collectives on the threads that ran them, and flow arrows from the operation that
 * signals a semaphore to the one that waited for it. One is active per process while
 * {@code --trace_file} (or the embedding API) records; instrumented code asks {@link #active()}
 * first, so that a run without a timeline pays one field read per instrumented point. Events are
 * streamed to the file as they end (memory stays bounded however long the run); a thread gets its
 * name the first time it records.
 */
public final class Timeline implements AutoCloseable {
    // The timeline instrumented code records to: the file's, a file-less one while only a flight
    // recording runs, or null.
    private static volatile Timeline active;
    private static volatile boolean flightRecording;
    private static Timeline fileTimeline; // guarded by Timeline.class
    private static final Timeline FLIGHT_ONLY = new Timeline();

    static {
        FlightEvents.watch();
    }

    private final Path file;
    private final Writer out; // null: no file
    private final long origin = System.nanoTime();
    private final int pid;
    private final Set<Long> namedThreads = ConcurrentHashMap.newKeySet();
    // Tracks' ids start far above Java threads' ids.
    private static final long TRACK_BASE = 1L << 30; // within 32 bits, as trace viewers read tids
    private final AtomicLong tracks = new AtomicLong();
    // Arrows begun and not ended yet, oldest first; signals nothing waits for fall out at the cap.
    private final Map<Long, Boolean> openFlows = new LinkedHashMap<>(64, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
            return size() > 4096;
        }
    }; // guarded by this
    private final StringBuilder line = new StringBuilder(256); // guarded by this
    private boolean first = true;
    private IOException failure;
    private boolean closed;

    private Timeline() {
        this.file = null;
        this.out = null;
        this.pid = 0;
    }

    /** Turns the JFR output on while a flight recording runs ({@link FlightEvents}). */
    static synchronized void flightRecording(boolean on) {
        flightRecording = on;
        active = fileTimeline != null ? fileTimeline : on ? FLIGHT_ONLY : null;
    }

    private Timeline(Path file, int pid, String processName) throws IOException {
        this.file = file;
        this.pid = pid;
        this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        out.write("[\n");
        metadata("process_name", 0, processName);
        // Where time 0 is, for merging the files of ranks: on the host's monotonic clock (shared by
        // its processes) and on the wall clock, with the host it was read on.
        long wall = Instant.now().toEpochMilli() * 1000;
        StringBuilder clock = new StringBuilder("{\"ph\":\"M\",\"name\":\"jiree_clock\",\"pid\":");
        clock.append(pid).append(",\"tid\":0,\"args\":{\"monotonic_ns\":").append(origin);
        clock.append(",\"epoch_us\":").append(wall).append(",\"host\":");
        Json.quote(clock, HostName.get());
        write(clock.append("}}"));
    }

    /** The variable naming a directory where each rank writes its timeline ({@code jiree launch --trace_file}). */
    public static final String DIR_VARIABLE = "JIREE_TRACE_DIR";

    /** The timeline recording now, or null. */
    public static Timeline active() {
        return active;
    }

    /**
     * Starts recording to {@code file} as process {@code pid} named {@code processName} (a rank's
     * number and name when ranks are merged). FAILED_PRECONDITION while another records.
     */
    public static synchronized Timeline start(Path file, int pid, String processName) {
        if (fileTimeline != null) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "a timeline is already being written to %s", fileTimeline.file);
        }
        try {
            Timeline t = new Timeline(file, pid, processName);
            fileTimeline = t;
            active = t;
            return t;
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot write the trace file %s: %s", file, e.getMessage());
        }
    }

    /**
     * Now, as the start of a span this thread will end with {@link #span}: spans begin here so that
     * a flight recording sees them from their start.
     */
    public long begin() {
        return begin(1);
    }

    /** As {@link #begin()} for {@code count} spans that start together (the dispatches of a level). */
    public long begin(int count) {
        long now = System.nanoTime();
        if (flightRecording) {
            for (int i = 0; i < count; i++) {
                FlightEvents.begin(now);
            }
        }
        return now;
    }

    /** The span of {@code category}/{@code name} this thread began at {@code start} ({@link #begin}), ending now. */
    public void span(String category, String name, long start) {
        span(category, name, start, System.nanoTime(), null);
    }

    /**
     * The span this thread began at {@code start} ({@link #begin}), ending at {@code endNanos};
     * {@code args} is a JSON object's text (see {@link Json#quote}) or null.
     */
    public void span(String category, String name, long start, long endNanos, String args) {
        if (flightRecording) {
            FlightEvents.end(start, category, name, args);
        }
        if (out == null) {
            return;
        }
        synchronized (this) {
            StringBuilder b = event("X", category, name, start);
            b.append(",\"dur\":");
            micros(b, Math.max(0, endNanos - start));
            if (args != null) {
                b.append(",\"args\":").append(args);
            }
            end(b);
        }
    }

    /**
     * A track of its own named {@code name} (a device's stream, say), for spans of work no Java
     * thread runs: {@link #spanOn} and the flow methods record on it. The caller keeps its spans
     * nested or one after another.
     */
    public long track(String name) {
        long tid = TRACK_BASE + tracks.incrementAndGet();
        if (out != null) {
            synchronized (this) {
                metadata("thread_name", tid, name);
            }
        }
        return tid;
    }

    /** As {@link #span(String, String, long, long, String)} on {@code track} ({@link #track}), from {@code start} to {@code endNanos}. */
    public void spanOn(long track, String category, String name, long start, long endNanos, String args) {
        if (out == null) {
            return; // the flight recorder's events belong to threads
        }
        synchronized (this) {
            StringBuilder b = event(track, "X", category, name, start);
            b.append(",\"dur\":");
            micros(b, Math.max(0, endNanos - start));
            if (args != null) {
                b.append(",\"args\":").append(args);
            }
            end(b);
        }
    }

    /** The start of a flow arrow {@code id} at {@code atNanos}, inside the span this thread records around it. */
    public void flowOut(String name, long id, long atNanos) {
        flowOutOn(Thread.currentThread().threadId(), name, id, atNanos);
    }

    /** As {@link #flowOut} inside a span of {@code track} (a thread's id or a {@link #track}). */
    public void flowOutOn(long track, String name, long id, long atNanos) {
        if (out == null) {
            return;
        }
        synchronized (this) {
            openFlows.put(id, Boolean.TRUE);
            StringBuilder b = event(track, "s", "flow", name, atNanos);
            b.append(",\"id\":").append(id);
            end(b);
        }
    }

    /**
     * The end of flow arrow {@code id}, bound to the span this thread records around {@code atNanos}:
     * drawn only when a flow out of {@code id} was recorded and no other wait has ended it (an arrow
     * has one end).
     */
    public void flowIn(String name, long id, long atNanos) {
        flowInOn(Thread.currentThread().threadId(), name, id, atNanos);
    }

    /** As {@link #flowIn} inside a span of {@code track} (a thread's id or a {@link #track}). */
    public void flowInOn(long track, String name, long id, long atNanos) {
        if (out == null) {
            return;
        }
        synchronized (this) {
            if (openFlows.remove(id) == null) {
                return; // reached by the host or by untraced work, or another waiter has the arrow
            }
            StringBuilder b = event(track, "f", "flow", name, atNanos);
            b.append(",\"id\":").append(id).append(",\"bp\":\"e\"");
            end(b);
        }
    }

    /** The flow id of one timepoint: a semaphore (by its {@code Semaphore.flowKey()}) at a value. */
    public static long flowId(long semaphoreKey, long value) {
        return (semaphoreKey << 24) ^ value;
    }

    /** A counter track {@code name} at {@code value} from now on. */
    public void counter(String name, long value) {
        if (flightRecording) {
            FlightEvents.counter(name, value);
        }
        if (out == null) {
            return;
        }
        synchronized (this) {
            StringBuilder b = event("C", "counter", name, System.nanoTime());
            b.append(",\"args\":{\"value\":").append(value).append('}');
            end(b);
        }
    }

    private StringBuilder event(String phase, String category, String name, long atNanos) {
        return event(Thread.currentThread().threadId(), phase, category, name, atNanos);
    }

    private StringBuilder event(long tid, String phase, String category, String name, long atNanos) {
        if (tid < TRACK_BASE && namedThreads.add(tid)) {
            metadata("thread_name", tid, Thread.currentThread().getName());
        }
        StringBuilder b = line;
        b.setLength(0);
        b.append("{\"ph\":\"").append(phase).append("\",\"cat\":");
        Json.quote(b, category);
        b.append(",\"name\":");
        Json.quote(b, name);
        b.append(",\"pid\":").append(pid).append(",\"tid\":").append(tid).append(",\"ts\":");
        micros(b, atNanos - origin);
        return b;
    }

    private void end(StringBuilder b) {
        b.append('}');
        write(b);
    }

    private void metadata(String what, long tid, String name) {
        StringBuilder b =
                new StringBuilder("{\"ph\":\"M\",\"name\":\"").append(what).append("\",\"pid\":");
        b.append(pid).append(",\"tid\":").append(tid).append(",\"args\":{\"name\":");
        Json.quote(b, name);
        b.append("}}");
        write(b);
    }

    private void write(CharSequence event) {
        if (closed || failure != null) {
            return;
        }
        try {
            if (!first) {
                out.write(",\n");
            }
            first = false;
            out.append(event);
        } catch (IOException e) {
            failure = e; // reported when the timeline closes
        }
    }

    // Microseconds with three decimals, as the format's timestamps are.
    private static void micros(StringBuilder b, long nanos) {
        long n = Math.max(0, nanos);
        b.append(n / 1000).append('.');
        long frac = n % 1000;
        if (frac < 100) {
            b.append('0');
        }
        if (frac < 10) {
            b.append('0');
        }
        b.append(frac);
    }

    /** Ends the file; UNAVAILABLE when it could not be written. Recording stops. */
    @Override
    public void close() {
        if (out == null) {
            return; // the flight recorder's, which follows its recordings
        }
        synchronized (Timeline.class) {
            if (fileTimeline == this) {
                fileTimeline = null;
                active = flightRecording ? FLIGHT_ONLY : null;
            }
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            try {
                out.write("\n]\n");
                out.close();
            } catch (IOException e) {
                failure = failure == null ? e : failure;
            }
            if (failure != null) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE, "writing the trace file %s failed: %s", file, failure.getMessage());
            }
        }
    }
}
