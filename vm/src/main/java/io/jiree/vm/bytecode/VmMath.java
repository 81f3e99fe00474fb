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

    /**
     * C {@code (uint64_t)} of a floating value as IREE's x86-64 build lowers it: values below 2^63
     * convert signed, larger ones convert {@code x - 2^63} and set the top bit, so NaN and values
     * of 2^64 or more give 0x8000000000000000 and negative values wrap.
     */
    static long toU64(double x) {
        if (x >= 0x1p63) {
            return cvtt(x - 0x1p63) | Long.MIN_VALUE;
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
     * The error function: an alternating Taylor series below |x| = 1, and 1 - erfc(x) above, with
     * erfc from its continued fraction (Lentz) and exp(-x^2) formed from the exact square.
     */
    static double erf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        double a = Math.abs(x);
        if (a >= 6.0) {
            return Math.copySign(1.0, x);
        }
        if (a < 1.0) {
            double x2 = a * a;
            double term = a;
            double sum = a;
            for (int n = 1; n < 60; n++) {
                term *= -x2 / n;
                double t = term / (2 * n + 1);
                sum += t;
                if (Math.abs(t) < Math.abs(sum) * 1e-18) {
                    break;
                }
            }
            return Math.copySign(sum * (2.0 / Math.sqrt(Math.PI)), x);
        }
        return Math.copySign(1.0 - erfc(a), x);
    }

    private static double erfc(double a) {
        // Continued fraction erfc(a) = exp(-a^2)/sqrt(pi) * 1/(a + 1/2/(a + 1/(a + 3/2/(a + ...)))).
        double tiny = 1e-300;
        double f = a;
        double c = a;
        double d = 0;
        for (int k = 1; k < 5000; k++) {
            double an = k * 0.5;
            d = a + an * d;
            d = d == 0 ? tiny : d;
            c = a + an / c;
            c = c == 0 ? tiny : c;
            d = 1.0 / d;
            double delta = c * d;
            f *= delta;
            if (Math.abs(delta - 1.0) < 1e-17) {
                break;
            }
        }
        double hi = a * a;
        double lo = Math.fma(a, a, -hi);
        double e = StrictMath.exp(-hi) * (1.0 - lo);
        return e / (f * Math.sqrt(Math.PI));
    }

    /** The C runtime's round-half-to-even: roundf, then step toward zero from odd halfway results. */
    static double roundEven(double x) {
        double rounded = round(x);
        if (Math.abs(x - rounded) == 0.5 && rounded % 2.0 != 0) {
            rounded += rounded > 0.0 ? -1.0 : 1.0;
        }
        return rounded;
    }

    static float roundEvenf(float x) {
        float rounded = roundf(x);
        if (Math.abs(x - rounded) == 0.5f && rounded % 2.0f != 0) {
            rounded += rounded > 0.0f ? -1.0f : 1.0f;
        }
        return rounded;
    }

    /**
     * The NaN a C math function returns for an out-of-domain argument: glibc's logf, log1pf,
     * log2f, log1p return the negative quiet NaN, its other log functions the positive one.
     */
    static double domainNaN(double result, double input, boolean negative) {
        if (Double.isNaN(result) && !Double.isNaN(input)) {
            return Double.longBitsToDouble(negative ? 0xFFF8000000000000L : 0x7FF8000000000000L);
        }
        return result;
    }

    static float domainNaNf(float result, float input, boolean negative) {
        if (Float.isNaN(result) && !Float.isNaN(input)) {
            return Float.intBitsToFloat(negative ? 0xFFC00000 : 0x7FC00000);
        }
        return result;
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
