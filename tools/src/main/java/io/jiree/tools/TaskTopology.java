package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.File;
import java.io.PrintWriter;
import java.util.Set;
import java.util.TreeSet;

/**
 * IREE's task system flags ({@code --task_topology_*}, {@code --task_worker_*},
 * {@code --task_abort_on_failure}, {@code --dump_task_topologies}) and the one place they become
 * a jiree setting: the size of local-task's worker pool, its {@code workers} device parameter.
 * IREE builds executors of worker groups pinned to chosen cores; jiree's local-task has one pool of
 * unpinned threads. So the flags that count workers decide its size — a group count, the size of a
 * CPU id set, or the automatic count (the processors the JVM may use) capped by the maximum group
 * count — and the flags that choose or pin cores are checked as IREE checks them and otherwise
 * change nothing (docs/flags.md says so for each).
 */
final class TaskTopology {
    private final Flags.Value<Integer> groupCount;
    private final Flags.Value<Integer> maxGroupCount;
    private final Flags.Value<String> mode;
    private final Flags.Texts cpuIds;
    private final Flags.Value<String> nodes;
    private final Flags.Value<String> snapshot;
    private final Flags.Value<String> performanceLevel;
    private final Flags.Value<String> distribution;
    private final Flags.Value<String> favor;
    private final Flags.Value<Boolean> dump;

    TaskTopology(Flags flags) {
        flags.section("Task system (local-task's worker pool): TaskTopology");
        flags.bool(
                "task_abort_on_failure",
                false,
                "Accepted; a failed local-task queue operation fails its semaphores and the tool exits\n"
                        + "with that error either way.");
        flags.int32("task_worker_spin_us", 0, "Accepted; jiree's workers park when idle instead of spinning.");
        flags.int32(
                "task_worker_stack_size",
                131072,
                "Accepted; workers are JVM threads with the JVM's stack size (-Xss in JIREE_JAVA_OPTS).");
        flags.int32(
                "task_worker_local_memory",
                0,
                "Accepted; each dispatch gets the workgroup local memory its executable declares.");
        mode = flags.string(
                "task_topology_mode",
                "physical_cores",
                "physical_cores (the only mode): with --task_topology_group_count=0 the pool has one\n"
                        + "worker per processor the JVM may use, at most --task_topology_max_group_count.");
        groupCount = flags.int32(
                "task_topology_group_count",
                0,
                "The number of local-task workers; 0 chooses it from --task_topology_mode.");
        cpuIds = flags.list(
                "task_topology_cpu_ids",
                "A set of logical CPU ids (0,1,2 or 0-3): the pool gets one worker per id (unpinned).\n"
                        + "jiree has one pool, so one set.");
        nodes = flags.string(
                "task_topology_nodes",
                "current",
                "current, all, numa or NUMA node ids (0,2): checked; jiree's one pool spans the\n"
                        + "processors the JVM may use.");
        maxGroupCount = flags.int32(
                "task_topology_max_group_count",
                64,
                "The most workers the automatic count gives (ignored with a group count).");
        snapshot = flags.string("task_topology_snapshot", "", "Not supported: jiree reads no captured CPU topology.");
        performanceLevel = flags.string(
                "task_topology_performance_level",
                "any",
                "any, low (efficiency) or high (performance): checked; workers are not pinned to cores.");
        distribution = flags.string(
                "task_topology_distribution",
                "scatter",
                "compact or scatter: checked; workers are not pinned to cores.");
        favor = flags.string(
                "task_topology_favor",
                "",
                "latency, throughput or efficiency: checked; workers are not pinned to cores.");
        dump = flags.bool(
                "dump_task_topologies", false, "Prints the local-task worker pool these flags make and exits.");
    }

