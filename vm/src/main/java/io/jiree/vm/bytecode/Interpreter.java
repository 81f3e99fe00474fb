package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ValueList;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Executes verified bytecode. Registers are primitive arrays ({@code int[]} for the i32 bank where
 * i64/f64 occupy little-endian pairs, {@code Object[]} for refs); the hot ops are decoded inline in
 * one switch loop without allocation, the rest are delegated to {@link CoreOps} and
 * {@link FloatOps} so the loop stays small enough for the JIT to compile. Internal calls push a
 * {@link Frame} without recursing on the Java stack.
 */
final class Interpreter {
    static final VarHandle U16 = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    static final int REF_BIT = 0x8000;
    static final int MOVE_BIT = 0x4000;
    static final int REF_MASK = 0x3FFF;
    /** Deepest internal call nesting before RESOURCE_EXHAUSTED. */
    static final int MAX_DEPTH = 4096;

    private Interpreter() {
    }

    static int u16(byte[] c, int p) {
        return (short) U16.get(c, p) & 0xFFFF;
    }

    static int i32(byte[] c, int p) {
        return (int) I32.get(c, p);
    }

    static long i64(byte[] c, int p) {
        return (long) I64.get(c, p);
    }

    static long getI64(int[] r, int i) {
        return (r[i] & 0xFFFFFFFFL) | ((long) r[i + 1] << 32);
    }

    static void setI64(int[] r, int i, long v) {
        r[i] = (int) v;
        r[i + 1] = (int) (v >>> 32);
    }

    static int align2(int pc) {
        return pc + 1 & ~1;
    }

    /** Calls internal function {@code ordinal} with arguments in calling-convention order. */
    static void invoke(BytecodeModuleInstance inst, int ordinal, ValueList args, ValueList results) {
        BytecodeModule m = inst.module;
        Frame f = new Frame(m, ordinal, null);
        String cc = m.argumentCconv[ordinal];
        int[] r = f.i32;
        int ri = 0;
        int refi = 0;
        for (int i = 0; i < cc.length(); i++) {
            switch (cc.charAt(i)) {
                case 'i', 'f' -> r[ri++] = (int) args.nextBits();
                case 'I', 'F' -> {
                    ri = align2(ri);
                    setI64(r, ri, args.nextBits());
                    ri += 2;
                }
                case 'r' -> f.refs[refi++] = args.nextRef();
                default -> throw new JireeException(StatusCode.INVALID_ARGUMENT,
                        "unsupported calling convention type '" + cc.charAt(i) + "'");
            }
        }
        run(inst, f, results);
    }

