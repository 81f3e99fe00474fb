package io.jiree.tools;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.Allocator;
import io.jiree.hal.AllocatorStatistics;
import io.jiree.hal.CachingAllocator;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;
import io.jiree.hal.DriverFactory;
import io.jiree.hal.DriverInfo;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.hal.DeviceStatistics;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.Module;
import io.jiree.vm.bytecode.BytecodeModule;
import io.jiree.vm.bytecode.ExecutionTracer;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The module and device flags shared by run-module, benchmark-module and check-module, with
 * IREE's names, defaults and meaning (its context_util, device_util and parameter_util flags):
 * {@code --module=} (repeatable, the last one is the main module) and {@code --module_mode},
 * {@code --device=} (repeatable; {@code local-task} when none) and {@code --device_allocator},
 * {@code --parameters=[scope=]file}, the listings ({@code --list_drivers}, {@code --list_devices},
 * {@code --dump_devices}), and the driver flags it hands on as device parameters ({@link
 * TaskTopology}, {@link CudaOptions}) or refuses ({@link RefusedFlags}).
 */
final class DeviceOptions {
    /** The device IREE's tools use when no --device is given. */
    static final String DEFAULT_DEVICE = "local-task";
    /** The session device for programs that do not use the HAL (a session needs one; it stays idle). */
    private static final String VM_ONLY_DEVICE = "local-sync";

    /** Whether the modules of the last session opened use the HAL (and so the --device devices). */
    boolean usedHal;

    private final Flags.Texts modules;
    private final Flags.Value<String> moduleMode;
    private final Flags.Texts devices;
    final Flags.Texts deviceAllocators;
    private final Flags.Texts parameters;
    private final Flags.Value<String> parameterMode;
    private String collectiveTimeoutValue;
    private boolean listDrivers;
    /** The driver --list_devices / --dump_devices named ("" for all); null when not given. */
    private String listDevices;

    private String dumpDevices;
    private final Flags.Value<Boolean> traceExecution;
    private final Flags.Value<Boolean> printDeviceStatistics;
    private final Flags.Value<String> traceFile;
    /** Where --trace_execution writes (the command's stderr). */
    private PrintWriter traceOut;

    private boolean countAllocations;

    private final TaskTopology topology;
    private final CudaOptions cuda;

    /** Registers these flags (and the driver flags) on {@code flags}. */
    DeviceOptions(Flags flags) {
        flags.section("Modules and devices: DeviceOptions");
        modules = flags.list(
                "module",
                "A module to load: a .vmfb file, or - for stdin (repeatable; the last one holds the\n"
                        + "functions to run, the others are its dependencies).");
        moduleMode = flags.string(
                "module_mode",
                "preload",
                "preload reads each module file into memory at start-up; mmap maps it copy-on-write\n"
                        + "(pages read as used).");
        devices = flags.list(
                "device",
                "A device to run on: local-sync, local-task, cuda, cuda://0, cuda://GPU-<uuid>\n"
                        + "(repeatable; default: " + DEFAULT_DEVICE + ", the CPU).");
        deviceAllocators = flags.list(
                "device_allocator",
                "Wraps each device's allocator, in order: caching (freed buffers are kept for reuse),\n"
                        + "caching:heap=max_size;max_capacity;max_count,... (pools with limits), debug.");
        flags.int32(
                "device_lead_allocator",
                0,
                "Accepted; with several devices, buffers the tools make (inputs) come from the first.");
        parameters = flags.list(
                "parameters",
                "A parameter file (.irpa, .safetensors, .gguf) programs load parameters from, under a\n"
                        + "named scope (model=weights.irpa) or the anonymous one (repeatable).");
        parameterMode = flags.string(
                "parameter_mode",
                "file",
                "How parameter files are read: file (mapped, read as used) or preload (read whole into\n"
                        + "memory at start-up).");
        flags.action(
                CollectiveTimeout.FLAG.substring(2),
                "# " + CollectiveTimeout.FLAG + "=10m",
                "How long a rank waits on its peers (to join a channel, to finish a collective) before\n"
                        + "it aborts its channels, dumps its flight recorder and fails with\n"
                        + "DEADLINE_EXCEEDED: 500ms, 30s, 10m (default: JIREE_COLLECTIVE_TIMEOUT, else 10m).",
                v -> collectiveTimeoutValue = v);
        traceExecution = flags.bool(
                "trace_execution", false, "Traces VM execution to stderr: each instruction with its operands' values.");
        printDeviceStatistics = flags.bool(
                "print_device_statistics",
                false,
                "Prints each device's statistics to stderr at shutdown: queue operations by kind (count,\n"
                        + "bytes) and dispatches by executable export (count, workgroups).");
        traceFile = flags.string(
                "trace_file",
                "",
                "Writes a timeline of the run to this file (Trace Event Format JSON; open it in Perfetto\n"
                        + "or chrome://tracing): VM calls, hal calls, queue operations, dispatches, collectives.");
        flags.action("list_drivers", "# --list_drivers", "Lists the HAL drivers and exits.", v -> listDrivers = true);
        flags.action(
                "list_devices",
                "# --list_devices",
                "Lists the devices of all drivers (--list_devices) or of one (--list_devices=cuda) and exits.",
                v -> listDevices = v);
        flags.action(
                "dump_devices",
                "# --dump_devices",
                "Lists the devices of all drivers or of one with their properties and exits.",
                v -> dumpDevices = v);
        topology = new TaskTopology(flags);
        cuda = new CudaOptions(flags);
        RefusedFlags.registerDrivers(flags);
        RefusedFlags.registerCaptures(flags);
    }

