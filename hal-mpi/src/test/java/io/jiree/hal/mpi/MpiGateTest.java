package io.jiree.hal.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Mpi#close}, the gate that keeps every thread out of MPI while the process ends, on two
 * real ranks under mpiexec ({@link MpiGateMain}).
 */
class MpiGateTest {
    @Test
    void closeWaitsForCallsInsideAndHoldsLaterOnesBack() throws Exception {
        List<String> out = MpiRanksTest.runRanks(2, MpiGateMain.class);
        List<String> rank0 = out.get(0).lines().toList();
        assertEquals(3, rank0.size(), out.get(0));
        for (String line : rank0) {
            assertTrue(line.startsWith("ok "), out.get(0));
        }
        assertEquals("ok joined", out.get(1));
    }
}
