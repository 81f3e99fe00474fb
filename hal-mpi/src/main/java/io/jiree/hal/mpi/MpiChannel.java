package io.jiree.hal.mpi;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;
import java.lang.foreign.MemorySegment;

/**
 * A HAL collective channel backed by one MPI communicator: {@code MPI_COMM_WORLD} for the default
 * channel, or a communicator {@code MPI_Comm_split} made. Reference counted like every HAL resource;
 * a split communicator is freed with the last reference (the world one never is).
 */
final class MpiChannel implements Channel {
    private final MpiProcess process;
    private final MemorySegment comm;
    private final boolean owned;
    private final int rank;
    private final int count;
    private final RefCount refs = new RefCount("MPI channel");
    private final FlightRecorder.Track track;

    MpiChannel(MpiProcess process, MemorySegment comm, boolean owned, String name) {
        this.process = process;
        this.comm = comm;
        this.owned = owned;
        this.rank = process.mpi().commRank(comm);
        this.count = process.mpi().commSize(comm);
        this.track = FlightRecorder.get().track(name);
    }

    /** This channel's collectives in the flight recorder. */
    FlightRecorder.Track track() {
        return track;
    }

    /** The communicator handle, for the batch. */
    MemorySegment comm() {
        refs.checkLive();
        return comm;
    }

    MpiProcess process() {
        return process;
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int count() {
        return count;
    }

    /**
     * MPI_Comm_split: every rank of this channel must call it (in the same order as its other
     * collectives); ranks with the same color form one channel, ordered by key. Blocks until the
     * others arrive, under the collective timeout.
     */
    @Override
    public Channel split(int color, int key, long flags) {
        if (flags != 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "channel split flags 0x%x are not supported", flags);
        }
        if (color < NO_COLOR) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "channel split color %d is negative; use a color >= 0, or -1 to leave this rank out",
                    color);
        }
        MemorySegment c = comm();
        int mpiColor = color == NO_COLOR ? Mpi.UNDEFINED : color;
        MemorySegment child = process.bounded(
                "MPI_Comm_split (channel.split of " + this + ", color " + color + ")",
                () -> process.mpi().commSplit(c, mpiColor, key));
        if (child.address() == Mpi.COMM_NULL) {
            return null;
        }
        return new MpiChannel(process, child, true, track.name() + "/split(" + color + "," + key + ")");
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        if (refs.release() && owned && !process.failed()) {
            if (!process.mpi().finalized()) {
                process.mpi().commFree(comm);
            }
        }
    }

    @Override
    public String toString() {
        return "MPI channel " + track.name() + " (rank " + rank + " of " + count + ")";
    }
}
