package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * What every conformance case ({@link CtsTest}) shares: it runs once per {@link CtsTarget} with a
 * fresh device, uses only the public HAL API, and moves data between host and device through the
 * queue (a staging buffer and {@link Device#queueCopy}), never through a driver's own helpers.
 *
 * <p>Drivers may run a queue operation inline (the call returns once it is done, waiting on the
 * calling thread) or asynchronously; cases that must hold work back behind a wait submit it with
 * {@link #inBackground} so both kinds pass. A failed submission may be reported by the call or
 * through its signal semaphores; {@link #submissionFailure} accepts either.
 */
@org.junit.jupiter.api.Timeout(120)
abstract class CtsTestBase {
    static final long ANY = QueueAffinity.ANY;
    /** Device memory for queue transfers and dispatches. */
    static final BufferParams DEVICE_LOCAL = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
    /** Host memory the device reaches: what staging and mapping cases use. */
    static final BufferParams HOST_LOCAL = BufferParams.of(
            MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.TRANSFER | BufferUsage.MAPPING);

    /** The target of the running case and its device, set before each case. */
    CtsTarget target;

    Device device;
    // Concurrent: cases may create resources on a background submission thread.
    private final java.util.concurrent.ConcurrentLinkedDeque<AutoCloseable> owned =
            new java.util.concurrent.ConcurrentLinkedDeque<>();

    @BeforeEach
    final void openDevice(CtsTarget target) {
        this.target = target;
        device = target.open();
    }

    @AfterEach
    final void closeDevice() throws Exception {
        while (!owned.isEmpty()) {
            owned.pop().close();
        }
        if (device != null) {
            device.close();
        }
    }

    /** Closes {@code resource} after the case, before the device. */
    <T extends AutoCloseable> T own(T resource) {
        owned.push(resource);
        return resource;
    }

    /** A fresh bounded wait: nothing in the suite may hang. */
    static Timeout patience() {
        return Timeout.ofMillis(20_000);
    }

    Semaphore semaphore() {
        return own(device.createSemaphore(0, 0));
    }

    static void await(Semaphore s, long value) {
        s.await(value, patience());
    }

    static StatusCode codeOf(Runnable r) {
        return assertThrows(JireeException.class, r::run).code();
    }

    Buffer allocate(BufferParams params, long size) {
        return own(device.allocator().allocate(params, size));
    }

    /** Device memory holding {@code contents}. */
    Buffer deviceBuffer(byte[] contents) {
        Buffer b = allocate(DEVICE_LOCAL, contents.length);
        upload(b, 0, contents);
        return b;
    }

    /** Zeroed device memory (buffers start with undefined contents). */
    Buffer zeroed(long size) {
        Buffer b = allocate(DEVICE_LOCAL, size);
        fill(b, 0, size, 0, 1);
        return b;
    }

    /** A queue fill, waited for. */
    void fill(Buffer target, long offset, long length, long pattern, int patternLength) {
        try (Semaphore s = device.createSemaphore(0, 0)) {
            device.queueFill(
                    ANY,
                    SemaphoreList.EMPTY,
                    SemaphoreList.of(s, 1),
                    target,
                    offset,
                    length,
                    pattern,
                    patternLength,
                    0);
            await(s, 1);
        }
    }

    /** Writes {@code data} at {@code offset} through a host staging buffer and a queue copy. */
    void upload(Buffer target, long offset, byte[] data) {
        if (data.length == 0) {
            return;
        }
        try (Buffer staging = device.allocator().allocate(HOST_LOCAL, data.length);
                Semaphore s = device.createSemaphore(0, 0)) {
            staging.write(0, data);
            device.queueCopy(
                    ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), staging, 0, target, offset, data.length, 0);
            await(s, 1);
        }
    }

    byte[] read(Buffer source) {
        return read(source, 0, (int) source.byteLength());
    }

    /** Reads {@code length} bytes at {@code offset} through a queue copy into host staging memory. */
    byte[] read(Buffer source, long offset, int length) {
        byte[] out = new byte[length];
        if (length == 0) {
            return out;
        }
        try (Buffer staging = device.allocator().allocate(HOST_LOCAL, length);
                Semaphore s = device.createSemaphore(0, 0)) {
            device.queueCopy(ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), source, offset, staging, 0, length, 0);
            await(s, 1);
            staging.read(0, out);
        }
        return out;
    }

    /**
     * The status a submission failed with: thrown by the call, or else the failure of its signal
     * {@code (signal, value)}. Fails the case when the submission succeeds.
     */
    static StatusCode submissionFailure(Runnable submit, Semaphore signal, long value) {
        try {
            submit.run();
        } catch (JireeException e) {
            return e.code();
        }
        return assertThrows(JireeException.class, () -> signal.await(value, patience()), "the submission succeeded")
                .code();
    }

    /**
     * Asserts that {@code submit} is rejected with {@code code} when called and leaves
     * {@code signal} as it was: neither signaled nor failed. IREE returns an error found while
     * validating a queue operation to the caller only; nothing was queued, so nothing signals.
     */
    static void assertRejected(StatusCode code, Runnable submit, Semaphore signal) {
        long before = signal.query();
        assertEquals(code, codeOf(submit));
        assertTrue(
                signal.failure().isEmpty(),
                () -> "the rejected operation failed its signal semaphore: "
                        + signal.failure().get().getMessage());
        assertEquals(before, signal.query(), "the rejected operation signaled its semaphore");
    }

    /**
     * Runs a submission on another thread, so a driver that waits inline does not block the case;
     * {@link #join} collects it.
     */
    static CompletableFuture<Void> inBackground(Runnable submit) {
        return CompletableFuture.runAsync(submit, r -> Thread.ofVirtual().start(r));
    }

    /** Waits for a background submission; rethrows what the submitting call threw. */
    static void join(CompletableFuture<Void> submission) {
        try {
            submission.get(20, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new AssertionError(e.getCause());
        } catch (InterruptedException | TimeoutException e) {
            throw new AssertionError("the submitting call did not return", e);
        }
    }

    /** Whether a background submission returned within {@code millis} (rethrowing what it threw). */
    static boolean returnsWithin(CompletableFuture<Void> submission, long millis) {
        try {
            submission.get(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
            return true;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (Exception e) {
            join(submission);
            return true;
        }
    }

    /** {@code length} bytes of a little-endian {@code width}-byte fill pattern, by definition. */
    static byte[] pattern(int length, long pattern, int width) {
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = (byte) (pattern >>> (8 * (i % width)));
        }
        return out;
    }

    /** Distinct bytes: {@code i * 7 + seed}. */
    static byte[] bytes(int length, int seed) {
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = (byte) (i * 7 + seed);
        }
        return out;
    }

    static MemorySegment segment(byte[] data) {
        return MemorySegment.ofArray(data);
    }
}
