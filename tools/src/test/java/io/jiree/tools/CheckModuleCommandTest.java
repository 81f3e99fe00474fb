package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** check-module on modules compiled from check/*.mlir (see those files for which tests fail and why). */
class CheckModuleCommandTest {
    private static String normalizeTimes(String s) {
        return s.replaceAll("\\(\\d+ ms( total)?\\)", "(N ms$1)");
    }

    @Test
    void passingModuleReportsEveryTestOk() {
        Cli.Result r = Cli.run("check-module", "--device=local-sync", "--module=" + Cli.resource("check/passing.vmfb"));
        assertEquals(0, r.exit(), r.out() + r.err());
        assertEquals("""
                [==========] Running 2 tests from 1 test suite.
                [----------] Global test environment set-up.
                [----------] 2 tests from module
                [ RUN      ] module.adds
                [       OK ] module.adds (N ms)
                [ RUN      ] module.compares
                [       OK ] module.compares (N ms)
                [----------] 2 tests from module (N ms total)

                [----------] Global test environment tear-down
                [==========] 2 tests from 1 test suite ran. (N ms total)
                [  PASSED  ] 2 tests.
                """, normalizeTimes(r.out()));
    }

    @Test
    void failuresCarryTheCheckModulesMessages() {
        Cli.Result r = Cli.run("check-module", "--module=" + Cli.resource("check/checks.vmfb"));
        assertEquals(1, r.exit(), r.out() + r.err());
        String out = r.out();
        assertTrue(out.contains("[       OK ] module.passes_scalar"), out);
        assertTrue(out.contains("[       OK ] module.passes_tensors"), out);
        assertTrue(out.contains("Expected 0 to be nonzero.\n"), out);
        assertTrue(out.contains("""
                Expected equality of these values. Contents does not match.
                  lhs:
                    3xi32=1 2 3
                  rhs:
                    3xi32=1 2 4
                """), out);
        // The message the reference prints for the same values (its failure.mlir test spells out this form).
        assertTrue(
                out.contains("Expected near equality of these values. Contents does not match to tolerance "
                        + "parameters atol=0.0001, rtol=0. The first failure occurs at index 1 as the lhs value 2 differs "
                        + "from the rhs value 2.5 by 5.000e-01.\n"),
                out);
        assertTrue(out.endsWith("""
                [  PASSED  ] 2 tests.
                [  FAILED  ] 3 tests, listed below:
                [  FAILED  ] module.fails_true, where GetParam() = 2
                [  FAILED  ] module.fails_eq, where GetParam() = 3
                [  FAILED  ] module.fails_almost_eq, where GetParam() = 4

                 3 FAILED TESTS
                Test failed
                OK
                """), out);
    }

    @Test
    void expectFailureInvertsTheVerdict() {
        Cli.Result r = Cli.run("check-module", "--expect_failure", "--module=" + Cli.resource("check/checks.vmfb"));
        assertEquals(0, r.exit());
        assertTrue(r.out().endsWith("Test failed as expected\n"), r.out());
        r = Cli.run("check-module", "--expect_failure=true", "--module=" + Cli.resource("check/passing.vmfb"));
        assertEquals(1, r.exit());
        assertTrue(r.out().endsWith("Test passed but expected failure\n"), r.out());
    }

    @Test
    void functionsWithInputsAreRejected() {
        Cli.Result r = Cli.run("check-module", "--module=" + Cli.resource("dump/add.vmfb"));
        assertEquals(1, r.exit());
        assertEquals(
                "INVALID_ARGUMENT; expected function with no inputs or outputs, but export 'main' has signature "
                        + "'0rr_r'\n",
                r.err());
    }
}
