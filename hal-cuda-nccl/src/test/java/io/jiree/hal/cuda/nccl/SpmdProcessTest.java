package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two ranks as two JVM processes, set up only through IREE_SPMD_NPROCS / IREE_SPMD_PROCID /
 * NCCL_COMM_ID as a user would launch them, communicating through the libnccl stand-in (with
 * streams of the libcuda stand-in).
 */
@Timeout(90)
class SpmdProcessTest {
    private String standIn;
    private String cudaStandIn;

    @BeforeEach
    void standIn() {
        standIn = System.getProperty("jiree.nccl.standin", "");
        cudaStandIn = System.getProperty("jiree.cuda.library", "");
        for (String path : List.of(standIn, cudaStandIn)) {
            Assumptions.assumeTrue(
                    !path.isEmpty() && Files.isRegularFile(Path.of(path)),
                    "stand-in not built at '" + path + "'; build it with: cmake -S cmake-fixtures -B "
                            + "cmake-fixtures/build && cmake --build cmake-fixtures/build");
        }
    }

    private List<String> runRanks(String mode) throws Exception {
        return runRanks(mode, "");
    }

    /** Runs both ranks; {@code rank1Faults} is rank 1's JIREE_NCCL_STANDIN_FAULTS (empty: none). */
    private List<String> runRanks(String mode, String rank1Faults) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String commId = CommId.freeLoopback().toString();
        List<Process> processes = new ArrayList<>();
        for (int rank = 0; rank < 2; rank++) {
            ProcessBuilder pb = new ProcessBuilder(
                    java,
                    "--enable-native-access=ALL-UNNAMED",
                    "-D" + Nccl.LIBRARY_PROPERTY + "=" + standIn,
                    "-Djiree.cuda.library=" + cudaStandIn,
                    "-cp",
                    System.getProperty("java.class.path"),
                    SpmdRankMain.class.getName(),
                    mode);
            pb.environment().put("IREE_SPMD_NPROCS", "2");
            pb.environment().put("IREE_SPMD_PROCID", Integer.toString(rank));
            pb.environment().put("NCCL_COMM_ID", commId);
            if (rank == 1 && !rank1Faults.isEmpty()) {
                pb.environment().put("JIREE_NCCL_STANDIN_FAULTS", rank1Faults);
            }
            pb.redirectErrorStream(true);
            processes.add(pb.start());
        }
        List<String> outputs = new ArrayList<>();
        for (Process p : processes) {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "a rank did not finish");
            outputs.add(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip());
        }
        return outputs;
    }

    @Test
    void ranksMeetThroughTheEnvironment() throws Exception {
        List<String> out = runRanks("ok");
        // Sum over ranks of (rank + 1) * (i + 1) with two ranks: 3 * (i + 1).
        assertEquals("sum 3 6 9", out.get(0));
        assertEquals("sum 3 6 9", out.get(1));
    }

    @Test
    void aCrashedRankFailsTheOther() throws Exception {
        List<String> out = runRanks("die");
        // Rank 0 notices either in its collective or, on a slow machine, already while its
        // communicator init is being confirmed; either way it is NCCL's remote error.
        assertTrue(out.get(0).startsWith("error UNAVAILABLE"), out.get(0));
        assertTrue(out.get(0).contains("remote process exited"), out.get(0));
        assertEquals("", out.get(1));
    }

    /**
     * ncclGroupEnd refuses rank 1's group with an error that is not NCCL's own failure (an
     * invalid argument) while rank 0 waits in its all_reduce. Unaborted, rank 1's next all_reduce would pair
     * with rank 0's and both would print a sum; rank 1 aborts the communicator instead, so its
     * retry fails and rank 0 sees it go.
     */
    @Test
    void aRankWhoseGroupIsRefusedAbortsItsCommunicator() throws Exception {
        List<String> out = runRanks("retry", "groupEnd:1:ncclInvalidArgument");
        assertTrue(out.get(1).contains("first error INVALID_ARGUMENT"), out.get(1));
        assertTrue(out.get(1).contains("\nerror FAILED_PRECONDITION"), out.get(1));
        assertTrue(out.get(1).contains("aborted"), out.get(1));
        assertTrue(out.get(0).startsWith("error UNAVAILABLE"), out.get(0));
    }
}