    /** The local-task {@code workers} device parameter these flags ask for; null for local-task's default. */
    String workers() {
        if (!snapshot.get().isEmpty()) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "--task_topology_snapshot='%s': jiree reads no captured CPU topology; size the worker pool with "
                            + "--task_topology_group_count=N or --task_topology_cpu_ids=",
                    snapshot.get());
        }
        if (!cpuIds.get().isEmpty()) {
            // As in IREE, CPU id sets take precedence over the group count.
            if (cpuIds.get().size() > 1) {
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED,
                        "%d --task_topology_cpu_ids sets: jiree's local-task has one worker pool; give one set",
                        cpuIds.get().size());
            }
            return Integer.toString(cpuSet(cpuIds.get().getFirst()).size());
        }
        checkChoices();
        if (groupCount.get() != 0) {
            return Integer.toString(groupCount.get());
        }
        if (!mode.get().equals("physical_cores")) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "one of --task_topology_group_count or --task_topology_mode must be specified and be a valid "
                            + "value; have --task_topology_mode=%s.",
                    mode.get());
        }
        int automatic = Runtime.getRuntime().availableProcessors();
        int max = maxGroupCount.get();
        return max < automatic ? Integer.toString(Math.max(1, max)) : null;
    }

    /** Handles {@code --dump_task_topologies}; true when it printed (the tool then exits 0). */
    boolean handleDump(PrintWriter out) {
        if (!dump.get()) {
            return false;
        }
        String w = workers();
        int count = w == null ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(w);
        out.print("# ===" + "-".repeat(72) + "===\n");
        out.print("# topology[0]: " + count + " worker groups (local-task's pool of unpinned worker threads)\n");
        out.print("# ===" + "-".repeat(72) + "===\n#\n");
        for (int i = 0; i < count; i++) {
            out.print("# group[" + i + "]: worker " + i + ", any processor the JVM may use\n");
        }
        out.print("#\n");
        out.flush();
        return true;
    }

    // The choices IREE checks even where they change nothing here, with its messages.
    private void checkChoices() {
        String preset = favor.get();
        // IREE falls back to the individual flags for an unknown preset; so does this.
        if (!Set.of("latency", "throughput", "efficiency").contains(preset)) {
            String level = performanceLevel.get();
            if (!Set.of("any", "low", "efficiency", "high", "performance").contains(level)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "unknown value `%s` for performance level; expected one of [any, low/efficiency, "
                                + "high/performance]",
                        level);
            }
            String d = distribution.get();
            if (!d.equals("compact") && !d.equals("scatter")) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "unknown value `%s` for distribution strategy; expected one of [compact, scatter]",
                        d);
            }
        }
        String n = nodes.get();
        if (n.isEmpty() || n.equals("current") || n.equals("all") || n.equals("numa")) {
            return;
        }
        int available = numaNodeCount();
        for (String id : n.split(",", -1)) {
            int node;
            try {
                node = Integer.parseInt(id);
            } catch (NumberFormatException e) {
                node = -1;
            }
            if (node < 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid NUMA node ID specified: '%s'", id);
            }
            if (node >= available) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "NUMA node ID out of valid range [0,%d): %d", available, node);
            }
        }
    }

    private static int numaNodeCount() {
        String[] entries = new File("/sys/devices/system/node").list((dir, name) -> name.matches("node\\d+"));
        return entries == null || entries.length == 0 ? 1 : entries.length;
    }

    /** The logical CPU ids of a set such as {@code 0,1,2} or {@code 0-3,8}. */
    static Set<Integer> cpuSet(String text) {
        Set<Integer> ids = new TreeSet<>();
        for (String part : text.split(",", -1)) {
            String p = part.strip();
            int dash = p.indexOf('-');
            try {
                int first = Integer.parseInt(dash < 0 ? p : p.substring(0, dash).strip());
                int last = dash < 0
                        ? first
                        : Integer.parseInt(p.substring(dash + 1).strip());
                if (first < 0 || last < first || last - first > 4096) {
                    throw new NumberFormatException();
                }
                for (int i = first; i <= last; i++) {
                    ids.add(i);
                }
            } catch (NumberFormatException e) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "invalid CPU id '%s' in --task_topology_cpu_ids=%s; give ids such as 0,1,2 or 0-3",
                        p,
                        text);
            }
        }
        return ids;
    }
}
