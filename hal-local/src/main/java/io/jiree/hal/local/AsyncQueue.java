package io.jiree.hal.local;

import io.jiree.base.FieldHandle;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The local-task queue: an operation is issued once all its wait timepoints are reached, and
 * runs (signalling its signal timepoints, or failing them with the operation's error). Up to
 * {@code maxRunning} issued operations run at the same time, taken in the order they were
 * issued: operations that no semaphore orders, such as the two directions of a bidirectional
 * LSTM, each a chain of submissions, run side by side as on IREE's task executor. Submission
 * never blocks, so the host may signal a wait after submitting.
 *
 * <p>Issued operations run on the queue's threads (started as needed, up to {@code maxRunning}),
 * or on a thread that would otherwise sit blocked waiting for one of them ({@link #helpOnce},
 * through the device's semaphores): a program that submits work and waits for it then runs it
 * itself, without two thread hand-offs per call. An operation with nothing to run (an
 * allocation's signal) completes as soon as it is issued.
 */
final class AsyncQueue implements AutoCloseable {
    private final int maxRunning;
    private final ArrayDeque<Runnable> issued = new ArrayDeque<>(); // guarded by this
    private int running; // issued operations running now, on whichever threads; guarded by this
    private int idle; // queue threads waiting for an operation; guarded by this
    private boolean closed; // guarded by this
    private final List<Thread> threads = new ArrayList<>(); // guarded by this
    // Operations still waiting for a timepoint, linked through Operation.nextWaiting: close cancels
    // them, for a wait never reached would otherwise keep their finish (and its references, and
    // a command buffer's unissued collectives) pending for good. Guarded by this.
    private Operation waiting;

    /** A queue that runs one operation at a time, in issue order. */
    AsyncQueue() {
        this(1);
    }

    /** A queue that runs up to {@code maxRunning} issued operations at the same time. */
    AsyncQueue(int maxRunning) {
        this.maxRunning = maxRunning;
    }

    /**
     * Schedules {@code body} after {@code wait}; its outcome signals or fails {@code signal}.
     * A null {@code body} has nothing to run. {@code finish} runs once at the end, whether or
     * not the body ran, before the signal: whoever waits for it finds the operation's references
     * given back.
     */
    void submit(SemaphoreList wait, SemaphoreList signal, Runnable body, Runnable finish) {
        Operation op = takeOperation(wait.size() + 1, signal, body, finish);
        countPendingSignals(signal, 1);
        if (wait.size() > 0 && !track(op)) {
            op.cancel(); // submitted to a closed queue: finished now, never left waiting
        }
        for (int i = 0; i < wait.size(); i++) {
            Semaphore s = wait.semaphore(i);
            long value = wait.value(i);
            if (s instanceof HostSemaphore hs) {
                hs.whenReached(value, op);
            } else {
                // A semaphore we cannot observe without blocking: wait for it on a helper thread.
                Thread.ofPlatform().daemon().name("jiree-local-task-wait").start(() -> {
                    JireeException error = null;
                    try {
                        s.await(value, Timeout.infinite());
                    } catch (Throwable e) { // any: the operation must still hear of it
                        error = Failures.asStatus(e, "a wait on another device's semaphore");
                    }
                    op.accept(error);
                });
            }
        }
        op.accept(null); // the submission itself
    }

    /** Lists {@code op} among the waiting operations; false once closed. */
    private synchronized boolean track(Operation op) {
        if (closed) {
            return false;
        }
        op.nextWaiting = waiting;
        if (waiting != null) {
            waiting.prevWaiting = op;
        }
        waiting = op;
        op.listed = true;
        return true;
    }

    private synchronized void untrack(Operation op) {
        if (!op.listed) {
            return; // close took it off the list
        }
        if (op.prevWaiting != null) {
            op.prevWaiting.nextWaiting = op.nextWaiting;
        } else {
            waiting = op.nextWaiting;
        }
        if (op.nextWaiting != null) {
            op.nextWaiting.prevWaiting = op.prevWaiting;
        }
        op.prevWaiting = null;
        op.nextWaiting = null;
        op.listed = false;
    }

    /**
     * One submitted operation, in one object: it counts the arrivals it still waits for (each
     * wait timepoint, and the submission), keeps the first wait failure, and once the last one
     * arrives is issued (or, with nothing to run, completes at once). Either the last arrival or a
     * close that cancels it claims it, once.
     */
    private final class Operation implements Runnable, Consumer<JireeException> {
        private static final VarHandle PENDING = FieldHandle.of(MethodHandles.lookup(), "pending", int.class);
        private static final VarHandle CLAIMED = FieldHandle.of(MethodHandles.lookup(), "claimed", boolean.class);
        private static final VarHandle FAILURE =
                FieldHandle.of(MethodHandles.lookup(), "failure", JireeException.class);

        // Set by takeOperation before the operation is shared; cleared once it has run.
        private SemaphoreList signal;
        private Runnable body;
        private Runnable finish;
        private volatile int pending;
        private volatile JireeException failure;
        private volatile boolean claimed;
        private boolean waits; // set before it is shared: it has wait timepoints (and was listed)
        private Operation nextFree; // guarded by the queue's free list
        private Operation prevWaiting; // guarded by the queue
        private Operation nextWaiting; // guarded by the queue
        private boolean listed; // guarded by the queue

        /** An arrival: a wait timepoint reached (null) or failed, or the submission itself. */
        @Override
        public void accept(JireeException error) {
            if (error != null) {
                fail(error);
            }
            if ((int) PENDING.getAndAdd(this, -1) == 1) {
                if (!claim()) {
                    return; // cancelled by close: it ran then, and is no longer this queue's
                }
                if (body == null) {
                    run(); // nothing to order behind other work: signal now
                } else {
                    issue(this);
                }
            }
        }

        private boolean claim() {
            if (!CLAIMED.compareAndSet(this, false, true)) {
                return false;
            }
            if (waits) {
                untrack(this);
            }
            return true;
        }

        /**
         * Finishes it now, as if a wait had failed, unless its last arrival came first. Not reused
         * afterwards: the arrivals still to come (or never) touch only this object.
         */
        void cancel() {
            if (!CLAIMED.compareAndSet(this, false, true)) {
                return;
            }
            fail(new JireeException(
                    StatusCode.CANCELLED, "the device was closed before the queued operation's waits were reached"));
            try {
                AsyncQueue.run(failure, signal, body, finish);
            } finally {
                countPendingSignals(signal, -1);
            }
        }

        /** Keeps {@code error} unless a failure came first. */
        void fail(JireeException error) {
            FAILURE.compareAndSet(this, (JireeException) null, error);
        }

        @Override
        public void run() {
            try {
                AsyncQueue.run(failure, signal, body, finish);
            } finally {
                countPendingSignals(signal, -1);
                giveBack(this);
            }
        }
    }

    // Operations that have run, for the next submissions: every arrival has come and nothing
    // refers to them any more, so a steady stream of submissions makes no new ones.
    private static final int FREE_LIMIT = 64;
    private final Object freeLock = new Object();
    private Operation free; // guarded by freeLock
    private int freeCount; // guarded by freeLock

    private Operation takeOperation(int pending, SemaphoreList signal, Runnable body, Runnable finish) {
        Operation op;
        synchronized (freeLock) {
            op = free;
            if (op != null) {
                free = op.nextFree;
                op.nextFree = null;
                freeCount--;
            }
        }
        if (op == null) {
            op = new Operation();
        }
        op.signal = signal;
        op.body = body;
        op.finish = finish;
        op.failure = null;
        op.waits = pending > 1;
        op.claimed = false;
        op.pending = pending; // volatile, written last: publishes the fields above
        return op;
    }

    private void giveBack(Operation op) {
        op.signal = null;
        op.body = null;
        op.finish = null;
        op.failure = null;
        synchronized (freeLock) {
            if (freeCount < FREE_LIMIT) {
                op.nextFree = free;
                free = op;
                freeCount++;
            }
        }
    }

    /** Tells this queue's semaphores in {@code signal} that an operation will signal them (or no longer will). */
    private void countPendingSignals(SemaphoreList signal, int delta) {
        for (int i = 0; i < signal.size(); i++) { // indexed: no iterator per submission
            if (signal.semaphore(i) instanceof QueueSemaphore q && q.queue == this) {
                q.addPendingSignals(delta);
            }
        }
    }

    private void issue(Operation op) {
        synchronized (this) {
            if (!closed) {
                issued.addLast(op);
                if (idle > 0) {
                    notify();
                } else if (threads.size() < maxRunning) {
                    String name =
                            threads.isEmpty() ? "jiree-local-task-queue" : "jiree-local-task-queue-" + threads.size();
                    threads.add(Thread.ofPlatform().daemon().name(name).start(this::loop));
                }
                return;
            }
        }
        // Not run, but finished as if its waits had failed: its signals fail, its references go.
        op.fail(new JireeException(StatusCode.CANCELLED, "the device was closed before a queued operation could run"));
        op.run();
    }

    /**
     * Runs the next issued operation on the calling thread when fewer than {@code maxRunning} are
     * running; false when there was none to run. A thread about to block until the queue signals
     * something calls this first.
     */
    boolean helpOnce() {
        Runnable op = claim();
        if (op == null) {
            return false;
        }
        runClaimed(op);
        return true;
    }

    private synchronized Runnable claim() {
        if (running >= maxRunning || issued.isEmpty()) {
            return null;
        }
        running++;
        return issued.pollFirst();
    }

    private void runClaimed(Runnable op) {
        try {
            op.run();
        } finally {
            synchronized (this) {
                running--;
                if ((!issued.isEmpty() && idle > 0) || closed) {
                    notifyAll();
                }
            }
        }
    }

    private void loop() {
        while (true) {
            Runnable op;
            synchronized (this) {
                while ((op = claim()) == null) {
                    if (closed && issued.isEmpty()) {
                        return; // closed, and every issued operation has been taken
                    }
                    idle++;
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        // Only close() stops the queue: issued work must still run.
                    } finally {
                        idle--;
                    }
                }
            }
            runClaimed(op);
        }
    }

    private static void run(JireeException waitFailure, SemaphoreList signal, Runnable body, Runnable finish) {
        JireeException failure = waitFailure;
        try {
            if (failure == null && body != null) {
                body.run();
            }
        } catch (Throwable e) {
            // Whoever waits must hear of it, and the queue must go on with the next operation.
            failure = Failures.asStatus(e, "a queue operation");
        } finally {
            finish.run();
        }
        if (failure != null) {
            signal.fail(failure);
            return;
        }
        try {
            signal.signal();
        } catch (JireeException e) {
            signal.fail(e);
        }
    }

    /**
     * Takes no more work and waits, at most {@code waitNanos}, until what was issued has run (on
     * the queue threads, which then end, or on helping threads). True when nothing runs any more;
     * false when an operation still runs (one a caller stopped waiting for): whatever it uses must
     * outlive it, see {@link #awaitIdle()}.
     */
    boolean close(long waitNanos) {
        List<Operation> cancelled = new ArrayList<>();
        synchronized (this) {
            closed = true;
            notifyAll();
            for (Operation op = waiting; op != null; op = op.nextWaiting) {
                cancelled.add(op);
                op.listed = false;
            }
            for (Operation op : cancelled) {
                op.prevWaiting = null;
                op.nextWaiting = null;
            }
            waiting = null;
        }
        for (Operation op : cancelled) {
            op.cancel(); // outside the lock: its finish lets go of references
        }
        return awaitIdle(waitNanos);
    }

    /** After {@link #close}: waits as long as it takes until no issued operation is left or running. */
    void awaitIdle() {
        awaitIdle(Long.MAX_VALUE);
    }

    private synchronized boolean awaitIdle(long waitNanos) {
        long start = System.nanoTime();
        while (running > 0 || !issued.isEmpty()) {
            long left = waitNanos - (System.nanoTime() - start);
            if (left <= 0) {
                return false;
            }
            try {
                // runClaimed notifies once closed; the slice bounds a missed one.
                wait(Math.max(1, Math.min(left / 1_000_000, 1_000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    @Override
    public void close() {
        close(DEFAULT_CLOSE_WAIT_NANOS);
    }

    static final long DEFAULT_CLOSE_WAIT_NANOS = 10_000_000_000L;
}
