package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.setI64;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * Integer ops outside the interpreter's inline set, with IREE's semantics: wrapping arithmetic,
 * shift amounts masked to the width, unsigned division and comparison, and min/max returning the
 * left operand on ties. Division by zero is undefined in C (it traps); here it fails cleanly.
 */
final class IntegerOps {
    private IntegerOps() {
    }

    private static JireeException divideByZero(String op) {
        return new JireeException(StatusCode.INVALID_ARGUMENT, "integer division by zero in " + op);
    }

    static int execute(int op, int[] c, int pc, int[] r) {
        switch (op) {
            case 0x25, 0x26, 0x27, 0x28, 0x7A, 0x7B, 0x7C, 0x7D -> {
                int a = r[c[pc]];
                int b = r[c[pc + 1]];
                int v = switch (op) {
                    case 0x25 -> {
                        if (b == 0) {
                            throw divideByZero("vm.div.i32.s");
                        }
                        yield a / b;
                    }
                    case 0x26 -> {
                        if (b == 0) {
                            throw divideByZero("vm.div.i32.u");
                        }
                        yield Integer.divideUnsigned(a, b);
                    }
                    case 0x27 -> {
                        if (b == 0) {
                            throw divideByZero("vm.rem.i32.s");
                        }
                        yield a % b;
                    }
                    case 0x28 -> {
                        if (b == 0) {
                            throw divideByZero("vm.rem.i32.u");
                        }
                        yield Integer.remainderUnsigned(a, b);
                    }
                    case 0x7A -> b < a ? b : a;
                    case 0x7B -> Integer.compareUnsigned(b, a) < 0 ? b : a;
                    case 0x7C -> a < b ? b : a;
                    default -> Integer.compareUnsigned(a, b) < 0 ? b : a;
                };
                r[c[pc + 2]] = v;
                return pc + 3;
            }
            case 0x29 -> { // FMAI32
                r[c[pc + 3]] = r[c[pc]] * r[c[pc + 1]] + r[c[pc + 2]];
                return pc + 4;
            }
            case 0x2D, 0x2E, 0x2F, 0x30, 0x37, 0x38, 0x39, 0x7E, 0x7F, 0x80, 0x81 -> {
                long a = getI64(r, c[pc]);
                long b = getI64(r, c[pc + 1]);
                long v = switch (op) {
                    case 0x2D -> {
                        if (b == 0) {
                            throw divideByZero("vm.div.i64.s");
                        }
                        yield a / b;
                    }
                    case 0x2E -> {
                        if (b == 0) {
                            throw divideByZero("vm.div.i64.u");
                        }
                        yield Long.divideUnsigned(a, b);
                    }
                    case 0x2F -> {
                        if (b == 0) {
                            throw divideByZero("vm.rem.i64.s");
                        }
                        yield a % b;
                    }
                    case 0x30 -> {
                        if (b == 0) {
                            throw divideByZero("vm.rem.i64.u");
                        }
                        yield Long.remainderUnsigned(a, b);
                    }
                    case 0x37 -> a & b;
                    case 0x38 -> a | b;
                    case 0x39 -> a ^ b;
                    case 0x7E -> b < a ? b : a;
                    case 0x7F -> Long.compareUnsigned(b, a) < 0 ? b : a;
                    case 0x80 -> a < b ? b : a;
                    default -> Long.compareUnsigned(a, b) < 0 ? b : a;
                };
                setI64(r, c[pc + 2], v);
                return pc + 3;
            }
            case 0x31 -> { // FMAI64
                setI64(r, c[pc + 3], getI64(r, c[pc]) * getI64(r, c[pc + 1]) + getI64(r, c[pc + 2]));
                return pc + 4;
            }
            case 0x32, 0x40, 0x41, 0x43, 0x44, 0x45, 0x46, 0x75, 0x77 -> {
                int a = r[c[pc]];
                r[c[pc + 1]] = switch (op) {
                    case 0x32 -> ~a;
                    case 0x40, 0x44 -> a & 0xFF;
                    case 0x41, 0x46 -> a & 0xFFFF;
                    case 0x43 -> (byte) a;
                    case 0x45 -> (short) a;
                    case 0x75 -> Integer.numberOfLeadingZeros(a);
                    default -> Math.abs(a);
                };
                return pc + 2;
            }
            case 0x36, 0x76, 0x78 -> { // NotI64, CtlzI64, AbsI64
                long a = getI64(r, c[pc]);
                setI64(r, c[pc + 1], op == 0x36 ? ~a : op == 0x76 ? Long.numberOfLeadingZeros(a) : Math.abs(a));
                return pc + 2;
            }
            case 0x3D, 0x3E, 0x3F -> { // ShlI64, ShrI64S, ShrI64U
                long a = getI64(r, c[pc]);
                int s = r[c[pc + 1]] & 0x3F;
                setI64(r, c[pc + 2], op == 0x3D ? a << s : op == 0x3E ? a >> s : a >>> s);
                return pc + 3;
            }
            case 0x51 -> { // CmpLTI64U
                r[c[pc + 2]] = Long.compareUnsigned(getI64(r, c[pc]), getI64(r, c[pc + 1])) < 0 ? 1 : 0;
                return pc + 3;
            }
            case 0x52 -> { // CmpNZI64
                r[c[pc + 1]] = getI64(r, c[pc]) != 0 ? 1 : 0;
                return pc + 2;
            }
            default -> throw new JireeException(StatusCode.UNIMPLEMENTED, String.format("unhandled core opcode %02X", op));
        }
    }
}
