package io.jiree.runtime.vmvx;

import io.jiree.base.JireeException;
import io.jiree.base.Libm;
import io.jiree.base.StatusCode;
import io.jiree.vm.NativeModule;
import io.jiree.vm.ValueList;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * The {@code vmvx} VM module: the microkernels VMVX executables import when compiled with
 * {@code --iree-vmvx-enable-microkernels} (elementwise ops, copies and fills on strided 2-D
 * buffers, mmt4d, pack/unpack, tile size queries), with IREE's names, calling conventions and
 * argument checks. Stateless, so one instance serves every context.
 */
public final class VmvxModule {
    static final ValueLayout.OfByte I8 = ValueLayout.JAVA_BYTE;
    static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private static final String BINARY = "0rIIIrIIIrIIIII_v";
    private static final String UNARY = "0rIIIrIIIII_v";

    private static final NativeModule<Void> MODULE = build();

    private VmvxModule() {}

    /** The shared {@code vmvx} module (version 0). */
    public static NativeModule<Void> module() {
        return MODULE;
    }

    /** 32-bit binary elementwise operations ({@code x32b}). */
    enum Binary {
        ADDF,
        ADDI,
        ANDI,
        DIVF,
        DIVSI,
        DIVUI,
        MULF,
        MULI,
        ORI,
        SHLI,
        SHRSI,
        SHRUI,
        SUBF,
        SUBI,
        XORI
    }

    /** 32-bit unary elementwise operations ({@code x32u}). */
    enum Unary {
        ABSF,
        CEILF,
        CTLZ,
        EXPF,
        FLOORF,
        LOGF,
        NEGF,
        RSQRTF
    }

    private static NativeModule<Void> build() {
        NativeModule.Builder<Void> b = NativeModule.builder("vmvx", 0);
        // Declared in the reference's export order (alphabetical), which fixes the ordinals.
        b.function("abs.2d.f32", UNARY, (s, a, r) -> unary(Unary.ABSF, a));
        b.function("add.2d.f32", BINARY, (s, a, r) -> binary(Binary.ADDF, a));
        b.function("add.2d.i32", BINARY, (s, a, r) -> binary(Binary.ADDI, a));
        b.function("and.2d.i32", BINARY, (s, a, r) -> binary(Binary.ANDI, a));
        b.function("ceil.2d.f32", UNARY, (s, a, r) -> unary(Unary.CEILF, a));
        b.function("copy.2d.x16", UNARY, (s, a, r) -> copy(2, a));
        b.function("copy.2d.x32", UNARY, (s, a, r) -> copy(4, a));
        b.function("copy.2d.x64", UNARY, (s, a, r) -> copy(8, a));
        b.function("copy.2d.x8", UNARY, (s, a, r) -> copy(1, a));
        b.function("ctlz.2d.i32", UNARY, (s, a, r) -> unary(Unary.CTLZ, a));
        b.function("div.2d.f32", BINARY, (s, a, r) -> binary(Binary.DIVF, a));
        b.function("divs.2d.i32", BINARY, (s, a, r) -> binary(Binary.DIVSI, a));
        b.function("divu.2d.i32", BINARY, (s, a, r) -> binary(Binary.DIVUI, a));
        b.function("exp.2d.f32", UNARY, (s, a, r) -> unary(Unary.EXPF, a));
        b.function("fill.2d.x32", "0irIIII_v", (s, a, r) -> fill(a));
        b.function("floor.2d.f32", UNARY, (s, a, r) -> unary(Unary.FLOORF, a));
        b.function("log.2d.f32", UNARY, (s, a, r) -> unary(Unary.LOGF, a));
        b.function("mmt4d", "0rIIrIIrIIIIIiiii_v", (s, a, r) -> TiledKernels.mmt4d(a));
        b.function("mul.2d.f32", BINARY, (s, a, r) -> binary(Binary.MULF, a));
        b.function("mul.2d.i32", BINARY, (s, a, r) -> binary(Binary.MULI, a));
        b.function("neg.2d.f32", UNARY, (s, a, r) -> unary(Unary.NEGF, a));
        b.function("or.2d.i32", BINARY, (s, a, r) -> binary(Binary.ORI, a));
        b.function("pack", "0rIIIrIIIIIIIIIIi_v", (s, a, r) -> TiledKernels.pack(a));
        b.function("query_tile_sizes.2d", "0IIi_II", (s, a, r) -> TiledKernels.queryTileSizes(a, r));
        b.function("rsqrt.2d.f32", UNARY, (s, a, r) -> unary(Unary.RSQRTF, a));
        b.function("shl.2d.i32", BINARY, (s, a, r) -> binary(Binary.SHLI, a));
        b.function("shrs.2d.i32", BINARY, (s, a, r) -> binary(Binary.SHRSI, a));
        b.function("shru.2d.i32", BINARY, (s, a, r) -> binary(Binary.SHRUI, a));
        b.function("sub.2d.f32", BINARY, (s, a, r) -> binary(Binary.SUBF, a));
        b.function("sub.2d.i32", BINARY, (s, a, r) -> binary(Binary.SUBI, a));
        b.function("unpack", "0rIIIrIIIIIIIIIi_v", (s, a, r) -> TiledKernels.unpack(a));
        b.function("xor.2d.i32", BINARY, (s, a, r) -> binary(Binary.XORI, a));
        return b.build();
    }

