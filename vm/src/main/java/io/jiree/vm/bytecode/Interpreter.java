package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Opcode.Code.*;
import static io.jiree.vm.bytecode.Registers.REF_BIT;
import static io.jiree.vm.bytecode.Registers.REF_MASK;

import io.jiree.base.CallStop;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmRef;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Executes verified bytecode in its {@link DecodedFunction} form. Registers are primitive arrays
 * ({@code int[]} for the i32 bank where i64/f64 occupy little-endian pairs, as in IREE;
 * {@code Object[]} for refs); the hot ops run inline in one switch loop without allocation, the
 * rest are delegated to {@link CoreOps}, {@link IntegerOps}, {@link BufferOps} and
 * {@link FloatOps} so the loop stays small enough for the JIT to compile well. Internal calls push
 * a {@link Frame} instead of recursing on the Java stack; a call that returns gives its frame back
 * to the module instance for the next call of its function, so steady calls allocate no frames.
 * {@code pc} always indexes the decoded code and points just past the opcode while an op runs.
 *
 * <p>Each ref register owns one reference to its value ({@link VmRef}): a copy retains, a move
 * (an operand with {@link Registers#MOVE_BIT}) hands the register's reference over, a write releases what
 * it replaces, and a frame's registers are released when it returns or fails. So whatever a
 * program drops is freed when it drops it.
 */
final class Interpreter {
    /** Little-endian views of global storage. */
    static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Deepest internal call nesting before RESOURCE_EXHAUSTED. */
    static final int MAX_DEPTH = 4096;
    /**
     * The installed {@link ExecutionTracer}; read when a call takes its frame, never per
     * instruction.
     */
    static volatile ExecutionTracer tracer;

    private Interpreter() {}

    static long getI64(int[] r, int i) {
        return (r[i] & 0xFFFFFFFFL) | ((long) r[i + 1] << 32);
    }

    static void setI64(int[] r, int i, long v) {
        r[i] = (int) v;
        r[i + 1] = (int) (v >>> 32);
    }

    /** A 64-bit immediate stored as two ints (low first). */
    static long imm64(int[] c, int p) {
        return (c[p] & 0xFFFFFFFFL) | ((long) c[p + 1] << 32);
    }

    /** Calls internal function {@code ordinal} with arguments in calling-convention order. */
    static void invoke(BytecodeModuleInstance inst, int ordinal, ValueList args, ValueList results) {
        BytecodeModule m = inst.module;
        Frame f = inst.takeFrame(ordinal, null);
        String cc = m.argumentCconv[ordinal];
        int[] r = f.i32;
        int ri = 0;
        int refi = 0;
        for (int i = 0; i < cc.length(); i++) {
            switch (cc.charAt(i)) {
                case 'i', 'f' -> r[ri++] = (int) args.nextBits();
                case 'I', 'F' -> {
                    ri = ri + 1 & ~1;
                    setI64(r, ri, args.nextBits());
                    ri += 2;
                }
                case 'r' -> f.refs[refi++] = VmRef.retain(args.nextRef()); // the caller keeps its own
                default ->
                    throw new JireeException(
                            StatusCode.INVALID_ARGUMENT, "unsupported calling convention type '" + cc.charAt(i) + "'");
            }
        }
        if (inst.jit && f.tracer == null) {
            MethodHandle h = m.compiled(ordinal, inst.eagerJit);
            if (h != null) {
                leaveToCaller(m.resultCconv[ordinal], f.code, runCompiled(h, f), r, f.refs, results);
                inst.returnFrame(f);
                return;
            }
        }
        run(inst, f, results);
    }

    /** Runs a compiled function on its frame's registers; returns its return list index. */
    private static int runCompiled(MethodHandle h, Frame f) {
        try {
            return (int) h.invokeExact(f.i32);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "compiled function failed: " + t, t);
        }
    }

    private static void run(BytecodeModuleInstance inst, Frame entry, ValueList results) {
        BytecodeModule m = inst.module;
        byte[] rw = inst.rwdata;
        Frame f = entry;
        int[] c = f.code;
        int[] r = f.i32;
        Object[] refs = f.refs;
        int pc = 0;
        int start = 0;
        try {
            for (; ; ) {
                start = pc;
                int op = c[pc++];
                switch (op) {
                    case BLOCK -> {}
                    case GLOBAL_LOAD_I32 -> {
                        r[c[pc + 1]] = (int) I32.get(rw, c[pc]);
                        pc += 2;
                    }
                    case GLOBAL_STORE_I32 -> {
                        I32.set(rw, c[pc], r[c[pc + 1]]);
                        pc += 2;
                    }
                    case GLOBAL_LOAD_I64 -> {
                        setI64(r, c[pc + 1], (long) I64.get(rw, c[pc]));
                        pc += 2;
                    }
                    case GLOBAL_STORE_I64 -> {
                        I64.set(rw, c[pc], getI64(r, c[pc + 1]));
                        pc += 2;
                    }
                    case CONST_I32_ZERO -> r[c[pc++]] = 0;
                    case CONST_I32 -> {
                        r[c[pc + 1]] = c[pc];
                        pc += 2;
                    }
                    case CONST_I64_ZERO -> setI64(r, c[pc++], 0L);
                    case CONST_I64 -> {
                        setI64(r, c[pc + 2], imm64(c, pc));
                        pc += 3;
                    }
                    case SELECT_I32 -> {
                        r[c[pc + 3]] = r[c[pc]] != 0 ? r[c[pc + 1]] : r[c[pc + 2]];
                        pc += 4;
                    }
                    case ADD_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] + r[c[pc + 1]];
                        pc += 3;
                    }
                    case SUB_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] - r[c[pc + 1]];
                        pc += 3;
                    }
                    case MUL_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] * r[c[pc + 1]];
                        pc += 3;
                    }
                    case ADD_I64 -> {
                        setI64(r, c[pc + 2], getI64(r, c[pc]) + getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case SUB_I64 -> {
                        setI64(r, c[pc + 2], getI64(r, c[pc]) - getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case MUL_I64 -> {
                        setI64(r, c[pc + 2], getI64(r, c[pc]) * getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case AND_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] & r[c[pc + 1]];
                        pc += 3;
                    }
                    case OR_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] | r[c[pc + 1]];
                        pc += 3;
                    }
                    case XOR_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] ^ r[c[pc + 1]];
                        pc += 3;
                    }
                    case SHL_I32 -> {
                        r[c[pc + 2]] = r[c[pc]] << (r[c[pc + 1]] & 0x1F);
                        pc += 3;
                    }
                    case SHR_I32_S -> {
                        r[c[pc + 2]] = r[c[pc]] >> (r[c[pc + 1]] & 0x1F);
                        pc += 3;
                    }
                    case SHR_I32_U -> {
                        r[c[pc + 2]] = r[c[pc]] >>> (r[c[pc + 1]] & 0x1F);
                        pc += 3;
                    }
                    case TRUNC_I64_I32 -> {
                        r[c[pc + 1]] = r[c[pc]];
                        pc += 2;
                    }
                    case EXT_I32_I64_S -> {
                        setI64(r, c[pc + 1], r[c[pc]]);
                        pc += 2;
                    }
                    case EXT_I32_I64_U -> {
                        setI64(r, c[pc + 1], VmMath.extI32I64U(r[c[pc]]));
                        pc += 2;
                    }
                    case CMP_EQ_I32 -> {
                        r[c[pc + 2]] = VmMath.cmpEqI32(r[c[pc]], r[c[pc + 1]]);
                        pc += 3;
                    }
                    case CMP_NE_I32 -> {
                        r[c[pc + 2]] = VmMath.cmpNeI32(r[c[pc]], r[c[pc + 1]]);
                        pc += 3;
                    }
                    case CMP_LT_I32_S -> {
                        r[c[pc + 2]] = VmMath.cmpLtI32S(r[c[pc]], r[c[pc + 1]]);
                        pc += 3;
                    }
                    case CMP_LT_I32_U -> {
                        r[c[pc + 2]] = VmMath.cmpLtI32U(r[c[pc]], r[c[pc + 1]]);
                        pc += 3;
                    }
                    case CMP_NZ_I32 -> {
                        r[c[pc + 1]] = VmMath.cmpNzI32(r[c[pc]]);
                        pc += 2;
                    }
                    case CMP_EQ_I64 -> {
                        r[c[pc + 2]] = VmMath.cmpEqI64(getI64(r, c[pc]), getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case CMP_NE_I64 -> {
                        r[c[pc + 2]] = VmMath.cmpNeI64(getI64(r, c[pc]), getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case CMP_LT_I64_S -> {
                        r[c[pc + 2]] = VmMath.cmpLtI64S(getI64(r, c[pc]), getI64(r, c[pc + 1]));
                        pc += 3;
                    }
                    case BR, YIELD -> { // a yield resumes at once: execution is synchronous
                        int n = c[pc + 1];
                        if (n != 0) {
                            remap(r, refs, c, pc + 2, n);
                        }
                        if (c[pc] <= start) {
                            CallStop.poll(); // a loop: where a call with a deadline or cancel stops
                        }
                        pc = c[pc] + 1;
                    }
                    case COND_BR -> {
                        int n = c[pc + 2];
                        if (r[c[pc]] != 0) {
                            if (n != 0) {
                                remap(r, refs, c, pc + 3, n);
                            }
                            pc = c[pc + 1] + 1;
                        } else {
                            int p = pc + 3 + 2 * n;
                            n = c[p + 1];
                            if (n != 0) {
                                remap(r, refs, c, p + 2, n);
                            }
                            pc = c[p] + 1;
                        }
                        if (pc <= start) {
                            CallStop.poll();
                        }
                    }
                    case CALL, CALL_YIELDABLE -> {
                        int callee = c[pc];
                        int src = pc + 1;
                        int after = src + 1 + c[src];
                        int resume = -1;
                        if (op == CALL_YIELDABLE) {
                            resume = c[after] + 1;
                            after++;
                        }
                        int dst = after;
                        int next = dst + 1 + c[dst];
                        if (callee < 0) {
                            f.pc = start;
                            CoreOps.callImport(inst, f, callee & 0x7FFFFFFF, -1, src, dst);
                            pc = resume >= 0 ? resume : next;
                        } else {
                            f.pc = resume >= 0 ? resume : next;
                            f.resultList = dst;
                            if (f.depth >= MAX_DEPTH) {
                                f.pc = start;
                                throw new JireeException(
                                        StatusCode.RESOURCE_EXHAUSTED,
                                        "VM call stack exhausted: more than " + MAX_DEPTH + " nested calls");
                            }
                            Frame callee0 = inst.takeFrame(callee, f);
                            enter(m, callee, c, src, r, refs, callee0);
                            MethodHandle h =
                                    inst.jit && callee0.tracer == null ? m.compiled(callee, inst.eagerJit) : null;
                            if (h != null) {
                                int list = runCompiled(h, callee0);
                                leave(m.resultCconv[callee], callee0.code, list, callee0.i32, callee0.refs, f);
                                inst.returnFrame(callee0);
                                pc = f.pc;
                                continue;
                            }
                            f = callee0;
                            c = f.code;
                            r = f.i32;
                            refs = f.refs;
                            pc = 0;
                        }
                    }
                    case RETURN -> {
                        Frame parent = f.parent;
                        String res = m.resultCconv[f.ordinal];
                        if (parent == null) {
                            leaveToCaller(res, c, pc, r, refs, results);
                            inst.returnFrame(f);
                            return;
                        }
                        leave(res, c, pc, r, refs, parent);
                        inst.returnFrame(f);
                        f = parent;
                        c = f.code;
                        r = f.i32;
                        refs = f.refs;
                        pc = f.pc;
                    }
                    default -> {
                        f.pc = start;
                        if (op >= Opcode.F32_SET) {
                            pc = op < Opcode.F64_SET
                                    ? FloatOps.f32(op, c, pc, r, refs)
                                    : FloatOps.f64(op, c, pc, r, refs);
                        } else {
                            pc = CoreOps.execute(inst, f, op, c, pc, r, refs);
                        }
                    }
                }
            }
        } catch (JireeException e) {
            f.pc = start;
            JireeException failure = Backtrace.annotate(e, m, f);
            releaseFrames(f);
            throw failure;
        } catch (RuntimeException e) {
            // Verified bytecode cannot get here; report it as an internal fault, never a crash.
            f.pc = start;
            JireeException failure = Backtrace.annotate(
                    new JireeException(
                            StatusCode.INTERNAL, "interpreter fault " + e + " executing verified bytecode", e),
                    m,
                    f);
            releaseFrames(f);
            throw failure;
        }
    }

    /** Stores {@code owned} (a reference the caller gives up) in {@code reg}, releasing what it held. */
    static void setRef(Object[] refs, int reg, Object owned) {
        int i = reg & REF_MASK;
        Object old = refs[i];
        refs[i] = owned;
        VmRef.release(old);
    }

    /**
     * A failed invocation's frames, from the innermost to its entry, will not run again; they are
     * dropped rather than reused (their import lists may still hold what the failure left).
     */
    private static void releaseFrames(Frame innermost) {
        for (Frame f = innermost; f != null; f = f.parent) {
            VmRef.releaseAll(f.refs, 0, f.refs.length);
        }
    }

    /** Branch argument remapping: copies i32 registers, retains or moves refs. */
    static void remap(int[] r, Object[] refs, int[] c, int p, int n) {
        for (int end = p + 2 * n; p < end; p += 2) {
            int src = c[p];
            int dst = c[p + 1];
            if ((src & REF_BIT) != 0) {
                int s = src & REF_MASK;
                int d = dst & REF_MASK;
                if (s != d) { // a register passed to itself keeps its reference
                    setRef(refs, d, CoreOps.take(refs, src));
                }
            } else {
                r[dst] = r[src];
            }
        }
    }

    // Copies call arguments into the callee's ABI registers per its calling convention: each bank
    // fills from 0, i64/f64 values on even register pairs.
    private static void enter(BytecodeModule m, int callee, int[] c, int list, int[] r, Object[] refs, Frame f) {
        String cc = m.argumentCconv[callee];
        int[] dr = f.i32;
        Object[] drefs = f.refs;
        int ri = 0;
        int refi = 0;
        int p = list + 1;
        for (int i = 0; i < cc.length(); i++, p++) {
            int reg = c[p];
            switch (cc.charAt(i)) {
                case 'i', 'f' -> dr[ri++] = r[reg];
                case 'I', 'F' -> {
                    ri = ri + 1 & ~1;
                    dr[ri] = r[reg];
                    dr[ri + 1] = r[reg + 1];
                    ri += 2;
                }
                default -> drefs[refi++] = CoreOps.take(refs, reg);
            }
        }
    }

    // Copies results from the callee's return list into the caller's result registers.
    private static void leave(String res, int[] c, int list, int[] r, Object[] refs, Frame parent) {
        int[] pc = parent.code;
        int dl = parent.resultList + 1;
        int p = list + 1;
        int[] dr = parent.i32;
        Object[] drefs = parent.refs;
        for (int i = 0; i < res.length(); i++, p++, dl++) {
            int reg = c[p];
            int dst = pc[dl];
            switch (res.charAt(i)) {
                case 'i', 'f' -> dr[dst] = r[reg];
                case 'I', 'F' -> {
                    dr[dst] = r[reg];
                    dr[dst + 1] = r[reg + 1];
                }
                default -> setRef(drefs, dst, CoreOps.take(refs, reg));
            }
        }
        VmRef.releaseAll(refs, 0, refs.length); // the callee's frame is done
    }

    private static void leaveToCaller(String res, int[] c, int list, int[] r, Object[] refs, ValueList out) {
        int p = list + 1;
        for (int i = 0; i < res.length(); i++, p++) {
            int reg = c[p];
            switch (res.charAt(i)) {
                case 'i', 'f' -> out.addBits(r[reg]);
                case 'I', 'F' -> out.addBits(getI64(r, reg));
                default -> out.addRef(CoreOps.take(refs, reg)); // the caller's to release
            }
        }
        VmRef.releaseAll(refs, 0, refs.length); // the callee's frame is done
    }
}
