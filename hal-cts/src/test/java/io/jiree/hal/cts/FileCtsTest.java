package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.HalFile;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import java.util.Arrays;

/** Queue reads from and writes to files ({@code hal.device.queue.read} / {@code .write}). */
class FileCtsTest extends CtsTestBase {
    private HalFile file(int access, byte[] contents) {
        return own(device.createFileFromMemory(ANY, access, segment(contents), 0));
    }

    @CtsTest
    void readsTheWholeFile() {
        byte[] contents = bytes(256, 3);
        HalFile in = file(MemoryAccess.READ, contents);
        assertEquals(256, in.length());
        Buffer b = zeroed(256);
        Semaphore s = semaphore();
        device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 0, b, 0, 256, 0);
        await(s, 1);
        assertArrayEquals(contents, read(b));
    }

    @CtsTest
    void readsAndWritesSubrangesAtOffsets() {
        byte[] source = {1, 2, 3, 4, 5, 6, 7, 8};
        HalFile in = file(MemoryAccess.READ, source);
        Buffer b = zeroed(8);
        Semaphore s = semaphore();
        device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 2, b, 0, 6, 0);
        await(s, 1);
        assertArrayEquals(new byte[] {3, 4, 5, 6, 7, 8, 0, 0}, read(b));
        byte[] sink = new byte[6];
        HalFile out = file(MemoryAccess.WRITE, sink);
        device.queueWrite(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), b, 1, out, 2, 4, 0);
        await(s, 2);
        assertArrayEquals(new byte[] {0, 0, 4, 5, 6, 7}, sink);
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, source, "the source file is unchanged");
    }

    @CtsTest
    void aWriteThenAReadChainThroughSemaphores() {
        byte[] input = bytes(48, 1);
        byte[] output = new byte[32];
        HalFile in = file(MemoryAccess.READ, input);
        HalFile out = file(MemoryAccess.WRITE, output);
        Buffer a = zeroed(48);
        Semaphore s = semaphore();
        device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 0, a, 0, 48, 0);
        device.queueWrite(ANY, SemaphoreList.of(s, 1), SemaphoreList.of(s, 2), a, 8, out, 0, 32, 0);
        await(s, 2);
        assertArrayEquals(Arrays.copyOfRange(input, 8, 40), output);
    }

    @CtsTest
    void largeRangesRoundTrip() {
        int size = (8 << 20) + 12;
        byte[] input = bytes(size, 5);
        byte[] output = new byte[size];
        Buffer b = allocate(DEVICE_LOCAL, size);
        Semaphore s = semaphore();
        device.queueRead(
                ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), file(MemoryAccess.READ, input), 0, b, 0, size, 0);
        device.queueWrite(
                ANY,
                SemaphoreList.of(s, 1),
                SemaphoreList.of(s, 2),
                b,
                0,
                file(MemoryAccess.WRITE, output),
                0,
                size,
                0);
        await(s, 2);
        assertArrayEquals(input, output);
    }

    @CtsTest
    void rangesAndAccessAreChecked() {
        byte[] source = bytes(8, 1);
        HalFile in = file(MemoryAccess.READ, source);
        Buffer b = zeroed(8);
        Semaphore s = semaphore();
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                submissionFailure(
                        () -> device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), in, 4, b, 0, 6, 0),
                        s,
                        1));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, in, 0, b, 4, 6, 0)));
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() -> device.queueWrite(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, b, 0, in, 0, 4, 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> device.queueWrite(
                        ANY,
                        SemaphoreList.EMPTY,
                        SemaphoreList.EMPTY,
                        b,
                        0,
                        file(MemoryAccess.WRITE, new byte[4]),
                        2,
                        4,
                        0)));
        HalFile writeOnly = file(MemoryAccess.WRITE, new byte[8]);
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() ->
                        device.queueRead(ANY, SemaphoreList.EMPTY, SemaphoreList.EMPTY, writeOnly, 0, b, 0, 4, 0)));
        assertArrayEquals(new byte[8], read(b), "nothing was read");
        assertArrayEquals(bytes(8, 1), source, "nothing was written");
    }
}
