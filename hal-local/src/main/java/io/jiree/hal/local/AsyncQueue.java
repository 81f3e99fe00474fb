package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The local-task queue: an operation is issued once all its wait timepoints are reached and
 * then runs on the queue thread, which signals its signal timepoints (or fails them with the
 * operation's error). Submission never blocks, so the host may signal a wait after submitting.
 */
final class AsyncQueue implements AutoCloseable {
    private final ExecutorService queueThread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "jiree-local-task-queue");
        t.setDaemon(true);
        return t;
    });

    /**
     * Schedules {@code body} after {@code wait}; its outcome signals or fails {@code signal}.
     * {@code finish} runs once at the end, whether or not the body ran.
     */
    void submit(SemaphoreList wait, SemaphoreList signal, Runnable body, Runnable finish) {
        AtomicInteger pending = new AtomicInteger(wait.size() + 1);
        AtomicBoolean issued = new AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<JireeException> failure =
                new java.util.concurrent.atomic.AtomicReference<>();
        Runnable arrive = () -> {
            if (pending.decrementAndGet() == 0 && issued.compareAndSet(false, true)) {
                try {
                    queueThread.execute(() -> {
                        try {
                            run(failure.get(), signal, body);
                        } finally {
                            finish.run();
                        }
                    });
                } catch (java.util.concurrent.RejectedExecutionException e) {
                    signal.fail(new JireeException(
                            StatusCode.CANCELLED, "the device was closed before a queued operation could run"));
                    finish.run();
                }
            }
        };
        for (int i = 0; i < wait.size(); i++) {
            Semaphore s = wait.semaphores().get(i);
            long value = wait.values().get(i);
            if (s instanceof HostSemaphore hs) {
                hs.whenReached(value, error -> {
                    if (error != null) {
                        failure.compareAndSet(null, error);
                    }
                    arrive.run();
                });
            } else {
                // A semaphore we cannot observe without blocking: wait for it on a helper thread.
                Thread.ofPlatform().daemon().name("jiree-local-task-wait").start(() -> {
                    try {
                        s.await(value, Timeout.infinite());
                    } catch (JireeException e) {
                        failure.compareAndSet(null, e);
                    }
                    arrive.run();
                });
            }
        }
        arrive.run();
    }

    private static void run(JireeException waitFailure, SemaphoreList signal, Runnable body) {
        if (waitFailure != null) {
            signal.fail(waitFailure);
            return;
        }
        try {
            body.run();
        } catch (JireeException e) {
            signal.fail(e);
            return;
        } catch (RuntimeException e) {
            signal.fail(new JireeException(StatusCode.INTERNAL, "queue operation failed: " + e, e));
            return;
        }
        try {
            signal.signal();
        } catch (JireeException e) {
            signal.fail(e);
        }
    }

    /** Lets issued work finish (bounded), then stops the queue thread. */
    @Override
    public void close() {
        queueThread.shutdown();
        try {
            queueThread.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
