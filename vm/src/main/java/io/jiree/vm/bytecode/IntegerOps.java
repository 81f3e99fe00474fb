package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.setI64;
import static io.jiree.vm.bytecode.Opcode.Code.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * Integer ops outside the interpreter's inline set: their operands read from and results written
 * to the registers; what they compute is {@link VmMath}'s. Each takes the pc just past the opcode
 * and returns the pc of the next instruction.
 */
final class IntegerOps {
    private IntegerOps() {}

    static int execute(int op, int[] c, int pc, int[] r) {
        switch (op) {
            case DIV_I32_S, DIV_I32_U, REM_I32_S, REM_I32_U, MIN_I32_S, MIN_I32_U, MAX_I32_S, MAX_I32_U -> {
                int a = r[c[pc]];
                int b = r[c[pc + 1]];
                r[c[pc + 2]] = switch (op) {
                    case DIV_I32_S -> VmMath.divI32S(a, b);
                    case DIV_I32_U -> VmMath.divI32U(a, b);
                    case REM_I32_S -> VmMath.remI32S(a, b);
                    case REM_I32_U -> VmMath.remI32U(a, b);
                    case MIN_I32_S -> VmMath.minI32S(a, b);
                    case MIN_I32_U -> VmMath.minI32U(a, b);
                    case MAX_I32_S -> VmMath.maxI32S(a, b);
                    default -> VmMath.maxI32U(a, b);
                };
                return pc + 3;
            }
            case FMA_I32 -> {
                r[c[pc + 3]] = VmMath.fmaI32(r[c[pc]], r[c[pc + 1]], r[c[pc + 2]]);
                return pc + 4;
            }
            case DIV_I64_S,
                    DIV_I64_U,
                    REM_I64_S,
                    REM_I64_U,
                    AND_I64,
                    OR_I64,
                    XOR_I64,
                    MIN_I64_S,
                    MIN_I64_U,
                    MAX_I64_S,
                    MAX_I64_U -> {
                long a = getI64(r, c[pc]);
                long b = getI64(r, c[pc + 1]);
                setI64(
                        r,
                        c[pc + 2],
                        switch (op) {
                            case DIV_I64_S -> VmMath.divI64S(a, b);
                            case DIV_I64_U -> VmMath.divI64U(a, b);
                            case REM_I64_S -> VmMath.remI64S(a, b);
                            case REM_I64_U -> VmMath.remI64U(a, b);
                            case AND_I64 -> a & b;
                            case OR_I64 -> a | b;
                            case XOR_I64 -> a ^ b;
                            case MIN_I64_S -> VmMath.minI64S(a, b);
                            case MIN_I64_U -> VmMath.minI64U(a, b);
                            case MAX_I64_S -> VmMath.maxI64S(a, b);
                            default -> VmMath.maxI64U(a, b);
                        });
                return pc + 3;
            }
            case FMA_I64 -> {
                setI64(r, c[pc + 3], VmMath.fmaI64(getI64(r, c[pc]), getI64(r, c[pc + 1]), getI64(r, c[pc + 2])));
                return pc + 4;
            }
            case NOT_I32,
                    TRUNC_I32_I8,
                    TRUNC_I32_I16,
                    EXT_I8_I32_S,
                    EXT_I8_I32_U,
                    EXT_I16_I32_S,
                    EXT_I16_I32_U,
                    CTLZ_I32,
                    ABS_I32 -> {
                int a = r[c[pc]];
                r[c[pc + 1]] = switch (op) {
                    case NOT_I32 -> VmMath.notI32(a);
                    case TRUNC_I32_I8, EXT_I8_I32_U -> VmMath.truncI32I8(a);
                    case TRUNC_I32_I16, EXT_I16_I32_U -> VmMath.truncI32I16(a);
                    case EXT_I8_I32_S -> VmMath.extI8I32S(a);
                    case EXT_I16_I32_S -> VmMath.extI16I32S(a);
                    case CTLZ_I32 -> VmMath.ctlzI32(a);
                    default -> VmMath.absI32(a);
                };
                return pc + 2;
            }
            case NOT_I64, CTLZ_I64, ABS_I64 -> {
                long a = getI64(r, c[pc]);
                setI64(
                        r,
                        c[pc + 1],
                        op == NOT_I64 ? VmMath.notI64(a) : op == CTLZ_I64 ? VmMath.ctlzI64(a) : VmMath.absI64(a));
                return pc + 2;
            }
            case SHL_I64, SHR_I64_S, SHR_I64_U -> {
                long a = getI64(r, c[pc]);
                int s = r[c[pc + 1]];
                // The JVM masks a long shift's amount to 6 bits, as the VM does.
                setI64(r, c[pc + 2], op == SHL_I64 ? a << s : op == SHR_I64_S ? a >> s : a >>> s);
                return pc + 3;
            }
            case CMP_LT_I64_U -> {
                r[c[pc + 2]] = VmMath.cmpLtI64U(getI64(r, c[pc]), getI64(r, c[pc + 1]));
                return pc + 3;
            }
            case CMP_NZ_I64 -> {
                r[c[pc + 1]] = VmMath.cmpNzI64(getI64(r, c[pc]));
                return pc + 2;
            }
            default ->
                throw new JireeException(StatusCode.UNIMPLEMENTED, String.format("unhandled core opcode %02X", op));
        }
    }
}
