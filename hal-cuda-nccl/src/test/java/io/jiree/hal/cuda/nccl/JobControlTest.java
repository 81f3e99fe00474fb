package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/** The side line's sockets and threads go when it is closed, on this rank and at its peers. */
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
}
