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
}
