package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LaunchCommandTest {
    private static List<String> sortedLines(String text) {
        return Arrays.stream(text.split("\n"))
                .filter(l -> !l.isEmpty())
                .sorted()
                .toList();
    }

    @Test
    void everyRankGetsItsEnvironmentAndPrefixedOutput() {
        Cli.Result r = Cli.run(
                "launch",
                "--nprocs",
                "3",
                "--exec",
                "--",
                "sh",
                "-c",
                "echo \"$IREE_SPMD_PROCID of $IREE_SPMD_NPROCS at $NCCL_COMM_ID\"; echo warn >&2");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = sortedLines(r.out());
        assertEquals(3, lines.size(), r.out());
        String commId = lines.get(0).substring(lines.get(0).lastIndexOf(' ') + 1);
        assertTrue(commId.matches("127\\.0\\.0\\.1:\\d+"), commId);
        for (int i = 0; i < 3; i++) {
            assertEquals("[rank " + i + "] " + i + " of 3 at " + commId, lines.get(i));
        }
        assertEquals(List.of("[rank 0] warn", "[rank 1] warn", "[rank 2] warn"), sortedLines(r.err()));
    }

    @Test
    void devicesAreAppendedPerRank() {
        Cli.Result r =
                Cli.run("launch", "--nprocs=2", "--devices=3,GPU-abc", "--exec", "--", "sh", "-c", "echo \"$0\"");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("[rank 0] --device=cuda://3", "[rank 1] --device=cuda://GPU-abc"), sortedLines(r.out()));
    }

    @Test
    void rankPlaceholderIsReplaced() {
        Cli.Result r = Cli.run("launch", "--nprocs=2", "--exec", "--", "echo", "--input=@in.{rank}.npy");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("[rank 0] --input=@in.0.npy", "[rank 1] --input=@in.1.npy"), sortedLines(r.out()));
    }

    @Test
    void firstFailureStopsTheOtherRanksAndGivesItsExitCode() {
        long start = System.nanoTime();
        Cli.Result r = Cli.run(
                "launch",
                "--nprocs",
                "3",
                "--exec",
                "--",
                "sh",
                "-c",
                "if [ \"$IREE_SPMD_PROCID\" = 1 ]; then echo boom; exit 7; fi; sleep 60");
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertEquals(7, r.exit());
        assertEquals("[rank 1] boom\n", r.out());
        assertTrue(seconds < 20, "the sleeping ranks were not stopped (took " + seconds + " s)");
    }

    /** A job whose rank 1 fails (exit 3), having written what {@code rank1} says into its trace. */
    private static Cli.Result failingTracedJob(Path trace, String rank1) {
        return Cli.run(
                "launch",
                "--nprocs=2",
                "--trace_file=" + trace,
                "--exec",
                "--",
                "sh",
                "-c",
                "if [ \"$IREE_SPMD_PROCID\" = 1 ]; then " + rank1 + " echo 'INTERNAL; boom' >&2; exit 3; fi");
    }

    @Test
    void aTraceThatCannotBeWrittenKeepsTheFailingRanksExitCodeAndLastWords(@TempDir Path dir) {
        Cli.Result r = failingTracedJob(dir.resolve("nodir/t.json"), "");
        assertEquals(3, r.exit(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals("rank 1 failed first (exit code 3): INTERNAL; boom", lines.getLast(), r.err());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("UNAVAILABLE; cannot write the trace ")), r.err());
    }

    @Test
    void aTraceCutOffMidCharacterIsMergedAsFarAsItGoesBeforeTheLastWords(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("t.json");
        // A rank killed while writing: its last event ends inside a two-byte UTF-8 character.
        Cli.Result r = failingTracedJob(
                trace,
                "printf '[\\n{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"tid\":0,"
                        + "\"args\":{\"name\":\"rank 1\"}},\\n{\"ph\":\"X\",\"name\":\"\\303'"
                        + " > \"$JIREE_TRACE_DIR/rank1.json\";");
        assertEquals(3, r.exit(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals("rank 1 failed first (exit code 3): INTERNAL; boom", lines.getLast(), r.err());
        assertTrue(lines.contains("trace of 1 rank(s): " + trace), r.err());
        List<String> names = new ArrayList<>();
        for (JsonNode e : new ObjectMapper().readTree(trace.toFile())) {
            names.add(e.get("name").asText());
        }
        assertEquals(List.of("process_name", "process_sort_index"), names);
    }

    @Test
    void misuseIsAOneLineError() {
        Cli.Result r = Cli.run("launch", "--nprocs", "2", "--devices", "0", "--exec", "--", "true");
        assertEquals(1, r.exit());
        assertEquals(
                "INVALID_ARGUMENT; --devices names 1 devices but --nprocs is 2; give one device per rank\n", r.err());
        r = Cli.run("launch", "--nprocs", "0", "--exec", "--", "true");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; --nprocs must be at least 1"), r.err());
        r = Cli.run("launch", "--nprocs", "2");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("no command to launch"), r.err());
        // Only one rank could read the module from stdin; under mpiexec the others waited for ever.
        for (List<String> module : List.of(List.of("--module=-"), List.of("--module", "-"))) {
            List<String> args = new java.util.ArrayList<>(List.of("launch", "--nprocs", "2", "--", "run-module"));
            args.addAll(module);
            args.add("--function=main");
            r = Cli.run(args.toArray(String[]::new));
            assertEquals(1, r.exit(), r.err());
            assertEquals(
                    "INVALID_ARGUMENT; --module=- reads the module from stdin, which only one of the 2 ranks gets; "
                            + "give the ranks the module as a file (--module=PATH)\n",
                    r.err());
        }
    }

    @Test
    void ranksRunJireeItself() {
        // Two real jiree processes (this JVM's java and class path) running a VM-only module.
        String vmfb = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/vm/calls.vmfb")
                .toString();
        Cli.Result r = Cli.run(
                "launch",
                "--nprocs",
                "2",
                "--",
                "run-module",
                "--device=local-sync",
                "--module=" + vmfb,
                "--function=hypot_sq",
                "--input=3",
                "--input=4");
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                List.of(
                        "[rank 0] EXEC @hypot_sq",
                        "[rank 0] result[0]: i32=25",
                        "[rank 1] EXEC @hypot_sq",
                        "[rank 1] result[0]: i32=25"),
                sortedLines(r.out()));
    }

    @Test
    void cudaCommandsAreRecognized() {
        assertTrue(LaunchCommand.namesCudaDevice(List.of("run-module", "--device=cuda://1")));
        assertTrue(LaunchCommand.namesCudaDevice(List.of("run-module", "--device", "cuda")));
        assertTrue(!LaunchCommand.namesCudaDevice(List.of("run-module", "--device=local-task")));
        assertTrue(!LaunchCommand.namesCudaDevice(List.of("run-module", "--module=cuda.vmfb")));
    }

    @Test
    void cpuRanksRunUnderMpi() {
        // The seed sample as two CPU ranks under the real mpiexec: both get both contributions.
        java.util.Optional<java.nio.file.Path> mpiexec =
                io.jiree.hal.mpi.Mpi.findLauncher(io.jiree.base.Environment.system());
        org.junit.jupiter.api.Assumptions.assumeTrue(
                mpiexec.isPresent(),
                "no mpiexec found; install the MPI the CPU ranks run on with bin/mpi-env (bin/test does)");
        String vmfb = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/collective/all_gather_seed.vmfb")
                .toString();
        Cli.Result r = Cli.run(
                "launch",
                "--nprocs",
                "2",
                "--",
                "run-module",
                "--device=local-task",
                "--module=" + vmfb,
                "--function=main");
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                List.of(
                        "[rank 0] 2x2xi32=[101 102][101 102]",
                        "[rank 0] EXEC @main",
                        "[rank 0] result[0]: hal.buffer_view",
                        "[rank 1] 2x2xi32=[101 102][101 102]",
                        "[rank 1] EXEC @main",
                        "[rank 1] result[0]: hal.buffer_view"),
                sortedLines(r.out()));
    }

    @Test
    void selfCommandRunsThisJvmsMainClass() {
        List<String> self = LaunchCommand.selfCommand();
        assertTrue(self.getFirst().endsWith("java"), self.toString());
        assertEquals(Jiree.class.getName(), self.getLast());
    }

    @Test
    void hostsAreCheckedBeforeAnythingStarts() {
        String[][] refused = {
            {"--hosts", "a:1,b:1", "--nccl_comm_id", "127.0.0.1:29500", "is a loopback address"},
            {"--hosts", "a:1,b:1", "--nccl_comm_id", "[::1]:29500", "is a loopback address"},
            {"--hosts", "a:1,b:1", "--nccl_comm_id", "node1", "is not ADDRESS:PORT"},
            {"--hosts", "a:1,b:1", "--devices", "0,1", "--devices names GPUs of this host"},
            {"--hosts", "a:0", "is not HOST or HOST:N"},
            {"--hosts", "a:1", "--hostfile", "h.txt", "not both"},
            {"--hosts", "a:1", "--trace_file", "t.json", "JIREE_TRACE_DIR"},
        };
        for (String[] c : refused) {
            List<String> args = new ArrayList<>(List.of("launch", "--nprocs", "2"));
            args.addAll(Arrays.asList(c).subList(0, c.length - 1));
            args.addAll(List.of("--", "run-module", "--device=cuda", "--module=m.vmfb", "--function=main"));
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            assertTrue(r.exit() != 0 && r.err().contains(c[c.length - 1]), () -> args + ": " + r.err());
        }
        // One host with ranks of its own may use loopback.
        LaunchCommand.checkCommId("127.0.0.1:29500", false);
        LaunchCommand.checkCommId("10.0.0.1:29500", true);
    }
}
