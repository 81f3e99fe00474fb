package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jiree benchmark-module}: times repeated calls of a function, after a warm-up, and prints
 * the per-call time in Google Benchmark's console layout as iree-benchmark-module does
 * ({@code BM_<function>/process_time/real_time}, with mean/median/stddev/cv and min/max rows
 * when repeated).
 */
@Command(
        name = "benchmark-module",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Benchmarks a function of a compiled IREE module, as iree-benchmark-module.",
            "Inputs are copied to the device once; timed calls leave their results on the device.",
            "Example: jiree benchmark-module --module=m.vmfb --function=main --input=4xf32=1 "
                    + "--benchmark_repetitions=5"
        })
final class BenchmarkModuleCommand implements Callable<Integer>, IreeFlags {
    @Spec
    CommandSpec spec;

    @Mixin
    DeviceOptions deviceOptions;

    @Option(
            names = "--function",
            paramLabel = "NAME",
            defaultValue = "",
            description = "The function to benchmark (may be omitted when the module exports only one).")
    String function;

    @Option(names = "--input", paramLabel = "VALUE", description = "An input, as for run-module (repeatable).")
    List<String> inputs = new ArrayList<>();

    @Option(
            names = "--benchmark_repetitions",
            defaultValue = "1",
            paramLabel = "N",
            description = "Runs the timed measurement N times and adds aggregate rows.")
    int repetitions;

    @Option(
            names = "--benchmark_min_time",
            defaultValue = "0.5s",
            paramLabel = "<float>s|<int>x",
            description = "Minimum time per measurement (0.5s), or a fixed iteration count (100x).")
    String minTime;

    @Option(
            names = "--benchmark_min_warmup_time",
            defaultValue = "0.5",
            paramLabel = "SECONDS",
            description = "Calls made before measuring, for at least this long (lets the JIT compile the "
                    + "interpreter paths; the reference's default is 0).")
    double minWarmupTime;

    @Option(
            names = "--benchmark_time_unit",
            defaultValue = "ms",
            paramLabel = "ns|us|ms|s",
            description = "Unit of the time columns.")
    String timeUnit;

    /** One measurement: iterations and the wall and process CPU time they took. */
    record Run(long iterations, double realSeconds, double cpuSeconds) {
        double realPerCall() {
            return realSeconds / iterations;
        }

