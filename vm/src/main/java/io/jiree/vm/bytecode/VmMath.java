package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Opcode.Code.*;

import io.jiree.base.JireeException;
import io.jiree.base.Libm;
import io.jiree.base.StatusCode;

/**
 * The semantics of the VM's arithmetic, comparison and conversion ops, once: the interpreter
 * ({@link IntegerOps}, {@link FloatOps}, the inline cases of {@link Interpreter}) calls these, and
 * the JVM bytecode {@link FunctionCompiler} generates calls them too (the JIT inlines them). Ops
 * that are a single JVM instruction on their operands ({@code iadd}, {@code lshl}, {@code fmul},
 * {@code i2l}, ...) are that instruction in both and have no method here.
 *
 * <p>Integers follow IREE's {@code vm/ops.h}: wrapping arithmetic, shift amounts masked to the
 * width, unsigned division and comparison, min/max returning the left operand on ties, and
 * comparisons giving 1 or 0. Division by zero is undefined in C (it traps); here it fails
 * cleanly. Floats are as IREE's C runtime computes them on x86-64: casts round half away from zero through {@code lround}, which yields
 * the "integer indefinite" value (INT64_MIN) for NaN and out-of-range inputs before truncation to
 * the target width; f64-to-i32 casts round through float first, as the C code does. The library
 * functions whose results are not exactly defined (exp, log, sin, ...) are called in the C
 * library itself, through {@link io.jiree.base.Libm}; what is here is exact and gives the C
 * code's bits, NaN payloads and signed zeros included.
 */
final class VmMath {
    private VmMath() {}

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

    // Integer ops.

