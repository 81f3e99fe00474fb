package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.CallStop;
import io.jiree.base.Cancellation;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.Function;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A VM loop stops at its call's deadline or cancel, interpreted and compiled alike, and the context
 * runs the next call as before.
 */
class CallStopTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    // control.loop(n) runs n iterations: 2^31 of them take seconds even compiled.
    private static Function loop(Context ctx) {
        return ctx.lookupFunction("control.loop");
    }

    @ParameterizedTest
    @EnumSource(
            value = Engine.class,
            names = {"INTERPRETER", "EAGER_JIT"})
    void aDeadlineStopsALoop(Engine engine) {
        Context ctx = Context.create(engine, List.of(TestModules.load("control")));
        Function f = loop(ctx);
        CallStop stop = new CallStop("the call of control.loop", 100 * MS, null);
        long start = System.nanoTime();
        JireeException e = assertThrows(JireeException.class, () -> stop.run(() -> ctx.invoke(f, Integer.MAX_VALUE)));
        long took = (System.nanoTime() - start) / MS;
        assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains("passed its deadline"), e.getMessage());
        assertTrue(took < 1_000, "stopped after " + took + " ms");
        assertEquals(List.of(3920), ctx.invoke(f, 100));
        CallStop roomy = new CallStop("the call of control.loop", 60_000 * MS, null);
        assertEquals(List.of(926627584), roomy.run(() -> ctx.invoke(f, 100_000)));
    }

    @ParameterizedTest
    @EnumSource(
            value = Engine.class,
            names = {"INTERPRETER", "EAGER_JIT"})
    void aCancelFromAnotherThreadStopsALoop(Engine engine) throws Exception {
        Context ctx = Context.create(engine, List.of(TestModules.load("control")));
        Function f = loop(ctx);
        Cancellation cancel = new Cancellation();
        Thread canceller = Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException x) {
                return;
            }
            cancel.cancel();
        });
        long start = System.nanoTime();
        JireeException e = assertThrows(
                JireeException.class,
                () -> new CallStop("the call of control.loop", -1, cancel).run(() -> ctx.invoke(f, Integer.MAX_VALUE)));
        long took = (System.nanoTime() - start) / MS;
        canceller.join();
        assertEquals(StatusCode.CANCELLED, e.code(), e.getMessage());
        assertTrue(took < 1_000, "stopped after " + took + " ms");
        assertEquals(List.of(3920), ctx.invoke(f, 100));
    }
}
