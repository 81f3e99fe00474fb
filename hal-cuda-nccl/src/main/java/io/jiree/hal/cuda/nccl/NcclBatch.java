package io.jiree.hal.cuda.nccl;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.FlightRecorder;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
        void zero(MemorySegment deviceAddress, long bytes);
    }

    /** One NCCL call to make, already validated. */
    private record Call(int index, NcclOp op, String name, Invocation invocation) {}

    @FunctionalInterface
    private interface Invocation {
        int invoke(Nccl nccl, MemorySegment comm);
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
    public static void flush(Nccl nccl, List<NcclOp> ops, List<FlightRecorder.Record> records, MemorySegment stream,
                             ZeroFill zeroFill) {
        if (ops.isEmpty()) {
            return;
        }
        List<Call> calls = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            try {
                plan(i, ops.get(i), stream, zeroFill, calls);
            } catch (JireeException e) {
                throw e.annotate(where(i, ops.size(), ops.get(i)));
            }
        }
        // Handles are taken once, up front: a communicator closed or aborted before the flush is
        // reported here, and one aborted by another thread mid-flush is not touched again.
        Map<NcclCommunicator, MemorySegment> handles = new IdentityHashMap<>();
        for (NcclOp op : ops) {
            handles.computeIfAbsent(op.communicator(), NcclCommunicator::handle);
        }
        nccl.check(nccl.groupStart(), MemorySegment.NULL, "ncclGroupStart");
        JireeException failure = null;
        for (Call call : calls) {
            MemorySegment comm = handles.get(call.op().communicator());
            int rc = call.invocation().invoke(nccl, comm);
            if (rc != Nccl.SUCCESS && rc != Nccl.IN_PROGRESS) {
                failure = nccl.error(rc, comm, call.name()).annotate(where(call.index(), ops.size(), call.op()));
                break;
            }
        }
        // The group is closed even after a failed entry: NCCL's group depth must stay balanced.
        int end = nccl.groupEnd();
        if (failure != null) {
            throw failure;
        }
        Set<NcclCommunicator> comms = new LinkedHashSet<>();
        for (NcclOp op : ops) {
            comms.add(op.communicator());
        }
        if (end != Nccl.SUCCESS && end != Nccl.IN_PROGRESS) {
            JireeException e = nccl.error(end, MemorySegment.NULL,
                    "ncclGroupEnd of a batch of " + ops.size() + " collective(s) starting with " + ops.get(0).describe());
            abortAll(comms, e.detail(), end);
            throw e;
        }
        if (end == Nccl.IN_PROGRESS) {
            awaitGroup(nccl, comms, handles, ops, records == null || records.isEmpty() ? null : records.get(0));
        }
    }

    private static String where(int index, int size, NcclOp op) {
        return "in collective batch entry " + index + " of " + size + ": " + op.describe() + " on "
                + op.communicator();
    }

    private static void abortAll(Set<NcclCommunicator> comms, String reason, int result) {
        // Remote and system errors leave the communicator unusable; release the peers.
        if (result == Nccl.REMOTE_ERROR || result == Nccl.SYSTEM_ERROR || result == Nccl.INTERNAL_ERROR) {
            for (NcclCommunicator c : comms) {
                c.abort(reason);
            }
        }
    }

    private static void awaitGroup(Nccl nccl, Set<NcclCommunicator> comms, Map<NcclCommunicator, MemorySegment> handles,
                                   List<NcclOp> ops, FlightRecorder.Record first) {
        int size = ops.size();
        Duration timeout = Duration.ZERO;
        for (NcclCommunicator c : comms) {
            timeout = c.timeout().compareTo(timeout) > 0 ? c.timeout() : timeout;
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        for (NcclCommunicator c : comms) {
            for (;;) {
                int state = c.asyncError();
                if (state == Nccl.SUCCESS) {
                    break;
                }
                if (state != Nccl.IN_PROGRESS) {
                    // NCCL's text for the communicator says which call failed and why (a lost peer).
                    JireeException e = nccl.error(state, handles.get(c), "a batch of " + size
                            + " collective(s) starting with " + ops.get(0).describe() + " on " + c);
                    for (NcclCommunicator other : comms) {
                        other.abort(e.detail());
                    }
                    throw e;
                }
                if (System.nanoTime() - deadline >= 0) {
                    String what = first != null ? first.describe() + (size > 1 ? " and " + (size - 1) + " more" : "")
                            : "a batch of " + size + " collective(s) on " + c;
                    String reason = what + " was not taken by NCCL within " + timeout.toMillis()
                            + " ms (ncclGroupEnd still in progress)";
                    for (NcclCommunicator other : comms) {
                        other.abort(reason);
                    }
                    String dump = FlightRecorder.get().dump("DEADLINE_EXCEEDED; " + reason)
                            .map(p -> "; " + FlightRecorder.DUMP_NOTE + p).orElse("");
                    throw JireeException.of(StatusCode.DEADLINE_EXCEEDED, "%s; is every rank running the same "
                            + "program? (raise %s if the work is just slow)%s", reason, NcclCommunicator.TIMEOUT_VARIABLE,
                            dump);
                }
                java.util.concurrent.locks.LockSupport.parkNanos(100_000);
            }
        }
    }

    private static void plan(int index, NcclOp op, MemorySegment stream, ZeroFill zeroFill, List<Call> calls) {
        if (op.communicator() == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "the collective has no channel");
        }
        if (op.elementCount() < 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "element count %d is negative", op.elementCount());
        }
        int type = NcclTypes.dataType(op.elementType());
        long count = op.elementCount();
        int ranks = op.communicator().count();
        switch (op.kind()) {
            case NcclTypes.KIND_ALL_GATHER -> calls.add(new Call(index, op, "ncclAllGather",
                    (n, c) -> n.allGather(op.send(), op.recv(), count, type, c, stream)));
            case NcclTypes.KIND_ALL_REDUCE -> {
                int red = NcclTypes.redOp(op.reduction());
                calls.add(new Call(index, op, "ncclAllReduce",
                        (n, c) -> n.allReduce(op.send(), op.recv(), count, type, red, c, stream)));
            }
            case NcclTypes.KIND_REDUCE_SCATTER -> {
                int red = NcclTypes.redOp(op.reduction());
                calls.add(new Call(index, op, "ncclReduceScatter",
                        (n, c) -> n.reduceScatter(op.send(), op.recv(), count, type, red, c, stream)));
            }
            case NcclTypes.KIND_BROADCAST -> {
                int root = checkRank(op.param(), ranks, "broadcast root");
                calls.add(new Call(index, op, "ncclBroadcast",
                        (n, c) -> n.broadcast(op.send(), op.recv(), count, type, root, c, stream)));
            }
            case NcclTypes.KIND_REDUCE -> {
                int red = NcclTypes.redOp(op.reduction());
                int root = checkRank(op.param(), ranks, "reduce root");
                calls.add(new Call(index, op, "ncclReduce",
                        (n, c) -> n.reduce(op.send(), op.recv(), count, type, red, root, c, stream)));
            }
            case NcclTypes.KIND_SEND -> {
                int peer = checkRank(op.param(), ranks, "send peer");
                calls.add(new Call(index, op, "ncclSend",
                        (n, c) -> n.send(op.send(), count, type, peer, c, stream)));
            }
            case NcclTypes.KIND_RECV -> {
                int peer = checkRank(op.param(), ranks, "recv peer");
                calls.add(new Call(index, op, "ncclRecv",
                        (n, c) -> n.recv(op.recv(), count, type, peer, c, stream)));
            }
            case NcclTypes.KIND_ALL_TO_ALL -> {
                // Built from send/recv pairs inside the group, which every NCCL version has.
                if (count % ranks != 0) {
                    throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                            "all_to_all of %d elements cannot be split evenly across %d ranks", count, ranks);
                }
                long per = count / ranks;
                long stride = per * NcclTypes.elementByteCount(op.elementType());
                for (int r = 0; r < ranks; r++) {
                    int peer = r;
                    long offset = r * stride;
                    calls.add(new Call(index, op, "ncclSend (all_to_all to rank " + r + ")",
                            (n, c) -> n.send(offsetOf(op.send(), offset), per, type, peer, c, stream)));
                    calls.add(new Call(index, op, "ncclRecv (all_to_all from rank " + r + ")",
                            (n, c) -> n.recv(offsetOf(op.recv(), offset), per, type, peer, c, stream)));
                }
            }
            case NcclTypes.KIND_SEND_RECV -> {
                int sendPeer = (short) (op.param() & 0xFFFF);
                int recvPeer = (short) (op.param() >>> 16);
                if (sendPeer != -1) {
                    int peer = checkRank(sendPeer, ranks, "send_recv send peer");
                    calls.add(new Call(index, op, "ncclSend",
                            (n, c) -> n.send(op.send(), count, type, peer, c, stream)));
                }
                if (recvPeer != -1) {
                    int peer = checkRank(recvPeer, ranks, "send_recv receive peer");
                    calls.add(new Call(index, op, "ncclRecv",
                            (n, c) -> n.recv(op.recv(), count, type, peer, c, stream)));
                } else {
                    if (zeroFill == null) {
                        throw JireeException.of(StatusCode.INTERNAL,
                                "send_recv without a source must clear its receive buffer but no zero-fill was given");
                    }
                    long bytes = count * NcclTypes.elementByteCount(op.elementType());
                    calls.add(new Call(index, op, "zero-fill of the receive buffer", (n, c) -> {
                        zeroFill.zero(op.recv(), bytes);
                        return Nccl.SUCCESS;
                    }));
                }
            }
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "unhandled collective kind %d (IREE defines 0..8)", op.kind());
        }
    }

    private static MemorySegment offsetOf(MemorySegment base, long offset) {
        return MemorySegment.ofAddress(base.address() + offset);
    }

    private static int checkRank(int rank, int count, String what) {
        if (rank < 0 || rank >= count) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "%s %d is not a rank of a %d-rank communicator",
                    what, rank, count);
        }
        return rank;
    }
}