    private static void run(BytecodeModuleInstance inst, Frame entry, ValueList results) {
        BytecodeModule m = inst.module;
        byte[] rw = inst.rwdata;
        Frame f = entry;
        byte[] code = f.code;
        int[] r = f.i32;
        Object[] refs = f.refs;
        int pc = 0;
        int start = 0;
        try {
            for (;;) {
                start = pc;
                int op = code[pc++] & 0xFF;
                switch (op) {
                    case 0x79 -> { } // Block marker
                    case 0x00 -> { // GlobalLoadI32
                        r[u16(code, pc + 4)] = (int) I32.get(rw, i32(code, pc));
                        pc += 6;
                    }
                    case 0x01 -> { // GlobalStoreI32
                        I32.set(rw, i32(code, pc), r[u16(code, pc + 4)]);
                        pc += 6;
                    }
                    case 0x04 -> { // GlobalLoadI64
                        setI64(r, u16(code, pc + 4), (long) I64.get(rw, i32(code, pc)));
                        pc += 6;
                    }
                    case 0x05 -> { // GlobalStoreI64
                        I64.set(rw, i32(code, pc), getI64(r, u16(code, pc + 4)));
                        pc += 6;
                    }
                    case 0x0C -> { // ConstI32Zero
                        r[u16(code, pc)] = 0;
                        pc += 2;
                    }
                    case 0x0D -> { // ConstI32
                        r[u16(code, pc + 4)] = i32(code, pc);
                        pc += 6;
                    }
                    case 0x0E -> { // ConstI64Zero
                        setI64(r, u16(code, pc), 0L);
                        pc += 2;
                    }
                    case 0x0F -> { // ConstI64
                        setI64(r, u16(code, pc + 8), i64(code, pc));
                        pc += 10;
                    }
                    case 0x1C -> { // SelectI32
                        r[u16(code, pc + 6)] = r[u16(code, pc)] != 0 ? r[u16(code, pc + 2)] : r[u16(code, pc + 4)];
                        pc += 8;
                    }
                    case 0x22 -> { // AddI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] + r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x23 -> { // SubI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] - r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x24 -> { // MulI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] * r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x2A -> { // AddI64
                        setI64(r, u16(code, pc + 4), getI64(r, u16(code, pc)) + getI64(r, u16(code, pc + 2)));
                        pc += 6;
                    }
                    case 0x2B -> { // SubI64
                        setI64(r, u16(code, pc + 4), getI64(r, u16(code, pc)) - getI64(r, u16(code, pc + 2)));
                        pc += 6;
                    }
                    case 0x2C -> { // MulI64
                        setI64(r, u16(code, pc + 4), getI64(r, u16(code, pc)) * getI64(r, u16(code, pc + 2)));
                        pc += 6;
                    }
                    case 0x33 -> { // AndI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] & r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x34 -> { // OrI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] | r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x35 -> { // XorI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] ^ r[u16(code, pc + 2)];
                        pc += 6;
                    }
                    case 0x3A -> { // ShlI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] << (r[u16(code, pc + 2)] & 0x1F);
                        pc += 6;
                    }
                    case 0x3B -> { // ShrI32S
                        r[u16(code, pc + 4)] = r[u16(code, pc)] >> (r[u16(code, pc + 2)] & 0x1F);
                        pc += 6;
                    }
                    case 0x3C -> { // ShrI32U
                        r[u16(code, pc + 4)] = r[u16(code, pc)] >>> (r[u16(code, pc + 2)] & 0x1F);
                        pc += 6;
                    }
                    case 0x42 -> { // TruncI64I32
                        r[u16(code, pc + 2)] = r[u16(code, pc)];
                        pc += 4;
                    }
                    case 0x47 -> { // ExtI32I64S
                        setI64(r, u16(code, pc + 2), r[u16(code, pc)]);
                        pc += 4;
                    }
                    case 0x48 -> { // ExtI32I64U
                        setI64(r, u16(code, pc + 2), r[u16(code, pc)] & 0xFFFFFFFFL);
                        pc += 4;
                    }
                    case 0x49 -> { // CmpEQI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] == r[u16(code, pc + 2)] ? 1 : 0;
                        pc += 6;
                    }
                    case 0x4A -> { // CmpNEI32
                        r[u16(code, pc + 4)] = r[u16(code, pc)] != r[u16(code, pc + 2)] ? 1 : 0;
                        pc += 6;
                    }
                    case 0x4B -> { // CmpLTI32S
                        r[u16(code, pc + 4)] = r[u16(code, pc)] < r[u16(code, pc + 2)] ? 1 : 0;
                        pc += 6;
                    }
                    case 0x4C -> { // CmpLTI32U
                        r[u16(code, pc + 4)] = Integer.compareUnsigned(r[u16(code, pc)], r[u16(code, pc + 2)]) < 0 ? 1 : 0;
                        pc += 6;
                    }
                    case 0x4D -> { // CmpNZI32
                        r[u16(code, pc + 2)] = r[u16(code, pc)] != 0 ? 1 : 0;
                        pc += 4;
                    }
                    case 0x4E -> { // CmpEQI64
                        r[u16(code, pc + 4)] = getI64(r, u16(code, pc)) == getI64(r, u16(code, pc + 2)) ? 1 : 0;
                        pc += 6;
                    }
                    case 0x4F -> { // CmpNEI64
                        r[u16(code, pc + 4)] = getI64(r, u16(code, pc)) != getI64(r, u16(code, pc + 2)) ? 1 : 0;
                        pc += 6;
                    }
                    case 0x50 -> { // CmpLTI64S
                        r[u16(code, pc + 4)] = getI64(r, u16(code, pc)) < getI64(r, u16(code, pc + 2)) ? 1 : 0;
                        pc += 6;
                    }
                    case 0x56, 0x5D -> { // Branch, Yield (resumes at once: execution is synchronous)
                        int target = i32(code, pc);
                        pc = align2(pc + 4);
                        int n = u16(code, pc);
                        if (n != 0) {
                            remap(r, refs, code, pc + 2, n);
                        }
                        pc = target + 1;
                    }
                    case 0x57 -> { // CondBranch
                        int cond = r[u16(code, pc)];
                        int target = i32(code, pc + 2);
                        pc = align2(pc + 6);
                        int n = u16(code, pc);
                        if (cond != 0) {
                            if (n != 0) {
                                remap(r, refs, code, pc + 2, n);
                            }
                            pc = target + 1;
                        } else {
                            pc += 2 + 4 * n;
                            target = i32(code, pc);
                            pc = align2(pc + 4);
                            n = u16(code, pc);
                            if (n != 0) {
                                remap(r, refs, code, pc + 2, n);
                            }
                            pc = target + 1;
                        }
                    }
                    case 0x58, 0x87 -> { // Call, CallYieldable
                        int callee = i32(code, pc);
                        int src = align2(pc + 4);
                        int after = src + 2 + 2 * u16(code, src);
                        int resume = -1;
                        if (op == 0x87) {
                            resume = i32(code, after) + 1;
                            after += 4;
                        }
                        int dst = align2(after);
                        int next = dst + 2 + 2 * u16(code, dst);
                        if (callee < 0) {
                            f.pc = start;
                            CoreOps.callImport(inst, f, callee & 0x7FFFFFFF, -1, src, dst);
                            pc = resume >= 0 ? resume : next;
                        } else {
                            f.pc = resume >= 0 ? resume : next;
                            f.resultList = dst;
                            if (f.depth >= MAX_DEPTH) {
                                throw new JireeException(StatusCode.RESOURCE_EXHAUSTED,
                                        "VM call stack exhausted: more than " + MAX_DEPTH + " nested calls");
                            }
                            Frame callee0 = new Frame(m, callee, f);
                            enter(m, callee, code, src, r, refs, callee0);
                            f = callee0;
                            code = f.code;
                            r = f.i32;
                            refs = f.refs;
                            pc = 0;
                        }
                    }
                    case 0x5A -> { // Return
                        int list = align2(pc);
                        Frame parent = f.parent;
                        String res = m.resultCconv[f.ordinal];
                        if (parent == null) {
                            leaveToCaller(res, code, list, r, refs, results);
                            return;
                        }
                        leave(res, code, list, r, refs, parent);
                        f = parent;
                        code = f.code;
                        r = f.i32;
                        refs = f.refs;
                        pc = f.pc;
                    }
                    case 0xE0 -> pc = FloatOps.f32(inst, code, pc, r, refs);
                    case 0xE1 -> pc = FloatOps.f64(inst, code, pc, r, refs);
                    default -> {
                        f.pc = start;
                        pc = CoreOps.execute(inst, f, op, code, pc, r, refs);
                    }
                }
            }
        } catch (JireeException e) {
            f.pc = start;
            throw Backtrace.annotate(e, m, f);
        } catch (RuntimeException e) {
            // Verified bytecode cannot get here; report it as an internal fault, never a crash.
            f.pc = start;
            throw Backtrace.annotate(new JireeException(StatusCode.INTERNAL,
                    "interpreter fault " + e + " executing verified bytecode", e), m, f);
        }
    }

