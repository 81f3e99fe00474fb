package io.jiree.runtime.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.TensorText;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.NativeModule;
import io.jiree.vm.ValueList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The check module's verdicts and messages. Expected messages follow IREE's check module
 * (runtime/src/iree/modules/check/module.cc) and the texts its failure.mlir test checks for.
 */
class CheckModuleTest {
    private static HostTensor t(String text) {
        return TensorText.parse(text);
    }

    @Test
    void scalarExpectations() {
        CheckFailures failures = new CheckFailures();
        NativeModule<CheckFailures> module = CheckModule.create(failures);
        Context context = Context.create(module);
        Function expectTrue = module.lookupExport("expect_true");
        Function expectFalse = module.lookupExport("expect_false");
        context.instance(module).call(expectTrue.ordinal(), new ValueList().addI32(5), new ValueList());
        context.instance(module).call(expectFalse.ordinal(), new ValueList().addI32(0), new ValueList());
        assertTrue(failures.isEmpty());
        context.instance(module).call(expectTrue.ordinal(), new ValueList().addI32(0), new ValueList());
        context.instance(module).call(expectFalse.ordinal(), new ValueList().addI32(-3), new ValueList());
        List<String> got = failures.drain();
        assertEquals(2, got.size());
        assertTrue(got.get(0).endsWith("Expected 0 to be nonzero."), got.get(0));
        assertTrue(got.get(1).endsWith("Expected -3 to be zero."), got.get(1));
        assertTrue(failures.drain().isEmpty());
    }

    @Test
    void exportsMatchTheCompilersImports() {
        NativeModule<CheckFailures> module = CheckModule.create(new CheckFailures());
        assertEquals("check", module.name());
        assertEquals(
                "0i_v",
                module.lookupExport("expect_true")
                        .signature()
                        .callingConvention()
                        .text());
        assertEquals(
                "0i_v",
                module.lookupExport("expect_false")
                        .signature()
                        .callingConvention()
                        .text());
        assertEquals(
                "0rr_v",
                module.lookupExport("expect_all_true")
                        .signature()
                        .callingConvention()
                        .text());
        assertEquals(
                "0rrr_v",
                module.lookupExport("expect_eq").signature().callingConvention().text());
        assertEquals(
                "0rrrff_v",
                module.lookupExport("expect_almost_eq")
                        .signature()
                        .callingConvention()
                        .text());
    }

    @Test
    void equality() {
        CheckFailures f = new CheckFailures();
        CheckModule.expectEq(f, t("2xi32=1 2"), t("2xi32=1 2"));
        assertTrue(f.isEmpty());
        CheckModule.expectEq(f, t("2xi32=1 2"), t("2xi32=1 3"));
        CheckModule.expectEq(f, t("2xi32=1 2"), t("2xf32=1 2"));
        CheckModule.expectEq(f, t("2xi32=1 2"), t("1x2xi32=1 2"));
        List<String> got = f.drain();
        assertEquals(
                "Failed\nExpected equality of these values. Contents does not match.\n  lhs:\n    2xi32=1 2\n"
                        + "  rhs:\n    2xi32=1 3",
                got.get(0));
        assertTrue(
                got.get(1)
                        .startsWith("Failed\nExpected equality of these values. Element types do not match. "
                                + "Contents does not match."),
                got.get(1));
        assertTrue(
                got.get(2).startsWith("Failed\nExpected equality of these values. Shapes do not match.\n"), got.get(2));
    }

    @Test
    void nearEqualityUsesIreesFuzzyCompare() {
        // |a - e| <= atol + rtol * |e|; NaN equals NaN; a non-finite expected value matches only itself.
        assertTrue(CheckModule.fuzzyEqual(1.00005, 1.0, 1e-4, 0));
        assertFalse(CheckModule.fuzzyEqual(1.0002, 1.0, 1e-4, 0));
        assertTrue(CheckModule.fuzzyEqual(110, 100, 0, 0.1));
        assertTrue(CheckModule.fuzzyEqual(Double.NaN, Double.NaN, 0, 0));
        assertFalse(CheckModule.fuzzyEqual(1e300, Double.POSITIVE_INFINITY, 1e308, 0));
        assertTrue(CheckModule.fuzzyEqual(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0, 0));

        CheckFailures f = new CheckFailures();
        CheckModule.expectAlmostEq(f, t("5xf32=1 2 3 4 5"), t("5xf32=0.999 2 3 4 5"), 1e-4f, 0f);
        // failure.mlir: expect_almost_eq_const_f32.
        assertTrue(f.drain()
                .getFirst()
                .startsWith("Failed\nExpected near equality of these values. Contents does not "
                        + "match to tolerance parameters atol=0.0001, rtol=0. The first failure occurs at index 0 as the lhs "
                        + "value 1 differs from the rhs value 0.999 by -1.000e-03.\n  lhs:\n    5xf32=1 2 3 4 5\n"));
        CheckModule.expectAlmostEq(f, t("5xf64=1 2 3 4 5"), t("5xf64=0.98 2 3 4 5"), 1e-2f, 0f);
        assertTrue(f.drain()
                .getFirst()
                .contains("atol=0.01, rtol=0. The first failure occurs at index 0 as the lhs "
                        + "value 1 differs from the rhs value 0.98 by -2.000e-02."));
        CheckModule.expectAlmostEq(f, t("2xf16=0 100"), t("2xf16=0.011 100"), 1e-2f, 1e-2f);
        assertTrue(f.drain()
                .getFirst()
                .contains("atol=0.01, rtol=0.01. The first failure occurs at index 0 as the "
                        + "lhs value 0 differs from the rhs value 0.0110016 by 1.100e-02."));
        CheckModule.expectAlmostEq(f, t("2xf32=1 2"), t("2xf32=1.00001 2"), 1e-4f, 0f);
        assertTrue(f.isEmpty());
        JireeException e = assertThrows(
                JireeException.class, () -> CheckModule.expectAlmostEq(f, t("2xi32=1 2"), t("2xi32=1 2"), 0f, 0f));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
    }

    @Test
    void allTrue() {
        CheckFailures f = new CheckFailures();
        CheckModule.expectAllTrue(f, t("3xi8=1 -1 7"));
        CheckModule.expectAllTrue(f, t("2xf64=0.5 2"));
        assertTrue(f.isEmpty());
        CheckModule.expectAllTrue(f, t("3xi32=1 0 7"));
        assertTrue(f.drain().getFirst().endsWith("whose element #1 doesn't match"));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(
                                JireeException.class,
                                () -> CheckModule.expectAllTrue(
                                        f, HostTensor.allocate(new long[] {2}, ElementType.BOOL_8)))
                        .code());
    }
}
