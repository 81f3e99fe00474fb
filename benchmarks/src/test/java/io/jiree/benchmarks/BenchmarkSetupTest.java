package io.jiree.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' set-up checks, run small: what the benchmarks time must compute the right
 * thing (no benchmark runs here; benchmarks/run does that).
 */
class BenchmarkSetupTest {
    @Test
    void vmLoopMatchesItsDefinition() {
        VmLoopBenchmark bench = new VmLoopBenchmark();
        bench.iterations = 1000;
        bench.setUp();
        assertEquals(VmLoopBenchmark.expected(1000), bench.call());
        assertEquals(VmLoopBenchmark.expected(1000), (Long) bench.invoke());
    }

    @Test
    void vmLoopDefinitionMatchesTheReferenceRuntime() {
        // iree-run-module --module=vm_loop.vmfb --function=loop --input=N (IREE 3.13.0).
        assertEquals(5L, VmLoopBenchmark.expected(0));
        assertEquals(3429651771L, VmLoopBenchmark.expected(1));
        assertEquals(5851173959679659167L, VmLoopBenchmark.expected(100));
    }

    @Test
    void matmulComputesTheProduct() {
        assumeTrue(
                "amd64".equals(System.getProperty("os.arch")) && "Linux".equals(System.getProperty("os.name")),
                "matmul_64.vmfb holds x86-64 Linux code (embedded ELF); skipped on " + System.getProperty("os.name")
                        + "/" + System.getProperty("os.arch"));
        MatmulBenchmark bench = new MatmulBenchmark();
        bench.size = 64;
        bench.device = "local-sync";
        bench.setUp(); // checks every element of both call paths against size * 2 * 0.5
        try {
            bench.deviceResident();
            assertEquals(64 * 64, bench.hostRoundTrip().length);
            assertEquals(64f, bench.hostRoundTrip()[4095]);
        } finally {
            bench.tearDown();
        }
    }

    @Test
    void missingModuleIsNotFound() {
        JireeException e = assertThrows(JireeException.class, () -> BenchmarkModules.resource("vm/none.vmfb"));
        assertEquals(StatusCode.NOT_FOUND, e.code());
    }
}
