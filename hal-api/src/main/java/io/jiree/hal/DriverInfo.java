package io.jiree.hal;

/** A driver a factory provides ({@code iree_hal_driver_info_t}): URI name and a full name. */
public record DriverInfo(String driverName, String fullName) {}
