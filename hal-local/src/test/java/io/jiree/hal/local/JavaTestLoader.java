package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.ExportInfo;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A loader service for the SPI tests (registered in the test resources): format
 * {@code jiree-test-java} loads an executable with three exports written in Java. Export 0
 * scales 64 floats per workgroup ({@code out[i] = in[i] * bits(constant 0)}) going through the
 * workgroup's local memory; export 1 fails with a JireeException in workgroup 3; export 2 throws
 * an unchecked exception.
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

    static final class TestExecutable implements CpuExecutable {
        final int workerCount;
        final ConcurrentHashMap<Integer, Boolean> processorsSeen = new ConcurrentHashMap<>();
        volatile int closed;

        TestExecutable(int workerCount) {
            this.workerCount = workerCount;
        }

        @Override
        public long localMemorySize(int ordinal) {
            return ordinal == 0 ? 256 : 0;
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
                default -> throw new IllegalStateException("unchecked failure");
            }
        }

        @Override
        public String format() {
            return FORMAT;
        }

        @Override
        public int exportCount() {
            return 3;
        }

        @Override
        public ExportInfo export(int ordinal) {
            checkOrdinal(ordinal);
            return new ExportInfo("export" + ordinal, ordinal == 0 ? 1 : 0, ordinal == 0 ? 2 : 0, new int[3], 0);
        }

        @Override
        public void retain() {}

        @Override
        public void close() {
            closed++;
        }
    }
}
