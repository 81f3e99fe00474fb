package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/**
 * Runs work for callers on virtual threads on a platform thread of its own, the caller waiting.
 *
 * <p>Workgroups run with the thread's floating-point modes switched (denormals flushed, as IREE
 * runs them) for the length of an execution, and those modes belong to the OS thread. A virtual
 * thread moves to another carrier whenever it blocks: its execution would go on without the
 * modes, and the carrier it left would keep them, silently changing Java's own float arithmetic
 * of whatever ran there next. So no execution runs on a virtual thread.
 */
final class PlatformRunner implements AutoCloseable {
    private final String name;
    private ExecutorService thread; // started on first use; guarded by this
    private boolean closed; // guarded by this

    PlatformRunner(String name) {
        this.name = name;
    }

    /** Runs {@code body} on the platform thread and returns (or throws) as it did. */
    void run(Runnable body) {
        Future<?> done;
        synchronized (this) {
            if (closed) {
                throw new JireeException(StatusCode.CANCELLED, "the device was closed before the operation could run");
            }
            if (thread == null) {
                thread = Executors.newSingleThreadExecutor(
                        Thread.ofPlatform().daemon().name(name).factory());
            }
            try {
                done = thread.submit(body);
            } catch (RejectedExecutionException e) {
                throw new JireeException(StatusCode.CANCELLED, "the device was closed before the operation could run");
            }
        }
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    done.get();
                    return;
                } catch (InterruptedException e) {
                    interrupted = true; // the body runs on regardless: its outcome is still the caller's
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    throw Failures.asStatus(cause, "a queue operation");
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Lets the operation that runs finish; later ones are refused. */
    @Override
    public synchronized void close() {
        closed = true;
        if (thread != null) {
            thread.shutdown();
        }
    }
}
