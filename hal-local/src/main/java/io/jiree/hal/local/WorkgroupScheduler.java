package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableAbi.offset;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the workgroups of a dispatch: inline on the calling thread (one worker, local-sync) or
 * spread over a pool of workers (local-task). Every workgroup gets its own workgroup state and
 * scratch local memory; the dispatch state is shared read-only.
 */
final class WorkgroupScheduler implements AutoCloseable {
    /** Everything a dispatch needs, with bindings already mapped to host memory. */
    record Dispatch(LibraryExecutable executable, int ordinal, int[] workgroupSize, long[] workgroupCount,
                    int dynamicLocalMemory, int[] constants, MemorySegment[] bindings) {}

    private final int workerCount;
    private final ExecutorService pool;

    WorkgroupScheduler(int workerCount) {
        if (workerCount < 1) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "worker count must be at least 1 (got %d)", workerCount);
        }
        this.workerCount = workerCount;
        if (workerCount > 1) {
            AtomicInteger n = new AtomicInteger();
            ThreadFactory factory = r -> {
                Thread t = new Thread(r, "jiree-local-task-worker-" + n.getAndIncrement());
                t.setDaemon(true);
                return t;
            };
            pool = Executors.newFixedThreadPool(workerCount, factory);
        } else {
            pool = null;
        }
    }

    int workerCount() {
        return workerCount;
    }

    void run(Dispatch d) {
        long cx = d.workgroupCount()[0];
        long cy = d.workgroupCount()[1];
        long cz = d.workgroupCount()[2];
        if (cx < 0 || cy < 0 || cz < 0 || cx > 0xFFFFFFFFL || cy > 0xFFFFFFFFL || cz > 0xFFFF) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "workgroup count (%d, %d, %d) out of range: x and y must fit 32 bits and z 16 bits", cx, cy, cz);
        }
        long total = cx * cy * cz;
        if (total == 0) {
            return;
        }
        LibraryExecutable.Export export = d.executable().exportEntry(d.ordinal());
        long localMemorySize = export.localMemoryPages() * ExecutableAbi.WORKGROUP_LOCAL_MEMORY_PAGE_SIZE
                + Integer.toUnsignedLong(d.dynamicLocalMemory());
        int workers = (int) Math.min(workerCount, total);
        try (Arena arena = workers > 1 ? Arena.ofShared() : Arena.ofConfined()) {
            MemorySegment state = buildDispatchState(arena, d, workers);
            if (workers == 1) {
                runRange(d, export, state, arena, localMemorySize, 0, new AtomicLong(), total, new AtomicReference<>());
                return;
            }
            AtomicLong next = new AtomicLong();
            AtomicReference<JireeException> failure = new AtomicReference<>();
            List<Future<?>> futures = new ArrayList<>(workers);
            for (int w = 0; w < workers; w++) {
                int worker = w;
                futures.add(pool.submit(() ->
                        runRange(d, export, state, arena, localMemorySize, worker, next, total, failure)));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failure.compareAndSet(null, new JireeException(StatusCode.CANCELLED, "dispatch interrupted", e));
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable c = e.getCause();
                    failure.compareAndSet(null, c instanceof JireeException je ? je
                            : new JireeException(StatusCode.INTERNAL, "dispatch worker failed: " + c, c));
                }
            }
            if (failure.get() != null) {
                throw failure.get();
            }
        }
    }

    private MemorySegment buildDispatchState(Arena arena, Dispatch d, int workers) {
        var l = ExecutableAbi.DISPATCH_STATE;
        MemorySegment s = arena.allocate(l);
        int n = d.bindings().length;
        MemorySegment ptrs = arena.allocate(Math.max(1, n) * 8L, 8);
        MemorySegment lengths = arena.allocate(Math.max(1, n) * 8L, 8);
        for (int i = 0; i < n; i++) {
            ptrs.setAtIndex(ValueLayout.ADDRESS, i, d.bindings()[i]);
            lengths.setAtIndex(ValueLayout.JAVA_LONG, i, d.bindings()[i].byteSize());
        }
        MemorySegment constants = arena.allocate(Math.max(1, d.constants().length) * 4L, 64);
        MemorySegment.copy(d.constants(), 0, constants, ValueLayout.JAVA_INT, 0, d.constants().length);
        int[] wg = d.workgroupSize();
        s.set(ValueLayout.JAVA_INT, offset(l, "workgroup_size_x"), wg[0] == 0 ? 1 : wg[0]);
        s.set(ValueLayout.JAVA_INT, offset(l, "workgroup_size_y"), wg[1] == 0 ? 1 : wg[1]);
        s.set(ValueLayout.JAVA_SHORT, offset(l, "workgroup_size_z"), (short) (wg[2] == 0 ? 1 : wg[2]));
        s.set(ValueLayout.JAVA_SHORT, offset(l, "constant_count"), (short) d.constants().length);
        s.set(ValueLayout.JAVA_INT, offset(l, "workgroup_count_x"), (int) d.workgroupCount()[0]);
        s.set(ValueLayout.JAVA_INT, offset(l, "workgroup_count_y"), (int) d.workgroupCount()[1]);
        s.set(ValueLayout.JAVA_SHORT, offset(l, "workgroup_count_z"), (short) d.workgroupCount()[2]);
        s.set(ValueLayout.JAVA_BYTE, offset(l, "max_concurrency"), (byte) Math.min(255, workers));
        s.set(ValueLayout.JAVA_BYTE, offset(l, "binding_count"), (byte) n);
        s.set(ValueLayout.ADDRESS, offset(l, "constants"), constants);
        s.set(ValueLayout.ADDRESS, offset(l, "binding_ptrs"), ptrs);
        s.set(ValueLayout.ADDRESS, offset(l, "binding_lengths"), lengths);
        return s;
    }

    /** One worker: claims workgroups in linear x-fastest order until none are left or one fails. */
    private static void runRange(Dispatch d, LibraryExecutable.Export export, MemorySegment dispatchState,
                                 Arena arena, long localMemorySize, int worker, AtomicLong next, long total,
                                 AtomicReference<JireeException> failure) {
        var l = ExecutableAbi.WORKGROUP_STATE;
        MemorySegment wgState;
        MemorySegment localMemory;
        synchronized (arena) {
            wgState = arena.allocate(l);
            localMemory = localMemorySize > 0 ? arena.allocate(localMemorySize, 64) : MemorySegment.NULL;
        }
        wgState.set(ValueLayout.JAVA_INT, offset(l, "processor_id"), worker);
        wgState.set(ValueLayout.ADDRESS, offset(l, "local_memory"), localMemory);
        wgState.set(ValueLayout.JAVA_INT, offset(l, "local_memory_size"), (int) localMemorySize);
        long cx = d.workgroupCount()[0];
        long cy = d.workgroupCount()[1];
        long offX = offset(l, "workgroup_id_x");
        long offY = offset(l, "workgroup_id_y");
        long offZ = offset(l, "workgroup_id_z");
        MemorySegment env = d.executable().environment();
        MemorySegment fn = export.function();
        while (failure.get() == null) {
            long i = next.getAndIncrement();
            if (i >= total) {
                return;
            }
            wgState.set(ValueLayout.JAVA_INT, offX, (int) (i % cx));
            wgState.set(ValueLayout.JAVA_INT, offY, (int) ((i / cx) % cy));
            wgState.set(ValueLayout.JAVA_SHORT, offZ, (short) (i / (cx * cy)));
            int rc = ExecutableAbi.dispatch(fn, env, dispatchState, wgState);
            if (rc != 0) {
                failure.compareAndSet(null, JireeException.of(StatusCode.INTERNAL,
                        "executable entry point '%s' returned catastrophic error %d", export.info().name(), rc));
            }
        }
        // Every worker that saw a failure rethrows it; the pooled path keeps only the first.
        throw failure.get();
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
