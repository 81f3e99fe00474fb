package io.jiree.runtime.io;

/**
 * Conversions between f32 and the narrow float formats (f16, bf16, the f8 family) with the exact
 * rounding and special-value rules of IREE's runtime, so that parsed inputs and printed outputs
 * carry the same bits as the reference tools.
 */
final class NarrowFloats {
    private NarrowFloats() {}

    /** One narrow format: its field widths and how it spends the top exponent and -0. */
    record Format(
            int expBits,
            int mantissaBits,
            boolean hasInfinity,
            boolean hasNan,
            int biasTweak,
            boolean nanAsNegativeZero) {
        int signShift() {
            return expBits + mantissaBits;
        }

        int signMask() {
            return 1 << signShift();
        }

        int mantissaMask() {
            return (1 << mantissaBits) - 1;
        }

        int expMask() {
            return (1 << signShift()) - (1 << mantissaBits);
        }

        int expBias() {
            return biasTweak + (1 << (expBits - 1)) - 1;
        }
    }

    static final Format F16 = new Format(5, 10, true, true, 0, false);
    static final Format BF16 = new Format(8, 7, true, true, 0, false);
    static final Format F8E5M2 = new Format(5, 2, true, true, 0, false);
    static final Format F8E4M3FN = new Format(4, 3, false, true, 0, false);
    static final Format F8E5M2FNUZ = new Format(5, 2, false, true, 1, true);
    static final Format F8E4M3FNUZ = new Format(4, 3, false, true, 1, true);

    /** Widens an encoded narrow value to f32. NaNs come back as the positive default NaN. */
    static float toFloat(int bits, Format f) {
        float sign = (bits & f.signMask()) != 0 ? -1f : 1f;
        int exp = bits & f.expMask();
        int mantissa = bits & f.mantissaMask();
        if (exp == f.expMask()) {
            if (f.hasInfinity()) {
                if (f.hasNan() && mantissa != 0) {
                    return Float.NaN;
                }
                return sign * Float.POSITIVE_INFINITY;
            }
            if (f.hasNan() && mantissa == f.mantissaMask() && !f.nanAsNegativeZero()) {
                return Float.NaN;
            }
        } else if (f.hasNan()
                && f.nanAsNegativeZero()
                && (bits & (f.signMask() | f.expMask() | f.mantissaMask())) == f.signMask()) {
            return Float.NaN;
        } else if (exp == 0) {
            return sign * Math.scalb((float) mantissa, 1 - f.expBias() - f.mantissaBits());
        }
        return sign
                * Math.scalb(
                        (float) (mantissa + (1 << f.mantissaBits())),
                        (exp >> f.mantissaBits()) - f.expBias() - f.mantissaBits());
    }

    private static int biasToNearestEven(int input, int shift) {
        int evenBit = 1 << shift;
        int oddBit = evenBit >>> 1;
        int bias = (input & evenBit) != 0 ? oddBit : oddBit - 1;
        return input + bias;
    }

    /** Narrows f32 to the format, rounding to nearest even exactly as IREE's runtime does. */
    static int fromFloat(float value, Format f) {
        final int f32MantissaBits = 23;
        final int f32ExpMask = 0x7F800000;
        final int f32MantissaMask = 0x007FFFFF;
        int u = Float.floatToRawIntBits(value);
        int dstSign = (u & 0x80000000) >>> (31 - f.signShift());
        int f32Exp = u & f32ExpMask;
        int f32Mantissa = u & f32MantissaMask;
        int dstExp = 0;
        int dstMantissa = 0;
        boolean generateNan = false;
        boolean generateInf = false;
        if (f32Exp == f32ExpMask) {
            dstExp = f.expMask();
            if (f32Mantissa != 0) {
                generateNan = true;
            } else {
                generateInf = true;
            }
        } else if (f32Exp == 0) {
            if (f.expBits() == 8) {
                // Only bf16 keeps f32's exponent range, so only it keeps subnormals.
                int shift = f32MantissaBits - f.mantissaBits();
                dstMantissa = biasToNearestEven(f32Mantissa, shift) >>> shift;
            }
        } else {
            int arithmeticExp = (f32Exp >>> f32MantissaBits) - 127;
            if (arithmeticExp > (1 << (f.expBits() - 1)) - (f.hasInfinity() ? 1 : 0)) {
                generateInf = true;
            } else if (arithmeticExp + f.expBias() <= 0) {
                int dstArithmeticExp = 1 - f.expBias();
                int shift = f32MantissaBits - f.mantissaBits() - arithmeticExp + dstArithmeticExp;
                if (shift < 0 || shift > f32MantissaBits) {
                    dstMantissa = 0;
                } else {
                    int effective = (1 << f32MantissaBits) + f32Mantissa;
                    dstMantissa = biasToNearestEven(effective, shift) >>> shift;
                }
            } else {
                int shift = f32MantissaBits - f.mantissaBits();
                int biased = biasToNearestEven(f32Mantissa, shift);
                if (biased > f32MantissaMask) {
                    biased = 0;
                    ++arithmeticExp;
                }
                dstExp = (arithmeticExp + f.expBias()) << f.mantissaBits();
                dstMantissa = biased >>> shift;
                if (!f.hasInfinity() && dstExp > f.expMask()) {
                    generateNan = true;
                }
            }
        }
        if (generateInf) {
            if (f.hasInfinity()) {
                return dstSign | f.expMask();
            }
            if (f.hasNan()) {
                generateNan = true;
            } else {
                return dstSign | f.expMask() | f.mantissaMask();
            }
        }
        if (generateNan) {
            if (!f.hasNan()) {
                return 0;
            }
            if (f.nanAsNegativeZero()) {
                return f.signMask();
            }
            return dstSign | f.expMask() | f.mantissaMask();
        }
        if (f.nanAsNegativeZero() && dstExp == 0 && dstMantissa == 0) {
            // -0 would read back as NaN in these formats.
            return 0;
        }
        return dstSign | dstExp | dstMantissa;
    }

    /** f8E8M0FNU: a bare power-of-two exponent; 0xFF is NaN. */
    static float e8m0ToFloat(int bits) {
        if ((bits & 0xFF) == 0xFF) {
            return Float.NaN;
        }
        return Math.scalb(1.0f, (bits & 0xFF) - 127);
    }

    static int floatToE8m0(float value) {
        if (!Float.isFinite(value)) {
            return 0xFF;
        }
        if (value <= 0f) {
            return 0;
        }
        // frexp: value = normalized * 2^exp with normalized in [0.5, 1).
        int exp = Math.getExponent(value) + 1;
        float normalized;
        if (Math.getExponent(value) == Float.MIN_EXPONENT - 1) {
            // Subnormal: scale up first so getExponent sees a normal number.
            float scaled = value * 0x1p24f;
            exp = Math.getExponent(scaled) + 1 - 24;
            normalized = Math.scalb(scaled, -(Math.getExponent(scaled) + 1));
        } else {
            normalized = Math.scalb(value, -exp);
        }
        int rounded = exp - (normalized < 0.75f ? 1 : 0);
        int biased = rounded + 127;
        return biased < 0 ? 0 : Math.min(biased, 0xFF);
    }
}
