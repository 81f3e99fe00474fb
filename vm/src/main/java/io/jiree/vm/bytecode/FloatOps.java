package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.I32;
import static io.jiree.vm.bytecode.Interpreter.I64;
import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.imm64;
import static io.jiree.vm.bytecode.Interpreter.setI64;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Libm;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;

/**
 * The f32 and f64 extension opcode sets. f32 values live in one i32 register as their bits, f64
 * values in an even register pair. Comparisons follow C's ordered/unordered predicates
 * ({@code isless}, {@code isunordered}); min/max return the left operand unless the right one is
 * strictly smaller/larger, exactly as the C expressions do (so NaN handling matches). The ops IREE
 * computes with a C math library function (atan ... erf, pow, rem) call that same function through
 * {@link Libm}; the rest are exact in Java and written to give the C code's bits, NaNs included
 * ({@link VmMath}).
 */
final class FloatOps {
    private FloatOps() {
    }

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

    private static int globalOffset(BytecodeModuleInstance inst, int offset, int width) {
        return CoreOps.globalOffset(inst, offset, width);
    }

    static int f32(BytecodeModuleInstance inst, int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case 0x00 -> r[c[pc + 1]] = (int) I32.get(inst.rwdata, c[pc]);
            case 0x01 -> I32.set(inst.rwdata, c[pc], r[c[pc + 1]]);
            case 0x02 -> {
                r[c[pc + 1]] = (int) I32.get(inst.rwdata, globalOffset(inst, r[c[pc]], 4));
                return pc + 2;
            }
            case 0x03 -> {
                I32.set(inst.rwdata, globalOffset(inst, r[c[pc]], 4), r[c[pc + 1]]);
                return pc + 2;
            }
            case 0x04 -> {
                r[c[pc]] = 0;
                return pc + 1;
            }
            case 0x05 -> r[c[pc + 1]] = c[pc];
            case 0x06 -> r[c[pc + 2]] = (int) list(refs, c, pc).getValueBits(
                    Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F32);
            case 0x07 -> list(refs, c, pc).setValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F32,
                    r[c[pc + 2]] & 0xFFFFFFFFL);
            case 0x08 -> {
                r[c[pc + 3]] = r[c[pc]] != 0 ? r[c[pc + 1]] : r[c[pc + 2]];
                return pc + 4;
            }
            case 0x09 -> { // SwitchF32
                int index = r[c[pc]];
                int n = c[pc + 2];
                r[c[pc + 3 + n]] = index >= 0 && index < n ? r[c[pc + 3 + index]] : r[c[pc + 1]];
                return pc + 4 + n;
            }
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x1B, 0x25, 0x37, 0x38 -> {
                setF(r, c, pc + 2, binary32(op, f(r, c, pc), f(r, c, pc + 1)));
                return pc + 3;
            }
            case 0x0F -> {
                setF(r, c, pc + 3, VmMath.fmaf(f(r, c, pc), f(r, c, pc + 1), f(r, c, pc + 2)));
                return pc + 4;
            }
            case 0x10, 0x11, 0x12, 0x13, 0x1A, 0x1C, 0x1D, 0x1E, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x26, 0x27,
                    0x28, 0x29, 0x36, 0x39 -> {
                setF(r, c, pc + 1, unary32(op, f(r, c, pc)));
                return pc + 2;
            }
            case 0x14 -> setF(r, c, pc + 1, (float) r[c[pc]]);
            case 0x15 -> setF(r, c, pc + 1, (float) (r[c[pc]] & 0xFFFFFFFFL));
            case 0x16 -> r[c[pc + 1]] = VmMath.castF32SI32(f(r, c, pc));
            case 0x17 -> r[c[pc + 1]] = VmMath.castF32UI32(f(r, c, pc));
            case 0x18, 0x19 -> r[c[pc + 1]] = r[c[pc]];
            case 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x31 -> {
                r[c[pc + 2]] = compare32(op, f(r, c, pc), f(r, c, pc + 1));
                return pc + 3;
            }
            case 0x32 -> r[c[pc + 1]] = Float.isNaN(f(r, c, pc)) ? 1 : 0;
            case 0x33 -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "source_buffer");
                r[c[pc + 2]] = b.loadI32(getI64(r, c[pc + 1]));
                return pc + 3;
            }
            case 0x34 -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "target_buffer");
                b.storeI32(getI64(r, c[pc + 1]), r[c[pc + 2]]);
                return pc + 3;
            }
            case 0x35 -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "buffer");
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), 4, r[c[pc + 3]]);
                return pc + 4;
            }
            case 0x3A -> setI64(r, c[pc + 1], VmMath.castF32SI64(f(r, c, pc)));
            case 0x3B -> setI64(r, c[pc + 1], VmMath.castF32UI64(f(r, c, pc)));
            case 0x3C -> setF(r, c, pc + 1, (float) getI64(r, c[pc]));
            case 0x3D -> setF(r, c, pc + 1, VmMath.u64ToF32(getI64(r, c[pc])));
            default -> throw new JireeException(StatusCode.UNIMPLEMENTED,
                    String.format("unhandled ext PrefixExtF32 opcode %02X", op));
        }
        // Ops that fall through here take two operand fields, or three for list get/set.
        return pc + switch (op) {
            case 0x06, 0x07 -> 3;
            default -> 2;
        };
    }

    static int f64(BytecodeModuleInstance inst, int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case 0x00 -> setI64(r, c[pc + 1], (long) I64.get(inst.rwdata, c[pc]));
            case 0x01 -> I64.set(inst.rwdata, c[pc], getI64(r, c[pc + 1]));
            case 0x02 -> setI64(r, c[pc + 1], (long) I64.get(inst.rwdata, globalOffset(inst, r[c[pc]], 8)));
            case 0x03 -> I64.set(inst.rwdata, globalOffset(inst, r[c[pc]], 8), getI64(r, c[pc + 1]));
            case 0x04 -> {
                setI64(r, c[pc], 0L);
                return pc + 1;
            }
            case 0x05 -> {
                setI64(r, c[pc + 2], imm64(c, pc));
                return pc + 3;
            }
            case 0x06 -> setI64(r, c[pc + 2], list(refs, c, pc).getValueBits(
                    Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F64));
            case 0x07 -> list(refs, c, pc).setValueBits(Integer.toUnsignedLong(r[c[pc + 1]]), ValueType.F64,
                    getI64(r, c[pc + 2]));
            case 0x08 -> {
                setI64(r, c[pc + 3], getI64(r, c[r[c[pc]] != 0 ? pc + 1 : pc + 2]));
                return pc + 4;
            }
            case 0x09 -> { // SwitchF64
                int index = r[c[pc]];
                int n = c[pc + 2];
                setI64(r, c[pc + 3 + n], index >= 0 && index < n ? getI64(r, c[pc + 3 + index]) : getI64(r, c[pc + 1]));
                return pc + 4 + n;
            }
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x21, 0x2B, 0x3D, 0x3E -> {
                setD(r, c, pc + 2, binary64(op, d(r, c, pc), d(r, c, pc + 1)));
                return pc + 3;
            }
            case 0x0F -> {
                setD(r, c, pc + 3, VmMath.fma(d(r, c, pc), d(r, c, pc + 1), d(r, c, pc + 2)));
                return pc + 4;
            }
            case 0x10, 0x11, 0x12, 0x13, 0x20, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2C, 0x2D,
                    0x2E, 0x2F, 0x3C, 0x3F -> {
                setD(r, c, pc + 1, unary64(op, d(r, c, pc)));
                return pc + 2;
            }
            case 0x14 -> setF(r, c, pc + 1, (float) d(r, c, pc));
            case 0x15 -> setD(r, c, pc + 1, f(r, c, pc));
            case 0x16 -> setD(r, c, pc + 1, r[c[pc]]);
            case 0x17 -> setD(r, c, pc + 1, r[c[pc]] & 0xFFFFFFFFL);
            case 0x18 -> r[c[pc + 1]] = VmMath.castF64SI32(d(r, c, pc));
            case 0x19 -> r[c[pc + 1]] = VmMath.castF64UI32(d(r, c, pc));
            case 0x1A -> setD(r, c, pc + 1, (double) getI64(r, c[pc]));
            case 0x1B -> setD(r, c, pc + 1, VmMath.u64ToF64(getI64(r, c[pc])));
            case 0x1C -> setI64(r, c[pc + 1], VmMath.castF64SI64(d(r, c, pc)));
            case 0x1D -> setI64(r, c[pc + 1], VmMath.castF64UI64(d(r, c, pc)));
            case 0x1E, 0x1F -> setI64(r, c[pc + 1], getI64(r, c[pc]));
            case 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37 -> {
                r[c[pc + 2]] = compare64(op, d(r, c, pc), d(r, c, pc + 1));
                return pc + 3;
            }
            case 0x38 -> r[c[pc + 1]] = Double.isNaN(d(r, c, pc)) ? 1 : 0;
            case 0x39 -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "source_buffer");
                setI64(r, c[pc + 2], b.loadI64(getI64(r, c[pc + 1])));
                return pc + 3;
            }
            case 0x3A -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "target_buffer");
                b.storeI64(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]));
                return pc + 3;
            }
            case 0x3B -> {
                VmBuffer b = BufferOps.buffer(refs, c, pc, "buffer");
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), 8, getI64(r, c[pc + 3]));
                return pc + 4;
            }
            default -> throw new JireeException(StatusCode.UNIMPLEMENTED,
                    String.format("unhandled ext PrefixExtF64 opcode %02X", op));
        }
        return pc + switch (op) {
            case 0x06, 0x07 -> 3;
            default -> 2;
        };
    }

    /** The f32 binary op {@code op} (extension opcode) with C semantics. */
    static float binary32(int op, float a, float b) {
        return switch (op) {
            case 0x0A -> a + b;
            case 0x0B -> a - b;
            case 0x0C -> a * b;
            case 0x0D -> a / b;
            case 0x0E -> Libm.remainderf(a, b);
            case 0x1B -> Libm.atan2f(a, b);
            case 0x25 -> Libm.powf(a, b);
            case 0x37 -> VmMath.minf(a, b);
            default -> VmMath.maxf(a, b);
        };
    }

    /** The f32 unary op {@code op} with C semantics. */
    static float unary32(int op, float a) {
        return switch (op) {
            case 0x10 -> Math.abs(a);
            case 0x11 -> -a;
            case 0x12 -> VmMath.ceilf(a);
            case 0x13 -> VmMath.floorf(a);
            case 0x1A -> Libm.atanf(a);
            case 0x1C -> Libm.cosf(a);
            case 0x1D -> Libm.sinf(a);
            case 0x1E -> Libm.expf(a);
            case 0x1F -> Libm.exp2f(a);
            case 0x20 -> Libm.expm1f(a);
            case 0x21 -> Libm.logf(a);
            case 0x22 -> Libm.log10f(a);
            case 0x23 -> Libm.log1pf(a);
            case 0x24 -> Libm.log2f(a);
            case 0x26 -> 1.0f / (float) Math.sqrt(a);
            case 0x27 -> (float) Math.sqrt(a);
            case 0x28 -> Libm.tanhf(a);
            case 0x29 -> Libm.erff(a);
            case 0x36 -> VmMath.roundf(a);
            default -> VmMath.roundEvenf(a);
        };
    }

    /** The f32 comparison {@code op}: 1 or 0. */
    static int compare32(int op, float a, float b) {
        boolean unordered = Float.isNaN(a) || Float.isNaN(b);
        boolean v = switch (op) {
            case 0x2A -> a == b;
            case 0x2B -> unordered || a == b;
            case 0x2C -> a != b;
            case 0x2D -> unordered || a != b;
            case 0x2E -> a < b;
            case 0x2F -> unordered || a < b;
            case 0x30 -> a <= b;
            default -> unordered || a <= b;
        };
        return v ? 1 : 0;
    }

    /** The f64 binary op {@code op} with C semantics. */
    static double binary64(int op, double a, double b) {
        return switch (op) {
            case 0x0A -> a + b;
            case 0x0B -> a - b;
            case 0x0C -> a * b;
            case 0x0D -> a / b;
            case 0x0E -> Libm.remainder(a, b);
            case 0x21 -> Libm.atan2(a, b);
            case 0x2B -> Libm.pow(a, b);
            case 0x3D -> VmMath.min(a, b);
            default -> VmMath.max(a, b);
        };
    }

    /** The f64 unary op {@code op} with C semantics. */
    static double unary64(int op, double a) {
        return switch (op) {
            case 0x10 -> Math.abs(a);
            case 0x11 -> -a;
            case 0x12 -> VmMath.ceil(a);
            case 0x13 -> VmMath.floor(a);
            case 0x20 -> Libm.atan(a);
            case 0x22 -> Libm.cos(a);
            case 0x23 -> Libm.sin(a);
            case 0x24 -> Libm.exp(a);
            case 0x25 -> Libm.exp2(a);
            case 0x26 -> Libm.expm1(a);
            case 0x27 -> Libm.log(a);
            case 0x28 -> Libm.log10(a);
            case 0x29 -> Libm.log1p(a);
            case 0x2A -> Libm.log2(a);
            case 0x2C -> 1.0 / Math.sqrt(a);
            case 0x2D -> Math.sqrt(a);
            case 0x2E -> Libm.tanh(a);
            case 0x2F -> Libm.erf(a);
            case 0x3C -> VmMath.round(a);
            default -> VmMath.roundEven(a);
        };
    }

    /** The f64 comparison {@code op}: 1 or 0. */
    static int compare64(int op, double a, double b) {
        boolean unordered = Double.isNaN(a) || Double.isNaN(b);
        boolean v = switch (op) {
            case 0x30 -> a == b;
            case 0x31 -> unordered || a == b;
            case 0x32 -> a != b;
            case 0x33 -> unordered || a != b;
            case 0x34 -> a < b;
            case 0x35 -> unordered || a < b;
            case 0x36 -> a <= b;
            default -> unordered || a <= b;
        };
        return v ? 1 : 0;
    }
}
