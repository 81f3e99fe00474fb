package io.jiree.hal;

import java.util.Arrays;
import java.util.function.Predicate;

/**
 * A device's fences for {@code hal.fence.create}, each on a semaphore of its own at value 1, kept
 * with their semaphores when their last reference goes and handed out again: a program makes the
 * same few fences on every call, and a kept one costs no new objects. A kept fence is handed out
 * only once nothing else can observe its semaphore: no other holder (a joined fence lets go
 * later than the fences it joined), reached 1 without failing, waited on and signalled by nothing
 * queued ({@link HostSemaphore#resetForReuse}); it then starts again at 0. Bounded (a kept fence
 * makes room for the next); thread-safe.
 */
public final class FencePool {
    private static final int LIMIT = 16;

    private final Device device;
    private final Fence[] kept = new Fence[LIMIT]; // guarded by this
    private int keptCount; // guarded by this
    private boolean closed; // guarded by this
    private final Predicate<Fence> keeper = this::keep; // made once: every fence of the pool shares it

    /** Fences on semaphores of {@code device}. */
    public FencePool(Device device) {
        this.device = device;
    }

    /** A fence on a semaphore at 0 that the fence awaits at 1, with one reference. */
    public Fence create() {
        synchronized (this) {
            for (int i = 0; i < keptCount; i++) {
                Fence f = kept[i];
                if (((HostSemaphore) f.asList().semaphore(0)).resetForReuse(1)) {
                    kept[i] = kept[--keptCount];
                    kept[keptCount] = null;
                    if (f.reacquire()) {
                        return f;
                    }
                    i--; // slot i now holds the last kept fence, not yet looked at
                }
            }
        }
        Semaphore semaphore = device.createSemaphore(0, 0);
        try {
            Fence f = Fence.of(semaphore, 1);
            if (semaphore instanceof HostSemaphore) {
                f.recycleWith(keeper);
            }
            return f;
        } finally {
            semaphore.close(); // the fence holds its own reference
        }
    }

    // A fence's last reference went: kept, with its semaphore, while unchanged since it was made.
    private boolean keep(Fence f) {
        SemaphoreList t = f.asList();
        if (t.size() != 1 || t.value(0) != 1) {
            return false;
        }
        Fence evicted = null;
        synchronized (this) {
            if (closed) {
                return false;
            }
            if (keptCount == LIMIT) {
                evicted = kept[0];
                kept[0] = kept[--keptCount];
            }
            kept[keptCount++] = f;
        }
        if (evicted != null) {
            evicted.releaseTimepoints();
        }
        return true;
    }

    /** Releases the kept fences; those released from now on are not kept. */
    public void close() {
        Fence[] all;
        synchronized (this) {
            closed = true;
            all = Arrays.copyOf(kept, keptCount);
            Arrays.fill(kept, null);
            keptCount = 0;
        }
        for (Fence f : all) {
            f.releaseTimepoints();
        }
    }
}
