package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.HalFile;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;

/**
 * Queue fills, updates and copies: results, ordering by semaphores, work held behind a wait,
 * failures reaching the waiters, and argument checks.
 */
class QueueTransferCtsTest extends CtsTestBase {
    /** Pattern width, offset, length. */
    private static final int[][] FILLS = {
        {1, 0, 256}, {2, 0, 256}, {4, 0, 256}, {1, 3, 5}, {2, 6, 10}, {4, 12, 200}, {4, 0, 65536}
    };

    @CtsTest
    void fillsWriteTheirPatternOnlyInTheirRange() {
        for (int[] f : FILLS) {
            int width = f[0];
            int offset = f[1];
            int length = f[2];
            int size = Math.max(256, offset + length + 16);
            Buffer b = zeroed(size);
            long value = width == 1 ? 0xA7 : width == 2 ? 0xBEEF : 0x11223344L;
            fill(b, offset, length, value, width);
            byte[] expected = new byte[size];
            System.arraycopy(pattern(length, value, width), 0, expected, offset, length);
            assertArrayEquals(
                    expected, read(b), () -> "pattern " + width + " bytes, offset " + offset + ", length " + length);
        }
    }

    @CtsTest
    void updateCopiesTheSourceRangeAtOnce() {
        Buffer b = zeroed(64);
        byte[] source = bytes(48, 2);
        Semaphore s = semaphore();
        device.queueUpdate(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), segment(source), 8, b, 16, 32, 0);
        await(s, 1);
        byte[] expected = new byte[64];
        System.arraycopy(source, 8, expected, 16, 32);
        assertArrayEquals(expected, read(b));
    }

    @CtsTest
    void updateCapturesItsSourceBeforeItsWaitIsReached() {
        Buffer b = zeroed(16);
        byte[] source = bytes(16, 1);
        HostSemaphore gate = own(new HostSemaphore(0));
        Semaphore done = semaphore();
        CompletableFuture<Void> submission = inBackground(() -> device.queueUpdate(
                ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), segment(source), 0, b, 0, 16, 0));
        // Once the call returned the caller may reuse its memory; a driver that waits inline returns
        // only after the wait, so there is nothing to reuse early.
        if (returnsWithin(submission, 500)) {
            Arrays.fill(source, (byte) 0);
        }
        gate.signal(1);
        join(submission);
        await(done, 1);
        assertArrayEquals(bytes(16, 1), read(b));
    }

    @CtsTest
    void copyMovesRangesBetweenBuffersAndSubspans() {
        Buffer a = deviceBuffer(bytes(64, 4));
        Buffer b = zeroed(64);
        Semaphore s = semaphore();
        device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 8, b, 40, 16, 0);
        try (Buffer from = a.subspan(32, 32);
                Buffer into = b.subspan(4, 8)) {
            device.queueCopy(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), from, 4, into, 0, 8, 0);
        }
        await(s, 2);
        byte[] expected = new byte[64];
        System.arraycopy(bytes(64, 4), 8, expected, 40, 16);
        System.arraycopy(bytes(64, 4), 36, expected, 4, 8);
        assertArrayEquals(expected, read(b));
        // A large copy too.
        Buffer big = deviceBuffer(bytes(1 << 20, 9));
        Buffer bigCopy = zeroed(1 << 20);
        device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 3), big, 0, bigCopy, 0, 1 << 20, 0);
        await(s, 3);
        assertArrayEquals(bytes(1 << 20, 9), read(bigCopy));
    }

    @CtsTest
    void chainedTransfersRunInSemaphoreOrder() {
        Buffer a = zeroed(16);
        Buffer b = zeroed(16);
        Semaphore s = semaphore();
        device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 0, 16, 0x04030201, 4, 0);
        device.queueUpdate(
                ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), segment(new byte[] {9, 9, 7, 7}), 2, a, 4, 2, 0);
        device.queueCopy(ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), a, 0, b, 8, 8, 0);
        device.queueFill(ANY, SemaphoreList.of(s, 3), SemaphoreList.of(s, 4), a, 0, 16, 0, 1, 0);
        device.queueBarrier(ANY, SemaphoreList.of(s, 4), SemaphoreList.of(s, 5), 0);
        await(s, 5);
        assertEquals(5, s.query());
        assertArrayEquals(new byte[16], read(a));
        assertArrayEquals(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 7, 7, 3, 4}, read(b));
    }

    @CtsTest
    void barriersSignalEverySemaphoreAndOrderWhatFollows() {
        Semaphore x = semaphore();
        Semaphore y = semaphore();
        device.queueBarrier(
                ANY, SemaphoreList.EMPTY, new SemaphoreList(java.util.List.of(x, y), java.util.List.of(2L, 7L)), 0);
        await(x, 2);
        await(y, 7);
        // A null command buffer executes as a barrier too.
        device.queueExecute(
                ANY, SemaphoreList.of(y, 7), SemaphoreList.of(x, 3), null, io.jiree.hal.BindingTable.EMPTY, 0);
        await(x, 3);
    }

    @CtsTest
    void workWaitingOnTheHostIsHeldUntilSignaled() {
        Buffer a = zeroed(8);
        fill(a, 0, 8, 0x11, 1);
        HostSemaphore gate = own(new HostSemaphore(0));
        Semaphore done = semaphore();
        CompletableFuture<Void> submission = inBackground(
                () -> device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> done.await(1, Timeout.ofMillis(50))));
        assertArrayEquals(pattern(8, 0x11, 1), read(a));
        gate.signal(1);
        join(submission);
        await(done, 1);
        assertArrayEquals(pattern(8, 0x22, 1), read(a));
    }

    @CtsTest
    void aFailedWaitFailsTheSignalsAndSkipsTheWork() {
        Buffer a = zeroed(8);
        Semaphore in = semaphore();
        Semaphore out = semaphore();
        in.fail(new JireeException(StatusCode.DATA_LOSS, "upstream failure"));
        try {
            device.queueFill(ANY, SemaphoreList.of(in, 1), SemaphoreList.of(out, 1), a, 0, 8, 1, 1, 0);
        } catch (JireeException e) {
            assertEquals(StatusCode.DATA_LOSS, e.code()); // drivers that wait inline report it at once
        }
        JireeException e = assertThrows(JireeException.class, () -> out.await(1, patience()));
        assertEquals(StatusCode.DATA_LOSS, e.code());
        assertTrue(e.getMessage().contains("upstream failure"), e.getMessage());
        assertArrayEquals(new byte[8], read(a));
    }

    @CtsTest
    void aWaitFailingLaterFailsTheHeldWork() {
        Buffer a = zeroed(8);
        HostSemaphore gate = own(new HostSemaphore(0));
        Semaphore done = semaphore();
        CompletableFuture<Void> submission = inBackground(
                () -> device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0));
        returnsWithin(submission, 20);
        gate.fail(new JireeException(StatusCode.ABORTED, "upstream failed"));
        JireeException e = assertThrows(JireeException.class, () -> done.await(1, patience()));
        assertEquals(StatusCode.ABORTED, e.code());
        assertTrue(e.getMessage().contains("upstream failed"), e.getMessage());
        try {
            join(submission);
        } catch (JireeException reported) {
            assertEquals(StatusCode.ABORTED, reported.code());
        }
        assertArrayEquals(new byte[8], read(a));
    }

    @CtsTest
    void invalidTransfersAreRejectedAndWriteNothing() {
        Buffer big = zeroed(32);
        Buffer a = own(big.subspan(8, 16));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, a, 8, 12, 0xFF, 1, 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, big, 24, 16, 0, 1, 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, big, 2, 8, 0, 4, 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, null, 0, 8, 0, 4, 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueUpdate(
                        ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, segment(new byte[8]), 4, big, 0, 8, 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, big, 0, a, 0, 32, 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, big, 0, big, 4, 8, 0)));
        assertArrayEquals(new byte[32], read(big), "nothing written");
    }

    @CtsTest
    void transfersNeedTheBuffersUsageAndAccess() {
        Buffer source = deviceBuffer(bytes(16, 1));
        // The allocator may grant more usage than asked for; what it did not grant is refused.
        Buffer sourceOnly = allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER_SOURCE), 16);
        if ((sourceOnly.allowedUsage() & BufferUsage.TRANSFER_TARGET) == 0) {
            assertEquals(
                    StatusCode.PERMISSION_DENIED,
                    codeOf(() -> device.queueFill(
                            ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, sourceOnly, 0, 16, 0, 1, 0)));
        }
        Buffer noWrite =
                allocate(new BufferParams(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, MemoryAccess.READ, ANY, 0), 16);
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() ->
                        device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, source, 0, noWrite, 0, 16, 0)));
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, noWrite, 0, 16, 0, 1, 0)));
    }

    @CtsTest
    void transfersNeedMemoryTheDeviceCanSee() {
        Buffer hostOnly =
                allocate(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.TRANSFER | BufferUsage.MAPPING), 16);
        org.junit.jupiter.api.Assumptions.assumeFalse(
                io.jiree.hal.BitField.allSet(hostOnly.memoryType(), MemoryType.DEVICE_VISIBLE),
                "the allocator made host-local memory device-visible");
        Buffer visible = deviceBuffer(bytes(16, 1));
        HalFile in = own(device.createFileFromMemory(ANY, MemoryAccess.READ, segment(bytes(16, 2)), 0));
        HalFile out = own(device.createFileFromMemory(ANY, MemoryAccess.WRITE, segment(new byte[16]), 0));
        java.util.List<Runnable> uses = java.util.List.of(
                () -> device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, hostOnly, 0, 16, 1, 1, 0),
                () -> device.queueUpdate(
                        ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, segment(new byte[16]), 0, hostOnly, 0, 16, 0),
                () -> device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, visible, 0, hostOnly, 0, 16, 0),
                () -> device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, hostOnly, 0, visible, 0, 16, 0),
                () -> device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, in, 0, hostOnly, 0, 16, 0),
                () -> device.queueWrite(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, hostOnly, 0, out, 0, 16, 0),
                () -> {
                    CommandBuffer cb = own(
                            device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, ANY, 0));
                    cb.begin();
                    cb.fillBuffer(BufferRef.of(hostOnly), 1, 1, 0);
                });
        for (int i = 0; i < uses.size(); i++) {
            JireeException e = assertThrows(JireeException.class, uses.get(i)::run, "use " + i);
            assertEquals(StatusCode.PERMISSION_DENIED, e.code(), "use " + i + ": " + e.getMessage());
            assertTrue(
                    e.getMessage().contains("buffer memory type is not compatible with the requested operation")
                            && e.getMessage().contains("requires DEVICE_VISIBLE"),
                    "use " + i + ": " + e.getMessage());
        }
        assertArrayEquals(bytes(16, 1), read(visible), "nothing was copied");
    }

    @CtsTest
    void rejectedOperationsLeaveTheirSignalsUntouched() {
        Buffer big = zeroed(32);
        Buffer noWrite =
                allocate(new BufferParams(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, MemoryAccess.READ, ANY, 0), 16);
        HalFile in = own(device.createFileFromMemory(ANY, MemoryAccess.READ, segment(bytes(8, 1)), 0));
        byte[] sink = new byte[8];
        HalFile out = own(device.createFileFromMemory(ANY, MemoryAccess.WRITE, segment(sink), 0));
        CommandBuffer unended =
                own(device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, ANY, 0));
        unended.begin();
        Semaphore s = semaphore();
        SemaphoreList signal = SemaphoreList.of(s, 1);
        assertRejected(
                StatusCode.OUT_OF_RANGE,
                () -> device.queueFill(ANY, SemaphoreList.EMPTY, signal, big, 24, 16, 0, 1, 0),
                s);
        assertRejected(
                StatusCode.INVALID_ARGUMENT,
                () -> device.queueFill(ANY, SemaphoreList.EMPTY, signal, big, 2, 8, 0, 4, 0),
                s);
        assertRejected(
                StatusCode.OUT_OF_RANGE,
                () -> device.queueUpdate(ANY, SemaphoreList.EMPTY, signal, segment(new byte[8]), 4, big, 0, 8, 0),
                s);
        assertRejected(
                StatusCode.INVALID_ARGUMENT,
                () -> device.queueCopy(ANY, SemaphoreList.EMPTY, signal, big, 0, big, 4, 8, 0),
                s);
        assertRejected(
                StatusCode.PERMISSION_DENIED,
                () -> device.queueCopy(ANY, SemaphoreList.EMPTY, signal, big, 0, noWrite, 0, 16, 0),
                s);
        assertRejected(
                StatusCode.FAILED_PRECONDITION,
                () -> device.queueExecute(
                        ANY, SemaphoreList.EMPTY, signal, unended, io.jiree.hal.BindingTable.EMPTY, 0),
                s);
        assertRejected(
                StatusCode.OUT_OF_RANGE,
                () -> device.queueRead(ANY, SemaphoreList.EMPTY, signal, in, 4, big, 0, 6, 0),
                s);
        assertRejected(
                StatusCode.OUT_OF_RANGE,
                () -> device.queueWrite(ANY, SemaphoreList.EMPTY, signal, big, 0, out, 4, 6, 0),
                s);
        assertRejected(
                StatusCode.INVALID_ARGUMENT,
                () -> device.queueAlloca(ANY, SemaphoreList.EMPTY, signal, DEVICE_LOCAL, -1, 0),
                s);
        assertRejected(
                StatusCode.INVALID_ARGUMENT,
                () -> device.queueAlloca(ANY, SemaphoreList.EMPTY, signal, null, 16, 0),
                s);
        // Nothing was queued: the semaphore goes on as if none of them had been called.
        device.queueFill(ANY, SemaphoreList.EMPTY, signal, big, 0, 8, 0x3C, 1, 0);
        await(s, 1);
        byte[] expected = new byte[32];
        System.arraycopy(pattern(8, 0x3C, 1), 0, expected, 0, 8);
        assertArrayEquals(expected, read(big));
        assertArrayEquals(new byte[8], sink, "nothing was written to the file");
    }
}
