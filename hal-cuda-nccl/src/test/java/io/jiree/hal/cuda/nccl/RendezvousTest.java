package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Ranks as threads meeting at one address, as separate processes would. */
class RendezvousTest {
    private static CommId freeAddress() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return new CommId("127.0.0.1", s.getLocalPort());
        }
    }

    /** Runs one rank per (rank, count) pair; each future holds its failure, or null. */
    private static List<JireeException> run(CommId address, Duration timeout, int[]... ranks) throws Exception {
        return run(address, timeout, 0, ranks);
    }

    /** As above, rank 0 starting {@code rank0DelayMillis} after the others. */
    private static List<JireeException> run(CommId address, Duration timeout, long rank0DelayMillis, int[]... ranks)
            throws Exception {
        List<CompletableFuture<JireeException>> futures = new ArrayList<>();
        for (int[] r : ranks) {
            futures.add(CompletableFuture.supplyAsync(
                    () -> {
                        try {
                            if (r[0] == 0) {
                                Thread.sleep(rank0DelayMillis);
                            }
                            JobControl control = Rendezvous.check(address, r[0], r[1], timeout);
                            if (control != null) {
                                control.close();
                            }
                            return null;
                        } catch (JireeException e) {
                            return e;
                        } catch (InterruptedException e) {
                            throw new IllegalStateException(e);
                        }
                    },
                    runnable -> Thread.ofPlatform().start(runnable)));
        }
        List<JireeException> out = new ArrayList<>();
        for (CompletableFuture<JireeException> f : futures) {
            out.add(f.get(timeout.toMillis() + 10_000, TimeUnit.MILLISECONDS));
        }
        return out;
    }

    @Test
    void ranksThatAgreeGoOnAndLeaveTheAddressFree() throws Exception {
        CommId address = freeAddress();
        for (JireeException e :
                run(address, Duration.ofSeconds(20), new int[] {2, 3}, new int[] {0, 3}, new int[] {1, 3})) {
            assertNull(e);
        }
        // NCCL's bootstrap listens there next.
        try (ServerSocket s = new ServerSocket()) {
            s.setReuseAddress(true);
            s.bind(new java.net.InetSocketAddress("127.0.0.1", address.port()));
        }
    }

    @Test
    void aRankCountMismatchIsReportedOnEveryRankWithBothValues() throws Exception {
        List<JireeException> errors = run(freeAddress(), Duration.ofSeconds(20), new int[] {0, 2}, new int[] {1, 3});
        for (JireeException e : errors) {
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("with 2 ranks") && e.getMessage().contains("with 3"), e.getMessage());
        }
    }

    @Test
    void aRankUsedTwiceIsReportedOnEveryRank() throws Exception {
        List<JireeException> errors =
                run(freeAddress(), Duration.ofSeconds(20), new int[] {0, 3}, new int[] {1, 3}, new int[] {1, 3});
        int told = 0;
        for (JireeException e : errors) {
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("rank 1 is used twice"), e.getMessage());
            told++;
        }
        assertEquals(3, told);
    }

    @Test
    void aRankThatNeverArrivesIsNamedWithinTheTimeout() throws Exception {
        long start = System.nanoTime();
        List<JireeException> errors = run(freeAddress(), Duration.ofMillis(1500), new int[] {0, 3}, new int[] {2, 3});
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(millis < 1500 + 2000, "took " + millis + " ms");
        for (JireeException e : errors) {
            assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("rank 1 of 3 did not join within 1500 ms"), e.getMessage());
        }
    }

    @Test
    void aRankThatStartedLongBeforeRankZeroHearsWhichRankIsMissing() throws Exception {
        // Rank 1 reaches rank 0 only 1.2 s into its 1.5 s; rank 0 then waits its own 1.5 s for rank
        // 2, past rank 1's deadline and grace. Rank 1 must hear rank 0's verdict, not give up first.
        List<JireeException> errors =
                run(freeAddress(), Duration.ofMillis(1500), 1200, new int[] {0, 3}, new int[] {1, 3});
        for (JireeException e : errors) {
            assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("rank 2 of 3 did not join within 1500 ms"), e.getMessage());
        }
    }
}
