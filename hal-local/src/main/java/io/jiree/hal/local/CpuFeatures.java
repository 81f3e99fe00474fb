package io.jiree.hal.local;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The host CPU's feature bits in IREE's {@code iree_cpu_data} encoding (word 0 for x86-64),
 * read from /proc/cpuinfo. Executables compiled for specific CPU features check these before
 * they agree to load; no bits means "baseline only". Public so that executable loaders living
 * outside this module (VMVX microkernels pick tile sizes and code paths by them) see the same
 * bits.
 */
public final class CpuFeatures {
    /** One bit of processor data word 0: the flag /proc/cpuinfo lists, IREE's (LLVM-style) name. */
    private record Feature(int bit, String cpuinfoFlag, String ireeName) {}

    /** IREE's x86-64 numbering; {@code hal.cpu} device queries use the IREE names. */
    private static final List<Feature> X86_64 = List.of(
            new Feature(0, "pni", "sse3"),
            new Feature(1, "ssse3", "ssse3"),
            new Feature(2, "sse4_1", "sse4.1"),
            new Feature(3, "sse4_2", "sse4.2"),
            new Feature(4, "sse4a", "sse4a"),
            new Feature(10, "avx", "avx"),
            new Feature(11, "fma", "fma"),
            new Feature(12, "fma4", "fma4"),
            new Feature(13, "xop", "xop"),
            new Feature(14, "f16c", "f16c"),
            new Feature(15, "avx2", "avx2"),
            new Feature(20, "avx512f", "avx512f"),
            new Feature(21, "avx512cd", "avx512cd"),
            new Feature(22, "avx512vl", "avx512vl"),
            new Feature(23, "avx512dq", "avx512dq"),
            new Feature(24, "avx512bw", "avx512bw"),
            new Feature(25, "avx512ifma", "avx512ifma"),
            new Feature(26, "avx512vbmi", "avx512vbmi"),
            new Feature(27, "avx512_vpopcntdq", "avx512vpopcntdq"),
            new Feature(28, "avx512_vnni", "avx512vnni"),
            new Feature(29, "avx512_vbmi2", "avx512vbmi2"),
            new Feature(30, "avx512_bitalg", "avx512bitalg"),
            new Feature(31, "avx512_bf16", "avx512bf16"),
            new Feature(32, "avx512_fp16", "avx512fp16"),
            new Feature(50, "amx_tile", "amx-tile"),
            new Feature(51, "amx_int8", "amx-int8"),
            new Feature(52, "amx_bf16", "amx-bf16"));

    private static final long[] DATA = detect();

    /** 1 or 0 for a known feature name; null when the name is unknown on this architecture. */
    static Long lookup(String ireeName) {
        for (Feature f : X86_64) {
            if (f.ireeName().equals(ireeName)) {
                return (DATA[0] >>> f.bit()) & 1;
            }
        }
        return null;
    }

    private CpuFeatures() {}

    /** The 8 processor data words passed to executables (a copy). */
    public static long[] processorData() {
        return DATA.clone();
    }

    private static long[] detect() {
        long[] data = new long[8];
        String arch = System.getProperty("os.arch", "");
        if (!arch.equals("amd64") && !arch.equals("x86_64")) {
            return data;
        }
        // The first processor's flags (all list the same); the rest of the file is not read.
        String flags = null;
        try (BufferedReader in = Files.newBufferedReader(Path.of("/proc/cpuinfo"))) {
            for (String line = in.readLine(); line != null && flags == null; line = in.readLine()) {
                int colon = line.indexOf(':');
                if (line.startsWith("flags") && colon >= 0) {
                    flags = " " + line.substring(colon + 1).replace('\t', ' ').strip() + " ";
                }
            }
        } catch (IOException | RuntimeException e) {
            return data;
        }
        if (flags != null) {
            for (Feature f : X86_64) {
                if (flags.contains(" " + f.cpuinfoFlag() + " ")) {
                    data[0] |= 1L << f.bit();
                }
            }
        }
        return data;
    }
}
