package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableAbi.offset;

import io.jiree.base.InjectedFaults;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the workgroups of a dispatch: on the calling thread alone (local-sync) or together with
 * a pool of workers (local-task). Each worker has its own workgroup state and scratch local
 * memory; the dispatch state is shared read-only. The native structures are allocated once
 * and reused, so a dispatch costs no allocation; one dispatch runs at a time.
 */
final class WorkgroupScheduler implements AutoCloseable {
    /** Everything a dispatch needs, with bindings already mapped to host memory. */
    record Dispatch(
            Executable executable,
            int ordinal,
            int[] workgroupSize,
            long[] workgroupCount,
            int dynamicLocalMemory,
            int[] constants,
            MemorySegment[] bindings) {}

    private static final long DS_SIZE_X = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_x");
    private static final long DS_SIZE_Y = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_y");
    private static final long DS_SIZE_Z = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_z");
    private static final long DS_CONSTANT_COUNT = offset(ExecutableAbi.DISPATCH_STATE, "constant_count");
    private static final long DS_COUNT_X = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_x");
    private static final long DS_COUNT_Y = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_y");
    private static final long DS_COUNT_Z = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_z");
    private static final long DS_MAX_CONCURRENCY = offset(ExecutableAbi.DISPATCH_STATE, "max_concurrency");
    private static final long DS_BINDING_COUNT = offset(ExecutableAbi.DISPATCH_STATE, "binding_count");
    private static final long DS_CONSTANTS = offset(ExecutableAbi.DISPATCH_STATE, "constants");
    private static final long DS_BINDING_PTRS = offset(ExecutableAbi.DISPATCH_STATE, "binding_ptrs");
    private static final long DS_BINDING_LENGTHS = offset(ExecutableAbi.DISPATCH_STATE, "binding_lengths");
    private static final long WG_ID_X = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_x");
    private static final long WG_ID_Y = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_y");
    private static final long WG_ID_Z = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_z");
    private static final long WG_PROCESSOR_ID = offset(ExecutableAbi.WORKGROUP_STATE, "processor_id");
    private static final long WG_LOCAL_MEMORY = offset(ExecutableAbi.WORKGROUP_STATE, "local_memory");
    private static final long WG_LOCAL_MEMORY_SIZE = offset(ExecutableAbi.WORKGROUP_STATE, "local_memory_size");

    private final int workerCount;
    private final ExecutorService pool;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment dispatchState;
    private final MemorySegment bindingPtrs;
    private final MemorySegment bindingLengths;
    private final MemorySegment constants;
    private final MemorySegment[] workgroupStates;
    private final MemorySegment[] localMemory;
    // Java-side workgroup states handed to CpuExecutables (one per worker, reused).
    private final WorkgroupState[] javaStates;

