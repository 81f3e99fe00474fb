package io.jiree.runtime.check;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferView;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.TensorText;
import io.jiree.vm.NativeModule;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Locale;

/**
 * The {@code check} VM module that test programs compiled with the {@code check} dialect import:
 * {@code expect_true}, {@code expect_false}, {@code expect_all_true}, {@code expect_eq} and
 * {@code expect_almost_eq} (the compiler lowers the {@code *_const} forms to these). Failed
 * expectations are recorded in a {@link CheckFailures} with IREE's messages and do not stop the
 * caller; malformed operands (unsupported element types) fail the call.
 */
public final class CheckModule {
    /** The module name the compiler imports from. */
    public static final String NAME = "check";

    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfDouble F64 =
            ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    /** Elements printed per operand in a failure message, as the reference formats buffer views. */
    private static final long MAX_PRINTED_ELEMENTS = 1024;

    private CheckModule() {}

    /** A {@code check} module recording into {@code failures}. */
    public static NativeModule<CheckFailures> create(CheckFailures failures) {
        return NativeModule.<CheckFailures>builder(NAME, 0, (context, imports) -> failures)
                .function("expect_true", "0i_v", (f, args, results) -> {
                    int v = args.nextI32();
                    if (v == 0) {
                        f.add("Value of: operand\n  Actual: false\nExpected: true\nExpected " + v + " to be nonzero.");
                    }
                })
                .function("expect_false", "0i_v", (f, args, results) -> {
                    int v = args.nextI32();
                    if (v != 0) {
                        f.add("Value of: operand\n  Actual: true\nExpected: false\nExpected " + v + " to be zero.");
                    }
                })
                .function("expect_all_true", "0rr_v", (f, args, results) -> {
                    args.nextRef();
                    expectAllTrue(f, host(args.nextRef(BufferView.class)));
                })
                .function("expect_eq", "0rrr_v", (f, args, results) -> {
                    args.nextRef();
                    HostTensor lhs = host(args.nextRef(BufferView.class));
                    HostTensor rhs = host(args.nextRef(BufferView.class));
                    expectEq(f, lhs, rhs);
                })
                .function("expect_almost_eq", "0rrrff_v", (f, args, results) -> {
                    args.nextRef();
                    HostTensor lhs = host(args.nextRef(BufferView.class));
                    HostTensor rhs = host(args.nextRef(BufferView.class));
                    float atol = args.nextF32();
                    float rtol = args.nextF32();
                    expectAlmostEq(f, lhs, rhs, atol, rtol);
                })
                .build();
    }

    // A host copy of the view's contents. Device-only memory would need a staging copy through the
    // device queue, which the runtime's transfer helper does but does not expose to this package.
    private static HostTensor host(BufferView view) {
        HostTensor t = HostTensor.allocate(view.shape(), view.elementType());
        if (t.byteLength() > 0) {
            view.buffer().read(0, t.contents());
        }
        return t;
    }

    static void expectAllTrue(CheckFailures f, HostTensor t) {
        ElementType type = t.elementType();
        MemorySegment data = t.contents();
        long n = t.elementCount();
        int width = elementWidth(type, "expect_all_true");
        for (long i = 0; i < n; i++) {
            boolean zero = switch (width) {
                case 1 -> data.get(ValueLayout.JAVA_BYTE, i) == 0;
                case 2 -> data.get(I16, 2 * i) == 0;
                case 4 -> type.isFloat() ? data.get(F32, 4 * i) == 0 : data.get(I32, 4 * i) == 0;
                default -> type.isFloat() ? data.get(F64, 8 * i) == 0 : data.get(I64, 8 * i) == 0;
            };
            if (zero) {
                f.add("Value of: ToSpan<T>(bytes)\nExpected: only contains elements that isn't equal to 0\n  Actual: "
                        + TensorText.format(t, MAX_PRINTED_ELEMENTS) + ", whose element #" + i + " doesn't match");
                return;
            }
        }
    }

