package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.FlightRecorder;
import io.jiree.hal.cuda.CollectiveProvider;
import java.net.ServerSocket;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/**
 * The side line: what a stuck rank learns about the others, and its sockets and threads going
 * when it is closed, on this rank and at its peers.
 */
class JobControlTest {
    private static void awaitConnections(int expected, IntSupplier connections, String what) throws Exception {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (connections.getAsInt() != expected && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(expected, connections.getAsInt(), what);
    }

    @Test
    void closingEndsTheConnectionsOnEveryRank() throws Exception {
        ServerSocket[] listener = new ServerSocket[1];
        JobControl rank0 = JobControl.serve("127.0.0.1", 3, listener);
        JobControl rank1 = JobControl.join("127.0.0.1", listener[0].getLocalPort(), 1, 3);
        JobControl rank2 = JobControl.join("127.0.0.1", listener[0].getLocalPort(), 2, 3);
        awaitConnections(2, rank0::connections, "rank 0 accepted both");
        assertEquals(1, rank1.connections());

        rank1.close();
        assertEquals(0, rank1.connections());
        awaitConnections(1, rank0::connections, "rank 0 saw rank 1's line close");

        rank0.close();
        assertTrue(listener[0].isClosed(), "rank 0 no longer listens");
        assertEquals(0, rank0.connections());
        awaitConnections(0, rank2::connections, "rank 2 saw rank 0's line close");

        rank2.close(); // and closing twice is harmless
        rank2.close();
        assertEquals(0, rank2.connections());
    }

    @Test
    void aStuckRankLearnsWhichPeerIssuedAnotherCollectiveUnderItsNumber() throws Exception {
        FlightRecorder.Record stuck =
                FlightRecorder.get().track("job-control-test").record("all_gather", "i32", "-", 2, 0, 3);
        long n = stuck.sequence();
        String channel = stuck.channel();
        ServerSocket[] listener = new ServerSocket[1];
        // Rank 1 runs another program: an all_reduce of 5 under the same number. Rank 2 issued the
        // same all_gather. Answers are "last-sequence state", a tab, what was issued as the asked number.
        JobControl rank0 = JobControl.serve("127.0.0.1", 3, listener, (c, asked) -> "?");
        JobControl rank1 = JobControl.join(
                "127.0.0.1",
                listener[0].getLocalPort(),
                1,
                3,
                (c, asked) -> c.equals(channel) && asked == n ? n + " started\tall_reduce i32[5] max" : "0 -");
        JobControl rank2 = JobControl.join(
                "127.0.0.1",
                listener[0].getLocalPort(),
                2,
                3,
                (c, asked) -> c.equals(channel) && asked == n ? n + " started\tall_gather i32[2]" : "0 -");
        try {
            awaitConnections(2, rank0::connections, "rank 0 accepted both");
            CollectiveProvider.PeerReport r = rank0.whereAreThePeers(stuck);
            assertTrue(r.differentCollectives(), r.text());
            assertEquals(
                    "as #" + n + " this rank issued all_gather i32[2], rank 1 issued all_reduce i32[5] max; rank 2 "
                            + "reached it too",
                    r.text());
        } finally {
            rank0.close();
            rank1.close();
            rank2.close();
        }
    }

    @Test
    void ranksThatIssuedTheSameCollectiveOrNeverArrivedAreNoMismatch() throws Exception {
        FlightRecorder.Record stuck =
                FlightRecorder.get().track("job-control-test-2").record("all_reduce", "f32", "sum", 4, 1, 2);
        long n = stuck.sequence();
        ServerSocket[] listener = new ServerSocket[1];
        // Rank 0 (asked through the hub itself) never got that far; rank 1 is the one asking.
        JobControl rank0 = JobControl.serve("127.0.0.1", 2, listener, (c, asked) -> (n - 1) + " completed");
        JobControl rank1 = JobControl.join("127.0.0.1", listener[0].getLocalPort(), 1, 2, (c, asked) -> "?");
        try {
            awaitConnections(1, rank0::connections, "rank 0 accepted rank 1");
            CollectiveProvider.PeerReport r = rank1.whereAreThePeers(stuck);
            assertFalse(r.differentCollectives(), r.text());
            assertTrue(r.text().startsWith("rank 0 never arrived at #" + n), r.text());
        } finally {
            rank0.close();
            rank1.close();
        }
    }
}
