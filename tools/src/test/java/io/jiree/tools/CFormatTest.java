package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Expected strings are C's printf("%.9g"/"%.17g"/"%g") of the same values (glibc). */
class CFormatTest {
    @Test
    void matchesPrintfG() {
        assertEquals("0.100000001", CFormat.g(0.1f, 9));
        assertEquals("9.99999975e-06", CFormat.g(1e-5f, 9));
        assertEquals("1.00000002e+20", CFormat.g(1e20f, 9));
        assertEquals("123456792", CFormat.g(123456789f, 9));
        assertEquals("1.23457e+08", CFormat.g(123456792.0, 6));
        assertEquals("100", CFormat.g(100.0, 17));
        assertEquals("10000000000000000", CFormat.g(1e16, 17));
        assertEquals("1e+16", CFormat.g(1e16, 9));
        assertEquals("0.33333333333333331", CFormat.g(1.0 / 3, 17));
        assertEquals("-2.4999999999999999e-07", CFormat.g(-2.5e-7, 17));
        assertEquals("-0", CFormat.g(-0.0, 9));
        assertEquals("inf", CFormat.g(Double.POSITIVE_INFINITY, 9));
        assertEquals("-inf", CFormat.g(Double.NEGATIVE_INFINITY, 9));
        assertEquals("nan", CFormat.g(Double.NaN, 9));
    }
}
