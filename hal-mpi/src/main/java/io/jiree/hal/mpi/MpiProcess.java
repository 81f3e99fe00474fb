package io.jiree.hal.mpi;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.Libc;
import io.jiree.base.ProcessExit;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * MPI's process-wide state: initialized once, on the first channel (a process that never asks for
 * one never loads MPI), finalized at JVM exit when everything went well, and the job ended with
 * {@code MPI_Abort} when something did not. Every call that could block on a peer runs under the
 * collective timeout: past it, the job is ended instead of hanging.
 */
final class MpiProcess {
    /** How long a rank that failed may take to report its status before MPI_Abort ends the job. */
    static final Duration ABORT_GRACE = Duration.ofSeconds(3);
    /** How long a rank that ends the job waits for its last lines to leave through the launcher. */
    static final Duration STDIO_DRAIN = Duration.ofMillis(200);
    /** The exit code the job ends with when a rank aborts it. */
    static final int ABORT_CODE = 1;
    /**
     * How long the end of the process waits for calls in progress to leave MPI ({@link Mpi#close}):
     * a poll returns in microseconds; a call still inside after this is blocked on a peer.
     */
    static final Duration GATE_WAIT = Duration.ofSeconds(2);

    private static final Object LOCK = new Object();
    private static MpiProcess instance;

    private final Mpi mpi;
    private final Duration timeout;
    private final int worldRank;
    private final int worldSize;
    private volatile boolean failed;
    private volatile String failure; // the first reason given to fail()
    private volatile boolean ended;
    private volatile boolean up; // MPI_Init_thread returned and this rank knows its place
    private JireeException disagreement; // a rank's IREE_SPMD_* disagree with MPI: reported on every rank
    private final AtomicInteger inFlight = new AtomicInteger();

    private MpiProcess(Mpi mpi, Duration timeout) {
        this.mpi = mpi;
        this.timeout = timeout;
        boolean already = mpi.initialized();
        if (!already) {
            // Before MPI_Init_thread: an exit (a launcher's SIGTERM) while it runs must shut MPI too.
            Runtime.getRuntime().addShutdownHook(Thread.ofPlatform().unstarted(this::atExit));
            bounded(
                    "MPI_Init_thread",
                    () -> {
                        requireThreadMultiple(mpi, mpi.initThread(Mpi.THREAD_MULTIPLE));
                        return null;
                    },
                    false);
        } else {
            // Initialized before: by the application, or by an earlier attempt refused here.
            requireThreadMultiple(mpi, mpi.queryThread());
        }
        MemorySegment world = Mpi.handle(Mpi.COMM_WORLD);
        mpi.commSetErrorsReturn(world);
        this.worldRank = mpi.commRank(world);
        this.worldSize = mpi.commSize(world);
        this.up = true;
    }

