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
 * workgroups on a pool). local-task's device URI parameters: {@code workers=N}, the number of
 * threads that run workgroups, the one running a submission included (default: the
 * {@code jiree.local-task.workers} system property, or the core count), and {@code spin_us=N},
 * how long an idle worker looks for more work before it parks (default 0, as IREE's
 * {@code --task_worker_spin_us}: on a shared machine spinning cost CPU and gained no time).
 */
final class LocalDriver implements Driver {
    static final String SYNC = "local-sync";
    static final String TASK = "local-task";
    static final String WORKERS_PROPERTY = "jiree.local-task.workers";
    static final int DEFAULT_SPIN_US = 0;

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
        int count =
                workers == null ? Runtime.getRuntime().availableProcessors() : parse("worker count", workers, 1, 1024);
        String spin = params.get("spin_us");
        long spinNanos = 1000L * (spin == null ? DEFAULT_SPIN_US : parse("spin_us", spin, 0, 1_000_000));
        return new LocalDevice(TASK, count, spinNanos, true);
    }

    static LocalDevice createTaskDevice(int workers) {
        return new LocalDevice(TASK, workers, 1000L * DEFAULT_SPIN_US, true);
    }

    private static int parse(String what, String text, int min, int max) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "local-task %s '%s' is not a number between %d and %d",
                what,
                text,
                min,
                max);
    }
}
