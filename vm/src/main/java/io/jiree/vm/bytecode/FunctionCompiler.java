package io.jiree.vm.bytecode;

import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Translates simple functions — integer and float arithmetic, comparisons, conversions, selects,
 * branches and returns over i32/i64/f32/f64 registers, nothing that can fail, call, or touch
 * refs, globals or memory — into JVM bytecode, so that
 * the JVM's JIT compiles VM loops to machine code. Registers become local variables; the
 * generated method {@code int run(int[] registers)} loads its arguments from the register file,
 * runs, writes the returned registers back and returns the index of its return register list.
 * Everything else is left to the {@link Interpreter}. Disable with {@code -Djiree.vm.jit=false}.
 */
final class FunctionCompiler {
    /** Whether eligible functions are compiled; tests switch it to cover the interpreter too. */
    static volatile boolean enabled = !"false".equals(System.getProperty("jiree.vm.jit"));
    /** Compile on the first call even without a loop (tests use it to cover the compiler). */
    static volatile boolean eager;
    /** Calls after which a loop-free function is compiled; loops are compiled at once. */
    static final int CALL_THRESHOLD = 1000;

    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final ClassDesc OPS = ClassDesc.of(JitOps.class.getName());
    private static final MethodTypeDesc II_I = MethodTypeDesc.of(CD_int, CD_int, CD_int);
    private static final MethodTypeDesc I_I = MethodTypeDesc.of(CD_int, CD_int);
    private static final MethodTypeDesc III_I = MethodTypeDesc.of(CD_int, CD_int, CD_int, CD_int);
    private static final MethodTypeDesc JJ_I = MethodTypeDesc.of(CD_int, CD_long, CD_long);
    private static final MethodTypeDesc J_I = MethodTypeDesc.of(CD_int, CD_long);
    private static final MethodTypeDesc JJ_J = MethodTypeDesc.of(CD_long, CD_long, CD_long);
    private static final MethodTypeDesc J_J = MethodTypeDesc.of(CD_long, CD_long);
    private static final MethodTypeDesc JJJ_J = MethodTypeDesc.of(CD_long, CD_long, CD_long, CD_long);
    private static final MethodTypeDesc I_J = MethodTypeDesc.of(CD_long, CD_int);

    private FunctionCompiler() {
    }

    /** Operand ints of each supported opcode, or absent when the op is not compiled. */
    private static final Map<Integer, Integer> SUPPORTED = new HashMap<>();

    /**
     * Float ops compiled as a call to a {@link JitOps} helper: operand banks in order ({@code i}
     * one register, {@code I} a pair), the result bank, and whether the extension opcode is
     * passed first.
     */
    private record Helper(String name, String in, char out, boolean withOp) {
    }

    private static final Map<Integer, Helper> HELPERS = new HashMap<>();

    private static void helper(String name, String in, char out, boolean withOp, int... ops) {
        for (int op : ops) {
            HELPERS.put(op, new Helper(name, in, out, withOp));
            SUPPORTED.put(op, in.length() + 1);
        }
    }

