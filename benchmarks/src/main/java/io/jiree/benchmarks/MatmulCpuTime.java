package io.jiree.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The device-resident matmul call measured in process CPU time, the figure iree-benchmark-module
 * prints as "CPU" (it runs with process_time): on a loaded machine wall time includes waiting for
 * a core, CPU time does not. Warms up, then prints process CPU, calling-thread CPU and wall time per
 * call over a timed batch for each size and device given. Process CPU also counts the JVM's own
 * threads (GC, the reference cleaner); the calling thread's CPU is the whole call on local-sync.
 *
 * <p>Usage: {@code java -Djiree.repo.root=<checkout> -cp 'benchmarks/target/lib/*'
 * io.jiree.benchmarks.MatmulCpuTime <size>:<device>...} (e.g. {@code 64:local-sync 512:local-task})
 */
public final class MatmulCpuTime {
    private MatmulCpuTime() {}

    public static void main(String[] argv) {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String spec : argv) {
            String[] parts = spec.split(":", 2);
            MatmulBenchmark bench = new MatmulBenchmark();
            bench.size = Integer.parseInt(parts[0]);
            bench.device = parts[1];
            bench.setUp();
            try {
                // About a second of work per phase on this class of machine, whatever the size, and
                // enough calls that the process CPU clock (10 ms ticks here) resolves a percent or two.
                long work = (long) bench.size * bench.size * bench.size;
                int calls = (int) Math.max(60, Math.min(20000, 2_000_000_000L / work));
                // Warm up three times as long as we measure, so the JIT is done compiling (its
                // threads would count as process CPU).
                for (int i = 0; i < 3 * calls; i++) {
                    bench.deviceResident();
                }
                long tc0 = threads.getCurrentThreadCpuTime();
                long c0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < calls; i++) {
                    bench.deviceResident();
                }
                long wall = System.nanoTime() - t0;
                long cpu = os.getProcessCpuTime() - c0;
                long threadCpu = threads.getCurrentThreadCpuTime() - tc0;
                System.out.printf(
                        "matmul %d %s cpu-us-per-call %.1f calling-thread-cpu-us-per-call %.1f "
                                + "wall-us-per-call %.1f calls %d%n",
                        bench.size,
                        bench.device,
                        cpu / 1e3 / calls,
                        threadCpu / 1e3 / calls,
                        wall / 1e3 / calls,
                        calls);
            } finally {
                bench.tearDown();
            }
        }
    }
}
