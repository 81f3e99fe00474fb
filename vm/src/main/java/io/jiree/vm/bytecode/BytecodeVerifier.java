package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.FunctionSignature;
import java.util.BitSet;

/**
 * Verifies every function's bytecode before anything executes, following IREE's verifier: each
 * op lies inside a block and within the function, every register ordinal is in range for its bank
 * (i64/f64 registers even-aligned), every type id, global offset, rodata ordinal, callee and import
 * ordinal is in range, calls and returns match the callee's calling convention, every branch
 * targets a block marker, and the last block ends in a terminator. Failures are INVALID_ARGUMENT
 * naming the function and the bytecode offset.
 */
final class BytecodeVerifier {
    private static final int REF_BIT = 0x8000;
    private static final int MOVE_BIT = 0x4000;
    private static final int REF_MASK = 0x3FFF;
    static final int IMPORT_BIT = 0x80000000;

    private final BytecodeModule module;
    private final int ordinal;
    private final byte[] code;
    private final int max;
    private final int i32Count;
    private final int refCount;
    private final int requirements;
    private final BitSet blocksDefined = new BitSet();
    private final BitSet blocksReferenced = new BitSet();
    private final String results;
    private int pc;
    private int opStart;
    private java.util.Set<Opcode> seen;

    private BytecodeVerifier(BytecodeModule module, int ordinal) {
        this.module = module;
        this.ordinal = ordinal;
        this.code = module.functionBytecode(ordinal);
        this.max = code.length;
        FunctionDescriptor d = module.descriptors[ordinal];
        this.i32Count = roundUpPow2(Math.max(1, d.i32RegisterCount()));
        this.refCount = roundUpPow2(Math.max(1, d.refRegisterCount()));
        this.requirements = d.requirements();
        CallingConvention cc = module.signatures[ordinal].callingConvention();
        this.results = cc == null ? "" : cc.results();
        if (i32Count > 0x7FFF || refCount > 0x3FFF) {
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
                default -> { }
            }
        }
        return new int[] {i32, ref};
    }

    /** The opcodes appearing in the module's functions (the module must already be verified). */
    static java.util.Set<Opcode> opcodesUsed(BytecodeModule module) {
        java.util.Set<Opcode> out = java.util.EnumSet.noneOf(Opcode.class);
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
        return new JireeException(StatusCode.INVALID_ARGUMENT,
                String.format("%s (at %s.%s+%08X)", message, module.name, module.functionName(ordinal), opStart));
    }

    private void run() {
        boolean inBlock = false;
        int end = max - 1;
        while (pc < end) {
            opStart = pc;
            int opcode = u8();
            if (!inBlock && opcode != Opcode.CORE_BLOCK) {
                throw failAt(String.format("op at pc %08X is not in a block", opStart));
            }
            if (inBlock && opcode == Opcode.CORE_BLOCK) {
                throw failAt(String.format("op at pc %08X is a block while still in a block", opStart));
            }
            Opcode op;
            if (opcode == Opcode.PREFIX_EXT_F32 || opcode == Opcode.PREFIX_EXT_F64) {
                boolean f32 = opcode == Opcode.PREFIX_EXT_F32;
                int feature = f32 ? BytecodeModule.FEATURE_EXT_F32 : BytecodeModule.FEATURE_EXT_F64;
                int sub = u8();
                if ((requirements & feature) == 0) {
                    throw failAt("required features [" + (f32 ? "EXT_F32" : "EXT_F64")
                            + "] not declared by the function descriptor");
                }
                op = Opcode.lookup(f32 ? Opcode.Set.EXT_F32 : Opcode.Set.EXT_F64, sub);
                if (op == null) {
                    throw failAt(String.format("unhandled ext %s opcode %02X", f32 ? "PrefixExtF32" : "PrefixExtF64", sub));
                }
            } else {
                op = Opcode.lookup(Opcode.Set.CORE, opcode);
                if (op == null || op == Opcode.PrefixExtF32 || op == Opcode.PrefixExtF64) {
                    throw failAt(String.format("unhandled core opcode %02X", opcode));
                }
            }
            if (seen != null) {
                seen.add(op);
            }
            if (op == Opcode.Block) {
                blocksDefined.set(opStart);
                inBlock = true;
                continue;
            }
            verifyOperands(op);
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

    private void verifyOperands(Opcode op) {
        String layout = op.layout();
        switch (op) {
            case Call, CallYieldable, CallVariadic, CallVariadicYieldable -> {
                verifyCall(op);
                return;
            }
            case Return -> {
                int list = registerList('a');
                checkCconvRegisters(results, -1, list, "return");
                return;
            }
            case DiscardRefs -> {
                // Only refs can be discarded; an i32 ordinal would index the ref bank.
                registerList('y');
                return;
            }
            default -> { }
        }
        for (int i = 0; i < layout.length(); i++) {
            char c = layout.charAt(i);
            switch (c) {
                case 'i' -> checkI32(u16());
                case 'I' -> checkI64(u16());
                case 'r' -> checkRef(u16(), false);
                case 'R' -> checkRef(u16(), true);
                case '4', '8' -> {
                    long off = u32();
                    if (off + (c - '0') > module.globalBytes) {
                        throw failAt("global byte_offset out of range: " + off + " (rwdata=" + module.globalBytes + ")");
                    }
                }
                case 'G' -> {
                    long g = u32();
                    if (g >= module.globalRefCount) {
                        throw failAt("global ref ordinal out of range: " + g + " (table=" + module.globalRefCount + ")");
                    }
                }
                case 't' -> {
                    long t = u32();
                    if (t >= module.types.length) {
                        throw failAt("type id ordinal out of range: " + t + " (table=" + module.types.length + ")");
                    }
                }
                case 'w' -> need(4);
                case 'W' -> need(8);
                case 'o' -> {
                    long r = u32();
                    if (r >= module.rodata.length) {
                        throw failAt("rodata ref ordinal out of range: " + r + " (table=" + module.rodata.length + ")");
                    }
                }
                case 's' -> need(u16());
                case 'b' -> branchTarget();
                case 'm' -> remapList();
                case 'a', 'v', 'V', 'y', 'n' -> registerList(c);
                case 'X' -> {
                    long f = u32();
                    if ((f & IMPORT_BIT) == 0) {
                        throw failAt("function ordinal " + f + " is not an import ordinal");
                    }
                    long imp = f & ~IMPORT_BIT & 0xFFFFFFFFL;
                    if (imp >= module.imports.size()) {
                        throw failAt("import ordinal " + imp + " out of range " + module.imports.size());
                    }
                }
                case 'T' -> {
                    int n = u16();
                    for (int k = 0; k < n; k++) {
                        branchTarget();
                        remapList();
                    }
                }
                default -> throw new IllegalStateException("unknown layout code " + c);
            }
        }
    }

    private void verifyCall(Opcode op) {
        long callee = u32();
        boolean variadic = op == Opcode.CallVariadic || op == Opcode.CallVariadicYieldable;
        boolean yieldable = op == Opcode.CallYieldable || op == Opcode.CallVariadicYieldable;
        int segments = variadic ? registerList('n') : -1;
        int operands = registerList('a');
        if (yieldable) {
            branchTarget();
        }
        int resultsList = registerList('a');
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
        checkCconvRegisters(cc.results(), -1, resultsList, what);
    }

    // Checks a register list against a cconv fragment; spans repeat per the segment size list.
    private void checkCconvRegisters(String fragment, int segmentList, int list, String what) {
        int listSize = u16At(list);
        int regI = 0;
        int segI = 0;
        for (int i = 0; i < fragment.length(); i++, segI++) {
            char c = fragment.charAt(i);
            if (c == 'C') {
                if (segmentList < 0) {
                    throw failAt(what + ": function is variadic but no segment size list provided");
                }
                if (segI >= u16At(segmentList)) {
                    throw failAt(what + ": segment size list underflow");
                }
                int count = u16At(segmentList + 2 + 2 * segI);
                int spanEnd = fragment.indexOf('D', i);
                for (int rep = 0; rep < count; rep++) {
                    for (int k = i + 1; k < spanEnd; k++) {
                        regI = checkCconvRegister(fragment.charAt(k), list, listSize, regI, what);
                    }
                }
                i = spanEnd;
            } else {
                regI = checkCconvRegister(c, list, listSize, regI, what);
            }
        }
    }

    private int checkCconvRegister(char c, int list, int listSize, int regI, String what) {
        if (regI >= listSize) {
            throw failAt(what + ": register list underflow (have " + listSize + ", trying to access " + regI + ")");
        }
        int reg = u16At(list + 2 + 2 * regI);
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

    private void branchTarget() {
        long target = u32();
        if (target >= max) {
            throw failAt(String.format("branch target %08X outside the function (%d bytes)", target, max));
        }
        blocksReferenced.set((int) target);
    }

    private void remapList() {
        align2();
        int n = u16();
        require(n * 4);
        for (int k = 0; k < n; k++) {
            int src = u16();
            int dst = u16();
            checkAny(src);
            checkAny(dst);
            if (((src ^ dst) & REF_BIT) != 0) {
                throw failAt("branch remaps register " + src + " to " + dst + " of a different bank");
            }
        }
    }

    /** Reads a register list, checks its entries for {@code kind}, returns the list's position. */
    private int registerList(char kind) {
        align2();
        int at = pc;
        int n = u16();
        require(n * 2);
        for (int k = 0; k < n; k++) {
            int reg = u16();
            switch (kind) {
                case 'a' -> checkAny(reg);
                case 'v' -> checkI32(reg);
                case 'V' -> checkI64(reg);
                case 'y' -> checkRef(reg, true);
                default -> { }
            }
        }
        return at;
    }

    private void align2() {
        pc = pc + 1 & ~1;
    }

    private void require(int bytes) {
        if (bytes < 0 || (long) pc + bytes > max) {
            throw failAt(String.format("bytecode data overrun trying to parse op at %08X (%d) of %d available bytes",
                    opStart, opStart, max));
        }
    }

    private void need(int bytes) {
        if (bytes < 0 || (long) pc + bytes > max) {
            throw failAt(String.format("bytecode data overrun trying to parse op at %08X (%d) of %d available bytes",
                    opStart, opStart, max));
        }
        pc += bytes;
    }

    private int u8() {
        need(1);
        return code[pc - 1] & 0xFF;
    }

    private int u16() {
        need(2);
        return u16At(pc - 2);
    }

    private int u16At(int p) {
        return (code[p] & 0xFF) | (code[p + 1] & 0xFF) << 8;
    }

    private long u32() {
        need(4);
        int p = pc - 4;
        return ((code[p] & 0xFF) | (code[p + 1] & 0xFF) << 8 | (code[p + 2] & 0xFF) << 16
                | (long) (code[p + 3] & 0xFF) << 24);
    }
}
