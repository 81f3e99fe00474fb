package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class HostCollectivesTest {
    /** Records what it was asked for; its channels are plain single-rank ones. */
    private static final class RecordingProvider implements HostCollectiveProvider {
        final List<Optional<SpmdRanks>> asked = new ArrayList<>();
        final Channel channel = LocalChannel.create(0, 1);

        int prepared;

        @Override
        public String name() {
            return "test";
        }

        @Override
        public void prepare() {
            prepared++;
        }

        @Override
        public Channel createChannel(ChannelParams params, Optional<SpmdRanks> ranks) {
            asked.add(ranks);
            return channel;
        }

        @Override
        public List<FlightRecorder.Record> execute(
                List<CollectiveBatch.Entry> entries, Function<BufferRef, MemorySegment> memory) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void abandon(Channel channel, JireeException why) {
            throw new UnsupportedOperationException();
        }
    }

    private static HostCollectives of(Map<String, String> vars) {
        return new HostCollectives(Environment.of(vars));
    }

    private static JireeException failure(HostCollectives c) {
        return assertThrows(JireeException.class, () -> c.createChannel(ChannelParams.defaults()));
    }

    @Test
    void aloneIsASingleRankChannel() {
        assertInstanceOf(LocalChannel.class, of(Map.of()).createChannel(ChannelParams.defaults()));
        Channel one =
                of(Map.of("IREE_SPMD_NPROCS", "1", "IREE_SPMD_PROCID", "0")).createChannel(ChannelParams.defaults());
        assertInstanceOf(LocalChannel.class, one);
        assertEquals(1, one.count());
    }

    @Test
    void severalRanksWithoutALauncherAreRefused() {
        JireeException e = failure(of(Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "1")));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        assertTrue(e.getMessage().contains("IREE_SPMD_NPROCS=2"), e.getMessage());
        assertTrue(e.getMessage().contains("mpiexec -n 2"), e.getMessage());
        assertTrue(e.getMessage().contains("pip install mpich"), e.getMessage());
    }

    @Test
    void aloneNothingIsPrepared() {
        HostCollectives c = of(Map.of("IREE_SPMD_NPROCS", "1", "IREE_SPMD_PROCID", "0"));
        RecordingProvider p = new RecordingProvider();
        c.useProvider(p);
        c.prepare();
        assertEquals(0, p.prepared);
        // Malformed launcher variables: MPI is not started; the channel reports them.
        HostCollectives bad = of(Map.of("PMI_SIZE", "zero", "PMI_RANK", "0"));
        RecordingProvider q = new RecordingProvider();
        bad.useProvider(q);
        bad.prepare();
        assertEquals(0, q.prepared);
    }

    @Test
    void badVariablesNameTheVariable() {
        JireeException e = failure(of(Map.of("IREE_SPMD_NPROCS", "abc", "IREE_SPMD_PROCID", "0")));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("IREE_SPMD_NPROCS=abc"), e.getMessage());
        e = failure(of(Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "5")));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("IREE_SPMD_PROCID=5"), e.getMessage());
        e = failure(of(Map.of("PMI_RANK", "0", "PMI_SIZE", "zero")));
        assertTrue(e.getMessage().contains("PMI_SIZE=zero"), e.getMessage());
    }

    @Test
    void underALauncherTheProviderMakesTheChannel() {
        HostCollectives c = of(Map.of("PMI_RANK", "1", "PMI_SIZE", "2"));
        RecordingProvider p = new RecordingProvider();
        c.useProvider(p);
        c.prepare();
        assertEquals(1, p.prepared);
        assertSame(p.channel, c.createChannel(ChannelParams.defaults()));
        assertEquals(2, p.asked.getFirst().orElseThrow().count());
        assertEquals(1, p.asked.getFirst().orElseThrow().rank());
        // A launcher that exports no rank variables of its own (MPICH's gforker) is recognized too.
        HostCollectives gforker = of(Map.of("MPIEXEC_HOSTNAME", "node0"));
        RecordingProvider q = new RecordingProvider();
        gforker.useProvider(q);
        gforker.createChannel(ChannelParams.defaults());
        assertEquals(Optional.empty(), q.asked.getFirst());
    }

    @Test
    void withoutAProviderSaysWhatToAdd() {
        HostCollectives c = of(Map.of("OMPI_COMM_WORLD_RANK", "0", "OMPI_COMM_WORLD_SIZE", "2"));
        c.useProvider(null);
        JireeException e = failure(c);
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("jiree-hal-mpi"), e.getMessage());
    }
}
