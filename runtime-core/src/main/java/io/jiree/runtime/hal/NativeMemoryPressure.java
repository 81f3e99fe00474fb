package io.jiree.runtime.hal;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the bytes of allocations wrapped for the VM that are still held. The VM releases what a
 * program drops at once ({@link HalRef}); a wrapper an embedder never releases is freed only when
 * the garbage collector finds it unreachable, and the collector sees the small wrapper, not the
 * device memory behind it. So when the outstanding bytes pass a limit a collection is requested
 * (as the JDK does for direct buffers). The limit starts at the system property
 * {@code jiree.hal.gcThresholdBytes} (default 256 MiB); after a collection it is twice what is still
 * held, so a program whose live buffers are larger than the threshold (inputs, weights) does not
 * pay a collection on every allocation.
 */
final class NativeMemoryPressure {
    private static final long THRESHOLD = Long.getLong("jiree.hal.gcThresholdBytes", 256L << 20);
    private static final AtomicLong OUTSTANDING = new AtomicLong();
    private static final AtomicLong LIMIT = new AtomicLong(THRESHOLD);
    private static final AtomicLong COLLECTIONS = new AtomicLong();

    private NativeMemoryPressure() {}

    /** Records {@code bytes} newly wrapped; may request a collection first. */
    static void allocated(long bytes) {
        if (OUTSTANDING.addAndGet(bytes) > LIMIT.get()) {
            collect();
        }
    }

    static void released(long bytes) {
        long now = OUTSTANDING.addAndGet(-bytes);
        // Releases the collector queued may come in after the limit was set: once most of what was
        // counted then is gone, the limit follows what is left.
        long limit = LIMIT.get();
        if (limit > THRESHOLD && now < limit / 4) {
            LIMIT.compareAndSet(limit, Math.max(THRESHOLD, 2 * now));
        }
    }

    static long outstanding() {
        return OUTSTANDING.get();
    }

    /** Collections requested so far (tests). */
    static long collections() {
        return COLLECTIONS.get();
    }

    private static synchronized void collect() {
        if (OUTSTANDING.get() <= LIMIT.get()) {
            return; // another thread collected meanwhile
        }
        COLLECTIONS.incrementAndGet();
        long limit = LIMIT.get();
        System.gc();
        // Releases run on the cleaner thread once the collector has queued them: wait until they
        // bring the count back under the limit, or 50 ms when what is held really grew.
        for (int i = 0; i < 50 && OUTSTANDING.get() > limit; i++) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        // What is left is in use: the next collection waits until that much more is held.
        LIMIT.set(Math.max(THRESHOLD, 2 * OUTSTANDING.get()));
    }
}