    private static void binary(Binary op, ValueList a) {
        Object lhsRef = a.nextRef();
        long lhsOffset = a.nextI64();
        long lhsStride0 = a.nextI64();
        long lhsStride1 = a.nextI64();
        Object rhsRef = a.nextRef();
        long rhsOffset = a.nextI64();
        long rhsStride0 = a.nextI64();
        long rhsStride1 = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride0 = a.nextI64();
        long outStride1 = a.nextI64();
        long size0 = a.nextI64();
        long size1 = a.nextI64();
        StridedView lhs = StridedView.map("lhs", lhsRef, 4, lhsOffset, lhsStride0, lhsStride1, size0, size1, false);
        StridedView rhs = StridedView.map("rhs", rhsRef, 4, rhsOffset, rhsStride0, rhsStride1, size0, size1, false);
        StridedView out = StridedView.map("out", outRef, 4, outOffset, outStride0, outStride1, size0, size1, true);
        MemorySegment lm = lhs.memory();
        MemorySegment rm = rhs.memory();
        MemorySegment om = out.memory();
        try {
            for (long i = 0; i < size0; i++) {
                for (long j = 0; j < size1; j++) {
                    int x = lm.get(I32, lhs.at(i, j, 4));
                    int y = rm.get(I32, rhs.at(i, j, 4));
                    om.set(I32, out.at(i, j, 4), apply(op, x, y));
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw outside(e);
        }
    }

    /** One element of a binary op on raw 32-bit values, as C computes it on x86-64. */
    static int apply(Binary op, int x, int y) {
        return switch (op) {
            case ADDF -> f(fl(x) + fl(y));
            case ADDI -> x + y;
            case ANDI -> x & y;
            case DIVF -> f(fl(x) / fl(y));
            case DIVSI -> {
                if (y == 0) {
                    throw new JireeException(
                            StatusCode.INVALID_ARGUMENT, "integer division by zero in vmvx.divs.2d.i32");
                }
                yield x / y;
            }
            case DIVUI -> {
                if (y == 0) {
                    throw new JireeException(
                            StatusCode.INVALID_ARGUMENT, "integer division by zero in vmvx.divu.2d.i32");
                }
                yield Integer.divideUnsigned(x, y);
            }
            case MULF -> f(fl(x) * fl(y));
            case MULI -> x * y;
            case ORI -> x | y;
            // x86 shifts use the count modulo 32, as Java's do.
            case SHLI -> x << y;
            case SHRSI -> x >> y;
            case SHRUI -> x >>> y;
            case SUBF -> f(fl(x) - fl(y));
            case SUBI -> x - y;
            case XORI -> x ^ y;
        };
    }

    private static void unary(Unary op, ValueList a) {
        Object inRef = a.nextRef();
        long inOffset = a.nextI64();
        long inStride0 = a.nextI64();
        long inStride1 = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride0 = a.nextI64();
        long outStride1 = a.nextI64();
        long size0 = a.nextI64();
        long size1 = a.nextI64();
        StridedView in = StridedView.map("in", inRef, 4, inOffset, inStride0, inStride1, size0, size1, false);
        StridedView out = StridedView.map("out", outRef, 4, outOffset, outStride0, outStride1, size0, size1, true);
        MemorySegment im = in.memory();
        MemorySegment om = out.memory();
        // IREE runs dispatches with denormals flushed to zero. expf and logf are called in that
        // mode, so they compute what they compute there (logf of a subnormal, say, is not
        // logf(0)); the loop around them moves bits only.
        try (Libm.DenormalsFlushed mode = op == Unary.EXPF || op == Unary.LOGF ? Libm.flushDenormals() : null) {
            for (long i = 0; i < size0; i++) {
                for (long j = 0; j < size1; j++) {
                    om.set(I32, out.at(i, j, 4), apply(op, im.get(I32, in.at(i, j, 4))));
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw outside(e);
        }
    }

    /** A subnormal f32 as the FPU reads it with denormals-are-zero: a zero of the same sign. */
    private static int daz(int x) {
        return (x & 0x7F800000) == 0 ? x & 0x80000000 : x;
    }

    /**
     * One element of a unary op on a raw 32-bit value, as the C kernel computes it in a dispatch
     * (denormals are zero, denormal results flushed); EXPF and LOGF only inside
     * {@link Libm#flushDenormals()}.
     */
    static int apply(Unary op, int x) {
        return switch (op) {
            // Sign-bit operations, exactly fabsf and unary minus (bit operations, unaffected).
            case ABSF -> x & 0x7FFFFFFF;
            case NEGF -> x ^ 0x80000000;
            // ceilf/floorf are exact and never give a subnormal; a NaN comes back quieted with its
            // payload, as from C.
            case CEILF -> f(Float.isNaN(fl(x)) ? fl(x) + fl(x) : (float) Math.ceil(fl(daz(x))));
            case FLOORF -> f(Float.isNaN(fl(x)) ? fl(x) + fl(x) : (float) Math.floor(fl(daz(x))));
            case CTLZ -> Integer.numberOfLeadingZeros(x);
            // The C kernels call expf and logf: so does this, in the same library and FPU mode.
            case EXPF -> f(Libm.expf(fl(x)));
            case LOGF -> f(Libm.logf(fl(x)));
            // 1.0f / sqrtf(x): both correctly rounded, and for a non-subnormal input neither step
            // can give a subnormal; a subnormal input reads as a zero of its sign (1/+-0 = +-inf).
            case RSQRTF -> f(1.0f / (float) Math.sqrt(fl(daz(x))));
        };
    }

    private static void copy(int elementSize, ValueList a) {
        Object inRef = a.nextRef();
        long inOffset = a.nextI64();
        long inStride0 = a.nextI64();
        long inStride1 = a.nextI64();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long outStride0 = a.nextI64();
        long outStride1 = a.nextI64();
        long size0 = a.nextI64();
        long size1 = a.nextI64();
        StridedView in = StridedView.map("in", inRef, elementSize, inOffset, inStride0, inStride1, size0, size1, false);
        StridedView out =
                StridedView.map("out", outRef, elementSize, outOffset, outStride0, outStride1, size0, size1, true);
        MemorySegment im = in.memory();
        MemorySegment om = out.memory();
        try {
            if (inStride1 == 1 && outStride1 == 1) {
                // Contiguous rows: one bulk copy per row.
                for (long i = 0; i < size0; i++) {
                    MemorySegment.copy(
                            im, in.at(i, 0, elementSize), om, out.at(i, 0, elementSize), size1 * elementSize);
                }
                return;
            }
            for (long i = 0; i < size0; i++) {
                for (long j = 0; j < size1; j++) {
                    long s = in.at(i, j, elementSize);
                    long t = out.at(i, j, elementSize);
                    switch (elementSize) {
                        case 1 -> om.set(I8, t, im.get(I8, s));
                        case 2 -> om.set(I16, t, im.get(I16, s));
                        case 4 -> om.set(I32, t, im.get(I32, s));
                        default -> om.set(I64, t, im.get(I64, s));
                    }
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw outside(e);
        }
    }

    private static void fill(ValueList a) {
        int value = a.nextI32();
        Object outRef = a.nextRef();
        long outOffset = a.nextI64();
        long rowStride = a.nextI64();
        long size0 = a.nextI64();
        long size1 = a.nextI64();
        StridedView out = StridedView.map("out", outRef, 4, outOffset, rowStride, 1, size0, size1, true);
        MemorySegment om = out.memory();
        try {
            for (long i = 0; i < size0; i++) {
                for (long j = 0; j < size1; j++) {
                    om.set(I32, out.at(i, j, 4), value);
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw outside(e);
        }
    }

    /** An access the up-front checks let through (negative strides) that left the buffer. */
    static JireeException outside(IndexOutOfBoundsException e) {
        return new JireeException(
                StatusCode.OUT_OF_RANGE,
                "out-of-bounds access detected: a strided element lies outside its buffer (" + e.getMessage() + ")");
    }

    private static float fl(int bits) {
        return Float.intBitsToFloat(bits);
    }

    private static int f(float v) {
        return Float.floatToRawIntBits(v);
    }
}