    private static int divisor(int b, String op) {
        if (b == 0) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "integer division by zero in " + op);
        }
        return b;
    }

    private static long divisor(long b, String op) {
        if (b == 0) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "integer division by zero in " + op);
        }
        return b;
    }

    static int divI32S(int a, int b) {
        return a / divisor(b, "vm.div.i32.s");
    }

    static int divI32U(int a, int b) {
        return Integer.divideUnsigned(a, divisor(b, "vm.div.i32.u"));
    }

    static int remI32S(int a, int b) {
        return a % divisor(b, "vm.rem.i32.s");
    }

    static int remI32U(int a, int b) {
        return Integer.remainderUnsigned(a, divisor(b, "vm.rem.i32.u"));
    }

    static long divI64S(long a, long b) {
        return a / divisor(b, "vm.div.i64.s");
    }

    static long divI64U(long a, long b) {
        return Long.divideUnsigned(a, divisor(b, "vm.div.i64.u"));
    }

    static long remI64S(long a, long b) {
        return a % divisor(b, "vm.rem.i64.s");
    }

    static long remI64U(long a, long b) {
        return Long.remainderUnsigned(a, divisor(b, "vm.rem.i64.u"));
    }

    static int fmaI32(int a, int b, int c) {
        return a * b + c;
    }

    static long fmaI64(long a, long b, long c) {
        return a * b + c;
    }

    static int minI32S(int a, int b) {
        return b < a ? b : a;
    }

    static int minI32U(int a, int b) {
        return Integer.compareUnsigned(b, a) < 0 ? b : a;
    }

    static int maxI32S(int a, int b) {
        return a < b ? b : a;
    }

    static int maxI32U(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0 ? b : a;
    }

    static long minI64S(long a, long b) {
        return b < a ? b : a;
    }

    static long minI64U(long a, long b) {
        return Long.compareUnsigned(b, a) < 0 ? b : a;
    }

    static long maxI64S(long a, long b) {
        return a < b ? b : a;
    }

    static long maxI64U(long a, long b) {
        return Long.compareUnsigned(a, b) < 0 ? b : a;
    }

    static int notI32(int a) {
        return ~a;
    }

    static long notI64(long a) {
        return ~a;
    }

    static int ctlzI32(int a) {
        return Integer.numberOfLeadingZeros(a);
    }

    static long ctlzI64(long a) {
        return Long.numberOfLeadingZeros(a);
    }

    static int absI32(int a) {
        return Math.abs(a);
    }

    static long absI64(long a) {
        return Math.abs(a);
    }

    /** vm.trunc.i32.i8 and vm.ext.i8.i32.u: the low byte, zero-extended. */
    static int truncI32I8(int a) {
        return a & 0xFF;
    }

    /** vm.trunc.i32.i16 and vm.ext.i16.i32.u: the low half, zero-extended. */
    static int truncI32I16(int a) {
        return a & 0xFFFF;
    }

    static int extI8I32S(int a) {
        return (byte) a;
    }

    static int extI16I32S(int a) {
        return (short) a;
    }

    static long extI32I64U(int a) {
        return a & 0xFFFFFFFFL;
    }

    static int cmpEqI32(int a, int b) {
        return a == b ? 1 : 0;
    }

    static int cmpNeI32(int a, int b) {
        return a != b ? 1 : 0;
    }

    static int cmpLtI32S(int a, int b) {
        return a < b ? 1 : 0;
    }

    static int cmpLtI32U(int a, int b) {
        return Integer.compareUnsigned(a, b) < 0 ? 1 : 0;
    }

    static int cmpNzI32(int a) {
        return a != 0 ? 1 : 0;
    }

    static int cmpEqI64(long a, long b) {
        return a == b ? 1 : 0;
    }

    static int cmpNeI64(long a, long b) {
        return a != b ? 1 : 0;
    }

    static int cmpLtI64S(long a, long b) {
        return a < b ? 1 : 0;
    }

    static int cmpLtI64U(long a, long b) {
        return Long.compareUnsigned(a, b) < 0 ? 1 : 0;
    }

    static int cmpNzI64(long a) {
        return a != 0 ? 1 : 0;
    }

    // Float ops by opcode id: the interpreter passes the op it runs, compiled code a constant
    // (which the JIT folds). Comparisons follow C's ordered/unordered predicates; min/max return
    // the left operand unless the right one is strictly smaller/larger, as the C expressions do
    // (so NaN handling matches); the ops IREE computes with a C math library function call that
    // same function through Libm.

    private static IllegalArgumentException notThis(int op) {
        return new IllegalArgumentException("opcode " + op + " is not of this kind");
    }

    /** The f32 binary op {@code op}. */
    static float binaryF32(int op, float a, float b) {
        return switch (op) {
            case ADD_F32 -> a + b;
            case SUB_F32 -> a - b;
            case MUL_F32 -> a * b;
            case DIV_F32 -> a / b;
            case REM_F32 -> Libm.remainderf(a, b);
            case ATAN2_F32 -> Libm.atan2f(a, b);
            case POW_F32 -> Libm.powf(a, b);
            case MIN_F32 -> minf(a, b);
            case MAX_F32 -> maxf(a, b);
            default -> throw notThis(op);
        };
    }

    /** The f32 unary op {@code op}. */
    static float unaryF32(int op, float a) {
        return switch (op) {
            case ABS_F32 -> Math.abs(a);
            case NEG_F32 -> -a;
            case CEIL_F32 -> ceilf(a);
            case FLOOR_F32 -> floorf(a);
            case ATAN_F32 -> Libm.atanf(a);
            case COS_F32 -> Libm.cosf(a);
            case SIN_F32 -> Libm.sinf(a);
            case EXP_F32 -> Libm.expf(a);
            case EXP2_F32 -> Libm.exp2f(a);
            case EXPM1_F32 -> Libm.expm1f(a);
            case LOG_F32 -> Libm.logf(a);
            case LOG10_F32 -> Libm.log10f(a);
            case LOG1P_F32 -> Libm.log1pf(a);
            case LOG2_F32 -> Libm.log2f(a);
            case RSQRT_F32 -> 1.0f / (float) Math.sqrt(a);
            case SQRT_F32 -> (float) Math.sqrt(a);
            case TANH_F32 -> Libm.tanhf(a);
            case ERF_F32 -> Libm.erff(a);
            case ROUND_F32 -> roundf(a);
            case ROUND_F32_EVEN -> roundEvenf(a);
            default -> throw notThis(op);
        };
    }

    /** The f32 comparison {@code op}: 1 or 0. */
    static int compareF32(int op, float a, float b) {
        boolean unordered = Float.isNaN(a) || Float.isNaN(b);
        boolean v = switch (op) {
            case CMP_EQ_F32_O -> a == b;
            case CMP_EQ_F32_U -> unordered || a == b;
            case CMP_NE_F32_O -> a != b;
            case CMP_NE_F32_U -> unordered || a != b;
            case CMP_LT_F32_O -> a < b;
            case CMP_LT_F32_U -> unordered || a < b;
            case CMP_LTE_F32_O -> a <= b;
            case CMP_LTE_F32_U -> unordered || a <= b;
            default -> throw notThis(op);
        };
        return v ? 1 : 0;
    }

    /** The f64 binary op {@code op}. */
    static double binaryF64(int op, double a, double b) {
        return switch (op) {
            case ADD_F64 -> a + b;
            case SUB_F64 -> a - b;
            case MUL_F64 -> a * b;
            case DIV_F64 -> a / b;
            case REM_F64 -> Libm.remainder(a, b);
            case ATAN2_F64 -> Libm.atan2(a, b);
            case POW_F64 -> Libm.pow(a, b);
            case MIN_F64 -> min(a, b);
            case MAX_F64 -> max(a, b);
            default -> throw notThis(op);
        };
    }

    /** The f64 unary op {@code op}. */
    static double unaryF64(int op, double a) {
        return switch (op) {
            case ABS_F64 -> Math.abs(a);
            case NEG_F64 -> -a;
            case CEIL_F64 -> ceil(a);
            case FLOOR_F64 -> floor(a);
            case ATAN_F64 -> Libm.atan(a);
            case COS_F64 -> Libm.cos(a);
            case SIN_F64 -> Libm.sin(a);
            case EXP_F64 -> Libm.exp(a);
            case EXP2_F64 -> Libm.exp2(a);
            case EXPM1_F64 -> Libm.expm1(a);
            case LOG_F64 -> Libm.log(a);
            case LOG10_F64 -> Libm.log10(a);
            case LOG1P_F64 -> Libm.log1p(a);
            case LOG2_F64 -> Libm.log2(a);
            case RSQRT_F64 -> 1.0 / Math.sqrt(a);
            case SQRT_F64 -> Math.sqrt(a);
            case TANH_F64 -> Libm.tanh(a);
            case ERF_F64 -> Libm.erf(a);
            case ROUND_F64 -> round(a);
            case ROUND_F64_EVEN -> roundEven(a);
            default -> throw notThis(op);
        };
    }

    /** The f64 comparison {@code op}: 1 or 0. */
    static int compareF64(int op, double a, double b) {
        boolean unordered = Double.isNaN(a) || Double.isNaN(b);
        boolean v = switch (op) {
            case CMP_EQ_F64_O -> a == b;
            case CMP_EQ_F64_U -> unordered || a == b;
            case CMP_NE_F64_O -> a != b;
            case CMP_NE_F64_U -> unordered || a != b;
            case CMP_LT_F64_O -> a < b;
            case CMP_LT_F64_U -> unordered || a < b;
            case CMP_LTE_F64_O -> a <= b;
            case CMP_LTE_F64_U -> unordered || a <= b;
            default -> throw notThis(op);
        };
        return v ? 1 : 0;
    }

    static int cmpNaN(float a) {
        return Float.isNaN(a) ? 1 : 0;
    }

    static int cmpNaN(double a) {
        return Double.isNaN(a) ? 1 : 0;
    }

    static float castUI32F32(int a) {
        return (float) (a & 0xFFFFFFFFL);
    }

    static double castUI32F64(int a) {
        return (double) (a & 0xFFFFFFFFL);
    }
}
