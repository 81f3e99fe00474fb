package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The local-task queue: order, who runs an operation, and failures that must reach the waiter. */
class AsyncQueueTest {
    @Test
    void aWaiterRunsIssuedOperationsItselfInTheirOrder() {
        try (AsyncQueue queue = new AsyncQueue()) {
            // Hold the queue on a host-signalled wait so that both operations are issued together.
            HostSemaphore gate = new HostSemaphore(0);
            QueueSemaphore done = new QueueSemaphore(0, queue);
            List<String> ran = new CopyOnWriteArrayList<>();
            List<Thread> on = new CopyOnWriteArrayList<>();
            queue.submit(SemaphoreList.of(gate, 1), SemaphoreList.EMPTY, () -> ran.add("first"), () -> {});
            queue.submit(
                    SemaphoreList.of(gate, 1),
                    SemaphoreList.of(done, 1),
                    () -> {
                        ran.add("second");
                        on.add(Thread.currentThread());
                    },
                    () -> {});
            gate.signal(1);
            done.await(1, Timeout.infinite());
            assertEquals(List.of("first", "second"), ran);
            assertEquals(1, on.size());
        }
    }

    @Test
    // A waiter that does not help would never return: fail instead.
    @org.junit.jupiter.api.Timeout(value = 30, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aSubmitterThatWaitsRunsTheOperationItselfWhenTheQueueThreadIsNotFaster() {
        // Which thread claims an operation is a race. Holding the queue's monitor keeps its thread
        // from claiming, as a queue thread slower to wake than the submitter would be: the waiting
        // thread must then run the operation itself, exactly once.
        try (AsyncQueue queue = new AsyncQueue()) {
            List<Thread> on = new CopyOnWriteArrayList<>();
            for (int i = 0; i < 20; i++) {
                QueueSemaphore done = new QueueSemaphore(0, queue);
                synchronized (queue) {
                    queue.submit(
                            SemaphoreList.EMPTY,
                            SemaphoreList.of(done, 1),
                            () -> on.add(Thread.currentThread()),
                            () -> {});
                    done.await(1, Timeout.infinite());
                }
            }
            assertEquals(Collections.nCopies(20, Thread.currentThread()), on);
        }
    }

    @Test
    void operationsTheWaiterDoesNotClaimRunOnTheQueueThread() {
        try (AsyncQueue queue = new AsyncQueue()) {
            HostSemaphore gate = new HostSemaphore(0);
            QueueSemaphore done = new QueueSemaphore(0, queue);
            List<Thread> on = new CopyOnWriteArrayList<>();
            // Issued when the host signals the gate; nobody waits on the queue then.
            queue.submit(
                    SemaphoreList.of(gate, 1),
                    SemaphoreList.of(done, 1),
                    () -> on.add(Thread.currentThread()),
                    () -> {});
            gate.signal(1);
            done.await(1, Timeout.ofMillis(10_000));
            assertEquals(1, on.size());
            assertEquals("jiree-local-task-queue", on.get(0).getName());
        }
    }

    @Test
    void operationsNoSemaphoreOrdersRunSideBySide() {
        try (AsyncQueue queue = new AsyncQueue(2)) {
            HostSemaphore gate = new HostSemaphore(0);
            HostSemaphore first = new HostSemaphore(0);
            HostSemaphore second = new HostSemaphore(0);
            AtomicInteger started = new AtomicInteger();
            AtomicInteger sawBoth = new AtomicInteger();
            long deadline = System.nanoTime() + 10_000_000_000L; // bounds a queue that runs one at a time
            Runnable op = () -> {
                started.incrementAndGet();
                while (started.get() < 2 && System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
                if (started.get() == 2) {
                    sawBoth.incrementAndGet();
                }
            };
            queue.submit(SemaphoreList.of(gate, 1), SemaphoreList.of(first, 1), op, () -> {});
            queue.submit(SemaphoreList.of(gate, 1), SemaphoreList.of(second, 1), op, () -> {});
            gate.signal(1);
            first.await(1, Timeout.ofMillis(60_000));
            second.await(1, Timeout.ofMillis(60_000));
            assertEquals(2, sawBoth.get(), "one operation ran only after the other");
        }
    }

    @Test
    void anErrorInAnOperationFailsItsSignalAndTheQueueGoesOn() {
        try (AsyncQueue queue = new AsyncQueue()) {
            HostSemaphore failed = new HostSemaphore(0);
            HostSemaphore next = new HostSemaphore(0);
            queue.submit(
                    SemaphoreList.EMPTY,
                    SemaphoreList.of(failed, 1),
                    () -> {
                        throw new StackOverflowError();
                    },
                    () -> {});
            JireeException e = assertThrows(JireeException.class, () -> failed.await(1, Timeout.ofMillis(10_000)));
            assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
            queue.submit(SemaphoreList.EMPTY, SemaphoreList.of(next, 1), () -> {}, () -> {});
            next.await(1, Timeout.ofMillis(10_000));
        }
    }

    @Test
    void anOperationWithNothingToRunSignalsWhenIssued() {
        try (AsyncQueue queue = new AsyncQueue()) {
            HostSemaphore signal = new HostSemaphore(0);
            List<Thread> finishedOn = new CopyOnWriteArrayList<>();
            queue.submit(
                    SemaphoreList.EMPTY,
                    SemaphoreList.of(signal, 1),
                    null,
                    () -> finishedOn.add(Thread.currentThread()));
            assertEquals(1, signal.query(), "signalled before submit returned");
            assertSame(Thread.currentThread(), finishedOn.getFirst());
        }
    }

    @Test
    void operationsIssuedAfterCloseFailAsCancelled() {
        AsyncQueue queue = new AsyncQueue();
        queue.close();
        HostSemaphore signal = new HostSemaphore(0);
        List<String> finished = new CopyOnWriteArrayList<>();
        queue.submit(SemaphoreList.EMPTY, SemaphoreList.of(signal, 1), () -> {}, () -> finished.add("done"));
        JireeException e = assertThrows(JireeException.class, () -> signal.await(1, Timeout.immediate()));
        assertEquals(StatusCode.CANCELLED, e.code());
        assertEquals(List.of("done"), finished);
    }

    /**
     * An operation whose wait is never reached (its semaphore dropped, a host fence never
     * signalled) is finished by close: its references go and its signals fail, once; a late
     * arrival runs nothing. Before, it stayed pending for good.
     */
    @Test
    void closeCancelsOperationsStillWaiting() {
        AsyncQueue queue = new AsyncQueue();
        HostSemaphore never = new HostSemaphore(0);
        HostSemaphore signal = new HostSemaphore(0);
        List<String> ran = new CopyOnWriteArrayList<>();
        queue.submit(
                SemaphoreList.of(never, 1),
                SemaphoreList.of(signal, 1),
                () -> ran.add("body"),
                () -> ran.add("finish"));
        assertEquals(List.of(), ran);
        assertEquals(true, queue.close(1_000_000_000L));
        assertEquals(List.of("finish"), ran);
        JireeException e = assertThrows(JireeException.class, () -> signal.await(1, Timeout.immediate()));
        assertEquals(StatusCode.CANCELLED, e.code());
        never.signal(1); // the late arrival: nothing more runs
        assertEquals(List.of("finish"), ran);
        // Submitted after close with a wait: finished at once, not left waiting.
        HostSemaphore later = new HostSemaphore(0);
        queue.submit(
                SemaphoreList.of(new HostSemaphore(0), 1), SemaphoreList.of(later, 1), null, () -> ran.add("late"));
        assertEquals(List.of("finish", "late"), ran);
        assertThrows(JireeException.class, () -> later.await(1, Timeout.immediate()));
    }
}
