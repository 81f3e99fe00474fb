package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
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
    void aSubmitterThatWaitsRunsTheOperationItselfWhenTheQueueThreadIsNotFaster() {
        // Which thread claims an operation is a race; over many calls the waiting thread must win
        // some (on a quiet machine nearly all), and every operation runs exactly once.
        try (AsyncQueue queue = new AsyncQueue()) {
            int calls = 200;
            List<Thread> on = new CopyOnWriteArrayList<>();
            for (int i = 1; i <= calls; i++) {
                QueueSemaphore done = new QueueSemaphore(0, queue);
                queue.submit(
                        SemaphoreList.EMPTY, SemaphoreList.of(done, 1), () -> on.add(Thread.currentThread()), () -> {});
                done.await(1, Timeout.infinite());
            }
            assertEquals(calls, on.size());
            long here = on.stream().filter(t -> t == Thread.currentThread()).count();
            assertTrue(here > 0, "no operation ran on the waiting thread");
            assertTrue(
                    on.stream()
                            .allMatch(t ->
                                    t == Thread.currentThread() || t.getName().equals("jiree-local-task-queue")),
                    on::toString);
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
}
