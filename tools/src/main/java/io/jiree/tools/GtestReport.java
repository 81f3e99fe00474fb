package io.jiree.tools;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** Test progress and summary in googletest's console layout, as iree-check-module prints them. */
final class GtestReport {
    private final PrintWriter out;
    private final String suite;
    private final int count;
    private final List<String> failed = new ArrayList<>();
    private final long begin = System.nanoTime();

    GtestReport(PrintWriter out, String suite, int count) {
        this.out = out;
        this.suite = suite;
        this.count = count;
        out.print("[==========] Running " + tests(count) + " from 1 test suite.\n");
        out.print("[----------] Global test environment set-up.\n");
        out.print("[----------] " + tests(count) + " from " + suite + "\n");
        out.flush();
    }

    private static String tests(int n) {
        return n + (n == 1 ? " test" : " tests");
    }

    void start(String name) {
        out.print("[ RUN      ] " + suite + "." + name + "\n");
        out.flush();
    }

    /** Ends a test: each failure message is printed as a gtest failure; none means it passed. */
    void finish(String name, String param, List<String> failures, long millis) {
        for (String f : failures) {
            out.print(suite + "." + name + ": Failure\n" + f + "\n\n");
        }
        if (failures.isEmpty()) {
            out.print("[       OK ] " + suite + "." + name + " (" + millis + " ms)\n");
        } else {
            String id = suite + "." + name + ", where GetParam() = " + param;
            failed.add(id);
            out.print("[  FAILED  ] " + id + " (" + millis + " ms)\n");
        }
        out.flush();
    }

    /** Prints the summary; returns the exit code (1 when any test failed). */
    int end() {
        long total = (System.nanoTime() - begin) / 1_000_000;
        out.print("[----------] " + tests(count) + " from " + suite + " (" + total + " ms total)\n\n");
        out.print("[----------] Global test environment tear-down\n");
        out.print("[==========] " + tests(count) + " from 1 test suite ran. (" + total + " ms total)\n");
        out.print("[  PASSED  ] " + tests(count - failed.size()) + ".\n");
        if (!failed.isEmpty()) {
            out.print("[  FAILED  ] " + tests(failed.size()) + ", listed below:\n");
            for (String f : failed) {
                out.print("[  FAILED  ] " + f + "\n");
            }
            out.print("\n " + failed.size() + " FAILED " + (failed.size() == 1 ? "TEST" : "TESTS") + "\n");
        }
        out.flush();
        return failed.isEmpty() ? 0 : 1;
    }
}
