package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.NativeModule;
import io.jiree.vm.RefType;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmRef;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Calls reuse the frames of calls that returned: steady calls allocate no frames, while calls
 * from several threads, recursion and re-entry through imports each still get a frame of their
 * own, and a frame kept for reuse holds no references. {@code frames.mlir} makes internal and
 * import calls; the host module here calls back into it.
 */
class FrameReuseTest {
    private static final RefType BUFFER = RefType.register("!hal.buffer");

    /** A ref shared by threads that counts its holders, as a HAL buffer does. */
    static final class Shared implements VmRef {
        final AtomicInteger holders = new AtomicInteger(1);
        final AtomicInteger aliveCalls = new AtomicInteger();
        volatile int failAtAliveCall = -1;
        volatile boolean misused;

        @Override
        public RefType refType() {
            return BUFFER;
        }

        @Override
        public void retain() {
            if (holders.getAndIncrement() <= 0) {
                misused = true;
            }
        }

        @Override
        public void release() {
            if (holders.decrementAndGet() < 0) {
                misused = true;
            }
        }
    }

    private final BytecodeModule frames = TestModules.load("frames");
    private Context ctx;

    private Context context(Engine engine) {
        NativeModule<Void> host = NativeModule.builder("host", 0)
                .function("twice", "0i_i", (s, a, r) -> r.addI32(2 * a.nextI32()))
                .function("count", "0i_i", (s, a, r) -> r.addI32(call("count", a.nextI32())))
                .function("alive", "0r_i", (s, a, r) -> {
                    Shared x = (Shared) a.nextRef();
                    if (x.aliveCalls.incrementAndGet() == x.failAtAliveCall) {
                        throw new JireeException(StatusCode.ABORTED, "failing on purpose");
                    }
                    r.addI32(x.holders.get() > 1 ? 1 : 0); // the caller's and the program's at least
                })
                .function("carry", "0ri_i", (s, a, r) -> r.addI32(call("carry", a.nextRef(), a.nextI32())))
                .build();
        ctx = Context.create(engine, List.of(host, frames, BytecodeModule.load(recursiveSum())));
        return ctx;
    }

    // sum_to(n) = n + sum_to(n - 1), sum_to(0) = 0, calling itself (the compiler does not
    // finish on a recursive vm.call, so it is assembled here):
    //   ^bb0: %i1 = vm.cmp.nz.i32 %i0 ; vm.cond_br %i1, ^bb2, ^bb1
    //   ^bb1 (offset 22): %i2 = vm.const.i32.zero ; vm.return %i2
    //   ^bb2 (offset 32): %i1 = vm.const.i32 1 ; %i2 = vm.sub.i32 %i0, %i1 ;
    //       %i3 = vm.call @sum_to(%i2) ; %i3 = vm.add.i32 %i3, %i0 ; vm.return %i3
    // Lists are 2-byte aligned: a 0 right after an opcode is padding.
    private static byte[] recursiveSum() {
        int[] code = {
            0x79, 0x4D, 0, 0, 1, 0, 0x57, 1, 0, 32, 0, 0, 0, 0, 0, 0, 22, 0, 0, 0, 0, 0, 0x79, 0x0C, 2, 0, 0x5A, 0, 1,
            0, 2, 0, 0x79, 0x0D, 1, 0, 0, 0, 1, 0, 0x23, 0, 0, 1, 0, 2, 0, 0x58, 0, 0, 0, 0, 1, 0, 2, 0, 1, 0, 3, 0,
            0x22, 3, 0, 0, 0, 3, 0, 0x5A, 1, 0, 3, 0
        };
        return new ModuleBuilder("rec")
                .function("sum_to", "0i_i", 3, 4, 0, 0, code)
                .build();
    }

    private int call(String fn, Object... args) {
        return (int) ctx.invoke(ctx.lookupFunction("frames." + fn), args).getFirst();
    }

    private BytecodeModuleInstance instance() {
        return (BytecodeModuleInstance) ctx.instance(frames);
    }

    private void assertKeptFramesHoldNothing() {
        BytecodeModuleInstance inst = instance();
        for (int i = 0; i < frames.functionCount(); i++) {
            Frame f = inst.keptFrame(i);
            if (f != null) {
                assertTrue(f.holdsNothing(), "kept frame of " + frames.functionName(i) + " holds a reference");
                assertEquals(null, f.parent);
            }
        }
    }

