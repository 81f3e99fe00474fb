package io.jiree.hal.cuda;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;

/**
 * Turns completed CUDA events into semaphore signals. Each submission that signals records an event
 * on the device stream; a daemon thread polls the oldest event with cuEventQuery (backing off from one
 * microsecond to 200) and, once it completed, signals the submission's semaphores and
 * releases what the submission kept alive. A CUDA error fails the semaphores instead.
 */
final class CudaCompletionQueue implements AutoCloseable {
    private record Entry(
            MemorySegment event,
            SemaphoreList waitedOnStream,
            SemaphoreList signal,
            List<Runnable> beforeSignal,
            List<AutoCloseable> keepAlive,
            List<FlightRecorder.Record> collectives,
            boolean[] failedEarly,
            long enqueuedNanos,
            List<CompletableFuture<Optional<CollectiveProvider.PeerReport>>> peers) {}

    // Where the other ranks are takes a moment to find out (rank 0 asks them, each answering within a
    // second even on a loaded machine): asked this long before the deadline, the answer is there
    // when it passes. With a shorter timeout the question goes out at once.
    private static final long PEER_QUESTION_LEAD_NANOS = 2_000_000_000L;

    // How long an entry waits at least for the outcome of another device's work it was ordered
    // after (longer where the collective timeout is: that device may be finishing a collective).
    private static final Duration CROSS_DEVICE_OUTCOME = Duration.ofSeconds(5);

    // How often running collective work asks its provider for asynchronous errors.
    private static final long ASYNC_ERROR_CHECK_NANOS = 1_000_000;

    private final CudaDevice device;
    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    private Thread thread;
    private boolean closing;

    CudaCompletionQueue(CudaDevice device) {
        this.device = device;
    }

    /**
     * Queues an event recorded after a submission's work: once it completed, {@code beforeSignal}
     * runs (host-side steps such as copying read-back data out of staging memory), then
     * {@code signal} is signaled and {@code keepAlive} closed. If work it waited for through stream
     * order ({@code waitedOnStream}) failed, its signals fail with that status instead: the stream
     * moves past failed work, so its completing is no success (IREE fails a submission whose waits
     * failed).
     */
    synchronized void enqueue(
            MemorySegment event,
            SemaphoreList waitedOnStream,
            SemaphoreList signal,
            List<Runnable> beforeSignal,
            List<AutoCloseable> keepAlive,
            List<FlightRecorder.Record> collectives) {
        entries.addLast(new Entry(
                event,
                waitedOnStream,
                signal,
                beforeSignal,
                keepAlive,
                collectives,
                new boolean[1],
                System.nanoTime(),
                new ArrayList<>(1)));
        if (thread == null) {
            thread = Thread.ofPlatform()
                    .daemon()
                    .name("jiree-cuda-completion-" + device.cudaInfo().ordinal())
                    .start(this::run);
        }
        notifyAll();
    }

    private void run() {
        long backoffNanos = 1_000;
        long lastAsyncCheck = 0;
        while (true) {
            Entry head;
            synchronized (this) {
                while (entries.isEmpty() && !closing) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (entries.isEmpty()) {
                    return;
                }
                head = entries.peekFirst();
            }
            // Nothing may end this thread: every later waiter would park for ever, and close with them.
            boolean done;
            JireeException error = null;
            try {
                device.context().makeCurrent();
                done = device.api().eventQuery(head.event());
            } catch (JireeException e) {
                done = true;
                error = e;
            } catch (RuntimeException | Error e) {
                done = true;
                error = unexpected(
                        e,
                        "querying the event of work on CUDA device "
                                + device.cudaInfo().ordinal());
            }
            if (!done) {
                if (!head.collectives().isEmpty()
                        && !head.failedEarly()[0]
                        && (lastAsyncCheck == 0 || System.nanoTime() - lastAsyncCheck >= ASYNC_ERROR_CHECK_NANOS)) {
                    lastAsyncCheck = System.nanoTime();
                    try {
                        checkCollectives(head, false);
                    } catch (RuntimeException | Error e) {
                        // The work is still on the stream: fail its waiters now, release it once passed.
                        // No later check (not even the timeout) runs for it, so its channels are
                        // aborted as for an asynchronous error: a stuck collective must leave the stream.
                        head.failedEarly()[0] = true;
                        JireeException status = unexpected(e, "checking collective work in flight");
                        abortCollectives(status);
                        failAll(head.signal(), status);
                    }
                }
                LockSupport.parkNanos(backoffNanos);
                backoffNanos = Math.min(backoffNanos * 2, 200_000);
                continue;
            }
            boolean checked = false;
            if (error == null && !head.collectives().isEmpty() && !head.failedEarly()[0]) {
                // The submission's own checks first (the ranks' agreement on what they issued): a
                // peer that failed on a mismatch may be gone by now, and its loss is not the cause.
                error = beforeSignal(head);
                checked = true;
                // Collective work that failed (a lost peer) still ends on the stream, as NCCL's
                // kernels do: the stream passing it is no success unless NCCL reports none.
                if (error == null) {
                    try {
                        checkCollectives(head, true);
                    } catch (RuntimeException | Error e) {
                        error = unexpected(e, "checking completed collective work");
                    }
                }
            }
            backoffNanos = 1_000;
            lastAsyncCheck = 0;
            synchronized (this) {
                entries.pollFirst();
                notifyAll();
            }
            complete(head, error, checked);
        }
    }

