package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Timeline;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While a Java Flight Recorder recording runs, jiree's spans are in it as {@code io.jiree.Span}
 * events (VM calls, native-module calls, queue operations, dispatches) from their start to their
 * end, and its live memory as {@code io.jiree.Counter}; once no recording runs, nothing records.
 */
class FlightEventsTest {
    private static final Path CHAIN =
            TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/transient_chain.vmfb");

    @Test
    void aRecordingSeesTheSpansOfACall(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("run.jfr");
        try (Instance instance = Instance.create();
                Session s = instance.createSession("local-task")) {
            s.loadModule(CHAIN);
            try (Recording recording = new Recording()) {
                recording.enable("io.jiree.Span");
                recording.enable("io.jiree.Counter");
                recording.start();
                int[] a = new int[16];
                int[] b = new int[16];
                for (int i = 0; i < 16; i++) {
                    a[i] = i + 1;
                    b[i] = i % 2;
                }
                s.call("chain", Tensors.i32(a, 4, 4), Tensors.i32(b, 4, 4));
                recording.stop();
                recording.dump(file);
            }
            assertNull(Timeline.active(), "nothing records once no recording runs");
        }
        List<RecordedEvent> events = RecordingFile.readAllEvents(file);
        RecordedEvent call = events.stream()
                .filter(e -> e.getEventType().getName().equals("io.jiree.Span"))
                .filter(e -> e.getString("name").equals("module.chain"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no span of the call among " + events.size() + " events"));
        assertEquals("vm", call.getString("category"));
        assertTrue(call.getDuration().toNanos() > 0);
        Instant from = call.getStartTime();
        Instant to = call.getEndTime();
        long imports = 0;
        long dispatches = 0;
        for (RecordedEvent e : events) {
            if (!e.getEventType().getName().equals("io.jiree.Span")) {
                continue;
            }
            boolean inside = !e.getStartTime().isBefore(from) && !e.getEndTime().isAfter(to);
            switch (e.getString("category")) {
                case "import" -> imports += inside && e.getString("name").startsWith("hal.") ? 1 : 0;
                case "dispatch" -> {
                    dispatches++;
                    assertTrue(e.getString("args").contains("\"workgroups\":[1,1,1]"), e.getString("args"));
                }
                default -> {}
            }
        }
        assertTrue(imports > 5, "hal calls within the call: " + imports);
        assertEquals(4, dispatches); // the chain's four matmuls
        assertTrue(events.stream().anyMatch(e -> e.getEventType().getName().equals("io.jiree.Counter")));
    }

    @Test
    void aRecordingWithoutJireesEventsCostsNoSpans() {
        // A profile of something else (or one that turned jiree's events off) must not make every
        // call build spans that nobody records.
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ObjectAllocationSample");
            recording.disable("io.jiree.Span");
            recording.disable("io.jiree.Counter");
            recording.start();
            assertNull(Timeline.active(), "the timeline is on for a recording that takes none of its events");
            recording.stop();
        }
        try (Recording recording = new Recording()) {
            recording.enable("io.jiree.Span");
            recording.start();
            assertTrue(Timeline.active() != null, "the timeline is off while a recording takes its spans");
            recording.stop();
        }
        assertNull(Timeline.active(), "nothing records once no recording runs");
    }
}
