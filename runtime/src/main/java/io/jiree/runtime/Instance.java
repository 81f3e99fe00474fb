package io.jiree.runtime;

import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The runtime's root object: the HAL drivers on the class path (found by ServiceLoader; a driver
 * module such as {@code jiree-hal-local} or {@code jiree-hal-cuda} on the class path makes its
 * drivers available). Create one per process, open {@link Session}s from it, close it last.
 *
 * <p>Sessions share devices: every session of an instance on the same device URI and parameters
 * uses one device (one {@code local-task} worker pool, one CUDA context), which closes when the
 * last of those sessions closes.
 *
 * <p>Thread-safe: sessions may be created from any thread.
 */
public final class Instance implements AutoCloseable {
    private final DriverRegistry registry;
    // The devices sessions use, by URI and parameters, with how many sessions use each; guarded by this.
    private final Map<List<Object>, SharedDevice> shared = new HashMap<>();

    private static final class SharedDevice {
        final Device device;
        int users;

        SharedDevice(Device device) {
            this.device = device;
        }
    }

    private Instance(DriverRegistry registry) {
        this.registry = registry;
    }

    /** An instance with every driver found on the class path. */
    public static Instance create() {
        return new Instance(DriverRegistry.load());
    }

    /** An instance over an explicit driver registry (the instance closes it). */
    public static Instance create(DriverRegistry registry) {
        return new Instance(registry);
    }

    /** Names of the available drivers, e.g. {@code [local-sync, local-task]}. */
    public List<String> driverNames() {
        return registry.driverNames();
    }

    /**
     * Creates the device a URI names ({@code local-sync}, {@code local-task}, {@code cuda://0},
     * {@code cuda://GPU-<uuid>}); the caller closes it. NOT_FOUND naming the available drivers.
     */
    public Device createDevice(String uri) {
        return registry.createDevice(uri);
    }

    /** As {@link #createDevice(String)}, with {@code params} over the driver's (the URI's own win). */
    public Device createDevice(String uri, Map<String, String> params) {
        return registry.createDevice(uri, params);
    }

    /**
     * Parameters every device of driver {@code driver} gets (IREE's driver flags: local-task's
     * {@code workers}, cuda's {@code async_allocations}, ...); the device URI's own win.
     */
    public Instance setDeviceParameters(String driver, Map<String, String> params) {
        registry.setDeviceParameters(driver, params);
        return this;
    }

    /**
     * The device a session uses for {@code uri} with {@code params}: the one other sessions of this
     * instance use already, else a new one. Each call is matched by one {@link #releaseShared}.
     */
    synchronized Device acquireShared(String uri, Map<String, String> params) {
        // A list, not a concatenated string: string concatenation links a bootstrap method at
        // start-up that a run-module of a small program would otherwise pay for.
        List<Object> key = List.of(uri, Map.copyOf(params));
        SharedDevice d = shared.get(key);
        if (d == null) {
            d = new SharedDevice(createDevice(uri, params));
            shared.put(key, d);
        }
        d.users++;
        return d.device;
    }

    /** A session lets go of {@code device}; the last user closes it. */
    void releaseShared(Device device) {
        Device closing = null;
        synchronized (this) {
            for (var it = shared.values().iterator(); it.hasNext(); ) {
                SharedDevice d = it.next();
                if (d.device == device && --d.users == 0) {
                    it.remove();
                    closing = device;
                }
            }
        }
        if (closing != null) {
            closing.close();
        }
    }

    /** A session on the devices {@code deviceUris} name (at least one). */
    public Session createSession(String... deviceUris) {
        return Session.create(this, List.of(deviceUris));
    }

    /** A session as {@code options} describe it (devices, workers, parameters, JIT, ...). */
    public Session createSession(SessionOptions options) {
        return Session.create(this, options);
    }

    @Override
    public void close() {
        registry.close();
    }
}
