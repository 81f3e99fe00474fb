package io.jiree.runtime.hal;

import io.jiree.hal.Fence;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Semaphore;
import io.jiree.vm.RefType;

/** {@code !hal.fence}: owns one reference to {@link #fence()} (released with the wrapper unless host-only). */
public final class HalFenceRef extends HalRef {
    private final Fence fence;

    private HalFenceRef(Fence fence, boolean needsRelease) {
        super(needsRelease ? fence : null);
        this.fence = fence;
    }

    /** Wraps an object whose reference the caller hands over. */
    public static HalFenceRef adopt(Fence fence) {
        return new HalFenceRef(fence, !hostOnly(fence));
    }

    // Fences over host semaphores hold no native state: nothing to release, so no cleaner to register.
    private static boolean hostOnly(Fence fence) {
        for (Semaphore s : fence.asList().semaphores()) {
            if (!(s instanceof HostSemaphore)) {
                return false;
            }
        }
        return true;
    }

    public Fence fence() {
        return fence;
    }

    @Override
    public RefType refType() {
        return HalTypes.FENCE;
    }
}
