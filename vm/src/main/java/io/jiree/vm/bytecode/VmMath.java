package io.jiree.vm.bytecode;

/**
 * Numeric semantics of the VM's float and conversion ops as IREE's C runtime computes them on
 * x86-64 ({@code vm/ops.h}): casts round half away from zero through {@code lround}, which yields
 * the "integer indefinite" value (INT64_MIN) for NaN and out-of-range inputs before truncation to
 * the target width; f64-to-i32 casts round through float first, as the C code does.
 */
final class VmMath {
    private VmMath() {
    }

    /** C {@code round}: halfway cases away from zero. */
    static double round(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return x;
        }
        double a = Math.abs(x);
        double t = Math.floor(a);
        if (a - t >= 0.5) {
            t += 1.0;
        }
        return Math.copySign(t, x);
    }

    static float roundf(float x) {
        return (float) round(x);
    }

    /** C {@code llround}/{@code lround} on x86-64 (long is 64-bit). */
    static long lround(double x) {
        if (Double.isNaN(x)) {
            return Long.MIN_VALUE;
        }
        double r = round(x);
        if (r >= 0x1p63 || r < -0x1p63) {
            return Long.MIN_VALUE;
        }
        return (long) r;
    }

    /** x86-64 {@code cvttsd2si}: truncation, INT64_MIN for NaN/out of range. */
    static long cvtt(double x) {
        if (Double.isNaN(x) || x >= 0x1p63 || x < -0x1p63) {
            return Long.MIN_VALUE;
        }
        return (long) x;
    }

    /** C {@code (uint64_t)} of a double as x86-64 compilers lower it. */
    static long toU64(double x) {
        if (x >= 0x1p63) {
            return cvtt(x - 0x1p63) ^ Long.MIN_VALUE;
        }
        return cvtt(x);
    }

    static int castF32SI32(float x) {
        return (int) lround(x);
    }

    static int castF32UI32(float x) {
        return (int) lround(x);
    }

    static long castF32SI64(float x) {
        return lround(x);
    }

    static long castF32UI64(float x) {
        return toU64(roundf(x));
    }

    static int castF64SI32(double x) {
        return (int) lround((float) x);
    }

    static int castF64UI32(double x) {
        return (int) lround((float) x);
    }

    static long castF64SI64(double x) {
        return lround(x);
    }

    static long castF64UI64(double x) {
        return lround(x);
    }

    static float u64ToF32(long v) {
        if (v >= 0) {
            return (float) v;
        }
        // Halve with sticky low bit so the final rounding matches a direct conversion.
        return (float) ((v >>> 1) | (v & 1)) * 2.0f;
    }

    static double u64ToF64(long v) {
        if (v >= 0) {
            return (double) v;
        }
        return (double) ((v >>> 1) | (v & 1)) * 2.0;
    }

    static double log2(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return Math.log(x) / Math.log(2.0);
        }
        int adjust = 0;
        if (x < Double.MIN_NORMAL) {
            x *= 0x1p54;
            adjust = -54;
        }
        int e = Math.getExponent(x);
        double m = x / Math.scalb(1.0, e);
        return m == 1.0 ? e + adjust : e + adjust + Math.log(m) / Math.log(2.0);
    }

    static double exp2(double x) {
        return Math.pow(2.0, x);
    }

    /**
     * The error function by the series erf(x) = 2/sqrt(pi) * exp(-x^2) * sum 2^n x^(2n+1) / (2n+1)!!,
     * whose terms are all positive (no cancellation); erf(x) rounds to +-1 beyond |x| = 6.
     */
    static double erf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double a = Math.abs(x);
        if (a >= 6.0) {
            return Math.copySign(1.0, x);
        }
        if (a < 1e-10) {
            return x * (2.0 / Math.sqrt(Math.PI));
        }
        double x2 = a * a;
        double term = a;
        double sum = a;
        for (int n = 1; n < 500; n++) {
            term *= 2.0 * x2 / (2 * n + 1);
            sum += term;
            if (term < sum * 1e-17) {
                break;
            }
        }
        double r = 2.0 / Math.sqrt(Math.PI) * Math.exp(-x2) * sum;
        return Math.copySign(Math.min(r, 1.0), x);
    }

    static float remf(float a, float b) {
        return (float) Math.IEEEremainder(a, b);
    }

    static float minf(float l, float r) {
        return r < l ? r : l;
    }

    static float maxf(float l, float r) {
        return l < r ? r : l;
    }

    static double min(double l, double r) {
        return r < l ? r : l;
    }

    static double max(double l, double r) {
        return l < r ? r : l;
    }
}
