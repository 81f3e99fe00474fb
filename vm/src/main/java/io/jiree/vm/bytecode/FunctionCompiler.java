package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Opcode.Code.*;
import static java.lang.constant.ConstantDescs.CD_int;

import io.jiree.base.CallStop;
import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Translates simple functions — integer and float arithmetic, comparisons, conversions, selects,
 * branches and returns over i32/i64/f32/f64 registers, nothing that can fail, call, or touch
 * refs, globals or memory — into JVM bytecode, so that
 * the JVM's JIT compiles VM loops to machine code. Registers become local variables; the
 * generated method {@code int run(int[] registers)} loads its arguments from the register file,
 * runs, writes the returned registers back and returns the index of its return register list.
 * An op is either the one JVM instruction that is its semantics ({@code iadd}, {@code lshl},
 * {@code i2f}, ...) or a call to the {@link VmMath} method the interpreter calls for it, so
 * compiled and interpreted code compute the same. Everything else is left to the
 * {@link Interpreter}. A context's {@link io.jiree.vm.Engine} says whether it is used.
 */
final class FunctionCompiler {
    /** Calls after which a loop-free function is compiled; loops are compiled at once. */
    static final int CALL_THRESHOLD = 1000;

    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final ClassDesc MATH = ClassDesc.of(VmMath.class.getName());
    private static final ClassDesc CALL_STOP = ClassDesc.of(CallStop.class.getName());
    private static final ClassDesc FLOAT = ClassDesc.of("java.lang.Float");
    private static final ClassDesc DOUBLE = ClassDesc.of("java.lang.Double");

    private FunctionCompiler() {}

    /**
     * An op compiled as a call to {@code VmMath.method}, or with a null method as the JVM's
     * conversion between its operand and result types. Types in descriptor letters: {@code I} an
     * i32 register, {@code J} an i64 register pair, {@code F} f32 bits in an i32 register,
     * {@code D} f64 bits in a pair; {@code withOp}: the op's id is passed first.
     */
    private record Helper(String method, String in, char out, boolean withOp) {}

    private static final Map<Opcode, Helper> HELPERS = new EnumMap<>(Opcode.class);
    /**
     * The ops compiled: those with a helper and those {@link #emit} spells out (as decoded: f32/f64
     * constants and selects arrive as their i32/i64 twins, see {@link Opcode#runsAs()}).
     */
    private static final Set<Opcode> SUPPORTED = EnumSet.of(
            Opcode.Block,
            Opcode.ConstI32Zero,
            Opcode.ConstI32,
            Opcode.ConstI64Zero,
            Opcode.ConstI64,
            Opcode.SelectI32,
            Opcode.SelectI64,
            Opcode.AddI32,
            Opcode.SubI32,
            Opcode.MulI32,
            Opcode.AndI32,
            Opcode.OrI32,
            Opcode.XorI32,
            Opcode.ShlI32,
            Opcode.ShrI32S,
            Opcode.ShrI32U,
            Opcode.AddI64,
            Opcode.SubI64,
            Opcode.MulI64,
            Opcode.AndI64,
            Opcode.OrI64,
            Opcode.XorI64,
            Opcode.ShlI64,
            Opcode.ShrI64S,
            Opcode.ShrI64U,
            Opcode.TruncI64I32,
            Opcode.Branch,
            Opcode.CondBranch,
            Opcode.Return);

    private static void helper(String method, String in, char out, boolean withOp, Opcode... ops) {
        for (Opcode op : ops) {
            HELPERS.put(op, new Helper(method, in, out, withOp));
            SUPPORTED.add(op);
        }
    }

    private static void conversion(String in, char out, Opcode... ops) {
        helper(null, in, out, false, ops);
    }

