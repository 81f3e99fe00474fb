package io.jiree.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Calls per second of a program served to several threads, and the memory it takes: either one
 * session shared by every thread ({@code shared}: the program loaded once) or one session per
 * thread ({@code per-thread}: what serving took before sessions were thread-safe). Each call is a
 * whole {@link Session#call}: inputs uploaded from the host, results copied back. Prints one line:
 * mode, threads, calls per second, process CPU ms per call, peak and current resident memory (MiB).
 *
 * <pre>Throughput MODE THREADS SECONDS DEVICE MODULE FUNCTION [--input=...]...</pre>
 */
public final class Throughput {
    private Throughput() {}

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        int threads = Integer.parseInt(args[1]);
        double seconds = Double.parseDouble(args[2]);
        String device = args[3];
        Path module = Path.of(args[4]);
        String function = args[5];
        List<String> inputs = Arrays.stream(args, 6, args.length)
                .map(a -> a.startsWith("--input=") ? a.substring("--input=".length()) : a)
                .toList();
        boolean shared = switch (mode) {
            case "shared" -> true;
            case "per-thread" -> false;
            default -> throw new IllegalArgumentException("mode is shared or per-thread, not " + mode);
        };
        try (Instance instance = Instance.create()) {
            List<Session> sessions = new ArrayList<>();
            try {
                for (int i = 0; i < (shared ? 1 : threads); i++) {
                    Session s = instance.createSession(device);
                    s.loadModule(module);
                    sessions.add(s);
                }
                Function f = sessions.get(0).lookupFunction(function);
                List<HostValue> values = FunctionInputs.parse(PreparedCall.inputTypes(f), inputs, null);
                run(sessions, threads, 2.0, function, values); // warm-up: the JIT compiles the call path
                var os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
                long cpu0 = os.getProcessCpuTime();
                long t0 = System.nanoTime();
                long calls = run(sessions, threads, seconds, function, values);
                double wall = (System.nanoTime() - t0) / 1e9;
                double cpuMs = (os.getProcessCpuTime() - cpu0) / 1e6;
                System.out.printf(
                        Locale.ROOT,
                        "%s %d %.1f %.3f %.1f %.1f%n",
                        mode,
                        threads,
                        calls / wall,
                        cpuMs / calls,
                        status("VmHWM") / 1024.0,
                        status("VmRSS") / 1024.0);
            } finally {
                for (Session s : sessions) {
                    s.close();
                }
            }
        }
    }

    // Threads calling for `seconds`; thread i uses session i modulo the sessions. Returns the calls made.
    private static long run(List<Session> sessions, int threads, double seconds, String function, List<HostValue> in)
            throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong calls = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Session s = sessions.get(t % sessions.size());
            workers.add(Thread.ofPlatform().name("caller-" + t).start(() -> {
                while (!stop.get()) {
                    s.call(function, in);
                    calls.incrementAndGet();
                }
            }));
        }
        Thread.sleep((long) (seconds * 1000));
        stop.set(true);
        for (Thread w : workers) {
            w.join();
        }
        return calls.get();
    }

    // A field of /proc/self/status in KiB.
    private static long status(String field) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith(field + ":")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }
}
