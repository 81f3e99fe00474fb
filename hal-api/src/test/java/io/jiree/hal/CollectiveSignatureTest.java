package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollectiveSignatureTest {
    private static final CollectiveOp SUM_F32 =
            new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
    private static final CollectiveOp MAX_F32 =
            new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.MAXIMUM, CollectiveElementType.FLOAT_32);
    private static final CollectiveOp SEND_F32 =
            new CollectiveOp(CollectiveKind.SEND, CollectiveReduction.NONE, CollectiveElementType.FLOAT_32);

    /** Every rank's signature side by side, as an exchange leaves them. */
    private static MemorySegment exchanged(Arena arena, long[]... signatures) {
        MemorySegment all = arena.allocate(CollectiveSignature.BYTES * signatures.length, Long.BYTES);
        for (int r = 0; r < signatures.length; r++) {
            if (signatures[r] != null) {
                CollectiveSignature.write(
                        signatures[r], all.asSlice(r * CollectiveSignature.BYTES, CollectiveSignature.BYTES));
            }
        }
        return all;
    }

    @Test
    void ranksThatIssuedTheSameCollectivesAgreeWhateverTheirPointToPointOps() {
        // Rank 0 also sent to rank 1 earlier in the batch: its numbering is one ahead, and that is no mismatch.
        long[] zero = CollectiveSignature.of(
                List.of(new CollectiveSignature.Op(SEND_F32, 1, 4, 7), new CollectiveSignature.Op(SUM_F32, 0, 4, 8)));
        long[] one = CollectiveSignature.of(List.of(new CollectiveSignature.Op(SUM_F32, 0, 4, 7)));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment all = exchanged(arena, zero, one);
            assertDoesNotThrow(() -> CollectiveSignature.check(zero, all, 2, 0, "channel c", "NCCL"));
            assertDoesNotThrow(() -> CollectiveSignature.check(one, all, 2, 1, "channel c", "NCCL"));
        }
        assertNull(CollectiveSignature.of(List.of(new CollectiveSignature.Op(SEND_F32, 1, 4, 7))));
    }

    @Test
    void aSendRecvCountsWithoutItsPeers() {
        CollectiveOp sendRecv =
                new CollectiveOp(CollectiveKind.SEND_RECV, CollectiveReduction.NONE, CollectiveElementType.FLOAT_32);
        // Rank 0 sends to 1 and receives nothing; rank 1 receives from 0 and sends nothing.
        long[] zero = CollectiveSignature.of(List.of(new CollectiveSignature.Op(sendRecv, (0xFFFF << 16) | 1, 3, 1)));
        long[] one = CollectiveSignature.of(List.of(new CollectiveSignature.Op(sendRecv, 0xFFFF, 3, 1)));
        long[] reduce = CollectiveSignature.of(List.of(new CollectiveSignature.Op(SUM_F32, 0, 3, 1)));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment all = exchanged(arena, zero, one);
            assertDoesNotThrow(() -> CollectiveSignature.check(zero, all, 2, 0, "channel c", "NCCL"));
            MemorySegment other = exchanged(arena, zero, reduce);
            JireeException e = assertThrows(
                    JireeException.class, () -> CollectiveSignature.check(zero, other, 2, 0, "channel c", "NCCL"));
            assertTrue(e.getMessage().contains("this rank (0 of 2) issued send_recv<f32> x 3"), e.getMessage());
        }
    }

    @Test
    void aDifferentReductionCountOrNumberOfCollectivesIsAMismatchNamingBothSides() {
        long[] mine = CollectiveSignature.of(List.of(new CollectiveSignature.Op(SUM_F32, 0, 4, 1)));
        List<long[]> others = List.of(
                CollectiveSignature.of(List.of(new CollectiveSignature.Op(MAX_F32, 0, 4, 1))),
                CollectiveSignature.of(List.of(new CollectiveSignature.Op(SUM_F32, 0, 5, 1))),
                CollectiveSignature.of(List.of(
                        new CollectiveSignature.Op(SUM_F32, 0, 4, 1), new CollectiveSignature.Op(SUM_F32, 0, 4, 2))));
        for (long[] theirs : others) {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment all = exchanged(arena, mine, theirs);
                JireeException e = assertThrows(
                        JireeException.class, () -> CollectiveSignature.check(mine, all, 2, 0, "channel c", "MPI"));
                assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
                assertTrue(
                        e.getMessage().contains("this rank (0 of 2) issued all_reduce<sum, f32> x 4"), e.getMessage());
                assertTrue(e.getMessage().contains("rank 1 issued "), e.getMessage());
            }
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment all = exchanged(arena, mine, others.get(0));
            JireeException e = assertThrows(
                    JireeException.class, () -> CollectiveSignature.check(mine, all, 2, 0, "channel c", "MPI"));
            assertTrue(e.getMessage().contains("rank 1 issued all_reduce<maximum, f32> x 4 (#1"), e.getMessage());
        }
    }

    @Test
    void aSignatureThatNeverArrivedIsNotTakenForAnotherProgram() {
        long[] mine = CollectiveSignature.of(List.of(new CollectiveSignature.Op(SUM_F32, 0, 4, 1)));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment all = exchanged(arena, mine, null); // rank 1 left zeros
            assertTrue(CollectiveSignature.arrived(all, 0));
            assertTrue(!CollectiveSignature.arrived(all, 1));
            JireeException e = assertThrows(
                    JireeException.class, () -> CollectiveSignature.check(mine, all, 2, 0, "channel c", "NCCL"));
            assertEquals(StatusCode.INTERNAL, e.code());
            assertTrue(e.getMessage().contains("of rank 1 on channel c never arrived"), e.getMessage());
        }
    }
}
