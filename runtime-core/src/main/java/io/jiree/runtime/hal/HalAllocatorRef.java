package io.jiree.runtime.hal;

import io.jiree.hal.Allocator;
import io.jiree.hal.Device;
import io.jiree.vm.RefType;

/** {@code !hal.allocator}: a device's allocator; lives as long as the device. */
public final class HalAllocatorRef extends HalRef {
    private final Device device;

    HalAllocatorRef(Device device) {
        super(null);
        this.device = device;
    }

    public Allocator allocator() {
        return device.allocator();
    }

    public Device device() {
        return device;
    }

    @Override
    public RefType refType() {
        return HalTypes.ALLOCATOR;
    }
}
