package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.Test;

class CollectiveOpTest {
    @Test
    void packingFollowsTheCStructLayout() {
        // iree_hal_collective_op_t is {uint8 kind, uint8 reduction, uint8 element_type, uint8 reserved}
        // read as a little-endian uint32.
        CollectiveOp op =
                new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
        assertEquals(1 | (1 << 8) | (9 << 16), op.pack());
        assertEquals(op, CollectiveOp.unpack(op.pack()));
        assertEquals("all_reduce.sum.float_32", op.toString());
        for (CollectiveKind k : CollectiveKind.values()) {
            CollectiveOp o = new CollectiveOp(k, CollectiveReduction.NONE, CollectiveElementType.SINT_8);
            assertEquals(k, CollectiveOp.unpack(o.pack()).kind());
        }
    }

    @Test
    void rejectsUnknownValues() {
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> CollectiveOp.unpack(9)).code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> CollectiveOp.unpack(6 << 8))
                        .code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> CollectiveOp.unpack(12 << 16))
                        .code());
        CollectiveOp bad =
                new CollectiveOp(CollectiveKind.ALL_GATHER, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, bad::validate).code());
    }

    @Test
    void sendRecvParamHalves() {
        int param = (3 << 16) | 0xFFFF;
        assertEquals(3, CollectiveOp.sendRecvSource(param));
        assertEquals(-1, CollectiveOp.sendRecvTarget(param));
    }

    @Test
    void recordsWithTheFlightRecordersNames() {
        FlightRecorder.Track track = FlightRecorder.get().track("collective-op-test");
        CollectiveOp sum =
                new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
        CollectiveOp broadcast =
                new CollectiveOp(CollectiveKind.BROADCAST, CollectiveReduction.NONE, CollectiveElementType.BFLOAT_16);
        CollectiveOp exchange =
                new CollectiveOp(CollectiveKind.SEND_RECV, CollectiveReduction.NONE, CollectiveElementType.UINT_16);
        assertEquals(
                "all_reduce f32[1024] sum #1 on channel collective-op-test (rank 0 of 2)",
                sum.record(track, 0, 1024, 0, 2).describe());
        assertEquals(
                "broadcast bf16[4] root=1 #2 on channel collective-op-test (rank 0 of 2)",
                broadcast.record(track, 1, 4, 0, 2).describe());
        assertEquals(
                "send_recv ui16[8] send=1,recv=0 #3 on channel collective-op-test (rank 1 of 2)",
                exchange.record(track, 1, 8, 1, 2).describe());
    }
}
