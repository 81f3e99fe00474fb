package io.jiree.hal.cuda;

import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;

import java.lang.foreign.MemorySegment;

/**
 * Where collective operations on CUDA devices come from, found with {@link java.util.ServiceLoader}
 * (list implementations in {@code META-INF/services/io.jiree.hal.cuda.CollectiveProvider}). The
 * hal-cuda-nccl module provides the NCCL implementation; without a provider on the class path,
 * creating a channel is UNIMPLEMENTED.
 *
 * <p>A provider creates channels for a device and flushes the collective operations a command
 * buffer recorded between two non-collective commands as one group on the device's stream (for
 * NCCL: {@code ncclGroupStart}, one call per entry, {@code ncclGroupEnd}). Buffers in the batch are
 * resolved; {@link CudaBuffer#devicePointer(io.jiree.hal.Buffer, long)} gives their addresses. Both
 * methods run with the device's context current on the calling thread.
 */
public interface CollectiveProvider {
    /** A short name for messages, e.g. "nccl". */
    String name();

    /** Creates a channel on {@code device} (IREE's iree_hal_device_create_channel). */
    Channel createChannel(CudaDevice device, long queueAffinity, ChannelParams params);

    /** Issues every entry of {@code batch} on {@code stream}, in order, as one group. */
    void flush(CudaDevice device, CollectiveBatch batch, MemorySegment stream);

    /**
     * Throws the first asynchronous error of this provider's channels (for NCCL, a failed or
     * vanished peer). The device calls it while work that issued collectives is still running, so
     * such a failure fails that work's semaphores instead of leaving their waiters hanging.
     */
    default void checkAsyncErrors() {}

    /** Aborts every channel of this provider, releasing work blocked in collectives. */
    default void abortAll(String reason) {}
}
