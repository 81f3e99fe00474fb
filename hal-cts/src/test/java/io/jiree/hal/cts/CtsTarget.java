package io.jiree.hal.cts;

import io.jiree.base.JireeException;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceUri;
import io.jiree.hal.DriverRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * One device the suite runs against: a driver the {@link DriverRegistry} finds on the class path
 * and the URI of its device. Every registered driver is a target, with its default device, so a
 * new driver is tested by being on the class path.
 *
 * <p>System properties:
 * <ul>
 *   <li>{@value #DEVICES}: comma-separated device URIs to test instead (e.g. {@code cuda://0});
 *   <li>{@value #LIMITS}: what a target legitimately cannot do here, as
 *       {@code driver:feature=reason} entries separated by {@code ;}. A case needing the feature
 *       is skipped with the reason.
 * </ul>
 */
public record CtsTarget(String driver, String uri) {
    static final String DEVICES = "jiree.cts.devices";
    static final String LIMITS = "jiree.cts.limits";

    /** Features a target may lack (see {@link #LIMITS}). */
    static final String DISPATCH = "dispatch";

    private static DriverRegistry registry;

    /** The registry every target's device comes from: the runtime's, created once per JVM. */
    static synchronized DriverRegistry registry() {
        if (registry == null) {
            registry = DriverRegistry.load();
        }
        return registry;
    }

    /** The targets of this run, in registration order: every {@link CtsTest} case runs once per target. */
    public static List<CtsTarget> targets() {
        String devices = System.getProperty(DEVICES, "").trim();
        List<CtsTarget> out = new ArrayList<>();
        if (devices.isEmpty()) {
            for (String name : registry().driverNames()) {
                out.add(new CtsTarget(name, name));
            }
        } else {
            for (String uri : devices.split(",")) {
                String u = uri.trim();
                out.add(new CtsTarget(DeviceUri.parse(u).driver(), u));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalStateException("no HAL driver is registered on the test class path");
        }
        return out;
    }

    /**
     * Creates the device. A driver that cannot make one here (no library, no hardware) skips the
     * calling case with the driver's own reason.
     */
    Device open() {
        try {
            return registry().createDevice(uri);
        } catch (JireeException e) {
            Assumptions.abort("driver '" + driver + "' has no device here (" + uri + "): " + e.getMessage());
            throw e; // not reached
        }
    }

    /** Skips the calling case when this target cannot do {@code feature} here, saying why. */
    void require(String feature) {
        Optional<String> reason = limitation(feature);
        Assumptions.assumeTrue(
                reason.isEmpty(),
                () -> "driver '" + driver + "' cannot run " + feature + " here: " + reason.orElse(""));
    }

    Optional<String> limitation(String feature) {
        return Optional.ofNullable(limits().get(driver + ":" + feature));
    }

    private static Map<String, String> limits() {
        Map<String, String> map = new LinkedHashMap<>();
        for (String entry : System.getProperty(LIMITS, "").split(";")) {
            int eq = entry.indexOf('=');
            if (eq > 0) {
                map.put(entry.substring(0, eq).trim(), entry.substring(eq + 1).trim());
            }
        }
        return map;
    }

    @Override
    public String toString() {
        return uri;
    }
}
