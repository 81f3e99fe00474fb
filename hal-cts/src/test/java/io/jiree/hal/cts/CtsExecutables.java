package io.jiree.hal.cts;

import io.jiree.hal.Device;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;

/**
 * The suite's executables (resources under {@code executables/}, built from cts_dispatch.mlir by
 * regenerate.sh): the same two dispatches compiled for each format, and the workgroup count the
 * compiled program dispatches each export with. A device gets the first format it reports, the
 * way a compiled program picks its variant ({@code hal.executable.format} queries).
 */
final class CtsExecutables {
    static final String ADD = "add_dispatch_0_elementwise_1024_f32";
    static final int ADD_COUNT = 1024;
    static final String SCALE = "scale_dispatch_0_elementwise_65536_f32";
    static final int SCALE_COUNT = 65536;

    private CtsExecutables() {}

    /** One compiled variant: its format, bytes, and workgroup counts by export name. */
    record Variant(String format, byte[] data, Map<String, int[]> workgroups) {
        /** The bytes in native memory, aligned as a module's rodata is. */
        MemorySegment nativeData() {
            MemorySegment segment = Arena.ofAuto().allocate(data.length, 64);
            segment.copyFrom(MemorySegment.ofArray(data));
            return segment;
        }

        Executable load(Device device) {
            return device.executableCache().prepare(ExecutableParams.of(format, nativeData()));
        }

        int[] workgroups(String export) {
            int[] count = workgroups.get(export);
            if (count == null) {
                throw new IllegalStateException(format + ".properties has no workgroup count for " + export);
            }
            return count;
        }
    }

    static List<String> formats() {
        List<String> formats = new ArrayList<>();
        for (String line : new String(resource("formats.txt"), StandardCharsets.UTF_8).split("\n")) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                formats.add(l);
            }
        }
        return formats;
    }

    /** The variant {@code device} runs, or a skip naming the formats the suite has. */
    static Variant forDevice(Device device) {
        List<String> formats = formats();
        for (String format : formats) {
            if (device.queryI64("hal.executable.format", format) != 0) {
                return variant(format);
            }
        }
        Assumptions.abort("device '" + device.identifier() + "' reports none of the executable formats the suite "
                + "carries " + formats + "; compile hal-cts/src/test/resources/io/jiree/hal/cts/executables/"
                + "cts_dispatch.mlir for it (regenerate.sh) and list the format in formats.txt");
        throw new IllegalStateException("not reached");
    }

    static Variant variant(String format) {
        Properties counts = new Properties();
        try {
            counts.load(new java.io.ByteArrayInputStream(resource(format + ".properties")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, int[]> workgroups = new TreeMap<>();
        for (String name : counts.stringPropertyNames()) {
            String[] xyz = counts.getProperty(name).split(",");
            workgroups.put(name, new int[] {
                Integer.parseInt(xyz[0].strip()), Integer.parseInt(xyz[1].strip()), Integer.parseInt(xyz[2].strip())
            });
        }
        return new Variant(format, resource(format + ".bin"), workgroups);
    }

    private static byte[] resource(String name) {
        try (InputStream in = CtsExecutables.class.getResourceAsStream("executables/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource executables/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
