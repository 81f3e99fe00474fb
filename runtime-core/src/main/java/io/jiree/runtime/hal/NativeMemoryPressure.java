package io.jiree.runtime.hal;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the bytes of allocations wrapped for the VM that are still held. The VM releases what a
 * program drops at once ({@link HalRef}); a wrapper an embedder never releases is freed only when
 * the garbage collector finds it unreachable, and the collector sees the small wrapper, not the
 * device memory behind it. So when more than a threshold is outstanding a collection is requested
 * (as the JDK does for direct buffers). The threshold is the system property
 * {@code jiree.hal.gcThresholdBytes} (default 256 MiB).
 */
final class NativeMemoryPressure {
    private static final long THRESHOLD = Long.getLong("jiree.hal.gcThresholdBytes", 256L << 20);
    private static final AtomicLong OUTSTANDING = new AtomicLong();

    private NativeMemoryPressure() {}

    /** Records {@code bytes} newly wrapped; may request a collection first. */
    static void allocated(long bytes) {
        if (OUTSTANDING.addAndGet(bytes) > THRESHOLD) {
            collect();
        }
    }

    static void released(long bytes) {
        OUTSTANDING.addAndGet(-bytes);
    }

    static long outstanding() {
        return OUTSTANDING.get();
    }

    private static void collect() {
        System.gc();
        // Releases run on the cleaner thread once the collector has queued them; give it a moment.
        for (int i = 0; i < 20 && OUTSTANDING.get() > THRESHOLD / 2; i++) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
