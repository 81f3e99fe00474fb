package io.jiree.hal;

/**
 * When a wait gives up ({@code iree_timeout_t}): never, at once, or at a deadline on
 * {@link System#nanoTime()}.
 */
public record Timeout(long deadlineNanos) {
    private static final long INFINITE = Long.MAX_VALUE;
    private static final long IMMEDIATE = Long.MIN_VALUE;
    // Shared: every queue operation asks for one.
    private static final Timeout NEVER = new Timeout(INFINITE);
    private static final Timeout AT_ONCE = new Timeout(IMMEDIATE);

    public static Timeout infinite() {
        return NEVER;
    }

    public static Timeout immediate() {
        return AT_ONCE;
    }

    /** A relative timeout; negative means infinite, 0 immediate (as the hal module's millis). */
    public static Timeout ofMillis(long millis) {
        if (millis < 0) {
            return infinite();
        }
        if (millis == 0) {
            return immediate();
        }
        return ofNanos(millis * 1_000_000L);
    }

    public static Timeout ofNanos(long nanos) {
        if (nanos <= 0) {
            return immediate();
        }
        long now = System.nanoTime();
        long deadline = now + nanos;
        return new Timeout(deadline < now ? INFINITE : deadline);
    }

    public boolean isInfinite() {
        return deadlineNanos == INFINITE;
    }

    public boolean isImmediate() {
        return deadlineNanos == IMMEDIATE;
    }

    /** Nanoseconds left; 0 when expired, Long.MAX_VALUE when infinite. */
    public long remainingNanos() {
        if (isInfinite()) {
            return Long.MAX_VALUE;
        }
        if (isImmediate()) {
            return 0;
        }
        return Math.max(0, deadlineNanos - System.nanoTime());
    }

    @Override
    public String toString() {
        return isInfinite() ? "infinite" : isImmediate() ? "immediate" : remainingNanos() / 1_000_000 + "ms";
    }
}
