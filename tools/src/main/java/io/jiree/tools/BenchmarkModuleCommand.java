package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Device;
import io.jiree.hal.Fence;
import io.jiree.hal.Semaphore;
import io.jiree.hal.Timeout;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Command;

/**
 * {@code jiree benchmark-module}: times calls of a module's functions as iree-benchmark-module
 * does, with its flags and Google Benchmark's ({@code --benchmark_*}): one benchmark
 * {@code BM_<function>} for {@code --function}, else one for each export that takes nothing (or
 * only fences, or that the compiler marked {@code iree.benchmark}), each timed over enough
 * iterations to last {@code --benchmark_min_time}, repeated, and reported by {@link BenchmarkReport}.
 */
@Command(
        name = "benchmark-module",
        description = {
            "Benchmarks functions of a compiled IREE module, as iree-benchmark-module.",
            "Takes iree-benchmark-module's flags and Google Benchmark's (jiree benchmark-module --help lists them)."
        })
final class BenchmarkModuleCommand implements IreeCommand {
    private static final long MAX_ITERATIONS = 1_000_000_000L;

    private final Flags flags = new Flags(
                    "jiree benchmark-module",
                    "Benchmarks functions of a compiled IREE module, as iree-benchmark-module.\n"
                            + "Example: jiree benchmark-module --module=m.vmfb --function=main --input=4xf32=1 "
                            + "--benchmark_repetitions=5")
            .passUnknown();
    private final Flags.Value<Integer> batchSize = flags.section("benchmark-module: BenchmarkModuleCommand")
            .int32(
                    "batch_size",
                    1,
                    "Invocations one iteration stands for: a function compiled with\n"
                            + "--iree-hal-benchmark-dispatch-repeat-count=N is timed with --batch_size=N.");
    private final Flags.Value<Integer> batchConcurrency = flags.int32(
            "batch_concurrency", 1, "Invocations of a batch of a coarse-fences function that run concurrently.");
    private final Flags.Value<String> function =
            flags.string("function", "", "The function to benchmark; without it every export that takes no inputs is.");
    private final Flags.Value<Boolean> printStatistics =
            flags.bool("print_statistics", false, "Prints each device's allocator statistics to stderr on exit.");
    private final Flags.Value<Boolean> dispatchStatistics = flags.bool(
            "dispatch_statistics",
            false,
            "Rows of time per dispatch function: jiree's devices do not time dispatches, so, as IREE on\n"
                    + "such a backend, the rows are missing and a warning says so.");
    private final Flags.Texts inputs = flags.list("input", "An input, as for run-module (repeatable).");
    /** IREE's --time_unit; null when not given (ms, us for dispatch benchmarks). */
    private String timeUnit;

    private final Flags.Value<Boolean> enableOutputProcessing;
    private final DeviceOptions deviceOptions;
    private final ResultOptions results;
    private final Flags.Value<Boolean> listTests;
    private final Flags.Value<String> filter;
    private final Flags.Value<String> minTime;
    private final Flags.Value<Double> minWarmupTime;
    private final Flags.Value<Integer> repetitions;
    private final Flags.Value<Boolean> dryRun;
    private final Flags.Value<Boolean> randomInterleaving;
    private final Flags.Value<Boolean> reportAggregatesOnly;
    private final Flags.Value<Boolean> displayAggregatesOnly;
    private final Flags.Value<String> format;
    private final Flags.Value<String> outFile;
    private final Flags.Value<String> outFormat;
    private final Flags.Value<Boolean> countersTabular;
    private final Flags.Value<String> context;

