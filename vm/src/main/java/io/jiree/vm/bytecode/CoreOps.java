package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.I32;
import static io.jiree.vm.bytecode.Interpreter.I64;
import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.remap;
import static io.jiree.vm.bytecode.Interpreter.setI64;
import static io.jiree.vm.bytecode.Interpreter.setRef;
import static io.jiree.vm.bytecode.Opcode.Code.*;
import static io.jiree.vm.bytecode.Registers.MOVE_BIT;
import static io.jiree.vm.bytecode.Registers.REF_BIT;
import static io.jiree.vm.bytecode.Registers.REF_MASK;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.RefType;
import io.jiree.vm.ResolvedImport;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmList;
import io.jiree.vm.VmRef;

/**
 * The core ops not run inline by {@link Interpreter}: globals by reference or indirection, refs,
 * lists, calls to imports, branch tables and debugging ops. Each takes the pc just past the
 * opcode and returns the pc of the next instruction (indices into the decoded code).
 */
final class CoreOps {
    private CoreOps() {}

    static int execute(BytecodeModuleInstance inst, Frame f, int op, int[] c, int pc, int[] r, Object[] refs) {
        return switch (op) {
            case GLOBAL_LOAD_INDIRECT_I32 -> {
                r[c[pc + 1]] = (int) I32.get(inst.rwdata, globalOffset(inst, r[c[pc]], 4));
                yield pc + 2;
            }
            case GLOBAL_STORE_INDIRECT_I32 -> {
                I32.set(inst.rwdata, globalOffset(inst, r[c[pc]], 4), r[c[pc + 1]]);
                yield pc + 2;
            }
            case GLOBAL_LOAD_INDIRECT_I64 -> {
                setI64(r, c[pc + 1], (long) I64.get(inst.rwdata, globalOffset(inst, r[c[pc]], 8)));
                yield pc + 2;
            }
            case GLOBAL_STORE_INDIRECT_I64 -> {
                I64.set(inst.rwdata, globalOffset(inst, r[c[pc]], 8), getI64(r, c[pc + 1]));
                yield pc + 2;
            }
            case GLOBAL_LOAD_REF, GLOBAL_LOAD_INDIRECT_REF -> {
                int g = op == GLOBAL_LOAD_REF ? c[pc] : globalRefOrdinal(inst, r[c[pc]]);
                TypeDef type = inst.module.types[c[pc + 1]];
                int dst = c[pc + 2];
                Object v = checkType(inst.globalRefs[g], type);
                if ((dst & MOVE_BIT) != 0) {
                    inst.globalRefs[g] = null;
                } else {
                    VmRef.retain(v);
                }
                setRef(refs, dst, v);
                yield pc + 3;
            }
            case GLOBAL_STORE_REF, GLOBAL_STORE_INDIRECT_REF -> {
                int g = op == GLOBAL_STORE_REF ? c[pc] : globalRefOrdinal(inst, r[c[pc]]);
                TypeDef type = inst.module.types[c[pc + 1]];
                checkType(refs[c[pc + 2] & REF_MASK], type);
                Object old = inst.globalRefs[g];
                inst.globalRefs[g] = take(refs, c[pc + 2]);
                VmRef.release(old);
                yield pc + 3;
            }
            case CONST_REF_ZERO -> {
                setRef(refs, c[pc], null);
                yield pc + 1;
            }
            case CONST_REF_RODATA -> {
                setRef(refs, c[pc + 1], inst.rodataBuffers[c[pc]]);
                yield pc + 2;
            }
            case LIST_ALLOC -> {
                TypeDef type = inst.module.types[c[pc]];
                setRef(refs, c[pc + 2], new VmList(type, r[c[pc + 1]]));
                yield pc + 3;
            }
            case LIST_RESERVE -> {
                list(refs, c[pc]).reserve(Integer.toUnsignedLong(r[c[pc + 1]]));
                yield pc + 2;
            }
            case LIST_SIZE -> {
                r[c[pc + 1]] = list(refs, c[pc]).size();
                yield pc + 2;
            }
            case LIST_RESIZE -> {
                list(refs, c[pc]).resize(Integer.toUnsignedLong(r[c[pc + 1]]));
                yield pc + 2;
            }
            case LIST_GET_I32 -> {
                r[c[pc + 2]] = (int) list(refs, c[pc]).getValueBits(index(r, c[pc + 1]), ValueType.I32);
                yield pc + 3;
            }
            case LIST_SET_I32 -> {
                list(refs, c[pc]).setValueBits(index(r, c[pc + 1]), ValueType.I32, r[c[pc + 2]]);
                yield pc + 3;
            }
            case LIST_GET_I64 -> {
                setI64(r, c[pc + 2], list(refs, c[pc]).getValueBits(index(r, c[pc + 1]), ValueType.I64));
                yield pc + 3;
            }
            case LIST_SET_I64 -> {
                list(refs, c[pc]).setValueBits(index(r, c[pc + 1]), ValueType.I64, getI64(r, c[pc + 2]));
                yield pc + 3;
            }
            case LIST_GET_REF -> {
                VmList l = list(refs, c[pc]);
                long idx = index(r, c[pc + 1]);
                TypeDef type = inst.module.types[c[pc + 2]];
                int dst = c[pc + 3];
                Object v = l.getRef(idx);
                if ((dst & MOVE_BIT) != 0 && v != null) {
                    l.takeRef(idx);
                } else {
                    VmRef.retain(v);
                }
                // A ref of another type reads as null, as IREE does.
                if (v != null && !(type.isRef() && type.refType().accepts(RefType.of(v)))) {
                    VmRef.release(v);
                    v = null;
                }
                setRef(refs, dst, v);
                yield pc + 4;
            }
            case LIST_SET_REF -> {
                VmList l = list(refs, c[pc]);
                long idx = index(r, c[pc + 1]);
                Object v = take(refs, c[pc + 2]);
                try {
                    l.setRef(idx, v);
                } catch (JireeException e) {
                    VmRef.release(v);
                    throw e;
                }
                yield pc + 3;
            }
            case SELECT_I64 -> {
                setI64(r, c[pc + 3], getI64(r, c[r[c[pc]] != 0 ? pc + 1 : pc + 2]));
                yield pc + 4;
            }
            case SELECT_REF -> {
                int cond = r[c[pc]];
                TypeDef type = inst.module.types[c[pc + 1]];
                int t = c[pc + 2];
                int fl = c[pc + 3];
                int dst = c[pc + 4] & REF_MASK;
                int chosen = cond != 0 ? t : fl;
                int other = cond != 0 ? fl : t;
                checkType(refs[chosen & REF_MASK], type);
                Object v = take(refs, chosen);
                if ((other & MOVE_BIT) != 0 && (other & REF_MASK) != dst) {
                    setRef(refs, other, null);
                }
                setRef(refs, dst, v);
                yield pc + 5;
            }
            case SWITCH_I32 -> {
                int index = r[c[pc]];
                int n = c[pc + 2];
                r[c[pc + 3 + n]] = index >= 0 && index < n ? r[c[pc + 3 + index]] : r[c[pc + 1]];
                yield pc + 4 + n;
            }
            case SWITCH_I64 -> {
                int index = r[c[pc]];
                int n = c[pc + 2];
                // IREE's interpreter reads a selected case through its i32 view (sign-extending
                // the low half); the default is read whole. Matched for identical results.
                setI64(r, c[pc + 3 + n], index >= 0 && index < n ? (long) r[c[pc + 3 + index]] : getI64(r, c[pc + 1]));
                yield pc + 4 + n;
            }
            case SWITCH_REF -> {
                int index = r[c[pc]];
                TypeDef type = inst.module.types[c[pc + 1]];
                int n = c[pc + 3];
                int src = index >= 0 && index < n ? c[pc + 4 + index] : c[pc + 2];
                checkType(refs[src & REF_MASK], type);
                setRef(refs, c[pc + 4 + n], take(refs, src));
                yield pc + 5 + n;
            }
            case CMP_EQ_REF -> {
                r[c[pc + 2]] = refs[c[pc] & REF_MASK] == refs[c[pc + 1] & REF_MASK] ? 1 : 0;
                yield pc + 3;
            }
            case CMP_NE_REF -> {
                r[c[pc + 2]] = refs[c[pc] & REF_MASK] != refs[c[pc + 1] & REF_MASK] ? 1 : 0;
                yield pc + 3;
            }
            case CMP_NZ_REF -> {
                r[c[pc + 1]] = refs[c[pc] & REF_MASK] != null ? 1 : 0;
                yield pc + 2;
            }
            case CALL_VARIADIC, CALL_VARIADIC_YIELDABLE -> {
                int callee = c[pc];
                int seg = pc + 1;
                int src = seg + 1 + c[seg];
                int after = src + 1 + c[src];
                int resume = -1;
                if (op == CALL_VARIADIC_YIELDABLE) {
                    resume = c[after] + 1;
                    after++;
                }
                int dst = after;
                if (callee >= 0) {
                    throw new JireeException(
                            StatusCode.FAILED_PRECONDITION, "variadic calls are only supported for imported callees");
                }
                callImport(inst, f, callee & 0x7FFFFFFF, seg, src, dst);
                yield resume >= 0 ? resume : dst + 1 + c[dst];
            }
            case FAIL -> {
                int status = r[c[pc]];
                if (status != 0) {
                    throw new JireeException(StatusCode.of(status), f.decoded.strings[c[pc + 1]]);
                }
                yield pc + 2;
            }
            case Opcode.TRACE_STEP -> {
                f.tracer.step(inst.module, f.ordinal, c[pc], r, refs);
                yield pc + 1;
            }
            case Opcode.END_OF_CODE ->
                throw new JireeException(
                        StatusCode.FAILED_PRECONDITION,
                        "vm.fail with status 0 (OK) ended the function's last block without a result; "
                                + "execution cannot continue past the end of the function");
            case IMPORT_RESOLVED -> {
                r[c[pc + 1]] = inst.imports[c[pc] & 0x7FFFFFFF] != null ? 1 : 0;
                yield pc + 2;
            }
            case TRACE, PRINT -> { // write to stderr, then drop moved refs
                String name = f.decoded.strings[c[pc]];
                int n = c[pc + 1];
                StringBuilder sb = new StringBuilder(op == TRACE ? "[trace] " : "")
                        .append(name)
                        .append('(');
                for (int i = 0; i < n; i++) {
                    int reg = c[pc + 2 + i];
                    if (i > 0) {
                        sb.append(", ");
                    }
                    if ((reg & REF_BIT) != 0) {
                        sb.append(refs[reg & REF_MASK]);
                        if ((reg & MOVE_BIT) != 0) {
                            setRef(refs, reg, null);
                        }
                    } else {
                        sb.append(r[reg]);
                    }
                }
                System.err.println(sb.append(')'));
                yield pc + 2 + n;
            }
            case COND_BREAK -> { // no debugger attached; continue to the target block
                remap(r, refs, c, pc + 3, c[pc + 2]);
                yield c[pc + 1] + 1;
            }
            case BREAK -> { // no debugger attached; branch to the block marker, as IREE does
                remap(r, refs, c, pc + 2, c[pc + 1]);
                yield c[pc];
            }
            case BR_TABLE -> {
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
            case CAST_ANY_REF -> {
                int src = c[pc];
                TypeDef type = inst.module.types[c[pc + 1]];
                Object v = refs[src & REF_MASK];
                if (v != null) {
                    RefType actual = RefType.of(v);
                    if (!type.isRef() || actual == null || !type.refType().accepts(actual)) {
                        throw JireeException.of(
                                StatusCode.INVALID_ARGUMENT,
                                "source ref type mismatch: cannot cast %s to %s",
                                actual == null ? v.getClass().getSimpleName() : actual,
                                type);
                    }
                }
                setRef(refs, c[pc + 2], take(refs, src));
                yield pc + 3;
            }
            case DISCARD_REFS -> {
                int n = c[pc];
                for (int i = 0; i < n; i++) {
                    setRef(refs, c[pc + 1 + i], null);
                }
                yield pc + 1 + n;
            }
            case ASSIGN_REF -> {
                setRef(refs, c[pc + 1], take(refs, c[pc]));
                yield pc + 2;
            }
            case BUFFER_LOAD_I8_U,
                    BUFFER_LOAD_I8_S,
                    BUFFER_LOAD_I16_U,
                    BUFFER_LOAD_I16_S,
                    BUFFER_LOAD_I32,
                    BUFFER_LOAD_I64,
                    BUFFER_STORE_I8,
                    BUFFER_STORE_I16,
                    BUFFER_STORE_I32,
                    BUFFER_STORE_I64,
                    BUFFER_ALLOC,
                    BUFFER_CLONE,
                    BUFFER_LENGTH,
                    BUFFER_COPY,
                    BUFFER_COMPARE,
                    BUFFER_FILL_I8,
                    BUFFER_FILL_I16,
                    BUFFER_FILL_I32,
                    BUFFER_FILL_I64,
                    BUFFER_HASH -> BufferOps.execute(op, c, pc, r, refs);
            default -> IntegerOps.execute(op, c, pc, r);
        };
    }

    static int globalOffset(BytecodeModuleInstance inst, int offset, int width) {
        long off = Integer.toUnsignedLong(offset);
        if (off + width > inst.rwdata.length) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "global byte_offset out of range: %d (rwdata=%d)",
                    offset,
                    inst.rwdata.length);
        }
        return (int) off;
    }

    private static int globalRefOrdinal(BytecodeModuleInstance inst, int ordinal) {
        if (Integer.toUnsignedLong(ordinal) >= inst.globalRefs.length) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "global ref ordinal out of range: %d (table=%d)",
                    ordinal,
                    inst.globalRefs.length);
        }
        return ordinal;
    }

    /**
     * Reads a ref register for a new holder: a register marked move hands its reference over (and
     * is cleared), any other is retained.
     */
    static Object take(Object[] refs, int reg) {
        Object v = refs[reg & REF_MASK];
        if ((reg & MOVE_BIT) != 0) {
            refs[reg & REF_MASK] = null;
        } else {
            VmRef.retain(v);
        }
        return v;
    }

    /** IREE's retain_or_move_checked: a non-null ref must be of the expected type. */
    private static Object checkType(Object v, TypeDef type) {
        if (v == null) {
            return null;
        }
        RefType actual = RefType.of(v);
        if (type.isRef() && actual != null && type.refType().accepts(actual)) {
            return v;
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "source ref type mismatch: expected %s but got %s",
                type,
                actual == null ? v.getClass().getSimpleName() : actual);
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
            throw JireeException.of(
                    StatusCode.NOT_FOUND, "optional import `%s` (ordinal %d) not resolved", decl.fullName(), ordinal);
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
        Timeline timeline = Timeline.active();
        long start = timeline == null ? 0 : timeline.begin();
        try {
            imp.call(args, results);
        } catch (RuntimeException | Error e) {
            results.releaseRefs(); // whatever the import returned before it failed
            throw e;
        } finally {
            // The import borrowed the arguments; moved ones are freed here when nothing else holds them.
            args.releaseRefs();
            if (timeline != null) {
                timeline.span("import", decl.fullName(), start);
            }
        }
        String res = imp.function().signature().callingConvention().results();
        results.rewind();
        int q = dst + 1;
        for (int i = 0; i < res.length(); i++, q++) {
            int reg = c[q];
            switch (res.charAt(i)) {
                case 'i', 'f' -> r[reg] = (int) results.nextBits();
                case 'I', 'F' -> setI64(r, reg, results.nextBits());
                default -> setRef(refs, reg, results.nextRef()); // the import's reference for the caller
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