    static {
        helper("cmpEqI32", "II", 'I', false, Opcode.CmpEQI32);
        helper("cmpNeI32", "II", 'I', false, Opcode.CmpNEI32);
        helper("cmpLtI32S", "II", 'I', false, Opcode.CmpLTI32S);
        helper("cmpLtI32U", "II", 'I', false, Opcode.CmpLTI32U);
        helper("cmpNzI32", "I", 'I', false, Opcode.CmpNZI32);
        helper("cmpEqI64", "JJ", 'I', false, Opcode.CmpEQI64);
        helper("cmpNeI64", "JJ", 'I', false, Opcode.CmpNEI64);
        helper("cmpLtI64S", "JJ", 'I', false, Opcode.CmpLTI64S);
        helper("cmpLtI64U", "JJ", 'I', false, Opcode.CmpLTI64U);
        helper("cmpNzI64", "J", 'I', false, Opcode.CmpNZI64);
        helper("minI32S", "II", 'I', false, Opcode.MinI32S);
        helper("minI32U", "II", 'I', false, Opcode.MinI32U);
        helper("maxI32S", "II", 'I', false, Opcode.MaxI32S);
        helper("maxI32U", "II", 'I', false, Opcode.MaxI32U);
        helper("minI64S", "JJ", 'J', false, Opcode.MinI64S);
        helper("minI64U", "JJ", 'J', false, Opcode.MinI64U);
        helper("maxI64S", "JJ", 'J', false, Opcode.MaxI64S);
        helper("maxI64U", "JJ", 'J', false, Opcode.MaxI64U);
        helper("fmaI32", "III", 'I', false, Opcode.FMAI32);
        helper("fmaI64", "JJJ", 'J', false, Opcode.FMAI64);
        helper("notI32", "I", 'I', false, Opcode.NotI32);
        helper("notI64", "J", 'J', false, Opcode.NotI64);
        helper("ctlzI32", "I", 'I', false, Opcode.CtlzI32);
        helper("ctlzI64", "J", 'J', false, Opcode.CtlzI64);
        helper("absI32", "I", 'I', false, Opcode.AbsI32);
        helper("absI64", "J", 'J', false, Opcode.AbsI64);
        helper("truncI32I8", "I", 'I', false, Opcode.TruncI32I8, Opcode.ExtI8I32U);
        helper("truncI32I16", "I", 'I', false, Opcode.TruncI32I16, Opcode.ExtI16I32U);
        helper("extI8I32S", "I", 'I', false, Opcode.ExtI8I32S);
        helper("extI16I32S", "I", 'I', false, Opcode.ExtI16I32S);
        helper("extI32I64U", "I", 'J', false, Opcode.ExtI32I64U);
        conversion("I", 'J', Opcode.ExtI32I64S);

        helper(
                "binaryF32",
                "FF",
                'F',
                true,
                Opcode.AddF32,
                Opcode.SubF32,
                Opcode.MulF32,
                Opcode.DivF32,
                Opcode.RemF32,
                Opcode.Atan2F32,
                Opcode.PowF32,
                Opcode.MinF32,
                Opcode.MaxF32);
        helper(
                "unaryF32",
                "F",
                'F',
                true,
                Opcode.AbsF32,
                Opcode.NegF32,
                Opcode.CeilF32,
                Opcode.FloorF32,
                Opcode.AtanF32,
                Opcode.CosF32,
                Opcode.SinF32,
                Opcode.ExpF32,
                Opcode.Exp2F32,
                Opcode.ExpM1F32,
                Opcode.LogF32,
                Opcode.Log10F32,
                Opcode.Log1pF32,
                Opcode.Log2F32,
                Opcode.RsqrtF32,
                Opcode.SqrtF32,
                Opcode.TanhF32,
                Opcode.ErfF32,
                Opcode.RoundF32,
                Opcode.RoundF32Even);
        helper(
                "compareF32",
                "FF",
                'I',
                true,
                Opcode.CmpEQF32O,
                Opcode.CmpEQF32U,
                Opcode.CmpNEF32O,
                Opcode.CmpNEF32U,
                Opcode.CmpLTF32O,
                Opcode.CmpLTF32U,
                Opcode.CmpLTEF32O,
                Opcode.CmpLTEF32U);
        helper("fmaf", "FFF", 'F', false, Opcode.FMAF32);
        helper("cmpNaN", "F", 'I', false, Opcode.CmpNaNF32);
        helper("castUI32F32", "I", 'F', false, Opcode.CastUI32F32);
        helper("castF32SI32", "F", 'I', false, Opcode.CastF32SI32);
        helper("castF32UI32", "F", 'I', false, Opcode.CastF32UI32);
        helper("castF32SI64", "F", 'J', false, Opcode.CastF32SI64);
        helper("castF32UI64", "F", 'J', false, Opcode.CastF32UI64);
        helper("u64ToF32", "J", 'F', false, Opcode.CastUI64F32);
        conversion("I", 'F', Opcode.CastSI32F32);
        conversion("J", 'F', Opcode.CastSI64F32);
        conversion("I", 'I', Opcode.BitcastI32F32, Opcode.BitcastF32I32);

        helper(
                "binaryF64",
                "DD",
                'D',
                true,
                Opcode.AddF64,
                Opcode.SubF64,
                Opcode.MulF64,
                Opcode.DivF64,
                Opcode.RemF64,
                Opcode.Atan2F64,
                Opcode.PowF64,
                Opcode.MinF64,
                Opcode.MaxF64);
        helper(
                "unaryF64",
                "D",
                'D',
                true,
                Opcode.AbsF64,
                Opcode.NegF64,
                Opcode.CeilF64,
                Opcode.FloorF64,
                Opcode.AtanF64,
                Opcode.CosF64,
                Opcode.SinF64,
                Opcode.ExpF64,
                Opcode.Exp2F64,
                Opcode.ExpM1F64,
                Opcode.LogF64,
                Opcode.Log10F64,
                Opcode.Log1pF64,
                Opcode.Log2F64,
                Opcode.RsqrtF64,
                Opcode.SqrtF64,
                Opcode.TanhF64,
                Opcode.ErfF64,
                Opcode.RoundF64,
                Opcode.RoundF64Even);
        helper(
                "compareF64",
                "DD",
                'I',
                true,
                Opcode.CmpEQF64O,
                Opcode.CmpEQF64U,
                Opcode.CmpNEF64O,
                Opcode.CmpNEF64U,
                Opcode.CmpLTF64O,
                Opcode.CmpLTF64U,
                Opcode.CmpLTEF64O,
                Opcode.CmpLTEF64U);
        helper("fma", "DDD", 'D', false, Opcode.FMAF64);
        helper("cmpNaN", "D", 'I', false, Opcode.CmpNaNF64);
        helper("castUI32F64", "I", 'D', false, Opcode.CastUI32F64);
        helper("castF64SI32", "D", 'I', false, Opcode.CastF64SI32);
        helper("castF64UI32", "D", 'I', false, Opcode.CastF64UI32);
        helper("u64ToF64", "J", 'D', false, Opcode.CastUI64F64);
        helper("castF64SI64", "D", 'J', false, Opcode.CastF64SI64);
        helper("castF64UI64", "D", 'J', false, Opcode.CastF64UI64);
        conversion("D", 'F', Opcode.TruncF64F32);
        conversion("F", 'D', Opcode.ExtF32F64);
        conversion("I", 'D', Opcode.CastSI32F64);
        conversion("J", 'D', Opcode.CastSI64F64);
        conversion("J", 'J', Opcode.BitcastI64F64, Opcode.BitcastF64I64);
    }

