package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.Json;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * benchmark-module's results as Google Benchmark reports them, in its three formats: console (a
 * table on stdout, the machine context on stderr), json and csv (what {@code --benchmark_format}
 * and {@code --benchmark_out_format} choose). A report takes each benchmark's runs as it finishes
 * (its repetitions, then their aggregates) and ends with {@link #finish()}.
 */
final class BenchmarkReport {
    /** Google Benchmark's aggregates over repetitions, in its order. */
    static final List<String> AGGREGATES = List.of("mean", "median", "stddev", "cv");

    /**
     * One row: a measured repetition ({@code aggregate} null) or an aggregate of them. Times are per
     * iteration in {@code unit}; a {@code cv} aggregate holds fractions instead.
     */
    record Row(
            String name,
            int familyIndex,
            int repetitions,
            int repetitionIndex,
            String aggregate,
            long iterations,
            double realTime,
            double cpuTime,
            String unit,
            double itemsPerSecond) {
        String fullName() {
            return aggregate == null ? name : name + "_" + aggregate;
        }

        boolean percentage() {
            return "cv".equals(aggregate);
        }
    }

    /** The machine a run is on, as Google Benchmark describes it. */
    record Machine(
            String date,
            String hostName,
            int cpus,
            double mhz,
            boolean cpuScaling,
            boolean aslr,
            List<Cache> caches,
            double[] loadAverage,
            Map<String, String> custom) {
        /** The machine this process runs on; {@code custom}: --benchmark_context's pairs. */
        static Machine current(Map<String, String> custom) {
            String host;
            try {
                host = InetAddress.getLocalHost().getHostName();
            } catch (IOException e) {
                host = "localhost";
            }
            double mhz = 0;
            for (String line : lines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("cpu MHz")) {
                    mhz = Flags.atof(line.substring(line.indexOf(':') + 1));
                    break;
                }
            }
            String governor = text(Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor"));
            String[] load = text(Path.of("/proc/loadavg")).split("\\s+");
            double[] loadAverage = new double[3];
            for (int i = 0; i < 3 && i < load.length; i++) {
                loadAverage[i] = Flags.atof(load[i]);
            }
            return new Machine(
                    OffsetDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx")),
                    host,
                    Runtime.getRuntime().availableProcessors(),
                    mhz,
                    !governor.isEmpty() && !governor.equals("performance"),
                    !text(Path.of("/proc/sys/kernel/randomize_va_space")).equals("0"),
                    Cache.current(),
                    loadAverage,
                    custom);
        }
    }

    /** A CPU cache: type (Data, Instruction, Unified), level, bytes, and how many CPUs share it. */
    record Cache(String type, int level, long size, int sharing) {
        static List<Cache> current() {
            List<Cache> caches = new ArrayList<>();
            for (int i = 0; ; i++) {
                Path dir = Path.of("/sys/devices/system/cpu/cpu0/cache/index" + i);
                if (!Files.isDirectory(dir)) {
                    return caches;
                }
                String size = text(dir.resolve("size"));
                long bytes = Flags.atol(size) * (size.endsWith("M") ? 1 << 20 : size.endsWith("K") ? 1 << 10 : 1);
                int sharing = 0;
                for (String part : text(dir.resolve("shared_cpu_list")).split(",")) {
                    if (!part.isBlank()) {
                        sharing += TaskTopology.cpuSet(part).size();
                    }
                }
                caches.add(new Cache(
                        text(dir.resolve("type")), (int) Flags.atol(text(dir.resolve("level"))), bytes, sharing));
            }
        }
    }

    private final String format;
    private final PrintWriter out;
    private final PrintWriter contextOut;
    private final Machine machine;
    private final int nameWidth;
    private final boolean tabular;
    private boolean first = true;

    /**
     * A report in {@code format} (console, json, csv) on {@code out}; the console and csv formats
     * print the machine context on {@code contextOut} (stderr for stdout's report, the file itself
     * for --benchmark_out). {@code nameWidth}: the longest row name, aggregates included;
     * {@code tabular}: the console shows counters as columns (--benchmark_counters_tabular).
     */
    BenchmarkReport(
            String format, PrintWriter out, PrintWriter contextOut, Machine machine, int nameWidth, boolean tabular) {
        if (!format.equals("console") && !format.equals("json") && !format.equals("csv")) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "unexpected format: '%s'; use console, json or csv", format);
        }
        this.format = format;
        this.out = out;
        this.contextOut = contextOut;
        this.machine = machine;
        this.nameWidth = Math.max(10, nameWidth);
        this.tabular = tabular;
    }

    /** Prints the machine context (and, for json, opens the document). */
    void start() {
        if (format.equals("json")) {
            out.print("{\n  \"context\": {\n");
            List<String> fields = new ArrayList<>();
            fields.add(kv("date", quote(machine.date())));
            fields.add(kv("host_name", quote(machine.hostName())));
            fields.add(kv("executable", quote("jiree benchmark-module")));
            fields.add(kv("num_cpus", Integer.toString(machine.cpus())));
            fields.add(kv("mhz_per_cpu", Long.toString(Math.round(machine.mhz()))));
            fields.add(kv("cpu_scaling_enabled", Boolean.toString(machine.cpuScaling())));
            fields.add(kv("aslr_enabled", Boolean.toString(machine.aslr())));
            List<String> caches = new ArrayList<>();
            for (Cache c : machine.caches()) {
                caches.add("      {\n        \"type\": " + quote(c.type()) + ",\n        \"level\": " + c.level()
                        + ",\n        \"size\": " + c.size() + ",\n        \"num_sharing\": " + c.sharing()
                        + "\n      }");
            }
            fields.add("    \"caches\": [\n" + String.join(",\n", caches) + "\n    ]");
            List<String> load = new ArrayList<>();
            for (double l : machine.loadAverage()) {
                load.add(CFormat.g(l, 6));
            }
            fields.add("    \"load_avg\": [" + String.join(",", load) + "]");
            fields.add(kv("library_version", quote(Jiree.versionText())));
            fields.add(kv("library_build_type", quote("release")));
            fields.add(kv("json_schema_version", "1"));
            for (Map.Entry<String, String> e : machine.custom().entrySet()) {
                fields.add(kv(e.getKey(), quote(e.getValue())));
            }
            out.print(String.join(",\n", fields) + "\n  },\n  \"benchmarks\": [\n");
            out.flush();
            return;
        }
        StringBuilder b = new StringBuilder();
        b.append(machine.date()).append('\n');
        b.append("Running jiree benchmark-module\n");
        b.append("Run on (")
                .append(machine.cpus())
                .append(" X ")
                .append(CFormat.g(machine.mhz(), 6))
                .append(" MHz CPU ")
                .append(machine.cpus() > 1 ? "s" : "")
                .append(")\n");
        if (!machine.caches().isEmpty()) {
            b.append("CPU Caches:\n");
            for (Cache c : machine.caches()) {
                b.append("  L").append(c.level()).append(' ').append(c.type()).append(' ');
                b.append(c.size() / 1024).append(" KiB");
                if (c.sharing() != 0) {
                    b.append(" (x").append(machine.cpus() / c.sharing()).append(')');
                }
                b.append('\n');
            }
        }
        double[] load = machine.loadAverage();
        b.append(String.format(Locale.ROOT, "Load Average: %.2f, %.2f, %.2f%n", load[0], load[1], load[2]));
        machine.custom().forEach((k, v) -> b.append(k).append(": ").append(v).append('\n'));
        if (machine.cpuScaling()) {
            b.append("***WARNING*** CPU scaling is enabled, the benchmark real time measurements may be noisy and"
                    + " will incur extra overhead.\n");
        }
        if (machine.aslr()) {
            b.append("***WARNING*** ASLR is enabled, the results may have unreproducible noise in them.\n");
        }
        contextOut.print(b);
        contextOut.flush();
        if (format.equals("csv")) {
            out.print("name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,"
                    + "error_occurred,error_message\n");
        }
    }

    /** Reports one benchmark's rows. */
    void report(List<Row> rows) {
        for (Row r : rows) {
            switch (format) {
                case "console" -> console(r);
                case "json" -> json(r);
                default -> csv(r);
            }
        }
        out.flush();
    }

    /** Ends the report (closes the json document). */
    void finish() {
        if (format.equals("json")) {
            out.print("\n  ]\n}\n");
        }
        out.flush();
    }

    // Google Benchmark's console layout: "%-*s %13s %15s %12s" header; rows as "%-*s " name,
    // "%10s %-4s %10s %-4s " times, "%10d" iterations, " name=value" counters.
    private void console(Row r) {
        if (first) {
            String header = String.format(
                            Locale.ROOT,
                            "%-" + nameWidth + "s %13s %15s %12s",
                            "Benchmark",
                            "Time",
                            "CPU",
                            "Iterations")
                    + (tabular ? " items_per_second" : " UserCounters...");
            out.print("-".repeat(header.length()) + "\n" + header + "\n" + "-".repeat(header.length()) + "\n");
            first = false;
        }
        String real = r.percentage() ? String.format(Locale.ROOT, "%.2f", 100 * r.realTime()) : time(r.realTime());
        String cpu = r.percentage() ? String.format(Locale.ROOT, "%.2f", 100 * r.cpuTime()) : time(r.cpuTime());
        String unit = r.percentage() ? "%" : r.unit();
        String items = r.percentage()
                ? String.format(Locale.ROOT, "%.2f%%", 100 * r.itemsPerSecond())
                : rate(r.itemsPerSecond());
        out.print(String.format(
                        Locale.ROOT,
                        "%-" + nameWidth + "s %10s %-4s %10s %-4s %10d " + (tabular ? "%16s" : "items_per_second=%s"),
                        r.fullName(),
                        real,
                        unit,
                        cpu,
                        unit,
                        r.iterations(),
                        items)
                + "\n");
    }

    private void json(Row r) {
        if (!first) {
            out.print(",\n");
        }
        first = false;
        List<String> fields = new ArrayList<>();
        fields.add(kv("name", quote(r.fullName())));
        fields.add(kv("family_index", Integer.toString(r.familyIndex())));
        fields.add(kv("per_family_instance_index", "0"));
        fields.add(kv("run_name", quote(r.name())));
        fields.add(kv("run_type", quote(r.aggregate() == null ? "iteration" : "aggregate")));
        fields.add(kv("repetitions", Integer.toString(r.repetitions())));
        if (r.aggregate() == null) {
            fields.add(kv("repetition_index", Integer.toString(r.repetitionIndex())));
        }
        fields.add(kv("threads", "1"));
        if (r.aggregate() != null) {
            fields.add(kv("aggregate_name", quote(r.aggregate())));
            fields.add(kv("aggregate_unit", quote(r.percentage() ? "percentage" : "time")));
        }
        fields.add(kv("iterations", Long.toString(r.iterations())));
        fields.add(kv("real_time", exact(r.realTime())));
        fields.add(kv("cpu_time", exact(r.cpuTime())));
        fields.add(kv("time_unit", quote(r.unit())));
        fields.add(kv("items_per_second", exact(r.itemsPerSecond())));
        out.print("    {\n  " + String.join(",\n  ", fields) + "\n    }");
    }

    private void csv(Row r) {
        out.print("\"" + r.fullName().replace("\"", "\"\"") + "\"," + r.iterations() + "," + CFormat.g(r.realTime(), 6)
                + "," + CFormat.g(r.cpuTime(), 6) + "," + (r.percentage() ? "" : r.unit()) + ",,"
                + CFormat.g(r.itemsPerSecond(), 6) + ",,,\n");
    }

    private static String kv(String key, String value) {
        return "    " + quote(key) + ": " + value;
    }

    private static String quote(String s) {
        return Json.quote(s);
    }

    /** A double as Google Benchmark's json writes it: 17 significant digits, exponent form. */
    static String exact(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        if (Double.isInfinite(v)) {
            return v < 0 ? "-Infinity" : "Infinity";
        }
        // Formatted from the exact binary value, as C's printf does (Java's %e of a double would
        // start from its shortest decimal form).
        return String.format(Locale.ROOT, "%.16e", new BigDecimal(v));
    }

    /** Google Benchmark's time column: fewer decimals as the value grows, exponent form past 10 digits. */
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

    /** 208.826k/s: six significant digits of the scaled value with k/M/G/T suffixes. */
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

    /** The rows of one benchmark: its repetitions and, for more than one, their aggregates. */
    static List<Row> withAggregates(List<Row> runs) {
        List<Row> rows = new ArrayList<>(runs);
        if (runs.size() < 2) {
            return rows;
        }
        Row r0 = runs.getFirst();
        double[] real = runs.stream().mapToDouble(Row::realTime).toArray();
        double[] cpu = runs.stream().mapToDouble(Row::cpuTime).toArray();
        double[] items = runs.stream().mapToDouble(Row::itemsPerSecond).toArray();
        Map<String, ToDoubleFunction<double[]>> stats = new LinkedHashMap<>();
        stats.put("mean", Stats::mean);
        stats.put("median", Stats::median);
        stats.put("stddev", Stats::stddev);
        stats.put("cv", Stats::cv);
        for (Map.Entry<String, ToDoubleFunction<double[]>> s : stats.entrySet()) {
            var f = s.getValue();
            rows.add(new Row(
                    r0.name(),
                    r0.familyIndex(),
                    runs.size(),
                    0,
                    s.getKey(),
                    runs.size(),
                    f.applyAsDouble(real),
                    f.applyAsDouble(cpu),
                    r0.unit(),
                    f.applyAsDouble(items)));
        }
        return rows;
    }

    private static String text(Path file) {
        try {
            return Files.readString(file).strip();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