    BenchmarkModuleCommand() {
        flags.action(
                "time_unit",
                "# --time_unit=ms",
                "The time unit of the results: ms, us or ns (default ms; us for dispatch benchmarks).",
                v -> {
                    if (!v.equals("ms") && !v.equals("us") && !v.equals("ns")) {
                        throw new JireeException(StatusCode.INVALID_ARGUMENT, "unsupported time unit");
                    }
                    timeUnit = v;
                });
        enableOutputProcessing = flags.bool(
                "enable_output_processing",
                false,
                "Processes the results of a call after the timed ones with --output and\n"
                        + "--expected_output, as run-module does.");
        deviceOptions = new DeviceOptions(flags);
        results = new ResultOptions(flags);
        RefusedFlags.registerAgentsMd(flags);
        flags.section("Google Benchmark: BenchmarkModuleCommand");
        listTests = flags.bool("benchmark_list_tests", false, "Lists the benchmarks and exits.");
        filter = flags.string(
                "benchmark_filter",
                "",
                "Runs only the benchmarks whose name matches this regex (-regex: those that do not).");
        minTime = flags.string(
                "benchmark_min_time",
                "0.5s",
                "Minimum time per measurement (0.5s), or a fixed iteration count (100x).");
        minWarmupTime = flags.real(
                "benchmark_min_warmup_time",
                0.5,
                "Seconds of calls before measuring (lets the JIT compile the interpreter's paths; Google\n"
                        + "Benchmark's default is 0).");
        repetitions = flags.int32(
                "benchmark_repetitions",
                1,
                "Measures each benchmark this many times and adds mean, median, stddev and cv rows.");
        dryRun = flags.bool(
                "benchmark_dry_run", false, "Runs each benchmark once (one iteration, one repetition, no warm-up).");
        randomInterleaving = flags.bool(
                "benchmark_enable_random_interleaving",
                false,
                "Runs the repetitions of all benchmarks in a random order.");
        reportAggregatesOnly = flags.bool(
                "benchmark_report_aggregates_only", false, "Reports only the aggregate rows of repeated benchmarks.");
        displayAggregatesOnly = flags.bool(
                "benchmark_display_aggregates_only",
                false,
                "Shows only the aggregate rows on stdout (--benchmark_out still gets every row).");
        format = flags.string("benchmark_format", "console", "console, json or csv, on stdout.");
        outFile = flags.string("benchmark_out", "", "A file that also gets the report.");
        outFormat =
                flags.string("benchmark_out_format", "json", "json, console or csv: the format of --benchmark_out.");
        flags.string("benchmark_color", "auto", "Accepted; the console report has no colors.");
        countersTabular = flags.bool(
                "benchmark_counters_tabular", false, "Shows items_per_second as a column of the console report.");
        context = flags.string("benchmark_context", "", "key=value,... pairs added to the report's context.");
        flags.string("benchmark_time_unit", "", "Accepted; as in iree-benchmark-module the unit is --time_unit's.");
        flags.int32("v", 0, "Accepted; Google Benchmark's log verbosity.");
    }

    @Override
    public Flags flags() {
        return flags;
    }

    /** One benchmark: its name, what one loop of it runs, and its default time unit. */
    private record Benchmark(String name, Loop loop, String defaultUnit) {}

    /** Runs {@code loops} loops of a benchmark; returns the timed seconds, wall and process CPU. */
    @FunctionalInterface
    private interface Loop {
        double[] run(long loops);
    }

