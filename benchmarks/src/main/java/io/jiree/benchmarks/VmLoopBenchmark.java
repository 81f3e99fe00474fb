package io.jiree.benchmarks;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Invocation;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ValueList;
import io.jiree.vm.bytecode.BytecodeModule;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The bytecode interpreter alone: {@code loop(n)} of vm/vm_loop.mlir runs n iterations of i32/i64
 * arithmetic, a compare and a branch (about ten VM ops each). One JMH operation is one call, so
 * the score divided by n is the time per loop iteration; iree-benchmark-module runs the same
 * .vmfb with --device=local-sync beside it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 3, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class VmLoopBenchmark {
    /** Loop iterations per call (the reference runs use the same value). */
    @Param("10000000")
    public int iterations;

    private Context context;
    private ModuleInstance instance;
    private Function loop;
    private ValueList args;
    private ValueList results;

    /** The result loop(n) must give; checked once so a broken interpreter cannot look fast. */
    static long expected(int n) {
        int x = 7;
        long acc = 5;
        for (int i = 0; i < n; i++) {
            x = x * 1103515245 + 12345;
            long wide = Integer.toUnsignedLong(x);
            acc = (x & 65536) != 0 ? acc + wide : (acc * 3) ^ wide;
        }
        return acc;
    }

    @Setup
    public void setUp() {
        BytecodeModule module = BytecodeModule.load(BenchmarkModules.resource("vm/vm_loop.vmfb"));
        context = Context.create(module);
        loop = context.lookupFunction("module.loop");
        instance = context.instance(loop.module());
        CallingConvention cc = loop.signature().callingConvention();
        if (cc == null || !cc.arguments().equals("i") || !cc.results().equals("I")) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "module.loop has calling convention %s, expected 0i_I", cc);
        }
        long got = (Long) Invocation.invoke(context, loop, iterations).get(0);
        if (got != expected(iterations)) {
            throw JireeException.of(
                    StatusCode.INTERNAL,
                    "loop(%d) returned %d but should return %d",
                    iterations,
                    got,
                    expected(iterations));
        }
        args = new ValueList(4);
        results = new ValueList(4);
    }

    /** One call through the public embedding path (boxing, argument packing) — what a host app pays. */
    @Benchmark
    public Object invoke() {
        return Invocation.invoke(context, loop, iterations).get(0);
    }

    /** One call straight into the module instance with reused value lists: the interpreter only. */
    @Benchmark
    public long call() {
        args.clear();
        args.addI32(iterations);
        results.clear();
        instance.call(loop.ordinal(), args, results);
        results.rewind();
        return results.nextI64();
    }
}
