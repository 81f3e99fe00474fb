package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The drivers on the class path ({@code iree_hal_driver_registry_t}), resolving device URIs
 * to devices. Drivers are created once per registry and cached.
 */
public final class DriverRegistry implements AutoCloseable {
    private final Map<String, DriverFactory> factories = new LinkedHashMap<>();
    private final List<DriverInfo> infos = new ArrayList<>();
    private final Map<String, Driver> drivers = new LinkedHashMap<>();
    private final Map<String, Map<String, String>> deviceParameters = new LinkedHashMap<>();

    /** A registry of the given factories (in order; the first to name a driver wins). */
    public DriverRegistry(List<DriverFactory> factoryList) {
        for (DriverFactory f : factoryList) {
            for (DriverInfo info : f.drivers()) {
                if (factories.putIfAbsent(info.driverName(), f) == null) {
                    infos.add(info);
                }
            }
        }
    }

    /** A registry of every {@link DriverFactory} found by {@link ServiceLoader} (through {@link Services}). */
    public static DriverRegistry load() {
        return new DriverRegistry(Services.load(DriverFactory.class));
    }

    /** The names of the available drivers, in registration order. */
    public List<String> driverNames() {
        return List.copyOf(factories.keySet());
    }

    /** The available drivers with their full names (as {@code --list_drivers} shows them). */
    public List<DriverInfo> drivers() {
        return List.copyOf(infos);
    }

    /** The driver named {@code name}; NOT_FOUND listing available drivers. */
    public synchronized Driver driver(String name) {
        Driver d = drivers.get(name);
        if (d != null) {
            return d;
        }
        DriverFactory f = factories.get(name);
        if (f == null) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "no driver '%s' registered; available drivers: [%s] (a driver is available when its jiree module is on the class path)",
                    name,
                    String.join(", ", factories.keySet()));
        }
        d = f.create(name);
        drivers.put(name, d);
        return d;
    }

    /**
     * Parameters every device of driver {@code driver} is created with (a tool's driver flags, such
     * as local-task's {@code workers}); a parameter the device URI names wins over these.
     */
    public synchronized void setDeviceParameters(String driver, Map<String, String> params) {
        deviceParameters.put(driver, Map.copyOf(params));
    }

    /** Creates the device a URI names ({@code local-task}, {@code cuda://0}, {@code cuda://GPU-<uuid>}). */
    public Device createDevice(String uri) {
        return createDevice(uri, Map.of());
    }

    /**
     * As {@link #createDevice(String)}, with {@code params} over the driver's parameters (those of
     * {@link #setDeviceParameters}); the URI's own parameters win over both.
     */
    public Device createDevice(String uri, Map<String, String> params) {
        DeviceUri parsed = DeviceUri.parse(uri);
        Map<String, String> all = new LinkedHashMap<>();
        synchronized (this) {
            all.putAll(deviceParameters.getOrDefault(parsed.driver(), Map.of()));
        }
        all.putAll(params);
        all.putAll(parsed.params());
        Driver d;
        try {
            d = driver(parsed.driver());
        } catch (JireeException e) {
            throw e.annotate("creating driver for device '" + uri + "'");
        }
        try {
            return d.createDevice(parsed.path(), Map.copyOf(all));
        } catch (JireeException e) {
            throw e.annotate("creating device '" + uri + "'");
        }
    }

    @Override
    public synchronized void close() {
        for (Driver d : drivers.values()) {
            d.close();
        }
        drivers.clear();
    }
}
