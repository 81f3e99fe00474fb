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
            try (Device task = registry.createDevice("local-task?workers=2&spin_us=100")) {
                assertEquals(2, task.queryI64("hal.dispatch", "concurrency"));
            }
            assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> registry.createDevice("local-task?workers=x")));
            assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> registry.createDevice("local-task?spin_us=-1")));
        }
    }

    @Test
    void allocatorFollowsHeapAllocatorRules() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            int compat =
                    d.allocator().queryCompatibility(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 64);
            assertEquals(
                    BufferCompatibility.ALLOCATABLE
                            | BufferCompatibility.IMPORTABLE
                            | BufferCompatibility.EXPORTABLE
                            | BufferCompatibility.QUEUE_TRANSFER
                            | BufferCompatibility.QUEUE_DISPATCH,
                    compat);
            int hostOnly =
                    d.allocator().queryCompatibility(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.DEFAULT), 64);
            assertEquals(0, hostOnly & BufferCompatibility.QUEUE_TRANSFER);
            Buffer b = d.allocator()
                    .allocate(BufferParams.of(MemoryType.OPTIMAL_FOR_DEVICE, BufferUsage.DISPATCH_STORAGE), 100);
            assertTrue(BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE | MemoryType.DEVICE_LOCAL));
            assertEquals(0, b.memoryType() & MemoryType.OPTIMAL);
            assertTrue((b.allowedUsage() & BufferUsage.MAPPING_SCOPED) != 0);
            try (var m = b.mapRange(io.jiree.hal.MappingMode.SCOPED, MemoryAccess.WRITE, 0, 100)) {
                assertEquals(0, m.contents().address() % 64, "64-byte aligned");
                m.contents().fill((byte) 9);
            }
            assertEquals(9, contents(b)[99]);
            b.close();
        }
    }

    @Test
    void localSyncCompletesQueueOperationsBeforeReturning() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            Buffer a = buffer(d, 16);
            Semaphore s = d.createSemaphore(0, 0);
            d.queueFill(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 0, 16, 0x04030201, 4, 0);
            assertEquals(1, s.query());
            assertArrayEquals(new byte[] {1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}, contents(a));
            // A failed wait is reported by the call itself, as well as through the signals.
            Semaphore in = d.createSemaphore(0, 0);
            in.fail(new JireeException(StatusCode.DATA_LOSS, "upstream failure"));
            assertEquals(
                    StatusCode.DATA_LOSS,
                    codeOf(() -> d.queueFill(
                            QueueAffinity.ANY, SemaphoreList.of(in, 1), SemaphoreList.of(s, 2), a, 0, 4, 1, 1, 0)));
            assertEquals(StatusCode.DATA_LOSS, Fence.of(s, 2).query());
        }
    }

    @Test
    void invalidQueueTransfersAreRejectedAndQueueNothing() {
        try (Device d = new LocalDevice("local-sync", 1)) {
            Buffer a = buffer(d, 16);
            Semaphore s = d.createSemaphore(0, 0);
            assertEquals(
                    StatusCode.OUT_OF_RANGE,
                    codeOf(() -> d.queueFill(
                            QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 8, 12, 0xFF, 1, 0)));
            // Rejected, not queued: the signal semaphore is neither failed nor signaled (IREE returns
            // validation errors to the caller only).
            assertTrue(s.failure().isEmpty());
            assertEquals(0, s.query());
            Buffer hostOnly = d.allocator().allocate(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.DEFAULT), 16);
            hostOnly.fill(0, 16, 0, 1);
            assertEquals(
                    StatusCode.PERMISSION_DENIED,
                    codeOf(() -> d.queueFill(
                            QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, hostOnly, 0, 16, 1, 1, 0)));
            assertArrayEquals(new byte[16], contents(hostOnly));
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
            assertEquals(
                    StatusCode.DEADLINE_EXCEEDED, codeOf(() -> Fence.of(out, 1).await(Timeout.ofMillis(20))));
            in.signal(1);
            Fence.of(out, 2).await(Timeout.ofMillis(5000));
            // A failed wait fails the operation's signals instead of throwing.
            Semaphore bad = d.createSemaphore(0, 0);
            Semaphore after = d.createSemaphore(0, 0);
            d.queueFill(QueueAffinity.ANY, SemaphoreList.of(bad, 1), SemaphoreList.of(after, 1), a, 0, 8, 0, 1, 0);
            bad.fail(new JireeException(StatusCode.ABORTED, "producer failed"));
            assertEquals(StatusCode.ABORTED, codeOf(() -> Fence.of(after, 1).await(Timeout.ofMillis(5000))));
            // The skipped operation still lets go of its buffer.
            Buffer transientBuffer = buffer(d, 8);
            Semaphore bad2 = d.createSemaphore(0, 0);
            Semaphore after2 = d.createSemaphore(0, 0);
            d.queueFill(
                    QueueAffinity.ANY,
                    SemaphoreList.of(bad2, 1),
                    SemaphoreList.of(after2, 1),
                    transientBuffer,
                    0,
                    8,
                    0,
                    1,
                    0);
            transientBuffer.close();
            assertFalse(((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased());
            bad2.fail(new JireeException(StatusCode.ABORTED, "producer failed"));
            assertEquals(StatusCode.ABORTED, codeOf(() -> Fence.of(after2, 1).await(Timeout.ofMillis(5000))));
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (!((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertTrue(((io.jiree.hal.AbstractBuffer) transientBuffer).isReleased());
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
            d.queueExecute(
                    QueueAffinity.ANY,
                    SemaphoreList.of(go, 1),
                    SemaphoreList.of(done, 1),
                    cb,
                    new BindingTable(java.util.List.of(
                            new io.jiree.hal.BufferBinding(source, 0, 8),
                            new io.jiree.hal.BufferBinding(target, 0, 8))),
                    0);
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
    void moreThanOneRankNeedsALauncher() {
        try (Device d = new LocalDevice(
                "local-sync", 1, 0, false, new HostCollectives(io.jiree.base.Environment.of(java.util.Map.of())))) {
            Channel ch = d.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
            assertEquals(1, ch.count());
            // Two ranks need an MPI launcher: refused, never a silent single-rank channel.
            assertEquals(
                    StatusCode.FAILED_PRECONDITION,
                    codeOf(() -> d.createChannel(QueueAffinity.ANY, new ChannelParams(0, null, null, 1, 2))));
        }
    }
}
