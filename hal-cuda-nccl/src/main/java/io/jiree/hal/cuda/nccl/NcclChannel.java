package io.jiree.hal.cuda.nccl;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A HAL collective channel backed by one NCCL communicator. Reference counted like every HAL
 * resource: the communicator is finalized and destroyed with the last reference. A split channel
 * holds a reference to its parent for as long as it lives, as IREE's CUDA driver does.
 */
public final class NcclChannel implements Channel {
    private final NcclCommunicator communicator;
    private final NcclChannel parent;
    private final Set<NcclCommunicator> live; // the provider's open communicators
    private final Runnable makeCurrent; // NCCL calls need the device's CUDA context current
    private final Runnable releaseContext; // the same once the device's queue closed, for close
    private final AtomicInteger references = new AtomicInteger(1);
    private final FlightRecorder.Track track;

    NcclChannel(
            NcclCommunicator communicator,
            NcclChannel parent,
            Set<NcclCommunicator> live,
            Runnable makeCurrent,
            Runnable releaseContext,
            String name) {
        this.communicator = communicator;
        this.parent = parent;
        this.live = live;
        this.makeCurrent = makeCurrent;
        this.releaseContext = releaseContext;
        this.track = FlightRecorder.get().track(name);
        live.add(communicator);
    }

    /** This channel's collectives in the flight recorder. */
    FlightRecorder.Track track() {
        return track;
    }

    /** The communicator, for the batch flush. */
    public NcclCommunicator communicator() {
        return communicator;
    }

    @Override
    public int rank() {
        return communicator.rank();
    }

    @Override
    public int count() {
        return communicator.count();
    }

    @Override
    public Channel split(int color, int key, long flags) {
        if (flags != 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "channel split flags 0x%x are not supported", flags);
        }
        makeCurrent.run();
        return communicator
                .split(color, key)
                .map(child -> new NcclChannel(
                        child,
                        RefCounted.retained(this),
                        live,
                        makeCurrent,
                        releaseContext,
                        track.name() + "/split(" + color + "," + key + ")"))
                .orElse(null);
    }

    @Override
    public void retain() {
        int before = references.getAndIncrement();
        if (before <= 0) {
            references.getAndDecrement();
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s was already released", communicator);
        }
    }

    @Override
    public void close() {
        int left = references.decrementAndGet();
        if (left == 0) {
            try {
                if (!communicator.isAborted()) {
                    try {
                        // The queue's last completions may let go of it after the queue closed.
                        releaseContext.run();
                    } catch (JireeException e) {
                        // The context was closed or lost: NCCL cannot finalize in it, and the
                        // peers must not wait for this rank until their timeout.
                        communicator.abort(e.code(), "its CUDA device can no longer be used (" + e.getMessage() + ")");
                    }
                }
                communicator.close(); // destroys it, or finalizes it when it is still usable
            } finally {
                // Only now: until closed or aborted, abortAll must still reach it.
                live.remove(communicator);
                if (parent != null) {
                    parent.close();
                }
            }
        } else if (left < 0) {
            references.incrementAndGet();
        }
    }

    @Override
    public String toString() {
        return "NCCL channel " + track.name() + " (rank " + communicator.rank() + " of " + communicator.count() + ")";
    }
}
