package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.FlightRecorder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlightReportTest {
    private static final long T = 1_764_000_000_000_000L;

    @TempDir
    Path dir;

    /** Writes rank r's dump: header lines, then the given rows (fields separated by spaces here). */
    private void dump(int rank, int ranks, String reason, long dumpedUs, String... rows) throws IOException {
        StringBuilder sb = new StringBuilder(FlightRecorder.FORMAT_LINE)
                .append('\n')
                .append("rank\t")
                .append(rank)
                .append('\n')
                .append("ranks\t")
                .append(ranks)
                .append('\n')
                .append("pid\t")
                .append(1000 + rank)
                .append('\n')
                .append("host\tnode")
                .append('\n')
                .append("reason\t")
                .append(reason)
                .append('\n')
                .append("dumped_us\t")
                .append(dumpedUs)
                .append('\n')
                .append("# channel\tseq\tkind\ttype\tcount\top\tstate\tenqueued_us\tstarted_us\tended_us\terror\n");
        for (String row : rows) {
            // The error, the last field, may hold spaces.
            sb.append(String.join("\t", row.split(" ", 11))).append('\n');
        }
        Files.writeString(FlightRecorder.dumpFile(dir, rank), sb.toString(), StandardCharsets.UTF_8);
    }

    private static String completed(String channel, int seq, long at) {
        return channel + " " + seq + " all_reduce f32 1024 sum completed " + at + " " + (at + 100) + " " + (at + 900)
                + " -";
    }

    private static String started(String channel, int seq, long at) {
        return channel + " " + seq + " all_reduce f32 1024 sum started " + at + " " + (at + 100) + " - -";
    }

    private List<String> report(int nprocs) {
        return FlightReport.report(dir, nprocs);
    }

    @Test
    void theRankWhoseLastSeqIsLowerIsBehind() throws IOException {
        long dumped = T + 2_101_100;
        for (int r = 0; r < 2; r++) {
            dump(
                    r,
                    3,
                    "DEADLINE_EXCEEDED; all_reduce f32[1024] sum #5 on channel default did not complete",
                    dumped,
                    completed("default", 4, T - 5000),
                    started("default", 5, T + 1000));
        }
        dump(2, 3, "SIGTERM", dumped, completed("default", 3, T - 9000), completed("default", 4, T - 5000));
        List<String> lines = report(3);
        assertEquals("flight recorder of 3 ranks:", lines.get(0));
        assertEquals(
                "  rank 2 is behind: ranks 0, 1 wait in all_reduce f32[1024] sum #5 on channel default (started "
                        + "2.1 s before the dump); rank 2's last collective on that channel is #4 (completed).",
                lines.get(1));
        assertEquals(
                "  rank 0 (pid 1000 on node): last all_reduce f32[1024] sum #5 on channel default (started); "
                        + "dumped for: DEADLINE_EXCEEDED; all_reduce f32[1024] sum #5 on channel default did not complete",
                lines.get(2));
        assertEquals(
                "  rank 2 (pid 1002 on node): last all_reduce f32[1024] sum #4 on channel default (completed); "
                        + "dumped for: SIGTERM",
                lines.get(4));
        assertEquals("  dumps: " + dir, lines.getLast());
        assertEquals(6, lines.size(), String.join("\n", lines));
    }

    @Test
    void aRankWithoutADumpLeftNoRecord() throws IOException {
        dump(0, 3, "SIGTERM", T + 500_000, started("default", 1, T));
        dump(1, 3, "SIGTERM", T + 500_000, started("default", 1, T));
        List<String> lines = report(3);
        assertEquals(
                "  ranks 0, 1 wait in all_reduce f32[1024] sum #1 on channel default (started 0.5 s before the "
                        + "dump); rank 2 left no record, so it is the one they wait for.",
                lines.get(1));
        assertEquals("  rank 2 left no record: it was killed or hung before it could write one", lines.get(4));
    }

    @Test
    void ranksWhoseEntriesFailedGaveUpWaiting() throws IOException {
        String failed = "default 1 all_reduce f32 4 sum failed " + T + " " + (T + 100) + " " + (T + 3_000_000)
                + " DEADLINE_EXCEEDED; did not complete within 3000 ms";
        dump(0, 3, "DEADLINE_EXCEEDED", T + 3_100_000, failed);
        dump(2, 3, "DEADLINE_EXCEEDED", T + 3_100_000, failed);
        assertEquals(
                "  ranks 0, 2 failed in all_reduce f32[4] sum #1 on channel default (started 3.1 s before the "
                        + "dump); rank 1 left no record, so it is the one they waited for.",
                report(3).get(1));
    }

    @Test
    void noDumpsAtAll() {
        List<String> lines = report(2);
        assertEquals(
                List.of(
                        "flight recorder of 2 ranks:",
                        "  no rank wrote a record",
                        "  rank 0 " + FlightReport.NO_RECORD,
                        "  rank 1 " + FlightReport.NO_RECORD,
                        "  dumps: " + dir),
                lines);
    }

    @Test
    void allRanksInTheSameCollectiveSayWhoseEntryFailedFirst() throws IOException {
        String failed0 = "default 5 all_reduce f32 1024 sum failed " + T + " " + (T + 100) + " " + (T + 2_300_000)
                + " DEADLINE_EXCEEDED; timed out";
        String failed1 = "default 5 all_reduce f32 1024 sum failed " + T + " " + (T + 100) + " " + (T + 2_000_000)
                + " ABORTED; peer aborted";
        dump(0, 3, "DEADLINE_EXCEEDED", T + 2_400_000, completed("default", 4, T - 5000), failed0);
        dump(1, 3, "ABORTED", T + 2_400_000, completed("default", 4, T - 5000), failed1);
        dump(2, 3, "SIGTERM", T + 2_400_000, completed("default", 4, T - 5000), started("default", 5, T));
        List<String> lines = report(3);
        assertEquals(
                "  all 3 ranks reached all_reduce f32[1024] sum #5 on channel default; rank 1's failed first "
                        + "(ABORTED; peer aborted), then rank 0's 0.3 s later; rank 2 was still in it.",
                lines.get(1));
    }

    @Test
    void allRanksWaitingWithoutAFailure() throws IOException {
        dump(0, 2, "SIGTERM", T + 50_000, started("default", 1, T));
        dump(1, 2, "SIGTERM", T + 50_000, started("default", 1, T + 20_000));
        assertEquals(
                "  all 2 ranks wait in all_reduce f32[1024] sum #1 on channel default (started 49 ms before the "
                        + "dump); none of them recorded a failure.",
                report(2).get(1));
    }

    @Test
    void severalChannelsAreJudgedApart() throws IOException {
        // The world channel is done everywhere; on "tp" (ranks 0 and 1) rank 1 is behind; on "pp"
        // (ranks 1 and 2) rank 2 never recorded anything, and only ranks that did are judged there.
        dump(
                0,
                3,
                "SIGTERM",
                T + 1_000_000,
                completed("default", 1, T - 9000),
                completed("tp", 1, T - 8000),
                "tp 2 all_gather f16 8 - enqueued " + T + " - - -");
        dump(
                1,
                3,
                "SIGTERM",
                T + 1_000_000,
                completed("default", 1, T - 9000),
                completed("tp", 1, T - 8000),
                "pp 1 send f32 16 peer=2 started " + (T - 1000) + " " + T + " - -");
        dump(2, 3, "SIGTERM", T + 1_000_000, completed("default", 1, T - 9000));
        List<String> lines = report(3);
        assertEquals(
                "  rank 1 is behind: rank 0 waits in all_gather f16[8] #2 on channel tp (enqueued, not "
                        + "started, 1.0 s before the dump); rank 1's last collective on that channel is #1 (completed).",
                lines.get(1));
        assertEquals(
                "  rank 1 waits in send f32[16] peer=2 #1 on channel pp (started 1.0 s before the dump); no "
                        + "other rank recorded a collective on that channel.",
                lines.get(2));
        assertEquals(
                "  rank 1 (pid 1001 on node): last all_reduce f32[1024] sum #1 on channel default (completed), "
                        + "all_reduce f32[1024] sum #1 on channel tp (completed), send f32[16] peer=2 #1 on channel pp "
                        + "(started); dumped for: SIGTERM",
                lines.get(4));
    }

    @Test
    void everythingCompleted() throws IOException {
        dump(0, 2, "INVALID_ARGUMENT; bad input", T, completed("default", 1, T - 9000));
        dump(1, 2, "SIGTERM", T, completed("default", 1, T - 9000));
        assertEquals(
                "  every recorded collective completed: no rank waits in one",
                report(2).get(1));
    }

    @Test
    void aChannelCreatedAgainUnderItsNameCountsFromItsLastStart() throws IOException {
        // A benchmark makes the channel anew for each iteration: #1 failed long ago, then #1 and #2
        // of the current instance; rank 1 completed the current #1 only.
        String oldFailure =
                "default 1 all_reduce f32 1024 sum failed " + (T - 90_000) + " - " + (T - 80_000) + " ABORTED; old";
        dump(
                0,
                2,
                "SIGTERM",
                T + 1_000_000,
                oldFailure,
                completed("default", 1, T - 9000),
                completed("default", 1, T - 5000),
                started("default", 2, T));
        dump(1, 2, "SIGTERM", T + 1_000_000, completed("default", 1, T - 9000), completed("default", 1, T - 5000));
        List<String> lines = report(2);
        assertEquals(
                "  rank 1 is behind: rank 0 waits in all_reduce f32[1024] sum #2 on channel default (started "
                        + "1.0 s before the dump); rank 1's last collective on that channel is #1 (completed).",
                lines.get(1));
    }

    @Test
    void aRankWithNoEntryOnTheWorldChannelIsBehind() throws IOException {
        dump(0, 2, "SIGTERM", T + 3_000_000, started("default", 1, T));
        dump(1, 2, "SIGTERM", T + 3_000_000);
        List<String> lines = report(2);
        assertEquals(
                "  rank 1 is behind: rank 0 waits in all_reduce f32[1024] sum #1 on channel default (started "
                        + "3.0 s before the dump); rank 1 recorded none on that channel.",
                lines.get(1));
        assertEquals("  rank 1 (pid 1001 on node): no collective recorded; dumped for: SIGTERM", lines.get(3));
    }

    @Test
    void unknownKeysAreIgnoredAndACutRowIsCounted() throws IOException {
        String text = FlightRecorder.FORMAT_LINE + "\nrank\t0\nfuture_key\tx\ty\nreason\tSIGTERM\twith a tab\n"
                + completed("default", 1, T).replace(' ', '\t') + "\ndefault\t2\tall_red\n";
        Files.writeString(FlightRecorder.dumpFile(dir, 0), text);
        FlightReport.Dump d = FlightReport.parse(0, Files.readAllLines(FlightRecorder.dumpFile(dir, 0)));
        assertEquals("SIGTERM\twith a tab", d.reason());
        assertEquals(1, d.entries().size());
        assertEquals(1, d.malformed());
        assertEquals(-1, d.dumpedUs());
        assertTrue(
                report(1).get(2).endsWith("; 1 malformed line skipped"),
                report(1).toString());
    }

    @Test
    void aFileOfAnotherFormatIsUnreadable() throws IOException {
        Files.writeString(FlightRecorder.dumpFile(dir, 0), "# jiree flight recorder 2\n");
        assertEquals(
                "  rank 0 left an unreadable record rank0.tsv: it does not start with '" + FlightRecorder.FORMAT_LINE
                        + "' (got '# jiree flight recorder 2')",
                report(1).get(2));
    }

    @Test
    void durations() {
        assertEquals("35 ms", FlightReport.duration(35_400));
        assertEquals("0.1 s", FlightReport.duration(100_000));
        assertEquals("2.1 s", FlightReport.duration(2_101_100));
    }
}
