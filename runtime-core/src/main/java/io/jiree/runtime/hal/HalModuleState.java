package io.jiree.runtime.hal;

import io.jiree.hal.Buffer;
import io.jiree.hal.Device;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The hal module's state in one context: the device group (as refs that stay the same for the
 * context's life) and the allocation preserve counts behind {@code hal.buffer.allocation.*}.
 */
final class HalModuleState {
    private final HalDeviceRef[] devices;
    // Keyed by allocation identity; weak so a dropped allocation takes its count with it.
    private final Map<Buffer, AtomicInteger> preserveCounts = Collections.synchronizedMap(new WeakHashMap<>());

    HalModuleState(List<Device> devices, List<DeviceStatistics> statistics) {
        this.devices = new HalDeviceRef[devices.size()];
        for (int i = 0; i < this.devices.length; i++) {
            this.devices[i] = new HalDeviceRef(devices.get(i), statistics.get(i));
        }
    }

    int deviceCount() {
        return devices.length;
    }

    /** The device at {@code index}, or null when out of range (as {@code iree_hal_device_group_device_at}). */
    HalDeviceRef device(int index) {
        return index >= 0 && index < devices.length ? devices[index] : null;
    }

    /** Whether {@code device} is one of this module's devices (refs from other contexts are not). */
    boolean owns(HalDeviceRef device) {
        for (HalDeviceRef d : devices) {
            if (d == device) {
                return true;
            }
        }
        return false;
    }

    /** An allocation's preserve count; a new allocation starts with its one owner. */
    AtomicInteger preserveCount(Buffer buffer) {
        return preserveCounts.computeIfAbsent(buffer.allocatedBuffer(), b -> new AtomicInteger(1));
    }
}
