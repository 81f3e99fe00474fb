package io.jiree.runtime.hal;

import io.jiree.hal.Command;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.RecordingCommandBuffer;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a program asked of one device through the {@code hal} module ({@code --print_device_statistics}):
 * queue operations by kind (count and bytes) and dispatches by executable export (count and
 * workgroups), counted as the program issues them. Off until {@link #enable()}d, when it costs a
 * field read per queue operation.
 */
public final class DeviceStatistics {
    private record Row(long count, long amount) {
        Row plus(long more) {
            return new Row(count + 1, amount + more);
        }
    }

    private final String device;
    private volatile boolean enabled;
    private final Map<String, Row> queue = new TreeMap<>();
    private final Map<String, Row> dispatches = new TreeMap<>();

    public DeviceStatistics(String device) {
        this.device = device;
    }

    /** Starts counting. */
    public void enable() {
        enabled = true;
    }

    boolean enabled() {
        return enabled;
    }

    /** Counts a queue operation of {@code kind} moving or allocating {@code bytes}. */
    synchronized void queue(String kind, long bytes) {
        queue.merge(kind, new Row(1, bytes), (a, b) -> a.plus(bytes));
    }

    /** Counts a queue execute and the dispatches of its command buffer (null: a barrier). */
    synchronized void execute(CommandBuffer commandBuffer) {
        int commands = 0;
        if (commandBuffer instanceof RecordingCommandBuffer recorded) {
            for (Command c : recorded.commands()) {
                commands++;
                if (c instanceof Command.Dispatch d) {
                    long workgroups = d.config().workgroupCountRef() != null
                            ? 0
                            : (long) d.config().countX()
                                    * d.config().countY()
                                    * d.config().countZ();
                    long n = workgroups;
                    dispatches.merge(
                            d.executable().export(d.exportOrdinal()).name(), new Row(1, n), (a, b) -> a.plus(n));
                }
            }
        }
        long n = commands;
        queue.merge("execute", new Row(1, n), (a, b) -> a.plus(n));
    }

    /** The statistics, one line each, under the device's name. */
    public synchronized String format() {
        StringBuilder b = new StringBuilder("  device=").append(device).append('\n');
        queue.forEach((kind, row) -> b.append("  queue ")
                .append(kind)
                .append("  count=")
                .append(row.count())
                .append(kind.equals("execute") ? " commands=" : " bytes=")
                .append(row.amount())
                .append(kind.equals("execute") ? "" : "B")
                .append('\n'));
        dispatches.forEach((name, row) -> b.append("  dispatch ")
                .append(name)
                .append("  count=")
                .append(row.count())
                .append(" workgroups=")
                .append(row.amount())
                .append('\n'));
        return b.toString();
    }
}
