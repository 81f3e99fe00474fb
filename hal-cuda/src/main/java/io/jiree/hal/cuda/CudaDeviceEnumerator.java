package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lists the CUDA devices and resolves a device path to one of them, with IREE's path rules:
 * empty = device 0, {@code GPU-<uuid>} = the device with that UUID, a decimal number = that
 * ordinal. A missing device is NOT_FOUND listing the devices that exist.
 */
final class CudaDeviceEnumerator {
    private final CudaDriverApi api;

    CudaDeviceEnumerator(CudaDriverApi api) {
        this.api = api;
    }

    List<CudaDeviceInfo> devices() {
        api.init();
        int count = api.deviceGetCount();
        List<CudaDeviceInfo> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(describe(api.deviceGet(i), i));
        }
        return out;
    }

    private CudaDeviceInfo describe(int device, int ordinal) {
        return new CudaDeviceInfo(
                ordinal,
                api.deviceGetName(device),
                api.deviceGetUuid(device),
                api.deviceGetAttribute(CudaConstants.ATTR_COMPUTE_CAPABILITY_MAJOR, device),
                api.deviceGetAttribute(CudaConstants.ATTR_COMPUTE_CAPABILITY_MINOR, device),
                api.deviceTotalMem(device));
    }

    /** The device a URI path names. */
    CudaDeviceInfo resolve(String path) {
        String p = path == null ? "" : path.strip();
        List<CudaDeviceInfo> devices = devices();
        if (p.isEmpty()) {
            if (devices.isEmpty()) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "no compatible CUDA devices were found; check nvidia-smi and CUDA_VISIBLE_DEVICES");
            }
            return devices.get(0);
        }
        if (p.startsWith("GPU-")) {
            byte[] uuid = CudaDeviceInfo.parseUuid(p.substring(4));
            if (uuid == null) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "invalid GPU UUID: '%s'; expected GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx as nvidia-smi -L prints it",
                        p.substring(4));
            }
            for (CudaDeviceInfo d : devices) {
                if (Arrays.equals(d.uuid(), uuid)) {
                    return d;
                }
            }
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "CUDA device with UUID %s not found; %s",
                    CudaDeviceInfo.formatUuid(uuid),
                    available(devices));
        }
        if (!p.chars().allMatch(c -> c >= '0' && c <= '9')
                && !(p.startsWith("-")
                        && p.length() > 1
                        && p.substring(1).chars().allMatch(c -> c >= '0' && c <= '9'))) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "unsupported CUDA device path '%s'; use cuda://<index> or cuda://GPU-<uuid>; %s",
                    p,
                    available(devices));
        }
        long index;
        try {
            index = Long.parseLong(p);
        } catch (NumberFormatException e) {
            index = Long.MAX_VALUE;
        }
        if (index < 0 || index >= devices.size()) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "CUDA device %s not found (of %d enumerated); %s",
                    p,
                    devices.size(),
                    available(devices));
        }
        return devices.get((int) index);
    }

    private static String available(List<CudaDeviceInfo> devices) {
        if (devices.isEmpty()) {
            return "no CUDA devices are available";
        }
        StringBuilder sb = new StringBuilder("available devices: ");
        for (int i = 0; i < devices.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(devices.get(i).describe());
        }
        return sb.toString();
    }
}