    /**
     * Handles --list_drivers/--list_devices/--dump_devices/--dump_task_topologies; true when one ran
     * (the tool then exits 0).
     */
    boolean handleListing(PrintWriter out) {
        if (topology.handleDump(out)) {
            return true;
        }
        if (dumpDevices != null) {
            if (!dumpDevices.isEmpty()
                    && driverInfos().stream().noneMatch(d -> d.driverName().equals(dumpDevices))) {
                throw JireeException.of(StatusCode.NOT_FOUND, "no driver '%s' registered", dumpDevices);
            }
            for (DriverInfo info : driverInfos()) {
                if (dumpDevices.isEmpty() || dumpDevices.equals(info.driverName())) {
                    dumpDevices(info, out, !dumpDevices.isEmpty());
                }
            }
            out.flush();
            return true;
        }
        if (listDrivers) {
            String rule = "# " + "=".repeat(76) + "\n";
            out.print(rule + "# Available HAL drivers\n" + rule
                    + "# Use --list_devices={driver name} to enumerate available devices.\n\n");
            for (DriverInfo info : driverInfos()) {
                out.printf("%16s: %s%n", info.driverName(), info.fullName());
            }
            out.flush();
            return true;
        }
        if (listDevices != null) {
            for (DriverInfo info : driverInfos()) {
                if (!listDevices.isEmpty() && !listDevices.equals(info.driverName())) {
                    continue;
                }
                listDevices(info, out, !listDevices.isEmpty());
            }
            if (!listDevices.isEmpty()
                    && driverInfos().stream().noneMatch(d -> d.driverName().equals(listDevices))) {
                throw JireeException.of(StatusCode.NOT_FOUND, "no driver '%s' registered", listDevices);
            }
            out.flush();
            return true;
        }
        return false;
    }

    private static List<DriverInfo> driverInfos() {
        List<DriverInfo> infos = new ArrayList<>();
        for (DriverFactory f : Services.load(DriverFactory.class)) {
            infos.addAll(f.drivers());
        }
        infos.sort(Comparator.comparing(DriverInfo::driverName));
        return infos;
    }

    private static void listDevices(DriverInfo info, PrintWriter out, boolean failOnError) {
        for (DriverFactory f : Services.load(DriverFactory.class)) {
            if (f.drivers().stream().noneMatch(d -> d.driverName().equals(info.driverName()))) {
                continue;
            }
            try (Driver driver = f.create(info.driverName())) {
                for (DeviceInfo d : driver.queryAvailableDevices()) {
                    out.print(info.driverName() + "://" + d.path() + "\n");
                }
            } catch (JireeException e) {
                if (failOnError) {
                    throw e;
                }
            }
            return;
        }
    }

