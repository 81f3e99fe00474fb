package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AllGatherCountTest {
    @Test
    void streamCountsArePerRank() {
        // 2 ranks, 2 i32 each: send 8 bytes, receive 16.
        assertEquals(2, CollectiveOp.allGatherPerRankCount(2, 2, 8, 16, 4));
        assertEquals(3, CollectiveOp.allGatherPerRankCount(3, 1, 12, 12, 4));
    }

    @Test
    void stableHloCountsAreTheResults() {
        // The result's 4 elements on 2 ranks: 2 per rank.
        assertEquals(2, CollectiveOp.allGatherPerRankCount(4, 2, 8, 16, 4));
        assertEquals(4, CollectiveOp.allGatherPerRankCount(16, 4, 16, 64, 4));
    }

    @Test
    void anythingElseIsLeftForTheRangeCheck() {
        // Neither reading fits: the count is returned and the caller reports the small range.
        assertEquals(4, CollectiveOp.allGatherPerRankCount(4, 2, 4, 8, 4));
        assertEquals(3, CollectiveOp.allGatherPerRankCount(3, 2, 12, 12, 4));
    }
}
