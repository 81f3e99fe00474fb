package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Driver;
import io.jiree.hal.DriverFactory;
import io.jiree.hal.DriverInfo;
import java.util.List;

/**
 * Registers the {@code cuda} driver with the HAL (ServiceLoader). The CUDA library is loaded when
 * the driver is created, so listing drivers works on machines without one.
 */
public final class CudaDriverFactory implements DriverFactory {
    @Override
    public List<DriverInfo> drivers() {
        return List.of(new DriverInfo(CudaDriver.NAME, "NVIDIA CUDA HAL driver (via dylib)"));
    }

    @Override
    public Driver create(String driverName) {
        if (!CudaDriver.NAME.equals(driverName)) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND, "no driver '%s' is provided by the CUDA driver factory", driverName);
        }
        return new CudaDriver(CudaDriverApi.get());
    }
}
