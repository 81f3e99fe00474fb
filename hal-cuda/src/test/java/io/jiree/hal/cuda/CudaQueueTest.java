package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void commandBufferFillsUpdatesAndCopiesInOrder() {
        try (Buffer a = deviceBuffer(64); Buffer b = deviceBuffer(64)) {
            Semaphore done = device.createSemaphore(0, 0);
            CommandBuffer cb = device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, ANY, 0);
            cb.begin();
            cb.fillBuffer(BufferRef.of(a, 0, 64), 0xAB, 1, 0);
            cb.fillBuffer(BufferRef.of(a, 8, 8), 0xBEEF, 2, 0);
            cb.fillBuffer(BufferRef.of(a, 16, 16), 0x11223344L, 4, 0);
            byte[] update = {1, 2, 3, 4, 5, 6};
            cb.updateBuffer(MemorySegment.ofArray(update), 1, BufferRef.of(a, 40, 4), 0);
            cb.copyBuffer(BufferRef.of(a, 0, 64), BufferRef.of(b, 0, 64), 0);
            cb.fillBuffer(BufferRef.of(a, 0, 64), 0, 4, 0);
            cb.end();
            device.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
            done.await(1, Timeout.ofMillis(5000));

            byte[] expected = new byte[64];
            fillExpected(expected, 0, 64, 0xAB, 1);
            fillExpected(expected, 8, 8, 0xBEEF, 2);
            fillExpected(expected, 16, 16, 0x11223344L, 4);
            System.arraycopy(update, 1, expected, 40, 4);
            assertArrayEquals(expected, readBack(b));
            assertArrayEquals(new byte[64], readBack(a));
            cb.close();
            done.close();
        }
    }

    @Test
    void indirectBindingsResolveThroughTheBindingTable() {
        try (Buffer a = deviceBuffer(32); Buffer b = deviceBuffer(32)) {
            Semaphore done = device.createSemaphore(0, 0);
            CommandBuffer cb = device.createCommandBuffer(CommandBufferMode.DEFAULT, CommandCategory.ANY, ANY, 2);
            cb.begin();
            cb.fillBuffer(BufferRef.indirect(0, 0, 32), 0x5A, 1, 0);
            cb.copyBuffer(BufferRef.indirect(0, 4, 8), BufferRef.indirect(1, 16, 8), 0);
            cb.end();
            fillAll(b, 0);
            BindingTable table = new BindingTable(List.of(new BufferBinding(a, 0, 32), new BufferBinding(b, 0, 32)));
            device.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, table, 0);
            done.await(1, Timeout.ofMillis(5000));
            byte[] expected = new byte[32];
            fillExpected(expected, 16, 8, 0x5A, 1);
            assertArrayEquals(expected, readBack(b));
            cb.close();
            done.close();
        }
    }

    @Test
    void queueTransfersSignalTheirSemaphores() {
        try (Buffer a = deviceBuffer(16); Buffer b = deviceBuffer(16)) {
            Semaphore s = device.createSemaphore(0, 0);
            device.queueFill(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), a, 0, 16, 0x01020304L, 4, 0);
            byte[] source = {9, 8, 7, 6};
            device.queueUpdate(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), MemorySegment.ofArray(source), 0, a,
                    4, 4, 0);
            device.queueCopy(ANY, SemaphoreList.of(s, 2), SemaphoreList.of(s, 3), a, 0, b, 0, 16, 0);
            s.await(3, Timeout.ofMillis(5000));
            byte[] expected = new byte[16];
            fillExpected(expected, 0, 16, 0x01020304L, 4);
            System.arraycopy(source, 0, expected, 4, 4);
            assertArrayEquals(expected, readBack(b));
            s.close();
        }
    }

    @Test
    void workWaitingOnAHostSignalIsHeldUntilThen() {
        try (Buffer a = deviceBuffer(8)) {
            fillAll(a, 0x11);
            HostSemaphore gate = new HostSemaphore(0);
            Semaphore done = device.createSemaphore(0, 0);
            device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0);
            JireeException timeout = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(50)));
            assertEquals(StatusCode.DEADLINE_EXCEEDED, timeout.code());
            byte[] before = new byte[8];
            fillExpected(before, 0, 8, 0x11, 1);
            assertArrayEquals(before, readBack(a));
            gate.signal(1);
            done.await(1, Timeout.ofMillis(5000));
            byte[] after = new byte[8];
            fillExpected(after, 0, 8, 0x22, 1);
            assertArrayEquals(after, readBack(a));
            done.close();
        }
    }

    @Test
    void closingTheDeviceFailsHeldWork() {
        Buffer a = deviceBuffer(8);
        HostSemaphore gate = new HostSemaphore(0);
        Semaphore done = device.createSemaphore(0, 0);
        device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0);
        a.close();  // the held submission keeps its own reference
        device.close();
        device = null;
        gate.signal(1);
        JireeException e = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        assertTrue(((CudaBuffer) a).isReleased());
    }

    @Test
    void failedWaitsFailTheSignals() {
        try (Buffer a = deviceBuffer(8)) {
            HostSemaphore gate = new HostSemaphore(0);
            Semaphore done = device.createSemaphore(0, 0);
            device.queueFill(ANY, SemaphoreList.of(gate, 1), SemaphoreList.of(done, 1), a, 0, 8, 0x22, 1, 0);
            gate.fail(new JireeException(StatusCode.ABORTED, "upstream failed"));
            JireeException e = assertThrows(JireeException.class, () -> done.await(1, Timeout.ofMillis(5000)));
            assertEquals(StatusCode.ABORTED, e.code());
            assertTrue(e.getMessage().contains("upstream failed"), e.getMessage());
            done.close();
        }
    }

    @Test
    void queueTransfersAreValidatedLikeIree() {
        try (Buffer a = deviceBuffer(16);
             Buffer readOnly = device.allocator().allocate(
                     BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER_SOURCE), 16)) {
            JireeException overlap = assertThrows(JireeException.class, () -> device.queueCopy(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, a, 0, a, 4, 8, 0));
            assertEquals(StatusCode.INVALID_ARGUMENT, overlap.code());
            JireeException usage = assertThrows(JireeException.class, () -> device.queueFill(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, readOnly, 0, 16, 0, 1, 0));
            assertEquals(StatusCode.PERMISSION_DENIED, usage.code());
            JireeException range = assertThrows(JireeException.class, () -> device.queueFill(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, a, 8, 16, 0, 1, 0));
            assertEquals(StatusCode.OUT_OF_RANGE, range.code());
            JireeException pattern = assertThrows(JireeException.class, () -> device.queueFill(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, a, 2, 8, 0, 4, 0));
            assertEquals(StatusCode.INVALID_ARGUMENT, pattern.code());
            JireeException none = assertThrows(JireeException.class, () -> device.queueFill(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, null, 0, 8, 0, 4, 0));
            assertEquals(StatusCode.INVALID_ARGUMENT, none.code());
        }
    }

    @Test
    void filesRoundTripThroughQueueReadAndWrite() {
        byte[] input = new byte[48];
        for (int i = 0; i < input.length; i++) {
            input[i] = (byte) (i * 5 + 1);
        }
        byte[] output = new byte[32];
        try (Buffer a = deviceBuffer(48);
             io.jiree.hal.HalFile in = device.createFileFromMemory(ANY, io.jiree.hal.MemoryAccess.READ,
                     MemorySegment.ofArray(input), 0);
             io.jiree.hal.HalFile out = device.createFileFromMemory(ANY, io.jiree.hal.MemoryAccess.WRITE,
                     MemorySegment.ofArray(output), 0)) {
            Semaphore s = device.createSemaphore(0, 0);
            device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 0, a, 0, 48, 0);
            device.queueWrite(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), a, 8, out, 0, 32, 0);
            s.await(2, Timeout.ofMillis(5000));
            assertArrayEquals(java.util.Arrays.copyOfRange(input, 8, 40), output);
            JireeException denied = assertThrows(JireeException.class, () -> device.queueWrite(ANY,
                    SemaphoreList.EMPTY, SemaphoreList.EMPTY, a, 0, in, 0, 8, 0));
            assertEquals(StatusCode.PERMISSION_DENIED, denied.code());
            s.close();
        }
    }

    @Test
    void largeFileReadsGoThroughThePinnedSlotsInOrder() {
        // More than the staging slots hold at once: slots are reused after their copies finished.
        int size = (int) (PinnedStaging.SLOTS * PinnedStaging.SLOT_BYTES + PinnedStaging.SLOT_BYTES / 2 + 7);
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined();
             Buffer a = deviceBuffer(size + 16)) {
            MemorySegment file = arena.allocate(size);
            for (long i = 0; i < size; i += 4) {
                file.set(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED, Math.min(i, size - 4), (int) (i * 2654435761L));
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
    void semaphoreWaitTimesOut() {
        Semaphore s = device.createSemaphore(3, 0);
        s.await(3, Timeout.immediate());
        long start = System.nanoTime();
        JireeException e = assertThrows(JireeException.class, () -> s.await(4, Timeout.ofMillis(30)));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(System.nanoTime() - start >= 30_000_000L);
        s.close();
    }

    @Test
    void queueAllocaAndDeallocaUseStreamOrderedMemory() {
        long before = device.memoryInfo()[0];
        Semaphore s = device.createSemaphore(0, 0);
        Buffer b = device.queueAlloca(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1),
                BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 1024, 0);
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
        JireeException e = assertThrows(JireeException.class, () -> device.queueAlloca(ANY, SemaphoreList.EMPTY,
                SemaphoreList.EMPTY, BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), total * 2, 0));
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
            assertEquals(0x01020304, ByteBuffer.wrap(readBack(a)).order(ByteOrder.LITTLE_ENDIAN).getInt());
            s.close();
            done.close();
        }
    }
}
