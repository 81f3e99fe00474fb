package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

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
}
