package io.jiree.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What one steady-state call of a compiled program costs on the Java heap, called as
 * {@code jiree benchmark-module} calls it (inputs on the device once, results left there):
 * bytes allocated per call by all threads ({@code getTotalThreadAllocatedBytes}, as JMH's
 * {@code -prof gc} counts them), collections per call, and wall and process CPU time per call.
 *
 * <pre>ModelCall DEVICE MODULE FUNCTION CALLS [--input=...]...</pre>
 */
public final class ModelCall {
    private ModelCall() {}

    public static void main(String[] args) {
        String device = args[0];
        Path module = Path.of(args[1]);
        String function = args[2];
        int calls = Integer.parseInt(args[3]);
        List<String> inputs = Arrays.stream(args, 4, args.length)
                .map(a -> a.startsWith("--input=") ? a.substring("--input=".length()) : a)
                .toList();
        var threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        var os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        try (Instance instance = Instance.create();
                Session session = instance.createSession(device)) {
            session.loadModule(module);
            Function f = session.lookupFunction(function);
            String cconv = f.signature().callingConvention().arguments();
            if ("coarse-fences".equals(f.signature().attribute("iree.abi.model"))) {
                cconv = cconv.substring(0, cconv.length() - 2);
            }
            List<HostValue> values = FunctionInputs.parse(cconv, inputs, null);
            try (PreparedCall call = session.prepare(function, values.toArray())) {
                // Warm up as long as the measurement, so the JIT has compiled the call path.
                for (int i = 0; i < calls; i++) {
                    call.invokeDiscardingResults();
                }
                long bytes0 = threads.getTotalThreadAllocatedBytes();
                long gc0 = collections();
                long cpu0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < calls; i++) {
                    call.invokeDiscardingResults();
                }
                long t1 = System.nanoTime();
                long cpu1 = os.getProcessCpuTime();
                long gc1 = collections();
                long bytes1 = threads.getTotalThreadAllocatedBytes();
                System.out.printf(
                        Locale.ROOT,
                        "bytes_per_call=%.0f collections_per_call=%.4f wall_us=%.1f cpu_us=%.1f calls=%d%n",
                        (bytes1 - bytes0) / (double) calls,
                        (gc1 - gc0) / (double) calls,
                        (t1 - t0) / 1e3 / calls,
                        (cpu1 - cpu0) / 1e3 / calls,
                        calls);
            }
        }
    }

    private static long collections() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            n += Math.max(0, gc.getCollectionCount());
        }
        return n;
    }
}
