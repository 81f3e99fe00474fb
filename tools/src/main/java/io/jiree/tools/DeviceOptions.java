package io.jiree.tools;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.StatusCode;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.Driver;
import io.jiree.hal.DriverFactory;
import io.jiree.hal.DriverInfo;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.bytecode.BytecodeModule;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The module and device flags shared by run-module, benchmark-module and check-module, with
 * IREE's names and defaults: {@code --module=} (repeatable, last one is the main module),
 * {@code --device=} (repeatable; {@code local-task} when none), {@code --parameters=[scope=]file}
 * (repeatable), {@code --list_drivers}, {@code --list_devices[=driver]},
 * {@code --dump_devices[=driver]}.
 */
final class DeviceOptions {
    /** The device IREE's tools use when no --device is given. */
    static final String DEFAULT_DEVICE = "local-task";
    /** The session device for programs that do not use the HAL (a session needs one; it stays idle). */
    private static final String VM_ONLY_DEVICE = "local-sync";

    /** Whether the modules of the last session opened use the HAL (and so the --device devices). */
    boolean usedHal;

    @Option(
            names = "--module",
            paramLabel = "FILE.vmfb",
            description = "A module to load (repeatable; the last one holds the functions to run).")
    List<String> modules = new ArrayList<>();

    @Option(
            names = "--device",
            paramLabel = "URI",
            description = "A device to run on: local-sync, local-task, cuda, cuda://0, cuda://GPU-<uuid> "
                    + "(repeatable; default: " + DEFAULT_DEVICE + ", the CPU).")
    List<String> devices = new ArrayList<>();

    @Option(
            names = "--parameters",
            paramLabel = "[SCOPE=]FILE",
            description = "A parameter file (.irpa) programs load their parameters from, under a named scope "
                    + "(model=weights.irpa) or the anonymous one (repeatable).")
    List<String> parameters = new ArrayList<>();

    @Option(
            names = "--parameter_mode",
            paramLabel = "MODE",
            defaultValue = "file",
            description = "How parameter files are read: file (mapped, read as used; the default) or preload (read "
                    + "whole into memory at start-up).")
    String parameterMode = "file";

    @Option(
            names = CollectiveTimeout.FLAG,
            paramLabel = "DURATION",
            description = "How long a rank waits on its peers (to join a channel, to finish a collective) before it "
                    + "aborts its channels, dumps its flight recorder and fails with DEADLINE_EXCEEDED: 500ms, 30s, "
                    + "10m (default: the JIREE_COLLECTIVE_TIMEOUT environment variable, else 10m).")
    String collectiveTimeout;

    @Option(
            names = "--list_drivers",
            arity = "0..1",
            fallbackValue = "true",
            defaultValue = "false",
            description = "Lists the HAL drivers available and exits.")
    boolean listDrivers = false;

    @Option(
            names = "--list_devices",
            arity = "0..1",
            fallbackValue = "",
            paramLabel = "DRIVER",
            description = "Lists the devices of all drivers (or of one) and exits.")
    String listDevices;

    @Option(
            names = "--dump_devices",
            arity = "0..1",
            fallbackValue = "",
            paramLabel = "DRIVER",
            description = "Lists the devices of all drivers (or of one) with their properties and exits.")
    String dumpDevices;

    /** Adds these flags to {@code flags} (a command run without picocli); the listings stay with picocli. */
    void plainFlags(PlainFlags flags) {
        flags.list("--module", modules)
                .list("--device", devices)
                .list("--parameters", parameters)
                .string("--parameter_mode", v -> parameterMode = v)
                .string(CollectiveTimeout.FLAG, v -> collectiveTimeout = v)
                .picocliOnly("--list_drivers")
                .picocliOnly("--list_devices")
                .picocliOnly("--dump_devices");
    }

    /** Handles --list_drivers/--list_devices/--dump_devices; true when one ran (the tool then exits 0). */
    boolean handleListing(PrintWriter out) {
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

    private static byte[] readStdin() {
        try {
            return System.in.readAllBytes();
        } catch (IOException e) {
            throw new JireeException(StatusCode.UNAVAILABLE, "failed to read a module from stdin: " + e.getMessage());
        }
    }

    /** The devices to open: the --device flags, or the default. */
    List<String> deviceUris() {
        return devices.isEmpty() ? List.of(DEFAULT_DEVICE) : devices;
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

    /** As {@link #openSession(Instance)}, registering {@code first} (native modules) before the files. */
    Session openSession(Instance instance, List<io.jiree.vm.Module> first) {
        if (collectiveTimeout != null) {
            CollectiveTimeout.configure(
                    CollectiveTimeout.parse(CollectiveTimeout.FLAG + "=" + collectiveTimeout, collectiveTimeout));
        }
        if (modules.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "no user module specified; use --module=file.vmfb to load from a file or --module=- to load from stdin");
        }
        // Load (and verify) every module first, as the reference does before it opens devices.
        List<BytecodeModule> loaded = new ArrayList<>();
        boolean fromStdin = false;
        for (String m : modules) {
            try {
                if (m.equals("-")) {
                    fromStdin = true;
                    loaded.add(BytecodeModule.load(readStdin()));
                } else {
                    loaded.add(BytecodeModule.load(Path.of(m)));
                }
            } catch (JireeException e) {
                throw e.annotate(
                                m.equals("-")
                                        ? "loading bytecode module from stdin"
                                        : "loading bytecode module at '" + m + "'")
                        .annotate("loading modules and dependencies");
            }
        }
        // Like IREE's tools, open the --device devices only when a module uses the HAL; programs on
        // the VM alone run without them (an unusable --device is then never touched).
        this.usedHal = usesHal(loaded);
        Session session = Session.create(instance, usedHal ? deviceUris() : List.of(VM_ONLY_DEVICE));
        try {
            session.parameters().setMode(parameterMode);
            for (String p : parameters) {
                session.parameters().addFlag(p);
            }
            for (io.jiree.vm.Module m : first) {
                session.addModule(m);
            }
            if (fromStdin) {
                // In flag order, as given.
                for (BytecodeModule m : loaded) {
                    session.addModule(m);
                }
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
