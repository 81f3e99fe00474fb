package io.jiree.tools;

import java.io.PrintWriter;
import java.util.List;

/**
 * Test progress and summary in googletest's console layout, as iree-check-module prints them:
 * the full layout, or with {@code --gtest_brief} failures and the summary alone; test times unless
 * {@code --gtest_print_time=0}. One report per iteration of {@code --gtest_repeat}.
 */
final class GtestReport {
    /** A test: its suite (the module), name, googletest's value parameter (the export ordinal). */
    record Case(String suite, String name, String param) {
        String fullName() {
            return suite + "." + name;
        }

        boolean disabled() {
            return name.startsWith("DISABLED_");
        }
    }

    enum Outcome {
        PASSED,
        FAILED,
        SKIPPED
    }

    /** A test that ran (or was skipped after a failure under --gtest_fail_fast). */
    record Result(Case test, Outcome outcome, List<String> failures, long millis, long startMillis) {}

    private final PrintWriter out;
    private final GtestOptions options;

    GtestReport(PrintWriter out, GtestOptions options) {
        this.out = out;
        this.options = options;
    }

    private static String tests(int n) {
        return n + (n == 1 ? " test" : " tests");
    }

    private static String suites(int n) {
        return n + (n == 1 ? " test suite" : " test suites");
    }

    /** The start of iteration {@code iteration} (0-based) of {@code toRun} tests of one suite. */
    void start(int iteration, String suite, int toRun, int seed) {
        if (options.brief()) {
            return;
        }
        if (options.repeat() != 1) {
            out.print("\nRepeating all tests (iteration " + (iteration + 1) + ") . . .\n\n");
        }
        if (!options.filter().equals("*")) {
            out.print("Note: Google Test filter = " + options.filter() + "\n");
        }
        if (options.sharded()) {
            out.print("Note: This is test shard " + (options.shardIndex + 1) + " of " + options.totalShards + ".\n");
        }
        if (options.shuffle()) {
            out.print("Note: Randomizing tests' orders with a seed of " + seed + " .\n");
        }
        out.print("[==========] Running " + tests(toRun) + " from " + suites(toRun > 0 ? 1 : 0) + ".\n");
        out.print("[----------] Global test environment set-up.\n");
        if (toRun > 0) {
            out.print("[----------] " + tests(toRun) + " from " + suite + "\n");
        }
        out.flush();
    }

    void testStart(Case test) {
        if (!options.brief()) {
            out.print("[ RUN      ] " + test.fullName() + "\n");
            out.flush();
        }
    }

    /** A disabled test that matches the filter (not run). */
    void disabled(Case test) {
        if (!options.brief()) {
            out.print("[ DISABLED ] " + test.fullName() + "\n");
        }
    }

    /** Ends a test: each failure printed as a googletest failure, then its verdict. */
    void testEnd(Result r) {
        for (String f : r.failures()) {
            out.print(r.test().fullName() + ": Failure\n" + f + "\n\n");
        }
        String time = options.printTime() ? " (" + r.millis() + " ms)" : "";
        switch (r.outcome()) {
            case PASSED -> {
                if (!options.brief()) {
                    out.print("[       OK ] " + r.test().fullName() + time + "\n");
                }
            }
            case SKIPPED -> {
                if (!options.brief()) {
                    out.print("[  SKIPPED ] " + r.test().fullName() + time + "\n");
                }
            }
            case FAILED -> out.print("[  FAILED  ] " + failedName(r.test()) + time + "\n");
        }
        out.flush();
    }

    private static String failedName(Case test) {
        return test.fullName() + ", where GetParam() = " + test.param();
    }

    /** The summary of an iteration; {@code disabled}: disabled tests that matched and did not run. */
    void end(String suite, List<Result> results, int disabled, long totalMillis) {
        int toRun = results.size();
        long passed =
                results.stream().filter(r -> r.outcome() == Outcome.PASSED).count();
        List<Result> skipped =
                results.stream().filter(r -> r.outcome() == Outcome.SKIPPED).toList();
        List<Result> failed =
                results.stream().filter(r -> r.outcome() == Outcome.FAILED).toList();
        String total = options.printTime() ? " (" + totalMillis + " ms total)" : "";
        if (!options.brief()) {
            if (toRun > 0 && options.printTime()) {
                out.print("[----------] " + tests(toRun) + " from " + suite + total + "\n\n");
            }
            out.print("[----------] Global test environment tear-down\n");
        }
        out.print("[==========] " + tests(toRun) + " from " + suites(toRun > 0 ? 1 : 0) + " ran." + total + "\n");
        out.print("[  PASSED  ] " + tests((int) passed) + ".\n");
        if (!skipped.isEmpty()) {
            if (options.brief()) {
                out.print("[  SKIPPED ] " + tests(skipped.size()) + ".\n");
            } else {
                out.print("[  SKIPPED ] " + tests(skipped.size()) + ", listed below:\n");
                for (Result r : skipped) {
                    out.print("[  SKIPPED ] " + r.test().fullName() + "\n");
                }
            }
        }
        if (!failed.isEmpty() && !options.brief()) {
            out.print("[  FAILED  ] " + tests(failed.size()) + ", listed below:\n");
            for (Result r : failed) {
                out.print("[  FAILED  ] " + failedName(r.test()) + "\n");
            }
            out.print(String.format("\n%2d FAILED %s\n", failed.size(), failed.size() == 1 ? "TEST" : "TESTS"));
        }
        if (disabled > 0 && !options.alsoRunDisabled()) {
            if (failed.isEmpty()) {
                out.print("\n");
            }
            out.print("  YOU HAVE " + disabled + " DISABLED " + (disabled == 1 ? "TEST" : "TESTS") + "\n\n");
        }
        out.flush();
    }
}
