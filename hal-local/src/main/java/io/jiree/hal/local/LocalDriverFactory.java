package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Driver;
import io.jiree.hal.DriverFactory;
import io.jiree.hal.DriverInfo;
import java.util.List;

/** Registers {@code local-sync} and {@code local-task} with the driver registry. */
public final class LocalDriverFactory implements DriverFactory {
    @Override
    public List<DriverInfo> drivers() {
        return List.of(
                new DriverInfo(LocalDriver.SYNC, "Local execution on the calling thread"),
                new DriverInfo(LocalDriver.TASK, "Local execution on a pool of worker threads"));
    }

    @Override
    public Driver create(String driverName) {
        if (!driverName.equals(LocalDriver.SYNC) && !driverName.equals(LocalDriver.TASK)) {
            throw JireeException.of(StatusCode.NOT_FOUND, "no driver '%s' in the local driver factory", driverName);
        }
        return new LocalDriver(driverName);
    }
}
