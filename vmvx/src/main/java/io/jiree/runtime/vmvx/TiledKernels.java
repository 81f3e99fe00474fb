package io.jiree.runtime.vmvx;

import static io.jiree.runtime.vmvx.VmvxModule.I32;
import static io.jiree.runtime.vmvx.VmvxModule.I8;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ValueList;
import java.lang.foreign.MemorySegment;

/**
 * The VMVX microkernels on tiled layouts: {@code mmt4d} (matmul of a row-major tiled LHS by a
 * transposed tiled RHS), {@code pack}/{@code unpack} between plain 2-D and tiled 4-D layouts,
 * and {@code query_tile_sizes.2d}. Flag bits follow IREE's ukernel ABI.
 */
final class TiledKernels {
    static final int MMT4D_TYPE_MASK = 0xFF;
    static final int MMT4D_TYPE_F32F32F32 = 0x01;
    static final int MMT4D_TYPE_S8S8S32 = 0x02;
    static final int MMT4D_ACCUMULATE = 0x100;
    static final int PACK_TYPE_MASK = 0xFF;
    static final int PACK_TYPE_F32F32 = 0x01;
    static final int PACK_TYPE_I8I8 = 0x02;
    static final int PACK_TYPE_I32I32 = 0x03;
    static final int TRANSPOSE_INNER = 0x100;
    static final int TRANSPOSE_OUTER = 0x200;
    static final int QUERY_ROLE_MASK = 0xFF;
    static final int QUERY_ROLE_LHS = 0x01;
    static final int QUERY_ROLE_RHS = 0x02;
    static final int QUERY_ROLE_RESULT = 0x03;
    static final int QUERY_OPERATION_MASK = 0xFF00;

    private TiledKernels() {}

    static void mmt4d(ValueList a) {
        Object lhsRef = a.nextRef();
        long lhsOffset = a.nextI64();
        long lhsStride = a.nextI64();
        Object rhsRef = a.nextRef();
        long rhsOffset = a.nextI64();
        long rhsStride = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride = a.nextI64();
        long m = a.nextI64();
        long n = a.nextI64();
        long k = a.nextI64();
        long m0 = a.nextI32();
        long n0 = a.nextI32();
        long k0 = a.nextI32();
        int flags = a.nextI32();
        int inSize;
        switch (flags & MMT4D_TYPE_MASK) {
            case MMT4D_TYPE_F32F32F32 -> inSize = 4;
            case MMT4D_TYPE_S8S8S32 -> inSize = 1;
            default -> throw new JireeException(StatusCode.INVALID_ARGUMENT, "unhandled flags");
        }
        // The inner three dimensions are contiguous, so each operand maps as rows of tiles.
        StridedView lhs = StridedView.map("lhs", lhsRef, inSize, lhsOffset, lhsStride, 1, m, k * (m0 * k0), false);
        StridedView rhs = StridedView.map("rhs", rhsRef, inSize, rhsOffset, rhsStride, 1, n, k * (n0 * k0), false);
        StridedView out = StridedView.map("out", outRef, 4, outOffset, outStride, 1, m, n * (m0 * n0), true);
        checkTileRange("mmt4d", m, n, k, m0, n0, k0);
        boolean accumulate = (flags & MMT4D_ACCUMULATE) != 0;
        if (m == 0 || n == 0 || (k == 0 && accumulate)) {
            return;
        }
        MemorySegment lm = lhs.memory();
        MemorySegment rm = rhs.memory();
        MemorySegment om = out.memory();
        boolean f32 = inSize == 4;
        // Integer sums are exact in any order; f32 rounding follows the tile function IREE picks.
        boolean fma = f32 && HostCpu.f32FmaTile(m0, n0, k0);
        try {
            for (long i = 0; i < m; i++) {
                long lhsPanel = lhs.at(i, 0, inSize);
                for (long j = 0; j < n; j++) {
                    long rhsPanel = rhs.at(j, 0, inSize);
                    long outTile = out.at(i, j * m0 * n0, 4);
                    for (long i0 = 0; i0 < m0; i0++) {
                        for (long j0 = 0; j0 < n0; j0++) {
                            long o = outTile + (i0 * n0 + j0) * 4;
                            if (f32) {
                                float acc = accumulate ? Float.intBitsToFloat(om.get(I32, o)) : 0f;
                                for (long kk = 0; kk < k; kk++) {
                                    long l = lhsPanel + (kk * m0 * k0 + i0 * k0) * 4;
                                    long r = rhsPanel + (kk * n0 * k0 + j0 * k0) * 4;
                                    for (long q = 0; q < k0; q++) {
                                        float x = Float.intBitsToFloat(lm.get(I32, l + q * 4));
                                        float y = Float.intBitsToFloat(rm.get(I32, r + q * 4));
                                        acc = fma ? Math.fma(x, y, acc) : acc + x * y;
                                    }
                                }
                                om.set(I32, o, Float.floatToRawIntBits(acc));
                            } else {
                                int acc = accumulate ? om.get(I32, o) : 0;
                                for (long kk = 0; kk < k; kk++) {
                                    long l = lhsPanel + kk * m0 * k0 + i0 * k0;
                                    long r = rhsPanel + kk * n0 * k0 + j0 * k0;
                                    for (long q = 0; q < k0; q++) {
                                        acc += lm.get(I8, l + q) * rm.get(I8, r + q);
                                    }
                                }
                                om.set(I32, o, acc);
                            }
                        }
                    }
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw VmvxModule.outside(e);
        }
    }

    /** The ukernels take outer sizes as 31-bit and tile sizes as 15-bit values. */
    private static void checkTileRange(String op, long m, long n, long k, long m0, long n0, long k0) {
        if (m < 0
                || n < 0
                || k < 0
                || m > Integer.MAX_VALUE
                || n > Integer.MAX_VALUE
                || k > Integer.MAX_VALUE
                || m0 < 0
                || n0 < 0
                || k0 < 0
                || m0 > Short.MAX_VALUE
                || n0 > Short.MAX_VALUE
                || k0 > Short.MAX_VALUE) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s sizes out of range (M=%d, N=%d, K=%d, M0=%d, N0=%d, K0=%d)",
                    op,
                    m,
                    n,
                    k,
                    m0,
                    n0,
                    k0);
        }
    }