    @Test
    void steadyCallsAllocateNoFrames() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int calls = 10_000;
        for (Engine engine : new Engine[] {Engine.INTERPRETER, Engine.EAGER_JIT}) {
            BytecodeModuleInstance inst =
                    (BytecodeModuleInstance) context(engine).instance(frames);
            int step = frames.lookupExport("step").ordinal();
            ValueList args = new ValueList(4);
            ValueList results = new ValueList(4);
            long sum = 0;
            long bytes = 0;
            for (int round = 0; round < 3; round++) { // the last is measured; the others warm up
                long before = threads.getCurrentThreadAllocatedBytes();
                for (int i = 0; i < calls; i++) {
                    args.clear();
                    args.addI32(i);
                    results.clear();
                    inst.call(step, args, results); // inc(host.twice(i)): an internal and an import call
                    sum += results.nextI32();
                }
                bytes = threads.getCurrentThreadAllocatedBytes() - before;
            }
            assertEquals(3L * calls * calls, sum); // 2i + 1 summed
            // Frames and their import lists took 640 bytes a call before they were reused.
            double perCall = (double) bytes / calls;
            assertTrue(perCall < 16, () -> engine + ": " + perCall + " bytes allocated a call");
        }
    }

    @Test
    void concurrentRecursiveAndReentrantCallsEachGetTheirOwnFrames() throws Exception {
        for (Engine engine : new Engine[] {Engine.INTERPRETER, Engine.EAGER_JIT}) {
            context(engine);
            Shared shared = new Shared();
            int threads = 8;
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int seed = t;
                    done.add(pool.submit(() -> {
                        for (int i = 0; i < 300; i++) {
                            int k = (seed + i) % 12;
                            assertEquals(2 * i + 1, call("step", i));
                            // count and carry are active k + 1 times at once, through the host.
                            assertEquals(k * (k + 1) / 2, call("count", k));
                            assertEquals(k + 1, call("carry", shared, k));
                            List<Object> echoed = ctx.invoke(ctx.lookupFunction("frames.echo"), shared);
                            assertSame(shared, echoed.getFirst());
                            VmRef.release(echoed.getFirst());
                            int n = 3 * k + seed;
                            assertEquals(List.of(n * (n + 1) / 2), ctx.invoke(ctx.lookupFunction("rec.sum_to"), n));
                        }
                        return null;
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdown();
            }
            assertFalse(shared.misused, engine + ": retained after the last release, or released too often");
            assertEquals(1, shared.holders.get(), engine + ": only the test's reference is left");
            assertNotNull(instance().keptFrame(frames.lookupExport("step").ordinal()));
            assertKeptFramesHoldNothing();
        }
    }

    @Test
    void failedCallsReleaseTheirFramesAndLaterCallsRunCleanly() {
        context(Engine.defaultEngine());
        Shared shared = new Shared();
        assertEquals(6, call("carry", shared, 5));
        shared.aliveCalls.set(0);
        shared.failAtAliveCall = 4; // the fourth level down fails while the others wait in the host
        JireeException e = assertThrows(JireeException.class, () -> call("carry", shared, 5));
        assertEquals(StatusCode.ABORTED, e.code());
        assertFalse(shared.misused);
        assertEquals(1, shared.holders.get(), "every level's registers were released");
        shared.failAtAliveCall = -1;
        assertEquals(6, call("carry", shared, 5));
        assertEquals(1, shared.holders.get());
        assertKeptFramesHoldNothing();
    }

    @Test
    void framesKeptForReuseFollowTheInstalledTracer() {
        context(Engine.defaultEngine());
        AtomicInteger steps = new AtomicInteger();
        assertEquals(7, call("step", 3)); // leaves untraced frames for reuse
        ExecutionTracer.install((module, function, offset, i32, refs) -> steps.incrementAndGet());
        try {
            assertEquals(7, call("step", 3));
        } finally {
            ExecutionTracer.install(null);
        }
        int traced = steps.get();
        assertTrue(traced > 0, "a call made with a tracer installed is traced");
        assertEquals(7, call("step", 3));
        assertEquals(traced, steps.get(), "a call made after the tracer was removed is not");
    }
}