    /** IREE's --dump_devices layout: a banner per driver, then each device's URI, name and properties. */
    private static void dumpDevices(DriverInfo info, PrintWriter out, boolean failOnError) {
        String rule = "# " + "=".repeat(76) + "\n";
        String thin = "# ===" + "-".repeat(70) + "===\n";
        out.print(rule + "# Enumerated devices for driver '" + info.driverName() + "'\n" + rule + "\n");
        for (DriverFactory f : Services.load(DriverFactory.class)) {
            if (f.drivers().stream().noneMatch(d -> d.driverName().equals(info.driverName()))) {
                continue;
            }
            try (Driver driver = f.create(info.driverName())) {
                for (DeviceInfo d : driver.queryAvailableDevices()) {
                    out.print(thin + "# --device=" + info.driverName() + "://" + d.path() + "\n#   " + d.name() + "\n"
                            + thin + "\n");
                    for (String line : driver.describeDevice(d)) {
                        out.print("- " + line + "\n");
                    }
                    out.print("\n");
                }
            } catch (JireeException e) {
                if (failOnError) {
                    throw e;
                }
                out.print("# unavailable: " + e.getMessage() + "\n\n");
            }
            return;
        }
    }

    private static byte[] readFile(String path) {
        try {
            return Files.readAllBytes(Path.of(path));
        } catch (IOException | RuntimeException e) {
            throw JireeException.of(StatusCode.NOT_FOUND, "failed to open file '%s'", path);
        }
    }

    private static byte[] readStdin() {
        try {
            return System.in.readAllBytes();
        } catch (IOException e) {
            throw new JireeException(StatusCode.UNAVAILABLE, "failed to read a module from stdin: " + e.getMessage());
        }
    }

    /** Counts each device's allocations for --print_statistics ({@link Statistics}). */
    void countAllocations() {
        this.countAllocations = true;
    }

    /**
     * Wraps {@code device}'s allocator as the flags ask, before it allocates anything: counting
     * for --print_statistics, then each --device_allocator spec in order, as IREE wraps it.
     */
    private void configureAllocator(Device device) {
        Allocator allocator = device.allocator();
        if (countAllocations) {
            allocator = new AllocatorStatistics().track(allocator);
        }
        for (String spec : deviceAllocators.get()) {
            int colon = spec.indexOf(':');
            String name = colon < 0 ? spec : spec.substring(0, colon);
            String config = colon < 0 ? "" : spec.substring(colon + 1);
            allocator = switch (name) {
                case "caching" -> CachingAllocator.fromConfig(allocator, config);
                case "debug" ->
                    throw new JireeException(
                            StatusCode.UNIMPLEMENTED,
                            "--device_allocator=debug: jiree has no debug allocator; its HAL checks every buffer "
                                    + "access (range, usage, memory type) already");
                default -> throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unrecognized allocator '%s'", name);
            };
        }
        if (allocator != device.allocator()) {
            device.replaceAllocator(allocator);
        }
    }

    /** Prints what --print_device_statistics counted in {@code session} (nothing without the flag). */
    void printDeviceStatistics(Session session, PrintWriter err) {
        if (!printDeviceStatistics.get() || !usedHal) {
            return;
        }
        StringBuilder b = new StringBuilder("\nIREE HAL device statistics:\n");
        for (DeviceStatistics s : session.deviceStatistics()) {
            b.append(s.format());
        }
        err.print(b);
        err.flush();
    }

    /** Sends --trace_execution's trace to {@code err} (a command's stderr). */
    void traceTo(PrintWriter err) {
        this.traceOut = err;
    }

    /** The devices to open: the --device flags, or the default. */
    List<String> deviceUris() {
        return devices.get().isEmpty() ? List.of(DEFAULT_DEVICE) : devices.get();
    }

    /** Opens a session on the devices and loads the --module files into it. */
    Session openSession(Instance instance) {
        return openSession(instance, List.of());
    }

