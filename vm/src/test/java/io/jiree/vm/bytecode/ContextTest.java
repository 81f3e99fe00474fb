package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.NativeModule;
import io.jiree.vm.VmBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Linking, native modules, invocation errors and backtraces. */
class ContextTest {
    private static NativeModule<int[]> nativeSum() {
        // Per-context state counts calls, to show each context gets its own.
        return NativeModule.builder("native", 1, (ctx, imports) -> new int[1])
                .function("sum", "0CiD_i", (calls, args, results) -> {
                    calls[0]++;
                    int n = args.nextI32();
                    int sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += args.nextI32();
                    }
                    results.addI32(sum);
                })
                .function("calls", "0v_i", (calls, args, results) -> results.addI32(calls[0]))
                .build();
    }

    @Test
    void bytecodeCallsVariadicNativeImport() {
        NativeModule<int[]> nat = nativeSum();
        Context ctx = Context.create(TestModules.load("provider"), nat, TestModules.load("imports"));
        assertEquals(List.of(2 + 30 + 400), ctx.invoke(ctx.lookupFunction("imports.call_sum"), 2, 30, 400));
        assertEquals(List.of(1, 0, 1), ctx.invoke(ctx.lookupFunction("imports.resolved")));
        assertEquals(List.of(1), ctx.invoke(ctx.lookupFunction("native.calls")));
        Context other = Context.create(nat);
        assertEquals(List.of(0), other.invoke(other.lookupFunction("native.calls")));
    }

    @Test
    void missingRequiredImportFailsAtLinkTimeNamingIt() {
        JireeException e = assertThrows(JireeException.class, () -> Context.create(TestModules.load("imports")));
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertTrue(e.detail().contains("'provider.add'"), e::getMessage);
    }

    @Test
    void importSignatureMismatchIsRejected() {
        NativeModule<Void> wrong = NativeModule.builder("provider", 0)
                .function("add", "0i_i", (s, a, r) -> r.addI32(a.nextI32()))
                .function("wide", "0Ii_Ii", (s, a, r) -> r.addI64(0).addI32(0))
                .function("fail", "0i_i", (s, a, r) -> r.addI32(0))
                .build();
        JireeException e = assertThrows(JireeException.class, () -> Context.create(wrong, TestModules.load("imports")));
        assertEquals(StatusCode.INTERNAL, e.code());
        assertTrue(e.detail().contains("import function provider.add signature mismatch"), e::getMessage);
        assertTrue(e.detail().contains("expected 0ii_i but got 0i_i"), e::getMessage);
    }

    @Test
    void optionalImportMissingFailsOnlyWhenCalled() {
        Context ctx = Context.create(TestModules.load("provider"), TestModules.load("imports"));
        assertEquals(List.of(1, 0, 0), ctx.invoke(ctx.lookupFunction("imports.resolved")));
        JireeException e =
                assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("imports.call_sum"), 1, 2, 3));
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertTrue(e.detail().contains("optional import `native.sum`"), e::getMessage);
    }

    @Test
    void failCarriesStatusMessageAndBacktrace() {
        Context ctx = Context.create(TestModules.load("provider"), TestModules.load("imports"));
        JireeException e =
                assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("imports.call_fail"), 14));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertEquals("provider failed", e.detail());
        // Innermost frame first: the provider's function (with its source location from the
        // debug database), then the importing caller (the compiler recorded no location there).
        List<String> frames = e.annotations();
        assertTrue(frames.get(0).startsWith("at provider.fail+"), frames::toString);
        assertTrue(frames.get(0).contains("provider.mlir:"), frames::toString);
        assertTrue(frames.stream().anyMatch(f -> f.startsWith("at imports.call_fail+")), frames::toString);
    }

    @Test
    void divisionByZeroFailsCleanly() {
        Context ctx = Context.create(TestModules.load("core_i32"));
        JireeException e =
                assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("core_i32.arith"), 5, 0, 1));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains("division by zero"), e::getMessage);
        // INT_MIN / -1 wraps (IREE's C runtime traps on it).
        assertEquals(
                Integer.MIN_VALUE,
                ctx.invoke(ctx.lookupFunction("core_i32.arith"), Integer.MIN_VALUE, -1, 0)
                        .get(3));
    }

    @Test
    void negativeBufferIndexIsOutOfRange() {
        // IREE's runtime reads before the buffer for index -1 (its size check wraps); we refuse.
        Context ctx = Context.create(TestModules.load("buffers"));
        JireeException e =
                assertThrows(JireeException.class, () -> ctx.invoke(ctx.lookupFunction("buffers.load_oob"), -1L));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
    }

    @Test
    void invocationChecksArguments() {
        Context ctx = Context.create(TestModules.load("control"));
        Function loop = ctx.lookupFunction("control.loop");
        JireeException e = assertThrows(JireeException.class, () -> ctx.invoke(loop));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> ctx.invoke(loop, 1, 2));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> ctx.invoke(loop, "x"));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> ctx.lookupFunction("control.nope"));
        assertEquals(StatusCode.NOT_FOUND, e.code());
    }

    @Test
    void refArgumentsAndResultsCrossTheBoundary() {
        Context ctx = Context.create(TestModules.load("control"));
        assertEquals(List.of(33L), ctx.invoke(ctx.lookupFunction("control.call_ref"), 33L));
        BytecodeModule buffers = TestModules.load("buffers");
        assertEquals(1, buffers.rodataCount());
        assertTrue(buffers.rodata(0).isReadOnly());
        assertEquals(8, buffers.rodata(0).byteSize());
        Context b = Context.create(buffers);
        assertTrue(b.invoke(b.lookupFunction("buffers.loads"), 0L).getFirst() instanceof Integer);
        VmBuffer ro = VmBuffer.wrapReadOnly(buffers.rodata(0));
        assertEquals(1, ro.loadI8S(0));
        assertEquals(-2, ro.loadI8S(1));
    }

    @Test
    void initializerRunsWhenTheContextIsCreated() {
        Context ctx = Context.create(TestModules.load("globals"));
        List<Object> r = ctx.invoke(ctx.lookupFunction("globals.roundtrip"), 1, 2L, 0, 0L, 0L);
        assertEquals(1234, r.get(5));
    }
}
