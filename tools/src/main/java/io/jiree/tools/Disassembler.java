package io.jiree.tools;

import static io.jiree.vm.bytecode.Registers.I32_MASK;
import static io.jiree.vm.bytecode.Registers.MOVE_BIT;
import static io.jiree.vm.bytecode.Registers.REF_BIT;
import static io.jiree.vm.bytecode.Registers.REF_MASK;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.TypeDef;
import io.jiree.vm.bytecode.BytecodeModule;
import io.jiree.vm.bytecode.Opcode;
import io.jiree.vm.bytecode.OperandReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Prints a bytecode function as VM assembly in the layout of IREE's disassembler: one op per line,
 * results first ({@code %i0 = vm.add.i32 %i1, %i2}), i64 registers as {@code %i0:1}, ref
 * registers as {@code %r0} or {@code %R0} when the operand is moved, blocks as {@code ^bbN}.
 * Operands are read by {@link OperandReader} from the opcode layouts of {@link Opcode}, as the
 * verifier and the interpreter's decoder read them.
 */
final class Disassembler {
    private static final long IMPORT_BIT = 0x80000000L;

    /** Ops whose generic form has no result register: all their registers are operands. */
    private static final Set<String> NO_RESULT = Set.of(
            "vm.list.reserve",
            "vm.list.resize",
            "vm.list.set.i32",
            "vm.list.set.i64",
            "vm.list.set.f32",
            "vm.list.set.f64",
            "vm.buffer.copy",
            "vm.buffer.fill.i8",
            "vm.buffer.fill.i16",
            "vm.buffer.fill.i32",
            "vm.buffer.fill.i64",
            "vm.buffer.fill.f32",
            "vm.buffer.fill.f64");

    private final BytecodeModule module;
    private final List<String> typeNames;
    private final ModuleLayout layout;
    private final byte[] code;
    private final boolean offsets;
    private final List<Integer> blocks = new ArrayList<>();
    private final Fields fields = new Fields();
    private OperandReader reader;

    private Disassembler(BytecodeModule module, ModuleLayout layout, int ordinal, boolean offsets) {
        this.module = module;
        this.layout = layout;
        this.typeNames = layout.typeNames;
        this.code = module.functionBytecode(ordinal);
        this.offsets = offsets;
    }

    /**
     * A disassembler of single instructions of internal function {@code ordinal}, for the execution
     * trace: as IREE's trace prints them, without block names (a block is {@code <block>}, a
     * branch target its offset).
     */
    static Disassembler ofInstructions(BytecodeModule module, ModuleLayout layout, int ordinal) {
        return new Disassembler(module, layout, ordinal, false);
    }

    /** The instruction at bytecode offset {@code offset}, as one line without indentation. */
    String instruction(int offset) {
        reader = new OperandReader(code, offset);
        StringBuilder b = new StringBuilder();
        op(b);
        return b.toString();
    }

    /** Appends the body of internal function {@code ordinal} (without the {@code vm.func} line). */
    static void disassemble(
            BytecodeModule module, ModuleLayout layout, int ordinal, boolean offsets, StringBuilder out) {
        new Disassembler(module, layout, ordinal, offsets).run(out);
    }

    private void run(StringBuilder out) {
        // First pass: block starts, so branch targets print as ^bbN in definition order.
        Set<Integer> starts = new TreeSet<>();
        reader = new OperandReader(code);
        while (reader.pc() < code.length) {
            if (reader.peek() == Opcode.Code.BLOCK) {
                starts.add(reader.pc());
            }
            next();
        }
        blocks.addAll(starts);
        reader = new OperandReader(code);
        while (reader.pc() < code.length) {
            String indent = reader.peek() == Opcode.Code.BLOCK ? "" : "  ";
            if (offsets) {
                out.append(String.format("[%08X]", reader.pc()));
            }
            out.append(indent);
            op(out);
            out.append('\n');
        }
    }

    /**
     * The operand fields of one instruction as {@link OperandReader} hands them over, in layout
     * order, for the printing code to take one after the other: a register or a count as one
     * value, a 32-bit field unsigned, a string as its offset and length, a remap entry as two.
     */
    private final class Fields implements OperandReader.Visitor {
        private long[] values = new long[16];
        private int size;
        private int next;

