package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The binding, communicator and batch flush against the host-memory libnccl stand-in, with each
 * rank on its own thread of this JVM (the stand-in keeps group state per thread and talks over
 * loopback sockets, so this is real multi-rank communication). Device addresses are host memory.
 * The communicators are non-blocking, as jiree creates them: a batch is enqueued on a stream of the
 * libcuda stand-in, and its results are read once the stream has run it ({@link RankStream}).
 */
@Timeout(60)
class NcclStandInTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(20);
    private static Nccl nccl;
    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newCachedThreadPool();
    }

    // Checked per test so each one reports the skip and its reason when the stand-in is absent.
    @BeforeEach
    void loadStandIn() {
        String path = System.getProperty("jiree.nccl.standin", "");
        Assumptions.assumeTrue(
                !path.isEmpty() && Files.isRegularFile(Path.of(path)),
                "libnccl stand-in not built at '" + path + "'; build it with: cmake -S cmake-fixtures -B "
                        + "cmake-fixtures/build && cmake --build cmake-fixtures/build");
        String cuda = System.getProperty("jiree.cuda.library", "");
        Assumptions.assumeTrue(
                !cuda.isEmpty() && Files.isRegularFile(Path.of(cuda)),
                "libcuda stand-in not built at '" + cuda + "'; build it with: cmake -S cmake-fixtures -B "
                        + "cmake-fixtures/build && cmake --build cmake-fixtures/build");
        System.setProperty(Nccl.LIBRARY_PROPERTY, path);
        nccl = Nccl.get();
    }

    @AfterAll
    static void stopPool() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    @FunctionalInterface
    interface RankBody<R> {
        R run(int rank, byte[] id) throws Exception;
    }

    /** Runs {@code body} for ranks 0..n-1 on their own threads; rethrows the first failure. */
    private static <R> List<R> ranks(int n, RankBody<R> body) throws Exception {
        byte[] id = NcclCommunicator.uniqueId(nccl);
        List<Future<R>> futures = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            int rank = r;
            futures.add(pool.submit(() -> body.run(rank, id)));
        }
        List<R> results = new ArrayList<>();
        for (Future<R> f : futures) {
            try {
                results.add(f.get(45, TimeUnit.SECONDS));
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Exception ex) {
                    throw ex;
                }
                throw e;
            }
        }
        return results;
    }

    private static NcclOp op(
            NcclCommunicator c,
            CollectiveKind kind,
            CollectiveReduction reduction,
            CollectiveElementType type,
            int param,
            MemorySegment send,
            MemorySegment recv,
            long count) {
        return new NcclOp(c, new CollectiveOp(kind, reduction, type), param, addressOf(send), addressOf(recv), count);
    }

    private static long addressOf(MemorySegment buffer) {
        return buffer == null ? 0 : buffer.address();
    }

    private static short bf16(float v) {
        return (short) (Float.floatToIntBits(v) >>> 16); // exact for the small integers used here
    }

    @Test
    void bindingReportsTheStandInVersion() {
        assertEquals("2.21.5", nccl.version());
        assertEquals(22105, nccl.versionCode());
        assertFalse(nccl.hasAllToAll());
        assertEquals("remote process exited or there was a network error", nccl.errorString(Nccl.REMOTE_ERROR));
    }

    @Test
    void oneGroupOfEveryCollectiveOnThreeRanks() throws Exception {
        int n = 3;
        ranks(n, (rank, id) -> {
            try (NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, n, TIMEOUT);
                    Arena arena = Arena.ofShared();
                    RankStream stream = RankStream.open()) {
                assertEquals(rank, comm.rank());
                assertEquals(n, comm.count());
                // all_reduce<sum, f32>: element i of rank r is (r + 1) * (i + 1).
                MemorySegment arIn = arena.allocate(ValueLayout.JAVA_FLOAT, 4);
                MemorySegment arOut = arena.allocate(ValueLayout.JAVA_FLOAT, 4);
                for (int i = 0; i < 4; i++) {
                    arIn.setAtIndex(ValueLayout.JAVA_FLOAT, i, (rank + 1) * (i + 1));
                }
                // all_gather<si32>: two elements per rank, 10r and 10r + 1.
                MemorySegment agIn = arena.allocate(ValueLayout.JAVA_INT, 2);
                MemorySegment agOut = arena.allocate(ValueLayout.JAVA_INT, 2L * n);
                agIn.setAtIndex(ValueLayout.JAVA_INT, 0, 10 * rank);
                agIn.setAtIndex(ValueLayout.JAVA_INT, 1, 10 * rank + 1);
                // broadcast<f64> from rank 1.
                MemorySegment bcIn = arena.allocate(ValueLayout.JAVA_DOUBLE, 2);
                MemorySegment bcOut = arena.allocate(ValueLayout.JAVA_DOUBLE, 2);
                bcIn.setAtIndex(ValueLayout.JAVA_DOUBLE, 0, 0.5 + rank);
                bcIn.setAtIndex(ValueLayout.JAVA_DOUBLE, 1, -rank);
                // reduce<maximum, si64> to rank 0: 100 - r and r.
                MemorySegment rdIn = arena.allocate(ValueLayout.JAVA_LONG, 2);
                MemorySegment rdOut = arena.allocate(ValueLayout.JAVA_LONG, 2);
                rdIn.setAtIndex(ValueLayout.JAVA_LONG, 0, 100 - rank);
                rdIn.setAtIndex(ValueLayout.JAVA_LONG, 1, rank);
                // reduce_scatter<minimum, ui32>: n blocks of one element, block b is b + r.
                MemorySegment rsIn = arena.allocate(ValueLayout.JAVA_INT, n);
                MemorySegment rsOut = arena.allocate(ValueLayout.JAVA_INT, 1);
                for (int b = 0; b < n; b++) {
                    rsIn.setAtIndex(ValueLayout.JAVA_INT, b, b + rank);
                }
                // all_to_all<ui8>: block b of rank r is 16r + b.
                MemorySegment a2aIn = arena.allocate(n);
                MemorySegment a2aOut = arena.allocate(n);
                for (int b = 0; b < n; b++) {
                    a2aIn.set(ValueLayout.JAVA_BYTE, b, (byte) (16 * rank + b));
                }
                // send_recv<si32> ring: send to next, receive from previous.
                int next = (rank + 1) % n;
                int prev = (rank + n - 1) % n;
                MemorySegment srIn = arena.allocate(ValueLayout.JAVA_INT, 1);
                MemorySegment srOut = arena.allocate(ValueLayout.JAVA_INT, 1);
                srIn.set(ValueLayout.JAVA_INT, 0, 1000 + rank);
                int packed = (next & 0xFFFF) | (prev << 16);
                // all_reduce<product, bf16>: 1 + r.
                MemorySegment bfIn = arena.allocate(ValueLayout.JAVA_SHORT, 1);
                MemorySegment bfOut = arena.allocate(ValueLayout.JAVA_SHORT, 1);
                bfIn.set(ValueLayout.JAVA_SHORT, 0, bf16(1 + rank));

                stream.flushAndWait(
                        nccl,
                        List.of(
                                op(
                                        comm,
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32,
                                        0,
                                        arIn,
                                        arOut,
                                        4),
                                op(
                                        comm,
                                        CollectiveKind.ALL_GATHER,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.SINT_32,
                                        0,
                                        agIn,
                                        agOut,
                                        2),
                                op(
                                        comm,
                                        CollectiveKind.BROADCAST,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.FLOAT_64,
                                        1,
                                        bcIn,
                                        bcOut,
                                        2),
                                op(
                                        comm,
                                        CollectiveKind.REDUCE,
                                        CollectiveReduction.MAXIMUM,
                                        CollectiveElementType.SINT_64,
                                        0,
                                        rdIn,
                                        rdOut,
                                        2),
                                op(
                                        comm,
                                        CollectiveKind.REDUCE_SCATTER,
                                        CollectiveReduction.MINIMUM,
                                        CollectiveElementType.UINT_32,
                                        0,
                                        rsIn,
                                        rsOut,
                                        1),
                                op(
                                        comm,
                                        CollectiveKind.ALL_TO_ALL,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.UINT_8,
                                        0,
                                        a2aIn,
                                        a2aOut,
                                        n),
                                op(
                                        comm,
                                        CollectiveKind.SEND_RECV,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.SINT_32,
                                        packed,
                                        srIn,
                                        srOut,
                                        1),
                                op(
                                        comm,
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.PRODUCT,
                                        CollectiveElementType.BFLOAT_16,
                                        0,
                                        bfIn,
                                        bfOut,
                                        1)),
                        (address, bytes) -> MemorySegment.ofAddress(address)
                                .reinterpret(bytes)
                                .fill((byte) 0));

                int rankSum = n * (n + 1) / 2;
                for (int i = 0; i < 4; i++) {
                    assertEquals((float) rankSum * (i + 1), arOut.getAtIndex(ValueLayout.JAVA_FLOAT, i));
                }
                for (int r = 0; r < n; r++) {
                    assertEquals(10 * r, agOut.getAtIndex(ValueLayout.JAVA_INT, 2L * r));
                    assertEquals(10 * r + 1, agOut.getAtIndex(ValueLayout.JAVA_INT, 2L * r + 1));
                }
                assertEquals(1.5, bcOut.getAtIndex(ValueLayout.JAVA_DOUBLE, 0));
                assertEquals(-1.0, bcOut.getAtIndex(ValueLayout.JAVA_DOUBLE, 1));
                if (rank == 0) {
                    assertEquals(100L, rdOut.getAtIndex(ValueLayout.JAVA_LONG, 0));
                    assertEquals(n - 1L, rdOut.getAtIndex(ValueLayout.JAVA_LONG, 1));
                }
                assertEquals(rank, rsOut.get(ValueLayout.JAVA_INT, 0)); // min over r of (rank + r)
                for (int b = 0; b < n; b++) {
                    assertEquals((byte) (16 * b + rank), a2aOut.get(ValueLayout.JAVA_BYTE, b));
                }
                assertEquals(1000 + prev, srOut.get(ValueLayout.JAVA_INT, 0));
                int factorial = 1;
                for (int r = 1; r <= n; r++) {
                    factorial *= r;
                }
                assertEquals(bf16(factorial), bfOut.get(ValueLayout.JAVA_SHORT, 0));
            }
            return null;
        });
    }

    @Test
    void splitOrdersByKeyAndNoColorJoinsNothing() throws Exception {
        int n = 4;
        ranks(n, (rank, id) -> {
            try (NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, n, TIMEOUT)) {
                // Even and odd ranks, reversed by key.
                try (NcclCommunicator half = comm.split(rank % 2, -rank).orElseThrow()) {
                    assertEquals(2, half.count());
                    assertEquals(rank < 2 ? 1 : 0, half.rank());
                    assertEquals(1, comm.openSplits());
                    try (Arena arena = Arena.ofShared();
                            RankStream stream = RankStream.open()) {
                        MemorySegment in = arena.allocate(ValueLayout.JAVA_LONG, 1);
                        MemorySegment out = arena.allocate(ValueLayout.JAVA_LONG, 2);
                        in.set(ValueLayout.JAVA_LONG, 0, rank);
                        stream.flushAndWait(
                                nccl,
                                List.of(op(
                                        half,
                                        CollectiveKind.ALL_GATHER,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.SINT_64,
                                        0,
                                        in,
                                        out,
                                        1)),
                                null);
                        long[] got = out.toArray(ValueLayout.JAVA_LONG);
                        assertArrayEquals(new long[] {rank % 2 + 2, rank % 2}, got);
                    }
                }
                assertEquals(0, comm.openSplits());
                var none = comm.split(rank == 3 ? Nccl.SPLIT_NOCOLOR : 7, 0);
                assertEquals(rank == 3, none.isEmpty());
                none.ifPresent(c -> {
                    assertEquals(3, c.count());
                    c.close();
                });
            }
            return null;
        });
    }

    @Test
    void badEntriesAreRejectedBeforeTheGroupAndNameTheirIndex() throws Exception {
        ranks(1, (rank, id) -> {
            try (NcclCommunicator comm = NcclCommunicator.create(nccl, id, 0, 1, TIMEOUT);
                    Arena arena = Arena.ofShared();
                    RankStream stream = RankStream.open()) {
                MemorySegment buf = arena.allocate(64);
                JireeException e = assertThrows(
                        JireeException.class,
                        () -> NcclBatch.flush(
                                nccl,
                                List.of(
                                        op(
                                                comm,
                                                CollectiveKind.ALL_REDUCE,
                                                CollectiveReduction.SUM,
                                                CollectiveElementType.FLOAT_32,
                                                0,
                                                buf,
                                                buf,
                                                4),
                                        op(
                                                comm,
                                                CollectiveKind.ALL_REDUCE,
                                                CollectiveReduction.SUM,
                                                CollectiveElementType.SINT_16,
                                                0,
                                                buf,
                                                buf,
                                                4)),
                                MemorySegment.NULL,
                                null));
                assertEquals(StatusCode.UNIMPLEMENTED, e.code());
                assertTrue(e.getMessage().contains("entry 1 of 2"), e.getMessage());
                e = assertThrows(
                        JireeException.class,
                        () -> NcclBatch.flush(
                                nccl,
                                List.of(op(
                                        comm,
                                        CollectiveKind.BROADCAST,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.FLOAT_32,
                                        5,
                                        buf,
                                        buf,
                                        4)),
                                MemorySegment.NULL,
                                null));
                assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
                assertTrue(e.getMessage().contains("broadcast root 5"), e.getMessage());

                // NCCL itself rejects the second entry (a NULL buffer): the failure names the call,
                // the entry, NCCL's error text, and the group is still closed.
                e = assertThrows(
                        JireeException.class,
                        () -> NcclBatch.flush(
                                nccl,
                                List.of(
                                        op(
                                                comm,
                                                CollectiveKind.ALL_REDUCE,
                                                CollectiveReduction.SUM,
                                                CollectiveElementType.FLOAT_32,
                                                0,
                                                buf,
                                                buf,
                                                4),
                                        op(
                                                comm,
                                                CollectiveKind.ALL_REDUCE,
                                                CollectiveReduction.SUM,
                                                CollectiveElementType.FLOAT_32,
                                                0,
                                                MemorySegment.NULL,
                                                buf,
                                                4)),
                                MemorySegment.NULL,
                                null));
                assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
                assertTrue(
                        e.getMessage().contains("ncclAllReduce failed: NCCL error 4: invalid argument"),
                        e.getMessage());
                assertTrue(e.getMessage().contains("entry 1 of 2: all_reduce<sum, f32> x 4"), e.getMessage());

                // The communicator still works afterwards: one rank's sum is itself.
                buf.set(ValueLayout.JAVA_FLOAT, 0, 2.5f);
                stream.flushAndWait(
                        nccl,
                        List.of(op(
                                comm,
                                CollectiveKind.ALL_REDUCE,
                                CollectiveReduction.SUM,
                                CollectiveElementType.FLOAT_32,
                                0,
                                buf,
                                buf.asSlice(32),
                                1)),
                        null);
                assertEquals(2.5f, buf.get(ValueLayout.JAVA_FLOAT, 32));
            }
            return null;
        });
    }

    @Test
    void missingRanksMakeInitTimeOut() {
        byte[] id = NcclCommunicator.uniqueId(nccl);
        long start = System.nanoTime();
        JireeException e = assertThrows(
                JireeException.class, () -> NcclCommunicator.create(nccl, id, 0, 2, Duration.ofMillis(400)));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(e.getMessage().contains("for all 2 ranks to join"), e.getMessage());
        assertTrue(ms >= 350 && ms < 5000, "took " + ms + " ms");
        assertThrows(JireeException.class, () -> NcclCommunicator.create(nccl, new byte[3], 0, 1, TIMEOUT));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> NcclCommunicator.create(nccl, id, 2, 2, TIMEOUT))
                        .code());
    }

    @Test
    void aDeadPeerFailsTheSurvivorAndAbortsItsCommunicator() throws Exception {
        CountDownLatch bothJoined = new CountDownLatch(2);
        CountDownLatch peerGone = new CountDownLatch(1);
        ranks(2, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, TIMEOUT);
            bothJoined.countDown();
            assertTrue(bothJoined.await(10, TimeUnit.SECONDS));
            try (Arena arena = Arena.ofShared();
                    RankStream stream = RankStream.open()) {
                MemorySegment buf = arena.allocate(16);
                if (rank == 1) {
                    comm.abort("simulated crash"); // closes its sockets without a goodbye
                    peerGone.countDown();
                    assertThrows(JireeException.class, comm::handle);
                    return null;
                }
                assertTrue(peerGone.await(10, TimeUnit.SECONDS));
                long start = System.nanoTime();
                JireeException e = assertThrows(
                        JireeException.class,
                        () -> stream.flushAndWait(
                                nccl,
                                List.of(op(
                                        comm,
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32,
                                        0,
                                        buf,
                                        buf,
                                        4)),
                                null));
                assertTrue(System.nanoTime() - start < 5_000_000_000L, "failure took too long");
                assertEquals(StatusCode.UNAVAILABLE, e.code(), e.getMessage());
                assertTrue(e.getMessage().contains("remote process exited"), e.getMessage());
                assertTrue(comm.isAborted());
                JireeException after = assertThrows(JireeException.class, comm::handle);
                assertTrue(after.getMessage().contains("aborted after"), after.getMessage());
                comm.close(); // closing an aborted communicator is a no-op
            }
            return null;
        });
    }

    @Test
    void idlePeerDeathIsSeenByAsyncErrorPolling() throws Exception {
        CountDownLatch bothJoined = new CountDownLatch(2);
        CountDownLatch peerGone = new CountDownLatch(1);
        ranks(2, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, TIMEOUT);
            bothJoined.countDown();
            assertTrue(bothJoined.await(10, TimeUnit.SECONDS));
            if (rank == 1) {
                comm.abort("simulated crash");
                peerGone.countDown();
                return null;
            }
            assertTrue(peerGone.await(10, TimeUnit.SECONDS));
            long deadline = System.nanoTime() + 5_000_000_000L;
            JireeException seen = null;
            while (seen == null && System.nanoTime() < deadline) {
                try {
                    comm.checkAsyncError();
                    Thread.sleep(10);
                } catch (JireeException e) {
                    seen = e;
                }
            }
            assertTrue(seen != null, "peer death never reported");
            assertEquals(StatusCode.UNAVAILABLE, seen.code());
            assertTrue(comm.isAborted());
            return null;
        });
    }

    /** A test hook of the stand-in (nccl_standin.h), bound by name. */
    private static java.lang.invoke.MethodHandle hook(String name, java.lang.foreign.FunctionDescriptor type) {
        java.lang.foreign.SymbolLookup lookup = java.lang.foreign.SymbolLookup.libraryLookup(
                Path.of(System.getProperty("jiree.nccl.standin")), Arena.global());
        return java.lang.foreign.Linker.nativeLinker()
                .downcallHandle(lookup.find(name).orElseThrow(), type);
    }

    private static long misuse() throws Throwable {
        return (long) hook("jiree_standin_nccl_misuse", java.lang.foreign.FunctionDescriptor.of(ValueLayout.JAVA_LONG))
                .invokeExact();
    }

    private static void slowCalls(int micros) throws Throwable {
        hook("jiree_standin_nccl_slow_calls", java.lang.foreign.FunctionDescriptor.ofVoid(ValueLayout.JAVA_INT))
                .invokeExact(micros);
    }

    @Test
    void anAbortWaitsForCallsInProgressOnTheCommunicatorThenEndsTheGroup() throws Throwable {
        long before = misuse();
        CountDownLatch done = new CountDownLatch(1);
        try {
            ranks(2, (rank, id) -> {
                NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, TIMEOUT);
                if (rank == 1) {
                    // Never joins the collective; leaves once rank 0 has given up.
                    assertTrue(done.await(20, TimeUnit.SECONDS));
                    comm.abort("test over");
                    return null;
                }
                try (Arena arena = Arena.ofShared();
                        RankStream stream = RankStream.open()) {
                    MemorySegment buf = arena.allocate(16);
                    try {
                        slowCalls(300_000);
                    } catch (Throwable t) {
                        throw new IllegalStateException(t);
                    }
                    // The batch's ncclAllReduce is still inside NCCL when the abort comes.
                    Future<?> aborter = pool.submit(() -> {
                        Thread.sleep(100);
                        comm.abort("watchdog");
                        return null;
                    });
                    long start = System.nanoTime();
                    JireeException e = assertThrows(
                            JireeException.class,
                            () -> stream.flushAndWait(
                                    nccl,
                                    List.of(op(
                                            comm,
                                            CollectiveKind.ALL_REDUCE,
                                            CollectiveReduction.SUM,
                                            CollectiveElementType.FLOAT_32,
                                            0,
                                            buf,
                                            buf,
                                            4)),
                                    null));
                    long ms = (System.nanoTime() - start) / 1_000_000;
                    aborter.get();
                    // The abort still ends the group left waiting for the silent peer.
                    assertTrue(ms < 5000, "the abort took " + ms + " ms to end the group");
                    assertTrue(e.getMessage().contains("aborted"), e.getMessage());
                } finally {
                    try {
                        slowCalls(0);
                    } catch (Throwable t) {
                        throw new IllegalStateException(t);
                    }
                    done.countDown();
                }
                return null;
            });
        } finally {
            slowCalls(0);
        }
        // Nor did an asynchronous-error query overlap a second abort.
        ranks(1, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 1, TIMEOUT);
            try {
                slowCalls(300_000);
                Future<Integer> query = pool.submit(comm::asyncError);
                Thread.sleep(100);
                comm.abort("while a query runs");
                assertEquals(Nccl.SUCCESS, query.get(10, TimeUnit.SECONDS));
            } catch (Throwable t) {
                throw t instanceof Exception ex ? ex : new IllegalStateException(t);
            } finally {
                try {
                    slowCalls(0);
                } catch (Throwable t) {
                    throw new IllegalStateException(t);
                }
            }
            return null;
        });
        assertEquals(0, misuse() - before, "NCCL was called on a communicator while ncclCommAbort freed it");
    }

    @Test
    void anAbortDuringASplitWaitsForTheCallThenEndsTheSplit() throws Throwable {
        long before = misuse();
        CountDownLatch done = new CountDownLatch(1);
        try {
            ranks(2, (rank, id) -> {
                NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, TIMEOUT);
                if (rank == 1) {
                    // Never splits, so rank 0's split waits for it; leaves once rank 0 has given up.
                    assertTrue(done.await(20, TimeUnit.SECONDS));
                    comm.abort("test over");
                    return null;
                }
                try {
                    slowCalls(300_000);
                    // The ncclCommSplit call is still inside NCCL when the abort comes.
                    Future<?> aborter = pool.submit(() -> {
                        Thread.sleep(100);
                        comm.abort("watchdog");
                        return null;
                    });
                    long start = System.nanoTime();
                    JireeException e = assertThrows(JireeException.class, () -> comm.split(0, 0));
                    long ms = (System.nanoTime() - start) / 1_000_000;
                    aborter.get(10, TimeUnit.SECONDS);
                    assertTrue(ms < 5000, "the abort took " + ms + " ms to end the split");
                    assertEquals(StatusCode.FAILED_PRECONDITION, e.code(), e.getMessage());
                    assertTrue(e.getMessage().contains("aborted after: watchdog"), e.getMessage());
                    assertTrue(e.getMessage().contains("ncclCommSplit"), e.getMessage());
                    assertTrue(comm.isAborted());
                    assertEquals(0, comm.openSplits());
                } catch (Throwable t) {
                    throw t instanceof Exception ex ? ex : new IllegalStateException(t);
                } finally {
                    try {
                        slowCalls(0);
                    } catch (Throwable t) {
                        throw new IllegalStateException(t);
                    }
                    done.countDown();
                }
                return null;
            });
        } finally {
            slowCalls(0);
        }
        assertEquals(0, misuse() - before, "ncclCommAbort freed the communicator while ncclCommSplit was inside NCCL");
    }

    @Test
    void aSplitAPeerNeverJoinsTimesOutAndAbortsTheParent() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        ranks(2, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, Duration.ofMillis(500));
            if (rank == 1) {
                assertTrue(done.await(20, TimeUnit.SECONDS));
                comm.abort("test over");
                return null;
            }
            try {
                long start = System.nanoTime();
                JireeException e = assertThrows(JireeException.class, () -> comm.split(0, 0));
                long ms = (System.nanoTime() - start) / 1_000_000;
                assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
                assertTrue(e.getMessage().contains("did not complete within 500 ms"), e.getMessage());
                assertTrue(ms >= 450 && ms < 5000, "the split gave up after " + ms + " ms");
                // Aborted, which ended the split inside NCCL: the parent is no longer usable.
                assertTrue(comm.isAborted());
                assertThrows(JireeException.class, comm::handle);
            } finally {
                done.countDown();
            }
            return null;
        });
    }

    @Test
    void abortFromAnotherThreadUnblocksAWaitingBatch() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        ranks(2, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 2, TIMEOUT);
            if (rank == 1) {
                // Never joins the collective; leaves once rank 0 has given up.
                assertTrue(done.await(20, TimeUnit.SECONDS));
                comm.abort("test over");
                return null;
            }
            try (Arena arena = Arena.ofShared();
                    RankStream stream = RankStream.open()) {
                MemorySegment buf = arena.allocate(16);
                Future<?> watchdog = pool.submit(() -> {
                    Thread.sleep(300);
                    comm.abort("watchdog");
                    return null;
                });
                long start = System.nanoTime();
                JireeException e = assertThrows(
                        JireeException.class,
                        () -> stream.flushAndWait(
                                nccl,
                                List.of(op(
                                        comm,
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32,
                                        0,
                                        buf,
                                        buf,
                                        4)),
                                null));
                long ms = (System.nanoTime() - start) / 1_000_000;
                watchdog.get();
                assertTrue(ms < 3000, "abort took " + ms + " ms to unblock");
                assertTrue(e.getMessage().contains("aborted"), e.getMessage());
            } finally {
                done.countDown();
            }
            return null;
        });
    }

    @Test
    void aWaitOnWorkOfACommunicatorAbortedMeanwhileReportsTheAbortsOwnStatus() throws Exception {
        ranks(1, (rank, id) -> {
            NcclCommunicator comm = NcclCommunicator.create(nccl, id, rank, 1, TIMEOUT);
            assertEquals(Nccl.SUCCESS, comm.asyncErrorDuring("a batch"));
            comm.abort(StatusCode.DEADLINE_EXCEEDED, "the completion thread timed it out");
            JireeException e = assertThrows(JireeException.class, () -> comm.asyncErrorDuring("a batch"));
            assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("the completion thread timed it out"), e.getMessage());
            return null;
        });
    }
}
