package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Resource;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What only the CUDA queue does: stream-ordered memory, pinned staging for file reads, events
 * across devices, and a closed device failing held work. The queue cases every driver shares are
 * in hal-cts.
 */
class CudaQueueTest {
    private static final long ANY = QueueAffinity.ANY;
    private CudaDevice device;

    @BeforeEach
    void open() {
        device = new CudaDriver(StandIn.api()).createDevice(0);
    }

    @AfterEach
    void close() {
        if (device != null) {
            device.close();
        }
    }

    private Buffer deviceBuffer(long size) {
        return device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), size);
    }

    private byte[] readBack(Buffer b) {
        byte[] out = new byte[(int) b.byteLength()];
        device.transferToHost(b, 0, MemorySegment.ofArray(out));
        return out;
    }

    private void fillAll(Buffer b, int value) {
        Semaphore s = device.createSemaphore(0, 0);
        device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), b, 0, b.byteLength(), value, 1, 0);
        s.await(1, Timeout.ofMillis(5000));
        s.close();
    }

    /** The bytes a little-endian fill of {@code pattern} with {@code width} bytes produces, by definition. */
    private static void fillExpected(byte[] target, int offset, int length, long pattern, int width) {
        for (int i = 0; i < length; i++) {
            target[offset + i] = (byte) (pattern >>> (8 * (i % width)));
        }
    }

    @Test
    void closingTheDeviceFailsHeldWork() {
        Buffer a = deviceBuffer(8);
        HostSemaphore gate = new HostSemaphore(0);
        Semaphore done = device.createSemaphore(0, 0);
        device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0);
        a.close(); // the held submission keeps its own reference
        device.close();
        device = null;
        gate.signal(1);
        JireeException e = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        assertTrue(((CudaBuffer) a).isReleased());
    }

    @Test
    void largeFileReadsGoThroughThePinnedSlotsInOrder() {
        // More than the staging slots hold at once: slots are reused after their copies finished.
        int size = (int) (PinnedStaging.SLOTS * PinnedStaging.SLOT_BYTES + PinnedStaging.SLOT_BYTES / 2 + 7);
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined();
                Buffer a = deviceBuffer(size + 16)) {
            MemorySegment file = arena.allocate(size);
            for (long i = 0; i < size; i += 4) {
                file.set(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED, Math.min(i, size - 4), (int)
                        (i * 2654435761L));
            }
            fillAll(a, 0x5a);
            try (io.jiree.hal.HalFile in = device.createFileFromMemory(ANY, io.jiree.hal.MemoryAccess.READ, file, 0)) {
                Semaphore s = device.createSemaphore(0, 0);
                // Two reads back to back: the second waits for slots the first still uses.
                device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 0, a, 16, size, 0);
                device.queueRead(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), in, 100, a, 0, 16, 0);
                s.await(2, Timeout.ofMillis(20000));
                s.close();
            }
            byte[] expected = new byte[size + 16];
            MemorySegment.copy(file, java.lang.foreign.ValueLayout.JAVA_BYTE, 100, expected, 0, 16);
            MemorySegment.copy(file, java.lang.foreign.ValueLayout.JAVA_BYTE, 0, expected, 16, size);
            assertArrayEquals(expected, readBack(a));
        }
    }

    @Test
    void queueAllocaAndDeallocaUseStreamOrderedMemory() {
        long before = device.memoryInfo()[0];
        Semaphore s = device.createSemaphore(0, 0);
        Buffer b = device.queueAlloca(
                ANY,
                SemaphoreList.EMPTY,
                SemaphoreList.of(s, 1),
                BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT),
                1024,
                0);
        assertEquals(1024, b.byteLength());
        device.queueFill(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), b, 0, 1024, 0x7, 1, 0);
        s.await(2, Timeout.ofMillis(5000));
        byte[] expected = new byte[1024];
        fillExpected(expected, 0, 1024, 0x7, 1);
        assertArrayEquals(expected, readBack(b));
        assertEquals(before - 1024, device.memoryInfo()[0]);
        device.queueDealloca(ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), b, 0);
        s.await(3, Timeout.ofMillis(5000));
        assertEquals(before, device.memoryInfo()[0]);
        JireeException e = assertThrows(JireeException.class, () -> readBack(b));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        b.close();
        assertEquals(before, device.memoryInfo()[0]);
        s.close();
    }

    @Test
    void outOfMemoryOnQueueAllocaNamesTheCall() {
        long total = device.memoryInfo()[1];
        JireeException e = assertThrows(
                JireeException.class,
                () -> device.queueAlloca(
                        ANY,
                        SemaphoreList.EMPTY,
                        SemaphoreList.EMPTY,
                        BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT),
                        total * 2,
                        0));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
        assertTrue(e.getMessage().contains("cuMemAllocAsync"), e.getMessage());
    }

    @Test
    void crossDeviceWaitsUseEvents() {
        try (CudaDevice other = new CudaDriver(StandIn.api()).createDevice(1);
                Buffer a = deviceBuffer(4)) {
            Semaphore s = other.createSemaphore(0, 0);
            Semaphore done = device.createSemaphore(0, 0);
            other.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), null, BindingTable.EMPTY, 0);
            device.queueFill(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(done, 1), a, 0, 4, 0x01020304L, 4, 0);
            done.await(1, Timeout.ofMillis(5000));
            assertEquals(
                    0x01020304,
                    ByteBuffer.wrap(readBack(a)).order(ByteOrder.LITTLE_ENDIAN).getInt());
            s.close();
            done.close();
        }
    }

    /**
     * A host step after work that throws something other than jiree's status exception (a bug)
     * fails that work's signal as INTERNAL; the completion thread lives on, so later work still
     * completes and the device closes.
     */
    @Test
    @org.junit.jupiter.api.Timeout(30)
    void anUnexpectedExceptionAfterWorkFailsItsSignalAndTheQueueGoesOn() {
        Semaphore broken = device.createSemaphore(0, 0);
        device.queue()
                .submit(
                        "test",
                        SemaphoreList.EMPTY,
                        SemaphoreList.of(broken, 1),
                        commands -> commands.afterCompletion().add(() -> {
                            throw new IllegalStateException("a host step that breaks");
                        }),
                        List.of());
        JireeException e = assertThrows(JireeException.class, () -> broken.await(1, Timeout.ofMillis(5000)));
        assertEquals(StatusCode.INTERNAL, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("a host step that breaks"), e.getMessage());
        Buffer b = deviceBuffer(4);
        fillAll(b, 7);
        assertArrayEquals(new byte[] {7, 7, 7, 7}, readBack(b));
        Semaphore after = device.createSemaphore(0, 0);
        device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.of(after, 1), b, 0, 4, 9, 1, 0);
        after.await(1, Timeout.ofMillis(5000));
        b.close();
    }

    /**
     * A submission ordered after another device's work whose cuStreamWaitEvent fails is neither
     * issued nor held: it fails its signal with the error and lets go of what it retained.
     */
    @Test
    @org.junit.jupiter.api.Timeout(30)
    void aFailedStreamWaitFailsTheSubmissionsSignalAndReleasesWhatItHeld() {
        try (CudaDevice other = new CudaDriver(StandIn.api()).createDevice(1)) {
            Semaphore s = other.createSemaphore(0, 0);
            Semaphore done = device.createSemaphore(0, 0);
            AtomicInteger released = new AtomicInteger();
            Resource held = new Resource() {
                @Override
                public void retain() {}

                @Override
                public void close() {
                    released.incrementAndGet();
                }
            };
            JireeException e;
            // Held: the other device's work stays pending, so the wait goes to the stream.
            synchronized (other.queue().completions()) {
                other.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), null, BindingTable.EMPTY, 0);
                StandIn.injectFaults("cuStreamWaitEvent:1:CUDA_ERROR_INVALID_VALUE");
                try {
                    e = assertThrows(
                            JireeException.class,
                            () -> device.queue()
                                    .submit(
                                            "test",
                                            SemaphoreList.of(s, 1),
                                            SemaphoreList.of(done, 1),
                                            commands -> {},
                                            List.of(held)));
                } finally {
                    StandIn.injectFaults("");
                }
            }
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
            assertEquals(
                    StatusCode.INVALID_ARGUMENT, done.failure().orElseThrow().code());
            assertEquals(1, released.get());
            s.await(1, Timeout.ofMillis(5000));
        }
    }

    /**
     * Work ordered after another device's work passes that work's event on the stream; when that
     * device never reports the outcome (its completions are held here), the work fails after the
     * bound instead of being taken as a success.
     */
    @Test
    @org.junit.jupiter.api.Timeout(60)
    void workOrderedAfterAnotherDevicesWorkWhoseOutcomeNeverComesFails() {
        try (CudaDevice other = new CudaDriver(StandIn.api()).createDevice(1);
                Buffer a = deviceBuffer(4)) {
            Semaphore s = other.createSemaphore(0, 0);
            Semaphore done = device.createSemaphore(0, 0);
            JireeException e;
            synchronized (other.queue().completions()) {
                other.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), null, BindingTable.EMPTY, 0);
                device.queueFill(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(done, 1), a, 0, 4, 1, 1, 0);
                e = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(20_000)));
            }
            assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("was still not reported"), e.getMessage());
            s.await(1, Timeout.ofMillis(5000)); // released, the other device reports it
            s.close();
            done.close();
        }
    }
}
