package io.jiree.base;

import java.util.ArrayDeque;
import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;
import jdk.jfr.FlightRecorderListener;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.Recording;
import jdk.jfr.RecordingState;
import jdk.jfr.StackTrace;

/**
 * The timeline's spans as Java Flight Recorder events, so that an application recording with JFR
 * sees jiree's calls, queue operations, dispatches and collectives inside its own recording
 * ({@code io.jiree.Span}, {@code io.jiree.Counter}). Off unless a recording runs: a listener on the
 * flight recorder turns the timeline's JFR output on while a running recording has them enabled.
 */
final class FlightEvents {
    private FlightEvents() {}

    @Name("io.jiree.Span")
    @Label("jiree span")
    @Category("jiree")
    @Description("A span of a jiree run: a VM call, a native-module call, a queue operation, a dispatch, a collective")
    @StackTrace(false)
    static final class SpanEvent extends Event {
        @Label("Category")
        String category;

        @Label("Name")
        String name;

        @Label("Arguments")
        @Description("JSON: workgroup counts and tiles per worker of a dispatch, sizes of a collective")
        String args;

        transient long startNanos;
    }

    @Name("io.jiree.Counter")
    @Label("jiree counter")
    @Category("jiree")
    @StackTrace(false)
    static final class CounterEvent extends Event {
        @Label("Name")
        String name;

        @Label("Value")
        @DataAmount
        long value;
    }

    // The spans begun on each thread and not ended yet (spans nest on a thread).
    private static final ThreadLocal<ArrayDeque<SpanEvent>> OPEN = ThreadLocal.withInitial(ArrayDeque::new);

    /** Follows the flight recorder's recordings from now on, telling {@link Timeline} while one runs. */
    static void watch() {
        FlightRecorder.addListener(new FlightRecorderListener() {
            @Override
            public void recordingStateChanged(Recording recording) {
                update();
            }
        });
        if (FlightRecorder.isInitialized()) {
            update();
        }
    }

    private static void update() {
        // Only while a running recording takes jiree's events: one that turned them off (or a
        // profile of something else) must not pay for spans nobody records.
        boolean running = FlightRecorder.getFlightRecorder().getRecordings().stream()
                        .anyMatch(r -> r.getState() == RecordingState.RUNNING)
                && (EventType.getEventType(SpanEvent.class).isEnabled()
                        || EventType.getEventType(CounterEvent.class).isEnabled());
        Timeline.flightRecording(running);
    }

    /** Begins a span at {@code startNanos} on this thread. */
    static void begin(long startNanos) {
        SpanEvent e = new SpanEvent();
        e.startNanos = startNanos;
        e.begin();
        OPEN.get().push(e);
    }

    /** Ends and commits the span begun at {@code startNanos} on this thread, if it was begun while recording. */
    static void end(long startNanos, String category, String name, String args) {
        ArrayDeque<SpanEvent> open = OPEN.get();
        SpanEvent e = open.peek();
        if (e == null || e.startNanos != startNanos) {
            return; // begun before the recording started
        }
        open.pop();
        e.category = category;
        e.name = name;
        e.args = args;
        e.commit();
    }

    static void counter(String name, long value) {
        CounterEvent e = new CounterEvent();
        e.name = name;
        e.value = value;
        e.commit();
    }
}
