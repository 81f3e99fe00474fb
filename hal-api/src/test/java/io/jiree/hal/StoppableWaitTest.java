package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.CallStop;
import io.jiree.base.Cancellation;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Fence waits on a thread running a call with a deadline or a cancel ({@link CallStop}). */
class StoppableWaitTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    @Test
    void theCallsDeadlineEndsAnEndlessWait() {
        HostSemaphore s = new HostSemaphore(0);
        Fence f = Fence.of(s, 1);
        CallStop stop = new CallStop("the call of test", 150 * MS, null);
        long start = System.nanoTime();
        JireeException e = assertThrows(
                JireeException.class,
                () -> stop.run(() -> {
                    f.await(Timeout.infinite());
                    return null;
                }));
        long took = (System.nanoTime() - start) / MS;
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(e.getMessage().contains("the call of test passed its deadline"), e.getMessage());
        assertTrue(took >= 140 && took < 2_000, "stopped after " + took + " ms");
        // The semaphore itself is untouched: it can still be signalled and waited on.
        s.signal(1);
        f.await(Timeout.immediate());
        f.close();
    }

    @Test
    void aCancelFromAnotherThreadEndsTheWait() throws Exception {
        HostSemaphore s = new HostSemaphore(0);
        Fence f = Fence.of(s, 1);
        Cancellation cancel = new Cancellation();
        Thread canceller = Thread.ofPlatform().start(() -> {
            sleep(100);
            cancel.cancel();
        });
        JireeException e = assertThrows(
                JireeException.class,
                () -> new CallStop("the call of test", -1, cancel).run(() -> {
                    f.await(Timeout.infinite());
                    return null;
                }));
        canceller.join();
        assertEquals(StatusCode.CANCELLED, e.code());
        assertTrue(e.getMessage().contains("the call of test was cancelled"), e.getMessage());
        f.close();
    }

    @Test
    void theProgramsOwnShorterTimeoutIsStillTheSemaphores() {
        HostSemaphore s = new HostSemaphore(0);
        CallStop stop = new CallStop("the call of test", 10_000 * MS, null);
        JireeException e = assertThrows(
                JireeException.class,
                () -> stop.run(() -> {
                    SemaphoreList.of(s, 1).await(Timeout.ofMillis(60));
                    return null;
                }));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(!e.getMessage().contains("the call of test"), e.getMessage());
        assertTrue(!stop.isDue());
        s.close();
    }

    @Test
    void aFailureReachedDuringTheWaitIsReportedAsItself() {
        HostSemaphore s = new HostSemaphore(0);
        Thread failer = Thread.ofPlatform().start(() -> {
            sleep(50);
            s.fail(new JireeException(StatusCode.DATA_LOSS, "the peer went away"));
        });
        JireeException e = assertThrows(
                JireeException.class,
                () -> new CallStop("the call of test", 10_000 * MS, new Cancellation()).run(() -> {
                    SemaphoreList.of(s, 1).await(Timeout.infinite());
                    return null;
                }));
        assertEquals(StatusCode.DATA_LOSS, e.code());
        s.close();
        try {
            failer.join();
        } catch (InterruptedException x) {
            throw new AssertionError(x);
        }
    }

    @Test
    void withoutAStopNothingIsBound() {
        assertEquals(null, CallStop.current());
        CallStop.poll(); // a no-op
        Cancellation parent = new Cancellation();
        Cancellation child = parent.child();
        child.cancel();
        assertTrue(!parent.isCancelled() && child.isCancelled());
        Cancellation other = parent.child();
        parent.cancel();
        assertTrue(other.isCancelled());
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
