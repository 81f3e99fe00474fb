package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlightRecorderTest {
    // As hal-api's CollectiveOp names an f32 sum all_reduce and a bf16 broadcast from rank 1.
    private static FlightRecorder.Record sumF32(FlightRecorder.Track track, long count, int rank) {
        return track.record("all_reduce", "f32", "sum", count, rank, 2);
    }

    private static FlightRecorder.Record broadcastBf16(FlightRecorder.Track track, long count) {
        return track.record("broadcast", "bf16", "root=1", count, 0, 2);
    }

    @Test
    void numbersCollectivesPerChannelAndKeepsTheLastOnes() {
        FlightRecorder recorder = new FlightRecorder(3, null);
        FlightRecorder.Track a = recorder.track("default");
        FlightRecorder.Track b = recorder.track("default/split(1,0)");
        sumF32(a, 8, 0).completed();
        broadcastBf16(b, 4);
        FlightRecorder.Record third = sumF32(a, 1024, 0);
        third.started();
        FlightRecorder.Record fourth = broadcastBf16(b, 4);
        List<FlightRecorder.Record> kept = recorder.records();
        assertEquals(3, kept.size());
        assertEquals(2, third.sequence());
        assertEquals(2, fourth.sequence());
        assertEquals(third, kept.get(1));
        assertEquals("all_reduce f32[1024] sum #2 on channel default (rank 0 of 2)", third.describe());
        assertEquals("broadcast bf16[4] root=1 #2 on channel default/split(1,0) (rank 0 of 2)", fourth.describe());
        third.completed();
        third.failed("late"); // completed stays completed
        assertEquals(FlightRecorder.State.COMPLETED, third.state());
        // A channel made again under the same name goes on counting.
        assertEquals(3, sumF32(recorder.track("default"), 1, 0).sequence());
    }

    @Test
    void dumpsATableIntoTheDirectoryAndASummaryOnStderr(@TempDir Path dir) throws Exception {
        FlightRecorder recorder = new FlightRecorder(10, dir);
        recorder.identify(1, 2);
        FlightRecorder.Track t = recorder.track("default");
        sumF32(t, 16, 1).completed();
        FlightRecorder.Record stuck = sumF32(t, 1024, 1);
        stuck.started();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path file = recorder.dump("DEADLINE_EXCEEDED; stuck\there", new PrintStream(err, true, StandardCharsets.UTF_8))
                .orElseThrow();
        assertEquals(dir.resolve("rank1.tsv"), file);
        List<String> lines = Files.readAllLines(file);
        assertEquals(FlightRecorder.FORMAT_LINE, lines.get(0));
        assertTrue(lines.contains("rank\t1"), lines.toString());
        assertTrue(lines.contains("ranks\t2"), lines.toString());
        assertTrue(lines.contains("reason\tDEADLINE_EXCEEDED; stuck here"), lines.toString());
        int header =
                lines.indexOf("# channel\tseq\tkind\ttype\tcount\top\tstate\tenqueued_us\tstarted_us\tended_us\terror");
        assertTrue(header > 0, lines.toString());
        String[] first = lines.get(header + 1).split("\t");
        String[] last = lines.get(header + 2).split("\t");
        assertEquals(11, first.length);
        assertEquals(
                List.of("default", "1", "all_reduce", "f32", "16", "sum", "completed"),
                List.of(first).subList(0, 7));
        assertEquals(
                List.of("default", "2", "all_reduce", "f32", "1024", "sum", "started"),
                List.of(last).subList(0, 7));
        assertEquals("-", last[9]);
        assertTrue(Long.parseLong(last[8]) >= Long.parseLong(last[7]));
        String summary = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                summary.contains("rank 1 of 2")
                        && summary.contains("all_reduce f32[1024] sum #2")
                        && summary.contains(file.toString()),
                summary);
    }

    @Test
    void streamsEveryDumpLineByLineForALauncherOnAnotherHost(@TempDir Path dir) throws Exception {
        FlightRecorder recorder = new FlightRecorder(10, dir, true);
        recorder.identify(0, 2);
        sumF32(recorder.track("default"), 4, 0).started();
        ByteArrayOutputStream streamed = new ByteArrayOutputStream();
        recorder.streamTo = new PrintStream(streamed, true, StandardCharsets.UTF_8);
        Path file = recorder.dump("DEADLINE_EXCEEDED; stuck", new PrintStream(new ByteArrayOutputStream()))
                .orElseThrow();
        List<String> lines = streamed.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(lines.stream().allMatch(l -> l.startsWith(FlightRecorder.STREAM_PREFIX)), lines::toString);
        // Without its prefix, the stream is the file, line for line.
        assertEquals(
                Files.readAllLines(file),
                lines.stream()
                        .map(l -> l.substring(FlightRecorder.STREAM_PREFIX.length()))
                        .toList());
        assertEquals(FlightRecorder.FORMAT_LINE, Files.readAllLines(file).getFirst());
    }
}
