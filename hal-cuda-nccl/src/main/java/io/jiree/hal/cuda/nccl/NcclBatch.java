package io.jiree.hal.cuda.nccl;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CollectiveSignature;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

/**
 * Flushes a collective batch as one NCCL group: {@code ncclGroupStart}, one call per entry on the
 * given stream, {@code ncclGroupEnd}. Everything that can be checked before talking to NCCL
 * (types, reductions, ranks, divisibility) is checked first, so a bad entry never leaves half a
 * group issued; every NCCL result is checked, and a failure names the op, its index in the batch
 * and NCCL's error text. A group that NCCL completes asynchronously is awaited through each
 * communicator's async error, aborting them on failure or timeout.
 */
public final class NcclBatch {
    private NcclBatch() {}

    /** Fills {@code bytes} bytes at a device address with zeros on the stream (cuMemsetD8Async). */
    @FunctionalInterface
    public interface ZeroFill {
        void zero(long deviceAddress, long bytes);
    }

    /** The NCCL functions a batch calls, and the zero-fill of a send_recv that receives nothing. */
    private enum Routine {
        ALL_GATHER("ncclAllGather"),
        ALL_REDUCE("ncclAllReduce"),
        REDUCE_SCATTER("ncclReduceScatter"),
        BROADCAST("ncclBroadcast"),
        REDUCE("ncclReduce"),
        SEND("ncclSend"),
        RECV("ncclRecv"),
        ZERO_FILL("zero-fill of the receive buffer");

        private final String symbol;

        Routine(String symbol) {
            this.symbol = symbol;
        }
    }

    /**
     * One call of the group, already validated: batch entry {@code index}, the function and its
     * arguments ({@code rank} is the root or peer where the function has one).
     */
    private record Call(int index, NcclOp op, Routine routine, long send, long recv, long count, int rank) {
        /** Makes the call; NCCL's result. */
        int issue(Nccl nccl, MemorySegment comm, MemorySegment stream, ZeroFill zeroFill) {
            CollectiveElementType type = op.op().elementType();
            CollectiveReduction reduction = op.op().reduction();
            return switch (routine) {
                case ALL_GATHER -> nccl.allGather(send, recv, count, type, comm, stream);
                case ALL_REDUCE -> nccl.allReduce(send, recv, count, type, reduction, comm, stream);
                case REDUCE_SCATTER -> nccl.reduceScatter(send, recv, count, type, reduction, comm, stream);
                case BROADCAST -> nccl.broadcast(send, recv, count, type, rank, comm, stream);
                case REDUCE -> nccl.reduce(send, recv, count, type, reduction, rank, comm, stream);
                case SEND -> nccl.send(send, count, type, rank, comm, stream);
                case RECV -> nccl.recv(recv, count, type, rank, comm, stream);
                case ZERO_FILL -> {
                    zeroFill.zero(recv, count * type.byteCount());
                    yield Nccl.SUCCESS;
                }
            };
        }

        /** What failed, for the error: the NCCL function (and the peer of an all_to_all's part). */
        String name() {
            if (op.op().kind() == CollectiveKind.ALL_TO_ALL) {
                String part = routine == Routine.SEND ? " (all_to_all to rank " : " (all_to_all from rank ";
                return routine.symbol + part + rank + ")";
            }
            return routine.symbol;
        }
    }

    /**
     * Issues {@code ops} as one group on {@code stream}. {@code zeroFill} clears the receive buffer
     * of a send_recv entry that receives nothing (as IREE does).
     */
    public static void flush(Nccl nccl, List<NcclOp> ops, MemorySegment stream, ZeroFill zeroFill) {
        flush(nccl, ops, null, stream, zeroFill);
    }

    /**
     * As {@link #flush(Nccl, List, MemorySegment, ZeroFill)}; {@code records} (one per op, or null)
     * are the ops' flight-recorder entries, which a timeout names and dumps.
     */
    public static void flush(
            Nccl nccl, List<NcclOp> ops, List<FlightRecorder.Record> records, MemorySegment stream, ZeroFill zeroFill) {
        flush(nccl, ops, records, stream, zeroFill, null, new ArrayList<>());
    }