    static {
        int f = DecodedFunction.F32;
        int d = DecodedFunction.F64;
        helper("f32bin", "ii", 'i', true, f | 0x0A, f | 0x0B, f | 0x0C, f | 0x0D, f | 0x0E, f | 0x1B, f | 0x25,
                f | 0x37, f | 0x38);
        helper("f32un", "i", 'i', true, f | 0x10, f | 0x11, f | 0x12, f | 0x13, f | 0x1A, f | 0x1C, f | 0x1D,
                f | 0x1E, f | 0x1F, f | 0x20, f | 0x21, f | 0x22, f | 0x23, f | 0x24, f | 0x26, f | 0x27, f | 0x28,
                f | 0x29, f | 0x36, f | 0x39);
        helper("f32cmp", "ii", 'i', true, f | 0x2A, f | 0x2B, f | 0x2C, f | 0x2D, f | 0x2E, f | 0x2F, f | 0x30,
                f | 0x31);
        helper("f32fma", "iii", 'i', false, f | 0x0F);
        helper("nan32", "i", 'i', false, f | 0x32);
        helper("si32ToF32", "i", 'i', false, f | 0x14);
        helper("ui32ToF32", "i", 'i', false, f | 0x15);
        helper("f32ToSi32", "i", 'i', false, f | 0x16);
        helper("f32ToUi32", "i", 'i', false, f | 0x17);
        helper("same32", "i", 'i', false, f | 0x18, f | 0x19);
        helper("f32ToSi64", "i", 'I', false, f | 0x3A);
        helper("f32ToUi64", "i", 'I', false, f | 0x3B);
        helper("si64ToF32", "I", 'i', false, f | 0x3C);
        helper("ui64ToF32", "I", 'i', false, f | 0x3D);
        helper("f64bin", "II", 'I', true, d | 0x0A, d | 0x0B, d | 0x0C, d | 0x0D, d | 0x0E, d | 0x21, d | 0x2B,
                d | 0x3D, d | 0x3E);
        helper("f64un", "I", 'I', true, d | 0x10, d | 0x11, d | 0x12, d | 0x13, d | 0x20, d | 0x22, d | 0x23,
                d | 0x24, d | 0x25, d | 0x26, d | 0x27, d | 0x28, d | 0x29, d | 0x2A, d | 0x2C, d | 0x2D, d | 0x2E,
                d | 0x2F, d | 0x3C, d | 0x3F);
        helper("f64cmp", "II", 'i', true, d | 0x30, d | 0x31, d | 0x32, d | 0x33, d | 0x34, d | 0x35, d | 0x36,
                d | 0x37);
        helper("f64fma", "III", 'I', false, d | 0x0F);
        helper("nan64", "I", 'i', false, d | 0x38);
        helper("f64ToF32", "I", 'i', false, d | 0x14);
        helper("f32ToF64", "i", 'I', false, d | 0x15);
        helper("si32ToF64", "i", 'I', false, d | 0x16);
        helper("ui32ToF64", "i", 'I', false, d | 0x17);
        helper("f64ToSi32", "I", 'i', false, d | 0x18);
        helper("f64ToUi32", "I", 'i', false, d | 0x19);
        helper("si64ToF64", "I", 'I', false, d | 0x1A);
        helper("ui64ToF64", "I", 'I', false, d | 0x1B);
        helper("f64ToSi64", "I", 'I', false, d | 0x1C);
        helper("f64ToUi64", "I", 'I', false, d | 0x1D);
        helper("same64", "I", 'I', false, d | 0x1E, d | 0x1F);
        // Constants and selects reuse the integer forms.
        SUPPORTED.put(f | 0x04, 1);
        SUPPORTED.put(f | 0x05, 2);
        SUPPORTED.put(f | 0x08, 4);
        SUPPORTED.put(d | 0x04, 1);
        SUPPORTED.put(d | 0x05, 3);
        SUPPORTED.put(d | 0x08, 4);
    }

    static {
        int[][] fixed = {
            {0x79, 0}, {0x0C, 1}, {0x0D, 2}, {0x0E, 1}, {0x0F, 3}, {0x1C, 4}, {0x1D, 4},
            {0x22, 3}, {0x23, 3}, {0x24, 3}, {0x29, 4}, {0x2A, 3}, {0x2B, 3}, {0x2C, 3}, {0x31, 4},
            {0x32, 2}, {0x33, 3}, {0x34, 3}, {0x35, 3}, {0x36, 2}, {0x37, 3}, {0x38, 3}, {0x39, 3},
            {0x3A, 3}, {0x3B, 3}, {0x3C, 3}, {0x3D, 3}, {0x3E, 3}, {0x3F, 3},
            {0x40, 2}, {0x41, 2}, {0x42, 2}, {0x43, 2}, {0x44, 2}, {0x45, 2}, {0x46, 2}, {0x47, 2}, {0x48, 2},
            {0x49, 3}, {0x4A, 3}, {0x4B, 3}, {0x4C, 3}, {0x4D, 2}, {0x4E, 3}, {0x4F, 3}, {0x50, 3}, {0x51, 3},
            {0x52, 2}, {0x75, 2}, {0x76, 2}, {0x77, 2}, {0x78, 2},
            {0x7A, 3}, {0x7B, 3}, {0x7C, 3}, {0x7D, 3}, {0x7E, 3}, {0x7F, 3}, {0x80, 3}, {0x81, 3},
            {0x56, -1}, {0x57, -1}, {0x5A, -1},
        };
        for (int[] f : fixed) {
            SUPPORTED.put(f[0], f[1]);
        }
    }

