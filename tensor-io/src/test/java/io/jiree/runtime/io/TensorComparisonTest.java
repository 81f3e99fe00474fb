package io.jiree.runtime.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TensorComparisonTest {
    private static HostValue t(String text) {
        return new HostValue.Tensor(TensorText.parse(text));
    }

    @Test
    void toleranceIsAtolPlusRtolTimesExpected() {
        // numpy.isclose: |a - e| <= atol + rtol * |e|
        assertTrue(TensorComparison.fuzzyEquals(1.0, 1.0001, 0.0001, 0));
        assertFalse(TensorComparison.fuzzyEquals(1.0, 1.0002, 0.0001, 0));
        assertTrue(TensorComparison.fuzzyEquals(1000.0, 1000.5, 0, 1e-3));
        assertTrue(TensorComparison.fuzzyEquals(Double.NaN, Double.NaN, 0, 0));
        assertFalse(TensorComparison.fuzzyEquals(1e300, Double.POSITIVE_INFINITY, 1e308, 1));
        assertTrue(TensorComparison.fuzzyEquals(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0, 0));
    }

    @Test
    void matchingTensorsSucceed() {
        TensorComparison.Result r = TensorComparison.compare(
                List.of(t("2xf32=1 2")), List.of(t("2xf32=1.00001 2")), TensorComparison.Equality.DEFAULT);
        assertTrue(r.matched());
        assertEquals("[SUCCESS] all function outputs matched their expected values.\n", r.report());
    }

    @Test
    void exactModeComparesBytes() {
        TensorComparison.Equality exact = new TensorComparison.Equality(TensorComparison.Mode.EXACT, 1, 1, 1, 1, 1);
        assertNull(TensorComparison.matchEqual(TensorText.parse("1xf32=nan"), TensorText.parse("1xf32=nan"), exact));
        assertTrue(TensorComparison.matchEqual(TensorText.parse("1xf32=0"), TensorText.parse("1xf32=-0"), exact)
                .startsWith("element at index 0 (-0) does not match the expected (0)"));
    }

    @Test
    void ignoredExpectationsMatchAnything() {
        assertTrue(TensorComparison.compare(
                        List.of(new HostValue.Null()), List.of(t("1xi8=3")), TensorComparison.Equality.DEFAULT)
                .matched());
    }

    @Test
    void mismatchReportNamesIndexValuesAndBothTensors() {
        TensorComparison.Result r = TensorComparison.compare(
                List.of(t("3xi32=1 2 4")), List.of(t("3xi32=1 2 3")), TensorComparison.Equality.DEFAULT);
        assertFalse(r.matched());
        assertEquals(
                "[FAILED] result[0]: element at index 2 (3) does not match the expected (4); expected that the "
                        + "view is equal to contents of a view of 3xi32\n  expected:\n3xi32=1 2 4\n  actual:\n3xi32=1 2 3\n",
                r.report());
    }
}
