package io.jiree.tools;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.mpi.Mpi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jiree launch --nprocs N [--devices d0,d1,...] -- run-module ...}: one process per rank. */
@Command(
        name = "launch",
        mixinStandardHelpOptions = true,
        description = {
            "Starts N ranks of a jiree command (one process each), prefixes their output with [rank i], and "
                    + "stops all ranks as soon as one fails.",
            "GPU ranks (--devices, or a cuda --device in the command) get IREE_SPMD_NPROCS, IREE_SPMD_PROCID and "
                    + "NCCL_COMM_ID. CPU ranks run under the MPI launcher (mpiexec) that goes with the MPI library jiree "
                    + "finds (pip install mpich; JIREE_MPIEXEC names another), which connects their CPU collectives.",
            "Stopping ranks (on a failure, or on SIGINT/SIGTERM to jiree launch) sends each rank process SIGTERM "
                    + "(mpiexec forwards it to its ranks); what is left " + RankLauncher.GRACE_SECONDS
                    + " s later is killed with its descendants. jiree launch exits only after its ranks are gone. "
                    + "Ranks get JIREE_LAUNCHER_PID: a jiree rank exits when jiree launch is gone, even SIGKILLed (a "
                    + "rank program that is not jiree must watch it itself).",
            "Exit code: the first failing rank's (under MPI, mpiexec's), whatever the ranks stopped because of it "
                    + "exit with; 128+signal when jiree launch is interrupted. That rank's error is printed again last.",
            "Flight recorder: ranks write their collectives to JIREE_FLIGHT_RECORDER_DIR/rank<R>.tsv (a temporary "
                    + "directory unless you set it). When the job fails or is interrupted, jiree launch prints one "
                    + "report from all dumps (which rank is behind, on which collective) and keeps them; after a "
                    + "good run it deletes a directory of its own.",
            "Example: jiree launch --nprocs 2 --devices 0,1 -- run-module --module=m.vmfb --function=main",
            "Example: jiree launch --nprocs 2 -- run-module --device=local-task --module=m.vmfb --function=main"
        })
