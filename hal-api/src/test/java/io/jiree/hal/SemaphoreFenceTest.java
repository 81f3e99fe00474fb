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
    void theFailureOtherWaitersSeeIsTheOneGivenToFail() {
        HostSemaphore s = new HostSemaphore(0);
        JireeException status = new JireeException(StatusCode.DATA_LOSS, "the work failed");
        s.fail(status);
        // The failing thread goes on annotating its own exception as it rethrows it.
        status.annotate("invoking function 'main'");
        s.failure().orElseThrow().annotate("a reader's own context");
        for (JireeException seen : List.of(
                assertThrows(JireeException.class, () -> s.await(1, Timeout.immediate())),
                assertThrows(JireeException.class, s::query),
                s.failure().orElseThrow())) {
            assertEquals(StatusCode.DATA_LOSS, seen.code());
            assertEquals("the work failed", seen.detail());
            assertFalse(seen.getMessage().contains("main"), seen.getMessage());
            assertFalse(seen.getMessage().contains("a reader's own context"), seen.getMessage());
        }
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
    void joinKeepsOneTimepointPerSemaphoreAndItsOwnReferences() {
        HostSemaphore a = new HostSemaphore(0);
        HostSemaphore b = new HostSemaphore(0);
        Fence one = Fence.of(a, 2);
        Fence two = new Fence();
        two.insert(a, 5);
        two.insert(b, 1);
        Fence joined = Fence.join(java.util.Arrays.asList(one, null, two));
        assertEquals(2, joined.size());
        assertEquals(List.of(a, b), joined.asList().semaphores());
        assertEquals(List.of(5L, 1L), joined.asList().values());
        // A join of one fence takes that fence's timepoints as they are.
        Fence alone = Fence.join(List.of(one));
        assertEquals(one.asList(), alone.asList());
        // The joins outlive the fences they were made of.
        one.close();
        two.close();
        a.signal(5);
        b.signal(1);
        assertEquals(StatusCode.OK, joined.query());
        assertEquals(StatusCode.OK, alone.query());
        // A list naming a semaphore twice is merged, not shared.
        Fence merged = new Fence();
        merged.insertAll(new SemaphoreList(List.of(a, a), List.of(7L, 6L)));
        assertEquals(1, merged.size());
        assertEquals(7L, merged.asList().value(0));
        joined.close();
        alone.close();
        merged.close();
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

    @Test
    void timepointsRunInTheOrderTheyWereAddedOnceTheirValueIsReached() {
        HostSemaphore s = new HostSemaphore(0);
        List<String> ran = new java.util.ArrayList<>();
        s.whenReached(3, e -> ran.add("a@3"));
        s.whenReached(1, e -> ran.add("b@1"));
        s.whenReached(2, e -> ran.add("c@2"));
        s.whenReached(4, e -> ran.add("d@4 " + (e == null ? "reached" : e.code())));
        s.signal(2);
        assertEquals(List.of("b@1", "c@2"), ran);
        s.whenReached(2, e -> ran.add("e@2 at once"));
        s.whenReached(3, e -> ran.add("f@3"));
        s.signal(3);
        assertEquals(List.of("b@1", "c@2", "e@2 at once", "a@3", "f@3"), ran);
        s.fail(new JireeException(StatusCode.ABORTED, "stopped"));
        assertEquals("d@4 ABORTED", ran.getLast());
        assertEquals(6, ran.size());
    }
}
