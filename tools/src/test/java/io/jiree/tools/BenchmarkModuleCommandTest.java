package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * benchmark-module's reports in Google Benchmark's layouts (console rows, its JSON and CSV), read
 * back here with a JSON parser and by column, and its selection of benchmarks (--function, every
 * runnable export, --benchmark_filter).
 */
class BenchmarkModuleCommandTest {
    private static final String ADD = Cli.resource("dump/add.vmfb").toString();

    private static Cli.Result bench(String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "benchmark-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2",
                "--benchmark_min_warmup_time=0"));
        args.addAll(List.of(extra));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void fixedIterationsWithRepetitionsPrintRowsAndAggregates() {
        Cli.Result r = bench("--benchmark_min_time=7x", "--benchmark_repetitions=3", "--time_unit=us");
        assertEquals(0, r.exit(), r.err());
        List<String> rows = r.out()
                .lines()
                .filter(l -> l.startsWith("BM_main/process_time/real_time"))
                .toList();
        assertEquals(7, rows.size(), r.out());
        for (int i = 0; i < 3; i++) {
            // "%-37s %10s %-4s %10s %-4s %10d items_per_second=...": Google Benchmark's row layout.
            assertTrue(
                    rows.get(i)
                            .matches("BM_main/process_time/real_time {8}[ 0-9.]{10} us   [ 0-9.]{10} us   "
                                    + " {9}7 items_per_second=[0-9.]+[kMG]?/s"),
                    rows.get(i));
        }
        List<String> suffixes = List.of("_mean", "_median", "_stddev", "_cv");
        for (int i = 0; i < suffixes.size(); i++) {
            assertTrue(
                    rows.get(3 + i).startsWith("BM_main/process_time/real_time" + suffixes.get(i) + " "),
                    rows.get(3 + i));
        }
        assertTrue(rows.get(6).matches(".*_cv +[0-9.]+ % +[0-9.]+ % +3 items_per_second=[0-9.]+%"), rows.get(6));
        assertTrue(r.out().startsWith("-----"), "the context goes to stderr, the table to stdout: " + r.out());
        assertTrue(r.err().contains("Running jiree benchmark-module\nRun on ("), r.err());
    }

    @Test
    void jsonReportIsGoogleBenchmarksSchema(@TempDir Path dir) throws IOException {
        Cli.Result r = bench(
                "--benchmark_min_time=5x",
                "--benchmark_repetitions=2",
                "--benchmark_format=json",
                "--benchmark_context=model=add,run=ci");
        assertEquals(0, r.exit(), r.err());
        JsonNode report = new ObjectMapper().readTree(r.out());
        JsonNode context = report.get("context");
        assertEquals(
                Runtime.getRuntime().availableProcessors(),
                context.get("num_cpus").asInt());
        assertEquals(1, context.get("json_schema_version").asInt());
        assertEquals("add", context.get("model").asText());
        assertEquals("ci", context.get("run").asText());
        JsonNode benchmarks = report.get("benchmarks");
        assertEquals(6, benchmarks.size(), r.out());
        for (int i = 0; i < 2; i++) {
            JsonNode b = benchmarks.get(i);
            assertEquals("BM_main/process_time/real_time", b.get("name").asText());
            assertEquals("iteration", b.get("run_type").asText());
            assertEquals(i, b.get("repetition_index").asInt());
            assertEquals(5, b.get("iterations").asLong());
            assertEquals("ms", b.get("time_unit").asText());
            double real = b.get("real_time").asDouble();
            assertTrue(real > 0, b.toString());
            // items_per_second is iterations over the wall time.
            assertEquals(1e3 / real, b.get("items_per_second").asDouble(), 1e3 / real * 1e-9);
        }
        List<String> aggregates = new ArrayList<>();
        for (int i = 2; i < 6; i++) {
            assertEquals("aggregate", benchmarks.get(i).get("run_type").asText());
            aggregates.add(benchmarks.get(i).get("aggregate_name").asText());
        }
        assertEquals(List.of("mean", "median", "stddev", "cv"), aggregates);
        double mean = (benchmarks.get(0).get("real_time").asDouble()
                        + benchmarks.get(1).get("real_time").asDouble())
                / 2;
        assertEquals(mean, benchmarks.get(2).get("real_time").asDouble(), mean * 1e-12);
        assertEquals("percentage", benchmarks.get(5).get("aggregate_unit").asText());
        assertEquals("", r.err(), "the json report holds the context");
    }

    @Test
    void csvToStdoutAndJsonToAFile(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("bench.json");
        Cli.Result r = bench(
                "--benchmark_min_time=4x",
                "--benchmark_format=csv",
                "--benchmark_out=" + out,
                "--benchmark_out_format=json",
                "--batch_size=3");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(
                "name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,"
                        + "error_occurred,error_message",
                lines.get(0));
        String[] row = lines.get(1).split(",", -1);
        assertEquals(10, row.length, lines.get(1));
        assertEquals("\"BM_main/process_time/real_time\"", row[0]);
        // --batch_size=3: each loop stands for 3 iterations, and 4 iterations take 2 loops.
        assertEquals("6", row[1]);
        assertEquals("ms", row[4]);
        assertTrue(Double.parseDouble(row[2]) > 0, lines.get(1));
        JsonNode file = new ObjectMapper().readTree(out.toFile());
        assertEquals(6, file.get("benchmarks").get(0).get("iterations").asLong());
    }

    @Test
    void aReportThatCannotBeSavedFailsTheRun(@TempDir Path dir) throws IOException {
        // Google Benchmark (iree-benchmark-module): "invalid file name: '/nodir/r.json'", exit 1, nothing run.
        Path missing = dir.resolve("nodir/r.json");
        Cli.Result r = bench("--benchmark_min_time=2x", "--benchmark_out=" + missing);
        assertEquals(1, r.exit(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("NOT_FOUND; invalid file name: '" + missing + "'"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        // Google Benchmark exits 0 with nothing saved on /dev/full; jiree fails the run.
        if (Files.exists(Path.of("/dev/full"))) {
            r = bench("--benchmark_min_time=2x", "--benchmark_out=/dev/full");
            assertEquals(1, r.exit(), r.err());
            // Its context goes to stderr first, as Google Benchmark's; the status line is the last.
            assertTrue(
                    r.err()
                            .lines()
                            .toList()
                            .getLast()
                            .startsWith(
                                    "DATA_LOSS; could not write the report to " + "--benchmark_out file '/dev/full'"),
                    r.err());
        }
    }

    @Test
    void aRunThatFailsLeavesNoReportFile(@TempDir Path dir) {
        Path json = dir.resolve("r.json");
        // The first row on stdout fails, after the file's report has begun.
        PrintWriter failing = new PrintWriter(new Writer() {
            @Override
            public void write(char[] buf, int off, int len) {
                if (new String(buf, off, len).contains("BM_")) {
                    throw new IllegalStateException("stdout failed");
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
        Cli.Result r = Cli.run(
                failing,
                "benchmark-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2",
                "--benchmark_min_warmup_time=0",
                "--benchmark_min_time=2x",
                "--benchmark_out=" + json);
        assertEquals(1, r.exit(), r.err());
        assertTrue(!Files.exists(json), "a partial report was left in " + json);
    }

    @Test
    void everyRunnableExportAndTheFilter() {
        String vm = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/vm/control_flow.vmfb")
                .toString();
        Cli.Result list = Cli.run("benchmark-module", "--module=" + vm, "--benchmark_list_tests");
        assertEquals(0, list.exit(), list.err());
        assertTrue(list.out().isEmpty(), "control_flow's exports all take inputs: " + list.out());
        // As iree-benchmark-module (Google Benchmark): nothing to run is said, and is no error.
        assertEquals("Failed to match any benchmarks against regex: .\n", list.err());
        Cli.Result all = Cli.run("benchmark-module", "--module=" + vm, "--benchmark_filter=all");
        assertEquals(0, all.exit(), all.err());
        assertEquals("", all.out());
        assertEquals("Failed to match any benchmarks against regex: .\n", all.err());
        Cli.Result named = Cli.run(
                "benchmark-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2",
                "--benchmark_filter=-main",
                "--benchmark_min_warmup_time=0");
        assertEquals(0, named.exit(), named.err());
        assertEquals("", named.out());
        assertTrue(named.err().endsWith("Failed to match any benchmarks against regex: -main\n"), named.err());
    }

    @Test
    void outputProcessingChecksTheResults() {
        Cli.Result ok = bench("--benchmark_min_time=2x", "--enable_output_processing", "--expected_output=2x2xi32=3");
        assertEquals(0, ok.exit(), ok.out() + ok.err());
        assertTrue(ok.out().endsWith("[SUCCESS] all function outputs matched their expected values.\n"), ok.out());
        Cli.Result bad = bench("--benchmark_min_time=2x", "--enable_output_processing", "--expected_output=2x2xi32=4");
        assertEquals(1, bad.exit(), bad.out());
        assertTrue(bad.out().contains("[FAILED] result[0]"), bad.out());
        Cli.Result printed = bench("--benchmark_min_time=2x", "--enable_output_processing");
        assertTrue(printed.out().endsWith("result[0]: hal.buffer_view\n2x2xi32=[3 3][3 3]\n"), printed.out());
    }

    @Test
    void badFlagsAndInputsFail() {
        Cli.Result r = bench("--benchmark_min_time=fast");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; invalid --benchmark_min_time 'fast'"), r.err());
        r = Cli.run(
                "benchmark-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--benchmark_min_warmup_time=0");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; "), r.err());
        r = bench("--time_unit=days");
        assertEquals(1, r.exit());
        assertEquals("INVALID_ARGUMENT; unsupported time unit\n", r.err());
    }

    @Test
    void statisticsAndFormatting() {
        double[] v = {1, 2, 3, 10};
        assertEquals(4, Stats.mean(v));
        assertEquals(2.5, Stats.median(v));
        assertEquals(Math.sqrt((9 + 4 + 1 + 36) / 3.0), Stats.stddev(v), 1e-12);
        assertEquals("208.826k/s", BenchmarkReport.rate(208826));
        assertEquals("415.094/s", BenchmarkReport.rate(415.0940001));
        assertEquals("0.005", BenchmarkReport.time(0.0049));
        assertEquals("1.25", BenchmarkReport.time(1.2491));
        assertEquals("10.9", BenchmarkReport.time(10.891));
        assertEquals("1235", BenchmarkReport.time(1234.6));
        assertEquals("7.3961000225608586e-03", BenchmarkReport.exact(7.3961000225608586e-03));
        assertTrue(Files.exists(Path.of(ADD)));
    }
}
