package io.jiree.hal.cuda.nccl;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveSignature;
import io.jiree.hal.cuda.CudaDriverApi;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that every rank issued the same collectives ({@link CollectiveSignature}) on a CUDA
 * device: NCCL completes mismatched calls with undefined results and reports success (seen on a
 * GPU: an all_gather beside a peer's all_reduce returned a wrong tensor, exit 0). Each group
 * carries one more call per communicator of several ranks, issued first so that ranks pair it
 * whatever else they issued: an all_gather of the ranks' signatures. Once the stream finished the
 * group, before the submission signals, every rank compares them; a difference fails the
 * submission with FAILED_PRECONDITION and refuses the communicator from then on (its pairing is
 * broken; aborting it at once would show a peer that is still finishing the group a lost rank
 * instead of its own finding). The signatures travel through page-locked host memory and a small
 * device buffer, one pair per group in flight, kept for reuse and freed when the provider closes.
 */
final class NcclAgreement implements AutoCloseable {
    private static final long BYTES = CollectiveSignature.BYTES;

    /** One group's exchange on one communicator: this rank's signature, then every rank's. */
    private record Slot(MemorySegment host, long device, int ranks) {}

    /** An exchange issued inside a group, to be copied back after it. */
    record Pending(Slot slot, NcclCommunicator communicator, long[] signature, FlightRecorder.Record first) {}

    private final CudaDriverApi api;
    private final Map<Integer, ArrayDeque<Slot>> free = new HashMap<>(); // guarded by this
    private final List<Slot> all = new ArrayList<>(); // guarded by this

    NcclAgreement(CudaDriverApi api) {
        this.api = api;
    }

    /**
     * Inside the group: stages this rank's {@code signature} of its ops on {@code communicator}
     * and issues the all_gather of signatures into a cleared area (a peer that dies leaves zeros,
     * not a stale signature). Returns NCCL's result; {@code pending} gets what {@link #collect} needs.
     */
    int issue(
            Nccl nccl,
            NcclCommunicator communicator,
            MemorySegment handle,
            long[] signature,
            FlightRecorder.Record first,
            MemorySegment stream,
            List<Pending> pending) {
        Slot slot = take(communicator.count());
        CollectiveSignature.write(signature, slot.host());
        api.memcpyHtoDAsync(slot.device(), slot.host().asSlice(0, BYTES), BYTES, stream);
        api.memsetD8Async(slot.device() + BYTES, (byte) 0, BYTES * slot.ranks(), stream);
        pending.add(new Pending(slot, communicator, signature, first));
        return nccl.allGather(
                slot.device(), slot.device() + BYTES, BYTES, CollectiveElementType.UINT_8, handle, stream);
    }

    /**
     * After the group: copies every rank's signature back on the stream and returns the check to
     * run once the stream passed it (it returns the slot for reuse, whatever it finds). The slots of
     * a group that failed are never reused: {@link #close} frees them.
     */
    Runnable collect(Pending p, MemorySegment stream) {
        Slot slot = p.slot();
        api.memcpyDtoHAsync(slot.host().asSlice(BYTES), slot.device() + BYTES, BYTES * slot.ranks(), stream);
        return () -> {
            try {
                compare(p);
            } finally {
                give(slot);
            }
        };
    }

    private static void compare(Pending p) {
        NcclCommunicator comm = p.communicator();
        MemorySegment all = p.slot().host().asSlice(BYTES);
        for (int r = 0; r < p.slot().ranks(); r++) {
            if (!CollectiveSignature.arrived(all, r)) {
                // Nothing came from rank r: the abort that ended the group, or NCCL's own error (a
                // lost peer), says why.
                try {
                    comm.checkNotAborted("the exchange of the ranks' collective signatures");
                    // A communicator closed since (its channel released) has no error of its own
                    // to report; one aborted meanwhile reports the abort's.
                    comm.checkAsyncErrorIfOpen();
                    comm.checkNotAborted("the exchange of the ranks' collective signatures");
                } catch (JireeException lost) {
                    throw lost.annotate("in " + (p.first() != null ? p.first().describe() : "a collective group"));
                }
            }
        }
        try {
            CollectiveSignature.check(p.signature(), all, p.slot().ranks(), comm.rank(), comm.toString(), "NCCL");
        } catch (JireeException e) {
            comm.refuse(e.detail());
            throw e;
        }
    }

    private synchronized Slot take(int ranks) {
        ArrayDeque<Slot> q = free.get(ranks);
        if (q != null && !q.isEmpty()) {
            return q.pop();
        }
        long bytes = BYTES * (1 + ranks);
        MemorySegment host = api.memHostAlloc(bytes, 0);
        long device;
        try {
            device = api.memAlloc(bytes);
        } catch (JireeException e) {
            api.memFreeHost(host);
            throw e;
        }
        Slot slot = new Slot(host, device, ranks);
        all.add(slot);
        return slot;
    }

    private synchronized void give(Slot slot) {
        free.computeIfAbsent(slot.ranks(), k -> new ArrayDeque<>()).push(slot);
    }

    /** Frees every slot; the device's work has finished (the device closes). */
    @Override
    public synchronized void close() {
        for (Slot s : all) {
            api.memFree(s.device());
            api.memFreeHost(s.host());
        }
        all.clear();
        free.clear();
    }
}
