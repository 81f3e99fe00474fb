package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.Test;

class NcclTypesTest {
    @Test
    void elementTypesMapToTheMatchingNcclTypes() {
        // IREE's collective element type values (command_buffer.h) against nccl.h's ncclDataType_t.
        int[][] pairs = {{0, 0}, {1, 1}, {4, 2}, {5, 3}, {6, 4}, {7, 5}, {8, 6}, {9, 7}, {10, 8}, {11, 9}};
        for (int[] p : pairs) {
            assertEquals(p[1], NcclTypes.dataType(p[0]), "element type " + p[0]);
        }
        assertEquals(NcclTypes.NCCL_BFLOAT16, NcclTypes.dataType(NcclTypes.ELEMENT_BFLOAT_16));
    }

    @Test
    void sixteenBitIntegersAreUnimplemented() {
        for (int t : new int[] {NcclTypes.ELEMENT_SINT_16, NcclTypes.ELEMENT_UINT_16}) {
            JireeException e = assertThrows(JireeException.class, () -> NcclTypes.dataType(t));
            assertEquals(StatusCode.UNIMPLEMENTED, e.code());
            assertTrue(e.getMessage().contains("no 16-bit integer type"), e.getMessage());
        }
        assertEquals(StatusCode.UNIMPLEMENTED,
                assertThrows(JireeException.class, () -> NcclTypes.dataType(12)).code());
        assertEquals(StatusCode.UNIMPLEMENTED,
                assertThrows(JireeException.class, () -> NcclTypes.dataType(-1)).code());
    }

    @Test
    void reductions() {
        assertEquals(0, NcclTypes.redOp(NcclTypes.REDUCTION_SUM));
        assertEquals(1, NcclTypes.redOp(NcclTypes.REDUCTION_PRODUCT));
        assertEquals(3, NcclTypes.redOp(NcclTypes.REDUCTION_MINIMUM));
        assertEquals(2, NcclTypes.redOp(NcclTypes.REDUCTION_MAXIMUM));
        assertEquals(4, NcclTypes.redOp(NcclTypes.REDUCTION_AVERAGE));
        assertEquals(StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> NcclTypes.redOp(NcclTypes.REDUCTION_NONE)).code());
        assertEquals(StatusCode.UNIMPLEMENTED, assertThrows(JireeException.class, () -> NcclTypes.redOp(6)).code());
    }

    @Test
    void byteCountsAndNames() {
        int[] sizes = {1, 1, 2, 2, 4, 4, 8, 8, 2, 4, 8, 2};
        for (int t = 0; t < sizes.length; t++) {
            assertEquals(sizes[t], NcclTypes.elementByteCount(t), NcclTypes.elementName(t));
        }
        assertEquals("bf16", NcclTypes.elementName(11));
        assertEquals("all_reduce<sum, f32> x 8",
                new NcclOp(null, NcclTypes.KIND_ALL_REDUCE, 1, 9, 0, null, null, 8).describe());
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
