package io.jiree.hal.cuda;

import io.jiree.base.FlightRecorder;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

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

    /**
     * Issues every entry of {@code batch} on {@code stream}, in order, as one group. Returns the
     * entries' flight-recorder records (started: issued to the stream), which the device completes
     * or fails with the submission. Checks to run once the stream finished the group (a
     * {@link io.jiree.base.JireeException} from one fails the submission) go to {@code afterCompletion}.
     */
    List<FlightRecorder.Record> flush(
            CudaDevice device, CollectiveBatch batch, MemorySegment stream, List<Runnable> afterCompletion);

    /**
     * Throws the first asynchronous error of this provider's channels (for NCCL, a failed or
     * vanished peer). The device calls it while work that issued collectives is still running, so
     * such a failure fails that work's semaphores instead of leaving their waiters hanging.
     */
    default void checkAsyncErrors() {}

    /**
     * Where the other ranks are on the channel of {@code stuck}, a collective this rank gave up on
     * (e.g. "rank 1 never arrived at #5"); empty when the provider cannot find out.
     */
    default Optional<PeerReport> whereArePeers(FlightRecorder.Record stuck) {
        return Optional.empty();
    }

    /**
     * What {@link #whereArePeers} found: its text, and whether a rank issued another collective
     * under the stuck one's number (the ranks run different programs).
     */
    record PeerReport(String text, boolean differentCollectives) {}

    /**
     * Releases what the provider keeps for its device (a shared default channel). The device calls
     * it when it closes, before its queue and context go, with its context current.
     */
    default void close() {}

    /**
     * Frees what the checks of work on the device's stream read (the memory ranks exchange their
     * signatures through): the device calls it when it closes, once its queue has finished and
     * completed all its work, with its context current.
     */
    default void queueClosed() {}

    /**
     * Aborts {@code channel}, one of this provider's, with status {@code code}: a submission of this
     * rank that was to issue collectives on it failed. Its peers may already wait in those
     * collectives, and this rank's next ones would pair with theirs; aborted, the peers fail at once
     * and this rank's later use of the channel fails.
     */
    default void abort(Channel channel, StatusCode code, String reason) {}

    /** Aborts every channel of this provider, releasing work blocked in collectives. */
    default void abortAll(String reason) {}

    /**
     * As {@link #abortAll(String)}, for a failure of status {@code code}: collective work that was
     * on a stream when it came fails with that status.
     */
    default void abortAll(StatusCode code, String reason) {
        abortAll(reason);
    }

    /**
     * How long submitted work that issued collectives may run before the device gives up on it:
     * it then calls {@link #abortAll} and fails the work's semaphores with DEADLINE_EXCEEDED.
     * Empty: no limit.
     */
    default Optional<Duration> collectiveTimeout() {
        return Optional.empty();
    }

    /** The setting that changes {@link #collectiveTimeout()}, for messages (e.g. an environment variable). */
    default String collectiveTimeoutSetting() {
        return "the " + name() + " collective timeout";
    }

    /**
     * The CUDA device this process should use when none is named (the {@code cuda} device URI
     * without a path), e.g. the node-local rank a job launcher such as mpirun assigns. Empty when
     * the provider has no opinion; never throws (a bad setting is reported when a channel is made).
     */
    default OptionalInt defaultDeviceIndex() {
        return OptionalInt.empty();
    }
}
