package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Registers.MOVE_BIT;
import static io.jiree.vm.bytecode.Registers.REF_BIT;
import static io.jiree.vm.bytecode.Registers.REF_MASK;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.FunctionSignature;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.Set;

/**
 * Verifies every function's bytecode before anything executes, following IREE's verifier: each
 * op lies inside a block and within the function, every register ordinal is in range for its bank
 * (i64/f64 registers even-aligned), every type id, global offset, rodata ordinal, callee and import
 * ordinal is in range, calls and returns match the callee's calling convention, every branch
 * targets a block marker, and the last block ends in a terminator. Failures are INVALID_ARGUMENT
 * naming the function and the bytecode offset.
 */
final class BytecodeVerifier implements OperandReader.Visitor {
    static final int IMPORT_BIT = 0x80000000;

    private final BytecodeModule module;
    private final int ordinal;
    private final int max;
    private final int i32Count;
    private final int refCount;
    private final int requirements;
    private final BitSet blocksDefined = new BitSet();
    private final BitSet blocksReferenced = new BitSet();
    private final String results;
    private final OperandReader reader;
    private int opStart;
    private Set<Opcode> seen;
    // The op whose operands are being read, its callee, and its register lists so far.
    private Opcode current;
    private long callee;
    private final int[][] listRegisters = new int[3][];
    private int lists;

    private BytecodeVerifier(BytecodeModule module, int ordinal) {
        this.module = module;
        this.ordinal = ordinal;
        byte[] code = module.functionBytecode(ordinal);
        this.max = code.length;
        this.reader = new OperandReader(code);
        FunctionDescriptor d = module.descriptors[ordinal];
        this.i32Count = roundUpPow2(Math.max(1, d.i32RegisterCount()));
        this.refCount = roundUpPow2(Math.max(1, d.refRegisterCount()));
        this.requirements = d.requirements();
        CallingConvention cc = module.signatures[ordinal].callingConvention();
        this.results = cc == null ? "" : cc.results();
        if (i32Count > Registers.I32_MASK || refCount > Registers.REF_MASK) {
            throw fail("register count overflow");
        }
        if (cc != null) {
            if (cc.isVariadic()) {
                throw fail("internal functions cannot accept variadic arguments");
            }
            int[] need = countRegisters(cc.arguments());
            if (need[0] > i32Count || need[1] > refCount) {
                throw fail("insufficient register storage for function arguments/results");
            }
        }
    }

    static int roundUpPow2(int v) {
        return v <= 1 ? 1 : Integer.highestOneBit(v - 1) << 1;
    }

    /** i32 registers and ref registers a calling-convention fragment occupies. */
    static int[] countRegisters(String fragment) {
        int i32 = 0;
        int ref = 0;
        for (int i = 0; i < fragment.length(); i++) {
            switch (fragment.charAt(i)) {
                case 'i', 'f' -> i32++;
                case 'I', 'F' -> i32 = (i32 + 1 & ~1) + 2;
                case 'r' -> ref++;
                default -> {}
            }
        }
        return new int[] {i32, ref};
    }

    /** The opcodes appearing in the module's functions (the module must already be verified). */
    static Set<Opcode> opcodesUsed(BytecodeModule module) {
        Set<Opcode> out = EnumSet.noneOf(Opcode.class);
        for (int i = 0; i < module.descriptors.length; i++) {
            BytecodeVerifier v = new BytecodeVerifier(module, i);
            v.seen = out;
            v.run();
        }
        return out;
    }

    static void verify(BytecodeModule module) {
        for (int i = 0; i < module.descriptors.length; i++) {
            BytecodeModule.checkFeatures(module.descriptors[i].requirements(), "function");
            try {
                new BytecodeVerifier(module, i).run();
            } catch (JireeException e) {
                throw e.annotate("in function " + module.name + "." + module.functionName(i) + " (ordinal " + i + ")");
            }
        }
    }

    private JireeException fail(String message) {
        return new JireeException(StatusCode.INVALID_ARGUMENT, message);
    }

    private JireeException failAt(String message) {
        return new JireeException(
                StatusCode.INVALID_ARGUMENT,
                String.format("%s (at %s.%s+%08X)", message, module.name, module.functionName(ordinal), opStart));
    }

