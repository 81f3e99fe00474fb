package io.jiree.hal.cuda.nccl;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One rank's NCCL communicator: what a CUDA collective channel is. Created non-blocking and polled
 * through {@code ncclCommGetAsyncError} against a deadline, so a rank that never shows up is a
 * DEADLINE_EXCEEDED error instead of a hang; a communicator whose peers fail is aborted so no
 * call waits on it forever. {@link #close()} finalizes then destroys it.
 */
public final class NcclCommunicator implements AutoCloseable {
    // How long an abort or close waits for other threads' calls on the handle: they do not block
    // (a non-blocking communicator returns ncclInProgress), so this bound is only ever reached by a
    // caller that holds a use itself; the last use then frees the handle.
    private static final long USERS_WAIT_NANOS = 10_000_000_000L;

    private final Nccl nccl;
    private final int rank;
    private final int count;
    private final Duration timeout;
    private final String description;
    private final NcclCommunicator parent; // kept alive while splits of it live, as IREE does
    private MemorySegment comm;
    private String abortReason;
    private StatusCode abortCode; // the status of the failure that aborted it
    private String refusal; // set by refuse(): the reason every later use fails
    private int openChildren;
    private int users; // calls in progress on comm (acquire() to release()); guarded by this
    private MemorySegment freeByLastUser; // aborted while in use: the last release aborts it

    private NcclCommunicator(
            Nccl nccl,
            MemorySegment comm,
            int rank,
            int count,
            Duration timeout,
            String description,
            NcclCommunicator parent) {
        this.nccl = nccl;
        this.comm = comm;
        this.rank = rank;
        this.count = count;
        this.timeout = timeout;
        this.description = description;
        this.parent = parent;
    }

    /** The collective timeout ({@link CollectiveTimeout}; {@code JIREE_NCCL_TIMEOUT_MS} still counts). */
    public static Duration timeoutFrom(Environment env) {
        return CollectiveTimeout.from(env, CollectiveTimeout.NCCL_MS_VARIABLE);
    }

    /** A unique id from NCCL ({@code NCCL_COMM_ID} in the environment makes it the same on every rank). */
    public static byte[] uniqueId(Nccl nccl) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment id = arena.allocate(Nccl.UNIQUE_ID);
            nccl.check(nccl.getUniqueId(id), MemorySegment.NULL, "ncclGetUniqueId");
            return id.toArray(ValueLayout.JAVA_BYTE);
        }
    }

    /** The default channel of an SPMD job: every rank calls this with its own environment. */
    public static NcclCommunicator createDefault(Nccl nccl, SpmdEnvironment spmd, Duration timeout) {
        try {
            return create(nccl, uniqueId(nccl), spmd.rank(), spmd.count(), timeout);
        } catch (JireeException e) {
            throw e.annotate("while creating the default NCCL channel for rank " + spmd.rank() + " of " + spmd.count()
                    + " from " + spmd.source()
                    + spmd.commId().map(c -> " with NCCL_COMM_ID=" + c).orElse(""));
        }
    }

    /**
     * Joins the communicator named by {@code uniqueId} as {@code rank} of {@code count}, waiting at
     * most {@code timeout} for every rank to arrive.
     */
    public static NcclCommunicator create(Nccl nccl, byte[] uniqueId, int rank, int count, Duration timeout) {
        if (uniqueId.length != Nccl.UNIQUE_ID_BYTES) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "an NCCL unique id has %d bytes, got %d",
                    Nccl.UNIQUE_ID_BYTES,
                    uniqueId.length);
        }
        if (count < 1 || rank < 0 || rank >= count) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "NCCL communicator rank %d of %d is invalid; the rank must be in [0, count) and count >= 1",
                    rank,
                    count);
        }
        String what = "ncclCommInitRankConfig (rank " + rank + " of " + count + ")";
        MemorySegment handle;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment id = arena.allocate(Nccl.UNIQUE_ID);
            MemorySegment.copy(uniqueId, 0, id, ValueLayout.JAVA_BYTE, 0, uniqueId.length);
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            int rc = nccl.commInitRankConfig(out, count, id, rank, Nccl.newConfig(arena, false));
            handle = out.get(ValueLayout.ADDRESS, 0);
            if (rc != Nccl.SUCCESS && rc != Nccl.IN_PROGRESS) {
                JireeException e = nccl.error(rc, handle, what);
                abortQuietly(nccl, handle);
                throw e;
            }
        }
        awaitSettled(
                nccl,
                handle,
                timeout,
                what,
                " for all " + count + " ranks to join; start every rank with "
                        + "the same NCCL_COMM_ID and rank count, or raise " + CollectiveTimeout.SETTING);
        return new NcclCommunicator(nccl, handle, rank, count, timeout, "rank " + rank + " of " + count, null);
    }

    /**
     * Polls {@code ncclCommGetAsyncError} until the communicator leaves ncclInProgress. An error or
     * the deadline aborts the communicator (so peers are released) and throws.
     */
    private static void awaitSettled(
            Nccl nccl, MemorySegment handle, Duration timeout, String what, String timeoutHint) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long sleepMicros = 50;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(ValueLayout.JAVA_INT);
            for (; ; ) {
                int rc = nccl.commGetAsyncError(handle, state);
                int async = rc == Nccl.SUCCESS ? state.get(ValueLayout.JAVA_INT, 0) : rc;
                if (async == Nccl.SUCCESS) {
                    return;
                }
                if (async != Nccl.IN_PROGRESS) {
                    JireeException e = nccl.error(async, handle, what);
                    abortQuietly(nccl, handle);
                    throw e;
                }
                if (System.nanoTime() - deadline >= 0) {
                    abortQuietly(nccl, handle);
                    throw JireeException.of(
                            StatusCode.DEADLINE_EXCEEDED,
                            "%s did not complete within %d ms%s",
                            what,
                            timeout.toMillis(),
                            timeoutHint);
                }
                sleepMicros = Math.min(sleepMicros * 2, 10_000);
                try {
                    Thread.sleep(Duration.ofNanos(sleepMicros * 1000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    abortQuietly(nccl, handle);
                    throw new JireeException(StatusCode.CANCELLED, what + " was interrupted", e);
                }
            }
        }
    }

    private static void abortQuietly(Nccl nccl, MemorySegment handle) {
        if (!handle.equals(MemorySegment.NULL)) {
            nccl.commAbort(handle);
        }
    }

    public int rank() {
        return rank;
    }

    public int count() {
        return count;
    }

    public Duration timeout() {
        return timeout;
    }

    public Nccl nccl() {
        return nccl;
    }

    @Override
    public String toString() {
        return "NCCL communicator " + description;
    }

    /**
     * The {@code ncclComm_t}; FAILED_PRECONDITION once closed or aborted. A native call on it takes
     * it through {@link #acquire()} instead, so that an abort does not free it under the call.
     */
    public synchronized MemorySegment handle() {
        if (refusal != null) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s is unusable after: %s", this, refusal);
        }
        if (comm == null) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "%s is %s",
                    this,
                    abortReason != null ? "aborted after: " + abortReason : "closed");
        }
        return comm;
    }

    /**
     * The {@code ncclComm_t} for native calls, as {@link #handle()}, held until {@link #release()}:
     * NCCL must not be called on a communicator while ncclCommAbort or ncclCommDestroy frees it, so
     * {@link #abort} and {@link #close} wait for the calls in progress. Calls made while holding it
     * must not block (on a non-blocking communicator they return ncclInProgress), nor abort or close
     * this communicator.
     */
    synchronized MemorySegment acquire() {
        MemorySegment h = handle();
        users++;
        return h;
    }

    /**
     * As {@link #acquire()}, but null instead of an error once the communicator is closing, closed,
     * aborted or refused: for polls that must skip such a communicator, decided under the same lock
     * that takes the use, so a close cannot begin between the check and the call.
     */
    synchronized MemorySegment acquireIfOpen() {
        if (comm == null || refusal != null) {
            return null;
        }
        users++;
        return comm;
    }

    /** Ends a use begun by {@link #acquire()}; the last one frees a handle aborted meanwhile. */
    void release() {
        MemorySegment h;
        synchronized (this) {
            users--;
            notifyAll();
            if (users > 0 || freeByLastUser == null) {
                return;
            }
            h = freeByLastUser;
            freeByLastUser = null;
        }
        nccl.commAbort(h);
    }

    /**
     * Waits, with the monitor held and {@code comm} already taken, until no other call uses {@code
     * h}; returns it to be freed, or null when the wait ran out and the last user frees it.
     */
    private MemorySegment awaitUsers(MemorySegment h) {
        long deadline = System.nanoTime() + USERS_WAIT_NANOS;
        boolean interrupted = false;
        try {
            while (users > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    freeByLastUser = h;
                    return null;
                }
                try {
                    wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            return h;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** NCCL's asynchronous error for this communicator: ncclSuccess, ncclInProgress, or a failure. */
    public int asyncError() {
        return asyncError(acquire());
    }

    /**
     * As {@link #asyncError()}; empty once the communicator is closing, closed, aborted or refused
     * (its own state, {@link #checkNotAborted}, says why), where {@link #asyncError()} throws.
     */
    OptionalInt asyncErrorIfOpen() {
        MemorySegment h = acquireIfOpen();
        return h == null ? OptionalInt.empty() : OptionalInt.of(asyncError(h));
    }

    /**
     * As {@link #asyncError()}, for a wait on {@code work} issued on this communicator before: once
     * another thread aborted or refused it meanwhile (the completion thread's timeout), that abort's
     * own status ({@link #checkNotAborted}), not the FAILED_PRECONDITION of an unusable handle.
     */
    int asyncErrorDuring(String work) {
        OptionalInt state = asyncErrorIfOpen();
        if (state.isPresent()) {
            return state.getAsInt();
        }
        checkNotAborted(work);
        return asyncError(); // closed meanwhile: its FAILED_PRECONDITION
    }

    /** NCCL's asynchronous error on {@code h}, acquired by the caller; releases it. */
    private int asyncError(MemorySegment h) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = arena.allocate(ValueLayout.JAVA_INT);
            int rc = nccl.commGetAsyncError(h, state);
            return rc == Nccl.SUCCESS ? state.get(ValueLayout.JAVA_INT, 0) : rc;
        } finally {
            release();
        }
    }

    /**
     * The exception for NCCL result {@code result} of {@code what}, with this communicator's last
     * error text while it is open (once freed, NCCL is not asked about it).
     */
    JireeException error(int result, String what) {
        MemorySegment h;
        synchronized (this) {
            h = comm != null && refusal == null ? acquire() : null;
        }
        if (h == null) {
            return nccl.error(result, MemorySegment.NULL, what);
        }
        try {
            return nccl.error(result, h, what);
        } finally {
            release();
        }
    }

    /**
     * Throws (and aborts the communicator, releasing its peers) when NCCL reports an asynchronous
     * error, such as a peer that disappeared. Cheap enough to call while waiting on a fence.
     */
    public void checkAsyncError() {
        checkAsyncError(asyncError());
    }

    /**
     * As {@link #checkAsyncError()}, skipping a communicator that is closing, closed, aborted or
     * refused: a poll of every channel of a device must not take another channel's close (which
     * finalizes with its handle already taken) for a failure of the work it watches.
     */
    public void checkAsyncErrorIfOpen() {
        OptionalInt state = asyncErrorIfOpen();
        if (state.isPresent()) {
            checkAsyncError(state.getAsInt());
        }
    }

    private void checkAsyncError(int state) {
        if (state != Nccl.SUCCESS && state != Nccl.IN_PROGRESS) {
            JireeException e = error(state, "NCCL asynchronous error on " + this);
            abort(e.code(), e.detail());
            throw e.annotate(
                    state == Nccl.REMOTE_ERROR
                            ? "another rank of the communicator stopped or lost its connection: its own output says "
                                    + "why, and the job cannot go on without it"
                            : "NCCL failed on this rank: set NCCL_DEBUG=WARN for its own account of why");
        }
    }

    /**
     * Splits this communicator ({@code ncclCommSplit}): ranks passing the same {@code color} form
     * a new communicator ordered by {@code key}. Empty for {@link Nccl#SPLIT_NOCOLOR}.
     */
    public Optional<NcclCommunicator> split(int color, int key) {
        if (color < Nccl.SPLIT_NOCOLOR) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "split color %d is invalid; use a color >= 0, or -1 to join no communicator",
                    color);
        }
        String what = "ncclCommSplit (color " + color + ", key " + key + ") of " + this;
        // A non-blocking split writes the new communicator here only once it completed, which may
        // be after this method gave up on it (an abort from another thread ends the wait before
        // NCCL's own thread is done), so these few bytes are never freed.
        MemorySegment out = Arena.global().allocate(ValueLayout.ADDRESS);
        int started;
        JireeException failed = null;
        // Held across the call, so that an abort of this communicator waits for it (the call does
        // not block: the split goes on in NCCL, ended by ncclCommAbort if it comes).
        MemorySegment h = acquire();
        try (Arena arena = Arena.ofConfined()) {
            started = nccl.commSplit(h, color, key, out, Nccl.newConfig(arena, false));
            if (started != Nccl.SUCCESS && started != Nccl.IN_PROGRESS) {
                failed = nccl.error(started, h, what);
            }
        } finally {
            release();
        }
        if (failed != null) {
            throw failed;
        }
        if (started == Nccl.IN_PROGRESS) {
            awaitSplit(what);
        }
        MemorySegment child = out.get(ValueLayout.ADDRESS, 0);
        if (child.equals(MemorySegment.NULL)) {
            return Optional.empty();
        }
        awaitSettled(nccl, child, timeout, what, "; every rank of the parent communicator must call split");
        int childRank;
        int childCount;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(ValueLayout.JAVA_INT);
            int rc = nccl.commUserRank(child, value);
            childRank = value.get(ValueLayout.JAVA_INT, 0);
            if (rc == Nccl.SUCCESS) {
                rc = nccl.commCount(child, value);
            }
            childCount = value.get(ValueLayout.JAVA_INT, 0);
            if (rc != Nccl.SUCCESS) {
                JireeException e = nccl.error(rc, child, what);
                nccl.commDestroy(child);
                throw e;
            }
        }
        synchronized (this) {
            openChildren++;
        }
        return Optional.of(new NcclCommunicator(
                nccl,
                child,
                childRank,
                childCount,
                timeout,
                "rank " + childRank + " of " + childCount + " (split of " + description + ")",
                this));
    }

    /**
     * Waits until the non-blocking split begun on this communicator completed: NCCL keeps the parent
     * ncclInProgress until then, and sets the new communicator only at the end. A failure or the
     * collective timeout aborts this communicator, which ends the split and releases the peers
     * waiting in it.
     */
    private void awaitSplit(String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long sleepMicros = 50;
        for (; ; ) {
            int state;
            try {
                state = asyncError();
            } catch (JireeException e) {
                throw e.annotate("while waiting for " + what); // aborted by another thread
            }
            if (state == Nccl.SUCCESS) {
                return;
            }
            if (state != Nccl.IN_PROGRESS) {
                JireeException e = error(state, what);
                abort(e.code(), e.detail());
                throw e;
            }
            if (System.nanoTime() - deadline >= 0) {
                JireeException e = JireeException.of(
                        StatusCode.DEADLINE_EXCEEDED,
                        "%s did not complete within %d ms; every rank of the parent communicator must call split (raise"
                                + " %s if it is just slow)",
                        what,
                        timeout.toMillis(),
                        CollectiveTimeout.SETTING);
                abort(e.code(), e.detail());
                throw e;
            }
            sleepMicros = Math.min(sleepMicros * 2, 10_000);
            try {
                Thread.sleep(Duration.ofNanos(sleepMicros * 1000));
            } catch (InterruptedException ie) {
                Thread.currentThread().interrupt();
                abort(StatusCode.CANCELLED, what + " was interrupted");
                throw new JireeException(StatusCode.CANCELLED, what + " was interrupted", ie);
            }
        }
    }

    /**
     * Aborts the communicator ({@code ncclCommAbort}): any NCCL call waiting on it returns, and
     * it cannot be used again. Safe to call from another thread and more than once.
     */
    public void abort(String reason) {
        abort(StatusCode.ABORTED, reason);
    }

    /**
     * As {@link #abort(String)}, for a failure of status {@code code}: work that was on the stream
     * when it came fails with that status ({@link #checkNotAborted}).
     */
    public void abort(StatusCode code, String reason) {
        MemorySegment h;
        synchronized (this) {
            h = comm;
            if (h == null) {
                return;
            }
            comm = null;
            abortReason = reason;
            abortCode = code;
            h = awaitUsers(h);
        }
        if (h != null) {
            nccl.commAbort(h);
        }
        releaseParent();
    }

    /**
     * Refuses every further use of the communicator, without aborting it yet: its ranks' calls no
     * longer pair up, and a peer still finishing the same group would otherwise see a lost peer
     * instead of making its own finding. {@link #close} aborts it.
     */
    public synchronized void refuse(String reason) {
        if (comm != null && refusal == null) {
            refusal = reason;
        }
    }

    /**
     * Throws once this communicator was aborted or refused, for {@code work} that was issued on it
     * before: ncclCommAbort ends collectives still on the stream as if they had finished, so work
     * that completes after an abort may hold partial data (with the abort's status; a refusal's is
     * FAILED_PRECONDITION, its pairing with the peers being broken).
     */
    public void checkNotAborted(String work) {
        String reason;
        StatusCode code;
        String how;
        synchronized (this) {
            if (refusal != null) {
                reason = refusal;
                code = StatusCode.FAILED_PRECONDITION;
                how = "refused";
            } else if (abortReason != null) {
                reason = abortReason;
                code = abortCode != null ? abortCode : StatusCode.ABORTED;
                how = "aborted";
            } else {
                return;
            }
        }
        throw JireeException.of(
                code,
                "%s was %s while %s was on the stream, which may have cut it short, so its results are not"
                        + " returned; the cause: %s",
                this,
                how,
                work,
                reason);
    }

    /** Whether this communicator was aborted (after an error or a timeout) or refused. */
    public synchronized boolean isAborted() {
        return abortReason != null || refusal != null;
    }

    /**
     * Finalizes (flushing outstanding work, waiting at most the timeout) and destroys the
     * communicator. A failure or timeout aborts it instead and is reported.
     */
    @Override
    public void close() {
        MemorySegment h;
        String refused;
        synchronized (this) {
            h = comm;
            if (h == null) {
                return;
            }
            comm = null;
            refused = refusal;
            if (refused != null) {
                abortReason = refused;
                abortCode = StatusCode.FAILED_PRECONDITION;
            }
            h = awaitUsers(h);
        }
        if (h == null) {
            releaseParent(); // the last call in progress aborts it: finalizing could not wait for it
            return;
        }
        if (refused != null) {
            nccl.commAbort(h); // its calls no longer pair up: finalizing could wait for ever
            releaseParent();
            return;
        }
        try {
            int rc = nccl.commFinalize(h);
            if (rc != Nccl.SUCCESS && rc != Nccl.IN_PROGRESS) {
                JireeException e = nccl.error(rc, h, "ncclCommFinalize of " + this);
                nccl.commAbort(h);
                throw e;
            }
            awaitSettled(nccl, h, timeout, "ncclCommFinalize of " + this, "; a peer may still be running");
            nccl.check(nccl.commDestroy(h), MemorySegment.NULL, "ncclCommDestroy of " + this);
        } finally {
            releaseParent();
        }
    }

    private void releaseParent() {
        if (parent != null) {
            synchronized (parent) {
                parent.openChildren--;
            }
        }
    }

    /** Splits of this communicator that are still open. */
    public synchronized int openSplits() {
        return openChildren;
    }
}
