package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.check.CheckFailures;
import io.jiree.runtime.check.CheckModule;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import picocli.CommandLine.Command;

/**
 * {@code jiree check-module}: runs every public export of a module built with the {@code check}
 * dialect as a googletest test, each in a fresh context, as iree-check-module does: its flags,
 * googletest's ({@link GtestOptions}), its console layout ({@link GtestReport}), XML report
 * ({@link GtestXml}) and exit codes.
 */
@Command(
        name = "check-module",
        description = {
            "Runs every exported test function of a module compiled with check.expect_* ops, as iree-check-module.",
            "Takes iree-check-module's flags and googletest's (jiree check-module --help lists them)."
        })
final class CheckModuleCommand implements IreeCommand {
    private final Flags flags = new Flags(
                    "jiree check-module",
                    "Runs every exported test function of a module compiled with check.expect_* ops, as\n"
                            + "iree-check-module: each function takes no inputs and returns nothing; failed\n"
                            + "expectations fail it.\nExample: jiree check-module --module=tests.vmfb "
                            + "--device=local-task --gtest_output=xml:results.xml")
            .passUnknown();
    private final Flags.Value<Boolean> expectFailure = flags.section("check-module: CheckModuleCommand")
            .bool("expect_failure", false, "Succeeds only when some test fails (for testing failing test modules).");
    private final DeviceOptions deviceOptions = new DeviceOptions(flags);
    private final GtestOptions gtest;

    CheckModuleCommand() {
        this(System.getenv());
    }

    /** {@code environment}: where googletest's GTEST_* defaults come from. */
    CheckModuleCommand(Map<String, String> environment) {
        gtest = new GtestOptions(flags, environment);
    }

    @Override
    public Flags flags() {
        return flags;
    }

    @Override
    public int run(List<String> positional, PrintWriter out, PrintWriter err) {
        for (String flag : flags.unknown()) {
            err.print("warning: flag '" + flag + "' not recognized; ignored, as iree-check-module ignores it\n");
        }
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        deviceOptions.traceTo(err);
        int exit;
        JireeException failure = null;
        try (Instance instance = Instance.create()) {
            exit = runAll(instance, out, err);
        } catch (JireeException e) {
            failure = e;
            exit = 1;
        }
        if (expectFailure.get()) {
            out.print(exit == 0 ? "Test passed but expected failure\n" : "Test failed as expected\n");
            out.flush();
            if (failure != null) {
                err.print(StatusLine.of(failure) + "\n");
                err.flush();
            }
            return exit == 0 ? 1 : 0;
        }
        if (failure != null) {
            throw failure;
        }
        if (exit != 0) {
            out.print("Test failed\nOK\n");
        }
        out.flush();
        return exit;
    }