    /**
     * As above, with the ranks' agreement checked ({@link NcclAgreement}; null: not checked): the
     * checks to run once the stream finished the group are added to {@code afterCompletion}.
     */
    static void flush(
            Nccl nccl,
            List<NcclOp> ops,
            List<FlightRecorder.Record> records,
            MemorySegment stream,
            ZeroFill zeroFill,
            NcclAgreement agreement,
            List<Runnable> afterCompletion) {
        if (ops.isEmpty()) {
            return;
        }
        List<Call> calls = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            try {
                plan(i, ops.get(i), zeroFill, calls);
            } catch (JireeException e) {
                throw e.annotate(where(i, ops.size(), ops.get(i)));
            }
        }
        // Handles are taken up front, and held until the group is handed to NCCL: a communicator
        // closed or aborted before the flush is reported here, and an abort from another thread
        // waits until ncclGroupEnd returned (which does not block), then ends the group in flight.
        Map<NcclCommunicator, MemorySegment> handles = new IdentityHashMap<>();
        JireeException failure = null;
        List<NcclAgreement.Pending> pending = new ArrayList<>();
        int end;
        try {
            for (NcclOp op : ops) {
                if (!handles.containsKey(op.communicator())) {
                    handles.put(op.communicator(), op.communicator().acquire());
                }
            }
            nccl.check(nccl.groupStart(), MemorySegment.NULL, "ncclGroupStart");
            try {
                failure = issueGroup(nccl, ops, records, stream, zeroFill, agreement, calls, handles, pending);
            } finally {
                // The group is closed even after a failed entry, or anything thrown: NCCL's group
                // depth is the thread's, and one left open swallows every later group it issues.
                end = nccl.groupEnd();
            }
        } finally {
            for (NcclCommunicator c : handles.keySet()) {
                c.release();
            }
        }
        Set<NcclCommunicator> comms = new LinkedHashSet<>();
        for (NcclOp op : ops) {
            comms.add(op.communicator());
        }
        if (failure != null) {
            // Part of the group may be on the stream, and the peers wait in the rest.
            abortAll(comms, failure);
            throw failure;
        }
        if (end != Nccl.SUCCESS && end != Nccl.IN_PROGRESS) {
            JireeException e = nccl.error(
                    end,
                    MemorySegment.NULL,
                    "ncclGroupEnd of a batch of " + ops.size() + " collective(s) starting with "
                            + ops.get(0).describe());
            abortAll(comms, e);
            throw e;
        }
        if (end == Nccl.IN_PROGRESS) {
            awaitGroup(nccl, comms, ops, records == null || records.isEmpty() ? null : records.get(0));
        }
        // A failed group's slots are not reused (the device may still touch them): the provider frees them.
        for (NcclAgreement.Pending p : pending) {
            afterCompletion.add(agreement.collect(p, stream));
        }
    }

    /**
     * Issues the group's calls between ncclGroupStart and ncclGroupEnd, on the handles the caller
     * holds; the first failure, after which nothing more is issued, or null.
     */
    private static JireeException issueGroup(
            Nccl nccl,
            List<NcclOp> ops,
            List<FlightRecorder.Record> records,
            MemorySegment stream,
            ZeroFill zeroFill,
            NcclAgreement agreement,
            List<Call> calls,
            Map<NcclCommunicator, MemorySegment> handles,
            List<NcclAgreement.Pending> pending) {
        JireeException failure = null;
        if (agreement != null) {
            // Issued first on each communicator, so that ranks pair these whatever else they issued.
            boolean numbered = records != null && !records.isEmpty();
            Map<NcclCommunicator, CollectiveSignature.Group> groups = CollectiveSignature.perChannel(
                    ops.size(),
                    i -> ops.get(i).communicator(),
                    i -> new CollectiveSignature.Op(
                            ops.get(i).op(),
                            ops.get(i).param(),
                            ops.get(i).elementCount(),
                            numbered ? records.get(i).sequence() : -1));
            for (Map.Entry<NcclCommunicator, CollectiveSignature.Group> e : groups.entrySet()) {
                if (e.getKey().count() < 2 || failure != null) {
                    continue;
                }
                int first = e.getValue().first();
                MemorySegment comm = handles.get(e.getKey());
                try {
                    int rc = agreement.issue(
                            nccl,
                            e.getKey(),
                            comm,
                            e.getValue().signature(),
                            numbered ? records.get(first) : null,
                            stream,
                            pending);
                    if (rc != Nccl.SUCCESS && rc != Nccl.IN_PROGRESS) {
                        failure = nccl.error(rc, comm, "ncclAllGather of the ranks' collective signatures")
                                .annotate(where(first, ops.size(), ops.get(first)));
                    }
                } catch (JireeException ex) {
                    failure = ex;
                }
            }
        }
        for (Call call : calls) {
            if (failure != null) {
                break;
            }
            MemorySegment comm = handles.get(call.op().communicator());
            int rc;
            try {
                rc = call.issue(nccl, comm, stream, zeroFill);
            } catch (JireeException e) { // a zero-fill's CUDA call: the group is cut short all the same
                failure = e.annotate(where(call.index(), ops.size(), call.op()));
                break;
            }
            if (rc != Nccl.SUCCESS && rc != Nccl.IN_PROGRESS) {
                failure = nccl.error(rc, comm, call.name()).annotate(where(call.index(), ops.size(), call.op()));
                break;
            }
        }
        return failure;
    }

    private static String where(int index, int size, NcclOp op) {
        return "in collective batch entry " + index + " of " + size + ": " + op.describe() + " on " + op.communicator();
    }

    /**
     * A group this rank could not issue whole: its peers wait in the group they issued, and this
     * rank's next one would pair with it (a success on mixed data where the signatures are alike),
     * whatever NCCL's error; aborted, the peers fail at once and later use here fails. A
     * communicator of one rank has no peer, and stays usable.
     */
    private static void abortAll(Set<NcclCommunicator> comms, JireeException cause) {
        for (NcclCommunicator c : comms) {
            if (c.count() > 1) {
                c.abort(cause.code(), cause.detail());
            }
        }
    }

    private static void awaitGroup(
            Nccl nccl, Set<NcclCommunicator> comms, List<NcclOp> ops, FlightRecorder.Record first) {
        int size = ops.size();
        Duration timeout = Duration.ZERO;
        for (NcclCommunicator c : comms) {
            timeout = c.timeout().compareTo(timeout) > 0 ? c.timeout() : timeout;
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        for (NcclCommunicator c : comms) {
            for (; ; ) {
                // The handles were released: an abort from another thread may come first.
                int state = c.asyncErrorDuring("a batch of " + size + " collective(s) starting with "
                        + ops.get(0).describe());
                if (state == Nccl.SUCCESS) {
                    break;
                }
                if (state != Nccl.IN_PROGRESS) {
                    // NCCL's text for the communicator says which call failed and why (a lost peer).
                    JireeException e = c.error(
                            state,
                            "a batch of " + size + " collective(s) starting with "
                                    + ops.get(0).describe() + " on " + c);
                    for (NcclCommunicator other : comms) {
                        other.abort(e.code(), e.detail());
                    }
                    throw e;
                }
                if (System.nanoTime() - deadline >= 0) {
                    String what = first != null
                            ? first.describe() + (size > 1 ? " and " + (size - 1) + " more" : "")
                            : "a batch of " + size + " collective(s) on " + c;
                    String reason = what + " was not taken by NCCL within " + timeout.toMillis()
                            + " ms (ncclGroupEnd still in progress)";
                    for (NcclCommunicator other : comms) {
                        other.abort(StatusCode.DEADLINE_EXCEEDED, reason);
                    }
                    String dump = FlightRecorder.dumpNote("DEADLINE_EXCEEDED; " + reason);
                    throw JireeException.of(
                            StatusCode.DEADLINE_EXCEEDED,
                            "%s; is every rank running the same " + "program? (raise %s if the work is just slow)%s",
                            reason,
                            CollectiveTimeout.SETTING,
                            dump);
                }
                LockSupport.parkNanos(100_000);
            }
        }
    }

    private static void plan(int index, NcclOp op, ZeroFill zeroFill, List<Call> calls) {
        if (op.communicator() == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "the collective has no channel");
        }
        if (op.elementCount() < 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "element count %d is negative", op.elementCount());
        }
        Nccl.dataType(op.op().elementType()); // element types NCCL lacks fail here, before the group
        long count = op.elementCount();
        int ranks = op.communicator().count();
        switch (op.op().kind()) {
            case ALL_GATHER -> calls.add(new Call(index, op, Routine.ALL_GATHER, op.send(), op.recv(), count, -1));
            case ALL_REDUCE -> {
                Nccl.redOp(op.op().reduction());
                calls.add(new Call(index, op, Routine.ALL_REDUCE, op.send(), op.recv(), count, -1));
            }
            case REDUCE_SCATTER -> {
                Nccl.redOp(op.op().reduction());
                calls.add(new Call(index, op, Routine.REDUCE_SCATTER, op.send(), op.recv(), count, -1));
            }
            case BROADCAST -> {
                int root = CollectiveOp.checkRank(op.param(), ranks, "broadcast root");
                calls.add(new Call(index, op, Routine.BROADCAST, op.send(), op.recv(), count, root));
            }
            case REDUCE -> {
                Nccl.redOp(op.op().reduction());
                int root = CollectiveOp.checkRank(op.param(), ranks, "reduce root");
                calls.add(new Call(index, op, Routine.REDUCE, op.send(), op.recv(), count, root));
            }
            case SEND -> {
                int peer = CollectiveOp.checkRank(op.param(), ranks, "send peer");
                calls.add(new Call(index, op, Routine.SEND, op.send(), 0, count, peer));
            }
            case RECV -> {
                int peer = CollectiveOp.checkRank(op.param(), ranks, "recv peer");
                calls.add(new Call(index, op, Routine.RECV, 0, op.recv(), count, peer));
            }
            case ALL_TO_ALL -> {
                // Built from send/recv pairs inside the group, which every NCCL version has.
                long per = CollectiveOp.allToAllPerRankCount(count, ranks);
                long stride = per * op.op().elementType().byteCount();
                for (int r = 0; r < ranks; r++) {
                    long offset = r * stride;
                    calls.add(new Call(index, op, Routine.SEND, op.send() + offset, 0, per, r));
                    calls.add(new Call(index, op, Routine.RECV, 0, op.recv() + offset, per, r));
                }
            }
            case SEND_RECV -> {
                int sendPeer = CollectiveOp.sendRecvTarget(op.param());
                int recvPeer = CollectiveOp.sendRecvSource(op.param());
                if (sendPeer != -1) {
                    int peer = CollectiveOp.checkRank(sendPeer, ranks, "send_recv send peer");
                    calls.add(new Call(index, op, Routine.SEND, op.send(), 0, count, peer));
                }
                if (recvPeer != -1) {
                    int peer = CollectiveOp.checkRank(recvPeer, ranks, "send_recv receive peer");
                    calls.add(new Call(index, op, Routine.RECV, 0, op.recv(), count, peer));
                } else {
                    if (zeroFill == null) {
                        throw JireeException.of(
                                StatusCode.INTERNAL,
                                "send_recv without a source must clear its receive buffer but no zero-fill was given");
                    }
                    calls.add(new Call(index, op, Routine.ZERO_FILL, 0, op.recv(), count, -1));
                }
            }
        }
    }
}