    /**
     * A collective that can no longer finish (a peer died, or one never arrives) may keep the stream
     * busy until the provider aborts it: on an asynchronous error or once the provider's collective
     * timeout passed, fail the waiters now and abort every channel of the provider so the stream
     * moves on; the entry still completes, and releases what it holds, once the stream passed it.
     * Once the stream has passed the entry ({@code completed}) only an asynchronous error counts.
     */
    private void checkCollectives(Entry entry, boolean completed) {
        CollectiveProvider provider = device.loadedCollectiveProvider();
        if (provider == null) {
            return;
        }
        JireeException failure;
        String dumpReason;
        try {
            provider.checkAsyncErrors();
            if (completed) {
                return;
            }
            Duration timeout = provider.collectiveTimeout().orElse(null);
            if (timeout == null) {
                return;
            }
            long waited = System.nanoTime() - entry.enqueuedNanos();
            if (entry.peers().isEmpty() && waited >= timeout.toNanos() - PEER_QUESTION_LEAD_NANOS) {
                FlightRecorder.Record first = firstUnfinished(entry.collectives());
                entry.peers()
                        .add(CompletableFuture.supplyAsync(
                                () -> provider.whereArePeers(first),
                                r -> Thread.ofPlatform().daemon().start(r)));
            }
            if (waited < timeout.toNanos()) {
                return;
            }
            FlightRecorder.Record stuck = firstUnfinished(entry.collectives());
            CollectiveProvider.PeerReport report = peerReport(entry);
            String peers = report == null ? "" : "; " + report.text();
            dumpReason = stuck.describe() + " did not complete within " + timeout.toMillis() + " ms" + peers;
            failure = report != null && report.differentCollectives()
                    // NCCL waits for ever on a transfer of another size; the side line tells why.
                    ? JireeException.of(
                            StatusCode.FAILED_PRECONDITION,
                            "the ranks issued different collectives: %s did not complete within %d ms%s; run the "
                                    + "same program, function and input shapes on every rank",
                            stuck.describe(),
                            timeout.toMillis(),
                            peers)
                    : JireeException.of(
                            StatusCode.DEADLINE_EXCEEDED,
                            "%s did not complete within %d ms: it was issued to the stream and waits for the other %d rank(s) "
                                    + "of the channel to join it%s; a rank may have stopped or be running a different program "
                                    + "(raise %s if the work is just slow)",
                            stuck.describe(),
                            timeout.toMillis(),
                            stuckPeers(stuck),
                            peers,
                            provider.collectiveTimeoutSetting());
        } catch (JireeException e) {
            // NCCL reports the failure of enqueued collectives asynchronously, long after their flush:
            // name the work it hit.
            List<FlightRecorder.Record> issued = entry.collectives();
            failure = e.annotate("in " + issued.get(0).describe()
                    + (issued.size() > 1 ? " and " + (issued.size() - 1) + " more" : ""));
            dumpReason = e.getMessage();
        }
        entry.failedEarly()[0] = true;
        for (FlightRecorder.Record r : entry.collectives()) {
            r.failed(failure.code() + "; " + failure.detail());
        }
        String dump = FlightRecorder.get()
                .dump(failure.code() + "; " + dumpReason)
                .map(p -> FlightRecorder.DUMP_NOTE + p)
                .orElse(null);
        if (dump != null) {
            failure = failure.annotate(dump);
        }
        JireeException reported = failure.annotate(
                "in a collective operation on CUDA device " + device.cudaInfo().ordinal());
        // Abort first: once the waiters hear of the failure the program may go on to tear down.
        try {
            provider.abortAll(reported.code(), reported.detail());
        } catch (RuntimeException e) {
            // The waiters still get the original error below; a failed abort adds nothing for them.
        }
        entry.signal().fail(reported);
    }