    private int runAll(Instance instance, PrintWriter out, PrintWriter err) {
        CheckFailures failures = new CheckFailures();
        List<GtestReport.Case> all = new ArrayList<>();
        String suite;
        try (Session probe = deviceOptions.openSession(instance, List.of(CheckModule.create(failures)))) {
            Module main = probe.context().modules().getLast();
            suite = main.name();
            for (Function f : main.exports()) {
                if (f.name().startsWith("__") || f.name().indexOf('$') >= 0) {
                    continue;
                }
                var cc = f.signature().callingConvention();
                if (cc != null && (!cc.arguments().isEmpty() || !cc.results().isEmpty())) {
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "expected function with no inputs or outputs, but export '%s' has signature '%s'",
                            f.name(),
                            cc.text());
                }
                all.add(new GtestReport.Case(suite, f.name(), Integer.toString(f.ordinal())));
            }
        }
        // googletest's selection: the filter, then the shard among the tests that can run.
        List<GtestReport.Case> selected = new ArrayList<>();
        int runnable = 0;
        for (GtestReport.Case t : all) {
            if (!gtest.matches(t.fullName())) {
                continue;
            }
            boolean canRun = !t.disabled() || gtest.alsoRunDisabled();
            if (gtest.sharded() && (!canRun || runnable++ % gtest.totalShards != gtest.shardIndex)) {
                continue;
            }
            selected.add(t);
        }
        touchShardStatusFile();
        Path xml = GtestXml.file(gtest.output());
        if (gtest.listTests()) {
            if (!selected.isEmpty()) {
                out.print(suite + ".\n");
            }
            for (GtestReport.Case t : selected) {
                out.print("  " + t.name() + "  # GetParam() = " + t.param() + "\n");
            }
            out.flush();
            if (xml != null) {
                GtestXml.write(xml, suite, selected, Map.of(), 0, 0, true);
            }
            return 0;
        }
        GtestReport report = new GtestReport(out, gtest);
        int seed = gtest.randomSeed() != 0 ? gtest.randomSeed() : (int) (System.currentTimeMillis() % 99_999) + 1;
        int exit = 0;
        for (int iteration = 0; gtest.repeat() < 0 || iteration < gtest.repeat(); iteration++) {
            List<GtestReport.Case> order = new ArrayList<>(selected);
            if (gtest.shuffle()) {
                Collections.shuffle(order, new Random(seed + iteration));
            }
            List<GtestReport.Case> toRun = order.stream()
                    .filter(t -> !t.disabled() || gtest.alsoRunDisabled())
                    .toList();
            long start = System.currentTimeMillis();
            long begin = System.nanoTime();
            report.start(iteration, suite, toRun.size(), seed + iteration);
            Map<GtestReport.Case, GtestReport.Result> results = new LinkedHashMap<>();
            boolean stop = false;
            for (GtestReport.Case t : order) {
                if (!toRun.contains(t)) {
                    report.disabled(t);
                    continue;
                }
                report.testStart(t);
                GtestReport.Result r = stop
                        ? new GtestReport.Result(
                                t, GtestReport.Outcome.SKIPPED, List.of(), 0, System.currentTimeMillis())
                        : runTest(instance, failures, t, err);
                report.testEnd(r);
                results.put(t, r);
                stop |= gtest.failFast() && r.outcome() == GtestReport.Outcome.FAILED;
            }
            long millis = (System.nanoTime() - begin) / 1_000_000;
            report.end(suite, List.copyOf(results.values()), selected.size() - toRun.size(), millis);
            if (xml != null) {
                GtestXml.write(xml, suite, selected, results, start, millis, false);
            }
            if (results.values().stream().anyMatch(r -> r.outcome() == GtestReport.Outcome.FAILED)) {
                exit = 1;
            }
        }
        return exit;
    }

    // A fresh context per test, as the reference sets one up in each test's SetUp.
    private GtestReport.Result runTest(Instance instance, CheckFailures failures, GtestReport.Case t, PrintWriter err) {
        long start = System.currentTimeMillis();
        long begin = System.nanoTime();
        List<String> messages = new ArrayList<>();
        failures.drain();
        try (Session session = deviceOptions.openSession(instance, List.of(CheckModule.create(failures)))) {
            session.call(t.name(), List.of());
            deviceOptions.printDeviceStatistics(session, err);
        } catch (JireeException e) {
            messages.add("Value of: iree::Status(status)\nExpected: is OK\n  Actual: " + StatusLine.of(e));
        }
        List<String> all = new ArrayList<>(failures.drain());
        all.addAll(messages);
        return new GtestReport.Result(
                t,
                all.isEmpty() ? GtestReport.Outcome.PASSED : GtestReport.Outcome.FAILED,
                all,
                (System.nanoTime() - begin) / 1_000_000,
                start);
    }

    private void touchShardStatusFile() {
        if (gtest.shardStatusFile == null) {
            return;
        }
        try {
            Path p = Path.of(gtest.shardStatusFile);
            if (!Files.exists(p)) {
                Files.createFile(p);
            }
        } catch (IOException | RuntimeException e) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "could not write GTEST_SHARD_STATUS_FILE '%s': %s",
                    gtest.shardStatusFile,
                    e.getMessage());
        }
    }
}
