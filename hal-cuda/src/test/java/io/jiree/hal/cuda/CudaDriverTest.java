package io.jiree.hal.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.QueueAffinity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CudaDriverTest {
    private static final String UUID1 = "GPU-6a697265-652d-7374-616e-64696e2d0001";

    @Test
    void registeredThroughServiceLoader() {
        try (DriverRegistry registry = DriverRegistry.load()) {
            assertTrue(
                    registry.driverNames().contains("cuda"),
                    registry.driverNames().toString());
        }
    }

    @Test
    void createsDevicesFromUris() {
        StandIn.api();
        try (DriverRegistry registry = DriverRegistry.load()) {
            try (Device d = registry.createDevice("cuda")) {
                assertEquals(
                        new DeviceInfo(1, "GPU-6a697265-652d-7374-616e-64696e2d0000", "jiree stand-in device 0"),
                        d.info());
                assertEquals("cuda", d.identifier());
            }
            try (Device d = registry.createDevice("cuda://1")) {
                assertEquals(2, d.info().deviceId());
            }
            // The error lists the devices there are.
            JireeException bad = assertThrows(JireeException.class, () -> registry.createDevice("cuda://7"));
            assertTrue(bad.getMessage().contains("jiree stand-in device 1"), bad.getMessage());
        }
    }

    @Test
    void listsAvailableDevicesLikeIree() {
        CudaDriver driver = new CudaDriver(StandIn.api());
        List<DeviceInfo> infos = driver.queryAvailableDevices();
        assertEquals(
                List.of(
                        new DeviceInfo(1, "GPU-6a697265-652d-7374-616e-64696e2d0000", "jiree stand-in device 0"),
                        new DeviceInfo(2, UUID1, "jiree stand-in device 1")),
                infos);
    }

    @Test
    void answersDeviceQueries() {
        try (CudaDevice d = new CudaDriver(StandIn.api()).createDevice("0", Map.of())) {
            assertEquals(1, d.queryI64("hal.device.id", "cuda"));
            assertEquals(1, d.queryI64("hal.device.id", "cu*"));
            assertEquals(0, d.queryI64("hal.device.id", "vulkan*"));
            assertEquals(1, d.queryI64("hal.executable.format", "cuda-nvptx-fb"));
            assertEquals(0, d.queryI64("hal.executable.format", "embedded-elf-x86_64"));
            assertEquals(8, d.queryI64("cuda.device", "compute_capability_major"));
            JireeException e = assertThrows(JireeException.class, () -> d.queryI64("hal.foo", "bar"));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.getMessage().contains("'hal.foo :: bar'"), e.getMessage());
        }
    }

    @Test
    void channelsNeedTheNcclModule() {
        try (CudaDevice d = new CudaDriver(StandIn.api()).createDevice(0)) {
            JireeException e = assertThrows(
                    JireeException.class, () -> d.createChannel(QueueAffinity.ANY, ChannelParams.defaults()));
            assertEquals(StatusCode.UNIMPLEMENTED, e.code());
            assertTrue(e.getMessage().contains("hal-cuda-nccl"), e.getMessage());
        }
    }

    @Test
    void aClosedDeviceSaysSo() {
        CudaDevice d = new CudaDriver(StandIn.api()).createDevice(1);
        d.close();
        d.close();
        JireeException e = assertThrows(JireeException.class, d::makeCurrent);
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
    }

    @Test
    void describesEachDeviceForDumpDevices() {
        CudaDriver driver = new CudaDriver(StandIn.api());
        DeviceInfo second = driver.queryAvailableDevices().get(1);
        // hal-cuda's pom gives the stand-in devices 256 MiB each; it reports driver API 12.4.
        assertEquals(
                List.of(
                        "index: 1",
                        "uuid: " + UUID1,
                        "name: jiree stand-in device 1",
                        "compute-capability: 8.0",
                        "total-memory-bytes: 268435456",
                        "total-memory-mib: 256",
                        "cuda-driver-api-version: 12040"),
                driver.describeDevice(second));
        assertEquals(
                List.of(), driver.describeDevice(new DeviceInfo(9, "GPU-00000000-0000-0000-0000-000000000000", "x")));
    }
}
