package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;
import java.util.List;
import java.util.Map;

/**
 * The CPU drivers: {@code local-sync} (queue operations and workgroups inline on the caller)
 * and {@code local-task} (queue operations issued asynchronously once their waits are reached,
 * workgroups on a pool; worker count from the {@code workers} URI parameter, the
 * {@code jiree.local-task.workers} system property, or the core count).
 */
final class LocalDriver implements Driver {
    static final String SYNC = "local-sync";
    static final String TASK = "local-task";
    static final String WORKERS_PROPERTY = "jiree.local-task.workers";

    private final String name;

    LocalDriver(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<DeviceInfo> queryAvailableDevices() {
        return List.of(new DeviceInfo(0, "", name));
    }

    @Override
    public Device createDevice(String path, Map<String, String> params) {
        if (path != null && !path.isEmpty()) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "device paths not yet implemented; %s has a single device, select it with '%s' or '%s://'",
                    name,
                    name,
                    name);
        }
        if (name.equals(SYNC)) {
            return new LocalDevice(SYNC, 1);
        }
        String workers = params.get("workers");
        if (workers == null) {
            workers = System.getProperty(WORKERS_PROPERTY);
        }
        return createTaskDevice(workers == null ? Runtime.getRuntime().availableProcessors() : parseWorkers(workers));
    }

    static LocalDevice createTaskDevice(int workers) {
        return new LocalDevice(TASK, workers, true);
    }

    private static int parseWorkers(String text) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n >= 1 && n <= 1024) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT, "local-task worker count '%s' is not a number between 1 and 1024", text);
    }
}