    WorkgroupScheduler(int workerCount) {
        if (workerCount < 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "worker count must be at least 1 (got %d)", workerCount);
        }
        this.workerCount = workerCount;
        if (workerCount > 1) {
            AtomicInteger n = new AtomicInteger();
            ThreadFactory factory = r -> {
                Thread t = new Thread(r, "jiree-local-task-worker-" + n.getAndIncrement());
                t.setDaemon(true);
                return t;
            };
            pool = Executors.newFixedThreadPool(workerCount - 1, factory);
        } else {
            pool = null;
        }
        dispatchState = arena.allocate(ExecutableAbi.DISPATCH_STATE);
        bindingPtrs = arena.allocate(ExecutableAbi.MAX_BINDING_COUNT * 8L, 64);
        bindingLengths = arena.allocate(ExecutableAbi.MAX_BINDING_COUNT * 8L, 64);
        constants = arena.allocate(ExecutableAbi.MAX_CONSTANT_COUNT * 4L, 64);
        workgroupStates = new MemorySegment[workerCount];
        localMemory = new MemorySegment[workerCount];
        javaStates = new WorkgroupState[workerCount];
        for (int w = 0; w < workerCount; w++) {
            workgroupStates[w] = arena.allocate(ExecutableAbi.WORKGROUP_STATE.byteSize(), 64);
            workgroupStates[w].set(ValueLayout.JAVA_INT, WG_PROCESSOR_ID, w);
            localMemory[w] = MemorySegment.NULL;
            javaStates[w] = new WorkgroupState(w);
        }
    }

    int workerCount() {
        return workerCount;
    }

    synchronized void run(Dispatch d) {
        long cx = d.workgroupCount()[0];
        long cy = d.workgroupCount()[1];
        long cz = d.workgroupCount()[2];
        if (cx < 0 || cy < 0 || cz < 0 || cx > 0xFFFFFFFFL || cy > 0xFFFFFFFFL || cz > 0xFFFF) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "workgroup count (%d, %d, %d) out of range: x and y must fit 32 bits and z 16 bits",
                    cx,
                    cy,
                    cz);
        }
        if (d.bindings().length > ExecutableAbi.MAX_BINDING_COUNT
                || d.constants().length > ExecutableAbi.MAX_CONSTANT_COUNT) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "dispatch has %d bindings and %d constants; the CPU ABI allows at most %d of each",
                    d.bindings().length,
                    d.constants().length,
                    ExecutableAbi.MAX_BINDING_COUNT);
        }
        long total = cx * cy * cz;
        if (total == 0) {
            return;
        }
        int workers = (int) Math.min(workerCount, total);
        long staticLocalMemory;
        WorkerBody body;
        if (d.executable() instanceof LibraryExecutable library) {
            LibraryExecutable.Export export = library.exportEntry(d.ordinal());
            staticLocalMemory = export.localMemoryPages() * ExecutableAbi.WORKGROUP_LOCAL_MEMORY_PAGE_SIZE;
            fillDispatchState(d, workers);
            body = (worker, next, failure) -> runWorker(d, library, export, worker, next, total, failure);
        } else if (d.executable() instanceof CpuExecutable cpu) {
            cpu.checkOrdinal(d.ordinal());
            staticLocalMemory = cpu.localMemorySize(d.ordinal());
            int[] size = d.workgroupSize();
            DispatchState state = new DispatchState(
                    new int[] {size[0] == 0 ? 1 : size[0], size[1] == 0 ? 1 : size[1], size[2] == 0 ? 1 : size[2]},
                    new int[] {(int) cx, (int) cy, (int) cz},
                    d.constants(),
                    d.bindings(),
                    workers);
            body = (worker, next, failure) -> runJavaWorker(d, cpu, state, worker, next, total, failure);
        } else {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "executable was not created by a CPU device and cannot be dispatched here");
        }
        long localMemorySize = staticLocalMemory + Integer.toUnsignedLong(d.dynamicLocalMemory());
        for (int w = 0; w < workers; w++) {
            prepareWorker(w, localMemorySize);
        }
        AtomicLong next = new AtomicLong();
        AtomicReference<JireeException> failure = new AtomicReference<>();
        if (workers == 1) {
            body.run(0, next, failure);
            rethrow(failure);
            return;
        }
        List<Future<?>> futures = new ArrayList<>(workers - 1);
        for (int w = 1; w < workers; w++) {
            int worker = w;
            futures.add(pool.submit(() -> body.run(worker, next, failure)));
        }
        // The calling thread works too instead of idling until the pool finishes.
        body.run(0, next, failure);
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure.compareAndSet(null, new JireeException(StatusCode.CANCELLED, "dispatch interrupted", e));
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                failure.compareAndSet(
                        null,
                        c instanceof JireeException je
                                ? je
                                : new JireeException(StatusCode.INTERNAL, "dispatch worker failed: " + c, c));
            }
        }
        rethrow(failure);
    }

    /** One worker's loop over the dispatch's workgroups. */
    @FunctionalInterface
    private interface WorkerBody {
        void run(int worker, AtomicLong next, AtomicReference<JireeException> failure);
    }

    private static void rethrow(AtomicReference<JireeException> failure) {
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    private void fillDispatchState(Dispatch d, int workers) {
        MemorySegment s = dispatchState;
        int n = d.bindings().length;
        for (int i = 0; i < n; i++) {
            bindingPtrs.setAtIndex(ValueLayout.ADDRESS, i, d.bindings()[i]);
            bindingLengths.setAtIndex(ValueLayout.JAVA_LONG, i, d.bindings()[i].byteSize());
        }
        MemorySegment.copy(d.constants(), 0, constants, ValueLayout.JAVA_INT, 0, d.constants().length);
        int[] wg = d.workgroupSize();
        s.set(ValueLayout.JAVA_INT, DS_SIZE_X, wg[0] == 0 ? 1 : wg[0]);
        s.set(ValueLayout.JAVA_INT, DS_SIZE_Y, wg[1] == 0 ? 1 : wg[1]);
        s.set(ValueLayout.JAVA_SHORT, DS_SIZE_Z, (short) (wg[2] == 0 ? 1 : wg[2]));
        s.set(ValueLayout.JAVA_SHORT, DS_CONSTANT_COUNT, (short) d.constants().length);
        s.set(ValueLayout.JAVA_INT, DS_COUNT_X, (int) d.workgroupCount()[0]);
        s.set(ValueLayout.JAVA_INT, DS_COUNT_Y, (int) d.workgroupCount()[1]);
        s.set(ValueLayout.JAVA_SHORT, DS_COUNT_Z, (short) d.workgroupCount()[2]);
        s.set(ValueLayout.JAVA_BYTE, DS_MAX_CONCURRENCY, (byte) Math.min(255, workers));
        s.set(ValueLayout.JAVA_BYTE, DS_BINDING_COUNT, (byte) n);
        s.set(ValueLayout.ADDRESS, DS_CONSTANTS, constants);
        s.set(ValueLayout.ADDRESS, DS_BINDING_PTRS, bindingPtrs);
        s.set(ValueLayout.ADDRESS, DS_BINDING_LENGTHS, bindingLengths);
    }

    /** Points the worker's state at scratch memory of at least {@code size} bytes (grown, then reused). */
    private void prepareWorker(int w, long size) {
        if (size > 0 && localMemory[w].byteSize() < size) {
            try {
                localMemory[w] = arena.allocate(size, 64);
            } catch (OutOfMemoryError e) {
                throw JireeException.of(
                        StatusCode.RESOURCE_EXHAUSTED, "cannot allocate %d bytes of workgroup local memory", size);
            }
        }
        MemorySegment st = workgroupStates[w];
        st.set(ValueLayout.ADDRESS, WG_LOCAL_MEMORY, size > 0 ? localMemory[w] : MemorySegment.NULL);
        st.set(ValueLayout.JAVA_INT, WG_LOCAL_MEMORY_SIZE, (int) size);
        javaStates[w].localMemory = size > 0 ? localMemory[w].asSlice(0, size) : MemorySegment.NULL;
    }

    /** One worker: claims workgroups in linear x-fastest order until none are left or one fails. */
    private void runWorker(
            Dispatch d,
            LibraryExecutable library,
            LibraryExecutable.Export export,
            int worker,
            AtomicLong next,
            long total,
            AtomicReference<JireeException> failure) {
        MemorySegment wgState = workgroupStates[worker];
        long cx = d.workgroupCount()[0];
        long cxy = cx * d.workgroupCount()[1];
        MemorySegment env = library.environment();
        MemorySegment fn = export.function();
        while (failure.get() == null) {
            long i = next.getAndIncrement();
            if (i >= total) {
                return;
            }
            long rest = i % cxy;
            wgState.set(ValueLayout.JAVA_INT, WG_ID_X, (int) (rest % cx));
            wgState.set(ValueLayout.JAVA_INT, WG_ID_Y, (int) (rest / cx));
            wgState.set(ValueLayout.JAVA_SHORT, WG_ID_Z, (short) (i / cxy));
            int rc = InjectedFaults.fires(InjectedFaults.CPU_WORKGROUP)
                    ? 1
                    : ExecutableAbi.dispatch(fn, env, dispatchState, wgState);
            if (rc != 0) {
                failure.compareAndSet(
                        null,
                        JireeException.of(
                                StatusCode.INTERNAL,
                                "executable entry point '%s' returned catastrophic error %d",
                                export.info().name(),
                                rc));
            }
        }
    }

    /** As {@link #runWorker} for an executable run from Java: one {@link CpuExecutable#runWorkgroup} per workgroup. */
    private void runJavaWorker(
            Dispatch d,
            CpuExecutable exe,
            DispatchState state,
            int worker,
            AtomicLong next,
            long total,
            AtomicReference<JireeException> failure) {
        WorkgroupState wg = javaStates[worker];
        long cx = d.workgroupCount()[0];
        long cxy = cx * d.workgroupCount()[1];
        int ordinal = d.ordinal();
        while (failure.get() == null) {
            long i = next.getAndIncrement();
            if (i >= total) {
                return;
            }
            long rest = i % cxy;
            wg.idX = (int) (rest % cx);
            wg.idY = (int) (rest / cx);
            wg.idZ = (int) (i / cxy);
            try {
                if (InjectedFaults.fires(InjectedFaults.CPU_WORKGROUP)) {
                    throw JireeException.of(
                            StatusCode.INTERNAL,
                            "workgroup of '%s' returned error 1",
                            exe.export(ordinal).name());
                }
                exe.runWorkgroup(ordinal, state, wg);
            } catch (JireeException e) {
                failure.compareAndSet(null, e);
            } catch (StackOverflowError e) {
                failure.compareAndSet(
                        null,
                        new JireeException(
                                StatusCode.RESOURCE_EXHAUSTED,
                                "call stack exhausted while running workgroup of '"
                                        + exe.export(ordinal).name() + "'"));
            } catch (RuntimeException e) {
                failure.compareAndSet(
                        null,
                        new JireeException(
                                StatusCode.INTERNAL,
                                "workgroup of '" + exe.export(ordinal).name() + "' failed: " + e,
                                e));
            }
        }
    }

    @Override
    public synchronized void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
        arena.close();
    }
}