    /** Aborts every channel of the device's provider for {@code status}; a failed abort adds nothing. */
    private void abortCollectives(JireeException status) {
        try {
            CollectiveProvider provider = device.loadedCollectiveProvider();
            if (provider != null) {
                provider.abortAll(status.code(), status.detail());
            }
        } catch (RuntimeException | Error ignored) {
            // The waiters still get the original error; this thread must go on completing entries.
        }
    }

    /** What the side line found about the other ranks, if it answered in time; null otherwise. */
    private static CollectiveProvider.PeerReport peerReport(Entry entry) {
        if (entry.peers().isEmpty()) {
            return null;
        }
        try {
            return entry.peers().getFirst().get(500, TimeUnit.MILLISECONDS).orElse(null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            return null;
        }
    }

    private static FlightRecorder.Record firstUnfinished(List<FlightRecorder.Record> records) {
        for (FlightRecorder.Record r : records) {
            if (!r.done()) {
                return r;
            }
        }
        return records.get(0);
    }

    private static int stuckPeers(FlightRecorder.Record record) {
        return Math.max(0, record.count() - 1);
    }

    /**
     * The status for a {@code Throwable} that is not jiree's status exception, thrown while {@code
     * doing}: a bug, reported to the waiters as INTERNAL instead of ending the thread that found it.
     */
    static JireeException unexpected(Throwable t, String doing) {
        return new JireeException(
                StatusCode.INTERNAL,
                "unexpected " + t + " while " + doing + "; this is a bug in jiree: please report it with this message",
                t);
    }

    /** Runs an entry's host steps and checks; the failure of one, or null. */
    private static JireeException beforeSignal(Entry entry) {
        try {
            for (Runnable r : entry.beforeSignal()) {
                r.run();
            }
            return null;
        } catch (JireeException e) {
            return e;
        } catch (RuntimeException | Error e) {
            return unexpected(e, "running a host step after work on the stream");
        }
    }

    /** Fails every semaphore of {@code signal}, each on its own: one that throws leaves the others failed. */
    private static void failAll(SemaphoreList signal, JireeException status) {
        for (int i = 0; i < signal.size(); i++) {
            try {
                signal.semaphore(i).fail(status);
            } catch (RuntimeException ignored) {
                // Already failed or signaled: it holds an outcome its waiters see.
            }
        }
    }

    /** Completes an entry: each step guarded, so that its signals get an outcome and its references go. */
    private void complete(Entry entry, JireeException error, boolean beforeSignalRan) {
        JireeException waitFailure = null;
        if (error == null) {
            try {
                waitFailure = failedWait(entry.waitedOnStream());
            } catch (RuntimeException e) {
                error = unexpected(e, "reading the outcome of the work this work waited for");
            }
        }
        if (waitFailure != null) {
            error = waitFailure.propagated();
        }
        SemaphoreList signal = entry.signal();
        for (int i = 0; i < signal.size(); i++) { // indexed: semaphores() would copy the list
            try {
                if (signal.semaphore(i) instanceof CudaSemaphore cuda) {
                    cuda.removePending(entry.event());
                }
            } catch (RuntimeException ignored) {
                // Its signal below still gives waiters the outcome.
            }
        }
        try {
            device.api().eventDestroy(entry.event());
        } catch (RuntimeException ignored) {
            // Nothing waits on a destroyed event; the signal below is what matters.
        }
        if (error == null && !beforeSignalRan) {
            error = beforeSignal(entry);
        }
        for (FlightRecorder.Record r : entry.collectives()) {
            try {
                if (error != null) {
                    r.failed(error.getMessage());
                } else if (!entry.failedEarly()[0]) {
                    r.completed();
                }
            } catch (RuntimeException ignored) {
                // The flight recorder is a diagnostic; the signal is the outcome.
            }
        }
        if (waitFailure != null) {
            failAll(signal, error); // the same status as the work it waited for
        } else if (error != null) {
            failAll(
                    signal,
                    error.annotate("while executing work on CUDA device "
                            + device.cudaInfo().ordinal()));
        } else {
            for (int i = 0; i < signal.size(); i++) {
                signalAtLeast(signal.semaphore(i), signal.value(i));
            }
        }
        for (AutoCloseable c : entry.keepAlive()) {
            try {
                c.close();
            } catch (Exception ignored) {
                // Releasing references does not fail in practice; nothing to report to.
            }
        }
    }

    /**
     * The failure of a wait this entry's work was ordered after. Work on this device's stream that
     * it waited for completed before it, so its outcome is known; work on another device's stream
     * has passed its event, and its completion queue reports the outcome in a moment. An outcome
     * still unknown after {@link #outcomeBound} fails the entry: passing the event is no success.
     */
    private JireeException failedWait(SemaphoreList waits) {
        Duration bound = null;
        for (int i = 0; i < waits.size(); i++) {
            Semaphore s = waits.semaphore(i);
            long value = waits.value(i);
            bound = bound == null ? outcomeBound() : bound;
            try {
                s.await(value, Timeout.ofMillis(bound.toMillis()));
            } catch (JireeException e) {
                Optional<JireeException> failure = s.failure();
                if (failure.isPresent()) {
                    return failure.get();
                }
                return JireeException.of(
                        StatusCode.DEADLINE_EXCEEDED,
                        "work on CUDA device %d was ordered after work on another CUDA device (a semaphore's value"
                                + " %d) whose outcome was still not reported %d ms after it ended on that device (%s);"
                                + " its results cannot be trusted",
                        device.cudaInfo().ordinal(),
                        value,
                        bound.toMillis(),
                        e.detail());
            }
        }
        return null;
    }

    /** How long to wait for another device's outcome: at least 5 s, or the collective timeout. */
    private Duration outcomeBound() {
        CollectiveProvider provider = device.loadedCollectiveProvider();
        Duration timeout =
                provider == null ? null : provider.collectiveTimeout().orElse(null);
        return timeout != null && timeout.compareTo(CROSS_DEVICE_OUTCOME) > 0 ? timeout : CROSS_DEVICE_OUTCOME;
    }

    /** Signals unless the semaphore already passed the value (a host may have signaled it) or failed. */
    private static void signalAtLeast(Semaphore s, long value) {
        try {
            if (s.failure().isEmpty() && s.query() < value) {
                s.signal(value);
            }
        } catch (RuntimeException ignored) {
            // Raced with another signal or a failure; the semaphore already holds the outcome.
        }
    }

    /**
     * Waits until every queued submission completed. Should the completion thread have ended
     * anyway, what it left fails instead of being waited for: the stream was synchronized before.
     */
    void drain() {
        List<Entry> left;
        boolean interrupted = false;
        synchronized (this) {
            // Not cut short by an interrupt: the device frees what the entries' checks read once
            // this returns. The wait is bounded: the completion thread gives up on collective work
            // past the collective timeout, aborting it so the stream moves on.
            while (!entries.isEmpty() && thread != null && thread.isAlive()) {
                try {
                    wait(10);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            left = new ArrayList<>(entries);
            entries.clear();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        for (Entry e : left) {
            complete(
                    e,
                    JireeException.of(
                            StatusCode.INTERNAL,
                            "the completion thread of CUDA device %d ended before this work completed",
                            device.cudaInfo().ordinal()),
                    true);
        }
    }

    @Override
    public void close() {
        Thread t;
        synchronized (this) {
            closing = true;
            notifyAll();
            t = thread;
        }
        if (t == null) {
            return;
        }
        // Joined whatever the interrupt flag says (it is kept for the caller): the thread may still
        // be completing the last entry, whose checks read memory the device frees after this.
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
