package io.jiree.hal;

import io.jiree.base.JireeException;
import java.util.Optional;

/**
 * A timeline semaphore ({@code iree_hal_semaphore_t}): a monotonically increasing 64-bit
 * value, or a failure status that every waiter and query then receives.
 */
public interface Semaphore extends Resource {
    /** {@code IREE_HAL_SEMAPHORE_MAX_VALUE}. */
    long MAX_VALUE = 2147483647L - 1;
    /** {@code IREE_HAL_SEMAPHORE_FAILURE_VALUE}: any value at or above it means failed. */
    long FAILURE_VALUE = MAX_VALUE + 1;

    /** The current value; throws the failure status if the semaphore failed. */
    long query();

    /** The failure status, if the semaphore failed: a copy, which the caller may annotate. */
    Optional<JireeException> failure();

    /**
     * Raises the value to {@code value} from the host. INVALID_ARGUMENT if it does not increase;
     * throws the failure status if the semaphore already failed.
     */
    void signal(long value);

    /** Fails the semaphore: waiters wake with {@code status}. The first failure wins. */
    void fail(JireeException status);

    /**
     * Blocks until the value is at least {@code value}. DEADLINE_EXCEEDED on timeout; the
     * failure status if the semaphore fails first.
     */
    void await(long value, Timeout timeout);

    /** What tells this semaphore apart on the timeline (its flow arrows), for as long as it is in use. */
    default long flowKey() {
        return System.identityHashCode(this);
    }
}