        void clear() {
            size = 0;
            next = 0;
        }

        private void add(long v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        long next() {
            return values[next++];
        }

        @Override
        public void register(char kind, int register) {
            add(register);
        }

        @Override
        public void word(char kind, int value) {
            add(Integer.toUnsignedLong(value));
        }

        @Override
        public void doubleWord(long value) {
            add(value);
        }

        @Override
        public void string(int offset, int length) {
            add(offset);
            add(length);
        }

        @Override
        public void list(char kind, int offset, int count) {
            add(count);
        }

        @Override
        public void remap(int source, int target) {
            add(source);
            add(target);
        }

        @Override
        public RuntimeException overrun() {
            return new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "bytecode data overrun while disassembling at " + String.format("%08X", reader.pc()));
        }
    }

    /** The next register (or count) of the instruction being printed. */
    private int u16() {
        return (int) fields.next();
    }

    /** The next 32-bit field, unsigned. */
    private long u32() {
        return fields.next();
    }

    /** The next 8-byte immediate. */
    private long u64() {
        return fields.next();
    }

    private int[] list() {
        int n = u16();
        int[] regs = new int[n];
        for (int i = 0; i < n; i++) {
            regs[i] = u16();
        }
        return regs;
    }

    private static String i32(int reg) {
        return "%i" + (reg & I32_MASK);
    }

    private static String i64(int reg) {
        int r = reg & I32_MASK;
        return "%i" + r + ":" + (r + 1);
    }

    private static String ref(int reg) {
        return "%r" + (reg & REF_MASK);
    }

    private static String refMove(int reg) {
        return ((reg & MOVE_BIT) != 0 ? "%R" : "%r") + (reg & REF_MASK);
    }

    private static String any(int reg) {
        return (reg & REF_BIT) != 0 ? refMove(reg) : i32(reg);
    }

