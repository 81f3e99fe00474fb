package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Cancellation;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.NativeModule;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Calls with a deadline or a cancel end a long call with DEADLINE_EXCEEDED or CANCELLED and leave
 * the session usable; asynchronous calls complete their futures, and cancelling a future stops its
 * call.
 */
class CallOptionsTest {
    private static final Path CONTROL =
            TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/vm/control_flow.vmfb");
    // factorial(n) loops n times: 10^13 iterations would take hours.
    private static final long ENDLESS = 10_000_000_000_000L;
    private static final long FACTORIAL_20 = 2432902008176640000L;

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    private static Session session(String device) {
        Session s = instance.createSession(device);
        TestModules.load(s, CONTROL);
        return s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void aTimeoutEndsALongCallAndTheSessionStaysUsable(String device) {
        try (Session s = session(device)) {
            long start = System.nanoTime();
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> s.call(CallOptions.NONE.withTimeout(Duration.ofMillis(150)), "factorial", ENDLESS));
            long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(StatusCode.DEADLINE_EXCEEDED, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("factorial"), e.getMessage());
            assertTrue(took >= 140 && took < 3_000, "ended after " + took + " ms");
            assertEquals(FACTORIAL_20, s.call("factorial", 20L).i64(0));
            CallOptions roomy = CallOptions.NONE.withTimeout(Duration.ofMinutes(1));
            assertEquals(FACTORIAL_20, s.call(roomy, "factorial", 20L).i64(0));
            assertEquals(
                    FACTORIAL_20,
                    ((HostValue.I64) s.callOnDevice(roomy, "factorial", 20L).value(0)).value());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void aCancelFromAnotherThreadEndsALongCall(String device) throws Exception {
        try (Session s = session(device)) {
            Cancellation cancel = new Cancellation();
            Thread canceller = Thread.ofPlatform().start(() -> {
                try {
                    Thread.sleep(150);
                } catch (InterruptedException x) {
                    return;
                }
                cancel.cancel();
            });
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> s.call(CallOptions.NONE.withCancellation(cancel), "factorial", ENDLESS));
            canceller.join();
            assertEquals(StatusCode.CANCELLED, e.code(), e.getMessage());
            assertEquals(FACTORIAL_20, s.call("factorial", 20L).i64(0));
            // A cancelled switch stops the next call at once.
            JireeException again = assertThrows(
                    JireeException.class, () -> s.call(CallOptions.NONE.withCancellation(cancel), "factorial", 20L));
            assertEquals(StatusCode.CANCELLED, again.code());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void asynchronousCallsCompleteTheirFutures(String device) throws Exception {
        try (Session s = session(device)) {
            CompletableFuture<CallResult> f = s.callAsync("factorial", 20L);
            CompletableFuture<CallResult> g = s.callAsync("gcd", 1071, 462);
            assertEquals(FACTORIAL_20, f.get(30, TimeUnit.SECONDS).i64(0));
            assertEquals(21, g.get(30, TimeUnit.SECONDS).i32(0));
            try (DeviceResults d =
                    s.callOnDeviceAsync(CallOptions.NONE, "factorial", 5L).get(30, TimeUnit.SECONDS)) {
                assertEquals(new HostValue.I64(120L), d.value(0));
            }
            // A failure completes the future exceptionally with the call's status.
            ExecutionException wrong = assertThrows(
                    ExecutionException.class,
                    () -> s.callAsync("factorial", 1L, 2L).get(30, TimeUnit.SECONDS));
            JireeException cause = assertInstanceOf(JireeException.class, wrong.getCause());
            assertEquals(StatusCode.INVALID_ARGUMENT, cause.code(), cause.getMessage());
            ExecutionException late = assertThrows(
                    ExecutionException.class,
                    () -> s.callAsync(CallOptions.NONE.withTimeout(Duration.ofMillis(100)), "factorial", ENDLESS)
                            .get(30, TimeUnit.SECONDS));
            assertEquals(StatusCode.DEADLINE_EXCEEDED, ((JireeException) late.getCause()).code());
        }
    }

    /**
     * Keeps every carrier thread of the virtual-thread scheduler busy until closed, so that an
     * asynchronous call's thread cannot begin before then: what the caller does after callAsync
     * returns happens before anything the call's thread does.
     */
    private static final class HeldCarriers implements AutoCloseable {
        private volatile boolean held = true;
        private final List<Thread> spinners = new ArrayList<>();

        HeldCarriers() throws InterruptedException {
            int carriers = Integer.getInteger(
                    "jdk.virtualThreadScheduler.parallelism",
                    Runtime.getRuntime().availableProcessors());
            CountDownLatch running = new CountDownLatch(carriers);
            for (int i = 0; i < carriers; i++) {
                spinners.add(Thread.ofVirtual().start(() -> {
                    running.countDown();
                    while (held) {
                        Thread.onSpinWait();
                    }
                }));
            }
            assertTrue(running.await(30, TimeUnit.SECONDS), "every carrier is taken");
        }

        @Override
        public void close() throws InterruptedException {
            held = false;
            for (Thread t : spinners) {
                t.join();
            }
        }
    }

    @Test
    void anAsynchronousCallRunsTheFunctionNamedWhenItWasMade() throws Exception {
        try (Session s = session("local-sync")) {
            CompletableFuture<CallResult> call;
            CompletableFuture<CallResult> missing;
            try (HeldCarriers held = new HeldCarriers()) {
                call = s.callAsync("factorial", 5L);
                missing = s.callAsync("no_such_function");
                assertTrue(missing.isCompletedExceptionally(), "an unknown function fails the future at once");
                // A module added next exports the same name: the call was made before it came.
                s.addModule(NativeModule.builder("impostor", 1)
                        .function("factorial", "0I_I", (state, args, results) -> results.addI64(-1L))
                        .build());
            }
            assertEquals(120L, call.get(30, TimeUnit.SECONDS).i64(0));
            ExecutionException e = assertThrows(ExecutionException.class, () -> missing.get(30, TimeUnit.SECONDS));
            assertEquals(StatusCode.NOT_FOUND, ((JireeException) e.getCause()).code());
            assertEquals(
                    -1L, s.callAsync("factorial", 5L).get(30, TimeUnit.SECONDS).i64(0), "a call made later");
        }
    }

    @Test
    void aTensorClosedRightAfterAnAsynchronousCallReturnsStaysWithTheCall() throws Exception {
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
            DeviceTensor a = s.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
            CompletableFuture<CallResult> call;
            try (HeldCarriers held = new HeldCarriers()) {
                call = s.callAsync("add", a, a);
                a.close(); // the call took its own reference before it returned
            }
            assertArrayEquals(
                    new float[] {2, 4, 6, 8}, call.get(30, TimeUnit.SECONDS).floats(0));
            assertTrue(((AbstractBuffer) a.view().buffer()).isReleased(), "the call let go of it when it ended");
            // A call that fails to start gives back what it took.
            DeviceTensor b = s.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
            ExecutionException e = assertThrows(
                    ExecutionException.class,
                    () -> s.callAsync("add", b, new Object()).get(30, TimeUnit.SECONDS));
            assertEquals(StatusCode.INVALID_ARGUMENT, ((JireeException) e.getCause()).code());
            b.close();
            assertTrue(((AbstractBuffer) b.view().buffer()).isReleased(), "the failed start gave its reference back");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void cancellingAFutureStopsItsCall(String device) throws Exception {
        Session s = session(device);
        CompletableFuture<CallResult> f = s.callAsync("factorial", ENDLESS);
        Thread.sleep(100);
        assertTrue(f.cancel(true));
        assertTrue(f.isCancelled());
        // close() waits for the calls running: it returns once the cancelled call has stopped.
        long start = System.nanoTime();
        s.close();
        long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(took < 3_000, "the cancelled call ran on for " + took + " ms");
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync"})
    void aNegativeTimeoutIsRefused(String device) {
        JireeException e =
                assertThrows(JireeException.class, () -> CallOptions.NONE.withTimeout(Duration.ofMillis(-1)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
    }
}
