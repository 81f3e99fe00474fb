package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.FlightRecorder;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's ownership of its ranks: stopping them, its exit code, last words and flight report. */
@Timeout(60)
class RankLauncherTest {
    @TempDir
    Path tmp;

    private record Run(int exit, String out, String err, double seconds) {
        List<String> errLines() {
            return Arrays.stream(err.split("\n")).filter(l -> !l.isEmpty()).toList();
        }
    }

    private RankLauncher launcher(
            int nprocs, String script, Map<String, String> extraEnv, StringWriter out, StringWriter err) {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.remove(FlightRecorder.DIR_VARIABLE);
        env.put("PIDS", tmp.toString());
        env.putAll(extraEnv);
        return new RankLauncher(
                List.of("sh", "-c", script), nprocs, List.of(), env, new PrintWriter(out), new PrintWriter(err));
    }

    private Run run(int nprocs, String script, Map<String, String> extraEnv) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long start = System.nanoTime();
        int exit = launcher(nprocs, script, extraEnv, out, err).run();
        return new Run(exit, out.toString(), err.toString(), (System.nanoTime() - start) / 1e9);
    }

    /** Each rank's pid, which the scripts below write to $PIDS/pid.<rank> first. */
    private List<Long> pids(int nprocs) throws IOException {
        List<Long> pids = new ArrayList<>();
        for (int r = 0; r < nprocs; r++) {
            pids.add(Long.parseLong(Files.readString(tmp.resolve("pid." + r)).trim()));
        }
        return pids;
    }

    private static void assertGone(List<Long> pids) {
        for (long pid : pids) {
            assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "pid " + pid + " is alive");
        }
    }

    // Written then renamed, so that a reader never sees an empty file.
    private static final String WRITE_PID =
            "echo $$ > $PIDS/tmp.$IREE_SPMD_PROCID; mv $PIDS/tmp.$IREE_SPMD_PROCID $PIDS/pid.$IREE_SPMD_PROCID; ";

    /** Waits until every rank wrote its pid: a rank that fails before then can be stopped before it writes. */
    private static String awaitPids(int nprocs) {
        StringBuilder test = new StringBuilder();
        for (int r = 0; r < nprocs; r++) {
            test.append(r == 0 ? "" : " || ")
                    .append("[ ! -f $PIDS/pid.")
                    .append(r)
                    .append(" ]");
        }
        return "while " + test + "; do sleep 0.05; done; ";
    }

    @Test
    void ranksLearnTheLauncherAndTheirFlightDirectory() throws IOException {
        Run r = run(2, "echo \"$JIREE_LAUNCHER_PID $JIREE_FLIGHT_RECORDER_DIR\"", Map.of());
        assertEquals(0, r.exit(), r.err());
        String[] words = r.out().split("\n")[0].split(" ");
        assertEquals(Long.toString(ProcessHandle.current().pid()), words[2]);
        Path dir = Path.of(words[3]);
        assertTrue(dir.getFileName().toString().startsWith("jiree-flight-"), dir.toString());
        assertFalse(Files.exists(dir), "the launcher's own flight directory is deleted after a good run");
        assertEquals("", r.err());
    }

    @Test
    void theFirstFailingRankGivesTheExitCodeAndTheLastWords() throws IOException {
        // Rank 1 fails; ranks 0 and 2, stopped by the launcher, exit 9 on SIGTERM: that must not count.
        Run r = run(
                3,
                WRITE_PID + awaitPids(3) + "if [ $IREE_SPMD_PROCID = 1 ]; then echo 'details' >&2; "
                        + "echo 'DEADLINE_EXCEEDED; all_reduce #5 did not complete' >&2; echo 'a note after' >&2; exit 4; fi; "
                        + "trap 'exit 9' TERM; while :; do sleep 0.1; done",
                Map.of());
        assertEquals(4, r.exit(), r.err());
        List<String> lines = r.errLines();
        assertEquals(
                "rank 1 failed first (exit code 4): DEADLINE_EXCEEDED; all_reduce #5 did not complete",
                lines.getLast());
        assertTrue(lines.contains("flight recorder: no rank wrote a record"), r.err());
        assertTrue(r.seconds() < RankLauncher.GRACE.toSeconds(), "the ranks were not stopped at once: " + r.seconds());
        assertGone(pids(3));
    }

    @Test
    void ranksThatIgnoreSigtermAreKilledAfterTheGracePeriod() throws IOException {
        Run r = run(
                2,
                WRITE_PID + awaitPids(2) + "if [ $IREE_SPMD_PROCID = 0 ]; then sleep 0.5; exit 3; fi; "
                        + "trap '' TERM; while :; do sleep 0.1; done",
                Map.of());
        assertEquals(3, r.exit(), r.err());
        assertTrue(
                r.seconds() >= RankLauncher.GRACE.toSeconds() && r.seconds() < RankLauncher.GRACE.toSeconds() + 8,
                "took " + r.seconds() + " s");
        assertEquals(
                "rank 0 failed first (exit code 3) and printed no error",
                r.errLines().getLast());
        assertGone(pids(2));
    }

    @Test
    void aSignalStopsEveryRankAndTheLauncherReportsIt() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        RankLauncher launcher =
                launcher(2, WRITE_PID + "trap 'exit 5' TERM; while :; do sleep 0.1; done", Map.of(), out, err);
        // interrupt() is what the shutdown hook does on SIGINT/SIGTERM.
        CompletableFuture<Integer> exit = interruptOnceStarted(launcher, 2);
        assertGone(pids(2));
        assertEquals(1, exit.get(10, TimeUnit.SECONDS));
        List<String> lines = Arrays.stream(err.toString().split("\n")).toList();
        assertEquals("CANCELLED; jiree launch was interrupted; its ranks were sent SIGTERM", lines.getLast());
    }

    private static java.util.Optional<Path> mpiexec() {
        return io.jiree.hal.mpi.Mpi.findLauncher(io.jiree.base.Environment.system());
    }

    /** Starts {@code launcher} on a thread, waits for $PIDS/pid.<rank> of every rank, interrupts it. */
    private CompletableFuture<Integer> interruptOnceStarted(RankLauncher launcher, int nprocs) throws Exception {
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        Thread.ofPlatform().daemon().start(() -> exit.complete(launcher.run()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        for (int r = 0; r < nprocs; r++) {
            while (!Files.exists(tmp.resolve("pid." + r))) {
                assertTrue(System.nanoTime() < deadline, "rank " + r + " did not start");
                Thread.sleep(20);
            }
        }
        Thread.sleep(100);
        launcher.interrupt();
        return exit;
    }

    @Test
    void underMpiRanksThatIgnoreSigtermAreKilledWithMpiexec() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                mpiexec().isPresent(),
                "no mpiexec found; install the MPI the CPU ranks run on with bin/mpi-env (bin/test does)");
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PIDS", tmp.toString());
        StringWriter err = new StringWriter();
        RankLauncher launcher = RankLauncher.underMpi(
                mpiexec().get(),
                List.of(),
                List.of(
                        "sh",
                        "-c",
                        "echo $$ > $PIDS/tmp.$PMI_RANK; mv $PIDS/tmp.$PMI_RANK $PIDS/pid.$PMI_RANK; trap '' TERM; while :; do sleep 0.1; done"),
                2,
                env,
                new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        long start = System.nanoTime();
        CompletableFuture<Integer> exit = interruptOnceStarted(launcher, 2);
        List<Long> pids = pids(2);
        assertGone(pids);
        assertEquals(1, exit.get(10, TimeUnit.SECONDS));
        assertTrue(System.nanoTime() - start >= RankLauncher.GRACE.toNanos(), "killed before the grace period");
        assertEquals(
                "CANCELLED; jiree launch was interrupted; its ranks were sent SIGTERM, and mpiexec and its ranks "
                        + "got SIGKILL 3 s later",
                Arrays.stream(err.toString().split("\n")).toList().getLast());
    }

    @Test
    void underMpiTheFirstRankToPrintAStatusIsNamed() {
        // mpiexec's exit code is the job's; the rank comes from the prefixes of the ranks' stderr lines.
        // (A rank that is not an MPI program does not end the job; rank 0 ends by itself.)
        org.junit.jupiter.api.Assumptions.assumeTrue(mpiexec().isPresent(), "no mpiexec found");
        StringWriter err = new StringWriter();
        int exit = RankLauncher.underMpi(
                        mpiexec().get(),
                        List.of(),
                        List.of(
                                "sh",
                                "-c",
                                "if [ $PMI_RANK = 1 ]; then "
                                        + "echo 'UNAVAILABLE; rank {rank} lost its peer' >&2; exit 4; fi; sleep 1"),
                        2,
                        System.getenv(),
                        new PrintWriter(new StringWriter()),
                        new PrintWriter(err))
                .run();
        assertEquals(4, exit, err.toString());
        assertEquals(
                "rank 1 failed first (mpiexec exit code 4): UNAVAILABLE; rank 1 lost its peer",
                Arrays.stream(err.toString().split("\n")).toList().getLast());
    }

    @Test
    @Timeout(60)
    void underMpiRanksReadingStdinEnd() {
        // mpiexec forwards its stdin to rank 0: a pipe that nothing closed left rank 0 reading for ever.
        // (Hydra never ends the other ranks' stdin: jiree launch refuses --module=- for N ranks.)
        org.junit.jupiter.api.Assumptions.assumeTrue(mpiexec().isPresent(), "no mpiexec found");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = RankLauncher.underMpi(
                        mpiexec().get(),
                        List.of(),
                        List.of("sh", "-c", "if [ $PMI_RANK = 0 ]; then echo \"read [$(cat)]\"; fi"),
                        2,
                        System.getenv(),
                        new PrintWriter(out),
                        new PrintWriter(err))
                .run();
        assertEquals(0, exit, err.toString());
        assertTrue(out.toString().contains("read []"), out.toString());
    }

    @Test
    void theDumpsAreMergedIntoAReportBeforeTheLastWords() throws IOException {
        String dump = "printf '# jiree flight recorder 1\\nrank\\t%s\\nreason\\tSIGTERM\\n"
                + "default\\t%s\\tall_reduce\\tf32\\t4\\tsum\\t%s\\t1\\t2\\t-\\t-\\n' $IREE_SPMD_PROCID ";
        // Rank 0 fails once rank 1 has written its dump (else it might be stopped before it does).
        Run r = run(
                2,
                "if [ $IREE_SPMD_PROCID = 0 ]; then "
                        + dump + "2 started > $JIREE_FLIGHT_RECORDER_DIR/rank0.tsv; "
                        + "while [ ! -s $JIREE_FLIGHT_RECORDER_DIR/rank1.tsv ]; do sleep 0.05; done; "
                        + "echo 'ABORTED; gave up' >&2; exit 1; fi; "
                        + dump + "1 completed > $JIREE_FLIGHT_RECORDER_DIR/rank1.tsv",
                Map.of());
        assertEquals(1, r.exit(), r.err());
        List<String> lines = r.errLines();
        int report = lines.indexOf("flight recorder of 2 ranks:");
        assertTrue(report >= 0, r.err());
        assertEquals(
                "  rank 1 is behind: rank 0 waits in all_reduce f32[4] sum #2 on channel default; rank 1's last "
                        + "collective on that channel is #1 (completed).",
                lines.get(report + 1));
        String where = lines.get(report + 4);
        assertTrue(where.startsWith("  dumps: "), r.err());
        Path dir = Path.of(where.substring("  dumps: ".length()));
        assertTrue(Files.isRegularFile(dir.resolve("rank0.tsv")), "the dumps of a failed job are kept");
        assertEquals("rank 0 failed first (exit code 1): ABORTED; gave up", lines.getLast());
        new RankLauncher.FlightDirectory(dir, true).delete();
    }

    @Test
    void aFlightDirectoryTheUserNamedIsUsedAndKept() throws IOException {
        Path named = tmp.resolve("records");
        Run r = run(
                1,
                "echo x > $JIREE_FLIGHT_RECORDER_DIR/rank0.tsv",
                Map.of(FlightRecorder.DIR_VARIABLE, named.toString()));
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(named.resolve("rank0.tsv")));
    }

    @Test
    @Timeout(30)
    void ranksOtherThanRank0ReadAnEmptyInput() {
        // Rank 0 reads nothing here: the test JVM's stdin is surefire's command channel.
        Run r = run(3, "if [ $IREE_SPMD_PROCID != 0 ]; then echo \"read [$(cat)]\"; fi", Map.of());
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                List.of("[rank 1] read []", "[rank 2] read []"),
                Arrays.stream(r.out().split("\n")).sorted().toList());
    }

    @Test
    @Timeout(30)
    void rank0ReadsTheLaunchersInput() throws IOException {
        Path input = Files.writeString(tmp.resolve("stdin.txt"), "hello");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = launcher(3, "echo \"read [$(cat)]\"", Map.of(), out, err)
                .input(ProcessBuilder.Redirect.from(input.toFile()))
                .run();
        assertEquals(0, exit, err.toString());
        assertEquals(
                List.of("[rank 0] read [hello]", "[rank 1] read []", "[rank 2] read []"),
                Arrays.stream(out.toString().split("\n")).sorted().toList());
    }

    @Test
    void theLastWordsAreTheLastStatusLine() {
        RankLauncher.Tail t = new RankLauncher.Tail();
        assertEquals("", t.status());
        t.add("NOTE: Picked up JDK_JAVA_OPTIONS: -Xmx1g");
        assertEquals("", t.status());
        t.add("warning: something");
        assertEquals("warning: something", t.status());
        t.add("INVALID_ARGUMENT; first");
        t.add("NOT_A_CODE; nothing");
        t.add("");
        assertEquals("INVALID_ARGUMENT; first", t.status());
    }
}
