package io.jiree.hal.cuda;

import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;

import java.util.List;
import java.util.Map;

/**
 * The {@code cuda} HAL driver: enumerates CUDA devices and creates them from device URI paths
 * ({@code cuda}, {@code cuda://<index>}, {@code cuda://GPU-<uuid>}), as IREE's cuda_driver.
 */
public final class CudaDriver implements Driver {
    static final String NAME = "cuda";

    private final CudaDriverApi api;
    private final CudaDeviceEnumerator enumerator;

    public CudaDriver(CudaDriverApi api) {
        this.api = api;
        this.enumerator = new CudaDeviceEnumerator(api);
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The devices with everything the driver knows about them. */
    public List<CudaDeviceInfo> devices() {
        return enumerator.devices();
    }

    @Override
    public List<DeviceInfo> queryAvailableDevices() {
        // IREE reports the UUID form as each device's path and the CUdevice + 1 as its id.
        return enumerator.devices().stream()
                .map(d -> new DeviceInfo(api.deviceGet(d.ordinal()) + 1L, d.path(), d.name()))
                .toList();
    }

    @Override
    public CudaDevice createDevice(String path, Map<String, String> params) {
        return new CudaDevice(api, enumerator.resolve(path));
    }

    /** Creates the device with the given ordinal. */
    public CudaDevice createDevice(int ordinal) {
        return createDevice(Integer.toString(ordinal), Map.of());
    }

    @Override
    public Device createDefaultDevice() {
        return createDevice("", Map.of());
    }
}
