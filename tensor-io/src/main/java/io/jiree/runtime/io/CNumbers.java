package io.jiree.runtime.io;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The C library number conversions IREE's tools are built on, reproduced so that jiree accepts,
 * rejects and prints numbers exactly as they do: {@code strtol}/{@code strtoul} with base 0
 * (hex {@code 0x}, octal leading {@code 0}, trailing garbage ignored), {@code strtof}/{@code strtod}
 * (hex floats, {@code inf}, {@code nan(...)}), IREE's fixed token-length limits, and printf's
 * {@code %g}/{@code %G}.
 */
final class CNumbers {
    private CNumbers() {}

    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    private static final BigInteger ULONG_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** C's {@code isspace} in the "C" locale. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** IREE's string trim: strips C whitespace from both ends. */
    static String trim(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpace(s.charAt(start))) start++;
        while (end > start && isSpace(s.charAt(end - 1))) end--;
        return s.substring(start, end);
    }

    private static int digitValue(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'z') return c - 'a' + 10;
        if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
        return 99;
    }

    /**
     * Parses the integer prefix of {@code s} as strtol/strtoul with base 0 would, returning its
     * signed magnitude (unbounded) or null when no digits were consumed.
     */
    private static BigInteger scanInteger(String s) {
        int i = 0;
        int n = s.length();
        while (i < n && isSpace(s.charAt(i))) i++;
        boolean negative = false;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        int base = 10;
        if (i < n && s.charAt(i) == '0') {
            // "0x" counts as a hex prefix only when a hex digit follows; otherwise it is a lone 0.
            if (i + 2 < n && (s.charAt(i + 1) == 'x' || s.charAt(i + 1) == 'X') && digitValue(s.charAt(i + 2)) < 16) {
                base = 16;
                i += 2;
            } else {
                base = 8;
            }
        }
        int start = i;
        // Accumulate in a long while it cannot overflow (15 hex digits at most); the tokens IREE
        // accepts are under 32 characters, so the BigInteger tail stays short.
        long small = 0;
        while (i < n && i - start < 15 && digitValue(s.charAt(i)) < base) {
            small = small * base + digitValue(s.charAt(i));
            i++;
        }
        BigInteger value = BigInteger.valueOf(small);
        BigInteger b = BigInteger.valueOf(base);
        while (i < n && digitValue(s.charAt(i)) < base) {
            value = value.multiply(b).add(BigInteger.valueOf(digitValue(s.charAt(i))));
            i++;
        }
        if (i == start) {
            return null;
        }
        return negative ? value.negate() : value;
    }

    /** {@code iree_string_view_atoi_int64}: null when it fails. */
    static Long atoiInt64(String s) {
        if (s.length() >= 32) return null;
        BigInteger v = scanInteger(s);
        if (v == null || v.compareTo(LONG_MIN) < 0 || v.compareTo(LONG_MAX) > 0) return null;
        return v.longValue();
    }

    /** {@code iree_string_view_atoi_uint64}: null when it fails; negative input wraps as in C. */
    static Long atoiUint64(String s) {
        if (s.length() >= 32) return null;
        BigInteger v = scanInteger(s);
        if (v == null || v.abs().compareTo(ULONG_MAX) > 0) return null;
        return v.longValue();
    }

    /** {@code iree_string_view_atoi_int32}: strtol then truncation to 32 bits. */
    static Integer atoiInt32(String s) {
        if (s.length() >= 16) return null;
        BigInteger v = scanInteger(s);
        if (v == null || v.compareTo(LONG_MIN) < 0 || v.compareTo(LONG_MAX) > 0) return null;
        return v.intValue();
    }

    /** {@code iree_string_view_atoi_uint32}: strtoul then truncation; the bits as a Java int. */
    static Integer atoiUint32(String s) {
        if (s.length() >= 16) return null;
        BigInteger v = scanInteger(s);
        if (v == null || v.abs().compareTo(ULONG_MAX) > 0) return null;
        return v.intValue();
    }

    /** A scanned floating-point literal, ready for correctly rounded conversion. */
    private record FloatLiteral(boolean negative, String kind, String javaText, boolean nonZeroDigits) {}

    private static FloatLiteral scanFloat(String s) {
        int i = 0;
        int n = s.length();
        while (i < n && isSpace(s.charAt(i))) i++;
        boolean negative = false;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        String rest = s.substring(i);
        String lower = rest.toLowerCase(Locale.ROOT);
        if (lower.startsWith("inf")) {
            return new FloatLiteral(negative, "inf", null, true);
        }
        if (lower.startsWith("nan")) {
            return new FloatLiteral(negative, "nan", null, true);
        }
        boolean hex = lower.startsWith("0x")
                && rest.length() > 2
                && (digitValue(rest.charAt(2)) < 16
                        || (rest.charAt(2) == '.' && rest.length() > 3 && digitValue(rest.charAt(3)) < 16));
        int radix = hex ? 16 : 10;
        int j = hex ? 2 : 0;
        StringBuilder intDigits = new StringBuilder();
        StringBuilder fracDigits = new StringBuilder();
        while (j < rest.length() && digitValue(rest.charAt(j)) < radix) intDigits.append(rest.charAt(j++));
        if (j < rest.length() && rest.charAt(j) == '.') {
            j++;
            while (j < rest.length() && digitValue(rest.charAt(j)) < radix) fracDigits.append(rest.charAt(j++));
        }
        if (intDigits.isEmpty() && fracDigits.isEmpty()) {
            return null;
        }
        long exponent = 0;
        char expChar = hex ? 'p' : 'e';
        if (j < rest.length() && Character.toLowerCase(rest.charAt(j)) == expChar) {
            int k = j + 1;
            boolean expNegative = false;
            if (k < rest.length() && (rest.charAt(k) == '+' || rest.charAt(k) == '-')) {
                expNegative = rest.charAt(k) == '-';
                k++;
            }
            if (k < rest.length() && Character.isDigit(rest.charAt(k)) && rest.charAt(k) < 128) {
                long e = 0;
                while (k < rest.length() && rest.charAt(k) >= '0' && rest.charAt(k) <= '9') {
                    // Beyond this the result is already 0 or infinity for any 31-char token.
                    e = Math.min(e * 10 + (rest.charAt(k) - '0'), 100000);
                    k++;
                }
                exponent = expNegative ? -e : e;
            }
        }
        // A plain loop: the first literal of a run would otherwise pay for starting streams.
        boolean nonZero = false;
        for (CharSequence part : new CharSequence[] {intDigits, fracDigits}) {
            for (int c = 0; c < part.length(); c++) {
                nonZero |= part.charAt(c) != '0';
            }
        }
        String mantissa =
                (intDigits.isEmpty() ? "0" : intDigits.toString()) + (fracDigits.isEmpty() ? "" : "." + fracDigits);
        String javaText = hex ? "0x" + mantissa + "p" + exponent : mantissa + "e" + exponent;
        return new FloatLiteral(negative, hex ? "hex" : "dec", javaText, nonZero);
    }

    /** {@code iree_string_view_atof}: strtof, failing on no digits or underflow to zero. */
    static Float atof(String s) {
        if (s.length() >= 32) return null;
        FloatLiteral lit = scanFloat(s);
        if (lit == null) return null;
        float v = switch (lit.kind()) {
            case "inf" -> Float.POSITIVE_INFINITY;
            case "nan" -> Float.NaN;
            default -> Float.parseFloat(lit.javaText());
        };
        if (v == 0f && lit.nonZeroDigits()) return null; // ERANGE underflow
        return lit.negative() ? negate(v) : v;
    }

    /** {@code iree_string_view_atod}: strtod with the same failure rules. */
    static Double atod(String s) {
        if (s.length() >= 32) return null;
        FloatLiteral lit = scanFloat(s);
        if (lit == null) return null;
        double v = switch (lit.kind()) {
            case "inf" -> Double.POSITIVE_INFINITY;
            case "nan" -> Double.NaN;
            default -> Double.parseDouble(lit.javaText());
        };
        if (v == 0d && lit.nonZeroDigits()) return null;
        return lit.negative() ? negate(v) : v;
    }

    private static float negate(float v) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(v) ^ 0x80000000);
    }

    private static double negate(double v) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(v) ^ 0x8000000000000000L);
    }

    /** printf {@code %g} (lower case) of a float widened to double; NaN keeps its sign bit. */
    static String formatG(float v) {
        return formatG((double) v, (Float.floatToRawIntBits(v) & 0x80000000) != 0, false);
    }

    /** printf {@code %G} of a float widened to double. */
    static String formatUpperG(float v) {
        return formatG((double) v, (Float.floatToRawIntBits(v) & 0x80000000) != 0, true);
    }

    static String formatG(double v) {
        return formatG(v, Double.doubleToRawLongBits(v) < 0, false);
    }

    static String formatUpperG(double v) {
        return formatG(v, Double.doubleToRawLongBits(v) < 0, true);
    }

    private static String formatG(double v, boolean signBit, boolean upper) {
        String sign = signBit ? "-" : "";
        String body;
        if (Double.isNaN(v)) {
            body = "nan";
        } else if (Double.isInfinite(v)) {
            body = "inf";
        } else if (v == 0) {
            body = "0";
        } else {
            body = formatFinite(Math.abs(v));
        }
        String out = sign + body;
        return upper ? out.toUpperCase(Locale.ROOT) : out;
    }

    /** %g with the default precision 6 for a finite positive value. */
    private static String formatFinite(double v) {
        final int precision = 6;
        ShortDecimal exact = ShortDecimal.of(v, precision);
        String digits;
        int exponent;
        if (exact != null) {
            digits = exact.digits();
            exponent = exact.exponent();
        } else {
            // printf rounds the exact binary value, ties to even.
            BigDecimal rounded = new BigDecimal(v).round(new MathContext(precision, RoundingMode.HALF_EVEN));
            exponent = rounded.precision() - rounded.scale() - 1;
            digits = rounded.unscaledValue().toString();
        }
        StringBuilder padded = new StringBuilder(digits);
        while (padded.length() < precision) padded.append('0');
        digits = padded.substring(0, precision);
        if (exponent >= -4 && exponent < precision) {
            String text;
            if (exponent >= 0) {
                text = digits.substring(0, exponent + 1) + "." + digits.substring(exponent + 1);
            } else {
                text = "0." + "0".repeat(-exponent - 1) + digits;
            }
            return stripZeros(text);
        }
        String mantissa = stripZeros(digits.charAt(0) + "." + digits.substring(1));
        int absExp = Math.abs(exponent);
        return mantissa + "e" + (exponent < 0 ? "-" : "+") + (absExp < 10 ? "0" : "") + absExp;
    }

    /**
     * The significant digits of a positive finite value whose exact decimal expansion has at most
     * the precision's number of them (small integers, halves, quarters...), and the decimal
     * exponent of the first: such values need no rounding, and long arithmetic spares the first
     * output of a run the start of BigDecimal.
     */
    private record ShortDecimal(String digits, int exponent) {
        private static final long[] POWERS_OF_5 = new long[17];

        static {
            POWERS_OF_5[0] = 1;
            for (int i = 1; i < POWERS_OF_5.length; i++) {
                POWERS_OF_5[i] = POWERS_OF_5[i - 1] * 5;
            }
        }

        /** {@code v}'s exact digits, or null when there are more than {@code precision} (or too many to find). */
        static ShortDecimal of(double v, int precision) {
            for (int k = 0; k < POWERS_OF_5.length; k++) {
                double scaled = Math.scalb(v, k); // exact: v * 2^k
                if (scaled >= 0x1p53) {
                    return null;
                }
                if (scaled == Math.rint(scaled)) {
                    // v = m / 2^k = m * 5^k / 10^k
                    long m = (long) scaled;
                    if (Math.multiplyHigh(m, POWERS_OF_5[k]) != 0 || m * POWERS_OF_5[k] < 0) {
                        return null;
                    }
                    long n = m * POWERS_OF_5[k];
                    int scale = k;
                    while (n % 10 == 0) {
                        n /= 10;
                        scale--;
                    }
                    String digits = Long.toString(n);
                    return digits.length() > precision ? null : new ShortDecimal(digits, digits.length() - scale - 1);
                }
            }
            return null;
        }
    }

    private static String stripZeros(String text) {
        if (text.indexOf('.') < 0) return text;
        int end = text.length();
        while (text.charAt(end - 1) == '0') end--;
        if (text.charAt(end - 1) == '.') end--;
        return text.substring(0, end);
    }
}
