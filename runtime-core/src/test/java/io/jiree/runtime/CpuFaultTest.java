package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.InjectedFaults;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Faults injected into the CPU devices end the call with a JireeException carrying the status,
 * return no result, and leave the session usable: a failing kernel (a workgroup returning
 * non-zero) and a failing allocation.
 */
class CpuFaultTest {
    @AfterEach
    void disarm() {
        InjectedFaults.arm("");
    }

    private static Session session(Instance instance, String device) {
        Session s = instance.createSession(device);
        TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
        return s;
    }

    private static CallResult add(Session s) {
        return s.call("add", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {10, 20, 30, 40}, 4));
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void aFailingKernelFailsTheCallAndTheSessionGoesOn(String device) {
        try (Instance instance = Instance.create();
                Session s = session(instance, device)) {
            InjectedFaults.arm(InjectedFaults.CPU_WORKGROUP + "=1");
            JireeException e = assertThrows(JireeException.class, () -> add(s));
            assertEquals(StatusCode.INTERNAL, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("returned"), e.getMessage());
            InjectedFaults.arm("");
            assertArrayEquals(new float[] {11, 22, 33, 44}, add(s).floats(0));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void aFailingAllocationFailsTheCallAndTheSessionGoesOn(String device) {
        try (Instance instance = Instance.create();
                Session s = session(instance, device)) {
            for (int call = 1; call <= 3; call++) { // the call makes three: two inputs, one result
                // Whichever allocation fails (an input's, the program's own), the call fails with it.
                InjectedFaults.arm(InjectedFaults.CPU_ALLOC + "=" + call);
                JireeException e = assertThrows(JireeException.class, () -> add(s), "allocation " + call);
                assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code(), e.getMessage());
                InjectedFaults.arm("");
                assertArrayEquals(new float[] {11, 22, 33, 44}, add(s).floats(0));
            }
        }
    }
}