    /** Branch argument remapping: copies i32 registers, retains or moves refs. */
    static void remap(int[] r, Object[] refs, byte[] code, int p, int n) {
        for (int i = 0; i < n; i++, p += 4) {
            int src = u16(code, p);
            int dst = u16(code, p + 2);
            if ((src & REF_BIT) != 0) {
                int s = src & REF_MASK;
                int d = dst & REF_MASK;
                Object v = refs[s];
                if ((src & MOVE_BIT) != 0 && s != d) {
                    refs[s] = null;
                }
                refs[d] = v;
            } else {
                r[dst] = r[src];
            }
        }
    }

    // Copies call arguments into the callee's ABI registers per its calling convention: each bank
    // fills from 0, i64/f64 values on even register pairs.
    private static void enter(BytecodeModule m, int callee, byte[] code, int list, int[] r, Object[] refs,
            Frame f) {
        String cc = m.argumentCconv[callee];
        int[] dr = f.i32;
        Object[] drefs = f.refs;
        int ri = 0;
        int refi = 0;
        int p = list + 2;
        for (int i = 0; i < cc.length(); i++, p += 2) {
            int reg = u16(code, p);
            switch (cc.charAt(i)) {
                case 'i', 'f' -> dr[ri++] = r[reg];
                case 'I', 'F' -> {
                    ri = align2(ri);
                    dr[ri] = r[reg];
                    dr[ri + 1] = r[reg + 1];
                    ri += 2;
                }
                default -> {
                    int s = reg & REF_MASK;
                    drefs[refi++] = refs[s];
                    if ((reg & MOVE_BIT) != 0) {
                        refs[s] = null;
                    }
                }
            }
        }
    }

    // Copies results from the callee's return list into the caller's result registers.
    private static void leave(String res, byte[] code, int list, int[] r, Object[] refs, Frame parent) {
        byte[] pcode = parent.code;
        int dl = parent.resultList + 2;
        int p = list + 2;
        int[] dr = parent.i32;
        Object[] drefs = parent.refs;
        for (int i = 0; i < res.length(); i++, p += 2, dl += 2) {
            int reg = u16(code, p);
            int dst = u16(pcode, dl);
            switch (res.charAt(i)) {
                case 'i', 'f' -> dr[dst] = r[reg];
                case 'I', 'F' -> {
                    dr[dst] = r[reg];
                    dr[dst + 1] = r[reg + 1];
                }
                default -> {
                    int s = reg & REF_MASK;
                    drefs[dst & REF_MASK] = refs[s];
                    if ((reg & MOVE_BIT) != 0) {
                        refs[s] = null;
                    }
                }
            }
        }
    }

    private static void leaveToCaller(String res, byte[] code, int list, int[] r, Object[] refs, ValueList out) {
        int p = list + 2;
        for (int i = 0; i < res.length(); i++, p += 2) {
            int reg = u16(code, p);
            switch (res.charAt(i)) {
                case 'i', 'f' -> out.addBits(r[reg]);
                case 'I', 'F' -> out.addBits(getI64(r, reg));
                default -> {
                    int s = reg & REF_MASK;
                    out.addRef(refs[s]);
                    if ((reg & MOVE_BIT) != 0) {
                        refs[s] = null;
                    }
                }
            }
        }
    }
}
