package io.jiree.runtime.hal;

import io.jiree.base.RefCount;
import io.jiree.vm.VmRef;
import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A HAL object in a VM ref register. Each wrapper owns one reference to its HAL object and counts
 * its own holders as {@link VmRef} describes (registers, list elements, globals, the embedding
 * API's tensors and results): the last {@link #release()} releases the HAL reference at once. A
 * wrapper whose holders forget to release it (an embedder that drops a result, say) is released
 * once it becomes unreachable; the VM itself always releases.
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
    // Null when the wrapper owns nothing: then holders need no count.
    private final RefCount holders;

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
        this.holders = release == null ? null : new RefCount(refType().name());
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

    @Override
    public final void retain() {
        if (holders != null) {
            holders.retain();
        }
    }

    /** One holder lets go; the last releases the HAL reference now. Extra calls do nothing. */
    @Override
    public final void release() {
        if (holders != null && holders.release()) {
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
