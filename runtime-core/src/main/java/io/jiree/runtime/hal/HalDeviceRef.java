package io.jiree.runtime.hal;

import io.jiree.hal.Device;
import io.jiree.vm.RefType;

/**
 * {@code !hal.device}: a device of the hal module's device group. Devices belong to whoever
 * created the module (a {@code Session}); the ref owns nothing.
 */
public final class HalDeviceRef extends HalRef {
    private final Device device;
    private final HalAllocatorRef allocator;

    public HalDeviceRef(Device device) {
        super(null);
        this.device = device;
        this.allocator = new HalAllocatorRef(device);
    }

    public Device device() {
        return device;
    }

    /** The device's allocator ref (one per device, so refs compare equal as in IREE). */
    public HalAllocatorRef allocatorRef() {
        return allocator;
    }

    @Override
    public RefType refType() {
        return HalTypes.DEVICE;
    }
}