    private static boolean supported(int op) {
        Opcode o = Opcode.byId(op);
        return o != null && SUPPORTED.contains(o);
    }

    /** A handle {@code (int[])int} running function {@code ordinal}, or null if not eligible. */
    static MethodHandle compile(BytecodeModule m, int ordinal) {
        // Registers become locals loaded in the prologue: keep that cheap.
        if (m.descriptors[ordinal].refRegisterCount() != 0 || m.i32RegisterFileSize[ordinal] > 1024) {
            return null;
        }
        String cc = m.argumentCconv[ordinal] + m.resultCconv[ordinal];
        for (int i = 0; i < cc.length(); i++) {
            if ("iIfF".indexOf(cc.charAt(i)) < 0) {
                return null;
            }
        }
        int[] c = m.decoded[ordinal].code;
        for (int i = 0; i < c.length; i = next(c, i)) {
            if (!supported(c[i])) {
                return null;
            }
        }
        try {
            return generate(m, ordinal, c);
        } catch (RuntimeException | LinkageError | ReflectiveOperationException e) {
            return null; // e.g. a method too large for the class file format: interpret instead
        }
    }

    // A loop's back edge polls the call's stop, as the interpreter does (CallStop).
    private static void pollIfBackward(CodeBuilder b, int target, int at) {
        if (target <= at) {
            b.invokestatic(CALL_STOP, "poll", MethodTypeDesc.of(ConstantDescs.CD_void));
        }
    }

