package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.ExportInfo;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loader service for the SPI tests (registered in the test resources): format
 * {@code jiree-test-java} loads an executable with eight exports written in Java. Export 0
 * scales 64 floats per workgroup ({@code out[i] = in[i] * bits(constant 0)}) going through the
 * workgroup's local memory; export 1 fails with a JireeException in workgroup 3; export 2 throws
 * an unchecked exception. Exports 3 and 4 observe how the task graph runs workgroups: export 3
 * waits (until a shared deadline at most) for a second workgroup to be running at the same time,
 * and records how many ever ran at once and on which threads; export 4 checks that every
 * workgroup of the levels before its own (constant 0, 32 workgroups a level) has finished.
 * Export 5 records whether denormals are flushed where it runs; export 6 waits at a gate the test
 * opens, then uses its local memory; export 7 throws an Error.
 */
public final class JavaTestLoader implements ExecutableLoader {
    static final String FORMAT = "jiree-test-java";

    @Override
    public boolean supports(String format) {
        return FORMAT.equals(format);
    }

    @Override
    public Executable load(ExecutableParams params, int workerCount) {
        return new TestExecutable(workerCount);
    }

    // Read at run time, so that no compiler folds the arithmetic of halfOfSmallestNormal.
    static volatile float smallestNormal = Float.MIN_NORMAL;

    /** A denormal in Java's default floating-point modes, 0 where denormals are flushed. */
    static float halfOfSmallestNormal() {
        return smallestNormal * 0.5f;
    }

    static final class TestExecutable implements CpuExecutable {
        final int workerCount;
        final ConcurrentHashMap<Integer, Boolean> processorsSeen = new ConcurrentHashMap<>();
        final ConcurrentHashMap<Thread, Boolean> threadsSeen = new ConcurrentHashMap<>();
        final AtomicInteger active = new AtomicInteger();
        final AtomicInteger maxActive = new AtomicInteger();
        final AtomicInteger finished = new AtomicInteger();
        final AtomicInteger outOfOrder = new AtomicInteger();
        final AtomicInteger keptDenormals = new AtomicInteger();
        final AtomicLong deadline = new AtomicLong();
        final CountDownLatch entered = new CountDownLatch(1);
        final CountDownLatch gate = new CountDownLatch(1);
        volatile int closed;

        TestExecutable(int workerCount) {
            this.workerCount = workerCount;
        }

        @Override
        public long localMemorySize(int ordinal) {
            return ordinal == 0 ? 256 : ordinal == 6 ? 64 : 0;
        }

        @Override
        public void runWorkgroup(int ordinal, DispatchState d, WorkgroupState wg) {
            processorsSeen.put(wg.processorId(), true);
            switch (ordinal) {
                case 0 -> {
                    float s = Float.intBitsToFloat(d.constants()[0]);
                    MemorySegment in = d.binding(0);
                    MemorySegment out = d.binding(1);
                    MemorySegment local = wg.localMemory();
                    long base = (long) wg.workgroupId(0) * 64;
                    long n = Math.min(64, in.byteSize() / 4 - base);
                    for (long i = 0; i < n; i++) {
                        local.setAtIndex(
                                ValueLayout.JAVA_FLOAT, i, in.getAtIndex(ValueLayout.JAVA_FLOAT, base + i) * s);
                    }
                    MemorySegment.copy(local, 0, out, base * 4, n * 4);
                }
                case 1 -> {
                    if (wg.workgroupId(0) == 3) {
                        throw new JireeException(StatusCode.DATA_LOSS, "workgroup 3 failed on purpose");
                    }
                }
                case 3 -> {
                    threadsSeen.put(Thread.currentThread(), true);
                    int now = active.incrementAndGet();
                    maxActive.accumulateAndGet(now, Math::max);
                    // Bounded so that a pool running one workgroup at a time waits once, not 64 times.
                    deadline.compareAndSet(0, System.nanoTime() + 10_000_000_000L);
                    while (maxActive.get() < 2 && System.nanoTime() < deadline.get()) {
                        Thread.onSpinWait();
                    }
                    active.decrementAndGet();
                    finished.incrementAndGet();
                }
                case 4 -> {
                    threadsSeen.put(Thread.currentThread(), true);
                    if (finished.get() < d.constants()[0] * 32) {
                        outOfOrder.incrementAndGet();
                    }
                    Thread.yield();
                    finished.incrementAndGet();
                }
                case 5 -> {
                    // Whether this thread computes in IREE's dispatch modes (denormals flushed).
                    threadsSeen.put(Thread.currentThread(), true);
                    if (halfOfSmallestNormal() != 0f) {
                        keptDenormals.incrementAndGet();
                    }
                    for (long spin = System.nanoTime() + 50_000; System.nanoTime() < spin; ) {
                        Thread.onSpinWait(); // long enough that the workers take some workgroups
                    }
                    finished.incrementAndGet();
                }
                case 6 -> {
                    // Held until the test opens the gate, then uses its local memory.
                    entered.countDown();
                    try {
                        if (!gate.await(60, TimeUnit.SECONDS)) {
                            throw new JireeException(StatusCode.DEADLINE_EXCEEDED, "the gate never opened");
                        }
                    } catch (InterruptedException e) {
                        throw new JireeException(StatusCode.CANCELLED, "interrupted at the gate");
                    }
                    MemorySegment local = wg.localMemory();
                    local.set(ValueLayout.JAVA_INT, 60, 7);
                    if (local.get(ValueLayout.JAVA_INT, 60) != 7) {
                        throw new JireeException(StatusCode.DATA_LOSS, "local memory did not keep a value");
                    }
                    finished.incrementAndGet();
                }
                case 7 -> throw new AssertionError("an error, not an exception");
                default -> throw new IllegalStateException("unchecked failure");
            }
        }

        @Override
        public String format() {
            return FORMAT;
        }

        @Override
        public int exportCount() {
            return 8;
        }

        @Override
        public ExportInfo export(int ordinal) {
            checkOrdinal(ordinal);
            int constants = ordinal == 0 || ordinal == 4 ? 1 : 0;
            return new ExportInfo("export" + ordinal, constants, ordinal == 0 ? 2 : 0, new int[3], 0);
        }

        @Override
        public void retain() {}

        @Override
        public void close() {
            closed++;
        }
    }
}
