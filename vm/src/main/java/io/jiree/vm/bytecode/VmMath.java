package io.jiree.vm.bytecode;

/**
 * Numeric semantics of the VM's float and conversion ops as IREE's C runtime computes them on
 * x86-64 ({@code vm/ops.h}): casts round half away from zero through {@code lround}, which yields
 * the "integer indefinite" value (INT64_MIN) for NaN and out-of-range inputs before truncation to
 * the target width; f64-to-i32 casts round through float first, as the C code does. The library
 * functions whose results are not exactly defined (exp, log, sin, ...) are called in the C
 * library itself, through {@link io.jiree.vm.Libm}; what is here is exact and gives the C
 * code's bits, NaN payloads and signed zeros included.
 */
final class VmMath {
    private VmMath() {
    }

    /**
     * C {@code round}: halfway cases away from zero. NaN comes back as {@code x + x} (quiet, same
     * payload), as glibc returns it.
     */
    static double round(double x) {
        if (Double.isNaN(x)) {
            return x + x;
        }
        if (Double.isInfinite(x)) {
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
        return Float.isNaN(x) ? x + x : (float) round(x);
    }

    // ceil and floor are exact; only a NaN needs care: C returns it quieted with its payload
    // (x + x, or the SSE4.1 rounding instruction), while Java's Math.ceil may hand back a
    // signaling NaN unchanged when it is not compiled to that instruction.

    static double ceil(double x) {
        return Double.isNaN(x) ? x + x : Math.ceil(x);
    }

    static double floor(double x) {
        return Double.isNaN(x) ? x + x : Math.floor(x);
    }

    static float ceilf(float x) {
        return Float.isNaN(x) ? x + x : (float) Math.ceil(x);
    }

    static float floorf(float x) {
        return Float.isNaN(x) ? x + x : (float) Math.floor(x);
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
     * {@code a * b + c} as IREE's x86-64 build computes vm.fma: two roundings (the runtime is not
     * built with FP_FAST_FMA), and NaN operands propagated by the SSE rule — of two NaNs the
     * instruction's first operand wins, quieted. Java leaves the operand order of a commutative
     * multiply or add to the JIT, so the rule is spelled out.
     */
    static float fmaf(float a, float b, float c) {
        float t = Float.isNaN(a) ? a + a : Float.isNaN(b) ? b + b : a * b;
        return Float.isNaN(t) ? t + t : Float.isNaN(c) ? c + c : t + c;
    }

    static double fma(double a, double b, double c) {
        double t = Double.isNaN(a) ? a + a : Double.isNaN(b) ? b + b : a * b;
        return Double.isNaN(t) ? t + t : Double.isNaN(c) ? c + c : t + c;
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
