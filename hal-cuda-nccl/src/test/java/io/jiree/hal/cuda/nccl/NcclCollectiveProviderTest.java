package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
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
import io.jiree.hal.MemoryType;
import io.jiree.hal.cuda.CollectiveProvider;
import io.jiree.hal.cuda.CudaDevice;
import io.jiree.hal.cuda.CudaDriver;
import io.jiree.hal.cuda.CudaDriverApi;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
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
 * The NCCL provider as the CUDA driver uses it, on the libcuda and libnccl stand-ins: channels on
 * two devices (one per rank, each on its own thread), a HAL collective batch flushed as one group.
 */
@Timeout(60)
class NcclCollectiveProviderTest {
    private static ExecutorService pool;
    private static CudaDriver driver;

    @BeforeAll
    static void startPool() {
        pool = Executors.newCachedThreadPool();
    }

    // Checked per test so each one reports the skip and its reason when a stand-in is absent.
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

    @AfterAll
    static void stop() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private static Buffer floats(CudaDevice device, float... values) {
        Buffer b = device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 4L * values.length);
        device.transferFromHost(MemorySegment.ofArray(values), b, 0);
        return b;
    }

    private static float[] read(CudaDevice device, Buffer b, int count) {
        float[] out = new float[count];
        device.transferToHost(b, 0, MemorySegment.ofArray(out));
        return out;
    }

    @Test
    void isFoundThroughServiceLoader() {
        assertTrue(ServiceLoader.load(CollectiveProvider.class).stream()
                .anyMatch(p -> p.type() == NcclCollectiveProvider.class));
        assertEquals("nccl", new NcclCollectiveProvider().name());
    }

    @Test
    void twoRanksRunABatchOnTheirDevices() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        List<Future<float[][]>> ranks = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    device.makeCurrent();
                    try (Channel channel = provider.createChannel(device, 1, new ChannelParams(0, id, null, rank, 2));
                            Buffer send = floats(device, 1 + rank, 10 * (1 + rank));
                            Buffer sum = floats(device, 0, 0);
                            Buffer gathered = floats(device, 0, 0, 0, 0);
                            Buffer received = floats(device, -7, -7)) {
                        assertEquals(rank, channel.rank());
                        assertEquals(2, channel.count());
                        CollectiveBatch batch = new CollectiveBatch();
                        batch.add(
                                channel,
                                new CollectiveOp(
                                        CollectiveKind.ALL_REDUCE,
                                        CollectiveReduction.SUM,
                                        CollectiveElementType.FLOAT_32),
                                0,
                                BufferRef.of(send),
                                BufferRef.of(sum),
                                2);
                        batch.add(
                                channel,
                                new CollectiveOp(
                                        CollectiveKind.ALL_GATHER,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.FLOAT_32),
                                0,
                                BufferRef.of(send),
                                BufferRef.of(gathered),
                                2);
                        // Rank 0 sends to rank 1 and receives nothing (its receive buffer is zeroed);
                        // rank 1 receives from rank 0 and sends nothing. Source is the high half.
                        int param = rank == 0 ? (1 & 0xFFFF) | (0xFFFF << 16) : 0xFFFF;
                        batch.add(
                                channel,
                                new CollectiveOp(
                                        CollectiveKind.SEND_RECV,
                                        CollectiveReduction.NONE,
                                        CollectiveElementType.FLOAT_32),
                                param,
                                BufferRef.of(send),
                                BufferRef.of(received),
                                2);
                        List<Runnable> checks = new ArrayList<>();
                        provider.flush(device, batch, device.stream(), checks);
                        float[][] got = {read(device, sum, 2), read(device, gathered, 4), read(device, received, 2)};
                        checks.forEach(Runnable::run);
                        return got;
                    }
                }
            }));
        }
        List<float[][]> results = new ArrayList<>();
        for (Future<float[][]> f : ranks) {
            try {
                results.add(f.get(45, TimeUnit.SECONDS));
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Exception ex ? ex : e;
            }
        }
        for (float[][] r : results) {
            assertArrayEquals(new float[] {3, 30}, r[0]);
            assertArrayEquals(new float[] {1, 10, 2, 20}, r[1]);
        }
        assertArrayEquals(new float[] {0, 0}, results.get(0)[2]);
        assertArrayEquals(new float[] {1, 10}, results.get(1)[2]);
    }

    @Test
    void asyncErrorPollingSeesADeadPeer() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        java.util.concurrent.CountDownLatch joined = new java.util.concurrent.CountDownLatch(2);
        java.util.concurrent.CountDownLatch gone = new java.util.concurrent.CountDownLatch(1);
        List<Future<StatusCode>> ranks = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                try (CudaDevice device = driver.createDevice(rank)) {
                    device.makeCurrent();
                    NcclChannel channel =
                            (NcclChannel) provider.createChannel(device, 1, new ChannelParams(0, id, null, rank, 2));
                    joined.countDown();
                    assertTrue(joined.await(10, TimeUnit.SECONDS));
                    if (rank == 1) {
                        channel.communicator().abort("simulated crash");
                        gone.countDown();
                        channel.close();
                        return StatusCode.OK;
                    }
                    assertTrue(gone.await(10, TimeUnit.SECONDS));
                    long deadline = System.nanoTime() + 5_000_000_000L;
                    try {
                        while (System.nanoTime() < deadline) {
                            provider.checkAsyncErrors();
                            Thread.sleep(10);
                        }
                        return StatusCode.OK;
                    } catch (JireeException e) {
                        return e.code();
                    } finally {
                        channel.close();
                    }
                }
            }));
        }
        assertEquals(StatusCode.UNAVAILABLE, ranks.get(0).get(30, TimeUnit.SECONDS));
        assertEquals(StatusCode.OK, ranks.get(1).get(30, TimeUnit.SECONDS));
    }

    @Test
    void aChannelReleasedAfterItsDeviceClosedAbortsItsCommunicator() throws Exception {
        byte[] id = NcclCommunicator.uniqueId(Nccl.get());
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        java.util.concurrent.CountDownLatch joined = new java.util.concurrent.CountDownLatch(2);
        java.util.concurrent.CountDownLatch released = new java.util.concurrent.CountDownLatch(1);
        List<Future<String>> ranks = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            int rank = r;
            ranks.add(pool.submit(() -> {
                NcclChannel channel;
                try (CudaDevice device = driver.createDevice(rank)) {
                    device.makeCurrent();
                    channel = (NcclChannel) provider.createChannel(device, 1, new ChannelParams(0, id, null, rank, 2));
                    joined.countDown();
                    assertTrue(joined.await(10, TimeUnit.SECONDS));
                    if (rank == 0) {
                        assertTrue(released.await(10, TimeUnit.SECONDS));
                        // The peer's communicator went: this rank hears of it at once, not at a timeout.
                        long deadline = System.nanoTime() + 5_000_000_000L;
                        try {
                            while (System.nanoTime() < deadline) {
                                provider.checkAsyncErrors();
                                Thread.sleep(10);
                            }
                            return "no error";
                        } catch (JireeException e) {
                            return e.code().name();
                        } finally {
                            channel.close();
                        }
                    }
                }
                // Rank 1's device is closed (a VM ref or the queue's last completion let go late).
                try {
                    channel.close();
                } finally {
                    released.countDown();
                }
                JireeException e = assertThrows(
                        JireeException.class, () -> channel.communicator().handle());
                return e.getMessage().contains("aborted after: its CUDA device can no longer be used")
                        ? "aborted"
                        : e.getMessage();
            }));
        }
        assertEquals("aborted", ranks.get(1).get(30, TimeUnit.SECONDS));
        assertEquals(StatusCode.UNAVAILABLE.name(), ranks.get(0).get(30, TimeUnit.SECONDS));
    }

    @Test
    void defaultChannelFromTheSpmdEnvironment() {
        try (CudaDevice device = driver.createDevice(0)) {
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> new NcclCollectiveProvider(Environment.of(Map.of()))
                            .createChannel(device, -1L, ChannelParams.defaults()));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            assertTrue(e.getMessage().contains("IREE_SPMD_NPROCS is not set"), e.getMessage());

            NcclCollectiveProvider single = new NcclCollectiveProvider(Environment.of(
                    Map.of("IREE_SPMD_NPROCS", "1", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "127.0.0.1:1")));
            try (Channel channel = single.createChannel(device, -1L, ChannelParams.defaults())) {
                assertEquals(0, channel.rank());
                assertEquals(1, channel.count());
                assertNull(channel.split(Channel.NO_COLOR, 0, 0));
                try (Channel same = channel.split(0, 0, 0)) {
                    assertEquals(1, same.count());
                }
            }
        }
    }

    @Test
    void badParametersAndBatches() {
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        try (CudaDevice device = driver.createDevice(0)) {
            assertEquals(
                    StatusCode.INVALID_ARGUMENT,
                    assertThrows(
                                    JireeException.class,
                                    () -> provider.createChannel(
                                            device, 3, new ChannelParams(0, new byte[128], null, 0, 1)))
                            .code());
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> provider.createChannel(device, 1, new ChannelParams(0, new byte[5], null, 0, 1)));
            assertTrue(e.getMessage().contains("must be 128 bytes"), e.getMessage());
            e = assertThrows(
                    JireeException.class,
                    () -> provider.createChannel(device, 1, new ChannelParams(0, new byte[128], null, 0, 1)));
            assertTrue(e.getMessage().contains("all zeros"), e.getMessage());
            // Without an id, ranks that must meet need NCCL_COMM_ID; one rank alone needs none.
            e = assertThrows(
                    JireeException.class,
                    () -> provider.createChannel(device, 1, new ChannelParams(0, null, null, 0, 2)));
            assertTrue(e.getMessage().contains("NCCL_COMM_ID"), e.getMessage());
            try (Channel alone = provider.createChannel(device, 1, new ChannelParams(0, null, null, 0, 1))) {
                assertEquals(1, alone.count());
            }

            byte[] id = NcclCommunicator.uniqueId(Nccl.get());
            try (Channel channel = provider.createChannel(device, 1, new ChannelParams(0, id, null, 0, 1));
                    Buffer small = floats(device, 1, 2)) {
                CollectiveBatch batch = new CollectiveBatch();
                batch.add(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(small),
                        BufferRef.of(small),
                        3);
                e = assertThrows(
                        JireeException.class, () -> provider.flush(device, batch, device.stream(), new ArrayList<>()));
                assertEquals(StatusCode.OUT_OF_RANGE, e.code());
                assertTrue(e.getMessage().contains("entry 0 of 1"), e.getMessage());

                CollectiveBatch i16 = new CollectiveBatch();
                i16.add(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.SINT_16),
                        0,
                        BufferRef.of(small),
                        BufferRef.of(small),
                        2);
                e = assertThrows(
                        JireeException.class, () -> provider.flush(device, i16, device.stream(), new ArrayList<>()));
                assertEquals(StatusCode.UNIMPLEMENTED, e.code());

                // In place on one rank: the sum is the input.
                CollectiveBatch ok = new CollectiveBatch();
                ok.add(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(small),
                        BufferRef.of(small),
                        2);
                provider.flush(device, ok, device.stream(), new ArrayList<>());
                assertArrayEquals(new float[] {1, 2}, read(device, small, 2));
            }
        }
    }

    @Test
    void aChannelThatIsClosingIsNotAnAsyncErrorOfTheOthers() throws Exception {
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        try (CudaDevice device = driver.createDevice(0)) {
            device.makeCurrent();
            try (Channel a = provider.createChannel(
                    device, 1, new ChannelParams(0, NcclCommunicator.uniqueId(Nccl.get()), null, 0, 1))) {
                NcclChannel b = (NcclChannel) provider.createChannel(
                        device, 1, new ChannelParams(0, NcclCommunicator.uniqueId(Nccl.get()), null, 0, 1));
                // A call in progress on b keeps its close waiting, with b's handle already taken.
                b.communicator().acquire();
                Future<?> closing = pool.submit(b::close);
                long deadline = System.nanoTime() + 10_000_000_000L;
                while (!closingStarted(b.communicator())) {
                    assertTrue(System.nanoTime() < deadline, "b's close never began");
                    Thread.sleep(1);
                }
                // Polling for the device's collective errors must not take b's closing for one.
                provider.checkAsyncErrors();
                b.communicator().release();
                closing.get(30, TimeUnit.SECONDS);
                provider.checkAsyncErrors();
            }
        }
    }

    /** Whether {@code c}'s close (or an abort) already took its handle. */
    private static boolean closingStarted(NcclCommunicator c) {
        try {
            c.handle();
            return false;
        } catch (JireeException e) {
            return true;
        }
    }

    @Test
    void aZeroFillThatFailsLeavesTheThreadsNcclGroupClosed() throws Throwable {
        NcclCollectiveProvider provider = new NcclCollectiveProvider(Environment.of(Map.of()));
        try (CudaDevice device = driver.createDevice(0)) {
            device.makeCurrent();
            try (Channel channel = provider.createChannel(
                            device, 1, new ChannelParams(0, NcclCommunicator.uniqueId(Nccl.get()), null, 0, 1));
                    Buffer send = floats(device, 3, 4);
                    Buffer recv = floats(device, 7, 7)) {
                // A send_recv that receives nothing clears its receive buffer: that fill fails.
                CollectiveBatch failing = new CollectiveBatch();
                failing.add(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.SEND_RECV, CollectiveReduction.NONE, CollectiveElementType.FLOAT_32),
                        -1,
                        BufferRef.of(send),
                        BufferRef.of(recv),
                        2);
                injectCudaFaults("cuMemsetD8Async:1:CUDA_ERROR_INVALID_VALUE");
                try {
                    assertThrows(
                            JireeException.class,
                            () -> provider.flush(device, failing, device.stream(), new ArrayList<>()));
                } finally {
                    injectCudaFaults("");
                }
                // The next batch on this thread is launched, not swallowed by a group left open.
                CollectiveBatch next = new CollectiveBatch();
                next.add(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(send),
                        BufferRef.of(recv),
                        2);
                provider.flush(device, next, device.stream(), new ArrayList<>());
                assertArrayEquals(new float[] {3, 4}, read(device, recv, 2));
            }
        }
    }

    /** Arms the libcuda stand-in's faults (ENTRY:N:ERROR,...; empty disarms), counting calls from now. */
    private static void injectCudaFaults(String spec) throws Throwable {
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
            MemorySegment arm = java.lang.foreign.SymbolLookup.libraryLookup(
                            Path.of(System.getProperty(CudaDriverApi.LIBRARY_PROPERTY)),
                            java.lang.foreign.Arena.global())
                    .find("jiree_standin_cuda_faults")
                    .orElseThrow();
            java.lang.invoke.MethodHandle call = java.lang.foreign.Linker.nativeLinker()
                    .downcallHandle(
                            arm,
                            java.lang.foreign.FunctionDescriptor.of(
                                    java.lang.foreign.ValueLayout.JAVA_INT, java.lang.foreign.ValueLayout.ADDRESS));
            assertEquals(0, (int) call.invokeExact(arena.allocateFrom(spec)), "the stand-in refused " + spec);
        }
    }
}
