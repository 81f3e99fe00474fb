package io.jiree.hal.mpi;

import io.jiree.base.Environment;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.local.HostCollectiveProvider;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * MPI collectives for the CPU devices (found through ServiceLoader; having this module on the class
 * path is what lets local-sync and local-task run as ranks of a multi-process job). The default
 * channel is {@code MPI_COMM_WORLD}; MPI is initialized on the first channel, never before.
 */
public final class MpiCollectiveProvider implements HostCollectiveProvider {
    private final Environment environment;

    public MpiCollectiveProvider() {
        this(Environment.system());
    }

    MpiCollectiveProvider(Environment environment) {
        this.environment = environment;
    }

    @Override
    public String name() {
        return "mpi";
    }

    /** Initializes MPI now; a failure here is reported again when the first channel is created. */
    @Override
    public void prepare() {
        try {
            MpiProcess.get(environment, SpmdRanks.from(environment));
        } catch (JireeException e) {
            // Reported by createChannel, where the program asks for collectives.
        }
    }

    /**
     * The world communicator. Rank and count may be given only as they are in the world (MPI makes
     * other groups with channel.split); an id is not needed (MPI's launcher did the rendezvous).
     */
    @Override
    public Channel createChannel(ChannelParams params, Optional<SpmdRanks> ranks) {
        MpiProcess process = MpiProcess.get(environment, ranks);
        int rank = params.rank() == Channel.RANK_DEFAULT ? process.worldRank() : params.rank();
        int count = params.count() == Channel.COUNT_DEFAULT ? process.worldSize() : params.count();
        if (rank != process.worldRank() || count != process.worldSize()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "a channel of rank %d of %d was requested, but MPI started this process as rank %d of %d; CPU "
                            + "channels are the MPI world or groups split from it (channel.split)",
                    rank,
                    count,
                    process.worldRank(),
                    process.worldSize());
        }
        FlightRecorder.get().identify(process.worldRank(), process.worldSize());
        return new MpiChannel(process, Mpi.handle(Mpi.COMM_WORLD), false, FlightRecorder.DEFAULT_CHANNEL);
    }

    @Override
    public List<FlightRecorder.Record> execute(
            List<CollectiveBatch.Entry> entries, Function<BufferRef, MemorySegment> memory) {
        if (entries.isEmpty()) {
            return List.of();
        }
        if (!(entries.getFirst().channel() instanceof MpiChannel channel)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "channel %s was not created by the MPI provider; create it on a CPU device",
                    entries.getFirst().channel());
        }
        return MpiBatch.execute(channel.process(), entries, memory);
    }

    /** Ends the job, as a collective failing here does: the peers may wait in what this rank abandons. */
    @Override
    public void abandon(Channel channel, JireeException why) {
        if (channel instanceof MpiChannel c && c.count() > 1) {
            c.process().fail(why.getMessage());
        }
    }
}
