package io.jiree.hal.local;

import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Timeout;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A semaphore of a local-task device. A thread that waits on it without a deadline, while queue
 * operations that will signal it are pending, first runs the queue's issued operations itself, in
 * their order, until the value it waits for is reached: it would otherwise only sit blocked while
 * the queue thread ran them. A semaphore only the host signals is waited on as any other.
 */
final class QueueSemaphore extends HostSemaphore {
    final AsyncQueue queue;
    /** Submitted operations of {@link #queue} that signal this semaphore and have not finished. */
    final AtomicInteger pendingSignals = new AtomicInteger();

    QueueSemaphore(long initialValue, AsyncQueue queue) {
        super(initialValue);
        this.queue = queue;
    }

    @Override
    public void await(long target, Timeout timeout) {
        if (timeout.isInfinite()) {
            while (pendingSignals.get() > 0 && !isSettled(target) && queue.helpOnce()) {
                // ran one; look again
            }
        }
        super.await(target, timeout);
    }
}