    private static int elementWidth(ElementType type, String what) {
        boolean supported = type.isInteger() && !type.equals(ElementType.BOOL_8) && type.isByteAligned()
                || type.isFloat()
                        && (type.bitCount() == 32 || type.bitCount() == 64)
                        && type.numericalType() == ElementType.NUMERICAL_FLOAT_IEEE;
        if (!supported || type.bitCount() > 64) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unsupported element type %s in check.%s", type, what);
        }
        return type.bitCount() / 8;
    }

    static void expectEq(CheckFailures f, HostTensor lhs, HostTensor rhs) {
        boolean typesEq = lhs.elementType().equals(rhs.elementType());
        boolean shapeEq = Arrays.equals(lhs.shape(), rhs.shape());
        boolean contentsEq =
                lhs.byteLength() == rhs.byteLength() && lhs.contents().mismatch(rhs.contents()) == -1;
        if (typesEq && shapeEq && contentsEq) {
            return;
        }
        StringBuilder sb = new StringBuilder("Failed\nExpected equality of these values.");
        if (!typesEq) {
            sb.append(" Element types do not match.");
        }
        if (!shapeEq) {
            sb.append(" Shapes do not match.");
        }
        if (!contentsEq) {
            sb.append(" Contents does not match.");
        }
        appendOperands(sb, lhs, rhs);
        f.add(sb.toString());
    }

    static void expectAlmostEq(CheckFailures f, HostTensor lhs, HostTensor rhs, float atol, float rtol) {
        boolean typesEq = lhs.elementType().equals(rhs.elementType());
        boolean shapeEq = Arrays.equals(lhs.shape(), rhs.shape());
        long failIndex = -1;
        double lv = 0;
        double rv = 0;
        if (typesEq && shapeEq) {
            ElementType type = lhs.elementType();
            for (long i = 0, n = lhs.elementCount(); i < n; i++) {
                double a = load(lhs.contents(), i, type);
                double b = load(rhs.contents(), i, type);
                if (!fuzzyEqual(a, b, atol, rtol)) {
                    failIndex = i;
                    lv = a;
                    rv = b;
                    break;
                }
            }
        }
        if (typesEq && shapeEq && failIndex < 0) {
            return;
        }
        StringBuilder sb = new StringBuilder("Failed\nExpected near equality of these values.");
        if (!typesEq) {
            sb.append(" Element types do not match.");
        }
        if (!shapeEq) {
            sb.append(" Shapes do not match.");
        }
        if (failIndex >= 0) {
            sb.append(" Contents does not match to tolerance parameters atol=")
                    .append(g6(atol))
                    .append(", rtol=")
                    .append(g6(rtol))
                    .append(". The first failure occurs at index ")
                    .append(failIndex)
                    .append(" as the lhs value ")
                    .append(g6(lv))
                    .append(" differs from the rhs value ")
                    .append(g6(rv))
                    .append(" by ")
                    .append(String.format(Locale.ROOT, "%.3e", rv - lv))
                    .append('.');
        }
        appendOperands(sb, lhs, rhs);
        f.add(sb.toString());
    }

    /** IREE's {@code iree_math_fuzzy_compare_f64}. */
    static boolean fuzzyEqual(double actual, double expected, double atol, double rtol) {
        if (actual == expected) {
            return true;
        }
        if (Double.isNaN(actual) && Double.isNaN(expected)) {
            return true;
        }
        if (!Double.isFinite(expected)) {
            return false;
        }
        return Math.abs(actual - expected) <= atol + rtol * Math.abs(expected);
    }

    private static double load(MemorySegment data, long i, ElementType type) {
        if (type.numericalType() == ElementType.NUMERICAL_FLOAT_IEEE) {
            switch (type.bitCount()) {
                case 16 -> {
                    return Float.float16ToFloat(data.get(I16, 2 * i));
                }
                case 32 -> {
                    return data.get(F32, 4 * i);
                }
                case 64 -> {
                    return data.get(F64, 8 * i);
                }
                default -> {}
            }
        } else if (type.numericalType() == ElementType.NUMERICAL_FLOAT_BRAIN && type.bitCount() == 16) {
            return Float.intBitsToFloat((data.get(I16, 2 * i) & 0xFFFF) << 16);
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "unsupported element type %s in check.expect_almost_eq; use f16, bf16, f32 or f64",
                type);
    }

    private static void appendOperands(StringBuilder sb, HostTensor lhs, HostTensor rhs) {
        sb.append("\n  lhs:\n    ").append(TensorText.format(lhs, MAX_PRINTED_ELEMENTS));
        sb.append("\n  rhs:\n    ").append(TensorText.format(rhs, MAX_PRINTED_ELEMENTS));
    }

    // std::ostream's default floating-point form: %g with 6 significant digits.
    private static String g6(double v) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v < 0 ? "-inf" : "inf";
        }
        String s = String.format(Locale.ROOT, "%.6g", v);
        // Java's %g never switches to trailing-zero-free form; trim as C does.
        int e = s.indexOf('e');
        String mant = e < 0 ? s : s.substring(0, e);
        String exp = e < 0 ? "" : s.substring(e);
        if (mant.indexOf('.') >= 0) {
            mant = mant.replaceAll("0+$", "");
            if (mant.endsWith(".")) {
                mant = mant.substring(0, mant.length() - 1);
            }
        }
        return mant + exp;
    }
}
