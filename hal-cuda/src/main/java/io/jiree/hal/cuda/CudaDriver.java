package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.StatusCode;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The {@code cuda} HAL driver: enumerates CUDA devices and creates them from device URI paths
 * ({@code cuda}, {@code cuda://<index>}, {@code cuda://GPU-<uuid>}), as IREE's cuda_driver. The
 * {@code cuda} device without a path is device 0, or under a job launcher the GPU of this rank's
 * node-local rank (see {@link CollectiveProvider#defaultDeviceIndex()}).
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
    public List<String> describeDevice(DeviceInfo device) {
        for (CudaDeviceInfo d : enumerator.devices()) {
            if (d.path().equals(device.path())) {
                return List.of(
                        "index: " + d.ordinal(),
                        "uuid: " + d.path(),
                        "name: " + d.name(),
                        "compute-capability: " + d.computeCapabilityMajor() + "." + d.computeCapabilityMinor(),
                        "total-memory-bytes: " + d.totalMemoryBytes(),
                        "total-memory-mib: " + d.totalMemoryBytes() / (1024 * 1024),
                        "cuda-driver-api-version: " + api.driverGetVersion());
            }
        }
        return List.of();
    }

    /**
     * Device parameters (IREE's cuda driver flags): {@code async_allocations} (true: queue allocas
     * are stream-ordered where supported), {@code default_index} (the path-less device's index, 0)
     * and {@code default_index_from_mpi} (true: under a job launcher the path-less device is this
     * rank's node-local GPU).
     */
    @Override
    public CudaDevice createDevice(String path, Map<String, String> params) {
        boolean async = bool(params, "async_allocations", true);
        if (path == null || path.isBlank()) {
            // Under a job launcher every rank of a node names the same "cuda" device; the collective
            // provider knows which GPU this rank should take (its node-local rank).
            OptionalInt index =
                    bool(params, "default_index_from_mpi", true) ? defaultDeviceIndex() : OptionalInt.empty();
            if (index.isPresent()) {
                try {
                    return new CudaDevice(api, enumerator.resolve(Integer.toString(index.getAsInt())), async);
                } catch (JireeException e) {
                    throw e.annotate("device " + index.getAsInt() + " is this rank's default (its node-local "
                            + "rank); name a device explicitly with --device=cuda://N");
                }
            }
            String defaultIndex = params.get("default_index");
            if (defaultIndex != null && !defaultIndex.equals("0")) {
                return new CudaDevice(api, enumerator.resolve(defaultIndex), async);
            }
        }
        return new CudaDevice(api, enumerator.resolve(path), async);
    }

    private static boolean bool(Map<String, String> params, String key, boolean defaultValue) {
        String v = params.get(key);
        if (v == null) {
            return defaultValue;
        }
        if (v.equals("true") || v.equals("1")) {
            return true;
        }
        if (v.equals("false") || v.equals("0")) {
            return false;
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT, "cuda device parameter %s=%s is not true or false", key, v);
    }

    /** The default device index a collective provider on the class path gives, if any. */
    static OptionalInt defaultDeviceIndex() {
        for (CollectiveProvider provider : Services.load(CollectiveProvider.class)) {
            OptionalInt index = provider.defaultDeviceIndex();
            if (index.isPresent()) {
                return index;
            }
        }
        return OptionalInt.empty();
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
