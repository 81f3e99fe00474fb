package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Fence;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CPU devices' fences for hal.fence.create, handed out again only once nothing can observe them. */
class FencePoolTest {
    private static Semaphore semaphoreOf(Fence f) {
        return f.asList().semaphore(0);
    }

    @Test
    void aReleasedFenceWhoseSemaphoreReachedOneComesBackAtZero() {
        try (LocalDevice device = new LocalDevice(LocalDriver.SYNC, 1)) {
            Fence first = device.createFence();
            Semaphore s = semaphoreOf(first);
            long flow = s.flowKey();
            assertEquals(StatusCode.DEFERRED, first.query());
            first.signal();
            first.close();
            Fence second = device.createFence();
            assertSame(first, second, "the same fence, and no new objects");
            assertEquals(0, s.query(), "its semaphore starts again at 0");
            assertEquals(StatusCode.DEFERRED, second.query());
            assertNotEquals(flow, s.flowKey(), "a new use is a new flow on the timeline");
            second.signal();
            assertEquals(StatusCode.OK, second.query());
            second.close();
        }
    }

    @Test
    void aFenceAnythingCouldStillObserveIsNotHandedOut() {
        try (LocalDevice device = new LocalDevice(LocalDriver.SYNC, 1)) {
            Fence unreached = device.createFence();
            unreached.close();
            Fence joinedOne = device.createFence();
            assertNotSame(unreached, joinedOne, "not reached yet: its signal may still come");

            joinedOne.signal();
            Fence join = Fence.join(List.of(joinedOne));
            joinedOne.close();
            Fence failed = device.createFence();
            assertNotSame(joinedOne, failed, "its semaphore is still held by a join");
            join.close();

            failed.fail(new JireeException(StatusCode.ABORTED, "stopped"));
            failed.close();
            Fence awaited = device.createFence();
            assertSame(joinedOne, awaited, "once the join let go, it comes back");
            assertEquals(StatusCode.DEFERRED, awaited.query());

            ((HostSemaphore) semaphoreOf(awaited)).whenReached(2, e -> {});
            awaited.signal();
            awaited.close();
            Fence next = device.createFence();
            assertNotSame(failed, next, "a failed semaphore is never used again");
            assertNotSame(awaited, next, "something still waits on its semaphore");
            next.close();
        }
    }

    @Test
    void aFenceQueuedWorkWillSignalComesBackOnlyOnceTheWorkIsDone() {
        try (LocalDevice device = new LocalDevice("local-task", 2, 0, true)) {
            HostSemaphore gate = new HostSemaphore(0);
            Fence fence = device.createFence();
            Semaphore s = semaphoreOf(fence);
            device.queueExecute(0, SemaphoreList.of(gate, 1), fence.asList(), null, null, 0);
            fence.close(); // released before the work that signals it ran
            Fence other = device.createFence();
            assertNotSame(fence, other, "the queued work will still signal it");
            other.close();

            gate.signal(1);
            s.await(1, Timeout.ofMillis(10_000));
            long deadline = System.nanoTime() + 10_000_000_000L;
            Fence again;
            while ((again = device.createFence()) != fence) {
                assertTrue(System.nanoTime() < deadline, "the fence did not come back once its work was done");
                again.signal(); // a fence of its own, reached: it goes back too
                again.close();
                Thread.onSpinWait();
            }
            assertEquals(0, s.query());
            again.close();
        }
    }
}
