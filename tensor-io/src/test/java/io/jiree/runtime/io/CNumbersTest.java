package io.jiree.runtime.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** C library number conversion rules (C11 7.22.1.3-4, 7.21.6.1), as glibc implements them. */
class CNumbersTest {
    @Test
    void integersUseBaseZeroPrefixes() {
        assertEquals(26, CNumbers.atoiInt32("0x1a"));
        assertEquals(8, CNumbers.atoiInt32("010"));
        assertEquals(0, CNumbers.atoiInt32("0x")); // no hex digit: just the 0
        assertEquals(0, CNumbers.atoiInt32("08")); // octal stops at 8
        assertEquals(-7, CNumbers.atoiInt32("  -7"));
        assertEquals(12, CNumbers.atoiInt32("12abc"));
        assertNull(CNumbers.atoiInt32("abc"));
        assertNull(CNumbers.atoiInt32("-"));
    }

    @Test
    void int32ParsesAsLongThenTruncates() {
        assertEquals(-1, CNumbers.atoiInt32("4294967295"));
        assertNull(CNumbers.atoiInt32("99999999999999999999".substring(0, 15) + "9")); // 16 chars: too long
        assertNull(CNumbers.atoiInt64("99999999999999999999")); // strtoll overflow
    }

    @Test
    void unsignedNegationWrapsLikeStrtoul() {
        assertEquals(-1L, CNumbers.atoiUint64("-1"));
        assertEquals(-1L, CNumbers.atoiUint64("18446744073709551615"));
        assertNull(CNumbers.atoiUint64("18446744073709551616"));
    }

    @Test
    void floatsAcceptCForms() {
        assertEquals(0.125f, CNumbers.atof("0x1p-3"));
        assertEquals(1.5f, CNumbers.atof("0x1.8"));
        assertEquals(Float.POSITIVE_INFINITY, CNumbers.atof("infinity"));
        assertEquals(Float.NEGATIVE_INFINITY, CNumbers.atof("-INF"));
        assertEquals(2f, CNumbers.atof("2e"));
        assertEquals(Float.POSITIVE_INFINITY, CNumbers.atof("1e40"));
        assertNull(CNumbers.atof("1e-50")); // underflow to zero sets ERANGE
        assertEquals(Float.MIN_VALUE, CNumbers.atof("1.4e-45"));
        assertNull(CNumbers.atof(".e1"));
    }

    @Test
    void percentGFollowsPrintf() {
        assertEquals("100000", CNumbers.formatG(100000f));
        assertEquals("1e+06", CNumbers.formatG(1000000f));
        assertEquals("0.0001", CNumbers.formatG(0.0001));
        assertEquals("1e-05", CNumbers.formatG(0.00001));
        assertEquals("-0", CNumbers.formatG(-0.0));
        assertEquals("-nan", CNumbers.formatG(Float.intBitsToFloat(0xFFC00000)));
        assertEquals("inf", CNumbers.formatG(Double.POSITIVE_INFINITY));
        assertEquals("1.5E+300", CNumbers.formatUpperG(1.5e300));
        assertEquals("2.5", CNumbers.formatG(2.5));
        assertEquals("0.333333", CNumbers.formatG(1.0 / 3));
        assertEquals("1e+100", CNumbers.formatG(1e100));
    }

    @Test
    void formatGOfExactlyShortValuesMatchesTheRoundedExpansion() {
        // The exact short path must print what rounding the exact binary value prints.
        java.util.Random random = new java.util.Random(42);
        java.util.List<Double> values = new java.util.ArrayList<>(java.util.List.of(
                1.0,
                11.0,
                44.0,
                100.0,
                99999.0,
                100000.0,
                999999.0,
                1000000.0,
                123456.0,
                1234567.0,
                0.5,
                2.5,
                0.125,
                0.0625,
                1.75,
                0x1p-16,
                0x1p-17,
                3.0517578125e-05,
                4503599627370496.0,
                9007199254740991.0,
                0x1p60,
                1e-300,
                Double.MIN_VALUE,
                Double.MAX_VALUE,
                0.1,
                1.0 / 3));
        for (int i = 0; i < 20000; i++) {
            values.add(Math.scalb((double) random.nextInt(1 << 20), -random.nextInt(24)));
            values.add((double) Float.intBitsToFloat(random.nextInt() & 0x7fffffff));
            values.add((double) random.nextInt(2000000));
        }
        for (double v : values) {
            if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) {
                continue;
            }
            assertEquals(referenceG(v), CNumbers.formatG(v), "formatG(" + v + ")");
        }
    }

    /** %g (precision 6) of positive finite {@code v} through BigDecimal rounding alone. */
    private static String referenceG(double v) {
        java.math.BigDecimal r =
                new java.math.BigDecimal(v).round(new java.math.MathContext(6, java.math.RoundingMode.HALF_EVEN));
        int exponent = r.precision() - r.scale() - 1;
        String digits = (r.unscaledValue().toString() + "000000").substring(0, 6);
        String text;
        if (exponent >= -4 && exponent < 6) {
            text = exponent >= 0
                    ? digits.substring(0, exponent + 1) + "." + digits.substring(exponent + 1)
                    : "0." + "0".repeat(-exponent - 1) + digits;
            return strip(text);
        }
        int abs = Math.abs(exponent);
        return strip(digits.charAt(0) + "." + digits.substring(1)) + "e" + (exponent < 0 ? "-" : "+")
                + (abs < 10 ? "0" : "") + abs;
    }

    private static String strip(String text) {
        if (text.indexOf('.') < 0) {
            return text;
        }
        int end = text.length();
        while (text.charAt(end - 1) == '0') {
            end--;
        }
        return text.substring(0, text.charAt(end - 1) == '.' ? end - 1 : end);
    }
}
