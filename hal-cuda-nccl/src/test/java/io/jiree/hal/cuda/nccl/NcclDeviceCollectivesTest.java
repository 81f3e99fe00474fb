package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.cuda.CudaDevice;
import io.jiree.hal.cuda.CudaDriver;
import io.jiree.hal.cuda.CudaDriverApi;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
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
 * Collectives through CUDA devices and the NCCL provider on the libcuda/libnccl stand-ins, two
 * ranks on two threads: every collective kind for every element type NCCL has, with values
 * derived from each kind's definition, and a dead peer failing the survivor's queued work.
 */
@Timeout(90)
class NcclDeviceCollectivesTest {
    private static final int RANKS = 2;
    /** The element types NCCL has (i16/u16 have no NCCL type and are rejected elsewhere). */
    private static final List<CollectiveElementType> NCCL_TYPES = List.of(
            CollectiveElementType.SINT_8,
            CollectiveElementType.UINT_8,
            CollectiveElementType.SINT_32,
            CollectiveElementType.UINT_32,
            CollectiveElementType.SINT_64,
            CollectiveElementType.UINT_64,
            CollectiveElementType.FLOAT_16,
            CollectiveElementType.BFLOAT_16,
            CollectiveElementType.FLOAT_32,
            CollectiveElementType.FLOAT_64);

    private static ExecutorService pool;
    private static CudaDriver driver;

    @BeforeAll
    static void startPool() {
        pool = Executors.newCachedThreadPool();
    }

    @AfterAll
    static void stopPool() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    @BeforeEach
    void standIns() {
        String nccl = System.getProperty("jiree.nccl.standin", "");
        String cuda = System.getProperty(CudaDriverApi.LIBRARY_PROPERTY, "");
        String hint = "; build the stand-ins with: cmake -S cmake-fixtures -B cmake-fixtures/build && "
                + "cmake --build cmake-fixtures/build";
        Assumptions.assumeTrue(
                !nccl.isEmpty() && Files.isRegularFile(Path.of(nccl)),
                "libnccl stand-in not built at '" + nccl + "'" + hint);
        Assumptions.assumeTrue(
                !cuda.isEmpty() && Files.isRegularFile(Path.of(cuda)),
                "libcuda stand-in not built at '" + cuda + "'" + hint);
        System.setProperty(Nccl.LIBRARY_PROPERTY, nccl);
        if (driver == null) {
            driver = new CudaDriver(CudaDriverApi.get());
        }
    }

    // ---- values: small integers, exact in every type (f16 and bf16 included) ----

    private static byte[] encode(CollectiveElementType type, double... values) {
        ByteBuffer b = ByteBuffer.allocate(type.byteCount() * values.length).order(ByteOrder.nativeOrder());
        for (double v : values) {
            switch (type) {
                case SINT_8, UINT_8 -> b.put((byte) v);
                case SINT_32, UINT_32 -> b.putInt((int) v);
                case SINT_64, UINT_64 -> b.putLong((long) v);
                case FLOAT_16 -> b.putShort(Float.floatToFloat16((float) v));
                case BFLOAT_16 -> b.putShort((short) (Float.floatToRawIntBits((float) v) >>> 16));
                case FLOAT_32 -> b.putFloat((float) v);
                case FLOAT_64 -> b.putDouble(v);
                default -> throw new IllegalArgumentException(type.toString());
            }
        }
        return b.array();
    }

