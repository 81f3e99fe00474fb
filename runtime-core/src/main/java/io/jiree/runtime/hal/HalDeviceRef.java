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
    private final DeviceStatistics statistics;

    public HalDeviceRef(Device device) {
        this(device, new DeviceStatistics(device.identifier()));
    }

    HalDeviceRef(Device device, DeviceStatistics statistics) {
        super(null);
        this.device = device;
        this.allocator = new HalAllocatorRef(device);
        this.statistics = statistics;
    }

    /** Counts a queue operation for --print_device_statistics, when that counts. */
    void count(String kind, long bytes) {
        if (statistics.enabled()) {
            statistics.queue(kind, bytes);
        }
    }

    /** Counts a queue execute of {@code commandBuffer} (null: a barrier), when statistics count. */
    void countExecute(io.jiree.hal.CommandBuffer commandBuffer) {
        if (statistics.enabled()) {
            statistics.execute(commandBuffer);
        }
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
