package io.jiree.hal.local;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.SpmdRanks;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where collectives across processes come from for the CPU devices, found with
 * {@link java.util.ServiceLoader} (list implementations in
 * {@code META-INF/services/io.jiree.hal.local.HostCollectiveProvider}). The hal-mpi module provides
 * the MPI implementation; hal-local does not depend on it. CPU devices ask for a provider only when
 * the process is one rank of several (an MPI launcher started it, or {@code IREE_SPMD_NPROCS} is
 * above 1); otherwise their channels are single-participant and collectives are local copies.
 */
public interface HostCollectiveProvider {
    /** A short name for messages, e.g. "mpi". */
    String name();

    /**
     * Called when a CPU device is created in a process an MPI launcher started: joins the job at
     * once (MPI_Init), so that a rank failing before its first collective still ends the job at
     * exit instead of leaving the others waiting for it to join. Failures are reported later, by
     * {@link #createChannel}.
     */
    void prepare();

    /**
     * Creates a channel (IREE's iree_hal_device_create_channel) for a CPU device. {@code ranks} is
     * what the environment says about the job (already validated), empty when it says nothing.
     */
    Channel createChannel(ChannelParams params, Optional<SpmdRanks> ranks);

    /**
     * Runs {@code entries} (all on channels this provider created) in recording order as one batch
     * and returns when every one has completed; throws (DEADLINE_EXCEEDED when the batch did not
     * complete in time) otherwise. {@code memory} gives the host memory of a resolved buffer range.
     * Returns the entries' flight-recorder records, in order (their sequence numbers go on the timeline).
     */
    List<FlightRecorder.Record> execute(List<CollectiveBatch.Entry> entries, Function<BufferRef, MemorySegment> memory);

    /**
     * This rank will not issue collectives it recorded on {@code channel} (a channel this provider
     * created): the work before them failed, or their submission's wait did. Its peers may already
     * wait in them, and its next collectives would pair with theirs, so a channel of several ranks
     * must end (MPI ends the job); {@code why} says what failed.
     */
    void abandon(Channel channel, JireeException why);
}
