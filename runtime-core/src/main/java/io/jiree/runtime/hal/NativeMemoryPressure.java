package io.jiree.runtime.hal;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Keeps device allocations held only by dropped VM refs from piling up. Such refs are released
 * when the garbage collector finds them unreachable, but the collector only sees the small Java
 * wrappers, not the device memory behind them. So the bytes of allocations wrapped for the VM
 * are counted, and when more than a threshold of them is outstanding a collection is requested
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
