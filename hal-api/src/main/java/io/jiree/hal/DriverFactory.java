package io.jiree.hal;

import java.util.List;

/**
 * Makes drivers; implementations are found with {@link java.util.ServiceLoader} (list them in
 * {@code META-INF/services/io.jiree.hal.DriverFactory}).
 */
public interface DriverFactory {
    /** The drivers this factory can create. */
    List<DriverInfo> drivers();

    /** Creates the driver named {@code driverName} (one of {@link #drivers()}). */
    Driver create(String driverName);
}