    private static void requireThreadMultiple(Mpi mpi, int provided) {
        if (provided < Mpi.THREAD_MULTIPLE) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE,
                    "MPI at %s provides thread level %d, but jiree calls MPI from more than one thread and needs "
                            + "MPI_THREAD_MULTIPLE (%d); use an MPI built with thread support (the mpich wheel is), "
                            + "and an application that initializes MPI itself must ask for that level",
                    mpi.origin(),
                    provided,
                    Mpi.THREAD_MULTIPLE);
        }
    }

    /**
     * The process's MPI, initialized on first call; checks the SPMD variables against what MPI says.
     */
    static MpiProcess get(Environment env, Optional<SpmdRanks> ranks) {
        synchronized (LOCK) {
            if (instance == null) {
                Duration timeout = timeoutFrom(env);
                instance = new MpiProcess(Mpi.get(), timeout);
                try {
                    instance.checkEveryRankAgrees(ranks);
                } catch (JireeException e) {
                    instance.disagreement = e;
                }
            }
            if (instance.disagreement != null) {
                throw instance.disagreement;
            }
            instance.checkAgrees(ranks);
            return instance;
        }
    }

    /** The collective timeout ({@link CollectiveTimeout}; {@code JIREE_MPI_TIMEOUT_MS} still counts). */
    static Duration timeoutFrom(Environment env) {
        return CollectiveTimeout.from(env, CollectiveTimeout.MPI_MS_VARIABLE);
    }

    /**
     * Every rank shares what its IREE_SPMD_* variables say (one all-gather, under the timeout), so a
     * rank started with other values is reported on every rank, naming both, not only on its own
     * while the others wait for it.
     */
    private void checkEveryRankAgrees(Optional<SpmdRanks> ranks) {
        if (worldSize <= 1) {
            return;
        }
        int[] views = bounded("MPI_Iallgather (the ranks' IREE_SPMD_* variables)", () -> {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment mine = arena.allocate(ValueLayout.JAVA_INT, 2);
                mine.setAtIndex(
                        ValueLayout.JAVA_INT, 0, ranks.map(SpmdRanks::count).orElse(-1));
                mine.setAtIndex(
                        ValueLayout.JAVA_INT, 1, ranks.map(SpmdRanks::rank).orElse(-1));
                MemorySegment all = arena.allocate(ValueLayout.JAVA_INT, 2L * worldSize);
                MemorySegment request = arena.allocate(ValueLayout.ADDRESS);
                CollectiveElementType type = CollectiveElementType.SINT_32;
                MemorySegment world = Mpi.handle(Mpi.COMM_WORLD);
                mpi.check(mpi.iallgather(mine, 2, type, all, 2, type, world, request), "MPI_Iallgather");
                MemorySegment flag = arena.allocate(ValueLayout.JAVA_INT);
                long start = System.nanoTime();
                for (long polls = 1; !mpi.testall(1, request, flag, MemorySegment.NULL); polls++) {
                    MpiBatch.pauseBetweenPolls(System.nanoTime() - start, polls); // peers may start late
                }
                return all.toArray(ValueLayout.JAVA_INT);
            }
        });
        for (int r = 0; r < worldSize; r++) {
            int count = views[2 * r];
            int rank = views[2 * r + 1];
            if (count >= 0 && (count != worldSize || rank != r)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "rank %d was started with %s=%d and %s=%d, but the MPI launcher started it as rank %d of %d%s; "
                                + "under mpiexec leave %s and %s unset (or make them agree with mpiexec -n)",
                        r,
                        SpmdRanks.NPROCS,
                        count,
                        SpmdRanks.PROCID,
                        rank,
                        r,
                        worldSize,
                        r == worldRank ? "" : " (this is rank " + worldRank + ")",
                        SpmdRanks.NPROCS,
                        SpmdRanks.PROCID);
            }
        }
    }

    private void checkAgrees(Optional<SpmdRanks> ranks) {
        if (ranks.isEmpty()) {
            return;
        }
        SpmdRanks r = ranks.get();
        if (r.count() != worldSize || r.rank() != worldRank) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s says this is rank %d of %d, but the MPI launcher started it as rank %d of %d; under mpiexec "
                            + "leave %s and %s unset (or make them agree with mpiexec -n)",
                    r.source(),
                    r.rank(),
                    r.count(),
                    worldRank,
                    worldSize,
                    SpmdRanks.NPROCS,
                    SpmdRanks.PROCID);
        }
    }

    Mpi mpi() {
        return mpi;
    }

    Duration timeout() {
        return timeout;
    }

    int worldRank() {
        return worldRank;
    }

    int worldSize() {
        return worldSize;
    }

    /**
     * Runs a blocking MPI call on this thread under the collective timeout: if it has not returned by
     * then, a watchdog reports {@code what} on stderr and ends the job (MPI_Abort when MPI is up, else
     * the process) so no rank hangs.
     */
    <T> T bounded(String what, Supplier<T> call) {
        return bounded(what, call, true);
    }

    private <T> T bounded(String what, Supplier<T> call, boolean mpiUp) {
        Thread watchdog = Thread.ofPlatform()
                .daemon()
                .name("jiree-mpi-watchdog")
                .start(() -> {
                    try {
                        TimeUnit.NANOSECONDS.sleep(timeout.toNanos());
                    } catch (InterruptedException e) {
                        return; // the call returned in time
                    }
                    String reason = what + " did not return within " + timeout.toMillis() + " ms on this rank";
                    String dump = FlightRecorder.dumpNote("DEADLINE_EXCEEDED; " + reason);
                    String line =
                            "DEADLINE_EXCEEDED; " + reason + "; is every rank running the same program? Ending the MPI "
                                    + "job (raise " + CollectiveTimeout.SETTING + " if the work is just slow)" + dump;
                    endJob(line, mpiUp);
                });
        inMpi(1);
        try {
            return call.get();
        } finally {
            inMpi(-1);
            watchdog.interrupt();
        }
    }

    /**
     * A collective failed on this rank (an MPI error or the timeout): the job cannot go on. The
     * caller reports the status; after {@link #ABORT_GRACE} (or at exit, whichever comes first)
     * MPI_Abort ends every rank.
     */
    void fail(String reason) {
        synchronized (this) {
            if (failure == null) {
                failure = reason;
            }
        }
        failed = true;
        Thread.ofPlatform().daemon().name("jiree-mpi-abort").start(() -> {
            try {
                TimeUnit.NANOSECONDS.sleep(ABORT_GRACE.toNanos());
            } catch (InterruptedException e) {
                // Abort now.
            }
            endJob(null, true);
        });
    }

    /** A batch or a blocking call enters MPI ({@code +1}) or leaves it ({@code -1}). */
    void inMpi(int delta) {
        inFlight.addAndGet(delta);
    }

    boolean failed() {
        return failed;
    }

    /**
     * ABORTED once a collective failed on this rank: the job is ending, and a batch issued
     * meanwhile would pair with the peers' pending one.
     */
    void checkNotFailed() {
        if (failed) {
            throw JireeException.of(
                    StatusCode.ABORTED,
                    "a collective failed on this rank earlier and the MPI job is ending: no further collective runs"
                            + " (the failure: %s)",
                    failure);
        }
    }

    /** Prints {@code line} (when given) and ends the job: MPI_Abort when MPI is up, else exits at once. */
    private void endJob(String line, boolean mpiUp) {
        // Shut MPI before claiming the end: a second caller waits here for the first to end the job.
        boolean shut = mpiUp && mpi.close(GATE_WAIT);
        synchronized (this) {
            if (ended) {
                return;
            }
            ended = true;
        }
        PrintStream err = System.err;
        if (line != null) {
            err.println(line);
        }
        err.flush();
        System.out.flush();
        try {
            if (shut) {
                // The launcher forwards what this rank printed through a pipe it may stop reading
                // once MPI_Abort reaches it: give it a moment to pass on the status line first.
                try {
                    Thread.sleep(STDIO_DRAIN.toMillis());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                mpi.abort(Mpi.handle(Mpi.COMM_WORLD), ABORT_CODE);
            } else {
                // Another thread is still inside MPI (MPI_Init_thread, a call blocked on a peer): the
                // exit handlers of MPI's libraries, which MPI_Abort and a halt run, would run under it.
                // The launcher ends the other ranks when this one exits non-zero before MPI_Finalize,
                // but only once it has joined the job: before MPI_Init_thread returned it may not have
                // (Hydra then waits for the others, a never-started peer forever). A rank killed by a
                // signal ends the job whenever it dies. (What this rank printed is flushed above.)
                if (!mpiUp) {
                    Libc.killNow();
                }
                leaveNow(ABORT_CODE);
            }
        } finally {
            // Whatever the calls above did (MPI_Abort returned or threw, _exit could not be called),
            // the process ends here.
            Runtime.getRuntime().halt(ABORT_CODE);
        }
    }

    /**
     * JVM exit: MPI_Finalize after a clean run; MPI_Abort after a failed collective or when the tool
     * exits with a failure ({@link ProcessExit}), so ranks waiting for this one end at once. MPI is
     * shut first ({@link Mpi#close}): no thread is inside it while the process ends.
     */
    private void atExit() {
        // The recorder's table first: the job may end from here (halt) before its own hook ran.
        FlightRecorder.get().dumpAtExit();
        if (!mpi.close(GATE_WAIT)) {
            // A call blocked on a peer: MPI's exit handlers must not run under it.
            leaveNow(ProcessExit.code().orElse(ABORT_CODE));
            return;
        }
        // An exit while MPI is starting, or while a batch or call is still inside it (a signal, e.g. a
        // launcher's SIGTERM, in the middle of a collective), must not finalize under it, nor abort the
        // job, which would kill the other ranks before they wrote their own tables: the process just
        // ends (MPI is shut), and the launcher ends the rest.
        if (!up || (inFlight.get() > 0 && !failed)) {
            return;
        }
        // A disagreement every rank saw fails every rank alike: they all finalize, so none is killed
        // before it said why.
        if (failed || (ProcessExit.code().orElse(0) != 0 && disagreement == null)) {
            endJob(null, true);
            return;
        }
        if (!mpi.finalized()) {
            bounded("MPI_Finalize", mpi::finalizeMpi);
        }
    }

    /** Ends the process with {@code code} now, flushing what it printed: no exit handler runs. */
    private static void leaveNow(int code) {
        System.out.flush();
        System.err.flush();
        Libc.exitNow(code);
    }
}