    /** A handle {@code (int[])int} running function {@code ordinal}, or null if not eligible. */
    static MethodHandle compile(BytecodeModule m, int ordinal) {
        // Registers become locals loaded in the prologue: keep that cheap.
        if (!enabled || m.descriptors[ordinal].refRegisterCount() != 0 || m.i32RegisterFileSize[ordinal] > 1024) {
            return null;
        }
        String cc = m.argumentCconv[ordinal] + m.resultCconv[ordinal];
        for (int i = 0; i < cc.length(); i++) {
            if ("iIfF".indexOf(cc.charAt(i)) < 0) {
                return null;
            }
        }
        int[] c = m.decoded[ordinal].code;
        for (int i = 0; i < c.length; ) {
            Integer n = SUPPORTED.get(c[i]);
            if (n == null) {
                return null;
            }
            i += 1 + operandCount(c, i, n);
        }
        try {
            return generate(m, ordinal, c);
        } catch (RuntimeException | LinkageError | ReflectiveOperationException e) {
            return null; // e.g. a method too large for the class file format: interpret instead
        }
    }

    /** True when the function has a backward branch, i.e. a loop worth compiling at once. */
    static boolean hasLoop(int[] c) {
        for (int i = 0; i < c.length; ) {
            Integer n = SUPPORTED.get(c[i]);
            if (n == null) {
                return false;
            }
            if (c[i] == 0x56 && c[i + 1] <= i) {
                return true;
            }
            if (c[i] == 0x57) {
                int q = i + 4 + 2 * c[i + 3];
                if (c[i + 2] <= i || c[q] <= i) {
                    return true;
                }
            }
            i += 1 + operandCount(c, i, n);
        }
        return false;
    }

    private static int operandCount(int[] c, int i, int fixed) {
        return switch (c[i]) {
            case 0x56 -> 2 + 2 * c[i + 2];
            case 0x57 -> {
                int n = c[i + 3];
                yield 3 + 2 * n + 2 + 2 * c[i + 4 + 2 * n + 1];
            }
            case 0x5A -> 1 + c[i + 1];
            default -> fixed;
        };
    }

    private static MethodHandle generate(BytecodeModule m, int ordinal, int[] c) throws ReflectiveOperationException {
        int regs = m.i32RegisterFileSize[ordinal];
        int tmp = 1 + regs;
        String res = m.resultCconv[ordinal];
        String name = FunctionCompiler.class.getPackageName() + ".Jit" + COUNTER.incrementAndGet();
        byte[] bytes = ClassFile.of().build(ClassDesc.of(name), clb -> clb.withFlags(ClassFile.ACC_FINAL)
                .withMethodBody("run", MethodTypeDesc.of(CD_int, CD_int.arrayType()),
                        ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, b -> {
                            Map<Integer, Label> blocks = new HashMap<>();
                            for (int i = 0; i < c.length; ) {
                                if (c[i] == 0x79) {
                                    blocks.put(i, b.newLabel());
                                }
                                i += 1 + operandCount(c, i, SUPPORTED.get(c[i]));
                            }
                            for (int k = 0; k < regs; k++) {
                                b.aload(0).loadConstant(k).iaload().istore(1 + k);
                            }
                            for (int i = 0; i < c.length; ) {
                                emit(b, c, i, blocks, tmp, res);
                                i += 1 + operandCount(c, i, SUPPORTED.get(c[i]));
                            }
                        }));
        MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(bytes, true);
        return lookup.findStatic(lookup.lookupClass(), "run", MethodType.methodType(int.class, int[].class));
    }

    // A copy of a select instruction under the integer opcode with the same operand layout.
    private static int[] rewrite(int[] c, int i, int op) {
        int[] out = {op, c[i + 1], c[i + 2], c[i + 3], c[i + 4]};
        return out;
    }

    private static void load64(CodeBuilder b, int reg) {
        b.iload(1 + reg).i2l().loadConstant(0xFFFFFFFFL).land()
                .iload(2 + reg).i2l().loadConstant(32).lshl().lor();
    }

    private static void store64(CodeBuilder b, int reg, int tmp) {
        b.lstore(tmp).lload(tmp).l2i().istore(1 + reg)
                .lload(tmp).loadConstant(32).lushr().l2i().istore(2 + reg);
    }