    private void run() {
        boolean inBlock = false;
        int end = max - 1;
        while (reader.pc() < end) {
            opStart = reader.pc();
            int opcode = reader.peek();
            if (!inBlock && opcode != Opcode.Code.BLOCK) {
                throw failAt(String.format("op at pc %08X is not in a block", opStart));
            }
            if (inBlock && opcode == Opcode.Code.BLOCK) {
                throw failAt(String.format("op at pc %08X is a block while still in a block", opStart));
            }
            Opcode op = reader.opcode(this);
            if (opcode == Opcode.Code.PREFIX_EXT_F32 || opcode == Opcode.Code.PREFIX_EXT_F64) {
                boolean f32 = opcode == Opcode.Code.PREFIX_EXT_F32;
                int feature = f32 ? BytecodeModule.FEATURE_EXT_F32 : BytecodeModule.FEATURE_EXT_F64;
                if ((requirements & feature) == 0) {
                    throw failAt("required features [" + (f32 ? "EXT_F32" : "EXT_F64")
                            + "] not declared by the function descriptor");
                }
                if (op == null) {
                    throw failAt(String.format(
                            "unhandled ext %s opcode %02X", f32 ? "PrefixExtF32" : "PrefixExtF64", reader.lastByte()));
                }
            } else if (op == null) {
                throw failAt(String.format("unhandled core opcode %02X", opcode));
            }
            if (seen != null) {
                seen.add(op);
            }
            if (op == Opcode.Block) {
                blocksDefined.set(opStart);
                inBlock = true;
                continue;
            }
            current = op;
            lists = 0;
            reader.operands(op, this);
            switch (op) {
                case Call, CallYieldable, CallVariadic, CallVariadicYieldable -> verifyCall(op);
                case Return -> checkCconvRegisters(results, null, listRegisters[0], "return");
                default -> {}
            }
            if (op.isTerminator()) {
                inBlock = false;
            }
        }
        if (inBlock) {
            throw fail("function missing terminator in the last block");
        }
        int defined = blocksDefined.cardinality();
        if (defined > module.descriptors[ordinal].blockCount()) {
            throw fail("function defines " + defined + " blocks but its descriptor declares "
                    + module.descriptors[ordinal].blockCount());
        }
        BitSet missing = (BitSet) blocksReferenced.clone();
        missing.andNot(blocksDefined);
        if (!missing.isEmpty()) {
            throw fail(String.format("branch target %08X is not the start of a block", missing.nextSetBit(0)));
        }
    }

    @Override
    public void register(char kind, int reg) {
        switch (kind) {
            case 'i', 'v' -> checkI32(reg);
            case 'I', 'V' -> checkI64(reg);
            case 'r' -> checkRef(reg, false);
            case 'R', 'y' -> checkRef(reg, true);
            // Only refs can be discarded; an i32 ordinal would index the ref bank.
            case 'a' -> {
                if (current == Opcode.DiscardRefs) {
                    checkRef(reg, true);
                } else {
                    checkAny(reg);
                }
            }
            default -> {}
        }
        if (kind == 'a' || kind == 'n') {
            int[] list = listRegisters[lists - 1];
            list[++list[0]] = reg;
        }
    }

    @Override
    public void word(char kind, int value) {
        long v = Integer.toUnsignedLong(value);
        switch (kind) {
            case '4', '8' -> {
                if (v + (kind - '0') > module.globalBytes) {
                    throw failAt("global byte_offset out of range: " + v + " (rwdata=" + module.globalBytes + ")");
                }
            }
            case 'G' -> {
                if (v >= module.globalRefCount) {
                    throw failAt("global ref ordinal out of range: " + v + " (table=" + module.globalRefCount + ")");
                }
            }
            case 't' -> {
                if (v >= module.types.length) {
                    throw failAt("type id ordinal out of range: " + v + " (table=" + module.types.length + ")");
                }
            }
            case 'o' -> {
                if (v >= module.rodata.length) {
                    throw failAt("rodata ref ordinal out of range: " + v + " (table=" + module.rodata.length + ")");
                }
            }
            case 'b' -> {
                if (v >= max) {
                    throw failAt(String.format("branch target %08X outside the function (%d bytes)", v, max));
                }
                blocksReferenced.set((int) v);
            }
            case 'X' -> {
                if ((value & IMPORT_BIT) == 0) {
                    throw failAt("function ordinal " + v + " is not an import ordinal");
                }
                long imp = value & ~IMPORT_BIT & 0xFFFFFFFFL;
                if (imp >= module.imports.size()) {
                    throw failAt("import ordinal " + imp + " out of range " + module.imports.size());
                }
            }
            case 'c' -> callee = v;
            default -> {}
        }
    }

    @Override
    public void list(char kind, int offset, int count) {
        if (kind == 'a' || kind == 'n') {
            // Kept for the calling-convention checks after the op: [count, registers...].
            if (listRegisters[lists] == null || listRegisters[lists].length <= count) {
                listRegisters[lists] = new int[Math.max(16, count + 1)];
            }
            listRegisters[lists++][0] = 0;
        }
    }

    @Override
    public void remap(int src, int dst) {
        checkAny(src);
        checkAny(dst);
        if (((src ^ dst) & REF_BIT) != 0) {
            throw failAt("branch remaps register " + src + " to " + dst + " of a different bank");
        }
    }