    /** True when the function has a backward branch, i.e. a loop worth compiling at once. */
    static boolean hasLoop(int[] c) {
        for (int i = 0; i < c.length; i = next(c, i)) {
            if (!supported(c[i])) {
                return false;
            }
            if (c[i] == BR && c[i + 1] <= i) {
                return true;
            }
            if (c[i] == COND_BR) {
                int q = i + 4 + 2 * c[i + 3];
                if (c[i + 2] <= i || c[q] <= i) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The index of the op after the one at {@code i}. */
    private static int next(int[] c, int i) {
        return i + 1 + DecodedFunction.operandLength(c, i);
    }

    private static MethodHandle generate(BytecodeModule m, int ordinal, int[] c) throws ReflectiveOperationException {
        int regs = m.i32RegisterFileSize[ordinal];
        int tmp = 1 + regs;
        String res = m.resultCconv[ordinal];
        String name = FunctionCompiler.class.getPackageName() + ".Jit" + COUNTER.incrementAndGet();
        byte[] bytes = ClassFile.of()
                .build(
                        ClassDesc.of(name),
                        clb -> clb.withFlags(ClassFile.ACC_FINAL)
                                .withMethodBody(
                                        "run",
                                        MethodTypeDesc.of(CD_int, CD_int.arrayType()),
                                        ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC,
                                        b -> {
                                            Map<Integer, Label> blocks = new HashMap<>();
                                            for (int i = 0; i < c.length; i = next(c, i)) {
                                                if (c[i] == BLOCK) {
                                                    blocks.put(i, b.newLabel());
                                                }
                                            }
                                            for (int k = 0; k < regs; k++) {
                                                b.aload(0)
                                                        .loadConstant(k)
                                                        .iaload()
                                                        .istore(1 + k);
                                            }
                                            for (int i = 0; i < c.length; i = next(c, i)) {
                                                emit(b, c, i, blocks, tmp, res);
                                            }
                                        }));
        MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(bytes, true);
        return lookup.findStatic(lookup.lookupClass(), "run", MethodType.methodType(int.class, int[].class));
    }

    private static void load64(CodeBuilder b, int reg) {
        b.iload(1 + reg)
                .i2l()
                .loadConstant(0xFFFFFFFFL)
                .land()
                .iload(2 + reg)
                .i2l()
                .loadConstant(32)
                .lshl()
                .lor();
    }

    private static void store64(CodeBuilder b, int reg, int tmp) {
        b.lstore(tmp)
                .lload(tmp)
                .l2i()
                .istore(1 + reg)
                .lload(tmp)
                .loadConstant(32)
                .lushr()
                .l2i()
                .istore(2 + reg);
    }

    /** Pushes register {@code reg} as a value of type {@code t} (see {@link Helper}). */
    private static void load(CodeBuilder b, char t, int reg) {
        switch (t) {
            case 'I' -> b.iload(1 + reg);
            case 'F' -> b.iload(1 + reg).invokestatic(FLOAT, "intBitsToFloat", MethodTypeDesc.ofDescriptor("(I)F"));
            case 'J' -> load64(b, reg);
            default -> {
                load64(b, reg);
                b.invokestatic(DOUBLE, "longBitsToDouble", MethodTypeDesc.ofDescriptor("(J)D"));
            }
        }
    }

    /** Pops a value of type {@code t} into register {@code reg}. */
    private static void store(CodeBuilder b, char t, int reg, int tmp) {
        switch (t) {
            case 'I' -> b.istore(1 + reg);
            case 'F' ->
                b.invokestatic(FLOAT, "floatToRawIntBits", MethodTypeDesc.ofDescriptor("(F)I"))
                        .istore(1 + reg);
            case 'J' -> store64(b, reg, tmp);
            default -> {
                b.invokestatic(DOUBLE, "doubleToRawLongBits", MethodTypeDesc.ofDescriptor("(D)J"));
                store64(b, reg, tmp);
            }
        }
    }

    private static TypeKind kind(char t) {
        return switch (t) {
            case 'I' -> TypeKind.INT;
            case 'J' -> TypeKind.LONG;
            case 'F' -> TypeKind.FLOAT;
            default -> TypeKind.DOUBLE;
        };
    }

    private static void remap(CodeBuilder b, int[] c, int p, int n) {
        for (int k = 0; k < n; k++) {
            b.iload(1 + c[p + 2 * k]).istore(1 + c[p + 2 * k + 1]);
        }
    }

    private static void emit(CodeBuilder b, int[] c, int i, Map<Integer, Label> blocks, int tmp, String res) {
        int op = c[i];
        int p = i + 1;
        Helper h = HELPERS.get(Opcode.byId(op));
        if (h != null) {
            StringBuilder desc = new StringBuilder("(");
            if (h.withOp()) {
                b.loadConstant(op);
                desc.append('I');
            }
            for (int k = 0; k < h.in().length(); k++) {
                load(b, h.in().charAt(k), c[p + k]);
                desc.append(h.in().charAt(k));
            }
            if (h.method() != null) {
                b.invokestatic(
                        MATH,
                        h.method(),
                        MethodTypeDesc.ofDescriptor(
                                desc.append(')').append(h.out()).toString()));
            } else if (h.in().charAt(0) != h.out()) {
                b.conversion(kind(h.in().charAt(0)), kind(h.out()));
            }
            store(b, h.out(), c[p + h.in().length()], tmp);
            return;
        }
        switch (op) {
            case BLOCK -> b.labelBinding(blocks.get(i));
            case CONST_I32_ZERO -> b.iconst_0().istore(1 + c[p]);
            case CONST_I32 -> b.loadConstant(c[p]).istore(1 + c[p + 1]);
            case CONST_I64_ZERO -> b.iconst_0().istore(1 + c[p]).iconst_0().istore(2 + c[p]);
            case CONST_I64 ->
                b.loadConstant(c[p]).istore(1 + c[p + 2]).loadConstant(c[p + 1]).istore(2 + c[p + 2]);
            case SELECT_I32 -> {
                Label f = b.newLabel();
                Label end = b.newLabel();
                b.iload(1 + c[p])
                        .ifeq(f)
                        .iload(1 + c[p + 1])
                        .goto_(end)
                        .labelBinding(f)
                        .iload(1 + c[p + 2])
                        .labelBinding(end)
                        .istore(1 + c[p + 3]);
            }
            case SELECT_I64 -> {
                Label f = b.newLabel();
                Label end = b.newLabel();
                b.iload(1 + c[p]).ifeq(f);
                load64(b, c[p + 1]);
                b.goto_(end).labelBinding(f);
                load64(b, c[p + 2]);
                b.labelBinding(end);
                store64(b, c[p + 3], tmp);
            }
            case ADD_I32, SUB_I32, MUL_I32, AND_I32, OR_I32, XOR_I32, SHL_I32, SHR_I32_S, SHR_I32_U -> {
                b.iload(1 + c[p]).iload(1 + c[p + 1]);
                switch (op) {
                    case ADD_I32 -> b.iadd();
                    case SUB_I32 -> b.isub();
                    case MUL_I32 -> b.imul();
                    case AND_I32 -> b.iand();
                    case OR_I32 -> b.ior();
                    case XOR_I32 -> b.ixor();
                    case SHL_I32 -> b.ishl();
                    case SHR_I32_S -> b.ishr();
                    default -> b.iushr();
                }
                b.istore(1 + c[p + 2]);
            }
            case ADD_I64, SUB_I64, MUL_I64, AND_I64, OR_I64, XOR_I64 -> {
                load64(b, c[p]);
                load64(b, c[p + 1]);
                switch (op) {
                    case ADD_I64 -> b.ladd();
                    case SUB_I64 -> b.lsub();
                    case MUL_I64 -> b.lmul();
                    case AND_I64 -> b.land();
                    case OR_I64 -> b.lor();
                    default -> b.lxor();
                }
                store64(b, c[p + 2], tmp);
            }
            case SHL_I64, SHR_I64_S, SHR_I64_U -> {
                load64(b, c[p]);
                b.iload(1 + c[p + 1]);
                switch (op) {
                    case SHL_I64 -> b.lshl();
                    case SHR_I64_S -> b.lshr();
                    default -> b.lushr();
                }
                store64(b, c[p + 2], tmp);
            }
            case TRUNC_I64_I32 -> b.iload(1 + c[p]).istore(1 + c[p + 1]);
            case BR -> {
                remap(b, c, p + 2, c[p + 1]);
                pollIfBackward(b, c[p], p);
                b.goto_(blocks.get(c[p]));
            }
            case COND_BR -> {
                int n = c[p + 2];
                int q = p + 3 + 2 * n;
                Label otherwise = b.newLabel();
                b.iload(1 + c[p]).ifeq(otherwise);
                remap(b, c, p + 3, n);
                pollIfBackward(b, c[p + 1], p);
                b.goto_(blocks.get(c[p + 1])).labelBinding(otherwise);
                remap(b, c, q + 2, c[q + 1]);
                pollIfBackward(b, c[q], p);
                b.goto_(blocks.get(c[q]));
            }
            case RETURN -> {
                int n = c[p];
                for (int k = 0; k < n; k++) {
                    int reg = c[p + 1 + k];
                    b.aload(0).loadConstant(reg).iload(1 + reg).iastore();
                    char t = k < res.length() ? res.charAt(k) : 'i';
                    if (t == 'I' || t == 'F') {
                        b.aload(0).loadConstant(reg + 1).iload(2 + reg).iastore();
                    }
                }
                b.loadConstant(p).ireturn();
            }
            default -> throw new IllegalStateException("unsupported op " + op);
        }
    }
}
