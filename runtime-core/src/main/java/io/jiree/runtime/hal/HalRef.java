package io.jiree.runtime.hal;

import io.jiree.vm.VmRef;
import java.lang.ref.Cleaner;

/**
 * A HAL object in a VM ref register. Each wrapper owns one reference to its HAL object. The VM
 * drops refs without telling anyone (registers are plain Java fields), so the reference is
 * released either explicitly with {@link #release()} (the embedding API does this for inputs and
 * results) or, for objects the program dropped, once the wrapper becomes unreachable.
 */
public abstract sealed class HalRef implements VmRef
        permits HalAllocatorRef, HalBufferRef, HalBufferViewRef, HalChannelRef, HalCommandBufferRef,
        HalDeviceRef, HalExecutableRef, HalFenceRef, HalFileRef {
    private static final Cleaner CLEANER = Cleaner.create();

    private final Cleaner.Cleanable cleanable;

    /** {@code owned} is the reference this wrapper releases (null when it owns nothing). */
    protected HalRef(AutoCloseable owned) {
        this(owned, 0);
    }

    /** As {@link #HalRef(AutoCloseable)} for a new allocation of {@code allocatedBytes}. */
    protected HalRef(AutoCloseable owned, long allocatedBytes) {
        if (allocatedBytes > 0) {
            NativeMemoryPressure.allocated(allocatedBytes);
        }
        this.cleanable = owned == null ? null : CLEANER.register(this, new Release(owned, allocatedBytes));
    }

    /** Drops this wrapper's reference now; later calls do nothing. */
    public final void release() {
        if (cleanable != null) {
            cleanable.clean();
        }
    }

    // Must not capture the wrapper, or it would never become unreachable.
    private record Release(AutoCloseable owned, long allocatedBytes) implements Runnable {
        @Override
        public void run() {
            try {
                owned.close();
            } catch (Exception ignored) {
                // Releasing a reference has no one to report to; the object is gone either way.
            } finally {
                if (allocatedBytes > 0) {
                    NativeMemoryPressure.released(allocatedBytes);
                }
            }
        }
    }
}
