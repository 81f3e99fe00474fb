package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;
import java.util.List;

/** The driver behind the target: found by name, enumerating its devices, creating them by URI. */
class DriverCtsTest extends CtsTestBase {
    @CtsTest
    void theDeviceIdentifiesItself() {
        String id = device.identifier();
        assertEquals(1, device.queryI64("hal.device.id", id));
        assertEquals(1, device.queryI64("hal.device.id", id.charAt(0) + "*"));
        assertEquals(0, device.queryI64("hal.device.id", "jiree-cts-no-such-device"));
        assertEquals(StatusCode.NOT_FOUND, codeOf(() -> device.queryI64("jiree.cts.no-such-category", "key")));
        assertTrue(CtsTarget.registry().driverNames().contains(target.driver()));
    }

    @CtsTest
    void everyListedDeviceCanBeCreatedByItsPath() {
        Driver driver = CtsTarget.registry().driver(target.driver());
        List<DeviceInfo> infos = driver.queryAvailableDevices();
        assertFalse(infos.isEmpty(), "a driver that made a device lists at least one");
        for (DeviceInfo info : infos) {
            try (Device d = CtsTarget.registry().createDevice(target.driver() + "://" + info.path())) {
                assertEquals(device.identifier(), d.identifier());
                assertEquals(info.path(), d.info().path());
            }
        }
    }

    @CtsTest
    void anUnknownDeviceIsNotFound() {
        JireeException e = org.junit.jupiter.api.Assertions.assertThrows(
                JireeException.class, () -> CtsTarget.registry().createDevice(target.driver() + "://99"));
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertTrue(e.getMessage().contains(target.driver() + "://99"), e.getMessage());
        JireeException driver = org.junit.jupiter.api.Assertions.assertThrows(
                JireeException.class, () -> CtsTarget.registry().createDevice("jiree-cts-no-such-driver"));
        assertEquals(StatusCode.NOT_FOUND, driver.code());
        assertTrue(
                driver.getMessage().contains(target.driver()), "names the drivers there are: " + driver.getMessage());
    }
}
