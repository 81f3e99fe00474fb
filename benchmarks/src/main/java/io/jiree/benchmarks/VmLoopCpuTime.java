package io.jiree.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The interpreter benchmark measured in CPU time of the calling thread rather than wall time,
 * the figure iree-benchmark-module prints as "CPU": on a loaded machine wall time includes
 * waiting for a core, CPU time does not. Warms up, then prints the median and spread of
 * per-call thread CPU time as {@code cpu-ns-per-iteration median min max}.
 *
 * <p>Usage: {@code java -cp 'benchmarks/target/lib/*' io.jiree.benchmarks.VmLoopCpuTime [n] [warmup] [samples]}
 */
public final class VmLoopCpuTime {
    private VmLoopCpuTime() {}

    public static void main(String[] argv) {
        int n = argv.length > 0 ? Integer.parseInt(argv[0]) : 10_000_000;
        int warmup = argv.length > 1 ? Integer.parseInt(argv[1]) : 20;
        int samples = argv.length > 2 ? Integer.parseInt(argv[2]) : 30;
        VmLoopBenchmark bench = new VmLoopBenchmark();
        bench.iterations = n;
        bench.setUp();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (int i = 0; i < warmup; i++) {
            sink += bench.call();
        }
        double[] perIteration = new double[samples];
        for (int i = 0; i < samples; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            sink += bench.call();
            perIteration[i] = (threads.getCurrentThreadCpuTime() - t0) / (double) n;
        }
        Arrays.sort(perIteration);
        System.out.printf(
                "cpu-ns-per-iteration %.3f %.3f %.3f (samples=%d, checksum=%d)%n",
                perIteration[samples / 2], perIteration[0], perIteration[samples - 1], samples, sink);
    }
}
