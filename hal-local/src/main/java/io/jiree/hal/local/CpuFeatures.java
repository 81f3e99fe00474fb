package io.jiree.hal.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The host CPU's feature bits in IREE's {@code iree_cpu_data} encoding (word 0 for x86-64),
 * read from /proc/cpuinfo. Executables compiled for specific CPU features check these before
 * they agree to load; no bits means "baseline only". Public so that executable loaders living
 * outside this module (VMVX microkernels pick tile sizes and code paths by them) see the same
 * bits.
 */
public final class CpuFeatures {
    /** /proc/cpuinfo flag name → bit in processor data word 0 (IREE's x86-64 numbering). */
    private static final Map<String, Integer> X86_64_BITS = Map.ofEntries(
            Map.entry("pni", 0),
            Map.entry("ssse3", 1),
            Map.entry("sse4_1", 2),
            Map.entry("sse4_2", 3),
            Map.entry("sse4a", 4),
            Map.entry("avx", 10),
            Map.entry("fma", 11),
            Map.entry("fma4", 12),
            Map.entry("xop", 13),
            Map.entry("f16c", 14),
            Map.entry("avx2", 15),
            Map.entry("avx512f", 20),
            Map.entry("avx512cd", 21),
            Map.entry("avx512vl", 22),
            Map.entry("avx512dq", 23),
            Map.entry("avx512bw", 24),
            Map.entry("avx512ifma", 25),
            Map.entry("avx512vbmi", 26),
            Map.entry("avx512_vpopcntdq", 27),
            Map.entry("avx512_vnni", 28),
            Map.entry("avx512_vbmi2", 29),
            Map.entry("avx512_bitalg", 30),
            Map.entry("avx512_bf16", 31),
            Map.entry("avx512_fp16", 32),
            Map.entry("amx_tile", 50),
            Map.entry("amx_int8", 51),
            Map.entry("amx_bf16", 52));

    /** IREE's (LLVM-style) feature names → bit, as {@code hal.cpu} device queries name them. */
    private static final Map<String, Integer> IREE_NAMES = Map.ofEntries(
            Map.entry("sse3", 0),
            Map.entry("ssse3", 1),
            Map.entry("sse4.1", 2),
            Map.entry("sse4.2", 3),
            Map.entry("sse4a", 4),
            Map.entry("avx", 10),
            Map.entry("fma", 11),
            Map.entry("fma4", 12),
            Map.entry("xop", 13),
            Map.entry("f16c", 14),
            Map.entry("avx2", 15),
            Map.entry("avx512f", 20),
            Map.entry("avx512cd", 21),
            Map.entry("avx512vl", 22),
            Map.entry("avx512dq", 23),
            Map.entry("avx512bw", 24),
            Map.entry("avx512ifma", 25),
            Map.entry("avx512vbmi", 26),
            Map.entry("avx512vpopcntdq", 27),
            Map.entry("avx512vnni", 28),
            Map.entry("avx512vbmi2", 29),
            Map.entry("avx512bitalg", 30),
            Map.entry("avx512bf16", 31),
            Map.entry("avx512fp16", 32),
            Map.entry("amx-tile", 50),
            Map.entry("amx-int8", 51),
            Map.entry("amx-bf16", 52));

    private static final long[] DATA = detect();

    /** 1 or 0 for a known feature name; null when the name is unknown on this architecture. */
    static Long lookup(String ireeName) {
        Integer bit = IREE_NAMES.get(ireeName);
        return bit == null ? null : (DATA[0] >>> bit) & 1;
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
        Set<String> flags = new HashSet<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("flags")) {
                    int colon = line.indexOf(':');
                    if (colon >= 0) {
                        for (String f : line.substring(colon + 1).trim().split("\\s+")) {
                            flags.add(f);
                        }
                    }
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            return data;
        }
        for (var e : X86_64_BITS.entrySet()) {
            if (flags.contains(e.getKey())) {
                data[0] |= 1L << e.getValue();
            }
        }
        return data;
    }
}
