package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.BufferView;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.NativeModule;
import io.jiree.vm.VmList;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;

/**
 * One session called from many threads: which functions run alone (they change globals), calls
 * that change a global never losing an update, and misuse reported as a status: a closed session,
 * prepared call or device tensor, and closing a prepared call while another thread runs it.
 */
class SessionThreadsTest {
    private static final Path GLOBALS = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/vm/globals.vmfb");
    // A thread per task: the common pool may have a single worker on a small machine.
    private static final Executor THREADS = task -> Thread.ofPlatform().daemon().start(task);

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    @Test
    void functionsThatStoreGlobalsRunAlone() {
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, GLOBALS);
            assertTrue(s.writesGlobals("bump"));
            assertTrue(s.writesGlobals("bump_twice")); // through the function it calls
            assertFalse(s.writesGlobals("scaled"));
            assertFalse(s.writesGlobals("read_init"));
        }
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
            // Reads its executables and constants from globals, stores none.
            assertFalse(s.writesGlobals("add"));
            assertFalse(s.writesGlobals("add_const"));
        }
    }

    @Test
    void concurrentGlobalUpdatesAreNeverLost() throws Exception {
        int threads = 8;
        int calls = 500;
        try (Session s = instance.createSession("local-task")) {
            TestModules.load(s, GLOBALS);
            ConcurrentLinkedQueue<Integer> seen = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                workers.add(Thread.ofPlatform().start(() -> {
                    for (int i = 0; i < calls; i++) {
                        try {
                            seen.add(s.call("bump", 1).i32(0));
                            // Readers beside the writers.
                            if (s.call("scaled", 7).i32(0) != 21) {
                                failures.add("scaled(7) != 21");
                            }
                        } catch (JireeException e) {
                            failures.add(e.getMessage());
                        }
                    }
                }));
            }
            for (Thread t : workers) {
                t.join();
            }
            assertEquals(List.of(), failures.stream().limit(5).toList());
            // The counter starts at 100; each bump returns its own new value.
            Set<Integer> distinct = new HashSet<>(seen);
            assertEquals(threads * calls, seen.size());
            assertEquals(threads * calls, distinct.size());
            CallResult r = s.call("read_init");
            assertEquals(100 + threads * calls, r.i32(1));
        }
    }

    @Test
    void closedSessionFailsEveryUse() {
        Session s = instance.createSession("local-sync");
        TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
        DeviceTensor a = s.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
        PreparedCall prepared = s.prepare("add", a, a);
        DeviceResults kept = s.callOnDevice("add", a, a);
        s.close();
        assertFailedPrecondition(() -> s.call("add", a, a));
        assertFailedPrecondition(() -> s.callOnDevice("add", a, a));
        assertFailedPrecondition(() -> s.upload(Tensors.f32(new float[4], 4)));
        assertFailedPrecondition(() -> s.prepare("add", a, a));
        assertFailedPrecondition(prepared::invoke);
        assertFailedPrecondition(() -> kept.tensor(0).download());
        prepared.close();
        kept.close();
        a.close();
    }

    @Test
    void closedTensorsAndPreparedCallsFail() {
        try (Session s = instance.createSession("local-sync")) {
            TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
            DeviceTensor a = s.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
            PreparedCall prepared = s.prepare("add", a, a);
            a.close(); // the prepared call holds its own reference
            assertArrayEquals(
                    new float[] {2, 4, 6, 8},
                    Tensors.toFloats(tensor(prepared.invoke().get(0))));
            assertFailedPrecondition(() -> s.call("add", a, a));
            assertFailedPrecondition(a::download);
            prepared.close();
            assertFailedPrecondition(prepared::invoke);
            assertFailedPrecondition(prepared::invokeOnDevice);
        }
    }

    /** A native function that blocks until released, to hold a call open on one thread. */
    private record Gate(CountDownLatch entered, CountDownLatch release) {
        NativeModule<Void> module() {
            return NativeModule.builder("gate", 1)
                    .function("wait", "0v_i", (state, args, results) -> {
                        entered.countDown();
                        try {
                            results.addI32(release.await(30, TimeUnit.SECONDS) ? 1 : 0);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            results.addI32(0);
                        }
                    })
                    .build();
        }
    }

    @Test
    void closingAPreparedCallWhileItRunsFails() throws Exception {
        Gate gate = new Gate(new CountDownLatch(1), new CountDownLatch(1));
        try (Session s = instance.createSession("local-sync")) {
            s.addModule(gate.module());
            PreparedCall call = s.prepare("wait");
            CompletableFuture<List<HostValue>> running = CompletableFuture.supplyAsync(call::invoke, THREADS);
            assertTrue(gate.entered().await(30, TimeUnit.SECONDS));
            JireeException e = assertThrows(JireeException.class, call::close);
            assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
            assertTrue(e.detail().contains("while 1 invocation(s) of it run"), e.detail());
            gate.release().countDown();
            assertEquals(List.of(new HostValue.I32(1)), running.get(30, TimeUnit.SECONDS));
            call.close();
            assertFailedPrecondition(call::invoke);
        }
    }

    /**
     * callAsync returns at once, as it says, even while a module waits to be added behind a
     * running call: its lookup once took the calls' read lock, which then waited for both.
     */
    @Test
    void callAsyncReturnsWhileAModuleWaitsToBeAdded() throws Exception {
        Gate gate = new Gate(new CountDownLatch(1), new CountDownLatch(1));
        try (Session s = instance.createSession("local-sync")) {
            s.addModule(gate.module());
            CompletableFuture<CallResult> running = CompletableFuture.supplyAsync(() -> s.call("wait"), THREADS);
            assertTrue(gate.entered().await(30, TimeUnit.SECONDS));
            NativeModule<Void> other = NativeModule.builder("other", 1)
                    .function("seven", "0v_i", (state, args, results) -> results.addI32(7))
                    .build();
            Thread adding = Thread.ofPlatform().daemon().start(() -> s.addModule(other));
            while (adding.getState() != Thread.State.WAITING) { // parked on the calls' lock
                assertTrue(adding.isAlive());
                Thread.onSpinWait();
            }
            CompletableFuture<CompletableFuture<CallResult>> asking =
                    CompletableFuture.supplyAsync(() -> s.callAsync("gate.wait"), THREADS);
            CompletableFuture<CallResult> second = asking.get(10, TimeUnit.SECONDS); // not after the gate
            gate.release().countDown();
            assertEquals(1, running.get(30, TimeUnit.SECONDS).i32(0));
            assertEquals(1, second.get(30, TimeUnit.SECONDS).i32(0));
            adding.join(30_000);
            assertEquals(7, s.call("seven").i32(0));
        }
    }

    @Test
    void closeWaitsForRunningCalls() throws Exception {
        Gate gate = new Gate(new CountDownLatch(1), new CountDownLatch(1));
        Session s = instance.createSession("local-sync");
        s.addModule(gate.module());
        CompletableFuture<CallResult> running = CompletableFuture.supplyAsync(() -> s.call("wait"), THREADS);
        assertTrue(gate.entered().await(30, TimeUnit.SECONDS));
        CompletableFuture<Void> closing = CompletableFuture.runAsync(s::close, THREADS);
        assertThrows(TimeoutException.class, () -> closing.get(200, TimeUnit.MILLISECONDS));
        gate.release().countDown();
        assertEquals(1, running.get(30, TimeUnit.SECONDS).i32(0));
        closing.get(30, TimeUnit.SECONDS);
        assertFailedPrecondition(() -> s.call("wait"));
    }

    @Test
    void eachInvocationOfAPreparedCallHasItsOwnListInput() throws Exception {
        Set<Object> seen = ConcurrentHashMap.newKeySet();
        // Changes its list argument in place, as vm.list.set.ref and resize do.
        NativeModule<Void> taker = NativeModule.builder("taker", 1)
                .function("take_first", "0r_i", (state, args, results) -> {
                    VmList list = (VmList) args.nextRef();
                    Object first = list.getRef(0);
                    if (first != null) {
                        seen.add(first);
                    }
                    list.setRef(0, null); // releases the list's reference to it
                    list.resize(list.size() + 1L);
                    results.addI32(first == null ? -1 : list.size());
                })
                .build();
        try (Session s = instance.createSession("local-sync")) {
            s.addModule(taker);
            HostValue.ListRef input = new HostValue.ListRef(List.of(
                    new HostValue.Tensor(Tensors.f32(new float[] {1, 2}, 2)), new HostValue.I32(7)));
            PreparedCall call = s.prepare("take_first", input);
            for (int i = 0; i < 3; i++) {
                assertEquals(
                        List.of(new HostValue.I32(3)), call.invoke(), "invocation " + i + " sees the list prepared");
            }
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                threads.add(Thread.ofPlatform().start(() -> {
                    for (int i = 0; i < 200; i++) {
                        List<HostValue> r = call.invoke();
                        if (!r.equals(List.of(new HostValue.I32(3)))) {
                            failures.add(r.toString());
                        }
                    }
                }));
            }
            for (Thread t : threads) {
                t.join();
            }
            assertEquals(List.of(), failures.stream().limit(5).toList());
            assertEquals(1, seen.size(), "every invocation saw the one tensor prepared");
            BufferView view = (BufferView) seen.iterator().next();
            assertFalse(((AbstractBuffer) view.buffer()).isReleased(), "the prepared list still holds it");
            call.close();
            assertTrue(((AbstractBuffer) view.buffer()).isReleased(), "closing the call released it, once");
        }
    }

    private static HostTensor tensor(HostValue v) {
        return ((HostValue.Tensor) v).tensor();
    }

    private static void assertFailedPrecondition(Executable e) {
        JireeException x = assertThrows(JireeException.class, e);
        assertEquals(StatusCode.FAILED_PRECONDITION, x.code(), x::getMessage);
    }
}
