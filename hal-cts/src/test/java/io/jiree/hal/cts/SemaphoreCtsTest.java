package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Fence;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.List;

/** The device's timeline semaphores and fences over them, waited on from the host. */
class SemaphoreCtsTest extends CtsTestBase {
    @CtsTest
    void startsAtItsInitialValueAndOnlyIncreases() {
        Semaphore s = own(device.createSemaphore(5, 0));
        assertEquals(5, s.query());
        assertTrue(s.failure().isEmpty());
        s.signal(6);
        s.signal(100);
        assertEquals(100, s.query());
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> s.signal(100)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> s.signal(7)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> s.signal(Semaphore.MAX_VALUE + 1)));
        assertEquals(100, s.query());
        s.signal(Semaphore.MAX_VALUE);
    }

    @CtsTest
    void waitsForReachedValuesReturnAtOnce() {
        Semaphore s = own(device.createSemaphore(3, 0));
        s.await(0, Timeout.immediate());
        s.await(3, Timeout.immediate());
        Fence.of(s, 2).await(Timeout.immediate());
        device.waitSemaphores(false, SemaphoreList.EMPTY, Timeout.immediate());
    }

    @CtsTest
    void unreachedWaitsTimeOut() {
        Semaphore s = own(device.createSemaphore(3, 0));
        long start = System.nanoTime();
        JireeException e = assertThrows(JireeException.class, () -> s.await(4, Timeout.ofMillis(30)));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(System.nanoTime() - start >= 30_000_000L, "gave up before the timeout");
        assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> s.await(4, Timeout.immediate())));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, codeOf(() -> Fence.of(s, 4).await(Timeout.ofMillis(20))));
        assertEquals(3, s.query());
    }

    @CtsTest
    void aSignalFromAnotherThreadWakesTheWaiter() throws Exception {
        Semaphore s = semaphore();
        Thread signaller = Thread.ofVirtual().start(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            s.signal(5);
        });
        Fence.of(s, 1).await(patience());
        assertEquals(5, s.query());
        signaller.join();
    }

    @CtsTest
    void waitAllNeedsEverySemaphoreAndWaitAnyOne() {
        Semaphore a = semaphore();
        Semaphore b = semaphore();
        SemaphoreList both = new SemaphoreList(List.of(a, b), List.of(1L, 1L));
        a.signal(1);
        assertEquals(
                StatusCode.DEADLINE_EXCEEDED, codeOf(() -> device.waitSemaphores(false, both, Timeout.ofMillis(20))));
        device.waitSemaphores(true, both, Timeout.ofMillis(20));
        b.signal(1);
        device.waitSemaphores(false, both, patience());
        Semaphore c = semaphore();
        Semaphore d = semaphore();
        assertEquals(
                StatusCode.DEADLINE_EXCEEDED,
                codeOf(() -> device.waitSemaphores(
                        true, new SemaphoreList(List.of(c, d), List.of(1L, 1L)), Timeout.ofMillis(20))));
    }

    @CtsTest
    void failureReachesQueriesAndEveryWaiter() throws Exception {
        Semaphore s = semaphore();
        Thread waiter = Thread.ofVirtual().start(() -> {
            JireeException e = assertThrows(JireeException.class, () -> s.await(1, patience()));
            assertEquals(StatusCode.DATA_LOSS, e.code());
        });
        Thread.sleep(10);
        s.fail(new JireeException(StatusCode.DATA_LOSS, "the producer lost its data"));
        waiter.join();
        assertEquals(StatusCode.DATA_LOSS, s.failure().orElseThrow().code());
        assertEquals(StatusCode.DATA_LOSS, codeOf(s::query));
        JireeException e = assertThrows(JireeException.class, () -> s.await(1, patience()));
        assertEquals(StatusCode.DATA_LOSS, e.code());
        assertTrue(e.getMessage().contains("the producer lost its data"), e.getMessage());
        // A failed semaphore cannot be signaled, and the first failure is kept.
        assertEquals(StatusCode.DATA_LOSS, codeOf(() -> s.signal(1)));
        s.fail(new JireeException(StatusCode.ABORTED, "later"));
        assertEquals(StatusCode.DATA_LOSS, s.failure().orElseThrow().code());
        assertEquals(StatusCode.DATA_LOSS, Fence.of(s, 1).query());
    }

    @CtsTest
    void fencesJoinTimepointsAndReportTheirState() {
        Semaphore a = semaphore();
        Semaphore b = semaphore();
        try (Fence f = Fence.join(List.of(Fence.of(a, 1), Fence.of(b, 2), Fence.of(a, 3)))) {
            assertEquals(2, f.size());
            assertEquals(StatusCode.DEFERRED, f.query());
            a.signal(3);
            assertEquals(StatusCode.DEFERRED, f.query());
            b.signal(2);
            assertEquals(StatusCode.OK, f.query());
            f.await(Timeout.immediate());
        }
        try (Fence f = Fence.of(a, 4)) {
            f.insert(b, 3);
            f.signal();
            assertEquals(4, a.query());
            assertEquals(3, b.query());
            f.fail(new JireeException(StatusCode.CANCELLED, "stopped"));
            assertEquals(StatusCode.CANCELLED, f.query());
            assertFalse(a.failure().isEmpty());
        }
    }
}