    private static double[] decode(CollectiveElementType type, byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder());
        double[] out = new double[bytes.length / type.byteCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = switch (type) {
                case SINT_8 -> b.get();
                case UINT_8 -> Byte.toUnsignedInt(b.get());
                case SINT_32 -> b.getInt();
                case UINT_32 -> Integer.toUnsignedLong(b.getInt());
                case SINT_64, UINT_64 -> b.getLong();
                case FLOAT_16 -> Float.float16ToFloat(b.getShort());
                case BFLOAT_16 -> Float.intBitsToFloat(b.getShort() << 16);
                case FLOAT_32 -> b.getFloat();
                case FLOAT_64 -> b.getDouble();
                default -> throw new IllegalArgumentException(type.toString());
            };
        }
        return out;
    }

    private static Buffer upload(CudaDevice device, byte[] bytes) {
        Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), bytes.length);
        device.transferFromHost(MemorySegment.ofArray(bytes), b, 0);
        return b;
    }

    private static byte[] download(CudaDevice device, Buffer b) {
        byte[] out = new byte[(int) b.byteLength()];
        device.transferToHost(b, 0, MemorySegment.ofArray(out));
        return out;
    }

    /** Rank r's input element i: 4r + i + 1 (rank 0: 1 2 3 4, rank 1: 5 6 7 8). */
    private static double[] input(int rank, int count) {
        double[] v = new double[count];
        for (int i = 0; i < count; i++) {
            v[i] = 4 * rank + i + 1;
        }
        return v;
    }

    /** What result buffers hold before the collectives run (exact in every type). */
    private static final double UNTOUCHED = 99;

    private static final List<String> KINDS = List.of(
            "all_reduce sum",
            "all_gather",
            "reduce_scatter max",
            "broadcast root 1",
            "reduce min root 0",
            "all_to_all",
            "send_recv swap",
            "send / recv");

    /** What rank r must hold after each kind on two ranks, from the kinds' definitions. */
    private static double[] expected(String kind, int rank) {
        double[] r0 = input(0, 2);
        double[] r1 = input(1, 2);
        return switch (kind) {
            case "all_reduce sum" -> new double[] {r0[0] + r1[0], r0[1] + r1[1]};
            case "all_gather" -> new double[] {r0[0], r0[1], r1[0], r1[1]};
            // Rank r keeps block r of the elementwise maximum of the 4-element inputs.
            case "reduce_scatter max" -> {
                double[] a = input(0, 4);
                double[] b = input(1, 4);
                yield new double[] {Math.max(a[2 * rank], b[2 * rank]), Math.max(a[2 * rank + 1], b[2 * rank + 1])};
            }
            case "broadcast root 1" -> r1;
            // Only the root's result is defined; the other rank's buffer keeps its fill.
            case "reduce min root 0" ->
                rank == 0
                        ? new double[] {Math.min(r0[0], r1[0]), Math.min(r0[1], r1[1])}
                        : new double[] {UNTOUCHED, UNTOUCHED};
            // Block j of rank r's input goes to rank j; rank r receives block r of every rank.
            case "all_to_all" -> new double[] {input(0, 2)[rank], input(1, 2)[rank]};
            case "send_recv swap" -> rank == 0 ? r1 : r0;
            // Rank 0 sends, rank 1 receives; rank 0's receive buffer is untouched.
            case "send / recv" -> rank == 1 ? r0 : new double[] {UNTOUCHED, UNTOUCHED};
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @Test
    void everyKindForEveryNcclElementTypeOnTwoRanks() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        List<Future<Map<CollectiveElementType, List<double[]>>>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                Map<CollectiveElementType, List<double[]>> results = new EnumMap<>(CollectiveElementType.class);
                try (CudaDevice device = driver.createDevice(rank)) {
                    device.makeCurrent();
                    try (Channel channel =
                            provider.createChannel(device, 1, new ChannelParams(0, id, null, rank, RANKS))) {
                        for (CollectiveElementType type : NCCL_TYPES) {
                            results.put(type, runKinds(device, provider, channel, type, rank));
                        }
                    }
                }
                return results;
            }));
        }
        for (int rank = 0; rank < RANKS; rank++) {
            Map<CollectiveElementType, List<double[]>> results;
            try {
                results = ranks.get(rank).get(60, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Exception ex ? ex : e;
            }
            for (CollectiveElementType type : NCCL_TYPES) {
                for (int k = 0; k < KINDS.size(); k++) {
                    assertArrayEquals(
                            expected(KINDS.get(k), rank),
                            results.get(type).get(k),
                            KINDS.get(k) + " of " + type + " on rank " + rank);
                }
            }
        }
    }

    /**
     * The device closes its provider before its queue has drained, so a group's checks may still
     * run after {@code close()}: the ranks' signatures they compare stay readable until the queue
     * is closed ({@code queueClosed()}). (The libcuda stand-in poisons freed memory.)
     */
    @Test
    void theChecksOfAGroupStillOnTheQueueReadItsSignaturesAfterTheProviderCloses() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        List<Future<double[]>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
                try (CudaDevice device = driver.createDevice(rank)) {
                    device.makeCurrent();
                    try (Channel channel =
                                    provider.createChannel(device, 1, new ChannelParams(0, id, null, rank, RANKS));
                            Buffer in = upload(device, encode(CollectiveElementType.FLOAT_32, input(rank, 2)));
                            Buffer out = upload(device, encode(CollectiveElementType.FLOAT_32, 0, 0))) {
                        CollectiveBatch batch = new CollectiveBatch();
                        batch.add(
                                channel,
                                new CollectiveOp(
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32),
                                0,
                                BufferRef.of(in),
                                BufferRef.of(out),
                                2);
                        List<Runnable> checks = new ArrayList<>();
                        provider.flush(device, batch, device.stream(), checks);
                        double[] result = decode(CollectiveElementType.FLOAT_32, download(device, out));
                        // The stream has passed the group; its checks run later, as on a completion thread.
                        provider.close();
                        checks.forEach(Runnable::run);
                        provider.queueClosed();
                        return result;
                    }
                }
            }));
        }
        for (int rank = 0; rank < RANKS; rank++) {
            assertArrayEquals(expected("all_reduce sum", rank), ranks.get(rank).get(60, TimeUnit.SECONDS));
        }
    }

    /** One batch holding every kind for {@code type}; the results in {@link #KINDS} order. */
    private static List<double[]> runKinds(
            CudaDevice device, NcclCollectiveProvider provider, Channel channel, CollectiveElementType type, int rank) {
        int peer = 1 - rank;
        List<Buffer> buffers = new ArrayList<>();
        try {
            Buffer in2 = upload(device, encode(type, input(rank, 2)));
            Buffer in4 = upload(device, encode(type, input(rank, 4)));
            buffers.add(in2);
            buffers.add(in4);
            List<Buffer> outs = new ArrayList<>();
            for (String kind : KINDS) {
                Buffer out = upload(
                        device,
                        encode(
                                type,
                                kind.equals("all_gather")
                                        ? new double[] {UNTOUCHED, UNTOUCHED, UNTOUCHED, UNTOUCHED}
                                        : new double[] {UNTOUCHED, UNTOUCHED}));
                outs.add(out);
                buffers.add(out);
            }
            CollectiveBatch batch = new CollectiveBatch();
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, type),
                    0,
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(0)),
                    2);
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.ALL_GATHER, CollectiveReduction.NONE, type),
                    0,
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(1)),
                    2);
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.REDUCE_SCATTER, CollectiveReduction.MAXIMUM, type),
                    0,
                    BufferRef.of(in4),
                    BufferRef.of(outs.get(2)),
                    2);
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.BROADCAST, CollectiveReduction.NONE, type),
                    1,
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(3)),
                    2);
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.REDUCE, CollectiveReduction.MINIMUM, type),
                    0,
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(4)),
                    2);
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.ALL_TO_ALL, CollectiveReduction.NONE, type),
                    0,
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(5)),
                    2);
            // send_recv: low 16 bits the peer sent to, high 16 bits the peer received from.
            batch.add(
                    channel,
                    new CollectiveOp(CollectiveKind.SEND_RECV, CollectiveReduction.NONE, type),
                    (peer & 0xFFFF) | (peer << 16),
                    BufferRef.of(in2),
                    BufferRef.of(outs.get(6)),
                    2);
            if (rank == 0) {
                batch.add(
                        channel,
                        new CollectiveOp(CollectiveKind.SEND, CollectiveReduction.NONE, type),
                        1,
                        BufferRef.of(in2),
                        null,
                        2);
            } else {
                batch.add(
                        channel,
                        new CollectiveOp(CollectiveKind.RECV, CollectiveReduction.NONE, type),
                        0,
                        null,
                        BufferRef.of(outs.get(7)),
                        2);
            }
            List<Runnable> checks = new ArrayList<>();
            provider.flush(device, batch, device.stream(), checks);
            List<double[]> results = new ArrayList<>();
            for (Buffer out : outs) {
                results.add(decode(type, download(device, out)));
            }
            // The ranks' agreement on the two-rank communicator, and that no abort cut the group short.
            assertEquals(2, checks.size());
            checks.forEach(Runnable::run);
            return results;
        } finally {
            for (Buffer b : buffers) {
                b.close();
            }
        }
    }

    @Test
    void aDeadPeerFailsTheSurvivorsQueuedCollectiveAndItsFence() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        CountDownLatch joined = new CountDownLatch(RANKS);
        CountDownLatch gone = new CountDownLatch(1);
        List<Future<JireeException>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    // The device's own provider (ServiceLoader), as a program's hal.channel.create gets it.
                    Channel channel =
                            device.createChannel(QueueAffinity.ANY, new ChannelParams(0, id, null, rank, RANKS));
                    joined.countDown();
                    assertTrue(joined.await(20, TimeUnit.SECONDS));
                    if (rank == 1) {
                        ((NcclChannel) channel).communicator().abort("simulated crash of rank 1");
                        gone.countDown();
                        channel.close();
                        return null;
                    }
                    assertTrue(gone.await(20, TimeUnit.SECONDS));
                    return allReduceThatFails(device, channel, CollectiveReduction.SUM);
                }
            }));
        }
        assertEquals(null, ranks.get(1).get(60, TimeUnit.SECONDS));
        JireeException e = ranks.get(0).get(60, TimeUnit.SECONDS);
        assertEquals(StatusCode.UNAVAILABLE, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("ncclAllReduce") || e.getMessage().contains("all_reduce"), e.getMessage());
    }

    /**
     * Ranks that issue different collectives of the same size (a sum beside a max): NCCL moves the
     * same bytes and reports success with undefined results; the ranks' agreement check fails both
     * submissions, naming what each side issued, and no result is read.
     */
    @Test
    void ranksThatIssueDifferentCollectivesFailOnEveryRankNamingBoth() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        List<Future<JireeException>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    Channel channel =
                            device.createChannel(QueueAffinity.ANY, new ChannelParams(0, id, null, rank, RANKS));
                    return allReduceThatFails(
                            device, channel, rank == 0 ? CollectiveReduction.SUM : CollectiveReduction.MAXIMUM);
                }
            }));
        }
        // Every rank fails. A rank that compares the signatures names both sides; one that is still
        // finishing the group when a peer that found the mismatch has gone may see only the lost
        // peer (whose own error names the mismatch), so at least one rank names it.
        int named = 0;
        for (int r = 0; r < RANKS; r++) {
            JireeException e = ranks.get(r).get(60, TimeUnit.SECONDS);
            if (e.code() == StatusCode.UNAVAILABLE) {
                assertTrue(e.getMessage().contains("remote process exited"), e.getMessage());
                continue;
            }
            assertEquals(StatusCode.FAILED_PRECONDITION, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("issued different collectives"), e.getMessage());
            String theirs =
                    r == 0 ? "rank 1 issued all_reduce<maximum, f32> x 2" : "rank 0 issued all_reduce<sum, f32> x 2";
            assertTrue(e.getMessage().contains(theirs), e.getMessage());
            named++;
        }
        assertTrue(named >= 1, "no rank named the mismatch");
    }

    /**
     * A submission whose collectives are still on the stream when another submission's failure
     * aborts the communicator: ncclCommAbort ends its kernels as if they had finished, and a
     * receive alone carries no signature to compare, so only the abort tells that rank 0's
     * receive, to which rank 1 never sends, was cut short. The submission fails with the abort's
     * status; nothing of it is taken as a result.
     */
    @Test
    void aSubmissionCutShortByAnotherSubmissionsAbortFailsWithTheAbortsStatus() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        CountDownLatch joined = new CountDownLatch(RANKS);
        CountDownLatch finished = new CountDownLatch(1);
        List<Future<JireeException>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    Channel channel =
                            device.createChannel(QueueAffinity.ANY, new ChannelParams(0, id, null, rank, RANKS));
                    try {
                        joined.countDown();
                        assertTrue(joined.await(20, TimeUnit.SECONDS));
                        if (rank == 1) {
                            assertTrue(finished.await(30, TimeUnit.SECONDS));
                            return null;
                        }
                        return receiveCutShortByAnAbort(device, channel);
                    } finally {
                        if (rank == 0) {
                            finished.countDown();
                        }
                        try {
                            channel.close();
                        } catch (JireeException e) {
                            // Rank 1's communicator lost its aborted peer: finalizing it may fail.
                        }
                    }
                }
            }));
        }
        JireeException e = ranks.get(0).get(60, TimeUnit.SECONDS);
        assertEquals(null, ranks.get(1).get(60, TimeUnit.SECONDS));
        assertEquals(StatusCode.ABORTED, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("cut it short"), e.getMessage());
        assertTrue(e.getMessage().contains("a later submission failed"), e.getMessage());
    }

    /** Receives from rank 1, which never sends, then aborts the device's collectives as a failing submission does. */
    private static JireeException receiveCutShortByAnAbort(CudaDevice device, Channel channel) throws Exception {
        try (Buffer b = upload(device, encode(CollectiveElementType.FLOAT_32, 0, 0));
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0)) {
            cb.begin();
            cb.collective(
                    channel,
                    new CollectiveOp(CollectiveKind.RECV, CollectiveReduction.NONE, CollectiveElementType.FLOAT_32),
                    1,
                    null,
                    BufferRef.of(b),
                    2);
            cb.end();
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
            Thread.sleep(200); // the receive is on the stream, waiting for rank 1
            device.abortCollectives("a later submission failed while issuing its collectives");
            return assertThrows(JireeException.class, () -> done.await(1, io.jiree.hal.Timeout.ofMillis(20_000)));
        }
    }

    /**
     * A rank whose submission fails before its collectives are issued (here a receive buffer too
     * small, found on this rank alone) while its peer already waits in them: unaborted, this rank's
     * next all_reduce would pair with the peer's first and, the signatures being alike, both would
     * succeed on mixed data. The failing rank aborts the channel: the peer fails within the bound,
     * and this rank's next collective on the channel fails too.
     */
    @Test
    void aRankWhoseSubmissionFailsBeforeItsCollectivesAbortsTheirChannel() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        List<Future<List<JireeException>>> ranks = new ArrayList<>();
        for (int r = 0; r < RANKS; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    Channel channel;
                    try {
                        channel = device.createChannel(QueueAffinity.ANY, new ChannelParams(0, id, null, rank, RANKS));
                    } catch (JireeException e) {
                        // The peer, still joining, may see rank 0's abort already.
                        return List.of(e);
                    }
                    try {
                        List<JireeException> errors = new ArrayList<>();
                        if (rank == 0) {
                            errors.add(allReduceOutcome(device, channel, 1));
                            errors.add(allReduceOutcome(device, channel, 2));
                        } else {
                            errors.add(allReduceOutcome(device, channel, 2));
                        }
                        return errors;
                    } finally {
                        try {
                            channel.close();
                        } catch (JireeException e) {
                            // Its peer aborted it: finalizing may fail.
                        }
                    }
                }
            }));
        }
        List<JireeException> failing = ranks.get(0).get(60, TimeUnit.SECONDS);
        List<JireeException> peer = ranks.get(1).get(60, TimeUnit.SECONDS);
        assertEquals(2, failing.size(), "rank 0 could not join: " + failing);
        assertEquals(
                StatusCode.OUT_OF_RANGE, failing.get(0).code(), failing.get(0).getMessage());
        assertTrue(failing.get(1) != null, "the next all_reduce on the abandoned channel succeeded");
        assertTrue(
                failing.get(1).getMessage().contains("aborted"), failing.get(1).getMessage());
        assertTrue(peer.get(0) != null, "the peer's all_reduce succeeded though rank 0 never issued it");
        assertEquals(StatusCode.UNAVAILABLE, peer.get(0).code(), peer.get(0).getMessage());
    }

    /**
     * Submits an all_reduce of two f32 into a result buffer of {@code resultElements} elements and
     * waits for it; its failure (from the submission or its fence), or null once it succeeded.
     */
    private static JireeException allReduceOutcome(CudaDevice device, Channel channel, int resultElements) {
        try (Buffer a = upload(device, encode(CollectiveElementType.FLOAT_32, 1, 2));
                Buffer b = upload(device, encode(CollectiveElementType.FLOAT_32, new double[resultElements]));
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0)) {
            cb.begin();
            cb.collective(
                    channel,
                    new CollectiveOp(
                            CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                    0,
                    BufferRef.of(a),
                    BufferRef.of(b),
                    2);
            cb.end();
            try {
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                done.await(1, io.jiree.hal.Timeout.ofMillis(20_000));
                return null;
            } catch (JireeException e) {
                return e;
            }
        }
    }

    /**
     * Runs an all_reduce of two f32 on {@code channel} that must fail: returns the error its fence
     * (or, when issuing already noticed it, the submission) reported, once the communicator is aborted.
     */
    private static JireeException allReduceThatFails(
            CudaDevice device, Channel channel, CollectiveReduction reduction) {
        try (Buffer a = upload(device, encode(CollectiveElementType.FLOAT_32, 1, 2));
                Buffer b = upload(device, encode(CollectiveElementType.FLOAT_32, 0, 0));
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0)) {
            cb.begin();
            cb.collective(
                    channel,
                    new CollectiveOp(CollectiveKind.ALL_REDUCE, reduction, CollectiveElementType.FLOAT_32),
                    0,
                    BufferRef.of(a),
                    BufferRef.of(b),
                    2);
            cb.end();
            JireeException failed;
            try {
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                failed = assertThrows(JireeException.class, () -> done.await(1, io.jiree.hal.Timeout.ofMillis(20_000)));
            } catch (JireeException e) {
                failed = e; // issuing may already notice the failure (a peer that is gone)
            }
            assertTrue(((NcclChannel) channel).communicator().isAborted(), failed.getMessage());
            return failed;
        } finally {
            channel.close();
        }
    }

    @Test
    void timeoutAndDefaultDeviceComeFromTheEnvironment() {
        NcclCollectiveProvider plain = new NcclCollectiveProvider(Environment.of(Map.of()));
        assertEquals(CollectiveTimeout.DEFAULT, plain.collectiveTimeout().orElseThrow());
        assertEquals(OptionalInt.empty(), plain.defaultDeviceIndex());
        assertTrue(plain.collectiveTimeoutSetting().contains(CollectiveTimeout.SETTING));

        // The older millisecond variable still counts; the common one wins over it.
        NcclCollectiveProvider shortTimeout =
                new NcclCollectiveProvider(Environment.of(Map.of("JIREE_NCCL_TIMEOUT_MS", "1500")));
        assertEquals(Duration.ofMillis(1500), shortTimeout.collectiveTimeout().orElseThrow());
        NcclCollectiveProvider both = new NcclCollectiveProvider(
                Environment.of(Map.of("JIREE_NCCL_TIMEOUT_MS", "1500", "JIREE_COLLECTIVE_TIMEOUT", "2.5s")));
        assertEquals(Duration.ofMillis(2500), both.collectiveTimeout().orElseThrow());

        // Under mpirun the node-local rank picks the GPU.
        NcclCollectiveProvider mpi = new NcclCollectiveProvider(Environment.of(Map.of(
                SpmdEnvironment.OMPI_SIZE,
                "4",
                SpmdEnvironment.OMPI_RANK,
                "3",
                SpmdEnvironment.OMPI_LOCAL_RANK,
                "1",
                "NCCL_COMM_ID",
                "127.0.0.1:9")));
        assertEquals(OptionalInt.of(1), mpi.defaultDeviceIndex());
        // IREE's own variables name no device: --device says which.
        NcclCollectiveProvider iree = new NcclCollectiveProvider(Environment.of(
                Map.of(SpmdEnvironment.NPROCS, "2", SpmdEnvironment.PROCID, "1", "NCCL_COMM_ID", "127.0.0.1:9")));
        assertEquals(OptionalInt.empty(), iree.defaultDeviceIndex());
        // Malformed variables give no default here; creating a channel reports them.
        NcclCollectiveProvider bad = new NcclCollectiveProvider(Environment.of(Map.of(SpmdEnvironment.NPROCS, "abc")));
        assertEquals(OptionalInt.empty(), bad.defaultDeviceIndex());

        // This JVM runs under no launcher: the path-less cuda device is device 0.
        try (CudaDevice device = driver.createDevice("", Map.of())) {
            assertEquals(0, device.cudaInfo().ordinal());
        }
    }

    /** A one-rank job standing in for MPI's: records the broadcasts it is asked for. */
    private static final class OneRankJob implements io.jiree.hal.JobBootstrap {
        final List<byte[]> broadcasts = new ArrayList<>();

        @Override
        public String name() {
            return "test job";
        }

        @Override
        public int rank() {
            return 0;
        }

        @Override
        public int size() {
            return 1;
        }

        @Override
        public void broadcast(byte[] data, int root) {
            assertEquals(0, root);
            broadcasts.add(data.clone());
        }
    }

    @Test
    void underAnMpiLauncherWithoutNcclCommIdTheJobBootstrapsTheChannel() {
        OneRankJob job = new OneRankJob();
        NcclCollectiveProvider provider = new NcclCollectiveProvider(
                Environment.of(Map.of(
                        SpmdEnvironment.PMI_SIZE,
                        "1",
                        SpmdEnvironment.PMI_RANK,
                        "0",
                        SpmdEnvironment.PMI_LOCAL_RANK,
                        "0")),
                () -> java.util.Optional.of(job));
        assertEquals(OptionalInt.of(0), provider.defaultDeviceIndex());
        try (CudaDevice device = driver.createDevice(0)) {
            device.makeCurrent();
            try (Channel channel = provider.createChannel(device, 1, ChannelParams.defaults())) {
                assertEquals(0, channel.rank());
                assertEquals(1, channel.count());
            }
        }
        // Rank 0's unique id went out once, by the job's broadcast.
        assertEquals(1, job.broadcasts.size());
        assertEquals(Nccl.UNIQUE_ID_BYTES, job.broadcasts.getFirst().length);
        // With NCCL_COMM_ID (or IREE_SPMD_NPROCS) set, the job is not asked: they work as before.
        OneRankJob unused = new OneRankJob();
        NcclCollectiveProvider explicit = new NcclCollectiveProvider(
                Environment.of(Map.of(
                        SpmdEnvironment.PMI_SIZE, "1", SpmdEnvironment.PMI_RANK, "0", "NCCL_COMM_ID", "127.0.0.1:1")),
                () -> java.util.Optional.of(unused));
        JireeException e = assertThrows(JireeException.class, () -> {
            try (CudaDevice device = driver.createDevice(0)) {
                device.makeCurrent();
                explicit.createChannel(device, 1, new ChannelParams(0, new byte[3], null, 0, 1));
            }
        });
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(unused.broadcasts.isEmpty());
    }
}
