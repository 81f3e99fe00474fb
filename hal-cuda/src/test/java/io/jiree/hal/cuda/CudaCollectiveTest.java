package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

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
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CudaCollectiveTest {
    /** A one-rank channel. */
    private static final class SoloChannel implements Channel {
        @Override
        public int rank() {
            return 0;
        }

        @Override
        public int count() {
            return 1;
        }

        @Override
        public Channel split(int color, int key, long flags) {
            throw new JireeException(StatusCode.UNIMPLEMENTED, "not needed");
        }

        @Override
        public void retain() {}

        @Override
        public void close() {}
    }

    /**
     * A provider for one rank: an all-reduce of one participant copies send to recv, issued on the
     * stream it is given so ordering with the surrounding commands is visible.
     */
    private static final class SoloProvider implements CollectiveProvider {
        final List<Integer> batchSizes = new ArrayList<>();
        final List<Long> streams = new ArrayList<>();
        volatile JireeException asyncError;
        volatile String abortReason;
        volatile java.time.Duration timeout;
        volatile PeerReport peers;
        // Set: each flush also queues stream work that waits for an abort, as a collective whose
        // peer never arrives does (bounded, so that a test that fails still ends).
        volatile java.util.concurrent.CountDownLatch stallUntilAbort;
        // Set: checking for asynchronous errors throws it, as a bug in a provider would.
        volatile RuntimeException bug;
        // Set: each flush adds a check after completion that takes this long, and records whether
        // queueClosed (which frees what such checks read) came before it ended.
        volatile long slowCheckMillis;
        volatile boolean queueClosed;
        final java.util.concurrent.atomic.AtomicInteger checksDone = new java.util.concurrent.atomic.AtomicInteger();
        volatile boolean checkSawQueueClosed;

        @Override
        public void queueClosed() {
            queueClosed = true;
        }

        @Override
        public java.util.Optional<PeerReport> whereArePeers(io.jiree.base.FlightRecorder.Record stuck) {
            return java.util.Optional.ofNullable(peers);
        }

        @Override
        public java.util.Optional<java.time.Duration> collectiveTimeout() {
            return java.util.Optional.ofNullable(timeout);
        }

        @Override
        public String collectiveTimeoutSetting() {
            return "SOLO_TIMEOUT";
        }

        @Override
        public void checkAsyncErrors() {
            if (bug != null) {
                throw bug;
            }
            if (asyncError != null) {
                throw asyncError;
            }
        }

        @Override
        public void abortAll(String reason) {
            abortReason = reason;
            java.util.concurrent.CountDownLatch stall = stallUntilAbort;
            if (stall != null) {
                stall.countDown();
            }
        }

        @Override
        public String name() {
            return "solo";
        }

        @Override
        public Channel createChannel(CudaDevice device, long queueAffinity, ChannelParams params) {
            return new SoloChannel();
        }

        final io.jiree.base.FlightRecorder.Track track =
                io.jiree.base.FlightRecorder.get().track("solo");

        @Override
        public List<io.jiree.base.FlightRecorder.Record> flush(
                CudaDevice device, CollectiveBatch batch, MemorySegment stream, List<Runnable> afterCompletion) {
            batchSizes.add(batch.size());
            streams.add(stream.address());
            List<io.jiree.base.FlightRecorder.Record> records = new ArrayList<>();
            for (CollectiveBatch.Entry e : batch.entries()) {
                device.api()
                        .memcpyAsync(
                                CudaBuffer.devicePointer(
                                        e.recv().buffer(), e.recv().offset()),
                                CudaBuffer.devicePointer(
                                        e.send().buffer(), e.send().offset()),
                                e.byteCount(),
                                stream);
                records.add(e.op().record(track, e.param(), e.elementCount(), 0, 1));
            }
            long slow = slowCheckMillis;
            if (slow > 0) {
                afterCompletion.add(() -> {
                    try {
                        Thread.sleep(slow);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    checkSawQueueClosed |= queueClosed;
                    checksDone.incrementAndGet();
                });
            }
            java.util.concurrent.CountDownLatch stall = stallUntilAbort;
            if (stall != null) {
                StandIn.enqueueOnStream(stream, () -> {
                    try {
                        stall.await(20, java.util.concurrent.TimeUnit.SECONDS);
                    } catch (InterruptedException ignored) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            return records;
        }
    }

    @Test
    void consecutiveCollectivesAreFlushedAsOneGroupInStreamOrder() {
        SoloProvider provider = new SoloProvider();
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            assertEquals(1, channel.count());
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16);
                    Buffer c = device.allocator().allocate(params, 16);
                    Buffer d = device.allocator().allocate(params, 16)) {
                CollectiveOp sum = new CollectiveOp(
                        CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.fillBuffer(BufferRef.of(a), 0x01, 1, 0);
                cb.collective(channel, sum, 0, BufferRef.of(a), BufferRef.of(b), 4);
                cb.collective(channel, sum, 0, BufferRef.of(a), BufferRef.of(c), 4);
                cb.fillBuffer(BufferRef.of(a), 0x02, 1, 0);
                cb.collective(channel, sum, 0, BufferRef.of(a), BufferRef.of(d), 4);
                cb.end();
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                done.await(1, Timeout.ofMillis(5000));

                assertEquals(List.of(2, 1), provider.batchSizes);
                assertEquals(device.stream().address(), provider.streams.get(0));
                byte[] ones = new byte[16];
                java.util.Arrays.fill(ones, (byte) 1);
                byte[] twos = new byte[16];
                java.util.Arrays.fill(twos, (byte) 2);
                assertArrayEquals(ones, read(device, b));
                assertArrayEquals(ones, read(device, c));
                assertArrayEquals(twos, read(device, d));
                cb.close();
                done.close();
            }
            assertSame(provider, device.collectiveProvider());
        }
    }

    @Test
    void anAsynchronousCollectiveErrorFailsTheWaitersInsteadOfHanging() {
        StandIn.api();
        // The error is noticed while the work still runs: stand-in events must stay pending a while.
        String notReady = System.getenv("JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                notReady != null && !notReady.equals("0"),
                "needs JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES > 0 (hal-cuda's pom sets it)");
        SoloProvider provider = new SoloProvider();
        provider.asyncError = new JireeException(StatusCode.UNAVAILABLE, "peer rank 1 is gone");
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16)) {
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.collective(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(a),
                        BufferRef.of(b),
                        4);
                cb.end();
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                JireeException e = org.junit.jupiter.api.Assertions.assertThrows(
                        JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
                assertEquals(StatusCode.UNAVAILABLE, e.code());
                org.junit.jupiter.api.Assertions.assertTrue(
                        e.getMessage().contains("peer rank 1 is gone"), e.getMessage());
                // The failed collective aborted every channel so the stream can move on.
                org.junit.jupiter.api.Assertions.assertNotNull(provider.abortReason);
                org.junit.jupiter.api.Assertions.assertTrue(
                        provider.abortReason.contains("peer rank 1 is gone"), provider.abortReason);
                cb.close();
                done.close();
            }
            device.abortCollectives("test timeout");
            assertEquals("test timeout", provider.abortReason);
        }
    }

    @Test
    void aHeldSubmissionResumedByTheCompletionThreadLeavesItFreeToTimeOutACollective() throws Exception {
        SoloProvider provider = new SoloProvider();
        provider.timeout = java.time.Duration.ofMillis(300);
        provider.stallUntilAbort = new java.util.concurrent.CountDownLatch(1);
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16)) {
                Semaphore reached = device.createSemaphore(0, 0);
                Semaphore resumed = device.createSemaphore(0, 0);
                Semaphore collective = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.collective(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(a),
                        BufferRef.of(b),
                        4);
                cb.end();
                // Held: nothing is to reach its wait yet.
                device.queueFill(
                        QueueAffinity.ANY,
                        SemaphoreList.of(reached, 1),
                        SemaphoreList.of(resumed, 1),
                        a,
                        0,
                        16,
                        1,
                        1,
                        0);
                Thread copier;
                // The completion thread waits here until a host copy holds the queue behind the collective.
                synchronized (device.queue().completions()) {
                    device.queueFill(
                            QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(reached, 1), b, 0, 16, 2, 1, 0);
                    device.queueExecute(
                            QueueAffinity.ANY,
                            SemaphoreList.EMPTY,
                            SemaphoreList.of(collective, 1),
                            cb,
                            BindingTable.EMPTY,
                            0);
                    copier = Thread.ofPlatform().start(() -> read(device, b));
                    Thread.sleep(300);
                }
                // Signalling 'reached' resumes the held fill, which must not keep the completion
                // thread from ending the collective at its timeout.
                JireeException e = org.junit.jupiter.api.Assertions.assertThrows(
                        JireeException.class, () -> collective.await(1, Timeout.ofMillis(10_000)));
                assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
                org.junit.jupiter.api.Assertions.assertTrue(
                        e.getMessage().contains("did not complete within 300 ms"), e.getMessage());
                resumed.await(1, Timeout.ofMillis(10_000));
                copier.join(10_000);
                org.junit.jupiter.api.Assertions.assertFalse(copier.isAlive(), "the host copy is still waiting");
                byte[] ones = new byte[16];
                java.util.Arrays.fill(ones, (byte) 1);
                assertArrayEquals(ones, read(device, a));
                cb.close();
                reached.close();
                resumed.close();
                collective.close();
            }
        }
    }

    /** An all_reduce on the solo channel past a one-nanosecond timeout: the wait's failure. */
    private static JireeException pastTheTimeout(SoloProvider provider) {
        StandIn.api();
        String notReady = System.getenv("JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                notReady != null && !notReady.equals("0"),
                "needs JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES > 0 (hal-cuda's pom sets it)");
        // Any pending query is past a one-nanosecond timeout.
        provider.timeout = java.time.Duration.ofNanos(1);
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16)) {
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.collective(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(a),
                        BufferRef.of(b),
                        4);
                cb.end();
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                JireeException e = org.junit.jupiter.api.Assertions.assertThrows(
                        JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
                org.junit.jupiter.api.Assertions.assertNotNull(provider.abortReason, "abortAll was not called");
                org.junit.jupiter.api.Assertions.assertTrue(
                        provider.abortReason.contains("did not complete"), provider.abortReason);
                cb.close();
                done.close();
                return e;
            }
        }
    }

    @Test
    void collectiveWorkPastTheProvidersTimeoutAbortsAndFailsTheWaiters() {
        JireeException e = pastTheTimeout(new SoloProvider());
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        org.junit.jupiter.api.Assertions.assertTrue(
                e.getMessage().contains("did not complete within 0 ms")
                        && e.getMessage().contains("SOLO_TIMEOUT")
                        && e.getMessage().contains("CUDA device 0"),
                e.getMessage());
        // It names the collective and where the flight recorder's table went.
        org.junit.jupiter.api.Assertions.assertTrue(
                e.getMessage().contains("all_reduce f32[4] sum #")
                        && e.getMessage().contains("on channel solo (rank 0 of 1)")
                        && e.getMessage().contains("flight recorder: "),
                e.getMessage());
    }

    @Test
    void aPeerThatIssuedAnotherCollectiveMakesTheTimeoutAMismatch() {
        SoloProvider provider = new SoloProvider();
        provider.peers = new CollectiveProvider.PeerReport(
                "as #1 this rank issued all_reduce f32[4] sum, rank 1 issued all_gather f32[2]", true);
        JireeException e = pastTheTimeout(provider);
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code(), e.getMessage());
        org.junit.jupiter.api.Assertions.assertTrue(
                e.getMessage().contains("the ranks issued different collectives: all_reduce f32[4] sum #")
                        && e.getMessage().contains("rank 1 issued all_gather f32[2]")
                        && e.getMessage().contains("run the same program"),
                e.getMessage());
    }

    @Test
    void workWithoutCollectivesIsNotTimedByTheProvider() {
        SoloProvider provider = new SoloProvider();
        provider.timeout = java.time.Duration.ofNanos(1);
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16)) {
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.fillBuffer(BufferRef.of(a), 0x07, 1, 0);
                cb.end();
                device.queueExecute(
                        QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
                done.await(1, Timeout.ofMillis(5000));
                byte[] sevens = new byte[16];
                java.util.Arrays.fill(sevens, (byte) 7);
                assertArrayEquals(sevens, read(device, a));
                org.junit.jupiter.api.Assertions.assertNull(provider.abortReason);
                cb.close();
                done.close();
            }
        }
    }

    private static byte[] read(CudaDevice device, Buffer b) {
        byte[] out = new byte[(int) b.byteLength()];
        device.transferToHost(b, 0, MemorySegment.ofArray(out));
        return out;
    }
    /** Submits one all-reduce on {@code device}'s solo channel, signaling {@code done} to 1. */
    private static void submitAllReduce(CudaDevice device, Buffer a, Buffer b, Semaphore done) {
        Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
        CommandBuffer cb =
                device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
        cb.begin();
        cb.collective(
                channel,
                new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                0,
                BufferRef.of(a),
                BufferRef.of(b),
                4);
        cb.end();
        device.queueExecute(
                QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
        cb.close();
    }

    @Test
    void aBugWhileCheckingCollectivesInFlightStillAbortsTheChannelsSoTheStreamDrains() {
        StandIn.api();
        SoloProvider provider = new SoloProvider();
        provider.bug = new IllegalStateException("a provider bug");
        // The collective never ends on its own: only an abort lets the stream (and close) go on.
        provider.stallUntilAbort = new java.util.concurrent.CountDownLatch(1);
        long start = System.nanoTime();
        try (CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0)) {
            device.useCollectiveProvider(provider);
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16)) {
                Semaphore done = device.createSemaphore(0, 0);
                submitAllReduce(device, a, b, done);
                JireeException e = org.junit.jupiter.api.Assertions.assertThrows(
                        JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
                assertEquals(StatusCode.INTERNAL, e.code(), e.getMessage());
                org.junit.jupiter.api.Assertions.assertNotNull(provider.abortReason, "abortAll was not called");
                org.junit.jupiter.api.Assertions.assertTrue(
                        provider.abortReason.contains("a provider bug"), provider.abortReason);
                done.close();
            }
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        org.junit.jupiter.api.Assertions.assertTrue(ms < 10_000, "closing the device took " + ms + " ms");
    }

    @Test
    void closingTheDeviceFromAnInterruptedThreadWaitsForTheCompletionThreadsChecks() {
        StandIn.api();
        SoloProvider provider = new SoloProvider();
        provider.slowCheckMillis = 300;
        Semaphore done;
        CudaDevice device = new CudaDriver(StandIn.api()).createDevice(0);
        try {
            device.useCollectiveProvider(provider);
            BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
            try (Buffer a = device.allocator().allocate(params, 16);
                    Buffer b = device.allocator().allocate(params, 16)) {
                done = device.createSemaphore(0, 0);
                submitAllReduce(device, a, b, done);
            }
            Thread.currentThread().interrupt();
        } finally {
            device.close();
        }
        // The interrupt is kept for the caller, but did not cut the wait short.
        org.junit.jupiter.api.Assertions.assertTrue(Thread.interrupted(), "close lost the interrupt");
        assertEquals(1, provider.checksDone.get(), "close returned before the check after completion ran");
        org.junit.jupiter.api.Assertions.assertFalse(
                provider.checkSawQueueClosed, "the provider freed what the completion thread still read");
        assertEquals(1, done.query());
        done.close();
    }
}
