package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Modules assembled by hand: ops the compiler cannot emit (or that IREE's runtime cannot run), and
 * malformed bytecode the verifier must reject. Expected results follow from the op definitions.
 */
class HandAssembledTest {
    /** Opcodes this class executes that no conformance module contains. */
    static final Set<Opcode> COVERED = EnumSet.of(
            Opcode.CondBreak,
            Opcode.Yield,
            Opcode.CallYieldable,
            Opcode.GlobalLoadIndirectI32,
            Opcode.GlobalStoreIndirectI32,
            Opcode.GlobalLoadIndirectI64,
            Opcode.GlobalStoreIndirectI64,
            Opcode.GlobalLoadIndirectF32,
            Opcode.GlobalStoreIndirectF32,
            Opcode.GlobalLoadIndirectF64,
            Opcode.GlobalStoreIndirectF64,
            Opcode.GlobalLoadIndirectRef,
            Opcode.GlobalStoreIndirectRef,
            Opcode.ConstRefZero,
            Opcode.CmpEQRef,
            Opcode.CallVariadicYieldable);

    private static Object call(byte[] module, String fn, Object... args) {
        BytecodeModule m = BytecodeModule.load(module);
        Context ctx = Context.create(m);
        return ctx.invoke(ctx.lookupFunction(m.name() + "." + fn), args).getFirst();
    }

    private static JireeException loadFails(ModuleBuilder b) {
        return assertThrows(JireeException.class, () -> BytecodeModule.load(b.build()));
    }

    @Test
    void condBreakContinuesToItsTargetBlock() {
        // ^bb0: vm.cond_break %0, ^bb1(%0 -> %1)   ^bb1: vm.return %1
        byte[] m = new ModuleBuilder("hand")
                .function(
                        "f", "0i_i", 2, 2, 0, 0, 0x79, 0x60, 0, 0, 14, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0x79, 0x5A, 1, 0, 1,
                        0)
                .build();
        assertEquals(42, call(m, "f", 42));
        assertEquals(0, call(m, "f", 0));
    }

    @Test
    void yieldAndYieldableCallResumeSynchronously() {
        // IREE's own runtime does not return from this function (iree-run-module hangs on it);
        // by the op definitions yields(a) = twice(a + 1).
        BytecodeModule m = TestModules.load("misc");
        Context ctx = Context.create(m);
        assertEquals(List.of(12), ctx.invoke(ctx.lookupFunction("misc.yields"), 5));
        assertTrue(m.opcodesUsed().containsAll(Set.of(Opcode.Yield, Opcode.CallYieldable)));
    }

    private static Context globalsContext() {
        ModuleBuilder b = new ModuleBuilder("g")
                .globals(16, 2)
                .type("!vm.buffer")
                // i32: store.indirect v at off; load.indirect from off
                .function("i32", "0ii_i", 1, 3, 0, 0, 0x79, 0x03, 0, 0, 1, 0, 0x02, 0, 0, 2, 0, 0x5A, 1, 0, 2, 0)
                .function("i64", "0iI_I", 1, 6, 0, 0, 0x79, 0x07, 0, 0, 2, 0, 0x06, 0, 0, 4, 0, 0x5A, 1, 0, 4, 0)
                .function(
                        "f32", "0if_f", 1, 3, 0, 1, 0x79, 0xE0, 0x03, 0, 0, 1, 0, 0xE0, 0x02, 0, 0, 2, 0, 0x5A, 1, 0, 2,
                        0)
                .function(
                        "f64", "0iF_F", 1, 6, 0, 2, 0x79, 0xE1, 0x03, 0, 0, 2, 0, 0xE1, 0x02, 0, 0, 4, 0, 0x5A, 1, 0, 4,
                        0)
                .function(
                        "ref", "0ir_r", 1, 1, 2, 0, 0x79, 0x0B, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x0A, 0, 0, 0, 0, 0, 0, 1,
                        0x80, 0x5A, 1, 0, 1, 0x80)
                // vm.const.ref.zero %r1 ; %i0 = vm.cmp.eq.ref %r0, %r1
                .function(
                        "isnull", "0r_i", 1, 1, 2, 0, 0x79, 0x10, 1, 0x80, 0x53, 0, 0x80, 1, 0x80, 0, 0, 0x5A, 1, 0, 0,
                        0);
        return Context.create(BytecodeModule.load(b.build()));
    }

    @Test
    void indirectGlobalsOfEveryType() {
        Context ctx = globalsContext();
        assertEquals(List.of(-5), ctx.invoke(ctx.lookupFunction("g.i32"), 12, -5));
        assertEquals(List.of(-5_000_000_000L), ctx.invoke(ctx.lookupFunction("g.i64"), 8, -5_000_000_000L));
        assertEquals(List.of(2.5f), ctx.invoke(ctx.lookupFunction("g.f32"), 4, 2.5f));
        assertEquals(List.of(-0.125), ctx.invoke(ctx.lookupFunction("g.f64"), 0, -0.125));
        io.jiree.vm.VmBuffer buf = io.jiree.vm.VmBuffer.allocate(3);
        assertEquals(buf, ctx.invoke(ctx.lookupFunction("g.ref"), 1, buf).getFirst());
        JireeException e = assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("g.i64"), 12, 1L));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        assertTrue(e.detail().contains("global byte_offset out of range: 12 (rwdata=16)"), e::getMessage);
        e = assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("g.ref"), 2, buf));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        assertTrue(e.detail().contains("global ref ordinal out of range: 2 (table=2)"), e::getMessage);
        e = assertThrows(
                JireeException.class,
                () -> ctx.invoke(
                        ctx.lookupFunction("g.ref"), 0, new io.jiree.vm.VmList(io.jiree.vm.TypeDef.VARIANT, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains("source ref type mismatch"), e::getMessage);
    }

    @Test
    void nullRefConstantAndRefEquality() {
        Context ctx = globalsContext();
        assertEquals(List.of(1), ctx.invoke(ctx.lookupFunction("g.isnull"), (Object) null));
        assertEquals(List.of(0), ctx.invoke(ctx.lookupFunction("g.isnull"), io.jiree.vm.VmBuffer.allocate(1)));
    }

    @Test
    void variadicYieldableImportCall() {
        io.jiree.vm.NativeModule<Void> nat = io.jiree.vm.NativeModule.builder("native", 1)
                .function("sum", "0CiD_i", (s, args, results) -> {
                    int n = args.nextI32();
                    int sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += args.nextI32();
                    }
                    results.addI32(sum);
                })
                .build();
        byte[] m = new ModuleBuilder("v")
                .importFunction("native.sum", "0CiD_i", false)
                .function(
                        "f", "0iii_i", 2, 4, 0, 0, 0x79, 0x88, 0, 0, 0, 0x80, 1, 0, 3, 0, 3, 0, 0, 0, 1, 0, 2, 0, 26, 0,
                        0, 0, 1, 0, 3, 0, 0x79, 0x5A, 1, 0, 3, 0)
                .build();
        Context ctx = Context.create(nat, BytecodeModule.load(m));
        assertEquals(List.of(6 + 7 + 8), ctx.invoke(ctx.lookupFunction("v.f"), 6, 7, 8));
    }

    @Test
    void unboundedRecursionIsResourceExhausted() {
        // ^bb0: vm.call @f() ; vm.return
        byte[] m = new ModuleBuilder("hand")
                .function("f", "0v_v", 1, 1, 0, 0, 0x79, 0x58, 0, 0, 0, 0, 0, 0, 0, 0, 0x5A, 0, 0, 0)
                .build();
        JireeException e = assertThrows(JireeException.class, () -> call(m, "f"));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
        assertTrue(e.annotations().getFirst().startsWith("at hand.f+"), e::getMessage);
    }

    @Test
    void rejectsWrongIdentifier() {
        JireeException e = loadFails(
                new ModuleBuilder("m").identifier("NOPE").function("f", "0v_v", 1, 1, 0, 0, 0x79, 0x5A, 0, 0));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains("expected identifier 'IREE'"), e::getMessage);
    }

    @Test
    void rejectsOtherBytecodeVersions() {
        for (int[] v : new int[][] {{16, 0}, {18, 0}, {17, 1}}) {
            JireeException e = loadFails(new ModuleBuilder("m")
                    .bytecodeVersion(v[0], v[1])
                    .function("f", "0v_v", 1, 1, 0, 0, 0x79, 0x5A, 0, 0));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            assertTrue(e.detail().contains("runtime supports 17.0, module has " + v[0] + "." + v[1]), e::getMessage);
        }
        // Older minor versions of the same major load.
        assertEquals(
                1,
                BytecodeModule.load(new ModuleBuilder("m")
                                .bytecodeVersion(17, 0)
                                .function("f", "0v_v", 1, 1, 0, 0, 0x79, 0x5A, 0, 0)
                                .build())
                        .functionCount());
    }

    @Test
    void verifierRejectsMalformedBytecode() {
        record Bad(String why, String expect, int i32Regs, int requirements, int[] code) {}
        List<Bad> bad = List.of(
                new Bad("op outside a block", "is not in a block", 1, 0, new int[] {0x5A, 0, 0, 0}),
                new Bad("no terminator", "missing terminator", 1, 0, new int[] {0x79, 0x0C, 0, 0}),
                new Bad("register out of range", "i32 register ordinal 5 out of range", 1, 0, new int[] {
                    0x79, 0x0C, 5, 0, 0x5A, 0, 0, 0
                }),
                new Bad("odd i64 register", "not 8-byte aligned", 4, 0, new int[] {0x79, 0x0E, 1, 0, 0x5A, 0, 0, 0}),
                new Bad("ref register where i32 expected", "ref register", 1, 0, new int[] {
                    0x79, 0x0C, 0, 0x80, 0x5A, 0, 0, 0
                }),
                new Bad("unknown opcode", "unhandled core opcode FF", 1, 0, new int[] {0x79, 0xFF, 0, 0}),
                new Bad("f32 op without EXT_F32", "EXT_F32", 1, 0, new int[] {0x79, 0xE0, 0x04, 0, 0, 0x5A, 0, 0, 0}),
                new Bad("branch into the middle of a block", "not the start of a block", 1, 0, new int[] {
                    0x79, 0x56, 2, 0, 0, 0, 0, 0, 0x79, 0x5A, 0, 0
                }),
                new Bad("branch outside the function", "outside the function", 1, 0, new int[] {
                    0x79, 0x56, 0, 1, 0, 0, 0, 0, 0x79, 0x5A, 0, 0
                }),
                new Bad("call to a missing function", "function ordinal 7 out of range", 1, 0, new int[] {
                    0x79, 0x58, 7, 0, 0, 0, 0, 0, 0, 0, 0x5A, 0, 0, 0
                }),
                new Bad("call to a missing import", "import ordinal 0 out of range", 1, 0, new int[] {
                    0x79, 0x58, 0, 0, 0, 0x80, 0, 0, 0, 0, 0x5A, 0, 0, 0
                }),
                new Bad("truncated operands", "bytecode data overrun", 1, 0, new int[] {0x79, 0x22, 0, 0, 0}),
                new Bad("rodata ordinal out of range", "rodata ref ordinal out of range", 1, 0, new int[] {
                    0x79, 0x11, 0, 0, 0, 0, 0, 0x80, 0x5A, 0, 0, 0
                }),
                new Bad("global offset out of range", "global byte_offset out of range", 1, 0, new int[] {
                    0x79, 0x00, 0, 0, 0, 0, 0, 0, 0x5A, 0, 0, 0
                }),
                new Bad("type id out of range", "type id ordinal out of range", 1, 0, new int[] {
                    0x79, 0x12, 9, 0, 0, 0, 0, 0, 0, 0x80, 0x5A, 0, 0, 0
                }),
                // Found by MutationSweepTest: the interpreter would index the ref bank with it.
                new Bad(
                        "i32 register in vm.discard.refs",
                        "ref register required but non-ref 2 provided",
                        4,
                        0,
                        new int[] {0x79, 0x85, 1, 0, 2, 0, 0x5A, 0, 0, 0}));
        for (Bad b : bad) {
            JireeException e = loadFails(
                    new ModuleBuilder("m").function("f", "0v_v", 2, b.i32Regs(), 1, b.requirements(), b.code()));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), b.why());
            assertTrue(e.getMessage().contains(b.expect()), () -> b.why() + ": " + e.getMessage());
            assertTrue(e.getMessage().contains("m.f"), () -> b.why() + " names the function: " + e.getMessage());
        }
    }

    @Test
    void failWithStatusZeroAtTheEndOfAFunctionIsAnError() {
        // ^bb0: vm.fail %0, "boom" — status 0 falls through, and nothing follows the op.
        byte[] m = new ModuleBuilder("hand")
                .function("f", "0i_i", 1, 1, 0, 0, 0x79, 0x5B, 0, 0, 4, 0, 'b', 'o', 'o', 'm')
                .build();
        JireeException e = assertThrows(JireeException.class, () -> call(m, "f", 10));
        assertEquals(StatusCode.ABORTED, e.code());
        assertTrue(e.detail().contains("boom"), e::getMessage);
        e = assertThrows(JireeException.class, () -> call(m, "f", 0));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code(), e::getMessage);
        assertTrue(e.annotations().getFirst().startsWith("at hand.f+00000001"), e::getMessage);
    }

    @Test
    void exportedFunctionsAreListedWithSignatures() {
        BytecodeModule m = BytecodeModule.load(new ModuleBuilder("hand")
                .function("f", "0iI_r", 1, 4, 1, 0, 0x79, 0x5A, 1, 0, 0, 0x80)
                .build());
        Function f = m.lookupExport("f");
        assertEquals("0iI_r", f.signature().callingConvention().text());
        assertEquals("iI", f.signature().callingConvention().arguments());
        assertEquals("r", f.signature().callingConvention().results());
    }
}
