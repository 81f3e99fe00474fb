package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DriverRegistryTest {
    @Test
    void parsesDeviceUris() {
        assertEquals(new DeviceUri("local-task", "", Map.of()), DeviceUri.parse("local-task"));
        assertEquals(new DeviceUri("local-sync", "", Map.of()), DeviceUri.parse("local-sync://"));
        assertEquals(new DeviceUri("cuda", "0", Map.of()), DeviceUri.parse("cuda://0"));
        assertEquals("GPU-1234-abcd", DeviceUri.parse("cuda://GPU-1234-abcd").path());
        assertEquals(
                Map.of("a", "1", "b", ""), DeviceUri.parse("cuda://0?a=1&b").params());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> DeviceUri.parse("")).code());
    }

    @Test
    void unknownDriverIsNotFoundAndListsDrivers() {
        String[] created = new String[1];
        DriverFactory f = new DriverFactory() {
            @Override
            public List<DriverInfo> drivers() {
                return List.of(new DriverInfo("fake", "Fake driver"));
            }

            @Override
            public Driver create(String driverName) {
                return new Driver() {
                    @Override
                    public String name() {
                        return driverName;
                    }

                    @Override
                    public List<DeviceInfo> queryAvailableDevices() {
                        return List.of();
                    }

                    @Override
                    public Device createDevice(String path, Map<String, String> params) {
                        created[0] = path;
                        throw new JireeException(StatusCode.NOT_FOUND, "no device '" + path + "'");
                    }
                };
            }
        };
        try (DriverRegistry r = new DriverRegistry(List.of(f))) {
            assertEquals(List.of("fake"), r.driverNames());
            assertEquals(List.of(new DriverInfo("fake", "Fake driver")), r.drivers());
            JireeException e = assertThrows(JireeException.class, () -> r.createDevice("nope://0"));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.getMessage().contains("nope") && e.getMessage().contains("fake"), e.getMessage());
            JireeException e2 = assertThrows(JireeException.class, () -> r.createDevice("fake://7"));
            assertEquals("7", created[0]);
            assertTrue(e2.getMessage().contains("creating device 'fake://7'"));
        }
    }
}
