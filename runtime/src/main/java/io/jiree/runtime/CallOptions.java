package io.jiree.runtime;

import io.jiree.base.CallStop;
import io.jiree.base.Cancellation;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Function;
import java.time.Duration;

/**
 * How one call may end early: a timeout counted from the call's start (the call then fails with
 * DEADLINE_EXCEEDED) and a {@link Cancellation} that any thread may cancel (CANCELLED). A call
 * stops at its next loop iteration or wait, within {@value CallStop#SLICE_MILLIS} ms of the cause
 * unless one native kernel or host operation is still running; work it queued on a device runs to
 * its end and frees what it holds, and the session stays usable. A stopped call of a function
 * that writes globals may have stored some of them: the program's state is what it was when the
 * call stopped.
 *
 * <pre>{@code
 * Cancellation cancel = new Cancellation();
 * CallOptions options = CallOptions.NONE.withTimeout(Duration.ofSeconds(2)).withCancellation(cancel);
 * session.call(options, "generate", prompt); // another thread may cancel.cancel()
 * }</pre>
 *
 * @param timeout the longest the call may take, or null for no limit
 * @param cancellation the switch that cancels the call, or null for none
 */
public record CallOptions(Duration timeout, Cancellation cancellation) {
    /** No timeout and no cancel: the call runs to its end. */
    public static final CallOptions NONE = new CallOptions(null, null);

    public CallOptions {
        if (timeout != null && timeout.isNegative()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "a call's timeout must not be negative; got %s", timeout);
        }
    }

    /** These options with {@code timeout} (null: none). */
    public CallOptions withTimeout(Duration timeout) {
        return new CallOptions(timeout, cancellation);
    }

    /** These options with {@code cancellation} (null: none). */
    public CallOptions withCancellation(Cancellation cancellation) {
        return new CallOptions(timeout, cancellation);
    }

    /** The stop of one call of {@code function} starting now, or null when nothing can stop it. */
    CallStop stopFor(Function function) {
        if (timeout == null && cancellation == null) {
            return null;
        }
        long nanos = timeout == null ? -1 : saturatedNanos(timeout);
        return new CallStop("the call of " + function, nanos, cancellation);
    }

    private static long saturatedNanos(Duration d) {
        try {
            return d.toNanos();
        } catch (ArithmeticException e) {
            return -1; // centuries: no limit
        }
    }
}
