package io.jiree.tools;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** C's {@code printf("%.Ng")} for the tool outputs that print floating-point literals. */
final class CFormat {
    private CFormat() {}

    /** {@code %.<precision>g} of {@code v}, as glibc prints it. */
    static String g(double v, int precision) {
        if (Double.isNaN(v)) {
            return (Double.doubleToRawLongBits(v) < 0 ? "-" : "") + "nan";
        }
        if (Double.isInfinite(v)) {
            return v < 0 ? "-inf" : "inf";
        }
        if (v == 0) {
            return (1 / v < 0) ? "-0" : "0";
        }
        int p = Math.max(precision, 1);
        BigDecimal rounded = new BigDecimal(v).round(new MathContext(p, RoundingMode.HALF_EVEN));
        int exponent = rounded.precision() - rounded.scale() - 1;
        String out;
        if (exponent < -4 || exponent >= p) {
            BigDecimal mantissa = rounded.movePointLeft(exponent);
            String m = strip(mantissa.toPlainString());
            out = m + "e" + (exponent < 0 ? "-" : "+") + (Math.abs(exponent) < 10 ? "0" : "") + Math.abs(exponent);
        } else {
            out = strip(rounded.toPlainString());
        }
        return out;
    }

    private static String strip(String s) {
        if (s.indexOf('.') < 0) {
            return s;
        }
        int end = s.length();
        while (s.charAt(end - 1) == '0') {
            end--;
        }
        if (s.charAt(end - 1) == '.') {
            end--;
        }
        return s.substring(0, end);
    }
}