        double cpuPerCall() {
            return cpuSeconds / iterations;
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        if (repetitions < 1) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "--benchmark_repetitions must be at least 1");
        }
        double unit = unitSeconds(timeUnit);
        Long fixedIterations = null;
        double minSeconds;
        if (minTime.endsWith("x")) {
            fixedIterations = parsePositiveLong(minTime.substring(0, minTime.length() - 1));
            minSeconds = 0;
        } else {
            minSeconds = parseSeconds(minTime.endsWith("s") ? minTime.substring(0, minTime.length() - 1) : minTime);
        }
        try (Instance instance = Instance.create();
                Session session = deviceOptions.openSession(instance)) {
            Function f = FunctionSelection.select(session, function);
            List<HostValue> args;
            try {
                args = FunctionInputs.parse(PreparedCall.inputTypes(f), inputs, null);
            } catch (JireeException e) {
                throw e.annotate("parsing function inputs");
            }
            String name = f.name();
            // Inputs go to the device once; each timed call leaves its results there, as the reference.
            PreparedCall prepared = session.prepare(f, args);
            Runnable call = prepared::invokeDiscardingResults;
            call.run(); // Fails fast on bad inputs before any timing.
            warmUp(call, minWarmupTime);
            long iterations = fixedIterations != null ? fixedIterations : findIterations(call, minSeconds);
            printHeader(out);
            String row = "BM_" + name + "/process_time/real_time";
            List<Run> runs = new ArrayList<>();
            // The name column fits the longest row name (aggregate suffixes such as _median included).
            int width = Math.max(10, row.length() + (repetitions > 1 ? "_median".length() : 0));
            printTableHeader(out, width);
            for (int r = 0; r < repetitions; r++) {
                Run run = measure(call, iterations);
                runs.add(run);
                printRow(
                        out,
                        width,
                        row,
                        time(run.realPerCall() / unit),
                        time(run.cpuPerCall() / unit),
                        timeUnit,
                        run.iterations(),
                        "items_per_second=" + rate(1 / run.realPerCall()));
            }
            if (repetitions > 1) {
                printAggregates(out, width, row, runs, unit, timeUnit);
            }
            out.flush();
            prepared.close();
            return 0;
        }
    }

    private static void warmUp(Runnable call, double seconds) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            call.run();
        }
    }

    // Grows the iteration count until one measurement lasts at least minSeconds, as Google Benchmark does.
    private static long findIterations(Runnable call, double minSeconds) {
        long iterations = 1;
        while (true) {
            Run run = measure(call, iterations);
            if (run.realSeconds() >= minSeconds || iterations >= 1_000_000_000L) {
                return iterations;
            }
            double multiplier = minSeconds * 1.4 / Math.max(run.realSeconds(), 1e-9);
            long next = (long) Math.ceil(iterations * Math.min(10.0, multiplier));
            iterations = Math.max(iterations + 1, Math.min(next, 1_000_000_000L));
        }
    }

    static Run measure(Runnable call, long iterations) {
        Duration cpu0 = processCpu();
        long t0 = System.nanoTime();
        for (long i = 0; i < iterations; i++) {
            call.run();
        }
        long t1 = System.nanoTime();
        Duration cpu1 = processCpu();
        return new Run(iterations, (t1 - t0) / 1e9, cpu1.minus(cpu0).toNanos() / 1e9);
    }

    private static Duration processCpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    private static void printHeader(PrintWriter out) {
        out.print(OffsetDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx")) + "\n");
        out.print("Running jiree benchmark-module\n");
        out.print("Run on (" + Runtime.getRuntime().availableProcessors() + " X CPU s)\n");
    }

    // Google Benchmark's console layout: "%-*s %13s %15s %12s" header, rows as
    // "%-*s " name, "%10s %-4s %10s %-4s " times, "%10d" iterations, " name=value" counters.
    private static void printTableHeader(PrintWriter out, int width) {
        String header =
                String.format(Locale.ROOT, "%-" + width + "s %13s %15s %12s", "Benchmark", "Time", "CPU", "Iterations")
                        + " UserCounters...";
        out.print("-".repeat(header.length()) + "\n" + header + "\n" + "-".repeat(header.length()) + "\n");
    }

    private static void printRow(
            PrintWriter out,
            int width,
            String name,
            String real,
            String cpu,
            String unit,
            long iterations,
            String counter) {
        out.print(String.format(
                        Locale.ROOT,
                        "%-" + width + "s %10s %-4s %10s %-4s %10d %s",
                        name,
                        real,
                        unit,
                        cpu,
                        unit,
                        iterations,
                        counter)
                + "\n");
    }

    private static void printAggregates(
            PrintWriter out, int width, String row, List<Run> runs, double unit, String unitName) {
        long n = runs.size();
        double[] real = runs.stream().mapToDouble(r -> r.realPerCall() / unit).toArray();
        double[] cpu = runs.stream().mapToDouble(r -> r.cpuPerCall() / unit).toArray();
        double[] rate = runs.stream().mapToDouble(r -> 1 / r.realPerCall()).toArray();
        printRow(
                out,
                width,
                row + "_mean",
                time(Stats.mean(real)),
                time(Stats.mean(cpu)),
                unitName,
                n,
                "items_per_second=" + rate(Stats.mean(rate)));
        printRow(
                out,
                width,
                row + "_median",
                time(Stats.median(real)),
                time(Stats.median(cpu)),
                unitName,
                n,
                "items_per_second=" + rate(Stats.median(rate)));
        printRow(
                out,
                width,
                row + "_stddev",
                time(Stats.stddev(real)),
                time(Stats.stddev(cpu)),
                unitName,
                n,
                "items_per_second=" + rate(Stats.stddev(rate)));
        printRow(
                out,
                width,
                row + "_cv",
                String.format(Locale.ROOT, "%.2f", 100 * Stats.cv(real)),
                String.format(Locale.ROOT, "%.2f", 100 * Stats.cv(cpu)),
                "%",
                n,
                "items_per_second=" + String.format(Locale.ROOT, "%.2f%%", 100 * Stats.cv(rate)));
        printRow(
                out,
                width,
                row + "_min",
                time(Stats.min(real)),
                time(Stats.min(cpu)),
                unitName,
                n,
                "items_per_second=" + rate(Stats.min(rate)));
        printRow(
                out,
                width,
                row + "_max",
                time(Stats.max(real)),
                time(Stats.max(cpu)),
                unitName,
                n,
                "items_per_second=" + rate(Stats.max(rate)));
    }

    private static String unitName(double unit) {
        return unit == 1e-9 ? "ns" : unit == 1e-6 ? "us" : unit == 1e-3 ? "ms" : "s";
    }

    static double unitSeconds(String unit) {
        return switch (unit) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "s" -> 1;
            default ->
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "invalid --benchmark_time_unit '%s'; use ns, us, ms or s", unit);
        };
    }

    // Google Benchmark's time column: fewer decimals as the value grows, exponent form past 10 digits.
    static String time(double v) {
        if (v < 1) {
            return String.format(Locale.ROOT, "%.3f", v);
        }
        if (v < 10) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        if (v < 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        if (v > 9_999_999_999.0) {
            return String.format(Locale.ROOT, "%1.4e", v);
        }
        return String.format(Locale.ROOT, "%.0f", v);
    }

    // 208.826k/s: three significant decimals of the scaled value with k/M/G suffixes.
    static String rate(double perSecond) {
        String[] suffixes = {"", "k", "M", "G", "T"};
        int i = 0;
        double v = perSecond;
        while (Math.abs(v) >= 1000 && i < suffixes.length - 1) {
            v /= 1000;
            i++;
        }
        return CFormat.g(v, 6) + suffixes[i] + "/s";
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
