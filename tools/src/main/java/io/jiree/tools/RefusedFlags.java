package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * Flags of IREE's tools for what jiree does not have: the Vulkan and HIP drivers, executable
 * plugins, and IREE's replay, profiling-bundle and external-capture files. Each is accepted at its
 * default (it then asks for nothing, so flagfiles that spell defaults out still run) and refused
 * otherwise with UNIMPLEMENTED and what jiree offers instead.
 */
final class RefusedFlags {
    private static final String DEVICES =
            " driver; its devices are local-sync, local-task and cuda (see --list_drivers)";
    private static final String NO_REPLAY = "jiree records no HAL replay (.ireereplay); capture one with IREE's "
            + "iree-run-module, or profile the jiree run with JDK Flight Recorder "
            + "(JIREE_JAVA_OPTS=-XX:StartFlightRecording=filename=jiree.jfr)";
    private static final String NO_PROFILE = "jiree writes no IREE HAL profiling bundle; --print_device_statistics "
            + "prints its queue and dispatch statistics, and JDK Flight Recorder "
            + "(JIREE_JAVA_OPTS=-XX:StartFlightRecording=filename=jiree.jfr) profiles the whole run";
    private static final String NO_CAPTURE = "jiree drives no external capture tool (RenderDoc, Metal); run the "
            + "jiree process under the vendor's profiler instead (nsys profile bin/jiree ... for CUDA)";
    private static final String NO_PLUGIN =
            "jiree loads no executable plugins; link what the executables import " + "into them when compiling";

    private RefusedFlags() {}

    /** The flags of drivers jiree lacks and of executable plugins (IREE's driver and plugin flags). */
    static void registerDrivers(Flags flags) {
        String vulkan = "jiree has no Vulkan" + DEVICES;
        String hip = "jiree has no HIP" + DEVICES;
        flags.section("Drivers jiree does not have: RefusedFlags");
        string(flags, "hip_dylib_path", "", hip);
        bool(flags, "hip_use_streams", true, hip);
        bool(flags, "hip_allow_inline_execution", false, hip);
        bool(flags, "hip_async_allocations", true, hip);
        bool(flags, "hip_async_caching", true, hip);
        int64(flags, "hip_tracing", 2, hip);
        int64(flags, "hip_default_index", 0, hip);
        string(flags, "vulkan_libvulkan_search_path", "", vulkan);
        bool(flags, "vulkan_validation_layers", false, vulkan);
        bool(flags, "vulkan_debug_utils", false, vulkan);
        int64(flags, "vulkan_debug_verbosity", 2, vulkan);
        bool(flags, "vulkan_tracing", true, vulkan);
        bool(flags, "vulkan_robust_buffer_access", false, vulkan);
        bool(flags, "vulkan_sparse_binding", false, vulkan);
        bool(flags, "vulkan_sparse_residency", false, vulkan);
        bool(flags, "vulkan_buffer_device_addresses", true, vulkan);
        string(flags, "vulkan_dispatch_abi", "all", vulkan);
        int64(flags, "vulkan_cached_bda_replay_instances", 16, vulkan);
        int64(flags, "vulkan_cached_bda_replay_publication_bytes", 67108864, vulkan);
        int64(flags, "vulkan_retained_cached_bda_replay_instances", 1, vulkan);
        bool(flags, "vulkan_dedicated_compute_queue", true, vulkan);
        list(flags, "executable_plugin", NO_PLUGIN);
    }

    /** IREE's replay, profiling-bundle and capture flags. */
    static void registerCaptures(Flags flags) {
        flags.section("IREE replay, profiling and capture files: RefusedFlags");
        string(flags, "device_replay_output", "", NO_REPLAY);
        string(flags, "device_replay_file_policy", "reference", NO_REPLAY);
        string(flags, "device_replay_file_validation", "identity", NO_REPLAY);
        string(flags, "device_profiling_mode", "", NO_PROFILE);
        string(flags, "device_profiling_output", "", NO_PROFILE);
        string(flags, "device_profiling_filter_function", "", NO_PROFILE);
        int64(flags, "device_profiling_filter_command_buffer", -1, NO_PROFILE);
        int64(flags, "device_profiling_filter_command_index", -1, NO_PROFILE);
        int64(flags, "device_profiling_filter_physical_device", -1, NO_PROFILE);
        int64(flags, "device_profiling_filter_queue", -1, NO_PROFILE);
        list(flags, "device_profiling_counter", NO_PROFILE);
        int64(flags, "device_profiling_flush_interval_ms", 0, NO_PROFILE);
        string(flags, "device_capture_tool", "", NO_CAPTURE);
        string(flags, "device_capture_file", "", NO_CAPTURE);
        string(flags, "device_capture_label", "", NO_CAPTURE);
    }

    /** A flag refused unless given its default ({@code null}: a list, refused whatever it is given). */
    private static final class Refused extends Flags.Flag {
        private final Object defaultValue;
        private final String reason;

        Refused(String name, Object defaultValue, String reason) {
            super(name, "Refused unless at its default: " + reason + ".");
            this.defaultValue = defaultValue;
            this.reason = reason;
        }

        @Override
        void parse(String v) {
            boolean asked = switch (defaultValue) {
                case Boolean b -> Flags.parseBool(v) != b;
                case Long l -> Flags.atol(v) != l;
                case String s -> !Flags.unquote(v).equals(s);
                case null, default -> true;
            };
            if (asked) {
                throw JireeException.of(StatusCode.UNIMPLEMENTED, "--%s=%s: %s", name, v, reason);
            }
        }

        @Override
        String helpLine() {
            return switch (defaultValue) {
                case String s -> Flags.shownString(name, s);
                case null -> "# --" + name + "=...";
                default -> "--" + name + "=" + defaultValue;
            };
        }
    }

    /** {@code --agents_md} of iree-run-module and iree-benchmark-module: their replay-capture guidance. */
    static void registerAgentsMd(Flags flags) {
        bool(flags, "agents_md", false, NO_REPLAY);
    }

    private static void bool(Flags flags, String name, boolean defaultValue, String reason) {
        flags.add(new Refused(name, defaultValue, reason));
    }

    private static void int64(Flags flags, String name, long defaultValue, String reason) {
        flags.add(new Refused(name, defaultValue, reason));
    }

    private static void string(Flags flags, String name, String defaultValue, String reason) {
        flags.add(new Refused(name, defaultValue, reason));
    }

    private static void list(Flags flags, String name, String reason) {
        flags.add(new Refused(name, null, reason));
    }
}
