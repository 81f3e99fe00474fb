package io.jiree.hal.local;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;

/**
 * The CPU driver's channel: a single participant (rank 0 of 1). Collectives on it are local
 * copies; multi-rank CPU collectives are not provided.
 */
final class LocalChannel implements Channel {
    private final RefCount refs = new RefCount("channel");
    private final FlightRecorder.Track track;

    private LocalChannel(String name) {
        this.track = FlightRecorder.get().track(name);
    }

    /** This channel's collectives as the flight recorder numbers them. */
    FlightRecorder.Track track() {
        return track;
    }

    @Override
    public int rank() {
        return 0;
    }

    @Override
    public int count() {
        return 1;
    }

    @Override
    public Channel split(int color, int key, long flags) {
        if (color == NO_COLOR) {
            return null;
        }
        // A single participant is rank 0 of its own group whatever its key.
        return new LocalChannel("split");
    }

    static LocalChannel create(int rank, int count) {
        if ((count == COUNT_DEFAULT || count == 1) && (rank == RANK_DEFAULT || rank == 0)) {
            return new LocalChannel(FlightRecorder.DEFAULT_CHANNEL);
        }
        throw JireeException.of(
                StatusCode.UNIMPLEMENTED,
                "CPU devices only support single-participant collective channels (requested rank %d of %d); "
                        + "run multi-rank programs on cuda devices with NCCL",
                rank,
                count);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        refs.release();
    }
}
