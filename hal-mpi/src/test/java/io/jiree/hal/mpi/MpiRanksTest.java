package io.jiree.hal.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ranks as JVM processes under the real mpiexec (the mpich wheel that bin/mpi-env installs, or
 * whatever {@link Mpi#findLauncher} finds): every collective kind, element type and reduction, and
 * channel.split, checked by each rank against the definitions ({@link MpiRankMain}).
 */
class MpiRanksTest {
    /** Runs {@code main} with {@code args} as {@code n} ranks; what each rank printed, after a job that exited 0. */
    static List<String> runRanks(int n, Class<?> main, String... args) throws Exception {
        Job job = runJob(n, main, args);
        assertEquals(0, job.exit(), job.text());
        return job.perRank();
    }

    /** A job's exit code, everything it printed, and each rank's lines. */
    record Job(int exit, String text, List<String> perRank) {}

    /** Runs {@code main} with {@code args} as {@code n} ranks, however the job ends. */
    static Job runJob(int n, Class<?> main, String... args) throws Exception {
        Optional<Path> mpiexec = Mpi.findLauncher(Environment.system());
        Assumptions.assumeTrue(
                mpiexec.isPresent(),
                "no mpiexec found; install the MPI the CPU ranks run on with bin/mpi-env (bin/test does)");
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> argv = new ArrayList<>(List.of(
                mpiexec.get().toString(),
                "-prepend-pattern",
                "%r ",
                "-n",
                Integer.toString(n),
                java,
                "--enable-native-access=ALL-UNNAMED",
                "-Xshare:auto",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                main.getName()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv);
        pb.environment().put("JIREE_MPI_TIMEOUT_MS", "60000");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the ranks did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        List<String> perRank = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            String prefix = r + " ";
            perRank.add(text.lines()
                    .filter(l -> l.startsWith(prefix))
                    .map(l -> l.substring(prefix.length()))
                    .reduce("", (a, b) -> a + b + "\n")
                    .strip());
        }
        return new Job(p.exitValue(), text, perRank);
    }

    @ParameterizedTest
    @CsvSource({"1, local-sync", "2, local-task", "3, local-sync"})
    void everyKindTypeAndReduction(int n, String device) throws Exception {
        List<String> out = runRanks(n, MpiRankMain.class, device);
        for (int r = 0; r < n; r++) {
            assertTrue(out.get(r).startsWith("ok "), "rank " + r + ": " + out.get(r));
        }
    }

    /**
     * Rank 0 does not run its batch (a result buffer too small, found on it alone; a fill before
     * it failing; a failed wait; a plan that cannot be built; its device closed while it waits) while rank 1 already waits in its all_reduce: unabandoned, rank
     * 0's next all_reduce paired with it and both printed a sum of mixed inputs, exit 0. Rank 0
     * ends the job instead, and runs no further collective meanwhile.
     */
    @ParameterizedTest
    @CsvSource({"plan", "earlier", "wait", "build", "closed"})
    void aRankThatCannotRunItsBatchEndsTheJob(String mode) throws Exception {
        Job job = runJob(2, MpiAbandonMain.class, mode);
        assertNotEquals(0, job.exit(), job.text());
        assertTrue(job.perRank().get(0).contains(mode.equals("closed") ? "first closed" : "first error "), job.text());
        assertTrue(job.perRank().get(0).contains("then error ABORTED"), job.text());
        assertFalse(job.text().contains("sum "), job.text());
    }

    /**
     * MPI initialized by the application below MPI_THREAD_MULTIPLE is refused on every attempt:
     * the check ran only where jiree initialized MPI itself, so a second attempt, or an
     * application's own MPI_Init_thread, went on with an MPI that must not be called from two threads.
     */
    @Test
    void mpiInitializedBelowThreadMultipleIsRefusedEveryTime() throws Exception {
        Job job = runJob(1, MpiThreadLevelMain.class);
        String rank = job.perRank().get(0);
        Assumptions.assumeFalse(
                rank.contains("provided " + Mpi.THREAD_MULTIPLE),
                "this MPI gives MPI_THREAD_MULTIPLE when asked for less");
        for (int attempt = 1; attempt <= 2; attempt++) {
            assertTrue(rank.contains("attempt " + attempt + " error UNAVAILABLE "), "attempt " + attempt + ": " + rank);
        }
        assertTrue(rank.contains("needs MPI_THREAD_MULTIPLE"), rank);
    }
}
