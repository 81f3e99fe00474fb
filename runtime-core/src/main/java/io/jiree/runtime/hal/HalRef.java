package io.jiree.runtime.hal;

import io.jiree.vm.VmRef;
import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A HAL object in a VM ref register. Each wrapper owns one reference to its HAL object. The VM
 * drops refs without telling anyone (registers are plain Java fields), so the reference is
 * released either explicitly with {@link #release()} (the embedding API does this for inputs and
 * results) or, for objects the program dropped, once the wrapper becomes unreachable.
 */
public abstract sealed class HalRef implements VmRef
        permits HalAllocatorRef,
                HalBufferRef,
                HalBufferViewRef,
                HalChannelRef,
                HalCommandBufferRef,
                HalDeviceRef,
                HalExecutableRef,
                HalFenceRef,
                HalFileRef {
    private static final Cleaner CLEANER = Cleaner.create();

    private final Cleaner.Cleanable cleanable;
    private final Release release;

    /** {@code owned} is the reference this wrapper releases (null when it owns nothing). */
    protected HalRef(AutoCloseable owned) {
        this(owned, 0);
    }

    /** As {@link #HalRef(AutoCloseable)} for a new allocation of {@code allocatedBytes}. */
    protected HalRef(AutoCloseable owned, long allocatedBytes) {
        if (allocatedBytes > 0) {
            NativeMemoryPressure.allocated(allocatedBytes);
        }
        this.release = owned == null ? null : new Release(owned, new AtomicLong(allocatedBytes));
        this.cleanable = release == null ? null : CLEANER.register(this, release);
    }

    /**
     * The allocation this wrapper counted is given back by other means (a queue dealloca): it no
     * longer counts towards {@link NativeMemoryPressure}; the reference itself is still owned.
     */
    final void forgetAllocation() {
        if (release != null) {
            NativeMemoryPressure.released(release.allocatedBytes().getAndSet(0));
        }
    }

    /** Drops this wrapper's reference now; later calls do nothing. */
    public final void release() {
        if (cleanable != null) {
            cleanable.clean();
        }
    }

    // Must not capture the wrapper, or it would never become unreachable.
    private record Release(AutoCloseable owned, AtomicLong allocatedBytes) implements Runnable {
        @Override
        public void run() {
            try {
                owned.close();
            } catch (Exception ignored) {
                // Releasing a reference has no one to report to; the object is gone either way.
            } finally {
                NativeMemoryPressure.released(allocatedBytes.getAndSet(0));
            }
        }
    }
}