    @Override
    public int run(List<String> positional, PrintWriter out, PrintWriter err) throws IOException {
        for (String flag : flags.unknown()) {
            err.print("warning: flag '" + flag + "' not recognized; ignored, as iree-benchmark-module ignores it\n");
        }
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        if (dispatchStatistics.get()) {
            err.print("warning: --dispatch_statistics: jiree's devices do not time dispatches; no dispatch rows "
                    + "(--print_device_statistics counts them)\n");
        }
        deviceOptions.traceTo(err);
        if (printStatistics.get()) {
            deviceOptions.countAllocations();
        }
        if (!List.of("console", "json", "csv").contains(format.get())
                || !List.of("console", "json", "csv").contains(outFormat.get())) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "invalid --benchmark_format=%s or --benchmark_out_format=%s; use console, json or csv",
                    format.get(),
                    outFormat.get());
        }
        if (repetitions.get() < 1) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "--benchmark_repetitions must be at least 1");
        }
        if (batchSize.get() < 1 || batchConcurrency.get() < 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--batch_size=%d and --batch_concurrency=%d must be at least 1",
                    batchSize.get(),
                    batchConcurrency.get());
        }
        Long fixedIterations = null;
        double minSeconds;
        if (minTime.get().endsWith("x")) {
            fixedIterations =
                    parsePositiveLong(minTime.get().substring(0, minTime.get().length() - 1));
            minSeconds = 0;
        } else {
            minSeconds = parseSeconds(
                    minTime.get().endsWith("s")
                            ? minTime.get().substring(0, minTime.get().length() - 1)
                            : minTime.get());
        }
        if (dryRun.get()) {
            fixedIterations = 1L;
        }
        try (Instance instance = Instance.create();
                Session session = deviceOptions.openSession(instance)) {
            List<PreparedCall> prepared = new ArrayList<>();
            try {
                List<Benchmark> benchmarks = register(session, prepared);
                // Google Benchmark opens --benchmark_out before it matches or lists the benchmarks.
                PrintWriter file = openReportFile();
                boolean saved = false;
                try {
                    List<Benchmark> selected = select(benchmarks, err);
                    if (listTests.get()) {
                        for (Benchmark b : selected) {
                            out.print(b.name() + "\n");
                        }
                        saved = true;
                        closeReportFile(file);
                        return 0;
                    }
                    runAll(selected, fixedIterations, minSeconds, out, err, file);
                    saved = true;
                    closeReportFile(file);
                } catch (Throwable t) {
                    if (file != null) {
                        file.close();
                        // No partial report that looks like a result (a device like /dev/full stays).
                        Path path = Path.of(outFile.get());
                        try {
                            if (Files.isRegularFile(path)) {
                                Files.deleteIfExists(path);
                            }
                        } catch (IOException e) {
                            t.addSuppressed(e);
                        }
                    }
                    throw t;
                }
                int exit = 0;
                if (enableOutputProcessing.get() && !function.get().isEmpty()) {
                    Function f = prepared.getFirst().function();
                    exit = results.process(f, prepared.getFirst().invoke(), out, results.equality());
                }
                deviceOptions.printDeviceStatistics(session, err);
                if (printStatistics.get() && deviceOptions.usedHal) {
                    Statistics.printAllocators(session, err);
                }
                return exit;
            } finally {
                prepared.forEach(PreparedCall::close);
            }
        }
    }

    // iree-benchmark-module's registration: --function.get() alone, else every export it can run.
    private List<Benchmark> register(Session session, List<PreparedCall> prepared) {
        List<Benchmark> benchmarks = new ArrayList<>();
        if (!function.get().isEmpty()) {
            Function f = session.lookupFunction(function.get());
            List<HostValue> args;
            try {
                args = FunctionInputs.parse(PreparedCall.inputTypes(f), inputs.get(), null);
            } catch (JireeException e) {
                throw e.annotate("parsing function inputs");
            }
            // Inputs go to the device once; each timed call leaves its results there, as the reference.
            PreparedCall call = session.prepare(f, args);
            prepared.add(call);
            benchmarks.add(new Benchmark("BM_" + function.get(), loop(session.device(), call), "ms"));
            return benchmarks;
        }
        Module main = session.context().modules().getLast();
        for (Function f : main.exports()) {
            String kind = f.signature().attribute("iree.benchmark");
            String name = "BM_" + f.name();
            if ("dispatch".equals(kind)) {
                PreparedCall call = session.prepare(f.name(), batchSize.get());
                prepared.add(call);
                benchmarks.add(new Benchmark(name, loops -> timed(loops, call::invokeDiscardingResults), "us"));
                continue;
            }
            boolean runnable = "entry".equals(kind);
            if (!runnable && (f.name().startsWith("__") || f.name().indexOf('$') >= 0)) {
                continue;
            }
            var cc = f.signature().callingConvention();
            boolean async = "coarse-fences".equals(f.signature().attribute("iree.abi.model"));
            int arguments = cc == null ? -1 : cc.arguments().length();
            if (runnable || arguments == (async ? 2 : 0)) {
                PreparedCall call = session.prepare(f.name());
                prepared.add(call);
                benchmarks.add(new Benchmark(name, loop(session.device(), call), "ms"));
            }
        }
        return benchmarks;
    }

    // One loop: a call standing for --batch_size iterations, or for coarse-fences functions a
    // batch of --batch_size calls in --batch_concurrency chains, timed without its set-up.
    private Loop loop(Device device, PreparedCall call) {
        if (!call.isAsync()) {
            return loops -> timed(loops, call::invokeDiscardingResults);
        }
        int lanes = batchConcurrency.get();
        int perLane = (batchSize.get() + lanes - 1) / lanes;
        return loops -> {
            double[] total = new double[2];
            for (long l = 0; l < loops; l++) {
                List<Semaphore> semaphores = new ArrayList<>();
                for (int j = 0; j < lanes; j++) {
                    semaphores.add(device.createSemaphore(0, 0));
                }
                try {
                    double[] t = timed(1, () -> {
                        for (int i = 0; i < perLane; i++) {
                            for (int j = 0; j < lanes; j++) {
                                try (Fence wait = i == 0 ? null : Fence.of(semaphores.get(j), i);
                                        Fence signal = Fence.of(semaphores.get(j), i + 1)) {
                                    call.start(wait, signal);
                                }
                            }
                        }
                        for (Semaphore s : semaphores) {
                            s.await(perLane, Timeout.infinite());
                        }
                    });
                    total[0] += t[0];
                    total[1] += t[1];
                } finally {
                    semaphores.forEach(Semaphore::close);
                }
            }
            return total;
        };
    }

    private static double[] timed(long loops, Runnable body) {
        Duration cpu0 = processCpu();
        long t0 = System.nanoTime();
        for (long i = 0; i < loops; i++) {
            body.run();
        }
        long t1 = System.nanoTime();
        Duration cpu1 = processCpu();
        return new double[] {(t1 - t0) / 1e9, cpu1.minus(cpu0).toNanos() / 1e9};
    }

    private static Duration processCpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    // Google Benchmark's --benchmark_filter: a regex searched in each name; "-regex" negates it.
    private List<Benchmark> select(List<Benchmark> benchmarks, PrintWriter err) {
        // Google Benchmark's spelling of "everything", which its message names too.
        String spec = filter.get().isEmpty() || filter.get().equals("all") ? "." : filter.get();
        boolean negate = spec.startsWith("-");
        Pattern pattern;
        try {
            pattern = Pattern.compile(negate ? spec.substring(1) : spec);
        } catch (PatternSyntaxException e) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "invalid --benchmark_filter regex '%s': %s", spec, e.getMessage());
        }
        List<Benchmark> selected = new ArrayList<>();
        for (Benchmark b : benchmarks) {
            if (pattern.matcher(b.name() + "/process_time/real_time").find() != negate) {
                selected.add(b);
            }
        }
        if (selected.isEmpty()) {
            // Also for a module with nothing to run, and before --benchmark_list_tests lists nothing.
            err.print("Failed to match any benchmarks against regex: " + spec + "\n");
        }
        return selected;
    }

    /**
     * The --benchmark_out file, opened (and truncated) as Google Benchmark opens it; null without
     * one. A file that cannot be opened fails the run with Google Benchmark's message.
     */
    private PrintWriter openReportFile() {
        String name = outFile.get();
        if (name.isEmpty()) {
            return null;
        }
        try {
            return new PrintWriter(Files.newBufferedWriter(Path.of(name), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            StatusCode code = switch (e) {
                case NoSuchFileException x -> StatusCode.NOT_FOUND;
                case AccessDeniedException x -> StatusCode.PERMISSION_DENIED;
                default -> StatusCode.INVALID_ARGUMENT;
            };
            String reason = e instanceof FileSystemException fse && fse.getReason() != null
                    ? fse.getReason()
                    : e instanceof NoSuchFileException
                            ? "no such file or directory"
                            : e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
            throw JireeException.of(
                    code,
                    "invalid file name: '%s'; --benchmark_out could not be opened (%s): name a file in a directory"
                            + " that exists and can be written",
                    name,
                    reason);
        }
    }

    /** Closes the report file; DATA_LOSS when what was written to it did not all reach it. */
    private void closeReportFile(PrintWriter file) {
        if (file == null) {
            return;
        }
        file.close();
        if (file.checkError()) {
            throw JireeException.of(
                    StatusCode.DATA_LOSS,
                    "could not write the report to --benchmark_out file '%s' (a full disk, or a file that cannot be"
                            + " written): the report is lost; name a file where there is room",
                    outFile.get());
        }
    }

    private void runAll(
            List<Benchmark> benchmarks,
            Long fixedIterations,
            double minSeconds,
            PrintWriter out,
            PrintWriter err,
            PrintWriter file) {
        if (benchmarks.isEmpty()) {
            return;
        }
        int reps = dryRun.get() ? 1 : repetitions.get();
        int width = 0;
        for (Benchmark b : benchmarks) {
            width = Math.max(width, rowName(b).length() + (reps > 1 ? "_median".length() : 0));
        }
        BenchmarkReport.Machine machine = BenchmarkReport.Machine.current(contextPairs());
        BenchmarkReport display = new BenchmarkReport(format.get(), out, err, machine, width, countersTabular.get());
        BenchmarkReport fileReport = file == null
                ? null
                : new BenchmarkReport(outFormat.get(), file, file, machine, width, countersTabular.get());
        display.start();
        if (fileReport != null) {
            fileReport.start();
        }
        // Each benchmark's repetitions, in order or (interleaved) shuffled across benchmarks.
        Map<Benchmark, List<BenchmarkReport.Row>> runs = new LinkedHashMap<>();
        Map<Benchmark, Long> iterations = new LinkedHashMap<>();
        List<Benchmark> order = new ArrayList<>();
        for (Benchmark b : benchmarks) {
            runs.put(b, new ArrayList<>());
            for (int r = 0; r < reps; r++) {
                order.add(b);
            }
        }
        if (randomInterleaving.get()) {
            Collections.shuffle(order, new Random());
        }
        for (Benchmark b : order) {
            if (runs.get(b).isEmpty() && !dryRun.get()) {
                warmUp(b);
            }
            Long count = fixedIterations != null ? fixedIterations : iterations.get(b);
            double[] t;
            long loops;
            if (count == null) {
                long[] found = new long[1];
                t = search(b, minSeconds, found);
                loops = found[0];
                iterations.put(b, loops * batchSize.get());
            } else {
                loops = (count + batchSize.get() - 1) / batchSize.get();
                t = b.loop().run(loops);
            }
            long iters = loops * batchSize.get();
            String unit = timeUnit != null ? timeUnit : b.defaultUnit();
            double scale = unitSeconds(unit);
            List<BenchmarkReport.Row> rows = runs.get(b);
            rows.add(new BenchmarkReport.Row(
                    rowName(b),
                    benchmarks.indexOf(b),
                    reps,
                    rows.size(),
                    null,
                    iters,
                    t[0] / iters / scale,
                    t[1] / iters / scale,
                    unit,
                    iters / Math.max(t[0], 1e-12)));
            if (rows.size() == reps && !randomInterleaving.get()) {
                report(rows, display, fileReport);
            }
        }
        if (randomInterleaving.get()) {
            for (List<BenchmarkReport.Row> rows : runs.values()) {
                report(rows, display, fileReport);
            }
        }
        display.finish();
        if (fileReport != null) {
            fileReport.finish();
        }
    }

    private void report(List<BenchmarkReport.Row> runs, BenchmarkReport display, BenchmarkReport file) {
        List<BenchmarkReport.Row> all = BenchmarkReport.withAggregates(runs);
        List<BenchmarkReport.Row> aggregates =
                all.stream().filter(r -> r.aggregate() != null).toList();
        boolean repeated = runs.size() > 1;
        display.report(repeated && (reportAggregatesOnly.get() || displayAggregatesOnly.get()) ? aggregates : all);
        if (file != null) {
            file.report(repeated && reportAggregatesOnly.get() ? aggregates : all);
        }
    }

    private static String rowName(Benchmark b) {
        return b.name() + "/process_time/real_time";
    }

    private Map<String, String> contextPairs() {
        Map<String, String> pairs = new LinkedHashMap<>();
        if (context.get().isEmpty()) {
            return pairs;
        }
        for (String pair : context.get().split(",")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "--benchmark_context=%s: '%s' is not key=value",
                        context.get(),
                        pair);
            }
            pairs.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
        return pairs;
    }

    private void warmUp(Benchmark b) {
        long end = System.nanoTime() + (long) (minWarmupTime.get() * 1e9);
        while (System.nanoTime() < end) {
            b.loop().run(1);
        }
    }

    // Google Benchmark's search for an iteration count: run, and while a run lasts less than
    // the minimum time, predict a larger count (up to 10x, or 1.4x what the time asks for).
    private double[] search(Benchmark b, double minSeconds, long[] loops) {
        long iters = batchSize.get();
        while (true) {
            long n = (iters + batchSize.get() - 1) / batchSize.get();
            double[] t = b.loop().run(n);
            if (t[0] >= minSeconds || n * batchSize.get() >= MAX_ITERATIONS) {
                loops[0] = n;
                return t;
            }
            double multiplier = minSeconds * 1.4 / Math.max(t[0], 1e-9);
            if (t[0] / minSeconds <= 0.1) {
                multiplier = 10.0;
            }
            long done = n * batchSize.get();
            iters = Math.min(Math.round(Math.max(multiplier * done, done + 1.0)), MAX_ITERATIONS);
        }
    }

    static double unitSeconds(String unit) {
        return switch (unit) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "s" -> 1;
            default -> throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unsupported time unit '%s'", unit);
        };
    }

    private static long parsePositiveLong(String s) {
        try {
            long v = Long.parseLong(s);
            if (v > 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "invalid --benchmark_min_time iteration count '%s'; use a positive integer followed by x (100x)",
                s);
    }

    private static double parseSeconds(String s) {
        try {
            double v = Double.parseDouble(s);
            if (v >= 0 && Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "invalid --benchmark_min_time '%s'; use seconds followed by s (0.5s) or an iteration count (100x)",
                s);
    }
}