    /**
     * Whether a module depends on or imports from the HAL. Loops, not streams: a run of a VM-only
     * program would otherwise link two lambdas at start (1.5 ms) that no cached run has linked.
     */
    private static boolean usesHal(List<BytecodeModule> modules) {
        for (BytecodeModule m : modules) {
            for (BytecodeModule.Dependency d : m.dependencies()) {
                if (d.name().equals("hal")) {
                    return true;
                }
            }
            for (ImportDeclaration i : m.imports()) {
                if (i.moduleName().equals("hal")) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Starts the --trace_file timeline, or, in a rank of {@code jiree launch --trace_file}, this
     * rank's file in the launcher's directory; the command's runner (Jiree) ends it, also when the
     * command fails.
     */
    private void startTimeline() {
        if (Timeline.active() != null) {
            return;
        }
        if (!traceFile.get().isEmpty()) {
            Timeline.start(
                    Path.of(traceFile.get()), (int) ProcessHandle.current().pid(), "jiree");
            return;
        }
        Optional<String> dir = Environment.system().get(Timeline.DIR_VARIABLE);
        if (dir.isPresent()) {
            int rank = SpmdRanks.fromSystem().map(SpmdRanks::rank).orElse(0);
            Timeline.start(Path.of(dir.get(), "rank" + rank + ".json"), rank, "rank " + rank);
        }
    }

    /** As {@link #openSession(Instance)}, registering {@code first} (native modules) before the files. */
    Session openSession(Instance instance, List<Module> first) {
        startTimeline();
        if (collectiveTimeoutValue != null) {
            CollectiveTimeout.configure(CollectiveTimeout.parse(
                    CollectiveTimeout.FLAG + "=" + collectiveTimeoutValue, collectiveTimeoutValue));
        }
        List<String> modules = this.modules.get();
        String moduleMode = this.moduleMode.get();
        if (modules.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "no user module specified; use --module=file.vmfb to load from a file or --module=- to load from stdin");
        }
        // Load (and verify) every module first, as the reference does before it opens devices.
        List<BytecodeModule> loaded = new ArrayList<>();
        boolean tracing = traceExecution.get() && traceOut != null;
        Map<BytecodeModule, ModuleLayout> layouts = new IdentityHashMap<>();
        for (String m : modules) {
            try {
                byte[] bytes = m.equals("-") ? readStdin() : tracing ? readFile(m) : null;
                if (bytes != null) {
                    loaded.add(BytecodeModule.load(bytes));
                } else if (moduleMode.equals("preload") || moduleMode.equals("mmap")) {
                    loaded.add(BytecodeModule.load(Path.of(m), moduleMode.equals("mmap")));
                } else {
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT, "unrecognized --module_mode= value '%s'", moduleMode);
                }
                if (tracing) {
                    layouts.put(loaded.getLast(), ModuleLayout.read(ByteBuffer.wrap(bytes)));
                }
            } catch (JireeException e) {
                throw e.annotate(
                                m.equals("-")
                                        ? "loading bytecode module from stdin"
                                        : "loading bytecode module at '" + m + "'")
                        .annotate("loading modules and dependencies");
            }
        }
        if (tracing) {
            // Before the session adds the modules: their initializers are traced too.
            ExecutionTracer.install(new ExecutionTrace(traceOut, layouts));
        }
        // Like IREE's tools, open the --device devices only when a module uses the HAL; programs on
        // the VM alone run without them (an unusable --device is then never touched).
        this.usedHal = usesHal(loaded);
        if (usedHal) {
            String workers = topology.workers();
            instance.setDeviceParameters("local-task", workers == null ? Map.of() : Map.of("workers", workers));
            instance.setDeviceParameters("cuda", cuda.deviceParameters());
        }
        Session session = Session.create(instance, usedHal ? deviceUris() : List.of(VM_ONLY_DEVICE));
        try {
            if (usedHal) {
                for (Device d : session.devices()) {
                    configureAllocator(d);
                }
                if (printDeviceStatistics.get()) {
                    session.deviceStatistics().forEach(DeviceStatistics::enable);
                }
            }
            session.parameters().setMode(parameterMode.get());
            for (String p : parameters.get()) {
                session.parameters().addFlag(p);
            }
            for (Module m : first) {
                session.addModule(m);
            }
            // Modules from stdin keep their flag order; files are ordered by their dependencies.
            if (modules.contains("-")) {
                loaded.forEach(session::addModule);
            } else {
                session.addModules(loaded);
            }
            return session;
        } catch (JireeException e) {
            session.close();
            throw e.annotate("loading modules and dependencies");
        }
    }
}
