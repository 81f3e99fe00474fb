package io.jiree.hal.local;

import io.jiree.base.FieldHandle;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Timeout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A semaphore of a local-task device. A thread that waits on it without a deadline, while queue
 * operations that will signal it are pending, first runs the queue's issued operations itself, in
 * their order, until the value it waits for is reached: it would otherwise only sit blocked while
 * the queue thread ran them. A semaphore only the host signals is waited on as any other.
 */
final class QueueSemaphore extends HostSemaphore {
    // A field and a handle rather than an AtomicInteger: one object less per semaphore.
    private static final VarHandle PENDING_SIGNALS =
            FieldHandle.of(MethodHandles.lookup(), "pendingSignals", int.class);

    final AsyncQueue queue;
    /** Submitted operations of {@link #queue} that signal this semaphore and have not finished. */
    private volatile int pendingSignals;

    QueueSemaphore(long initialValue, AsyncQueue queue) {
        super(initialValue);
        this.queue = queue;
    }

    /** Counts an operation that will signal this semaphore ({@code delta} 1) or no longer will (-1). */
    void addPendingSignals(int delta) {
        PENDING_SIGNALS.getAndAdd(this, delta);
    }

    @Override
    protected boolean idle() {
        return pendingSignals == 0;
    }

    @Override
    public void await(long target, Timeout timeout) {
        // Not on a virtual thread: executions keep off those (see PlatformRunner).
        if (timeout.isInfinite() && !Thread.currentThread().isVirtual()) {
            while (pendingSignals > 0 && !isSettled(target) && queue.helpOnce()) {
                // ran one; look again
            }
        }
        super.await(target, timeout);
    }
}