    @Override
    public RuntimeException overrun() {
        return failAt(String.format(
                "bytecode data overrun trying to parse op at %08X (%d) of %d available bytes", opStart, opStart, max));
    }

    // The lists of a call, in layout order: [segment sizes,] arguments, results.
    private void verifyCall(Opcode op) {
        boolean variadic = op == Opcode.CallVariadic || op == Opcode.CallVariadicYieldable;
        int[] segments = variadic ? listRegisters[0] : null;
        int[] operands = listRegisters[variadic ? 1 : 0];
        int[] resultsList = listRegisters[variadic ? 2 : 1];
        FunctionSignature sig;
        String what;
        if ((callee & IMPORT_BIT) != 0) {
            long imp = callee & ~IMPORT_BIT & 0xFFFFFFFFL;
            if (imp >= module.imports.size()) {
                throw failAt("import ordinal " + imp + " out of range " + module.imports.size());
            }
            sig = module.imports.get((int) imp).signature();
            what = "call to import '" + module.imports.get((int) imp).fullName() + "'";
        } else {
            if (variadic) {
                throw failAt("variadic calls are only supported for imported callees");
            }
            if (callee >= module.descriptors.length) {
                throw failAt("function ordinal " + callee + " out of range " + module.descriptors.length);
            }
            sig = module.signatures[(int) callee];
            what = "call to internal function " + callee;
        }
        CallingConvention cc = sig.callingConvention();
        if (cc == null) {
            throw failAt(what + " has no calling convention to check the call against");
        }
        checkCconvRegisters(cc.arguments(), segments, operands, what);
        checkCconvRegisters(cc.results(), null, resultsList, what);
    }

    // Checks a register list against a cconv fragment; spans repeat per the segment size list.
    private void checkCconvRegisters(String fragment, int[] segmentList, int[] list, String what) {
        int regI = 0;
        int segI = 0;
        for (int i = 0; i < fragment.length(); i++, segI++) {
            char c = fragment.charAt(i);
            if (c == 'C') {
                if (segmentList == null) {
                    throw failAt(what + ": function is variadic but no segment size list provided");
                }
                if (segI >= segmentList[0]) {
                    throw failAt(what + ": segment size list underflow");
                }
                int count = segmentList[1 + segI];
                int spanEnd = fragment.indexOf('D', i);
                for (int rep = 0; rep < count; rep++) {
                    for (int k = i + 1; k < spanEnd; k++) {
                        regI = checkCconvRegister(fragment.charAt(k), list, regI, what);
                    }
                }
                i = spanEnd;
            } else {
                regI = checkCconvRegister(c, list, regI, what);
            }
        }
    }

    private int checkCconvRegister(char c, int[] list, int regI, String what) {
        if (regI >= list[0]) {
            throw failAt(what + ": register list underflow (have " + list[0] + ", trying to access " + regI + ")");
        }
        int reg = list[1 + regI];
        switch (c) {
            case 'i', 'f' -> checkI32(reg);
            case 'I', 'F' -> checkI64(reg);
            case 'r' -> checkRef(reg, true);
            default -> throw failAt(what + ": unsupported cconv fragment char '" + c + "'");
        }
        return regI + 1;
    }

    private void checkI32(int reg) {
        if ((reg & REF_BIT) != 0) {
            throw failAt("i32 register required but ref register " + reg + " provided");
        }
        if (reg >= i32Count) {
            throw failAt("i32 register ordinal " + reg + " out of range " + i32Count);
        }
    }

    private void checkI64(int reg) {
        if ((reg & REF_BIT) != 0) {
            throw failAt("i64 register required but ref register " + reg + " provided");
        }
        if ((reg & 1) != 0) {
            throw failAt("i64 register ordinal " + reg + " not 8-byte aligned");
        }
        if (reg + 1 >= i32Count) {
            throw failAt("i64 register ordinal " + reg + ":" + (reg + 1) + " out of range " + i32Count);
        }
    }

    private void checkRef(int reg, boolean allowMove) {
        if ((reg & REF_BIT) == 0) {
            throw failAt("ref register required but non-ref " + reg + " provided");
        }
        if ((reg & REF_MASK) >= refCount) {
            throw failAt("ref register ordinal " + (reg & REF_MASK) + " out of range " + refCount);
        }
        if (!allowMove && (reg & MOVE_BIT) != 0) {
            throw failAt("ref register has MOVE bit but op does not support MOVE");
        }
    }

    private void checkAny(int reg) {
        if ((reg & REF_BIT) != 0) {
            checkRef(reg, true);
        } else {
            checkI32(reg);
        }
    }
}
