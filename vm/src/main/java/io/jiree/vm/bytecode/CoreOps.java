package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.I32;
import static io.jiree.vm.bytecode.Interpreter.I64;
import static io.jiree.vm.bytecode.Interpreter.MOVE_BIT;
import static io.jiree.vm.bytecode.Interpreter.REF_BIT;
import static io.jiree.vm.bytecode.Interpreter.REF_MASK;
import static io.jiree.vm.bytecode.Interpreter.align2;
import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.i32;
import static io.jiree.vm.bytecode.Interpreter.remap;
import static io.jiree.vm.bytecode.Interpreter.setI64;
import static io.jiree.vm.bytecode.Interpreter.u16;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.RefType;
import io.jiree.vm.ResolvedImport;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import io.jiree.vm.VmRef;
import java.nio.charset.StandardCharsets;

/**
 * The core ops not decoded inline by {@link Interpreter}: globals by reference or indirection,
 * refs, lists, buffers, the rarer integer ops, calls to imports, and debugging ops. Each takes the
 * pc just past the opcode and returns the pc of the next instruction.
 */
final class CoreOps {
    private CoreOps() {
    }

    static int execute(BytecodeModuleInstance inst, Frame f, int op, byte[] c, int pc, int[] r, Object[] refs) {
        return switch (op) {
            case 0x02 -> { // GlobalLoadIndirectI32
                r[u16(c, pc + 2)] = (int) I32.get(inst.rwdata, globalOffset(inst, r[u16(c, pc)], 4));
                yield pc + 4;
            }
            case 0x03 -> { // GlobalStoreIndirectI32
                I32.set(inst.rwdata, globalOffset(inst, r[u16(c, pc)], 4), r[u16(c, pc + 2)]);
                yield pc + 4;
            }
            case 0x06 -> { // GlobalLoadIndirectI64
                setI64(r, u16(c, pc + 2), (long) I64.get(inst.rwdata, globalOffset(inst, r[u16(c, pc)], 8)));
                yield pc + 4;
            }
            case 0x07 -> { // GlobalStoreIndirectI64
                I64.set(inst.rwdata, globalOffset(inst, r[u16(c, pc)], 8), getI64(r, u16(c, pc + 2)));
                yield pc + 4;
            }
            case 0x08, 0x0A -> { // GlobalLoadRef, GlobalLoadIndirectRef
                int g = op == 0x08 ? i32(c, pc) : globalRefOrdinal(inst, r[u16(c, pc)]);
                int off = op == 0x08 ? 4 : 2;
                TypeDef type = inst.module.types[i32(c, pc + off)];
                int dst = u16(c, pc + off + 4);
                Object v = checkType(inst.globalRefs[g], type);
                if ((dst & MOVE_BIT) != 0) {
                    inst.globalRefs[g] = null;
                }
                refs[dst & REF_MASK] = v;
                yield pc + off + 6;
            }
            case 0x09, 0x0B -> { // GlobalStoreRef, GlobalStoreIndirectRef
                int g = op == 0x09 ? i32(c, pc) : globalRefOrdinal(inst, r[u16(c, pc)]);
                int off = op == 0x09 ? 4 : 2;
                TypeDef type = inst.module.types[i32(c, pc + off)];
                int src = u16(c, pc + off + 4);
                inst.globalRefs[g] = checkType(take(refs, src), type);
                yield pc + off + 6;
            }
            case 0x10 -> { // ConstRefZero
                refs[u16(c, pc) & REF_MASK] = null;
                yield pc + 2;
            }
            case 0x11 -> { // ConstRefRodata
                refs[u16(c, pc + 4) & REF_MASK] = inst.rodataBuffers[i32(c, pc)];
                yield pc + 6;
            }
            case 0x12 -> { // ListAlloc
                TypeDef type = inst.module.types[i32(c, pc)];
                int cap = r[u16(c, pc + 4)];
                refs[u16(c, pc + 6) & REF_MASK] = new VmList(type, cap);
                yield pc + 8;
            }
            case 0x13 -> { // ListReserve
                list(refs, c, pc).reserve(Integer.toUnsignedLong(r[u16(c, pc + 2)]));
                yield pc + 4;
            }
            case 0x14 -> { // ListSize
                r[u16(c, pc + 2)] = list(refs, c, pc).size();
                yield pc + 4;
            }
            case 0x15 -> { // ListResize
                list(refs, c, pc).resize(Integer.toUnsignedLong(r[u16(c, pc + 2)]));
                yield pc + 4;
            }
            case 0x16 -> { // ListGetI32
                r[u16(c, pc + 4)] = (int) list(refs, c, pc).getValueBits(index(r, c, pc + 2), ValueType.I32);
                yield pc + 6;
            }
            case 0x17 -> { // ListSetI32
                list(refs, c, pc).setValueBits(index(r, c, pc + 2), ValueType.I32, r[u16(c, pc + 4)]);
                yield pc + 6;
            }
            case 0x18 -> { // ListGetI64
                setI64(r, u16(c, pc + 4), list(refs, c, pc).getValueBits(index(r, c, pc + 2), ValueType.I64));
                yield pc + 6;
            }
            case 0x19 -> { // ListSetI64
                list(refs, c, pc).setValueBits(index(r, c, pc + 2), ValueType.I64, getI64(r, u16(c, pc + 4)));
                yield pc + 6;
            }
            case 0x1A -> { // ListGetRef
                VmList l = list(refs, c, pc);
                long idx = index(r, c, pc + 2);
                TypeDef type = inst.module.types[i32(c, pc + 4)];
                int dst = u16(c, pc + 8);
                Object v = l.getRef(idx);
                if ((dst & MOVE_BIT) != 0 && v != null) {
                    l.setRef(idx, null);
                }
                // A ref of another type reads as null, as IREE does.
                if (v != null && !(type.isRef() && v instanceof VmRef vr && type.refType().accepts(vr.refType()))) {
                    v = null;
                }
                refs[dst & REF_MASK] = v;
                yield pc + 10;
            }
            case 0x1B -> { // ListSetRef
                VmList l = list(refs, c, pc);
                long idx = index(r, c, pc + 2);
                int src = u16(c, pc + 4);
                l.setRef(idx, refs[src & REF_MASK]);
                if ((src & MOVE_BIT) != 0) {
                    refs[src & REF_MASK] = null;
                }
                yield pc + 6;
            }
            case 0x1D -> { // SelectI64
                int cond = r[u16(c, pc)];
                setI64(r, u16(c, pc + 6), getI64(r, u16(c, cond != 0 ? pc + 2 : pc + 4)));
                yield pc + 8;
            }
            case 0x1E -> { // SelectRef
                int cond = r[u16(c, pc)];
                TypeDef type = inst.module.types[i32(c, pc + 2)];
                int t = u16(c, pc + 6);
                int fl = u16(c, pc + 8);
                int dst = u16(c, pc + 10) & REF_MASK;
                int chosen = cond != 0 ? t : fl;
                int other = cond != 0 ? fl : t;
                Object v = checkType(refs[chosen & REF_MASK], type);
                if ((chosen & MOVE_BIT) != 0) {
                    refs[chosen & REF_MASK] = null;
                }
                if ((other & MOVE_BIT) != 0 && (other & REF_MASK) != dst) {
                    refs[other & REF_MASK] = null;
                }
                refs[dst] = v;
                yield pc + 12;
            }
            case 0x1F -> { // SwitchI32
                int index = r[u16(c, pc)];
                int def = r[u16(c, pc + 2)];
                int list = align2(pc + 4);
                int n = u16(c, list);
                int end = list + 2 + 2 * n;
                r[u16(c, end)] = index >= 0 && index < n ? r[u16(c, list + 2 + 2 * index)] : def;
                yield end + 2;
            }
            case 0x20 -> { // SwitchI64
                int index = r[u16(c, pc)];
                long def = getI64(r, u16(c, pc + 2));
                int list = align2(pc + 4);
                int n = u16(c, list);
                int end = list + 2 + 2 * n;
                // IREE's interpreter reads a selected case through its i32 view (sign-extending
                // the low half); the default is read whole. Matched for identical results.
                setI64(r, u16(c, end), index >= 0 && index < n ? (long) r[u16(c, list + 2 + 2 * index)] : def);
                yield end + 2;
            }
            case 0x21 -> { // SwitchRef
                int index = r[u16(c, pc)];
                TypeDef type = inst.module.types[i32(c, pc + 2)];
                int def = u16(c, pc + 6);
                int list = align2(pc + 8);
                int n = u16(c, list);
                int end = list + 2 + 2 * n;
                int src = index >= 0 && index < n ? u16(c, list + 2 + 2 * index) : def;
                refs[u16(c, end) & REF_MASK] = checkType(take(refs, src), type);
                yield end + 2;
            }
            case 0x53 -> { // CmpEQRef
                r[u16(c, pc + 4)] = refs[u16(c, pc) & REF_MASK] == refs[u16(c, pc + 2) & REF_MASK] ? 1 : 0;
                yield pc + 6;
            }
            case 0x54 -> { // CmpNERef
                r[u16(c, pc + 4)] = refs[u16(c, pc) & REF_MASK] != refs[u16(c, pc + 2) & REF_MASK] ? 1 : 0;
                yield pc + 6;
            }
            case 0x55 -> { // CmpNZRef
                r[u16(c, pc + 2)] = refs[u16(c, pc) & REF_MASK] != null ? 1 : 0;
                yield pc + 4;
            }
            case 0x59, 0x88 -> { // CallVariadic, CallVariadicYieldable
                int callee = i32(c, pc);
                int seg = align2(pc + 4);
                int src = align2(seg + 2 + 2 * u16(c, seg));
                int after = src + 2 + 2 * u16(c, src);
                int resume = -1;
                if (op == 0x88) {
                    resume = i32(c, after) + 1;
                    after += 4;
                }
                int dst = align2(after);
                if (callee >= 0) {
                    throw new JireeException(StatusCode.FAILED_PRECONDITION,
                            "variadic calls are only supported for imported callees");
                }
                callImport(inst, f, callee & 0x7FFFFFFF, seg, src, dst);
                yield resume >= 0 ? resume : dst + 2 + 2 * u16(c, dst);
            }
            case 0x5B -> { // Fail
                int status = r[u16(c, pc)];
                int len = u16(c, pc + 2);
                if (status != 0) {
                    throw new JireeException(StatusCode.of(status), new String(c, pc + 4, len, StandardCharsets.UTF_8));
                }
                yield pc + 4 + len;
            }
            case 0x5C -> { // ImportResolved
                int ordinal = i32(c, pc) & 0x7FFFFFFF;
                r[u16(c, pc + 4)] = inst.imports[ordinal] != null ? 1 : 0;
                yield pc + 6;
            }
            case 0x5E, 0x5F -> { // Trace, Print: write to stderr, then drop moved refs
                int len = u16(c, pc);
                String name = new String(c, pc + 2, len, StandardCharsets.UTF_8);
                int list = align2(pc + 2 + len);
                int n = u16(c, list);
                StringBuilder sb = new StringBuilder(op == 0x5E ? "[trace] " : "").append(name).append('(');
                for (int i = 0; i < n; i++) {
                    int reg = u16(c, list + 2 + 2 * i);
                    if (i > 0) {
                        sb.append(", ");
                    }
                    if ((reg & REF_BIT) != 0) {
                        sb.append(refs[reg & REF_MASK]);
                        if ((reg & MOVE_BIT) != 0) {
                            refs[reg & REF_MASK] = null;
                        }
                    } else {
                        sb.append(r[reg]);
                    }
                }
                System.err.println(sb.append(')'));
                yield list + 2 + 2 * n;
            }
            case 0x60 -> { // CondBreak: breakpoints are not supported; continue to the target block
                int target = i32(c, pc + 2);
                int list = align2(pc + 6);
                int n = u16(c, list);
                remap(r, refs, c, list + 2, n);
                yield target + 1;
            }
            case 0x61 -> { // Break: no debugger attached; branch to the marker, as IREE does
                int target = i32(c, pc);
                int list = align2(pc + 4);
                remap(r, refs, c, list + 2, u16(c, list));
                yield target;
            }
            case 0x83 -> { // BranchTable
                int index = r[u16(c, pc)];
                int target = i32(c, pc + 2);
                int list = align2(pc + 6);
                int p = list + 2 + 4 * u16(c, list);
                int size = u16(c, p);
                p += 2;
                if (index >= 0 && index < size) {
                    for (int i = 0; i < index; i++) {
                        p = align2(p + 4);
                        p += 2 + 4 * u16(c, p);
                    }
                    target = i32(c, p);
                    list = align2(p + 4);
                }
                remap(r, refs, c, list + 2, u16(c, list));
                yield target + 1;
            }
            case 0x82 -> { // CastAnyRef
                int src = u16(c, pc);
                TypeDef type = inst.module.types[i32(c, pc + 2)];
                int dst = u16(c, pc + 6);
                Object v = refs[src & REF_MASK];
                if (v != null) {
                    RefType actual = v instanceof VmRef vr ? vr.refType() : null;
                    if (!type.isRef() || actual == null || !type.refType().accepts(actual)) {
                        throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                                "source ref type mismatch: cannot cast %s to %s",
                                actual == null ? v.getClass().getSimpleName() : actual, type);
                    }
                }
                take(refs, src);
                refs[dst & REF_MASK] = v;
                yield pc + 8;
            }
            case 0x85 -> { // DiscardRefs
                int list = align2(pc);
                int n = u16(c, list);
                for (int i = 0; i < n; i++) {
                    refs[u16(c, list + 2 + 2 * i) & REF_MASK] = null;
                }
                yield list + 2 + 2 * n;
            }
            case 0x86 -> { // AssignRef
                int src = u16(c, pc);
                int dst = u16(c, pc + 2) & REF_MASK;
                Object v = refs[src & REF_MASK];
                if ((src & MOVE_BIT) != 0) {
                    refs[src & REF_MASK] = null;
                }
                refs[dst] = v;
                yield pc + 4;
            }
            default -> {
                if (op >= 0x62 && op <= 0x74 || op == 0x84) {
                    yield BufferOps.execute(op, c, pc, r, refs);
                }
                yield IntegerOps.execute(op, c, pc, r);
            }
        };
    }

    private static int globalOffset(BytecodeModuleInstance inst, int offset, int width) {
        long off = Integer.toUnsignedLong(offset);
        if (off + width > inst.rwdata.length) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "global byte_offset out of range: %d (rwdata=%d)",
                    offset, inst.rwdata.length);
        }
        return (int) off;
    }

    private static int globalRefOrdinal(BytecodeModuleInstance inst, int ordinal) {
        if (Integer.toUnsignedLong(ordinal) >= inst.globalRefs.length) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "global ref ordinal out of range: %d (table=%d)",
                    ordinal, inst.globalRefs.length);
        }
        return ordinal;
    }

    /** Reads a ref register, clearing it when the register is marked move. */
    static Object take(Object[] refs, int reg) {
        Object v = refs[reg & REF_MASK];
        if ((reg & MOVE_BIT) != 0) {
            refs[reg & REF_MASK] = null;
        }
        return v;
    }

    /** IREE's retain_or_move_checked: a non-null ref must be of the expected type. */
    private static Object checkType(Object v, TypeDef type) {
        if (v == null) {
            return null;
        }
        RefType actual = v instanceof VmRef vr ? vr.refType() : null;
        if (type.isRef() && actual != null && type.refType().accepts(actual)) {
            return v;
        }
        throw JireeException.of(StatusCode.INVALID_ARGUMENT, "source ref type mismatch: expected %s but got %s",
                type, actual == null ? v.getClass().getSimpleName() : actual);
    }

    private static VmList list(Object[] refs, byte[] c, int p) {
        Object o = refs[u16(c, p) & REF_MASK];
        if (o instanceof VmList l) {
            return l;
        }
        throw new JireeException(StatusCode.INVALID_ARGUMENT, o == null ? "list is null" : "ref is not a list: " + o);
    }

    private static long index(int[] r, byte[] c, int p) {
        return Integer.toUnsignedLong(r[u16(c, p)]);
    }

    /**
     * Calls import {@code ordinal}: marshals registers per the import's calling convention (spans
     * sized by the segment list at {@code seg}, or -1), calls it, and stores results.
     */
    static void callImport(BytecodeModuleInstance inst, Frame f, int ordinal, int seg, int src, int dst) {
        ResolvedImport imp = inst.imports[ordinal];
        ImportDeclaration decl = inst.module.imports.get(ordinal);
        if (imp == null) {
            throw JireeException.of(StatusCode.NOT_FOUND, "optional import `%s` (ordinal %d) not resolved",
                    decl.fullName(), ordinal);
        }
        byte[] c = f.code;
        int[] r = f.i32;
        Object[] refs = f.refs;
        String cc = imp.function().signature().callingConvention().arguments();
        ValueList args = new ValueList(Math.max(4, u16(c, src)));
        int p = src + 2;
        int segIndex = 0;
        for (int i = 0; i < cc.length(); i++, segIndex++) {
            char t = cc.charAt(i);
            if (t == 'C') {
                int count = u16(c, seg + 2 + 2 * segIndex);
                int end = cc.indexOf('D', i);
                args.addI32(count);
                for (int k = 0; k < count; k++) {
                    for (int j = i + 1; j < end; j++) {
                        p = pushArg(args, cc.charAt(j), c, p, r, refs);
                    }
                }
                i = end;
            } else {
                p = pushArg(args, t, c, p, r, refs);
            }
        }
        ValueList results = new ValueList(4);
        imp.call(args, results);
        String res = imp.function().signature().callingConvention().results();
        results.rewind();
        int q = dst + 2;
        for (int i = 0; i < res.length(); i++, q += 2) {
            int reg = u16(c, q);
            switch (res.charAt(i)) {
                case 'i', 'f' -> r[reg] = (int) results.nextBits();
                case 'I', 'F' -> setI64(r, reg, results.nextBits());
                default -> refs[reg & REF_MASK] = results.nextRef();
            }
        }
    }

    private static int pushArg(ValueList args, char t, byte[] c, int p, int[] r, Object[] refs) {
        int reg = u16(c, p);
        switch (t) {
            case 'i', 'f' -> args.addBits(r[reg]);
            case 'I', 'F' -> args.addBits(getI64(r, reg));
            default -> args.addRef(take(refs, reg));
        }
        return p + 2;
    }
}
