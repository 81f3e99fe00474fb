package io.jiree.runtime.hal;

import io.jiree.hal.BufferParams;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.Device;
import io.jiree.hal.MemoryAccess;
import java.util.List;

/** The hal module's state in one context: the device group and its statistics. */
final class HalModuleState {
    // The params of the last queue.alloca: a program asks for the same ones on every call (immutable,
    // so threads may share and replace it freely).
    private volatile BufferParams allocaParams = new BufferParams(0, 0, MemoryAccess.NONE, 0, 0);

    BufferParams allocaParams(int memoryTypes, int usage, long affinity) {
        BufferParams p = allocaParams;
        if (p.type() != memoryTypes || p.usage() != usage || p.queueAffinity() != affinity) {
            allocaParams = p = new BufferParams(memoryTypes, usage, MemoryAccess.NONE, affinity, 0);
        }
        return p;
    }

    private final List<Device> devices;
    private final List<DeviceStatistics> statistics;

    HalModuleState(List<Device> devices, List<DeviceStatistics> statistics) {
        this.devices = devices;
        this.statistics = statistics;
    }

    int deviceCount() {
        return devices.size();
    }

    /** The device at {@code index}, or null when out of range (as {@code iree_hal_device_group_device_at}). */
    Device device(int index) {
        return index >= 0 && index < devices.size() ? devices.get(index) : null;
    }

    /** Whether {@code device} is one of this module's devices (devices of other sessions are not). */
    boolean owns(Device device) {
        for (Device d : devices) {
            if (d == device) {
                return true;
            }
        }
        return false;
    }

    /** Counts a queue operation on {@code device} for --print_device_statistics, when that counts. */
    void count(Device device, String kind, long bytes) {
        DeviceStatistics st = statistics(device);
        if (st != null) {
            st.queue(kind, bytes);
        }
    }

    /** Counts a queue execute of {@code commandBuffer} (null: a barrier), when statistics count. */
    void countExecute(Device device, CommandBuffer commandBuffer) {
        DeviceStatistics st = statistics(device);
        if (st != null) {
            st.execute(commandBuffer);
        }
    }

    // The statistics of one of this module's devices while they count; null otherwise.
    private DeviceStatistics statistics(Device device) {
        for (int i = 0; i < devices.size(); i++) {
            if (devices.get(i) == device) {
                DeviceStatistics st = statistics.get(i);
                return st.enabled() ? st : null;
            }
        }
        return null;
    }
}
