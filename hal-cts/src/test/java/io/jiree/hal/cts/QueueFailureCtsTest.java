package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;

/**
 * Failure travels down the queue as IREE's rules say: a submission that waits on a failed
 * semaphore does not run and fails its own signals with the same status, and every wait on them
 * returns it, whether the failure was known when the work was submitted or came later.
 */
class QueueFailureCtsTest extends CtsTestBase {
    /**
     * Submits a fill. A device that runs its queue inline (local-sync) waits in the submission and
     * may report a failed wait by throwing its status: that is accepted, the signal is what counts.
     */
    private void fill(Buffer b, SemaphoreList wait, Semaphore signal, int value) {
        try {
            device.queueFill(ANY, wait, SemaphoreList.of(signal, 1), b, 0, b.byteLength(), value, 1, 0);
        } catch (JireeException e) {
            assertTrue(signal.failure().isPresent(), "the submission threw, but its signal did not fail: " + e);
            assertEquals(signal.failure().orElseThrow().code(), e.code());
        }
    }

    @CtsTest
    void aChainWaitingOnWorkThatFailsLaterFailsWithItsStatusAndDoesNotRun() {
        Buffer b = zeroed(64);
        Semaphore gate = semaphore();
        Semaphore first = semaphore();
        Semaphore second = semaphore();
        Semaphore third = semaphore();
        // Failed from another thread a moment later: a device that waits inline waits in the first fill.
        Thread.ofVirtual().start(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException ignored) {
                // failing now is as good
            }
            gate.fail(new JireeException(StatusCode.DATA_LOSS, "the producer lost its data"));
        });
        fill(b, SemaphoreList.of(gate, 1), first, 0x11);
        fill(b, SemaphoreList.of(first, 1), second, 0x22);
        fill(b, SemaphoreList.of(second, 1), third, 0x33);
        JireeException e = assertThrows(JireeException.class, () -> third.await(1, Timeout.ofMillis(10_000)));
        assertEquals(StatusCode.DATA_LOSS, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("the producer lost its data"), e.getMessage());
        for (Semaphore s : new Semaphore[] {first, second, third}) {
            assertEquals(StatusCode.DATA_LOSS, s.failure().orElseThrow().code());
        }
        assertArrayEquals(new byte[64], read(b), "work waiting on a failed semaphore ran");
    }

    @CtsTest
    void workWaitingOnAnAlreadyFailedSemaphoreFailsAtOnce() {
        Buffer b = zeroed(64);
        Semaphore failed = semaphore();
        failed.fail(new JireeException(StatusCode.ABORTED, "stopped"));
        Semaphore after = semaphore();
        fill(b, SemaphoreList.of(failed, 1), after, 0x44);
        assertEquals(StatusCode.ABORTED, codeOf(() -> after.await(1, Timeout.ofMillis(10_000))));
        assertArrayEquals(new byte[64], read(b), "work waiting on a failed semaphore ran");
    }
}
