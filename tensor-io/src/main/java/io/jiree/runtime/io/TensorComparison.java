package io.jiree.runtime.io;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.List;

/**
 * {@code --expected_output} checking as {@code iree-run-module} does it: the same matching rules,
 * tolerances, report text and verdict.
 *
 * <p>Tensors must agree in shape and element type; elements then compare exactly (integers,
 * booleans, other types, or every type in {@link Mode#EXACT} mode) or, for f16/bf16/f32/f64 in
 * {@link Mode#APPROXIMATE} mode, with {@code |actual - expected| <= atol + rtol * |expected|},
 * NaN equal to NaN and a non-finite expected value matching only itself. An expected
 * {@code (ignored)} matches anything. Note that IREE 3.13 reports every pair of primitive
 * (non-tensor) results of the same type as a type mismatch; jiree reproduces that verdict.
 */
public final class TensorComparison {
    private TensorComparison() {}

    /** How elements are compared. */
    public enum Mode {
        APPROXIMATE,
        EXACT;

        /** Parses {@code --equality_mode}: {@code approximate} or {@code exact}. */
        public static Mode parse(String text) {
            return switch (text) {
                case "approximate" -> APPROXIMATE;
                case "exact" -> EXACT;
                default ->
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "unknown equality mode '%s'; use `approximate` or `exact`",
                            text);
            };
        }
    }

    /** Comparison settings, defaulting to IREE's flag defaults. */
    public record Equality(Mode mode, float f16Atol, float f32Atol, double f64Atol, float bf16Atol, double rtol) {
        public static final Equality DEFAULT = new Equality(Mode.APPROXIMATE, 0.001f, 0.0001f, 0.0001, 0.01f, 1e-5);
    }

    /** The verdict and the report {@code iree-run-module} prints to stdout. */
    public record Result(boolean matched, String report) {}

    /**
     * Compares expected against actual results. The report is exactly what the reference prints:
     * one {@code [FAILED] ...} block per mismatch, or the {@code [SUCCESS] ...} line.
     */
    public static Result compare(List<HostValue> expected, List<HostValue> actual, Equality equality) {
        StringBuilder sb = new StringBuilder();
        boolean matched = compareLists(expected, actual, equality, sb);
        if (matched) {
            sb.append("[SUCCESS] all function outputs matched their expected values.\n");
        }
        return new Result(matched, sb.toString());
    }

    private static boolean compareLists(
            List<HostValue> expected, List<HostValue> actual, Equality equality, StringBuilder sb) {
        if (expected.size() != actual.size()) {
            sb.append("[FAILED] expected ")
                    .append(expected.size())
                    .append(" list elements but ")
                    .append(actual.size())
                    .append(" provided\n");
            return false;
        }
        boolean all = true;
        for (int i = 0; i < expected.size(); i++) {
            if (!compareVariants(i, expected.get(i), actual.get(i), equality, sb)) all = false;
        }
        return all;
    }

    private static boolean compareVariants(
            int index, HostValue expected, HostValue actual, Equality equality, StringBuilder sb) {
        if (expected instanceof HostValue.Null) {
            return true; // (ignored)
        }
        if (actual.isPrimitive() && expected.isPrimitive()) {
            if (!expected.typeName().equals(actual.typeName())) {
                return compareValues(index, expected, actual, sb);
            }
            // Same-typed primitives fall through to the mismatch report, as in the reference.
        } else if (actual instanceof HostValue.Tensor a && expected instanceof HostValue.Tensor e) {
            return compareTensors(index, e.tensor(), a.tensor(), equality, sb);
        }
        sb.append("[FAILED] result[")
                .append(index)
                .append("]: variant types mismatch; expected ")
                .append(typeName(expected))
                .append(" but got ")
                .append(typeName(actual))
                .append('\n');
        return false;
    }

    private static String typeName(HostValue v) {
        return v.typeName();
    }

    /** Value comparison for differently typed primitives; compares as the expected type. */
    private static boolean compareValues(int index, HostValue expected, HostValue actual, StringBuilder sb) {
        String e;
        String a;
        boolean equal;
        switch (expected) {
            case HostValue.F32 ev -> {
                float av = (float) asDouble(actual);
                equal = ev.value() == av;
                e = CNumbers.formatUpperG(ev.value());
                a = CNumbers.formatUpperG(av);
            }
            case HostValue.F64 ev -> {
                double av = asDouble(actual);
                equal = ev.value() == av;
                e = CNumbers.formatUpperG(ev.value());
                a = CNumbers.formatUpperG(av);
            }
            default -> {
                long ev = asLong(expected);
                long av = asLong(actual);
                equal = ev == av;
                e = Long.toString(ev);
                a = Long.toString(av);
            }
        }
        if (equal) return true;
        sb.append("[FAILED] result[")
                .append(index)
                .append("]: ")
                .append(expected.typeName())
                .append(" values differ\n  expected: ")
                .append(e)
                .append("\n  actual: ")
                .append(a)
                .append('\n');
        return false;
    }

    private static double asDouble(HostValue v) {
        return switch (v) {
            case HostValue.F32 f -> f.value();
            case HostValue.F64 f -> f.value();
            default -> asLong(v);
        };
    }

    private static long asLong(HostValue v) {
        return switch (v) {
            case HostValue.I8 x -> x.value();
            case HostValue.I16 x -> x.value();
            case HostValue.I32 x -> x.value();
            case HostValue.I64 x -> x.value();
            case HostValue.F32 x -> (long) x.value();
            case HostValue.F64 x -> (long) x.value();
            default -> 0;
        };
    }

    private static boolean compareTensors(
            int index, HostTensor expected, HostTensor actual, Equality equality, StringBuilder sb) {
        String why = matchEqual(expected, actual, equality);
        if (why == null) return true;
        sb.append("[FAILED] result[")
                .append(index)
                .append("]: ")
                .append(why)
                .append("\n  expected:\n")
                .append(TensorText.format(expected, 1024))
                .append("\n  actual:\n")
                .append(TensorText.format(actual, 1024))
                .append('\n');
        return false;
    }

    /**
     * Why {@code actual} does not equal {@code expected} in IREE's matcher wording, or null when it
     * does.
     */
    public static String matchEqual(HostTensor expected, HostTensor actual, Equality equality) {
        String describe = "; expected that the view is equal to contents of a view of " + expected.metadata();
        if (!Arrays.equals(expected.shape(), actual.shape())
                || !expected.elementType().equals(actual.elementType())) {
            return "metadata is " + actual.metadata() + "; expected that the view matches " + expected.metadata()
                    + describe;
        }
        ElementType type = actual.elementType();
        long count = actual.elementCount();
        int size = type.denseByteCount();
        MemorySegment e = expected.contents();
        MemorySegment a = actual.contents();
        for (long i = 0; i < count; i++) {
            long off = i * size;
            if (!elementsMatch(type, e, a, off, equality)) {
                return "element at index " + i + " (" + TensorText.formatElement(a, off, type)
                        + ") does not match the expected (" + TensorText.formatElement(e, off, type) + ")" + describe;
            }
        }
        return null;
    }

    private static boolean elementsMatch(ElementType type, MemorySegment e, MemorySegment a, long off, Equality eq) {
        if (eq.mode() == Mode.APPROXIMATE) {
            if (type.equals(ElementType.FLOAT_16) || type.equals(ElementType.BFLOAT_16)) {
                float av = TensorText.narrowToFloat(a, off, type);
                float ev = TensorText.narrowToFloat(e, off, type);
                return fuzzyEquals(av, ev, type.equals(ElementType.FLOAT_16) ? eq.f16Atol() : eq.bf16Atol(), eq.rtol());
            } else if (type.equals(ElementType.FLOAT_32)) {
                return fuzzyEquals(
                        a.get(ValueLayout.JAVA_FLOAT_UNALIGNED, off),
                        e.get(ValueLayout.JAVA_FLOAT_UNALIGNED, off),
                        eq.f32Atol(),
                        eq.rtol());
            } else if (type.equals(ElementType.FLOAT_64)) {
                return fuzzyEquals(
                        a.get(ValueLayout.JAVA_DOUBLE_UNALIGNED, off),
                        e.get(ValueLayout.JAVA_DOUBLE_UNALIGNED, off),
                        eq.f64Atol(),
                        eq.rtol());
            }
        }
        return MemorySegment.mismatch(e, off, off + type.denseByteCount(), a, off, off + type.denseByteCount()) < 0;
    }

    /** numpy's isclose contract, asymmetric in {@code expected}, NaN equal to NaN. */
    static boolean fuzzyEquals(double actual, double expected, double atol, double rtol) {
        if (actual == expected) return true;
        if (Double.isNaN(actual) && Double.isNaN(expected)) return true;
        if (!Double.isFinite(expected)) return false;
        return Math.abs(actual - expected) <= atol + rtol * Math.abs(expected);
    }
}