    private static int packElementSize(int flags, boolean pack) {
        return switch (flags & PACK_TYPE_MASK) {
            case PACK_TYPE_F32F32, PACK_TYPE_I32I32 -> 4;
            case PACK_TYPE_I8I8 -> {
                if (!pack) {
                    throw new JireeException(StatusCode.INVALID_ARGUMENT, "unhandled flags");
                }
                yield 1;
            }
            default -> throw new JireeException(StatusCode.INVALID_ARGUMENT, "unhandled flags");
        };
    }

    static void pack(ValueList a) {
        Object inRef = a.nextRef();
        long inOffset = a.nextI64();
        long inStride0 = a.nextI64();
        long inStride1 = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride0 = a.nextI64();
        long outStride1 = a.nextI64();
        long inSize0 = a.nextI64();
        long inSize1 = a.nextI64();
        long outSize0 = a.nextI64();
        long outSize1 = a.nextI64();
        long outSize2 = a.nextI64();
        long outSize3 = a.nextI64();
        long padding = a.nextI64();
        int flags = a.nextI32();
        int size = packElementSize(flags, true);
        long tile = outSize2 * outSize3;
        StridedView in = StridedView.map("in", inRef, size, inOffset, inStride0, inStride1, inSize0, inSize1, false);
        StridedView out =
                StridedView.map("out", outRef, size, outOffset, outStride0, 1, outSize0, outSize1 * tile, true);
        if (outSize0 == 0 || outSize1 == 0 || outSize2 == 0 || outSize3 == 0) {
            return;
        }
        boolean transposeOuter = (flags & TRANSPOSE_OUTER) != 0;
        boolean transposeInner = (flags & TRANSPOSE_INNER) != 0;
        MemorySegment im = in.memory();
        MemorySegment om = out.memory();
        try {
            // Walk the output in order; each element comes from one input element or the padding.
            for (long o0 = 0; o0 < outSize0; o0++) {
                for (long o1 = 0; o1 < outSize1; o1++) {
                    long a0 = transposeOuter ? o1 : o0;
                    long a1 = transposeOuter ? o0 : o1;
                    for (long t0 = 0; t0 < outSize2; t0++) {
                        for (long t1 = 0; t1 < outSize3; t1++) {
                            long b0 = transposeInner ? t1 : t0;
                            long b1 = transposeInner ? t0 : t1;
                            long r = a0 * (transposeInner ? outSize3 : outSize2) + b0;
                            long c = a1 * (transposeInner ? outSize2 : outSize3) + b1;
                            long target = out.base() + (o0 * outStride0 + o1 * outStride1 + t0 * outSize3 + t1) * size;
                            if (r < inSize0 && c < inSize1) {
                                copyElement(im, in.at(r, c, size), om, target, size);
                            } else if (size == 4) {
                                om.set(I32, target, (int) padding);
                            } else {
                                om.set(I8, target, (byte) padding);
                            }
                        }
                    }
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw VmvxModule.outside(e);
        }
    }

    static void unpack(ValueList a) {
        Object inRef = a.nextRef();
        long inOffset = a.nextI64();
        long inStride0 = a.nextI64();
        long inStride1 = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride0 = a.nextI64();
        long outStride1 = a.nextI64();
        long inSize0 = a.nextI64();
        long inSize1 = a.nextI64();
        long inSize2 = a.nextI64();
        long inSize3 = a.nextI64();
        long outSize0 = a.nextI64();
        long outSize1 = a.nextI64();
        int flags = a.nextI32();
        int size = packElementSize(flags, false);
        long tile = inSize2 * inSize3;
        StridedView in = StridedView.map("in", inRef, size, inOffset, inStride0, 1, inSize0, inSize1 * tile, false);
        StridedView out =
                StridedView.map("out", outRef, size, outOffset, outStride0, outStride1, outSize0, outSize1, true);
        boolean transposeOuter = (flags & TRANSPOSE_OUTER) != 0;
        boolean transposeInner = (flags & TRANSPOSE_INNER) != 0;
        // Tile sizes in output order.
        long ts0 = transposeInner ? inSize3 : inSize2;
        long ts1 = transposeInner ? inSize2 : inSize3;
        if (ts0 <= 0 || ts1 <= 0) {
            return;
        }
        MemorySegment im = in.memory();
        MemorySegment om = out.memory();
        try {
            for (long r = 0; r < outSize0; r++) {
                for (long c = 0; c < outSize1; c++) {
                    long a0 = r / ts0;
                    long b0 = r % ts0;
                    long a1 = c / ts1;
                    long b1 = c % ts1;
                    long o0 = transposeOuter ? a1 : a0;
                    long o1 = transposeOuter ? a0 : a1;
                    long t0 = transposeInner ? b1 : b0;
                    long t1 = transposeInner ? b0 : b1;
                    long source = in.base() + (o0 * inStride0 + o1 * inStride1 + t0 * inSize3 + t1) * size;
                    copyElement(im, source, om, out.at(r, c, size), size);
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw VmvxModule.outside(e);
        }
    }

    private static void copyElement(MemorySegment from, long source, MemorySegment to, long target, int size) {
        if (size == 4) {
            to.set(I32, target, from.get(I32, source));
        } else {
            to.set(I8, target, from.get(I8, source));
        }
    }

    /**
     * Matmul tile sizes {M, K, N} as IREE's ukernels choose them for {@code operation}: the
     * x86-64 tiles for f32 and i8 matmuls by CPU tier, the generic 8x4x8 otherwise.
     */
    static int[] matmulTiles(int operation) {
        if (HostCpu.X86_64 && operation == 0x0100) {
            return HostCpu.avx512Base()
                    ? new int[] {16, 1, 16}
                    : HostCpu.avx2Fma() ? new int[] {8, 1, 8} : new int[] {8, 1, 4};
        }
        if (HostCpu.X86_64 && operation == 0x0200) {
            return HostCpu.avx512Vnni()
                    ? new int[] {16, 2, 16}
                    : HostCpu.avx2Fma() ? new int[] {8, 2, 8} : new int[] {8, 2, 4};
        }
        return new int[] {8, 4, 8};
    }

    /** The tile sizes of one matmul operand (by role); zeros for anything but a matmul. */
    static void queryTileSizes(ValueList a, ValueList results) {
        a.nextI64();
        a.nextI64();
        int flags = a.nextI32();
        int operation = flags & QUERY_OPERATION_MASK;
        boolean matmul = operation >= 0x0100 && operation <= 0x0600;
        long t0 = 0;
        long t1 = 0;
        if (matmul) {
            int[] mkn = matmulTiles(operation);
            switch (flags & QUERY_ROLE_MASK) {
                case QUERY_ROLE_LHS -> {
                    t0 = mkn[0];
                    t1 = mkn[1];
                }
                case QUERY_ROLE_RHS -> {
                    t0 = mkn[2];
                    t1 = mkn[1];
                }
                case QUERY_ROLE_RESULT -> {
                    t0 = mkn[0];
                    t1 = mkn[2];
                }
                default -> {}
            }
        }
        results.addI64(t0);
        results.addI64(t1);
    }
}
