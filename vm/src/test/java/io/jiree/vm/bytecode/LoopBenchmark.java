package io.jiree.vm.bytecode;

import io.jiree.vm.Context;
import io.jiree.vm.Function;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

/**
 * A plain-main benchmark of the interpreter on {@code control.loop} (10^7 iterations of multiply,
 * xor, add, compare and conditional branch), reporting wall and thread CPU time per call after
 * warm-up. Compare with IREE's runtime on the same module:
 *
 * <pre>
 * iree-benchmark-module --device=local-sync --module=control.vmfb --function=loop --input=10000000
 * </pre>
 *
 * Run: {@code java -cp vm/target/classes:vm/target/test-classes:base/target/classes
 * io.jiree.vm.bytecode.LoopBenchmark [path/to/control.vmfb] [iterations]}
 */
public final class LoopBenchmark {
    private LoopBenchmark() {}

    public static void main(String[] args) {
        Path module = Path.of(args.length > 0 ? args[0] : "vm/src/test/resources/vm/conformance/control.vmfb");
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 10_000_000;
        Context ctx = Context.create(BytecodeModule.load(module));
        Function loop = ctx.lookupFunction("control.loop");
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Object result = null;
        for (int i = 0; i < 10; i++) {
            result = ctx.invoke(loop, n);
        }
        int reps = 10;
        long wall = System.nanoTime();
        long cpu = mx.getCurrentThreadCpuTime();
        for (int i = 0; i < reps; i++) {
            result = ctx.invoke(loop, n);
        }
        double wallMs = (System.nanoTime() - wall) / 1e6 / reps;
        double cpuMs = (mx.getCurrentThreadCpuTime() - cpu) / 1e6 / reps;
        System.out.printf(
                "control.loop(%d) = %s: %.1f ms wall, %.1f ms cpu per call (mean of %d after warm-up)%n",
                n, result, wallMs, cpuMs, reps);
    }
}
