package io.jiree.hal;

import java.util.List;
import java.util.Map;

/** Creates devices of one kind ({@code iree_hal_driver_t}). */
public interface Driver extends AutoCloseable {
    String name();

    List<DeviceInfo> queryAvailableDevices();

    /**
     * Creates the device selected by {@code path} (the part of the URI after {@code ://}; empty
     * for the default device) with URI query parameters {@code params}. NOT_FOUND when no
     * device matches, naming the available ones.
     */
    Device createDevice(String path, Map<String, String> params);

    /**
     * The properties of one enumerated device worth showing a person ({@code --dump_devices}):
     * one {@code key: value} line each, in a fixed order; none by default.
     */
    default List<String> describeDevice(DeviceInfo device) {
        return List.of();
    }

    default Device createDefaultDevice() {
        return createDevice("", Map.of());
    }

    @Override
    default void close() {}
}
