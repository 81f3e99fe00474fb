package io.jiree.base;

import java.io.IOException;
import java.io.Writer;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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
    private static volatile Timeline active;

    private final Path file;
    private final Writer out;
    private final long origin = System.nanoTime();
    private final int pid;
    private final Set<Long> namedThreads = ConcurrentHashMap.newKeySet();
    private final StringBuilder line = new StringBuilder(256); // guarded by this
    private boolean first = true;
    private IOException failure;
    private boolean closed;

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
        quote(clock, hostName());
        write(clock.append("}}"));
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
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
        if (active != null) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "a timeline is already being written to %s", active.file);
        }
        try {
            Timeline t = new Timeline(file, pid, processName);
            active = t;
            return t;
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot write the trace file %s: %s", file, e.getMessage());
        }
    }

    /** A span of {@code category}/{@code name} on this thread from {@code startNanos} to now ({@link System#nanoTime}). */
    public void span(String category, String name, long startNanos) {
        span(category, name, startNanos, System.nanoTime(), null);
    }

    /**
     * A span on this thread; {@code args} is a JSON object's text (see {@link #quote}) or null.
     */
    public synchronized void span(String category, String name, long startNanos, long endNanos, String args) {
        StringBuilder b = begin("X", category, name, startNanos);
        b.append(",\"dur\":");
        micros(b, Math.max(0, endNanos - startNanos));
        if (args != null) {
            b.append(",\"args\":").append(args);
        }
        end(b);
    }

    /** The start of a flow arrow {@code id} at {@code atNanos}, inside the span this thread records around it. */
    public synchronized void flowOut(String name, long id, long atNanos) {
        StringBuilder b = begin("s", "flow", name, atNanos);
        b.append(",\"id\":").append(id);
        end(b);
    }

    /** The end of flow arrow {@code id}, bound to the span this thread records around {@code atNanos}. */
    public synchronized void flowIn(String name, long id, long atNanos) {
        StringBuilder b = begin("f", "flow", name, atNanos);
        b.append(",\"id\":").append(id).append(",\"bp\":\"e\"");
        end(b);
    }

    /** A counter track {@code name} at {@code value} from now on. */
    public synchronized void counter(String name, long value) {
        StringBuilder b = begin("C", "counter", name, System.nanoTime());
        b.append(",\"args\":{\"value\":").append(value).append('}');
        end(b);
    }

    private StringBuilder begin(String phase, String category, String name, long atNanos) {
        long tid = Thread.currentThread().threadId();
        if (namedThreads.add(tid)) {
            metadata("thread_name", tid, Thread.currentThread().getName());
        }
        StringBuilder b = line;
        b.setLength(0);
        b.append("{\"ph\":\"").append(phase).append("\",\"cat\":");
        quote(b, category);
        b.append(",\"name\":");
        quote(b, name);
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
        quote(b, name);
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

    /** Appends {@code s} as a JSON string. */
    public static StringBuilder quote(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"');
    }

    /** Ends the file; UNAVAILABLE when it could not be written. Recording stops. */
    @Override
    public void close() {
        synchronized (Timeline.class) {
            if (active == this) {
                active = null;
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
