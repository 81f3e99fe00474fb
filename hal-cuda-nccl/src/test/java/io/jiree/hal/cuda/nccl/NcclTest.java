package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import org.junit.jupiter.api.Test;

class NcclTest {
    @Test
    void elementTypesMapToTheMatchingNcclTypes() {
        // IREE's collective element type values (command_buffer.h) against nccl.h's ncclDataType_t.
        int[][] pairs = {{0, 0}, {1, 1}, {4, 2}, {5, 3}, {6, 4}, {7, 5}, {8, 6}, {9, 7}, {10, 8}, {11, 9}};
        for (int[] p : pairs) {
            assertEquals(p[1], Nccl.dataType(CollectiveElementType.of(p[0])), "element type " + p[0]);
        }
        assertEquals(9, Nccl.dataType(CollectiveElementType.BFLOAT_16)); // ncclBfloat16
    }

    @Test
    void sixteenBitIntegersAreUnimplemented() {
        for (CollectiveElementType t :
                new CollectiveElementType[] {CollectiveElementType.SINT_16, CollectiveElementType.UINT_16}) {
            JireeException e = assertThrows(JireeException.class, () -> Nccl.dataType(t));
            assertEquals(StatusCode.UNIMPLEMENTED, e.code());
            assertTrue(e.getMessage().contains("no 16-bit integer type"), e.getMessage());
        }
    }

    @Test
    void reductions() {
        assertEquals(0, Nccl.redOp(CollectiveReduction.SUM));
        assertEquals(1, Nccl.redOp(CollectiveReduction.PRODUCT));
        assertEquals(3, Nccl.redOp(CollectiveReduction.MINIMUM));
        assertEquals(2, Nccl.redOp(CollectiveReduction.MAXIMUM));
        assertEquals(4, Nccl.redOp(CollectiveReduction.AVERAGE));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> Nccl.redOp(CollectiveReduction.NONE))
                        .code());
    }

    @Test
    void byteCountsAndNames() {
        int[] sizes = {1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8, 2};
        for (int t = 0; t < sizes.length; t++) {
            assertEquals(
                    sizes[t],
                    CollectiveElementType.of(t).byteCount(),
                    CollectiveElementType.of(t).name());
        }
        assertEquals(
                "all_reduce<sum, f32> x 8",
                new NcclOp(
                                null,
                                new CollectiveOp(
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32),
                                0,
                                0,
                                0,
                                8)
                        .describe());
        assertEquals(
                "all_gather<si16> x 2",
                new NcclOp(
                                null,
                                new CollectiveOp(
                                        CollectiveKind.ALL_GATHER,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.SINT_16),
                                0,
                                0,
                                0,
                                2)
                        .describe());
    }

    @Test
    void resultCodesMapLikeIree() {
        assertEquals(StatusCode.OK, Nccl.statusOf(0));
        assertEquals(StatusCode.FAILED_PRECONDITION, Nccl.statusOf(1));
        assertEquals(StatusCode.INTERNAL, Nccl.statusOf(2));
        assertEquals(StatusCode.INTERNAL, Nccl.statusOf(3));
        assertEquals(StatusCode.INVALID_ARGUMENT, Nccl.statusOf(4));
        assertEquals(StatusCode.FAILED_PRECONDITION, Nccl.statusOf(5));
        assertEquals(StatusCode.UNAVAILABLE, Nccl.statusOf(6));
        assertEquals(StatusCode.DEFERRED, Nccl.statusOf(7));
        assertEquals(StatusCode.INTERNAL, Nccl.statusOf(99));
    }

    @Test
    void versionCodes() {
        assertEquals("2.21.5", Nccl.versionString(22105));
        assertEquals("2.8.4", Nccl.versionString(2804));
        assertEquals(2, Nccl.versionMajor(2804));
        assertEquals(20804, Nccl.normalizedVersion(2804));
        assertEquals(2, Nccl.versionMajor(21803));
    }
}
