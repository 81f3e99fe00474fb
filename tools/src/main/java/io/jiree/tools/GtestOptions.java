package io.jiree.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * googletest's flags as check-module takes them (iree-check-module hands its command line to
 * googletest): which tests run ({@code --gtest_filter}, disabled tests, shards), how often and in
 * what order, how the console reports them, and where the XML report goes. Each flag's default
 * comes from its {@code GTEST_*} environment variable where set, as in googletest.
 */
final class GtestOptions {
    private final Map<String, String> environment;
    private final Flags.Value<String> filter;
    private final Flags.Value<Boolean> listTests;
    private final Flags.Value<String> output;
    private final Flags.Value<Integer> repeat;
    private final Flags.Value<Boolean> brief;
    private final Flags.Value<Boolean> printTime;
    private final Flags.Value<Boolean> failFast;
    private final Flags.Value<Boolean> alsoRunDisabled;
    private final Flags.Value<Boolean> shuffle;
    private final Flags.Value<Integer> randomSeed;
    /** The shard this process runs and the shard count (GTEST_SHARD_INDEX, GTEST_TOTAL_SHARDS); -1 when unsharded. */
    final int shardIndex;

    final int totalShards;
    /** GTEST_SHARD_STATUS_FILE: touched to tell the runner that sharding is understood. */
    final String shardStatusFile;

    GtestOptions(Flags flags, Map<String, String> environment) {
        this.environment = environment;
        flags.section("googletest: GtestOptions");
        filter = string(
                flags, "filter", "*", "Runs the tests matching Suite.Test patterns: a:b*-c runs a and b*, but not c.");
        listTests =
                bool(flags, "list_tests", false, "Lists the tests (with --gtest_output, to the file too) and exits.");
        output = string(
                flags,
                "output",
                "",
                "xml[:PATH]: writes a JUnit XML report to PATH (a directory gets check-module.xml; no\n"
                        + "PATH: test_detail.xml).");
        repeat = integer(flags, "repeat", 1, "Runs every test this many times (negative: forever).");
        brief = bool(flags, "brief", false, "Prints only failures and the summary.");
        printTime = bool(flags, "print_time", true, "Prints each test's time.");
        failFast = bool(flags, "fail_fast", false, "Skips the remaining tests after the first failure.");
        alsoRunDisabled = bool(flags, "also_run_disabled_tests", false, "Also runs the tests named DISABLED_*.");
        shuffle = bool(flags, "shuffle", false, "Runs the tests in a random order.");
        randomSeed = integer(flags, "random_seed", 0, "The seed of --gtest_shuffle (0: from the clock).");
        for (String accepted : List.of(
                "color",
                "break_on_failure",
                "catch_exceptions",
                "death_test_style",
                "death_test_use_fork",
                "throw_on_failure",
                "stack_trace_depth",
                "print_utf8",
                "recreate_environments_when_repeating",
                "fail_if_no_test_linked",
                "fail_if_no_test_selected",
                "stream_result_to",
                "install_failure_signal_handler")) {
            flags.string(
                    "gtest_" + accepted,
                    "",
                    "Accepted; check-module's output has no colors, failures are reported and never break into a\n"
                            + "debugger or crash the process.");
        }
        String index = environment.get("GTEST_SHARD_INDEX");
        String total = environment.get("GTEST_TOTAL_SHARDS");
        boolean sharded = index != null && total != null;
        shardIndex = sharded ? (int) Flags.atol(index) : -1;
        totalShards = sharded ? (int) Flags.atol(total) : -1;
        shardStatusFile = environment.get("GTEST_SHARD_STATUS_FILE");
    }

    String filter() {
        return filter.get();
    }

    boolean listTests() {
        return listTests.get();
    }

    String output() {
        return output.get();
    }

    int repeat() {
        return repeat.get();
    }

    boolean brief() {
        return brief.get();
    }

    boolean printTime() {
        return printTime.get();
    }

    boolean failFast() {
        return failFast.get();
    }

    boolean alsoRunDisabled() {
        return alsoRunDisabled.get();
    }

    boolean shuffle() {
        return shuffle.get();
    }

    int randomSeed() {
        return randomSeed.get();
    }

    /** googletest's bool: true unless its value starts with 0, f or F (nothing is true). */
    static boolean gtestBool(String v) {
        return v.isEmpty() || !(v.startsWith("0") || v.startsWith("f") || v.startsWith("F"));
    }

    private Flags.Value<Boolean> bool(Flags flags, String name, boolean defaultValue, String help) {
        return fromEnvironment(
                name, flags.add(new Flags.Value<>("gtest_" + name, defaultValue, help, GtestOptions::gtestBool)));
    }

    private Flags.Value<Integer> integer(Flags flags, String name, int defaultValue, String help) {
        return fromEnvironment(name, flags.int32("gtest_" + name, defaultValue, help));
    }

    private Flags.Value<String> string(Flags flags, String name, String defaultValue, String help) {
        return fromEnvironment(name, flags.string("gtest_" + name, defaultValue, help));
    }

    // googletest's flags default to their GTEST_* environment variables.
    private <F extends Flags.Flag> F fromEnvironment(String name, F flag) {
        String env = env(name);
        if (env != null) {
            flag.parse(env);
        }
        return flag;
    }

    private String env(String name) {
        return environment.get("GTEST_" + name.toUpperCase(Locale.ROOT));
    }

    boolean sharded() {
        return totalShards > 0 && shardIndex >= 0;
    }

    /** Whether {@code suite.test} passes --gtest_filter (googletest's patterns, with its '-' negation). */
    boolean matches(String fullName) {
        String filter = this.filter.get();
        int dash = filter.indexOf('-');
        if (dash < 0) {
            return anyMatches(filter, fullName);
        }
        String positive = filter.substring(0, dash);
        return anyMatches(positive.isEmpty() ? "*" : positive, fullName)
                && !anyMatches(filter.substring(dash + 1), fullName);
    }

    private static boolean anyMatches(String patterns, String name) {
        for (String p : split(patterns)) {
            if (glob(p, name)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> split(String patterns) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= patterns.length(); i++) {
            if (i == patterns.length() || patterns.charAt(i) == ':') {
                parts.add(patterns.substring(start, i));
                start = i + 1;
            }
        }
        return parts;
    }

    /** googletest's glob: {@code ?} matches one character, {@code *} any run (linear-time backtracking). */
    static boolean glob(String pattern, String name) {
        int p = 0;
        int n = 0;
        int starP = -1;
        int starN = -1;
        while (p < pattern.length() || n < name.length()) {
            if (p < pattern.length()) {
                char c = pattern.charAt(p);
                if (c == '*') {
                    starP = p;
                    starN = n + 1;
                    p++;
                    continue;
                }
                if (n < name.length() && (c == '?' || c == name.charAt(n))) {
                    p++;
                    n++;
                    continue;
                }
            }
            if (starP >= 0 && starN <= name.length()) {
                p = starP;
                n = starN;
                continue;
            }
            return false;
        }
        return true;
    }
}
