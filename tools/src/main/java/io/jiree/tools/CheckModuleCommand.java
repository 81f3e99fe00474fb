package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.check.CheckFailures;
import io.jiree.runtime.check.CheckModule;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jiree check-module}: runs every public export of a module built with the {@code check}
 * dialect as a test, each in a fresh context, and reports in iree-check-module's gtest layout.
 */
@Command(
        name = "check-module",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs every exported test function of a module compiled with check.expect_* ops, as "
                    + "iree-check-module: each function takes no inputs and returns nothing; failed expectations fail it.",
            "Example: jiree check-module --module=tests.vmfb --device=local-task"
        })
final class CheckModuleCommand implements Callable<Integer>, IreeFlags {
    @Spec
    CommandSpec spec;

    @Mixin
    DeviceOptions deviceOptions;

    @Option(
            names = "--expect_failure",
            arity = "0..1",
            fallbackValue = "true",
            defaultValue = "false",
            description = "Succeed only when some test fails (for testing failing test modules).")
    boolean expectFailure;

    private record Test(String name, int ordinal) {}

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        int exit;
        JireeException failure = null;
        try (Instance instance = Instance.create()) {
            exit = runAll(instance, out);
        } catch (JireeException e) {
            failure = e;
            exit = 1;
        }
        if (expectFailure) {
            out.print(exit == 0 ? "Test passed but expected failure\n" : "Test failed as expected\n");
            out.flush();
            if (failure != null) {
                spec.commandLine().getErr().print(StatusLine.of(failure) + "\n");
                spec.commandLine().getErr().flush();
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

    private int runAll(Instance instance, PrintWriter out) {
        CheckFailures failures = new CheckFailures();
        List<Test> tests = new ArrayList<>();
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
                tests.add(new Test(f.name(), f.ordinal()));
            }
        }
        GtestReport report = new GtestReport(out, suite, tests.size());
        for (Test t : tests) {
            report.start(t.name());
            long begin = System.nanoTime();
            List<String> messages = new ArrayList<>();
            failures.drain();
            // A fresh context per test, as the reference sets one up in each test's SetUp.
            try (Session session = deviceOptions.openSession(instance, List.of(CheckModule.create(failures)))) {
                session.call(t.name(), List.of());
            } catch (JireeException e) {
                messages.add("Value of: iree::Status(status)\nExpected: is OK\n  Actual: " + StatusLine.of(e));
            }
            List<String> all = new ArrayList<>(failures.drain());
            all.addAll(messages);
            report.finish(t.name(), Integer.toString(t.ordinal()), all, (System.nanoTime() - begin) / 1_000_000);
        }
        return report.end();
    }
}
