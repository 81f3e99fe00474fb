package io.jiree.base;

import java.util.concurrent.Callable;

/**
 * When a running call ends early: at a deadline, or when its {@link Cancellation} is cancelled. A
 * call runs {@link #run} with its stop bound to its thread; the VM {@link #poll() polls} at every
 * backward branch (interpreted or compiled) and waits on fences in slices that check it, so a
 * call stops within {@value #SLICE_MILLIS} ms of its deadline or cancel unless it is inside one
 * native kernel or one host operation — those run to their end first. The call then fails with
 * DEADLINE_EXCEEDED or CANCELLED; work it queued keeps its buffers until it completes.
 */
public final class CallStop {
    /** The longest a stoppable wait sleeps before it looks at its stop again. */
    public static final long SLICE_MILLIS = 10;

    // Calls running with a stop, process-wide: while 0, a poll is one field read, and a program run
    // without stops never loads the scoped-value machinery (Bound).
    private static volatile int armed;
    private static final Object ARMING = new Object();

    private final long deadlineNanos;
    private final Cancellation cancellation;
    private final String what;
    private int polls;

    /**
     * A stop for one call of {@code what} (named in its error): {@code timeoutNanos} from now
     * (negative: none) and {@code cancellation} (null: none).
     */
    public CallStop(String what, long timeoutNanos, Cancellation cancellation) {
        long now = System.nanoTime();
        long deadline = timeoutNanos < 0 ? Long.MAX_VALUE : now + timeoutNanos;
        this.deadlineNanos = deadline < now ? Long.MAX_VALUE : deadline;
        this.cancellation = cancellation;
        this.what = what;
    }

    /** Runs {@code body} with this stop bound to the current thread. */
    public <T> T run(Callable<T> body) {
        check();
        synchronized (ARMING) {
            armed++;
        }
        try {
            return ScopedValue.where(Bound.CURRENT, this).call(body::call);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new JireeException(StatusCode.INTERNAL, what + " failed unexpectedly: " + e, e);
        } finally {
            synchronized (ARMING) {
                armed--;
            }
        }
    }

    /** The stop of the call running on this thread, or null. */
    public static CallStop current() {
        return armed != 0 ? Bound.current() : null;
    }

    /** Throws the current call's stop status once it is due; cheap enough for every loop iteration. */
    public static void poll() {
        if (armed != 0) {
            CallStop stop = Bound.current();
            if (stop != null) {
                stop.checkSometimes();
            }
        }
    }

    private static final class Bound {
        static final ScopedValue<CallStop> CURRENT = ScopedValue.newInstance();

        static CallStop current() {
            return CURRENT.isBound() ? CURRENT.get() : null;
        }
    }

    // The cancel flag on every poll, the clock on every 256th.
    private void checkSometimes() {
        if ((cancellation != null && cancellation.isCancelled()) || (++polls & 0xFF) == 0) {
            check();
        }
    }

    /** Whether the call must stop now. */
    public boolean isDue() {
        return (cancellation != null && cancellation.isCancelled()) || System.nanoTime() - deadlineNanos >= 0;
    }

    /** Nanoseconds to the deadline: 0 once passed, Long.MAX_VALUE without one. */
    public long remainingNanos() {
        if (deadlineNanos == Long.MAX_VALUE) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, deadlineNanos - System.nanoTime());
    }

    /** Throws CANCELLED or DEADLINE_EXCEEDED once the call must stop. */
    public void check() {
        if (cancellation != null && cancellation.isCancelled()) {
            throw new JireeException(StatusCode.CANCELLED, what + " was cancelled");
        }
        if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0) {
            throw new JireeException(StatusCode.DEADLINE_EXCEEDED, what + " passed its deadline");
        }
    }
}
