package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.setI64;
import static io.jiree.vm.bytecode.Opcode.Code.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmList;

/**
 * The f32 and f64 extension ops that compute (the ones that only move bits run as their i32/i64
 * twins, see {@link Opcode#runsAs()}): operands read from and results written to the registers,
 * f32 values in one i32 register as their bits, f64 values in an even register pair. What the
 * arithmetic, comparison and conversion ops compute is {@link VmMath}'s. {@code op} is the
 * opcode's id ({@link Opcode#id()}).
 */
final class FloatOps {
    private FloatOps() {}

    private static float f(int[] r, int[] c, int p) {
        return Float.intBitsToFloat(r[c[p]]);
    }

    private static void setF(int[] r, int[] c, int p, float v) {
        r[c[p]] = Float.floatToRawIntBits(v);
    }

    private static double d(int[] r, int[] c, int p) {
        return Double.longBitsToDouble(getI64(r, c[p]));
    }

    private static void setD(int[] r, int[] c, int p, double v) {
        setI64(r, c[p], Double.doubleToRawLongBits(v));
    }

    private static VmList list(Object[] refs, int[] c, int p) {
        return CoreOps.list(refs, c[p]);
    }

    static int f32(int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case LIST_GET_F32 ->
                r[c[pc + 2]] =
                        (int) list(refs, c, pc).getValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F32);
            case LIST_SET_F32 ->
                list(refs, c, pc)
                        .setValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F32, r[c[pc + 2]] & 0xFFFFFFFFL);
            case ADD_F32, SUB_F32, MUL_F32, DIV_F32, REM_F32, ATAN2_F32, POW_F32, MIN_F32, MAX_F32 -> {
                setF(r, c, pc + 2, VmMath.binaryF32(op, f(r, c, pc), f(r, c, pc + 1)));
                return pc + 3;
            }
            case FMA_F32 -> {
                setF(r, c, pc + 3, VmMath.fmaf(f(r, c, pc), f(r, c, pc + 1), f(r, c, pc + 2)));
                return pc + 4;
            }
            case ABS_F32,
                    NEG_F32,
                    CEIL_F32,
                    FLOOR_F32,
                    ATAN_F32,
                    COS_F32,
                    SIN_F32,
                    EXP_F32,
                    EXP2_F32,
                    EXPM1_F32,
                    LOG_F32,
                    LOG10_F32,
                    LOG1P_F32,
                    LOG2_F32,
                    RSQRT_F32,
                    SQRT_F32,
                    TANH_F32,
                    ERF_F32,
                    ROUND_F32,
                    ROUND_F32_EVEN -> {
                setF(r, c, pc + 1, VmMath.unaryF32(op, f(r, c, pc)));
                return pc + 2;
            }
            case CAST_SI32_F32 -> setF(r, c, pc + 1, (float) r[c[pc]]);
            case CAST_UI32_F32 -> setF(r, c, pc + 1, VmMath.castUI32F32(r[c[pc]]));
            case CAST_F32_SI32 -> r[c[pc + 1]] = VmMath.castF32SI32(f(r, c, pc));
            case CAST_F32_UI32 -> r[c[pc + 1]] = VmMath.castF32UI32(f(r, c, pc));
            case BITCAST_I32_F32, BITCAST_F32_I32 -> r[c[pc + 1]] = r[c[pc]];
            case CMP_EQ_F32_O,
                    CMP_EQ_F32_U,
                    CMP_NE_F32_O,
                    CMP_NE_F32_U,
                    CMP_LT_F32_O,
                    CMP_LT_F32_U,
                    CMP_LTE_F32_O,
                    CMP_LTE_F32_U -> {
                r[c[pc + 2]] = VmMath.compareF32(op, f(r, c, pc), f(r, c, pc + 1));
                return pc + 3;
            }
            case CMP_NAN_F32 -> r[c[pc + 1]] = VmMath.cmpNaN(f(r, c, pc));
            case CAST_F32_SI64 -> setI64(r, c[pc + 1], VmMath.castF32SI64(f(r, c, pc)));
            case CAST_F32_UI64 -> setI64(r, c[pc + 1], VmMath.castF32UI64(f(r, c, pc)));
            case CAST_SI64_F32 -> setF(r, c, pc + 1, (float) getI64(r, c[pc]));
            case CAST_UI64_F32 -> setF(r, c, pc + 1, VmMath.u64ToF32(getI64(r, c[pc])));
            default ->
                throw new JireeException(
                        StatusCode.UNIMPLEMENTED, String.format("unhandled ext PrefixExtF32 opcode %02X", op & 0xFF));
        }
        // Ops that fall through here take two operand fields, or three for list get/set.
        return pc
                + switch (op) {
                    case LIST_GET_F32, LIST_SET_F32 -> 3;
                    default -> 2;
                };
    }

    static int f64(int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case LIST_GET_F64 ->
                setI64(
                        r,
                        c[pc + 2],
                        list(refs, c, pc).getValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F64));
            case LIST_SET_F64 ->
                list(refs, c, pc)
                        .setValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F64, getI64(r, c[pc + 2]));
            case SWITCH_F64 -> {
                int index = r[c[pc]];
                int n = c[pc + 2];
                setI64(r, c[pc + 3 + n], index >= 0 && index < n ? getI64(r, c[pc + 3 + index]) : getI64(r, c[pc + 1]));
                return pc + 4 + n;
            }
            case ADD_F64, SUB_F64, MUL_F64, DIV_F64, REM_F64, ATAN2_F64, POW_F64, MIN_F64, MAX_F64 -> {
                setD(r, c, pc + 2, VmMath.binaryF64(op, d(r, c, pc), d(r, c, pc + 1)));
                return pc + 3;
            }
            case FMA_F64 -> {
                setD(r, c, pc + 3, VmMath.fma(d(r, c, pc), d(r, c, pc + 1), d(r, c, pc + 2)));
                return pc + 4;
            }
            case ABS_F64,
                    NEG_F64,
                    CEIL_F64,
                    FLOOR_F64,
                    ATAN_F64,
                    COS_F64,
                    SIN_F64,
                    EXP_F64,
                    EXP2_F64,
                    EXPM1_F64,
                    LOG_F64,
                    LOG10_F64,
                    LOG1P_F64,
                    LOG2_F64,
                    RSQRT_F64,
                    SQRT_F64,
                    TANH_F64,
                    ERF_F64,
                    ROUND_F64,
                    ROUND_F64_EVEN -> {
                setD(r, c, pc + 1, VmMath.unaryF64(op, d(r, c, pc)));
                return pc + 2;
            }
            case TRUNC_F64_F32 -> setF(r, c, pc + 1, (float) d(r, c, pc));
            case EXT_F32_F64 -> setD(r, c, pc + 1, f(r, c, pc));
            case CAST_SI32_F64 -> setD(r, c, pc + 1, r[c[pc]]);
            case CAST_UI32_F64 -> setD(r, c, pc + 1, VmMath.castUI32F64(r[c[pc]]));
            case CAST_F64_SI32 -> r[c[pc + 1]] = VmMath.castF64SI32(d(r, c, pc));
            case CAST_F64_UI32 -> r[c[pc + 1]] = VmMath.castF64UI32(d(r, c, pc));
            case CAST_SI64_F64 -> setD(r, c, pc + 1, (double) getI64(r, c[pc]));
            case CAST_UI64_F64 -> setD(r, c, pc + 1, VmMath.u64ToF64(getI64(r, c[pc])));
            case CAST_F64_SI64 -> setI64(r, c[pc + 1], VmMath.castF64SI64(d(r, c, pc)));
            case CAST_F64_UI64 -> setI64(r, c[pc + 1], VmMath.castF64UI64(d(r, c, pc)));
            case BITCAST_I64_F64, BITCAST_F64_I64 -> setI64(r, c[pc + 1], getI64(r, c[pc]));
            case CMP_EQ_F64_O,
                    CMP_EQ_F64_U,
                    CMP_NE_F64_O,
                    CMP_NE_F64_U,
                    CMP_LT_F64_O,
                    CMP_LT_F64_U,
                    CMP_LTE_F64_O,
                    CMP_LTE_F64_U -> {
                r[c[pc + 2]] = VmMath.compareF64(op, d(r, c, pc), d(r, c, pc + 1));
                return pc + 3;
            }
            case CMP_NAN_F64 -> r[c[pc + 1]] = VmMath.cmpNaN(d(r, c, pc));
            default ->
                throw new JireeException(
                        StatusCode.UNIMPLEMENTED, String.format("unhandled ext PrefixExtF64 opcode %02X", op & 0xFF));
        }
        return pc
                + switch (op) {
                    case LIST_GET_F64, LIST_SET_F64 -> 3;
                    default -> 2;
                };
    }
}
