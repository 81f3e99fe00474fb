package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a steady-state call costs on the Java heap, counted (not timed): a program of chained
 * dispatches whose intermediates are transient buffers (queue allocations, fences, an indirect
 * execution and deallocations on every call), called as {@code benchmark-module} calls it.
 * Measured (ModelCall, 4,000 warm calls) 789 bytes a call on local-sync and 862 on local-task
 * when this guard was last tightened (1,501 and 1,905 before the CPU devices kept their fences,
 * transient buffers and queue operations for reuse; 1,749 and 2,551 before queue operations held
 * their references in one object; 2,501 and 3,245 before HAL objects counted their own references;
 * 5,550 and 6,363 before the first such work). The bound, 1 KiB on both, leaves room for what a
 * different JIT timing keeps or removes.
 */
class CallAllocationTest {
    private static final Path CHAIN =
            TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/transient_chain.vmfb");
    private static final int CALLS = 4000;

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void steadyCallsAllocateLittle(String device) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int[] a = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
        int[] b = {1, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 1};
        try (Session s = instance.createSession(device)) {
            TestModules.load(s, CHAIN);
            try (PreparedCall call = s.prepare("chain", Tensors.i32(a, 4, 4), Tensors.i32(b, 4, 4))) {
                int[] expected =
                        Tensors.toInts(((HostValue.Tensor) call.invoke().get(0)).tensor());
                for (int i = 0; i < CALLS; i++) { // until the call path is compiled
                    call.invokeDiscardingResults();
                }
                long before = threads.getTotalThreadAllocatedBytes();
                for (int i = 0; i < CALLS; i++) {
                    call.invokeDiscardingResults();
                }
                double perCall = (threads.getTotalThreadAllocatedBytes() - before) / (double) CALLS;
                HostTensor last = ((HostValue.Tensor) call.invoke().get(0)).tensor();
                assertArrayEquals(expected, Tensors.toInts(last), "the calls' results changed");
                double bound = 1024;
                assertTrue(perCall < bound, () -> device + ": " + Math.round(perCall) + " bytes allocated a call");
            }
        }
    }
}
