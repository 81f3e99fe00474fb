package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Failures on the device reach every waiter: work ordered after failed work on the stream fails
 * with its status, and a sticky error (a faulting kernel) leaves the device refusing work with a
 * message that says so, while another device goes on. Faults come from the stand-in's injection.
 */
class CudaFailureTest {
    private static final long ANY = QueueAffinity.ANY;
    private CudaDriver driver;
    private CudaDevice device;

    @BeforeEach
    void open() {
        driver = new CudaDriver(StandIn.api());
        device = driver.createDevice(0);
    }

    @AfterEach
    void close() {
        StandIn.injectFaults("");
        if (device != null) {
            device.close();
        }
    }

    private Buffer buffer(CudaDevice d) {
        return d.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), 64);
    }

    private void fill(CudaDevice d, Buffer b, SemaphoreList wait, Semaphore signal) {
        d.queueFill(ANY, wait, SemaphoreList.of(signal, 1), b, 0, 64, 0x5a, 1, 0);
    }

    @Test
    void workOrderedAfterFailedWorkOnTheStreamFailsWithItsStatus() {
        Buffer b = buffer(device);
        Semaphore first = device.createSemaphore(0, 0);
        Semaphore second = device.createSemaphore(0, 0);
        Semaphore third = device.createSemaphore(0, 0);
        StandIn.injectFaults("cuEventQuery:1:CUDA_ERROR_UNKNOWN");
        // Held: the completion queue sees none of them complete until all three are on the stream,
        // each ordered after the one before by stream order alone.
        synchronized (device.queue().completions()) {
            fill(device, b, SemaphoreList.EMPTY, first);
            fill(device, b, SemaphoreList.of(first, 1), second);
            fill(device, b, SemaphoreList.of(second, 1), third);
        }
        JireeException e = assertThrows(JireeException.class, () -> third.await(1, Timeout.ofMillis(10_000)));
        assertEquals(StatusCode.UNKNOWN, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("cuEventQuery failed"), e.getMessage());
        assertEquals(StatusCode.UNKNOWN, first.failure().orElseThrow().code());
        assertEquals(StatusCode.UNKNOWN, second.failure().orElseThrow().code());
        // Submitted after the failure is known: fails at once, with the same status.
        Semaphore fourth = device.createSemaphore(0, 0);
        fill(device, b, SemaphoreList.of(third, 1), fourth);
        assertEquals(StatusCode.UNKNOWN, fourth.failure().orElseThrow().code());
        b.close();
    }

    @Test
    void aStickyErrorLosesTheDeviceAndNotAnother() {
        CudaDevice other = driver.createDevice(1);
        try {
            Buffer b = buffer(device);
            Semaphore done = device.createSemaphore(0, 0);
            StandIn.injectFaults("cuMemsetD8Async:1:CUDA_ERROR_ILLEGAL_ADDRESS");
            // The fault is noticed when the fill is issued (the next call in the context reports it)
            // or when it completes; either way the fill fails, and its signal with it.
            JireeException e = assertThrows(JireeException.class, () -> {
                fill(device, b, SemaphoreList.EMPTY, done);
                done.await(1, Timeout.ofMillis(10_000));
            });
            assertEquals(StatusCode.ABORTED, e.code(), e.getMessage());
            assertEquals(StatusCode.ABORTED, done.failure().orElseThrow().code());
            assertTrue(e.getMessage().contains("CUDA_ERROR_ILLEGAL_ADDRESS"), e.getMessage());
            JireeException refused = assertThrows(JireeException.class, () -> buffer(device));
            assertEquals(StatusCode.ABORTED, refused.code());
            assertTrue(refused.getMessage().contains("CUDA device 0 is lost"), refused.getMessage());
            // Another device's context is untouched.
            Buffer fine = buffer(other);
            Semaphore ok = other.createSemaphore(0, 0);
            fill(other, fine, SemaphoreList.EMPTY, ok);
            ok.await(1, Timeout.ofMillis(10_000));
            fine.close();
        } finally {
            other.close();
        }
        // Closed by its last user, the device's context goes with its error: made again, it works.
        device.close();
        device = driver.createDevice(0);
        Semaphore again = device.createSemaphore(0, 0);
        Buffer b = buffer(device);
        fill(device, b, SemaphoreList.EMPTY, again);
        again.await(1, Timeout.ofMillis(10_000));
        b.close();
    }
}
