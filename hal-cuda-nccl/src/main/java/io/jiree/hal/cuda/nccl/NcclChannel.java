package io.jiree.hal.cuda.nccl;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A HAL collective channel backed by one NCCL communicator. Reference counted like every HAL
 * resource: the communicator is finalized and destroyed with the last reference. A split channel
 * holds a reference to its parent for as long as it lives, as IREE's CUDA driver does.
 */
public final class NcclChannel implements Channel {
    private final NcclCommunicator communicator;
    private final NcclChannel parent;
    private final AtomicInteger references = new AtomicInteger(1);

    NcclChannel(NcclCommunicator communicator, NcclChannel parent) {
        this.communicator = communicator;
        this.parent = parent;
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
        return communicator.split(color, key)
                .map(child -> new NcclChannel(child, (NcclChannel) this.retain()))
                .orElse(null);
    }

    @Override
    public NcclChannel retain() {
        int before = references.getAndIncrement();
        if (before <= 0) {
            references.getAndDecrement();
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "%s was already released", communicator);
        }
        return this;
    }

    @Override
    public void close() {
        int left = references.decrementAndGet();
        if (left == 0) {
            try {
                communicator.close();
            } finally {
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
        return "NCCL channel " + communicator.rank() + "/" + communicator.count();
    }
}
