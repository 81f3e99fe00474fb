package io.jiree.base;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Faults a test asks the CPU devices to inject, so that their failure paths run for real: the
 * system property {@value #PROPERTY} names points and the call of each that fails, e.g.
 * {@code cpu.workgroup=3,cpu.alloc=1} (the third workgroup call returns a non-zero code, as a
 * failing kernel does; the first host allocation fails as if memory ran out), or {@link #arm}
 * does at run time. Unarmed, nothing is injected and {@link #fires} costs one field read. Each injection is reported on stderr,
 * so a test can tell a program that never reached the point from one that hid the failure.
 */
public final class InjectedFaults {
    /** The system property that arms the faults (tests pass it with {@code -D} or JDK_JAVA_OPTIONS). */
    public static final String PROPERTY = "jiree.test.faults";

    /** A workgroup call of a CPU executable returns non-zero. */
    public static final String CPU_WORKGROUP = "cpu.workgroup";

    /** A host allocation of the CPU devices fails. */
    public static final String CPU_ALLOC = "cpu.alloc";

    // Replaced as a whole by arm(); empty when nothing is armed.
    private static volatile Map<String, Point> points = parse(System.getProperty(PROPERTY, ""));

    private record Point(long failingCall, AtomicLong calls) {}

    private InjectedFaults() {}

    /**
     * Arms {@code spec} (the property's format; empty disarms) in place of what was armed, counting
     * calls from now: for tests in one JVM that each inject their own fault.
     */
    public static void arm(String spec) {
        points = parse(spec == null ? "" : spec);
    }

    /** Whether this call of {@code point} is the one to fail; says so on stderr when it is. */
    public static boolean fires(String point) {
        Map<String, Point> armed = points;
        if (armed.isEmpty()) {
            return false;
        }
        Point p = armed.get(point);
        if (p == null || p.calls().incrementAndGet() != p.failingCall()) {
            return false;
        }
        System.err.println(
                "jiree: injected fault: " + point + " call " + p.failingCall() + " fails (" + PROPERTY + ")");
        return true;
    }

    private static Map<String, Point> parse(String spec) {
        Map<String, Point> points = new HashMap<>();
        for (String item : spec.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            String name = eq < 0 ? item.trim() : item.substring(0, eq).trim();
            if (!name.equals(CPU_WORKGROUP) && !name.equals(CPU_ALLOC)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "%s names an unknown fault point '%s'; use %s=N or %s=N",
                        PROPERTY,
                        name,
                        CPU_WORKGROUP,
                        CPU_ALLOC);
            }
            long call;
            try {
                call = eq < 0 ? 1 : Long.parseLong(item.substring(eq + 1).trim());
            } catch (NumberFormatException e) {
                call = 0;
            }
            if (call < 1) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "%s: '%s' needs a call number of 1 or more", PROPERTY, item);
            }
            points.put(name, new Point(call, new AtomicLong()));
        }
        return points;
    }
}
