package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkModuleCommandTest {
    @Test
    void fixedIterationsWithRepetitionsPrintRowsAndAggregates() {
        Cli.Result r = Cli.run(
                "benchmark-module",
                "--device=local-sync",
                "--module=" + Cli.resource("dump/add.vmfb"),
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2",
                "--benchmark_min_time=7x",
                "--benchmark_repetitions=3",
                "--benchmark_min_warmup_time=0",
                "--benchmark_time_unit=us");
        assertEquals(0, r.exit(), r.err());
        List<String> rows = r.out()
                .lines()
                .filter(l -> l.startsWith("BM_main/process_time/real_time"))
                .toList();
        assertEquals(9, rows.size(), r.out());
        for (int i = 0; i < 3; i++) {
            // "%-37s %10s %-4s %10s %-4s %10d items_per_second=...": Google Benchmark's row layout.
            assertTrue(
                    rows.get(i)
                            .matches("BM_main/process_time/real_time {8}[ 0-9.]{10} us   [ 0-9.]{10} us   "
                                    + " {9}7 items_per_second=[0-9.]+[kMG]?/s"),
                    rows.get(i));
        }
        List<String> suffixes = List.of("_mean", "_median", "_stddev", "_cv", "_min", "_max");
        for (int i = 0; i < suffixes.size(); i++) {
            assertTrue(
                    rows.get(3 + i).startsWith("BM_main/process_time/real_time" + suffixes.get(i) + " "),
                    rows.get(3 + i));
        }
        assertTrue(r.out().contains("Benchmark "), r.out());
    }

    @Test
    void badFlagsAndInputsFail() {
        Cli.Result r = Cli.run(
                "benchmark-module",
                "--module=" + Cli.resource("dump/add.vmfb"),
                "--function=main",
                "--benchmark_min_time=fast");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; invalid --benchmark_min_time 'fast'"), r.err());
        r = Cli.run(
                "benchmark-module",
                "--device=local-sync",
                "--module=" + Cli.resource("dump/add.vmfb"),
                "--function=main",
                "--input=2x2xi32=1",
                "--benchmark_min_warmup_time=0");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; "), r.err());
    }

    @Test
    void statisticsAndFormatting() {
        double[] v = {1, 2, 3, 10};
        assertEquals(4, Stats.mean(v));
        assertEquals(2.5, Stats.median(v));
        assertEquals(Math.sqrt((9 + 4 + 1 + 36) / 3.0), Stats.stddev(v), 1e-12);
        assertEquals(1, Stats.min(v));
        assertEquals(10, Stats.max(v));
        assertEquals("208.826k/s", BenchmarkModuleCommand.rate(208826));
        assertEquals("415.094/s", BenchmarkModuleCommand.rate(415.0940001));
        assertEquals("0.005", BenchmarkModuleCommand.time(0.0049));
        assertEquals("1.25", BenchmarkModuleCommand.time(1.2491));
        assertEquals("10.9", BenchmarkModuleCommand.time(10.891));
        assertEquals("1235", BenchmarkModuleCommand.time(1234.6));
    }
}
