package io.jiree.runtime.vmvx;

import io.jiree.hal.local.CpuFeatures;

/**
 * The x86-64 feature tiers IREE's microkernels choose their code paths by (word 0 of
 * {@code iree_cpu_data}): AVX2+FMA (with F16C), the AVX-512 base set, and AVX-512 VNNI. The
 * VMVX module needs them to report the same tile sizes and to round matmul tiles the same way
 * (the architecture-specific tiles use fused multiply-add).
 */
final class HostCpu {
    private static final long AVX2_FMA = bit(15) | bit(11) | bit(14);
    private static final long AVX512_BASE = bit(20) | bit(24) | bit(23) | bit(22) | bit(21);
    private static final long AVX512_VNNI = bit(28);

    static final boolean X86_64 = isX86();
    private static final long DATA0 = CpuFeatures.processorData()[0];

    private HostCpu() {}

    private static long bit(int b) {
        return 1L << b;
    }

    private static boolean isX86() {
        String arch = System.getProperty("os.arch", "");
        return arch.equals("amd64") || arch.equals("x86_64");
    }

    static boolean avx2Fma() {
        return X86_64 && (DATA0 & AVX2_FMA) == AVX2_FMA;
    }

    static boolean avx512Base() {
        return avx2Fma() && (DATA0 & AVX512_BASE) == AVX512_BASE;
    }

    static boolean avx512Vnni() {
        return avx512Base() && (DATA0 & AVX512_VNNI) == AVX512_VNNI;
    }

    /**
     * Whether IREE's mmt4d has an x86-64 tile function for f32 tiles of this shape on this CPU
     * (M0 a power of two up to N0, K0 = 1, N0 = 8 with AVX2+FMA or 16 with AVX-512); those
     * accumulate with one rounding per multiply-add.
     */
    static boolean f32FmaTile(long m0, long n0, long k0) {
        if (k0 != 1 || m0 < 1 || m0 > n0 || Long.bitCount(m0) != 1) {
            return false;
        }
        return (n0 == 8 && avx2Fma()) || (n0 == 16 && avx512Base());
    }
}
