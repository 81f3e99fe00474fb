package io.jiree.runtime.hal;

import io.jiree.hal.Fence;
import io.jiree.vm.RefType;

/** {@code !hal.fence}: owns one reference to {@link #fence()}. */
public final class HalFenceRef extends HalRef {
    private final Fence fence;

    private HalFenceRef(Fence fence) {
        super(fence);
        this.fence = fence;
    }

    /** Wraps an object whose reference the caller hands over. */
    public static HalFenceRef adopt(Fence fence) {
        return new HalFenceRef(fence);
    }

    public Fence fence() {
        return fence;
    }

    @Override
    public RefType refType() {
        return HalTypes.FENCE;
    }
}
