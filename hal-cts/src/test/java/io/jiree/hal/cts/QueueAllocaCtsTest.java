package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.StatusCode;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MemoryType;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.concurrent.CompletableFuture;

/** Queue-ordered allocation: a buffer usable from its alloca's signal until its dealloca's wait. */
class QueueAllocaCtsTest extends CtsTestBase {
    @CtsTest
    void allocaGivesAUsableBufferOfTheAskedSize() {
        Semaphore s = semaphore();
        Buffer b = own(device.queueAlloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), DEVICE_LOCAL, 1024, 0));
        assertEquals(1024, b.byteLength());
        assertTrue(b.allocationSize() >= 1024);
        assertTrue(BitField.allSet(b.memoryType(), MemoryType.DEVICE_LOCAL), MemoryType.NAMES.format(b.memoryType()));
        assertTrue(
                (b.allowedUsage() & BufferUsage.DEFAULT) == BufferUsage.DEFAULT,
                BufferUsage.NAMES.format(b.allowedUsage()));
        device.queueFill(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), b, 0, 1024, 0x7, 1, 0);
        await(s, 2);
        assertArrayEquals(pattern(1024, 0x7, 1), read(b));
        device.queueDealloca(ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), b, 0);
        await(s, 3);
    }

    @CtsTest
    void allocaWaitsForItsWaits() {
        Semaphore gate = semaphore();
        Semaphore ready = semaphore();
        CompletableFuture<Void> submission = inBackground(() -> own(
                device.queueAlloca(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(ready, 1), DEVICE_LOCAL, 64, 0)));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> ready.await(1, Timeout.ofMillis(30))));
        gate.signal(1);
        join(submission);
        await(ready, 1);
    }

    @CtsTest
    void memoryIsUsableUntilTheDeallocaWaitIsReachedAndNotAfter() {
        Semaphore s = semaphore();
        Buffer t = own(device.queueAlloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), DEVICE_LOCAL, 16, 0));
        await(s, 1);
        Buffer view = own(t.subspan(8, 8));
        // The dealloca waits on value 2: until then the memory is there to use.
        CompletableFuture<Void> dealloca =
                inBackground(() -> device.queueDealloca(ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), t, 0));
        fill(view, 0, 8, 0x11, 1);
        assertArrayEquals(pattern(8, 0x11, 1), read(view));
        s.signal(2);
        join(dealloca);
        await(s, 3);
        // Afterwards every use fails, though the handles are still referenced.
        Semaphore after = semaphore();
        assertEquals(
                StatusCode.FAILED_PRECONDITION,
                submissionFailure(
                        () -> device.queueFill(
                                ANY, SemaphoreList.EMPTY, SemaphoreList.of(after, 1), view, 0, 8, 0, 1, 0),
                        after,
                        1));
        if (BitField.allSet(t.memoryType(), MemoryType.HOST_VISIBLE)) {
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> t.read(0, new byte[16])));
            assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> view.read(0, new byte[8])));
        }
    }

    @CtsTest
    void allocaFillDeallocaCyclesRepeat() {
        Semaphore s = semaphore();
        long v = 0;
        for (int i = 0; i < 16; i++) {
            Buffer b =
                    device.queueAlloca(ANY, SemaphoreList.of(s, v), SemaphoreList.of(s, v + 1), DEVICE_LOCAL, 4096, 0);
            device.queueFill(ANY, SemaphoreList.of(s, v + 1), SemaphoreList.of(s, v + 2), b, 0, 4096, i, 1, 0);
            await(s, v + 2);
            assertArrayEquals(pattern(16, i, 1), read(b, 4080, 16));
            device.queueDealloca(ANY, SemaphoreList.of(s, v + 2), SemaphoreList.of(s, v + 3), b, 0);
            b.close();
            v += 3;
        }
        await(s, v);
    }

    @CtsTest
    void deallocaOfAnOrdinaryBufferIsABarrier() {
        Buffer b = deviceBuffer(bytes(32, 3));
        Semaphore s = semaphore();
        device.queueDealloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), b, 0);
        await(s, 1);
        // Allocator memory goes with its last reference, not with a dealloca.
        assertArrayEquals(bytes(32, 3), read(b));
    }

    @CtsTest
    void deallocaOfNoBufferIsInvalid() {
        Semaphore s = semaphore();
        assertRejected(
                StatusCode.INVALID_ARGUMENT,
                () -> device.queueDealloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), null, 0),
                s);
    }

    @CtsTest
    void badAllocasAreRejected() {
        Semaphore s = semaphore();
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() ->
                        device.queueAlloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), DEVICE_LOCAL, -1, 0)));
        Semaphore t = semaphore();
        assertEquals(
                StatusCode.RESOURCE_EXHAUSTED,
                submissionFailure(
                        () -> own(device.queueAlloca(
                                ANY, SemaphoreList.EMPTY, SemaphoreList.of(t, 1), DEVICE_LOCAL, 1L << 60, 0)),
                        t,
                        1));
        // Unlike a rejected argument, a failed allocation is the operation failing: its waiters see it.
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, codeOf(() -> t.await(1, Timeout.ofMillis(1000))));
    }
}
