package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.I32;
import static io.jiree.vm.bytecode.Interpreter.I64;
import static io.jiree.vm.bytecode.Interpreter.MOVE_BIT;
import static io.jiree.vm.bytecode.Interpreter.REF_BIT;
import static io.jiree.vm.bytecode.Interpreter.REF_MASK;
import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.remap;
import static io.jiree.vm.bytecode.Interpreter.setI64;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.RefType;
import io.jiree.vm.ResolvedImport;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmList;
import io.jiree.vm.VmRef;
import java.lang.ref.Reference;

/**
 * The core ops not run inline by {@link Interpreter}: globals by reference or indirection, refs,
 * lists, calls to imports, branch tables and debugging ops. Each takes the pc just past the
 * opcode and returns the pc of the next instruction (indices into the decoded code).
 */
final class CoreOps {
    private CoreOps() {
    }

    static int execute(BytecodeModuleInstance inst, Frame f, int op, int[] c, int pc, int[] r, Object[] refs) {
        return switch (op) {
            case 0x02 -> { // GlobalLoadIndirectI32
                r[c[pc + 1]] = (int) I32.get(inst.rwdata, globalOffset(inst, r[c[pc]], 4));
                yield pc + 2;
            }
            case 0x03 -> { // GlobalStoreIndirectI32
                I32.set(inst.rwdata, globalOffset(inst, r[c[pc]], 4), r[c[pc + 1]]);
                yield pc + 2;
            }
            case 0x06 -> { // GlobalLoadIndirectI64
                setI64(r, c[pc + 1], (long) I64.get(inst.rwdata, globalOffset(inst, r[c[pc]], 8)));
                yield pc + 2;
            }
            case 0x07 -> { // GlobalStoreIndirectI64
                I64.set(inst.rwdata, globalOffset(inst, r[c[pc]], 8), getI64(r, c[pc + 1]));
                yield pc + 2;
            }
            case 0x08, 0x0A -> { // GlobalLoadRef, GlobalLoadIndirectRef
                int g = op == 0x08 ? c[pc] : globalRefOrdinal(inst, r[c[pc]]);
                TypeDef type = inst.module.types[c[pc + 1]];
                int dst = c[pc + 2];
                Object v = checkType(inst.globalRefs[g], type);
                if ((dst & MOVE_BIT) != 0) {
                    inst.globalRefs[g] = null;
                }
                refs[dst & REF_MASK] = v;
                yield pc + 3;
            }
            case 0x09, 0x0B -> { // GlobalStoreRef, GlobalStoreIndirectRef
                int g = op == 0x09 ? c[pc] : globalRefOrdinal(inst, r[c[pc]]);
                TypeDef type = inst.module.types[c[pc + 1]];
                inst.globalRefs[g] = checkType(take(refs, c[pc + 2]), type);
                yield pc + 3;
            }
            case 0x10 -> { // ConstRefZero
                refs[c[pc] & REF_MASK] = null;
                yield pc + 1;
            }
            case 0x11 -> { // ConstRefRodata
                refs[c[pc + 1] & REF_MASK] = inst.rodataBuffers[c[pc]];
                yield pc + 2;
            }
            case 0x12 -> { // ListAlloc
                TypeDef type = inst.module.types[c[pc]];
                refs[c[pc + 2] & REF_MASK] = new VmList(type, r[c[pc + 1]]);
                yield pc + 3;
            }
            case 0x13 -> { // ListReserve
                list(refs, c[pc]).reserve(Integer.toUnsignedLong(r[c[pc + 1]]));
                yield pc + 2;
            }
            case 0x14 -> { // ListSize
                r[c[pc + 1]] = list(refs, c[pc]).size();
                yield pc + 2;
            }
            case 0x15 -> { // ListResize
                list(refs, c[pc]).resize(Integer.toUnsignedLong(r[c[pc + 1]]));
                yield pc + 2;
            }
            case 0x16 -> { // ListGetI32
                r[c[pc + 2]] = (int) list(refs, c[pc]).getValueBits(index(r, c[pc + 1]), ValueType.I32);
                yield pc + 3;
            }
            case 0x17 -> { // ListSetI32
                list(refs, c[pc]).setValueBits(index(r, c[pc + 1]), ValueType.I32, r[c[pc + 2]]);
                yield pc + 3;
            }
            case 0x18 -> { // ListGetI64
                setI64(r, c[pc + 2], list(refs, c[pc]).getValueBits(index(r, c[pc + 1]), ValueType.I64));
                yield pc + 3;
            }
            case 0x19 -> { // ListSetI64
                list(refs, c[pc]).setValueBits(index(r, c[pc + 1]), ValueType.I64, getI64(r, c[pc + 2]));
                yield pc + 3;
            }
            case 0x1A -> { // ListGetRef
                VmList l = list(refs, c[pc]);
                long idx = index(r, c[pc + 1]);
                TypeDef type = inst.module.types[c[pc + 2]];
                int dst = c[pc + 3];
                Object v = l.getRef(idx);
                if ((dst & MOVE_BIT) != 0 && v != null) {
                    l.setRef(idx, null);
                }
                // A ref of another type reads as null, as IREE does.
                if (v != null && !(type.isRef() && v instanceof VmRef vr && type.refType().accepts(vr.refType()))) {
                    v = null;
                }
                refs[dst & REF_MASK] = v;
                yield pc + 4;
            }
            case 0x1B -> { // ListSetRef
                VmList l = list(refs, c[pc]);
                long idx = index(r, c[pc + 1]);
                int src = c[pc + 2];
                l.setRef(idx, refs[src & REF_MASK]);
                if ((src & MOVE_BIT) != 0) {
                    refs[src & REF_MASK] = null;
                }
                yield pc + 3;
            }
            case 0x1D -> { // SelectI64
                setI64(r, c[pc + 3], getI64(r, c[r[c[pc]] != 0 ? pc + 1 : pc + 2]));
                yield pc + 4;
            }
            case 0x1E -> { // SelectRef
                int cond = r[c[pc]];
                TypeDef type = inst.module.types[c[pc + 1]];
                int t = c[pc + 2];
                int fl = c[pc + 3];
                int dst = c[pc + 4] & REF_MASK;
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
                yield pc + 5;
            }
            case 0x1F -> { // SwitchI32
                int index = r[c[pc]];
                int n = c[pc + 2];
                r[c[pc + 3 + n]] = index >= 0 && index < n ? r[c[pc + 3 + index]] : r[c[pc + 1]];
                yield pc + 4 + n;
            }
            case 0x20 -> { // SwitchI64
                int index = r[c[pc]];
                int n = c[pc + 2];
                // IREE's interpreter reads a selected case through its i32 view (sign-extending
                // the low half); the default is read whole. Matched for identical results.
                setI64(r, c[pc + 3 + n], index >= 0 && index < n ? (long) r[c[pc + 3 + index]] : getI64(r, c[pc + 1]));
                yield pc + 4 + n;
            }
            case 0x21 -> { // SwitchRef
                int index = r[c[pc]];
                TypeDef type = inst.module.types[c[pc + 1]];
                int n = c[pc + 3];
                int src = index >= 0 && index < n ? c[pc + 4 + index] : c[pc + 2];
                refs[c[pc + 4 + n] & REF_MASK] = checkType(take(refs, src), type);
                yield pc + 5 + n;
            }
            case 0x53 -> { // CmpEQRef
                r[c[pc + 2]] = refs[c[pc] & REF_MASK] == refs[c[pc + 1] & REF_MASK] ? 1 : 0;
                yield pc + 3;
            }
            case 0x54 -> { // CmpNERef
                r[c[pc + 2]] = refs[c[pc] & REF_MASK] != refs[c[pc + 1] & REF_MASK] ? 1 : 0;
                yield pc + 3;
            }
            case 0x55 -> { // CmpNZRef
                r[c[pc + 1]] = refs[c[pc] & REF_MASK] != null ? 1 : 0;
                yield pc + 2;
            }
            case 0x59, 0x88 -> { // CallVariadic, CallVariadicYieldable
                int callee = c[pc];
                int seg = pc + 1;
                int src = seg + 1 + c[seg];
                int after = src + 1 + c[src];
                int resume = -1;
                if (op == 0x88) {
                    resume = c[after] + 1;
                    after++;
                }
                int dst = after;
                if (callee >= 0) {
                    throw new JireeException(StatusCode.FAILED_PRECONDITION,
                            "variadic calls are only supported for imported callees");
                }
                callImport(inst, f, callee & 0x7FFFFFFF, seg, src, dst);
                yield resume >= 0 ? resume : dst + 1 + c[dst];
            }
            case 0x5B -> { // Fail
                int status = r[c[pc]];
                if (status != 0) {
                    throw new JireeException(StatusCode.of(status), f.decoded.strings[c[pc + 1]]);
                }
                yield pc + 2;
            }
            case DecodedFunction.END -> throw new JireeException(StatusCode.FAILED_PRECONDITION,
                    "vm.fail with status 0 (OK) ended the function's last block without a result; "
                    + "execution cannot continue past the end of the function");
            case 0x5C -> { // ImportResolved
                r[c[pc + 1]] = inst.imports[c[pc] & 0x7FFFFFFF] != null ? 1 : 0;
                yield pc + 2;
            }
            case 0x5E, 0x5F -> { // Trace, Print: write to stderr, then drop moved refs
                String name = f.decoded.strings[c[pc]];
                int n = c[pc + 1];
                StringBuilder sb = new StringBuilder(op == 0x5E ? "[trace] " : "").append(name).append('(');
                for (int i = 0; i < n; i++) {
                    int reg = c[pc + 2 + i];
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
                yield pc + 2 + n;
            }
            case 0x60 -> { // CondBreak: no debugger attached; continue to the target block
                remap(r, refs, c, pc + 3, c[pc + 2]);
                yield c[pc + 1] + 1;
            }
            case 0x61 -> { // Break: no debugger attached; branch to the block marker, as IREE does
                remap(r, refs, c, pc + 2, c[pc + 1]);
                yield c[pc];
            }
            case 0x83 -> { // BranchTable
                int index = r[c[pc]];
                int target = c[pc + 1];
                int list = pc + 2;
                int p = list + 1 + 2 * c[list];
                int size = c[p++];
                if (index >= 0 && index < size) {
                    for (int i = 0; i < index; i++) {
                        p += 2 + 2 * c[p + 1];
                    }
                    target = c[p];
                    list = p + 1;
                }
                remap(r, refs, c, list + 1, c[list]);
                yield target + 1;
            }
            case 0x82 -> { // CastAnyRef
                int src = c[pc];
                TypeDef type = inst.module.types[c[pc + 1]];
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
                refs[c[pc + 2] & REF_MASK] = v;
                yield pc + 3;
            }
            case 0x85 -> { // DiscardRefs
                int n = c[pc];
                for (int i = 0; i < n; i++) {
                    refs[c[pc + 1 + i] & REF_MASK] = null;
                }
                yield pc + 1 + n;
            }
            case 0x86 -> { // AssignRef
                refs[c[pc + 1] & REF_MASK] = take(refs, c[pc]);
                yield pc + 2;
            }
            default -> {
                if (op >= 0x62 && op <= 0x74 || op == 0x84) {
                    yield BufferOps.execute(op, c, pc, r, refs);
                }
                yield IntegerOps.execute(op, c, pc, r);
            }
        };
    }

    static int globalOffset(BytecodeModuleInstance inst, int offset, int width) {
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

    static VmList list(Object[] refs, int reg) {
        Object o = refs[reg & REF_MASK];
        if (o instanceof VmList l) {
            return l;
        }
        throw new JireeException(StatusCode.INVALID_ARGUMENT, o == null ? "list is null" : "ref is not a list: " + o);
    }

    static long index(int[] r, int reg) {
        return Integer.toUnsignedLong(r[reg]);
    }

    /**
     * Calls import {@code ordinal}: marshals registers per the import's calling convention (spans
     * sized by the segment list at {@code seg}, or -1), calls it, and stores its results.
     */
    static void callImport(BytecodeModuleInstance inst, Frame f, int ordinal, int seg, int src, int dst) {
        ResolvedImport imp = inst.imports[ordinal];
        ImportDeclaration decl = inst.module.imports.get(ordinal);
        if (imp == null) {
            throw JireeException.of(StatusCode.NOT_FOUND, "optional import `%s` (ordinal %d) not resolved",
                    decl.fullName(), ordinal);
        }
        int[] c = f.code;
        int[] r = f.i32;
        Object[] refs = f.refs;
        String cc = imp.function().signature().callingConvention().arguments();
        ValueList args = f.importArgs(c[src] + 1);
        int p = src + 1;
        int segIndex = 0;
        for (int i = 0; i < cc.length(); i++, segIndex++) {
            char t = cc.charAt(i);
            if (t == 'C') {
                int count = c[seg + 1 + segIndex];
                int end = cc.indexOf('D', i);
                args.addI32(count);
                for (int k = 0; k < count; k++) {
                    for (int j = i + 1; j < end; j++) {
                        pushArg(args, cc.charAt(j), c[p++], r, refs);
                    }
                }
                i = end;
            } else {
                pushArg(args, t, c[p++], r, refs);
            }
        }
        ValueList results = f.importResults();
        imp.call(args, results);
        // Arguments passed with a move are held only by the list: keep them (and whatever they
        // own) reachable until the import has returned, not just until it last read them; then
        // let go of them as a list dropped here would.
        Reference.reachabilityFence(args);
        args.clear();
        String res = imp.function().signature().callingConvention().results();
        results.rewind();
        int q = dst + 1;
        for (int i = 0; i < res.length(); i++, q++) {
            int reg = c[q];
            switch (res.charAt(i)) {
                case 'i', 'f' -> r[reg] = (int) results.nextBits();
                case 'I', 'F' -> setI64(r, reg, results.nextBits());
                default -> refs[reg & REF_MASK] = results.nextRef();
            }
        }
        results.clear();
    }

    private static void pushArg(ValueList args, char t, int reg, int[] r, Object[] refs) {
        switch (t) {
            case 'i', 'f' -> args.addBits(r[reg]);
            case 'I', 'F' -> args.addBits(getI64(r, reg));
            default -> args.addRef(take(refs, reg));
        }
    }
}
