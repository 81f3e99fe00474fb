package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.Fence;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

class LocalDeviceTest {
    private static StatusCode codeOf(Runnable r) {
        return assertThrows(JireeException.class, r::run).code();
    }

    /** A zeroed buffer (host buffers start uninitialized). */
    private static Buffer buffer(Device d, long size) {
        Buffer b = d.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), size);
        b.fill(0, Buffer.WHOLE_BUFFER, 0, 1);
        return b;
    }

    private static byte[] contents(Buffer b) {
        byte[] out = new byte[(int) b.byteLength()];
        b.read(0, out);
        return out;
    }

    @Test
    void driversAreFoundByServiceLoader() {
        try (DriverRegistry registry = DriverRegistry.load()) {
            assertTrue(registry.driverNames().containsAll(java.util.List.of("local-sync", "local-task")));
            try (Device sync = registry.createDevice("local-sync://")) {
                assertEquals("local-sync", sync.identifier());
                assertEquals(1, sync.queryI64("hal.dispatch", "concurrency"));
            }
            try (Device task = registry.createDevice("local-task?workers=3")) {
                assertEquals("local-task", task.identifier());
                assertEquals(3, task.queryI64("hal.dispatch", "concurrency"));
            }
            assertEquals(StatusCode.NOT_FOUND, codeOf(() -> registry.createDevice("local-sync://5")));
            assertEquals(StatusCode.NOT_FOUND, codeOf(() -> registry.createDevice("local-task://0")));
            assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> registry.createDevice("local-task?workers=x")));
            JireeException e = assertThrows(JireeException.class, () -> registry.createDevice("vulkan"));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.getMessage().contains("local-sync"), e.getMessage());
        }
    }

    @Test
    void allocatorFollowsHeapAllocatorRules() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            int compat = d.allocator().queryCompatibility(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 64);
            assertEquals(BufferCompatibility.ALLOCATABLE | BufferCompatibility.IMPORTABLE | BufferCompatibility.EXPORTABLE
                    | BufferCompatibility.QUEUE_TRANSFER | BufferCompatibility.QUEUE_DISPATCH, compat);
            int hostOnly = d.allocator().queryCompatibility(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.DEFAULT), 64);
            assertEquals(0, hostOnly & BufferCompatibility.QUEUE_TRANSFER);
            Buffer b = d.allocator().allocate(BufferParams.of(MemoryType.OPTIMAL_FOR_DEVICE, BufferUsage.DISPATCH_STORAGE), 100);
            assertTrue(BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE | MemoryType.DEVICE_LOCAL));
            assertEquals(0, b.memoryType() & MemoryType.OPTIMAL);
            assertTrue((b.allowedUsage() & BufferUsage.MAPPING_SCOPED) != 0);
            try (var m = b.mapRange(io.jiree.hal.MappingMode.SCOPED, MemoryAccess.WRITE, 0, 100)) {
                assertEquals(0, m.contents().address() % 64, "64-byte aligned");
                m.contents().fill((byte) 9);
            }
            assertEquals(9, contents(b)[99]);
            assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> d.allocator().allocate(BufferParams.of(0, 0), -1)));
            assertEquals(StatusCode.RESOURCE_EXHAUSTED, codeOf(() -> d.allocator().allocate(
                    BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 1L << 60)));
            b.close();
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> b.read(0, new byte[1])));
        }
    }

    @Test
    void queueTransfersWaitAndSignal() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            Buffer a = buffer(d, 16);
            Buffer b = buffer(d, 16);
            Semaphore s = d.createSemaphore(0, 0);
            d.queueFill(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 0, 16, 0x04030201, 4, 0);
            d.queueUpdate(QueueAffinity.ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2),
                    MemorySegment.ofArray(new byte[] {9, 9, 7, 7}), 2, a, 4, 2, 0);
            d.queueCopy(QueueAffinity.ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), a, 0, b, 8, 8, 0);
            assertEquals(3, s.query());
            assertArrayEquals(new byte[] {1, 2, 3, 4, 7, 7, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}, contents(a));
            assertArrayEquals(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 7, 7, 3, 4}, contents(b));
            Buffer c = d.queueAlloca(QueueAffinity.ANY, SemaphoreList.of(s, 3), SemaphoreList.of(s, 4),
                    BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 32, 0);
            assertEquals(32, c.byteLength());
            d.queueDealloca(QueueAffinity.ANY, SemaphoreList.of(s, 4), SemaphoreList.of(s, 5), c, 0);
            d.queueBarrier(QueueAffinity.ANY, SemaphoreList.of(s, 5), SemaphoreList.of(s, 6), 0);
            assertEquals(6, s.query());
        }
    }

    @Test
    void invalidQueueTransfersFailSignalsAndWriteNothing() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            Buffer big = buffer(d, 32);
            Buffer a = big.subspan(8, 16);
            Semaphore s = d.createSemaphore(0, 0);
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> d.queueFill(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.of(s, 1), a, 8, 12, 0xFF, 1, 0)));
            assertEquals(StatusCode.OUT_OF_RANGE, s.failure().orElseThrow().code());
            assertArrayEquals(new byte[32], contents(big), "nothing written");

            Buffer readOnly = d.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL,
                    BufferUsage.DISPATCH_STORAGE_READ), 16);
            // The CPU allocator adds TRANSFER usage (as IREE's heap allocator does); restrict access instead.
            Buffer noWrite = d.allocator().allocate(new BufferParams(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT,
                    MemoryAccess.READ, QueueAffinity.ANY, 0), 16);
            assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> d.queueCopy(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, readOnly, 0, noWrite, 0, 16, 0)));
            Buffer hostOnly = d.allocator().allocate(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.DEFAULT), 16);
            hostOnly.fill(0, 16, 0, 1);
            assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> d.queueFill(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, hostOnly, 0, 16, 1, 1, 0)));
            assertArrayEquals(new byte[16], contents(hostOnly));
        }
    }

    @Test
    void failedWaitPropagatesToSignals() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            Semaphore in = d.createSemaphore(0, 0);
            Semaphore out = d.createSemaphore(0, 0);
            in.fail(new JireeException(StatusCode.DATA_LOSS, "upstream failure"));
            Buffer a = buffer(d, 4);
            assertEquals(StatusCode.DATA_LOSS, codeOf(() -> d.queueFill(QueueAffinity.ANY, SemaphoreList.of(in, 1),
                    SemaphoreList.of(out, 1), a, 0, 4, 1, 1, 0)));
            assertEquals(StatusCode.DATA_LOSS, Fence.of(out, 1).query());
            assertArrayEquals(new byte[4], contents(a));
        }
    }

    @Test
    void localTaskIssuesQueueOperationsWhenWaitsAreReached() {
        try (Device d = LocalDriver.createTaskDevice(2)) {
            Semaphore in = d.createSemaphore(0, 0);
            Semaphore out = d.createSemaphore(0, 0);
            Buffer a = buffer(d, 8);
            // Returns at once although the wait is not reached yet.
            d.queueFill(QueueAffinity.ANY, SemaphoreList.of(in, 1), SemaphoreList.of(out, 1), a, 0, 8, 0x5A, 1, 0);
            d.queueCopy(QueueAffinity.ANY, SemaphoreList.of(out, 1), SemaphoreList.of(out, 2), a, 0, a, 0, 0, 0);
            assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> Fence.of(out, 1).await(Timeout.ofMillis(20))));
            assertArrayEquals(new byte[8], contents(a));
            in.signal(1);
            Fence.of(out, 2).await(Timeout.ofMillis(5000));
            for (byte v : contents(a)) {
                assertEquals(0x5A, v);
            }
            // A failed wait fails the operation's signals instead of throwing.
            Semaphore bad = d.createSemaphore(0, 0);
            Semaphore after = d.createSemaphore(0, 0);
            d.queueFill(QueueAffinity.ANY, SemaphoreList.of(bad, 1), SemaphoreList.of(after, 1), a, 0, 8, 0, 1, 0);
            bad.fail(new JireeException(StatusCode.ABORTED, "producer failed"));
            assertEquals(StatusCode.ABORTED, codeOf(() -> Fence.of(after, 1).await(Timeout.ofMillis(5000))));
            assertEquals(0x5A, contents(a)[0]);
            // The skipped operation still lets go of its buffer.
            Buffer transientBuffer = buffer(d, 8);
            Semaphore bad2 = d.createSemaphore(0, 0);
            Semaphore after2 = d.createSemaphore(0, 0);
            d.queueFill(QueueAffinity.ANY, SemaphoreList.of(bad2, 1), SemaphoreList.of(after2, 1), transientBuffer,
                    0, 8, 0, 1, 0);
            transientBuffer.close();
            assertFalse(((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased());
            bad2.fail(new JireeException(StatusCode.ABORTED, "producer failed"));
            assertEquals(StatusCode.ABORTED, codeOf(() -> Fence.of(after2, 1).await(Timeout.ofMillis(5000))));
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (!((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertTrue(((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased());
            // Argument errors are still reported at submission.
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> d.queueFill(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, a, 4, 8, 0, 1, 0)));
        }
    }

    @Test
    void deallocaGivesTransientMemoryBackAfterItsWaitsAndNotBefore() {
        try (Device d = LocalDriver.createTaskDevice(2)) {
            Semaphore s = d.createSemaphore(0, 0);
            Buffer t = d.queueAlloca(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1),
                    BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 16, 0);
            Fence.of(s, 1).await(Timeout.ofMillis(5000));
            Buffer view = t.subspan(8, 8);
            // The dealloca waits on value 2: until then the memory is there to use.
            d.queueDealloca(QueueAffinity.ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), t, 0);
            view.fill(0, 8, 0x11, 1);
            assertEquals(0x11, contents(view)[7]);
            s.signal(2);
            Fence.of(s, 3).await(Timeout.ofMillis(5000));
            // Afterwards every use is a clear error, though the handles are still referenced.
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> contents(t)));
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> contents(view)));
            view.close();
            t.close();
        }
    }

    @Test
    void submissionKeepsItsBindingTableBuffersUntilDone() {
        try (Device d = LocalDriver.createTaskDevice(2)) {
            Buffer source = buffer(d, 8);
            source.fill(0, 8, 0x7E, 1);
            Buffer target = buffer(d, 8);
            CommandBuffer cb = d.createCommandBuffer(0, CommandCategory.TRANSFER, QueueAffinity.ANY, 2);
            cb.begin();
            cb.copyBuffer(BufferRef.indirect(0, 0, 8), BufferRef.indirect(1, 0, 8), 0);
            cb.end();
            Semaphore go = d.createSemaphore(0, 0);
            Semaphore done = d.createSemaphore(0, 0);
            d.queueExecute(QueueAffinity.ANY, SemaphoreList.of(go, 1), SemaphoreList.of(done, 1), cb,
                    new BindingTable(java.util.List.of(new io.jiree.hal.BufferBinding(source, 0, 8),
                            new io.jiree.hal.BufferBinding(target, 0, 8))), 0);
            // The caller lets go of everything before the submission may run.
            source.close();
            cb.close();
            assertFalse(((io.jiree.hal.AbstractBuffer) source).isReleased());
            go.signal(1);
            Fence.of(done, 1).await(Timeout.ofMillis(5000));
            assertEquals(0x7E, contents(target)[0]);
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (!((io.jiree.hal.AbstractBuffer) source).isReleased() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertTrue(((io.jiree.hal.AbstractBuffer) source).isReleased());
            target.close();
        }
    }

    @Test
    void closingLocalTaskCancelsOperationsStillWaiting() {
        Semaphore in;
        Semaphore out;
        try (Device d = LocalDriver.createTaskDevice(2)) {
            in = d.createSemaphore(0, 0);
            out = d.createSemaphore(0, 0);
            d.queueBarrier(QueueAffinity.ANY, SemaphoreList.of(in, 1), SemaphoreList.of(out, 1), 0);
        }
        in.signal(1);
        assertEquals(StatusCode.CANCELLED, out.failure().orElseThrow().code());
    }

    @Test
    void waitOnUnsignaledFenceTimesOut() {
        try (Device d = new LocalDevice("local-task", 2)) {
            Semaphore s = d.createSemaphore(0, 0);
            assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> Fence.of(s, 1).await(Timeout.ofMillis(20))));
            new Thread(() -> s.signal(1)).start();
            Fence.of(s, 1).await(Timeout.ofMillis(5000));
        }
    }

    @Test
    void commandBufferWithBindingTableAndReuse() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            CommandBuffer cb = d.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 2);
            cb.begin();
            cb.fillBuffer(BufferRef.indirect(0, 0, 8), 0xAB, 1, 0);
            cb.copyBuffer(BufferRef.indirect(0, 0, 8), BufferRef.indirect(1, 4, 8), 0);
            cb.end();
            for (int round = 0; round < 2; round++) {
                Buffer x = buffer(d, 8);
                Buffer y = buffer(d, 16);
                d.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, cb,
                        new BindingTable(java.util.List.of(new io.jiree.hal.BufferBinding(x, 0, 8),
                                new io.jiree.hal.BufferBinding(y, 0, 16))), 0);
                byte[] yb = contents(y);
                for (int i = 0; i < 16; i++) {
                    assertEquals(i >= 4 && i < 12 ? (byte) 0xAB : 0, yb[i], "y[" + i + "]");
                }
            }
            // A binding too small for the recorded range fails the submission.
            Buffer small = buffer(d, 4);
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> d.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, cb, new BindingTable(java.util.List.of(new io.jiree.hal.BufferBinding(small, 0, 4),
                            new io.jiree.hal.BufferBinding(small, 0, 4))), 0)));
            // Not ended → FAILED_PRECONDITION.
            CommandBuffer open = d.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0);
            open.begin();
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> d.queueExecute(QueueAffinity.ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, open, BindingTable.EMPTY, 0)));
        }
    }

    @Test
    void queueReadAndWriteFiles() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            byte[] source = {1, 2, 3, 4, 5, 6, 7, 8};
            io.jiree.hal.HalFile in = d.createFileFromMemory(QueueAffinity.ANY, MemoryAccess.READ,
                    MemorySegment.ofArray(source), 0);
            Buffer b = buffer(d, 8);
            d.queueRead(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, in, 2, b, 0, 6, 0);
            assertArrayEquals(new byte[] {3, 4, 5, 6, 7, 8, 0, 0}, contents(b));
            byte[] sink = new byte[4];
            io.jiree.hal.HalFile out = d.createFileFromMemory(QueueAffinity.ANY, MemoryAccess.WRITE,
                    MemorySegment.ofArray(sink), 0);
            d.queueWrite(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, b, 1, out, 0, 4, 0);
            assertArrayEquals(new byte[] {4, 5, 6, 7}, sink);
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> d.queueRead(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, in, 4, b, 0, 6, 0)));
            assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> d.queueWrite(QueueAffinity.ANY, SemaphoreList.EMPTY,
                    SemaphoreList.EMPTY, b, 0, in, 0, 4, 0)));
            assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, source);
        }
    }

    @Test
    void singleParticipantCollectives() {
        try (Device d = new LocalDevice("local-sync", 1, false,
                new HostCollectives(io.jiree.base.Environment.of(java.util.Map.of())))) {
            Channel ch = d.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            assertEquals(0, ch.rank());
            assertEquals(1, ch.count());
            assertNull(ch.split(Channel.NO_COLOR, 0, 0));
            // Two ranks need an MPI launcher: refused, never a silent single-rank channel.
            assertEquals(StatusCode.FAILED_PRECONDITION,
                    codeOf(() -> d.createChannel(QueueAffinity.ANY, new ChannelParams(0, null, null, 1, 2))));
            Buffer send = buffer(d, 16);
            Buffer recv = buffer(d, 16);
            send.fill(0, 16, Float.floatToRawIntBits(2.5f), 4);
            CommandBuffer cb = d.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            cb.collective(ch, new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM,
                    CollectiveElementType.FLOAT_32), 0, BufferRef.of(send), BufferRef.of(recv), 4);
            cb.end();
            d.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, cb, BindingTable.EMPTY, 0);
            MemorySegment out = MemorySegment.ofArray(new float[4]);
            recv.read(0, out);
            for (int i = 0; i < 4; i++) {
                assertEquals(2.5f, out.getAtIndex(ValueLayout.JAVA_FLOAT, i));
            }
        }
    }
}
