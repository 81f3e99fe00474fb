package io.jiree.hal.cuda.nccl;

import io.jiree.hal.cuda.CudaDriverApi;
import java.lang.foreign.MemorySegment;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

/**
 * A CUDA stream (of the libcuda stand-in, device 0) for a test rank that calls {@link NcclBatch}
 * directly, and the wait a program needs after it: NCCL's non-blocking ncclGroupEnd only enqueues
 * the group on the stream, so results are there once the stream has passed it. The wait is the one
 * jiree's completion queue does: an event after the group, polled, with the communicators' async
 * errors checked meanwhile (a failure throws and aborts the communicator, which ends the stream work).
 */
final class RankStream implements AutoCloseable {
    private final CudaDriverApi api;
    private final MemorySegment stream;

    private RankStream(CudaDriverApi api, MemorySegment stream) {
        this.api = api;
        this.stream = stream;
    }

    /** Makes device 0's primary context current on this thread and creates a stream on it. */
    static RankStream open() {
        CudaDriverApi api = CudaDriverApi.get();
        api.init();
        api.ctxSetCurrent(api.devicePrimaryCtxRetain(0));
        return new RankStream(api, api.streamCreate(1));
    }

    MemorySegment stream() {
        return stream;
    }

    /** Flushes {@code ops} on this stream and waits until the stream has run them. */
    void flushAndWait(Nccl nccl, List<NcclOp> ops, NcclBatch.ZeroFill zeroFill) {
        NcclBatch.flush(nccl, ops, stream, zeroFill);
        Set<NcclCommunicator> comms = new LinkedHashSet<>();
        for (NcclOp op : ops) {
            comms.add(op.communicator());
        }
        MemorySegment event = api.eventCreate(2);
        try {
            api.eventRecord(event, stream);
            boolean done = false;
            while (!done) {
                done = api.eventQuery(event);
                // Checked once more after the stream moved on: aborted or failed work ends too.
                for (NcclCommunicator c : comms) {
                    c.checkAsyncError();
                }
                if (!done) {
                    LockSupport.parkNanos(1_000_000);
                }
            }
        } finally {
            api.eventDestroy(event);
        }
    }

    @Override
    public void close() {
        api.streamDestroy(stream);
        api.devicePrimaryCtxRelease(0);
    }
}
