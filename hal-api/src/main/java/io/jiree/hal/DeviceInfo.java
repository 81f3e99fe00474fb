package io.jiree.hal;

/**
 * One device a driver can create ({@code iree_hal_device_info_t}): an id, the path that selects
 * it in a device URI ({@code <driver>://<path>}) and a readable name.
 */
public record DeviceInfo(long deviceId, String path, String name) {}
