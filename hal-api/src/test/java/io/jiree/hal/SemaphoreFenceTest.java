package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;
import org.junit.jupiter.api.Test;

class SemaphoreFenceTest {
    @Test
    void waitTimesOutWithDeadlineExceeded() {
        HostSemaphore s = new HostSemaphore(0);
        long start = System.nanoTime();
        JireeException e = assertThrows(JireeException.class, () -> s.await(1, Timeout.ofMillis(50)));
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code());
        assertTrue(System.nanoTime() - start >= 40_000_000L);
        assertEquals(
                StatusCode.DEADLINE_EXCEEDED,
                assertThrows(JireeException.class, () -> s.await(1, Timeout.immediate()))
                        .code());
    }

    @Test
    void signalFromAnotherThreadWakesWaiter() throws Exception {
        HostSemaphore s = new HostSemaphore(0);
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException ignored) {
            }
            s.signal(5);
        });
        t.start();
        s.await(3, Timeout.ofMillis(5000));
        assertEquals(5, s.query());
        t.join();
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> s.signal(4)).code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> s.signal(5)).code());
    }

    @Test
    void failurePropagatesToWaitersAndFences() {
        HostSemaphore a = new HostSemaphore(0);
        HostSemaphore b = new HostSemaphore(0);
        Fence f = Fence.join(List.of(Fence.of(a, 1), Fence.of(b, 2)));
        assertEquals(2, f.size());
        assertEquals(StatusCode.DEFERRED, f.query());
        a.signal(1);
        b.fail(new JireeException(StatusCode.RESOURCE_EXHAUSTED, "out of memory in dispatch"));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, f.query());
        JireeException e = assertThrows(JireeException.class, () -> f.await(Timeout.infinite()));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
        assertEquals(
                StatusCode.RESOURCE_EXHAUSTED,
                assertThrows(JireeException.class, b::query).code());
    }

    @Test
    void fenceKeepsLargestValuePerSemaphore() {
        HostSemaphore a = new HostSemaphore(0);
        Fence f = new Fence();
        f.insert(a, 3);
        f.insert(a, 1);
        assertEquals(1, f.size());
        assertEquals(3L, f.asList().values().get(0));
        f.signal();
        assertEquals(3, a.query());
        assertEquals(StatusCode.OK, f.query());
    }

    @Test
    void timepointsRunOnSignalAndFailure() {
        HostSemaphore s = new HostSemaphore(0);
        StatusCode[] seen = new StatusCode[2];
        s.whenReached(2, e -> seen[0] = e == null ? StatusCode.OK : e.code());
        s.signal(1);
        assertNull(seen[0]);
        s.signal(2);
        assertEquals(StatusCode.OK, seen[0]);
        s.whenReached(5, e -> seen[1] = e == null ? StatusCode.OK : e.code());
        s.fail(new JireeException(StatusCode.ABORTED, "x"));
        assertEquals(StatusCode.ABORTED, seen[1]);
    }
}
