package io.jiree.tools;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.cuda.nccl.CommId;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Starts one process per SPMD rank and owns them until they are gone. GPU ranks are started
 * directly with the environment IREE's runtime reads ({@code IREE_SPMD_NPROCS},
 * {@code IREE_SPMD_PROCID}, {@code NCCL_COMM_ID}); CPU ranks run under an MPI launcher
 * ({@code mpiexec}). Each line a rank prints is prefixed with {@code [rank i] }.
 *
 * <p>Fails fast: the first rank to exit non-zero gives its exit code to the launcher and the others
 * are stopped. Stopping means SIGTERM to each rank process (mpiexec forwards it to its ranks), then,
 * after {@link #GRACE}, SIGKILL to whatever is left, descendants included. A SIGINT or SIGTERM to the
 * launcher stops the ranks the same way before it exits. Every rank learns the launcher's pid
 * ({@value LauncherWatch#VARIABLE}) so a jiree rank ends when the launcher is gone, and a directory
 * for its flight recorder ({@value FlightRecorder#DIR_VARIABLE}); when the job fails or is interrupted
 * the ranks' dumps are merged into one report ({@link FlightReport}), and the first failing rank's
 * error is repeated last.
 */
final class RankLauncher {
    /** Replaced by the rank's index in every argument, for per-rank inputs ({@code --input=@x.{rank}.npy}). */
    static final String RANK_PLACEHOLDER = "{rank}";
    /** How long ranks have after SIGTERM to end (and write their flight records) before SIGKILL. */
    static final int GRACE_SECONDS = 3;

    static final Duration GRACE = Duration.ofSeconds(GRACE_SECONDS);
    /** Where ranks write their flight recorders ({@code rank<R>.tsv}). */
    private static final Pattern MPI_PREFIX = Pattern.compile("\\[rank (\\d+)] ");
    /** The empty input of ranks other than rank 0. */
    private static final File NO_INPUT = new File("/dev/null");
    /** Lines kept per rank for its last words. */
    private static final int TAIL_LINES = 20;

    private final List<String> command;
    private final int nprocs;
    private final List<String> devices;
    /** The MPI launcher the ranks run under, or null when they are started directly. */
    private final Path mpiexec;
    /** mpiexec's options placing the ranks on other hosts; empty: every rank on this one. */
    private final List<String> hostOptions;

    private final Map<String, String> baseEnvironment;
    private final PrintWriter out;
    private final PrintWriter err;

    // The job, shared by the waiting thread, the exit callbacks and the shutdown hook.
    private final Object lock = new Object();
    private final List<Process> processes = new ArrayList<>();
    /** Every descendant of a rank process seen while it ran: they may outlive it (orphans). */
    private final Set<ProcessHandle> descendants = ConcurrentHashMap.newKeySet();

    private final Object stopLock = new Object();
    private final Set<Integer> killed = new TreeSet<>();
    private final Tail[] tails;
    /** mpiexec's own stderr lines (not from a rank). */
    private final Tail launcherTail = new Tail();

    /** Rank 0's stdin when the ranks are started directly: the launcher's own, as mpiexec gives it. */
    private Redirect input = Redirect.INHERIT;

    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile boolean stopping;
    private volatile boolean interrupted;

    /**
     * Ranks started directly.
     *
     * @param command  the program and arguments every rank runs
     * @param devices  one device id per rank appended as {@code --device=cuda://<id>}, or empty
     */
    RankLauncher(
            List<String> command,
            int nprocs,
            List<String> devices,
            Map<String, String> baseEnvironment,
            PrintWriter out,
            PrintWriter err) {
        this(command, nprocs, devices, null, List.of(), baseEnvironment, out, err);
    }

    /**
     * Ranks under the MPI launcher {@code mpiexec} (MPICH's Hydra): one {@code -n 1} part per rank
     * (so {@value #RANK_PLACEHOLDER} becomes each rank's index), output lines prefixed with
     * {@code [rank i] } by mpiexec. mpiexec ends the whole job when a rank fails (jiree ranks abort
     * the MPI job when they exit with an error); its exit code is the launcher's. {@code hostOptions}
     * (mpiexec's {@code -hosts} or {@code -f}; empty: every rank here) place the ranks on other
     * hosts; ranks there cannot watch this process nor write into its directories: they get
     * neither, and print their flight-recorder dumps on stderr ({@link FlightRecorder#STREAM_VARIABLE}),
     * which mpiexec brings here and the report is made of.
     */
    static RankLauncher underMpi(
            Path mpiexec,
            List<String> hostOptions,
            List<String> command,
            int nprocs,
            Map<String, String> baseEnvironment,
            PrintWriter out,
            PrintWriter err) {
        return new RankLauncher(command, nprocs, List.of(), mpiexec, hostOptions, baseEnvironment, out, err);
    }

    private RankLauncher(
            List<String> command,
            int nprocs,
            List<String> devices,
            Path mpiexec,
            List<String> hostOptions,
            Map<String, String> baseEnvironment,
            PrintWriter out,
            PrintWriter err) {
        if (nprocs < 1) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "--nprocs must be at least 1 (got %d)", nprocs);
        }
        if (!devices.isEmpty() && devices.size() != nprocs) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--devices names %d devices but --nprocs is %d; give one device per rank",
                    devices.size(),
                    nprocs);
        }
        if (command.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "no command to launch; put it after '--', e.g. jiree launch --nprocs 2 -- run-module --module=m.vmfb");
        }
        this.command = List.copyOf(command);
        this.nprocs = nprocs;
        this.devices = List.copyOf(devices);
        this.mpiexec = mpiexec;
        this.hostOptions = List.copyOf(hostOptions);
        this.baseEnvironment = baseEnvironment;
        this.out = out;
        this.err = err;
        this.tails = Stream.generate(Tail::new).limit(nprocs).toArray(Tail[]::new);
    }

    /** Run once the ranks are gone, before the final status line. */
    private Runnable whenGone = () -> {};

    /** Where rank 0 (started directly) reads its stdin from; tests give it a file. */
    RankLauncher input(Redirect rank0Input) {
        this.input = rank0Input;
        return this;
    }

    /**
     * Runs {@code then} once the ranks are gone (jiree launch --trace_file merges their traces), before
     * the final status line. Its failure is printed on a line of its own and fails a job whose ranks
     * succeeded; it never replaces a failing rank's exit code.
     */
    RankLauncher whenGone(Runnable then) {
        this.whenGone = then;
        return this;
    }

    private record Exit(int index, int code, boolean stopped) {}

    /** The rank (-1: not known) whose exit failed the job first, and the launcher's exit code. */
    private record Failure(int rank, int code) {}

    /** The process that failed first; which rank that is, under MPI, is known once its output is read. */
    private record FirstExit(int index, int code) {}

    /**
     * Runs all ranks until every one is gone; returns 0 when every rank succeeded, else the first
     * failing rank's exit code (under MPI, mpiexec's).
     */
    int run() {
        Thread hook = Thread.ofPlatform().name("jiree-launch-stop").unstarted(this::interrupt);
        Runtime.getRuntime().addShutdownHook(hook);
        boolean remote = !hostOptions.isEmpty();
        FlightDirectory flight = FlightDirectory.create(baseEnvironment, err);
        List<Thread> pumps = new ArrayList<>();
        LinkedBlockingQueue<Exit> exits = new LinkedBlockingQueue<>();
        FirstExit first = null;
        boolean reported = false;
        try {
            Map<String, String> env = new HashMap<>(baseEnvironment);
            if (!remote) { // a process id means nothing on another host; mpiexec ends its ranks there
                env.put(
                        LauncherWatch.VARIABLE,
                        Long.toString(ProcessHandle.current().pid()));
            }
            if (remote) {
                // Their file systems are not ours: the ranks print their dumps, collected below.
                env.put(FlightRecorder.STREAM_VARIABLE, "stderr");
            } else if (flight != null) {
                env.put(FlightRecorder.DIR_VARIABLE, flight.dir().toString());
            }
            List<List<String>> argvs = mpiexec == null ? rankCommands(env) : List.of(mpiCommand());
            for (int i = 0; i < argvs.size(); i++) {
                Process p = start(argvs.get(i), env, i);
                if (p == null) {
                    break;
                }
                int index = i;
                if (mpiexec == null) {
                    String prefix = "[rank " + i + "] ";
                    pumps.add(pump(p.getInputStream(), line -> print(out, prefix + line)));
                    pumps.add(pump(p.getErrorStream(), line -> {
                        tails[index].add(line);
                        print(err, prefix + line);
                    }));
                } else {
                    pumps.add(pump(p.getInputStream(), line -> print(out, line)));
                    pumps.add(pump(p.getErrorStream(), line -> {
                        Matcher m = MPI_PREFIX.matcher(line);
                        int rank = m.lookingAt() ? Integer.parseInt(m.group(1)) : -1;
                        String said = rank >= 0 ? line.substring(m.end()) : line;
                        if (rank >= 0 && rank < nprocs && said.startsWith(FlightRecorder.STREAM_PREFIX)) {
                            streamed.add(rank, said.substring(FlightRecorder.STREAM_PREFIX.length()));
                            return;
                        }
                        (rank >= 0 && rank < nprocs ? tails[rank] : launcherTail).add(said);
                        print(err, line);
                    }));
                }
                // A thread of its own per rank: onExit's callbacks run on the common pool, which may be
                // busy or have a single worker.
                Thread.ofPlatform().daemon().name("jiree-launch-wait-" + i).start(() -> {
                    int code = waitFor(p);
                    exits.add(new Exit(index, code, stopping));
                });
            }
            int alive;
            synchronized (lock) {
                alive = processes.size();
            }
            while (alive > 0) {
                Exit e = exits.poll(1, TimeUnit.SECONDS);
                if (e == null) {
                    rememberDescendants();
                    continue;
                }
                alive--;
                // A Ctrl-C reaches the ranks too (one process group): a rank ended by SIGINT or SIGTERM
                // while the launcher is interrupted did not fail by itself.
                boolean bySignal = interrupted && (e.code() == 128 + 2 || e.code() == 128 + 15);
                if (e.code() != 0 && !e.stopped() && !bySignal && first == null) {
                    first = new FirstExit(e.index(), e.code());
                    stop();
                }
            }
            // Whatever a rank left behind (its own children, mpiexec's ranks) goes too.
            stop();
            joinAll(pumps);
            Failure failure = first == null
                    ? null
                    : new Failure(mpiexec == null ? first.index() : firstRankWithStatus(), first.code());
            reported = true;
            finish(flight, failure != null || interrupted);
            boolean thenFailed = false;
            try {
                whenGone.run();
            } catch (RuntimeException e) {
                Jiree.reportFailure(e, err);
                thenFailed = true;
            }
            if (failure != null) {
                print(err, lastWords(failure));
            } else if (interrupted) {
                print(
                        err,
                        "CANCELLED; jiree launch was interrupted; its ranks were sent SIGTERM"
                                + (killed.isEmpty()
                                        ? ""
                                        : ", and " + killedNames() + " SIGKILL " + GRACE.toSeconds() + " s later"));
            }
            return failure != null ? failure.code() : interrupted || thenFailed ? 1 : 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JireeException(StatusCode.CANCELLED, "launch interrupted; all ranks were stopped");
        } finally {
            stop();
            if (!reported && flight != null && flight.own()) {
                flight.delete();
            }
            out.flush();
            err.flush();
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is shutting down (a signal): the hook is running and waits for this.
            }
        }
    }

    /** The shutdown hook (SIGINT, SIGTERM): stops the ranks and waits until {@link #run} has reported. */
    void interrupt() {
        interrupted = true;
        stop();
        try {
            finished.await(GRACE.toMillis() + 10_000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts one process, or none (null) when the job is already being stopped. */
    private Process start(List<String> argv, Map<String, String> env, int index) {
        ProcessBuilder pb = new ProcessBuilder(argv);
        pb.environment().clear();
        pb.environment().putAll(env);
        if (mpiexec == null) {
            pb.environment().put("IREE_SPMD_NPROCS", Integer.toString(nprocs));
            pb.environment().put("IREE_SPMD_PROCID", Integer.toString(index));
            // As mpiexec does: rank 0 reads the launcher's stdin, the others an empty one. The default
            // pipe, which nothing writes or closes, left a rank reading stdin (--module=-) waiting for ever.
            pb.redirectInput(index == 0 ? input : Redirect.from(NO_INPUT));
        } else {
            // mpiexec (Hydra) forwards its stdin to rank 0 and reads it eagerly: an empty one, for a
            // pipe nothing closes would leave a rank reading stdin waiting for ever. Every rank but
            // rank 0 would read nothing anyway, so a program of N ranks cannot take its input there.
            pb.redirectInput(Redirect.from(NO_INPUT));
        }
        synchronized (lock) {
            if (stopping) {
                return null;
            }
            Process p;
            try {
                p = pb.start();
            } catch (IOException e) {
                if (mpiexec != null) {
                    throw JireeException.of(
                            StatusCode.UNAVAILABLE,
                            "cannot start the MPI launcher %s: %s; install "
                                    + "MPI (pip install mpich) or set JIREE_MPIEXEC to its mpiexec",
                            mpiexec,
                            e.getMessage());
                }
                throw JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "cannot start rank %d (%s): %s",
                        index,
                        String.join(" ", argv),
                        e.getMessage());
            }
            processes.add(p);
            return p;
        }
    }

    private List<List<String>> rankCommands(Map<String, String> env) {
        String commId = env.get("NCCL_COMM_ID");
        if (commId == null || commId.isEmpty()) {
            env.put("NCCL_COMM_ID", CommId.freeLoopback().toString());
        }
        List<List<String>> argvs = new ArrayList<>();
        for (int rank = 0; rank < nprocs; rank++) {
            List<String> argv = new ArrayList<>();
            for (String a : command) {
                argv.add(a.replace(RANK_PLACEHOLDER, Integer.toString(rank)));
            }
            if (!devices.isEmpty()) {
                argv.add("--device=cuda://" + devices.get(rank));
            }
            argvs.add(argv);
        }
        return argvs;
    }

    private List<String> mpiCommand() {
        List<String> argv = new ArrayList<>(List.of(mpiexec.toString(), "-prepend-pattern", "[rank %r] "));
        argv.addAll(hostOptions);
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
        return argv;
    }

    private void rememberDescendants() {
        List<Process> ps;
        synchronized (lock) {
            ps = List.copyOf(processes);
        }
        for (Process p : ps) {
            if (p.isAlive()) {
                p.descendants().forEach(descendants::add);
            }
        }
    }

    /**
     * Ends every process of the job: SIGTERM to each rank process (and to orphans of one, which
     * nobody else tells), SIGKILL after {@link #GRACE} to all that are left with their descendants.
     * Returns once they are gone (or a bounded wait for that passed).
     */
    private void stop() {
        List<Process> ps;
        synchronized (lock) {
            stopping = true;
            ps = List.copyOf(processes);
        }
        synchronized (stopLock) {
            rememberDescendants();
            Set<ProcessHandle> all = new LinkedHashSet<>();
            ps.forEach(p -> all.add(p.toHandle()));
            all.addAll(descendants);
            if (all.stream().noneMatch(ProcessHandle::isAlive)) {
                return;
            }
            for (Process p : ps) {
                if (p.isAlive()) {
                    p.destroy();
                }
            }
            for (ProcessHandle h : descendants) {
                if (h.isAlive()
                        && h.parent().map(parent -> !all.contains(parent)).orElse(true)) {
                    h.destroy();
                }
            }
            if (awaitGone(all, GRACE)) {
                return;
            }
            for (int i = 0; i < ps.size(); i++) {
                if (ps.get(i).isAlive()) {
                    killed.add(i);
                }
            }
            List<ProcessHandle> left =
                    all.stream().filter(ProcessHandle::isAlive).toList();
            for (ProcessHandle h : left) {
                h.descendants().forEach(all::add);
            }
            all.forEach(ProcessHandle::destroyForcibly);
            awaitGone(all, Duration.ofSeconds(5));
        }
    }

    private static int waitFor(Process p) {
        while (true) {
            try {
                return p.waitFor();
            } catch (InterruptedException e) {
                // Only the exit ends this wait.
            }
        }
    }

    private static boolean awaitGone(Set<ProcessHandle> handles, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (handles.stream().anyMatch(ProcessHandle::isAlive)) {
            if (System.nanoTime() - deadline >= 0) {
                return false;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    private String killedNames() {
        if (mpiexec != null) {
            return "mpiexec and its ranks got";
        }
        return (killed.size() == 1 ? "rank " : "ranks ")
                + String.join(", ", killed.stream().map(String::valueOf).toList()) + " got";
    }

    /** Under MPI: the first rank that printed a status line (jiree ranks print one when they fail), or -1. */
    private int firstRankWithStatus() {
        int best = -1;
        for (int r = 0; r < nprocs; r++) {
            long t = tails[r].firstStatusNanos();
            if (t != Long.MAX_VALUE && (best < 0 || t - tails[best].firstStatusNanos() < 0)) {
                best = r;
            }
        }
        return best;
    }

    /** The first failing rank's error once more, last, so that it is what the user sees. */
    private String lastWords(Failure f) {
        if (f.rank() < 0) {
            String said = launcherTail.lastLine();
            return "mpiexec exited with code " + f.code() + " and no rank printed a status"
                    + (said.isEmpty() ? "" : "; mpiexec said: " + said);
        }
        StringBuilder sb = new StringBuilder("rank ").append(f.rank()).append(" failed first (");
        sb.append(mpiexec == null ? "exit code " : "mpiexec exit code ").append(f.code());
        if (mpiexec == null && f.code() > 128) {
            sb.append(", killed by signal ").append(f.code() - 128);
        }
        sb.append(')');
        String status = tails[f.rank()].status();
        return status.isEmpty()
                ? sb.append(" and printed no error").toString()
                : sb.append(": ").append(status).toString();
    }

    /** Prints the flight-recorder report when the job failed; deletes a directory of our own otherwise. */
    private void finish(FlightDirectory flight, boolean failed) {
        if (flight == null) {
            return;
        }
        streamed.writeTo(flight.dir());
        boolean any;
        try (Stream<Path> files = Files.list(flight.dir())) {
            any = files.findAny().isPresent();
        } catch (IOException e) {
            any = false;
        }
        if (failed && any) {
            FlightReport.report(flight.dir(), nprocs, placement()).forEach(line -> print(err, line));
        } else if (failed) {
            print(err, "flight recorder: no rank wrote a record" + (flight.own() ? "" : " to " + flight.dir()));
        }
        if (flight.own() && !(failed && any)) {
            flight.delete();
        }
    }

    private static void joinAll(List<Thread> threads) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (Thread t : threads) {
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        }
    }

    private static void print(PrintWriter sink, String line) {
        synchronized (sink) {
            sink.print(line + "\n");
            sink.flush();
        }
    }

    private static Thread pump(InputStream in, Consumer<String> sink) {
        return Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                // The rank was stopped; its remaining output is gone with it.
            }
        });
    }

    /** The directory ranks write their flight recorders to: the user's, or a temporary one of ours. */
    record FlightDirectory(Path dir, boolean own) {
        static FlightDirectory create(Map<String, String> env, PrintWriter err) {
            String named = env.get(FlightRecorder.DIR_VARIABLE);
            try {
                if (named != null && !named.isEmpty()) {
                    return new FlightDirectory(Files.createDirectories(Path.of(named)), false);
                }
                return new FlightDirectory(Files.createTempDirectory("jiree-flight-"), true);
            } catch (IOException | RuntimeException e) {
                print(err, "note: no flight-recorder directory (" + e.getMessage() + "); ranks record nothing");
                return null;
            }
        }

        void delete() {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            } catch (IOException e) {
                // A temporary directory left behind is harmless.
            }
        }
    }

    /**
     * Each rank's host as mpiexec places them ({@code -hosts} or {@code -f}): N ranks a host in
     * order, round again when there are more ranks; empty where the ranks run here.
     */
    Map<Integer, String> placement() {
        List<String> entries = new ArrayList<>();
        if (hostOptions.size() == 2 && hostOptions.get(0).equals("-hosts")) {
            entries.addAll(List.of(hostOptions.get(1).split(",")));
        } else if (hostOptions.size() == 2 && hostOptions.get(0).equals("-f")) {
            try {
                Files.readAllLines(Path.of(hostOptions.get(1))).stream()
                        .map(String::strip)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                        .forEach(entries::add);
            } catch (IOException e) {
                return Map.of();
            }
        }
        List<String> slots = new ArrayList<>();
        for (String e : entries) {
            int colon = e.lastIndexOf(':');
            int n = colon > 0 && e.substring(colon + 1).matches("[0-9]+")
                    ? Integer.parseInt(e.substring(colon + 1))
                    : 1;
            for (int i = 0; i < n; i++) {
                slots.add(colon > 0 ? e.substring(0, colon) : e);
            }
        }
        Map<Integer, String> hostOf = new HashMap<>();
        for (int rank = 0; rank < nprocs && !slots.isEmpty(); rank++) {
            hostOf.put(rank, slots.get(rank % slots.size()));
        }
        return hostOf;
    }

    /** The flight-recorder dumps ranks printed (ranks on other hosts): each rank's last one. */
    private final StreamedDumps streamed = new StreamedDumps();

    private final class StreamedDumps {
        private final Map<Integer, StringBuilder> last = new HashMap<>(); // guarded by this

        synchronized void add(int rank, String line) {
            if (line.equals(FlightRecorder.FORMAT_LINE)) {
                last.put(rank, new StringBuilder()); // a later dump replaces an earlier one
            }
            StringBuilder dump = last.get(rank);
            if (dump != null) {
                dump.append(line).append('\n');
            }
        }

        synchronized void writeTo(Path dir) {
            last.forEach((rank, dump) -> {
                try {
                    Files.writeString(FlightRecorder.dumpFile(dir, rank), dump, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    print(err, "note: cannot keep rank " + rank + "'s flight-recorder dump: " + e.getMessage());
                }
            });
        }
    }

    /** The last lines a rank printed on stderr, and when it first printed a status line. */
    static final class Tail {
        private static final Pattern STATUS = Pattern.compile("([A-Z][A-Z_]*); .*");
        private final ArrayDeque<String> lines = new ArrayDeque<>();
        private long firstStatusNanos = Long.MAX_VALUE;

        synchronized void add(String line) {
            if (line.isBlank() || line.startsWith("NOTE: Picked up")) {
                return;
            }
            if (firstStatusNanos == Long.MAX_VALUE && isStatus(line)) {
                firstStatusNanos = System.nanoTime();
            }
            lines.addLast(line);
            if (lines.size() > TAIL_LINES) {
                lines.removeFirst();
            }
        }

        synchronized long firstStatusNanos() {
            return firstStatusNanos;
        }

        synchronized String lastLine() {
            return lines.isEmpty() ? "" : lines.getLast();
        }

        /**
         * The last status line (jiree prints an error as one; lines after it come from elsewhere,
         * such as MPI's abort notice), else the last line.
         */
        synchronized String status() {
            for (var it = lines.descendingIterator(); it.hasNext(); ) {
                String line = it.next();
                if (isStatus(line)) {
                    return line;
                }
            }
            return lastLine();
        }

        static boolean isStatus(String line) {
            Matcher m = STATUS.matcher(line);
            if (!m.matches()) {
                return false;
            }
            try {
                StatusCode.valueOf(m.group(1));
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
    }
}
