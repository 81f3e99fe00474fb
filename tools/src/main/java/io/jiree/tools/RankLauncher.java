package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Starts one process per SPMD rank with the environment IREE's runtime reads
 * ({@code IREE_SPMD_NPROCS}, {@code IREE_SPMD_PROCID}, {@code NCCL_COMM_ID}), prefixes each line
 * a rank prints with {@code [rank i] }, and fails fast: the first rank to exit non-zero ends the
 * others and its exit code becomes the launcher's.
 */
final class RankLauncher {
    /** Replaced by the rank's index in every argument, for per-rank inputs ({@code --input=@x.{rank}.npy}). */
    static final String RANK_PLACEHOLDER = "{rank}";

    private final List<String> command;
    private final int nprocs;
    private final List<String> devices;
    private final Map<String, String> baseEnvironment;
    private final PrintWriter out;
    private final PrintWriter err;

    /**
     * @param command  the program and arguments every rank runs
     * @param devices  one device id per rank appended as {@code --device=cuda://<id>}, or empty
     */
    RankLauncher(List<String> command, int nprocs, List<String> devices, Map<String, String> baseEnvironment,
            PrintWriter out, PrintWriter err) {
        if (nprocs < 1) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "--nprocs must be at least 1 (got %d)", nprocs);
        }
        if (!devices.isEmpty() && devices.size() != nprocs) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "--devices names %d devices but --nprocs is %d; give one device per rank", devices.size(), nprocs);
        }
        if (command.isEmpty()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT,
                    "no command to launch; put it after '--', e.g. jiree launch --nprocs 2 -- run-module --module=m.vmfb");
        }
        this.command = List.copyOf(command);
        this.nprocs = nprocs;
        this.devices = List.copyOf(devices);
        this.baseEnvironment = baseEnvironment;
        this.out = out;
        this.err = err;
    }

    /** A free TCP port on the loopback interface for the NCCL rendezvous. */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new JireeException(StatusCode.UNAVAILABLE, "cannot find a free local port for NCCL_COMM_ID: "
                    + e.getMessage() + "; set NCCL_COMM_ID=host:port yourself");
        }
    }

    /** Runs all ranks; returns 0 when every rank succeeded, else the first failing rank's exit code. */
    int run() {
        String commId = baseEnvironment.get("NCCL_COMM_ID");
        if (commId == null || commId.isEmpty()) {
            commId = "127.0.0.1:" + freePort();
        }
        List<Process> processes = new ArrayList<>();
        List<Thread> pumps = new ArrayList<>();
        LinkedBlockingQueue<Integer> exited = new LinkedBlockingQueue<>();
        try {
            for (int rank = 0; rank < nprocs; rank++) {
                List<String> argv = new ArrayList<>();
                for (String a : command) {
                    argv.add(a.replace(RANK_PLACEHOLDER, Integer.toString(rank)));
                }
                if (!devices.isEmpty()) {
                    argv.add("--device=cuda://" + devices.get(rank));
                }
                ProcessBuilder pb = new ProcessBuilder(argv);
                Map<String, String> env = pb.environment();
                env.clear();
                env.putAll(baseEnvironment);
                env.put("IREE_SPMD_NPROCS", Integer.toString(nprocs));
                env.put("IREE_SPMD_PROCID", Integer.toString(rank));
                env.put("NCCL_COMM_ID", commId);
                Process p;
                try {
                    p = pb.start();
                } catch (IOException e) {
                    throw JireeException.of(StatusCode.UNAVAILABLE, "cannot start rank %d (%s): %s", rank,
                            String.join(" ", argv), e.getMessage());
                }
                processes.add(p);
                String prefix = "[rank " + rank + "] ";
                pumps.add(pump(p.getInputStream(), prefix, out));
                pumps.add(pump(p.getErrorStream(), prefix, err));
                int r = rank;
                p.onExit().thenRun(() -> exited.add(r));
            }
            int result = 0;
            for (int done = 0; done < nprocs; done++) {
                int rank = exited.take();
                int code = processes.get(rank).exitValue();
                if (code != 0) {
                    result = code;
                    break;
                }
            }
            stopAll(processes);
            for (Thread t : pumps) {
                t.join(TimeUnit.SECONDS.toMillis(5));
            }
            return result;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JireeException(StatusCode.CANCELLED, "launch interrupted; all ranks were stopped");
        } finally {
            stopAll(processes);
            out.flush();
            err.flush();
        }
    }

    /**
     * Runs {@code command} as {@code nprocs} ranks under an MPI launcher ({@code mpiexec}, MPICH's
     * Hydra): one {@code -n 1} part per rank (so {@value #RANK_PLACEHOLDER} becomes each rank's
     * index), output lines prefixed with {@code [rank i] } by the launcher. The launcher ends the
     * whole job when a rank fails (jiree ranks abort the MPI job when they exit with an error);
     * its exit code is returned.
     */
    static int runUnderMpi(java.nio.file.Path mpiexec, List<String> command, int nprocs, PrintWriter out,
                           PrintWriter err) {
        if (nprocs < 1) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "--nprocs must be at least 1 (got %d)", nprocs);
        }
        if (command.isEmpty()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT,
                    "no command to launch; put it after '--', e.g. jiree launch --nprocs 2 -- run-module --module=m.vmfb");
        }
        List<String> argv = new ArrayList<>(List.of(mpiexec.toString(), "-prepend-pattern", "[rank %r] "));
        for (int rank = 0; rank < nprocs; rank++) {
            if (rank > 0) {
                argv.add(":");
            }
            argv.add("-n");
            argv.add("1");
            for (String a : command) {
                argv.add(a.replace(RANK_PLACEHOLDER, Integer.toString(rank)));
            }
        }
        Process p;
        try {
            p = new ProcessBuilder(argv).start();
        } catch (IOException e) {
            throw JireeException.of(StatusCode.UNAVAILABLE, "cannot start the MPI launcher %s: %s; install MPI "
                    + "(pip install mpich) or set JIREE_MPIEXEC to its mpiexec", mpiexec, e.getMessage());
        }
        Thread o = pump(p.getInputStream(), "", out);
        Thread e = pump(p.getErrorStream(), "", err);
        try {
            int code = p.waitFor();
            o.join(TimeUnit.SECONDS.toMillis(5));
            e.join(TimeUnit.SECONDS.toMillis(5));
            return code;
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new JireeException(StatusCode.CANCELLED, "launch interrupted; all ranks were stopped");
        } finally {
            stopAll(List.of(p));
            out.flush();
            err.flush();
        }
    }

    private static void stopAll(List<Process> processes) {
        for (Process p : processes) {
            if (p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }
        for (Process p : processes) {
            try {
                p.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static Thread pump(InputStream in, String prefix, PrintWriter sink) {
        Thread t = Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    synchronized (sink) {
                        sink.print(prefix + line + "\n");
                        sink.flush();
                    }
                }
            } catch (IOException e) {
                // The rank was stopped; its remaining output is gone with it.
            }
        });
        return t;
    }
}