    private static String anyList(int[] regs) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < regs.length; i++) {
            sb.append(i > 0 ? ", " : "").append(any(regs[i]));
        }
        return sb.toString();
    }

    private String block(long target) {
        int i = blocks.indexOf((int) target);
        return i >= 0 ? "^bb" + i : String.format("^%08X", target);
    }

    private String remap() {
        int n = u16();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int src = u16();
            int dst = u16();
            sb.append(i > 0 ? ", " : "").append(any(src)).append("->").append(any(dst));
        }
        return sb.toString();
    }

    private String typeName(long id) {
        if (id >= 0 && id < typeNames.size() && !typeNames.get((int) id).isEmpty()) {
            return typeNames.get((int) id);
        }
        List<TypeDef> types = module.types();
        return id >= 0 && id < types.size() ? types.get((int) id).toString() : "*";
    }

    private String functionName(long ordinal) {
        if ((ordinal & IMPORT_BIT) != 0) {
            int imp = (int) (ordinal & ~IMPORT_BIT);
            List<ImportDeclaration> imports = module.imports();
            return imp < imports.size() ? imports.get(imp).fullName() : "import:" + imp;
        }
        String name = layout.debugFunctionName((int) ordinal);
        if (name == null || name.isEmpty()) {
            for (int e = 0; e < module.exports().size(); e++) {
                if (module.exportInternalOrdinal(e) == ordinal) {
                    name = module.exports().get(e).name();
                    break;
                }
            }
        }
        return name == null || name.isEmpty() ? module.name() + ":" + ordinal : module.name() + "." + name;
    }

    private String string() {
        int offset = u16();
        return new String(code, offset, u16(), StandardCharsets.UTF_8);
    }

    /** Reads the next instruction: its opcode, returned, and its operands, into {@link #fields}. */
    private Opcode next() {
        int start = reader.pc();
        int opcode = reader.peek();
        Opcode op = reader.opcode(fields);
        if (op == null) {
            throw JireeException.of(StatusCode.UNIMPLEMENTED, "unhandled opcode %02X at %08X", opcode, start);
        }
        // IREE 3.13's disassembler has no case for this op and fails the dump; do the same.
        if (op == Opcode.CastUI64F32) {
            throw new JireeException(StatusCode.UNIMPLEMENTED, "unhandled ext opcode");
        }
        fields.clear();
        reader.operands(op, fields);
        return op;
    }

    // Ops whose text is more than their registers print by family; arithmetic, comparisons,
    // conversions and the remaining list and buffer ops print generically.
    private void op(StringBuilder b) {
        int start = reader.pc();
        Opcode op = next();
        switch (op) {
            case Block -> b.append(blocks.isEmpty() ? "<block>" : block(start) + ":");
            case ConstI32,
                    ConstI64,
                    ConstF32,
                    ConstF64,
                    ConstI32Zero,
                    ConstF32Zero,
                    ConstI64Zero,
                    ConstF64Zero,
                    ConstRefZero,
                    ConstRefRodata -> constants(op, b);
            case GlobalLoadI32,
                    GlobalLoadF32,
                    GlobalLoadI64,
                    GlobalLoadF64,
                    GlobalStoreI32,
                    GlobalStoreF32,
                    GlobalStoreI64,
                    GlobalStoreF64,
                    GlobalLoadIndirectI32,
                    GlobalLoadIndirectF32,
                    GlobalLoadIndirectI64,
                    GlobalLoadIndirectF64,
                    GlobalStoreIndirectI32,
                    GlobalStoreIndirectF32,
                    GlobalStoreIndirectI64,
                    GlobalStoreIndirectF64 -> globals(op, b);
            case GlobalLoadRef, GlobalStoreRef, GlobalLoadIndirectRef, GlobalStoreIndirectRef -> refGlobals(op, b);
            case DiscardRefs, AssignRef, CastAnyRef -> refs(op, b);
            case ListAlloc, ListGetRef, ListSetRef -> lists(op, b);
            case SelectI32, SelectF32, SelectI64, SelectF64, SelectRef -> selects(op, b);
            case SwitchI32, SwitchF32, SwitchI64, SwitchF64, SwitchRef -> switches(op, b);
            case BufferStoreI8, BufferStoreI16, BufferStoreI32, BufferStoreF32, BufferStoreI64, BufferStoreF64 ->
                buffers(op, b);
            case Branch, Yield, Break, CondBreak, CondBranch, BranchTable -> branches(op, b);
            case Call, CallVariadic, CallYieldable, CallVariadicYieldable, ImportResolved -> calls(op, b);
            case Return, Fail -> exits(op, b);
            case Trace, Print -> debug(op, b);
            default -> generic(op, b);
        }
    }

    // Constants: the immediate (or the rodata ordinal, with its size) after the result.
    private void constants(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case ConstI32 -> {
                int v = (int) u32();
                b.append(i32(u16())).append(String.format(" = vm.const.i32 %d  // 0x%08X", v, v));
            }
            case ConstI64 -> {
                long v = u64();
                b.append(i64(u16())).append(String.format(" = vm.const.i64 %d  // 0x%016X", v, v));
            }
            case ConstF32 -> {
                float v = Float.intBitsToFloat((int) u32());
                b.append(i32(u16())).append(" = vm.const.f32 ").append(CFormat.g(v, 9));
            }
            case ConstF64 -> {
                double v = Double.longBitsToDouble(u64());
                b.append(i64(u16())).append(" = vm.const.f64 ").append(CFormat.g(v, 17));
            }
            case ConstI32Zero, ConstF32Zero ->
                b.append(i32(u16())).append(" = ").append(m);
            case ConstI64Zero, ConstF64Zero ->
                b.append(i64(u16())).append(" = ").append(m);
            case ConstRefZero -> b.append(ref(u16())).append(" = vm.const.ref.zero");
            case ConstRefRodata -> {
                long ordinal = u32();
                String r = refMove(u16());
                long size = ordinal < module.rodataCount()
                        ? module.rodata((int) ordinal).byteSize()
                        : 0;
                b.append(r)
                        .append(" = vm.const.ref.rodata ")
                        .append(ordinal)
                        .append("  // ")
                        .append(size)
                        .append('b');
            }
            default -> throw new AssertionError(op);
        }
    }

    // Scalar globals: a byte offset into .rwdata, an immediate or (indirect) a register.
    private void globals(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case GlobalLoadI32, GlobalLoadF32 -> {
                long off = u32();
                b.append(i32(u16()))
                        .append(" = ")
                        .append(m)
                        .append(" .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalLoadI64, GlobalLoadF64 -> {
                long off = u32();
                b.append(i64(u16()))
                        .append(" = ")
                        .append(m)
                        .append(" .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalStoreI32, GlobalStoreF32 -> {
                long off = u32();
                b.append(m)
                        .append(' ')
                        .append(i32(u16()))
                        .append(", .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalStoreI64, GlobalStoreF64 -> {
                long off = u32();
                b.append(m)
                        .append(' ')
                        .append(i64(u16()))
                        .append(", .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalLoadIndirectI32, GlobalLoadIndirectF32 -> {
                String off = i32(u16());
                b.append(i32(u16()))
                        .append(" = ")
                        .append(m)
                        .append(" .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalLoadIndirectI64, GlobalLoadIndirectF64 -> {
                String off = i32(u16());
                b.append(i64(u16()))
                        .append(" = ")
                        .append(m)
                        .append(" .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalStoreIndirectI32, GlobalStoreIndirectF32 -> {
                String off = i32(u16());
                b.append(m)
                        .append(' ')
                        .append(i32(u16()))
                        .append(", .rwdata[")
                        .append(off)
                        .append(']');
            }
            case GlobalStoreIndirectI64, GlobalStoreIndirectF64 -> {
                String off = i32(u16());
                b.append(m)
                        .append(' ')
                        .append(i64(u16()))
                        .append(", .rwdata[")
                        .append(off)
                        .append(']');
            }
            default -> throw new AssertionError(op);
        }
    }

    // Ref globals: an ordinal into .refs and the type of the ref.
    private void refGlobals(Opcode op, StringBuilder b) {
        switch (op) {
            case GlobalLoadRef -> {
                long g = u32();
                long t = u32();
                b.append(refMove(u16()))
                        .append(" = vm.global.load.ref .refs[")
                        .append(g)
                        .append("] : ")
                        .append(typeName(t));
            }
            case GlobalStoreRef -> {
                long g = u32();
                long t = u32();
                b.append("vm.global.store.ref ")
                        .append(refMove(u16()))
                        .append(", .refs[")
                        .append(g)
                        .append("] : ")
                        .append(typeName(t));
            }
            case GlobalLoadIndirectRef -> {
                String g = i32(u16());
                long t = u32();
                b.append(refMove(u16()))
                        .append(" = vm.global.load.indirect.ref .refs[")
                        .append(g)
                        .append("] : ")
                        .append(typeName(t));
            }
            case GlobalStoreIndirectRef -> {
                String g = i32(u16());
                long t = u32();
                b.append("vm.global.store.indirect.ref ")
                        .append(refMove(u16()))
                        .append(", .refs[")
                        .append(g)
                        .append("] : ")
                        .append(typeName(t));
            }
            default -> throw new AssertionError(op);
        }
    }

    // Ref bookkeeping: discards, assignments and casts, moved operands as %R.
    private void refs(Opcode op, StringBuilder b) {
        switch (op) {
            case DiscardRefs -> b.append("vm.discard.refs ").append(anyList(list()));
            case AssignRef -> {
                String src = refMove(u16());
                b.append(refMove(u16())).append(" = vm.assign.ref ").append(src);
            }
            case CastAnyRef -> {
                String src = refMove(u16());
                long t = u32();
                b.append(refMove(u16()))
                        .append(" = vm.cast.any.ref ")
                        .append(src)
                        .append(" : !vm.ref<?> -> ")
                        .append(typeName(t));
            }
            default -> throw new AssertionError(op);
        }
    }

    // List ops with a type or a ref operand; the i32/i64/f32/f64 accessors print generically.
    private void lists(Opcode op, StringBuilder b) {
        switch (op) {
            case ListAlloc -> {
                long t = u32();
                String cap = i32(u16());
                b.append(refMove(u16()))
                        .append(" = vm.list.alloc ")
                        .append(cap)
                        .append(" : !vm.list<")
                        .append(typeName(t))
                        .append('>');
            }
            case ListGetRef -> {
                String l = ref(u16());
                String idx = i32(u16());
                long t = u32();
                b.append(refMove(u16()))
                        .append(" = vm.list.get.ref ")
                        .append(l)
                        .append(", ")
                        .append(idx)
                        .append(" : ")
                        .append(typeName(t));
            }
            case ListSetRef -> {
                String l = ref(u16());
                String idx = i32(u16());
                b.append("vm.list.set.ref ")
                        .append(l)
                        .append(", ")
                        .append(idx)
                        .append(", ")
                        .append(refMove(u16()));
            }
            default -> throw new AssertionError(op);
        }
    }

    // vm.select.*: condition, then the two values.
    private void selects(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case SelectI32, SelectF32 -> {
                String c = i32(u16());
                String t = i32(u16());
                String f = i32(u16());
                b.append(i32(u16()))
                        .append(" = ")
                        .append(m)
                        .append(' ')
                        .append(c)
                        .append(" ? ")
                        .append(t)
                        .append(" : ")
                        .append(f);
            }
            case SelectI64, SelectF64 -> {
                String c = i32(u16());
                String t = i64(u16());
                String f = i64(u16());
                b.append(i64(u16()))
                        .append(" = ")
                        .append(m)
                        .append(' ')
                        .append(c)
                        .append(" ? ")
                        .append(t)
                        .append(" : ")
                        .append(f);
            }
            case SelectRef -> {
                String c = i32(u16());
                long type = u32();
                String t = refMove(u16());
                String f = refMove(u16());
                b.append(refMove(u16()))
                        .append(" = vm.select.ref ")
                        .append(c)
                        .append(" ? ")
                        .append(t)
                        .append(" : ")
                        .append(f)
                        .append(" -> ")
                        .append(typeName(type));
            }
            default -> throw new AssertionError(op);
        }
    }

    // vm.switch.*: index, default, then the cases as a list.
    private void switches(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case SwitchI32, SwitchF32 -> {
                String idx = i32(u16());
                String def = i32(u16());
                String vals = anyList(list());
                b.append(i32(u16()))
                        .append(" = ")
                        .append(m)
                        .append(' ')
                        .append(idx)
                        .append('[')
                        .append(vals)
                        .append("] else ")
                        .append(def);
            }
            case SwitchI64, SwitchF64 -> {
                String idx = i32(u16());
                String def = i64(u16());
                String vals = anyList(list());
                b.append(i64(u16()))
                        .append(" = ")
                        .append(m)
                        .append(' ')
                        .append(idx)
                        .append('[')
                        .append(vals)
                        .append("] else ")
                        .append(def);
            }
            case SwitchRef -> {
                String idx = i32(u16());
                u32();
                String def = refMove(u16());
                String vals = anyList(list());
                b.append(refMove(u16()))
                        .append(" = vm.switch.ref ")
                        .append(idx)
                        .append('[')
                        .append(vals)
                        .append("] else ")
                        .append(def);
            }
            default -> throw new AssertionError(op);
        }
    }

    // Buffer stores print the value first, unlike their layout; the other buffer ops print generically.
    private void buffers(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case BufferStoreI8, BufferStoreI16, BufferStoreI32, BufferStoreF32 -> {
                String buf = ref(u16());
                String off = i64(u16());
                b.append(m)
                        .append(' ')
                        .append(i32(u16()))
                        .append(", ")
                        .append(buf)
                        .append(", ")
                        .append(off);
            }
            case BufferStoreI64, BufferStoreF64 -> {
                String buf = ref(u16());
                String off = i64(u16());
                b.append(m)
                        .append(' ')
                        .append(i64(u16()))
                        .append(", ")
                        .append(buf)
                        .append(", ")
                        .append(off);
            }
            default -> throw new AssertionError(op);
        }
    }

    // Branches: block targets, each with its register remapping.
    private void branches(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case Branch -> {
                long target = u32();
                b.append("vm.br ")
                        .append(block(target))
                        .append('(')
                        .append(remap())
                        .append(')');
            }
            case Yield, Break -> {
                long target = u32();
                b.append(m)
                        .append(' ')
                        .append(block(target))
                        .append('(')
                        .append(remap())
                        .append(')');
            }
            case CondBreak -> {
                String c = i32(u16());
                long target = u32();
                b.append("vm.cond_break ")
                        .append(c)
                        .append(", ")
                        .append(block(target))
                        .append('(')
                        .append(remap())
                        .append(')');
            }
            case CondBranch -> {
                String c = i32(u16());
                long t = u32();
                String tr = remap();
                long f = u32();
                String fr = remap();
                b.append("vm.cond_br ")
                        .append(c)
                        .append(", ")
                        .append(block(t))
                        .append('(')
                        .append(tr)
                        .append("), ")
                        .append(block(f))
                        .append('(')
                        .append(fr)
                        .append(')');
            }
            case BranchTable -> {
                String idx = i32(u16());
                long def = u32();
                b.append("vm.br_table ")
                        .append(idx)
                        .append(" { default: ")
                        .append(block(def))
                        .append('(')
                        .append(remap());
                int n = u16();
                for (int i = 0; i < n; i++) {
                    long t = u32();
                    b.append("), ")
                            .append(i)
                            .append(": ")
                            .append(block(t))
                            .append('(')
                            .append(remap());
                }
                b.append(") }");
            }
            default -> throw new AssertionError(op);
        }
    }

    // Calls and import resolution: callees print by name.
    private void calls(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case Call, CallVariadic -> {
                long callee = u32();
                int[] segments = op == Opcode.CallVariadic ? list() : null;
                int[] args = list();
                int[] results = list();
                if (results.length > 0) {
                    b.append(anyList(results)).append(" = ");
                }
                b.append(m).append(" @").append(functionName(callee));
                if (segments != null) {
                    b.append(" segments[").append(u16List(segments)).append(']');
                }
                b.append('(').append(anyList(args)).append(')');
            }
            case CallYieldable, CallVariadicYieldable -> {
                long callee = u32();
                int[] segments = op == Opcode.CallVariadicYieldable ? list() : null;
                int[] args = list();
                long resume = u32();
                int[] results = list();
                b.append(m).append(" @").append(functionName(callee));
                if (segments != null) {
                    b.append(" segments[").append(u16List(segments)).append(']');
                }
                b.append('(')
                        .append(anyList(args))
                        .append(") -> ")
                        .append(block(resume))
                        .append('(')
                        .append(anyList(results))
                        .append(')');
            }
            case ImportResolved -> {
                long f = u32();
                String r = i32(u16());
                b.append(r).append(" = vm.import.resolved @");
                if ((f & IMPORT_BIT) == 0) {
                    b.append("{INVALID ORDINAL ").append(f).append('}');
                }
                b.append(functionName(f));
            }
            default -> throw new AssertionError(op);
        }
    }

    // Ops that leave the function.
    private void exits(Opcode op, StringBuilder b) {
        switch (op) {
            case Return -> {
                int[] regs = list();
                b.append("vm.return");
                if (regs.length > 0) {
                    b.append(' ').append(anyList(regs));
                }
            }
            case Fail -> {
                String c = i32(u16());
                b.append("vm.fail ").append(c).append(", \"").append(string()).append('"');
            }
            default -> throw new AssertionError(op);
        }
    }

    // Debug output: a message and the registers it prints.
    private void debug(Opcode op, StringBuilder b) {
        String m = op.mnemonic();
        switch (op) {
            case Trace, Print -> {
                String name = string();
                b.append(m)
                        .append(" \"")
                        .append(name)
                        .append("\"(")
                        .append(anyList(list()))
                        .append(')');
            }
            default -> throw new AssertionError(op);
        }
    }

    private static String u16List(int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            sb.append(i > 0 ? ", " : "").append(values[i]);
        }
        return sb.toString();
    }

    // Plain ops: every field is a register; the last one is the result unless the op has none.
    private void generic(Opcode op, StringBuilder b) {
        String layout = op.layout();
        List<String> regs = new ArrayList<>();
        for (int i = 0; i < layout.length(); i++) {
            char c = layout.charAt(i);
            switch (c) {
                case 'i' -> regs.add(i32(u16()));
                case 'I' -> regs.add(i64(u16()));
                case 'r' -> regs.add(ref(u16()));
                case 'R' -> regs.add(refMove(u16()));
                case 't', 'w', 'o', 'G', '4', '8', 'c', 'X', 'b' -> u32();
                case 'W' -> u64();
                case 's' -> string();
                case 'm' -> remap();
                default -> regs.add(anyList(list()));
            }
        }
        boolean hasResult = !NO_RESULT.contains(op.mnemonic()) && !regs.isEmpty();
        if (hasResult) {
            b.append(regs.removeLast()).append(" = ");
        }
        b.append(op.mnemonic());
        if (!regs.isEmpty()) {
            b.append(' ').append(String.join(", ", regs));
        }
    }
}
