package io.jiree.vm.bytecode;

/**
 * Small helpers the code from {@link FunctionCompiler} calls for ops without a single JVM
 * instruction; the JIT inlines them. Semantics match the interpreter's.
 */
public final class JitOps {
    private JitOps() {
    }

    public static int eq(int a, int b) {
        return a == b ? 1 : 0;
    }

    public static int ne(int a, int b) {
        return a != b ? 1 : 0;
    }

    public static int lts(int a, int b) {
        return a < b ? 1 : 0;
    }

    public static int ltu(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0 ? 1 : 0;
    }

    public static int nz(int a) {
        return a != 0 ? 1 : 0;
    }

    public static int eq64(long a, long b) {
        return a == b ? 1 : 0;
    }

    public static int ne64(long a, long b) {
        return a != b ? 1 : 0;
    }

    public static int lts64(long a, long b) {
        return a < b ? 1 : 0;
    }

    public static int ltu64(long a, long b) {
        return Long.compareUnsigned(a, b) < 0 ? 1 : 0;
    }

    public static int nz64(long a) {
        return a != 0 ? 1 : 0;
    }

    public static int mins(int a, int b) {
        return b < a ? b : a;
    }

    public static int minu(int a, int b) {
        return Integer.compareUnsigned(b, a) < 0 ? b : a;
    }

    public static int maxs(int a, int b) {
        return a < b ? b : a;
    }

    public static int maxu(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0 ? b : a;
    }

    public static long mins64(long a, long b) {
        return b < a ? b : a;
    }

    public static long minu64(long a, long b) {
        return Long.compareUnsigned(b, a) < 0 ? b : a;
    }

    public static long maxs64(long a, long b) {
        return a < b ? b : a;
    }

    public static long maxu64(long a, long b) {
        return Long.compareUnsigned(a, b) < 0 ? b : a;
    }

    public static int not(int a) {
        return ~a;
    }

    public static long not64(long a) {
        return ~a;
    }

    public static int ctlz(int a) {
        return Integer.numberOfLeadingZeros(a);
    }

    public static long ctlz64(long a) {
        return Long.numberOfLeadingZeros(a);
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static long abs64(long a) {
        return Math.abs(a);
    }

    public static int trunc8(int a) {
        return a & 0xFF;
    }

    public static int trunc16(int a) {
        return a & 0xFFFF;
    }

    public static int ext8s(int a) {
        return (byte) a;
    }

    public static int ext16s(int a) {
        return (short) a;
    }

    public static long ext32s(int a) {
        return a;
    }

    public static long ext32u(int a) {
        return a & 0xFFFFFFFFL;
    }

    public static int fma(int a, int b, int c) {
        return a * b + c;
    }

    public static long fma64(long a, long b, long c) {
        return a * b + c;
    }

    // Float ops work on raw bits and share FloatOps' definitions.

    public static int f32bin(int op, int a, int b) {
        return Float.floatToRawIntBits(FloatOps.binary32(op, Float.intBitsToFloat(a), Float.intBitsToFloat(b)));
    }

    public static int f32un(int op, int a) {
        return Float.floatToRawIntBits(FloatOps.unary32(op, Float.intBitsToFloat(a)));
    }

    public static int f32cmp(int op, int a, int b) {
        return FloatOps.compare32(op, Float.intBitsToFloat(a), Float.intBitsToFloat(b));
    }

    public static int f32fma(int a, int b, int c) {
        return Float.floatToRawIntBits(VmMath.fmaf(Float.intBitsToFloat(a), Float.intBitsToFloat(b),
                Float.intBitsToFloat(c)));
    }

    public static long f64bin(int op, long a, long b) {
        return Double.doubleToRawLongBits(FloatOps.binary64(op, Double.longBitsToDouble(a), Double.longBitsToDouble(b)));
    }

    public static long f64un(int op, long a) {
        return Double.doubleToRawLongBits(FloatOps.unary64(op, Double.longBitsToDouble(a)));
    }

    public static int f64cmp(int op, long a, long b) {
        return FloatOps.compare64(op, Double.longBitsToDouble(a), Double.longBitsToDouble(b));
    }

    public static long f64fma(long a, long b, long c) {
        return Double.doubleToRawLongBits(VmMath.fma(Double.longBitsToDouble(a), Double.longBitsToDouble(b),
                Double.longBitsToDouble(c)));
    }

    public static int nan32(int a) {
        return Float.isNaN(Float.intBitsToFloat(a)) ? 1 : 0;
    }

    public static int nan64(long a) {
        return Double.isNaN(Double.longBitsToDouble(a)) ? 1 : 0;
    }

    public static int si32ToF32(int a) {
        return Float.floatToRawIntBits((float) a);
    }

    public static int ui32ToF32(int a) {
        return Float.floatToRawIntBits((float) (a & 0xFFFFFFFFL));
    }

    public static int f32ToSi32(int a) {
        return VmMath.castF32SI32(Float.intBitsToFloat(a));
    }

    public static int f32ToUi32(int a) {
        return VmMath.castF32UI32(Float.intBitsToFloat(a));
    }

    public static long f32ToSi64(int a) {
        return VmMath.castF32SI64(Float.intBitsToFloat(a));
    }

    public static long f32ToUi64(int a) {
        return VmMath.castF32UI64(Float.intBitsToFloat(a));
    }

    public static int si64ToF32(long a) {
        return Float.floatToRawIntBits((float) a);
    }

    public static int ui64ToF32(long a) {
        return Float.floatToRawIntBits(VmMath.u64ToF32(a));
    }

    public static int f64ToF32(long a) {
        return Float.floatToRawIntBits((float) Double.longBitsToDouble(a));
    }

    public static long f32ToF64(int a) {
        return Double.doubleToRawLongBits(Float.intBitsToFloat(a));
    }

    public static long si32ToF64(int a) {
        return Double.doubleToRawLongBits(a);
    }

    public static long ui32ToF64(int a) {
        return Double.doubleToRawLongBits(a & 0xFFFFFFFFL);
    }

    public static int f64ToSi32(long a) {
        return VmMath.castF64SI32(Double.longBitsToDouble(a));
    }

    public static int f64ToUi32(long a) {
        return VmMath.castF64UI32(Double.longBitsToDouble(a));
    }

    public static long si64ToF64(long a) {
        return Double.doubleToRawLongBits((double) a);
    }

    public static long ui64ToF64(long a) {
        return Double.doubleToRawLongBits(VmMath.u64ToF64(a));
    }

    public static long f64ToSi64(long a) {
        return VmMath.castF64SI64(Double.longBitsToDouble(a));
    }

    public static long f64ToUi64(long a) {
        return VmMath.castF64UI64(Double.longBitsToDouble(a));
    }

    public static int same32(int a) {
        return a;
    }

    public static long same64(long a) {
        return a;
    }
}
