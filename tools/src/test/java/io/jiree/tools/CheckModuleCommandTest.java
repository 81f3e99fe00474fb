package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * check-module on modules compiled from check/*.mlir (see those files for which tests fail and why),
 * with googletest's flags: the console layout, the selection, and the JUnit XML report read back
 * with the JDK's XML parser.
 */
class CheckModuleCommandTest {
    private static final String CHECKS = "--module=" + Cli.resource("check/checks.vmfb");

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

    @Test
    void filterSelectsAsGoogletestDoes() {
        Cli.Result r = Cli.run("check-module", CHECKS, "--gtest_filter=*eq*-*almost*:module.passes_scalar");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(
                r.out()
                        .startsWith("Note: Google Test filter = *eq*-*almost*:module.passes_scalar\n"
                                + "[==========] Running 1 test from 1 test suite.\n"),
                r.out());
        assertTrue(r.out().contains("[ RUN      ] module.fails_eq\n"), r.out());
        assertEquals(1, r.out().split("\\[ RUN").length - 1, r.out());
        r = Cli.run("check-module", CHECKS, "--gtest_filter=module.passes_???????:module.passes_scalar");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains("[  PASSED  ] 2 tests.\n"), r.out());
        r = Cli.run("check-module", CHECKS, "--gtest_filter=nothing");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains("[==========] Running 0 tests from 0 test suites.\n"), r.out());
        assertTrue(GtestOptions.glob("a*b?c", "axxbyc"));
        assertTrue(!GtestOptions.glob("a*b?c", "axxbc"));
    }

    @Test
    void listTestsRepeatAndBrief() {
        Cli.Result r = Cli.run("check-module", CHECKS, "--gtest_list_tests", "--gtest_filter=*true*:*scalar*");
        assertEquals(0, r.exit(), r.err());
        assertEquals("module.\n  passes_scalar  # GetParam() = 0\n  fails_true  # GetParam() = 2\n", r.out());
        r = Cli.run("check-module", CHECKS, "--gtest_repeat=2", "--gtest_filter=*scalar");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().startsWith("\nRepeating all tests (iteration 1) . . .\n\n"), r.out());
        assertTrue(r.out().contains("\nRepeating all tests (iteration 2) . . .\n\n"), r.out());
        r = Cli.run("check-module", CHECKS, "--gtest_brief=1", "--gtest_print_time=0");
        assertEquals(1, r.exit(), r.out());
        assertTrue(!r.out().contains("[ RUN"), r.out());
        assertTrue(r.out().contains("[  FAILED  ] module.fails_true, where GetParam() = 2\n"), r.out());
        assertTrue(
                r.out()
                        .endsWith("[==========] 5 tests from 1 test suite ran.\n[  PASSED  ] 2 tests.\n"
                                + "Test failed\nOK\n"),
                r.out());
    }

    @Test
    void failFastSkipsTheRest() {
        Cli.Result r = Cli.run("check-module", CHECKS, "--gtest_fail_fast", "--gtest_filter=*fails*");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains("[  SKIPPED ] module.fails_eq (0 ms)\n"), r.out());
        assertTrue(r.out().contains("[  SKIPPED ] 2 tests, listed below:\n"), r.out());
    }

    @Test
    void xmlReportIsJUnitXml(@TempDir Path dir) throws Exception {
        Path xml = dir.resolve("reports/out.xml");
        Cli.Result r = Cli.run("check-module", CHECKS, "--gtest_output=xml:" + xml);
        assertEquals(1, r.exit(), r.out() + r.err());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
        Element suites = doc.getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        assertEquals("5", suites.getAttribute("tests"));
        assertEquals("3", suites.getAttribute("failures"));
        assertEquals("AllTests", suites.getAttribute("name"));
        Element suite = (Element) suites.getElementsByTagName("testsuite").item(0);
        assertEquals("module", suite.getAttribute("name"));
        NodeList cases = suite.getElementsByTagName("testcase");
        assertEquals(5, cases.getLength());
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            assertEquals("module", c.getAttribute("classname"));
            assertEquals("run", c.getAttribute("status"));
            assertTrue(c.getAttribute("time").matches("\\d+\\.\\d*"), c.getAttribute("time"));
            NodeList failures = c.getElementsByTagName("failure");
            if (failures.getLength() > 0) {
                failed.add(c.getAttribute("name"));
                String message = ((Element) failures.item(0)).getAttribute("message");
                assertEquals(message, failures.item(0).getTextContent(), "the message attribute and the body");
            }
        }
        assertEquals(List.of("fails_true", "fails_eq", "fails_almost_eq"), failed);
        String eq = ((Element) ((Element) cases.item(3))
                        .getElementsByTagName("failure")
                        .item(0))
                .getAttribute("message");
        assertTrue(eq.contains("Contents does not match.\n  lhs:\n    3xi32=1 2 3\n"), eq);
        // A directory gets check-module.xml; xml alone, test_detail.xml in the working directory.
        assertEquals(dir.resolve("check-module.xml"), GtestXml.file("xml:" + dir + "/"));
        assertEquals(Path.of("test_detail.xml"), GtestXml.file("xml"));
        assertEquals("0.41", GtestXml.seconds(410));
        assertEquals("2.", GtestXml.seconds(2000));
        assertEquals("1.234", GtestXml.seconds(1234));
    }

    @Test
    void shardsAndDisabledTestsFromTheEnvironment() {
        CheckModuleCommand command =
                new CheckModuleCommand(Map.of("GTEST_TOTAL_SHARDS", "2", "GTEST_SHARD_INDEX", "1"));
        List<String> args = List.of(CHECKS, "--device=local-sync");
        java.io.StringWriter out = new java.io.StringWriter();
        command.flags().parse(args);
        int exit = command.run(
                List.of(), new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()));
        // Shard 1 of 2 runs the tests at odd positions: passes_tensors and fails_eq.
        assertEquals(1, exit, out.toString());
        assertTrue(out.toString().contains("Note: This is test shard 2 of 2.\n"), out.toString());
        assertTrue(out.toString().contains("[ RUN      ] module.passes_tensors\n"), out.toString());
        assertTrue(out.toString().contains("[ RUN      ] module.fails_eq\n"), out.toString());
        assertEquals(2, out.toString().split("\\[ RUN").length - 1, out.toString());
    }
}