final class LaunchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--nprocs", required = true, paramLabel = "N", description = "Number of ranks.")
    int nprocs;

    @Option(
            names = "--devices",
            split = ",",
            paramLabel = "ID",
            description = "One CUDA device per rank (index or GPU-<uuid>); rank i gets --device=cuda://<ID i>.")
    List<String> devices = new ArrayList<>();

    @Option(
            names = "--hosts",
            split = ",",
            paramLabel = "HOST[:N]",
            description = "Runs the ranks on these hosts, N on each (default 1), in order, under mpiexec, which starts"
                    + " them there (through ssh unless HYDRA_LAUNCHER says otherwise; the same jiree and module paths"
                    + " must exist on every host). GPU ranks name --device=cuda: each takes the GPU of its rank on its"
                    + " host, and NCCL's id goes out over MPI unless --nccl_comm_id is given.")
    List<String> hosts = new ArrayList<>();

    @Option(
            names = "--hostfile",
            paramLabel = "FILE",
            description = "As --hosts, from a file of HOST[:N] lines (mpiexec -f).")
    Path hostfile;

    @Option(
            names = "--nccl_comm_id",
            paramLabel = "ADDRESS:PORT",
            description = "NCCL_COMM_ID for every rank: where rank 0 listens for NCCL's rendezvous. With --hosts it"
                    + " must be an address of rank 0's host that the other hosts reach (never loopback); without it, a"
                    + " loopback port below the kernel's ephemeral range that nothing holds.")
    String ncclCommId;

    @Option(
            names = "--exec",
            hidden = true,
            description = "Run the words after -- as a program instead of as a jiree command.")
    boolean exec;

    @Option(
            names = "--trace_file",
            paramLabel = "PATH",
            description = "Writes one timeline of the job to PATH (Trace Event Format), one process per rank on"
                    + " one clock, from the timeline each rank records.")
    Path traceFile;

    @Parameters(
            paramLabel = "COMMAND",
            description = "The jiree command each rank runs (after --); {rank} in an argument becomes the rank index.")
    List<String> command = new ArrayList<>();

    /** What the launcher runs once the ranks are gone (the trace merge). */
    private Runnable whenGone = () -> {};

    @Override
    public Integer call() {
        if (traceFile == null) {
            return launch(System.getenv());
        }
        // Each rank writes its timeline into a directory of the job's; they are merged at the end.
        Path dir;
        try {
            dir = Files.createTempDirectory("jiree-trace-");
        } catch (IOException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE, "cannot make a directory for the ranks' traces: %s", e.getMessage());
        }
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put(Timeline.DIR_VARIABLE, dir.toString());
        // Merged once the ranks are gone, before the final status line; a failed merge is a line of its own
        // and never replaces a failing rank's exit code.
        whenGone = () -> {
            int ranks = TraceFiles.merge(dir, traceFile);
            spec.commandLine().getErr().print("trace of " + ranks + " rank(s): " + traceFile + "\n");
            spec.commandLine().getErr().flush();
        };
        try {
            return launch(env);
        } finally {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
                Files.deleteIfExists(dir);
            } catch (IOException e) {
                // a temporary directory left behind
            }
        }
    }

    private int launch(Map<String, String> given) {
        if (!exec && nprocs > 1 && readsStdin(command)) {
            // Only rank 0 gets the launcher's stdin (under mpiexec the others' never ends): the
            // other ranks would fail or wait for ever.
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "--module=- reads the module from stdin, which only one of the " + nprocs
                            + " ranks gets; give the ranks the module as a file (--module=PATH)");
        }
        Map<String, String> environment = given;
        if (ncclCommId != null) {
            checkCommId(ncclCommId, !hosts.isEmpty() || hostfile != null);
            environment = new HashMap<>(given);
            environment.put("NCCL_COMM_ID", ncclCommId);
        }
        List<String> argv = new ArrayList<>();
        if (!exec && !command.isEmpty()) {
            argv.addAll(selfCommand());
        }
        argv.addAll(command);
        if (!hosts.isEmpty() || hostfile != null) {
            return launchOnHosts(argv, environment);
        }
        if (!exec && devices.isEmpty() && !namesCudaDevice(command)) {
            Optional<Path> mpiexec = Mpi.findLauncher(Environment.system());
            if (mpiexec.isPresent()) {
                return runUnderMpi(mpiexec.get(), List.of(), argv, environment);
            }
            spec.commandLine()
                    .getErr()
                    .print("note: no mpiexec found (pip install mpich, or set " + Mpi.LAUNCHER_VARIABLE
                            + "); the ranks start without MPI, so CPU collectives across them fail\n");
        }
        RankLauncher launcher = new RankLauncher(
                argv,
                nprocs,
                devices,
                environment,
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
        return launcher.whenGone(whenGone).run();
    }

    /** The ranks on other hosts, under mpiexec whatever their device. */
    private int launchOnHosts(List<String> argv, Map<String, String> environment) {
        if (!hosts.isEmpty() && hostfile != null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "give --hosts or --hostfile, not both");
        }
        if (!devices.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "--devices names GPUs of this host; with --hosts give the ranks --device=cuda: each takes the GPU"
                            + " of its rank on its own host");
        }
        if (traceFile != null) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "--trace_file with --hosts: ranks on other hosts cannot write into this host's directory; set %s"
                            + " to a directory every host shares and merge it with jiree trace-merge",
                    Timeline.DIR_VARIABLE);
        }
        List<String> placement = new ArrayList<>();
        if (hostfile != null) {
            if (!Files.isReadable(hostfile)) {
                throw JireeException.of(StatusCode.NOT_FOUND, "--hostfile %s cannot be read", hostfile);
            }
            placement.addAll(List.of("-f", hostfile.toAbsolutePath().toString()));
        } else {
            for (String h : hosts) {
                if (!h.matches("[A-Za-z0-9._\\-]+(:[1-9][0-9]*)?")) {
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "--hosts entry '%s' is not HOST or HOST:N (N ranks on the host, at least 1)",
                            h);
                }
            }
            placement.addAll(List.of("-hosts", String.join(",", hosts)));
        }
        Path mpiexec = Mpi.findLauncher(Environment.system())
                .orElseThrow(() -> JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "--hosts starts the ranks with mpiexec, and none was found: pip install mpich, or set %s to an"
                                + " mpiexec",
                        Mpi.LAUNCHER_VARIABLE));
        return runUnderMpi(mpiexec, placement, argv, environment);
    }

    private int runUnderMpi(Path mpiexec, List<String> placement, List<String> argv, Map<String, String> env) {
        return RankLauncher.underMpi(
                        mpiexec,
                        placement,
                        argv,
                        nprocs,
                        env,
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr())
                .whenGone(whenGone)
                .run();
    }

    /** NCCL_COMM_ID as NCCL reads it: HOST:PORT or [IPv6]:PORT; never loopback when ranks are on other hosts. */
    static void checkCommId(String id, boolean remoteRanks) {
        int colon = id.lastIndexOf(':');
        String host = colon > 0 ? id.substring(0, colon) : "";
        String port = colon > 0 ? id.substring(colon + 1) : "";
        if (host.isEmpty() || !port.matches("[0-9]{1,5}") || Integer.parseInt(port) > 65535) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "--nccl_comm_id=%s is not ADDRESS:PORT (e.g. 10.0.0.1:29500)", id);
        }
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        boolean loopback = bare.equals("localhost") || bare.startsWith("127.") || bare.equals("::1");
        if (remoteRanks && loopback) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--nccl_comm_id=%s is a loopback address, which ranks on other hosts cannot reach; give an address"
                            + " of rank 0's host on the network the hosts share",
                    id);
        }
    }

    /** Whether the jiree command reads a module from stdin ({@code --module=-} or {@code --module -}). */
    static boolean readsStdin(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--module=-")
                    || (args.get(i).equals("--module")
                            && i + 1 < args.size()
                            && args.get(i + 1).equals("-"))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the jiree command runs on a CUDA device ({@code --device=cuda...} or {@code --device cuda...}). */
    static boolean namesCudaDevice(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--device=cuda")
                    || (a.equals("--device")
                            && i + 1 < args.size()
                            && args.get(i + 1).startsWith("cuda"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * This same jiree: the running java with its JVM options (class path, heap size, native access)
     * up to the main class, or, when the command line is not visible, java with this class path.
     */
    static List<String> selfCommand() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        String java = info.command()
                .or(() -> Optional.of(System.getProperty("java.home") + "/bin/java"))
                .get();
        List<String> argv = new ArrayList<>();
        String[] current = info.arguments().orElse(null);
        if (current != null) {
            int main = List.of(current).indexOf(Jiree.class.getName());
            if (main >= 0) {
                argv.add(java);
                argv.addAll(List.of(current).subList(0, main + 1));
                return argv;
            }
        }
        argv.add(java);
        argv.add("--enable-native-access=ALL-UNNAMED");
        argv.add("-cp");
        argv.add(System.getProperty("java.class.path"));
        argv.add(Jiree.class.getName());
        return argv;
    }
}