    private static void ops(CodeBuilder b, String method, MethodTypeDesc type) {
        b.invokestatic(OPS, method, type);
    }

    private static void remap(CodeBuilder b, int[] c, int p, int n) {
        for (int k = 0; k < n; k++) {
            b.iload(1 + c[p + 2 * k]).istore(1 + c[p + 2 * k + 1]);
        }
    }

    private static void emit(CodeBuilder b, int[] c, int i, Map<Integer, Label> blocks, int tmp, String res) {
        int op = c[i];
        int p = i + 1;
        Helper h = HELPERS.get(op);
        if (h != null) {
            StringBuilder desc = new StringBuilder("(");
            if (h.withOp()) {
                b.loadConstant(op & 0xFF);
                desc.append('I');
            }
            for (int k = 0; k < h.in().length(); k++) {
                if (h.in().charAt(k) == 'i') {
                    b.iload(1 + c[p + k]);
                    desc.append('I');
                } else {
                    load64(b, c[p + k]);
                    desc.append('J');
                }
            }
            desc.append(')').append(h.out() == 'i' ? 'I' : 'J');
            b.invokestatic(OPS, h.name(), MethodTypeDesc.ofDescriptor(desc.toString()));
            int dst = c[p + h.in().length()];
            if (h.out() == 'i') {
                b.istore(1 + dst);
            } else {
                store64(b, dst, tmp);
            }
            return;
        }
        switch (op) {
            case DecodedFunction.F32 | 0x04 -> b.iconst_0().istore(1 + c[p]);
            case DecodedFunction.F32 | 0x05 -> b.loadConstant(c[p]).istore(1 + c[p + 1]);
            case DecodedFunction.F64 | 0x04 -> b.iconst_0().istore(1 + c[p]).iconst_0().istore(2 + c[p]);
            case DecodedFunction.F64 | 0x05 -> b.loadConstant(c[p]).istore(1 + c[p + 2]).loadConstant(c[p + 1])
                    .istore(2 + c[p + 2]);
            case DecodedFunction.F32 | 0x08 -> emit(b, rewrite(c, i, 0x1C), 0, blocks, tmp, res);
            case DecodedFunction.F64 | 0x08 -> emit(b, rewrite(c, i, 0x1D), 0, blocks, tmp, res);
            case 0x79 -> b.labelBinding(blocks.get(i));
            case 0x0C -> b.iconst_0().istore(1 + c[p]);
            case 0x0D -> b.loadConstant(c[p]).istore(1 + c[p + 1]);
            case 0x0E -> b.iconst_0().istore(1 + c[p]).iconst_0().istore(2 + c[p]);
            case 0x0F -> b.loadConstant(c[p]).istore(1 + c[p + 2]).loadConstant(c[p + 1]).istore(2 + c[p + 2]);
            case 0x1C -> {
                Label f = b.newLabel();
                Label end = b.newLabel();
                b.iload(1 + c[p]).ifeq(f).iload(1 + c[p + 1]).goto_(end).labelBinding(f).iload(1 + c[p + 2])
                        .labelBinding(end).istore(1 + c[p + 3]);
            }
            case 0x1D -> {
                Label f = b.newLabel();
                Label end = b.newLabel();
                b.iload(1 + c[p]).ifeq(f);
                load64(b, c[p + 1]);
                b.goto_(end).labelBinding(f);
                load64(b, c[p + 2]);
                b.labelBinding(end);
                store64(b, c[p + 3], tmp);
            }
            case 0x22, 0x23, 0x24, 0x33, 0x34, 0x35, 0x3A, 0x3B, 0x3C -> {
                b.iload(1 + c[p]).iload(1 + c[p + 1]);
                switch (op) {
                    case 0x22 -> b.iadd();
                    case 0x23 -> b.isub();
                    case 0x24 -> b.imul();
                    case 0x33 -> b.iand();
                    case 0x34 -> b.ior();
                    case 0x35 -> b.ixor();
                    case 0x3A -> b.ishl();
                    case 0x3B -> b.ishr();
                    default -> b.iushr();
                }
                b.istore(1 + c[p + 2]);
            }
            case 0x49, 0x4A, 0x4B, 0x4C, 0x7A, 0x7B, 0x7C, 0x7D -> {
                b.iload(1 + c[p]).iload(1 + c[p + 1]);
                ops(b, switch (op) {
                    case 0x49 -> "eq";
                    case 0x4A -> "ne";
                    case 0x4B -> "lts";
                    case 0x4C -> "ltu";
                    case 0x7A -> "mins";
                    case 0x7B -> "minu";
                    case 0x7C -> "maxs";
                    default -> "maxu";
                }, II_I);
                b.istore(1 + c[p + 2]);
            }
            case 0x29 -> {
                b.iload(1 + c[p]).iload(1 + c[p + 1]).iload(1 + c[p + 2]);
                ops(b, "fma", III_I);
                b.istore(1 + c[p + 3]);
            }
            case 0x32, 0x40, 0x41, 0x43, 0x44, 0x45, 0x46, 0x4D, 0x75, 0x77 -> {
                b.iload(1 + c[p]);
                ops(b, switch (op) {
                    case 0x32 -> "not";
                    case 0x40, 0x44 -> "trunc8";
                    case 0x41, 0x46 -> "trunc16";
                    case 0x43 -> "ext8s";
                    case 0x45 -> "ext16s";
                    case 0x4D -> "nz";
                    case 0x75 -> "ctlz";
                    default -> "abs";
                }, I_I);
                b.istore(1 + c[p + 1]);
            }
            case 0x2A, 0x2B, 0x2C, 0x37, 0x38, 0x39, 0x7E, 0x7F, 0x80, 0x81 -> {
                load64(b, c[p]);
                load64(b, c[p + 1]);
                switch (op) {
                    case 0x2A -> b.ladd();
                    case 0x2B -> b.lsub();
                    case 0x2C -> b.lmul();
                    case 0x37 -> b.land();
                    case 0x38 -> b.lor();
                    case 0x39 -> b.lxor();
                    case 0x7E -> ops(b, "mins64", JJ_J);
                    case 0x7F -> ops(b, "minu64", JJ_J);
                    case 0x80 -> ops(b, "maxs64", JJ_J);
                    default -> ops(b, "maxu64", JJ_J);
                }
                store64(b, c[p + 2], tmp);
            }
            case 0x31 -> {
                load64(b, c[p]);
                load64(b, c[p + 1]);
                load64(b, c[p + 2]);
                ops(b, "fma64", JJJ_J);
                store64(b, c[p + 3], tmp);
            }
            case 0x36, 0x76, 0x78 -> {
                load64(b, c[p]);
                ops(b, op == 0x36 ? "not64" : op == 0x76 ? "ctlz64" : "abs64", J_J);
                store64(b, c[p + 1], tmp);
            }
            case 0x3D, 0x3E, 0x3F -> {
                load64(b, c[p]);
                b.iload(1 + c[p + 1]);
                switch (op) {
                    case 0x3D -> b.lshl();
                    case 0x3E -> b.lshr();
                    default -> b.lushr();
                }
                store64(b, c[p + 2], tmp);
            }
            case 0x42 -> b.iload(1 + c[p]).istore(1 + c[p + 1]);
            case 0x47, 0x48 -> {
                b.iload(1 + c[p]);
                ops(b, op == 0x47 ? "ext32s" : "ext32u", I_J);
                store64(b, c[p + 1], tmp);
            }
            case 0x4E, 0x4F, 0x50, 0x51 -> {
                load64(b, c[p]);
                load64(b, c[p + 1]);
                ops(b, op == 0x4E ? "eq64" : op == 0x4F ? "ne64" : op == 0x50 ? "lts64" : "ltu64", JJ_I);
                b.istore(1 + c[p + 2]);
            }
            case 0x52 -> {
                load64(b, c[p]);
                ops(b, "nz64", J_I);
                b.istore(1 + c[p + 1]);
            }
            case 0x56 -> {
                remap(b, c, p + 2, c[p + 1]);
                b.goto_(blocks.get(c[p]));
            }
            case 0x57 -> {
                int n = c[p + 2];
                int q = p + 3 + 2 * n;
                Label otherwise = b.newLabel();
                b.iload(1 + c[p]).ifeq(otherwise);
                remap(b, c, p + 3, n);
                b.goto_(blocks.get(c[p + 1])).labelBinding(otherwise);
                remap(b, c, q + 2, c[q + 1]);
                b.goto_(blocks.get(c[q]));
            }
            case 0x5A -> {
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
