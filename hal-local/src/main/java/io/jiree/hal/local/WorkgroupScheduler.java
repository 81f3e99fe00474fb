package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableAbi.offset;

import io.jiree.base.JireeException;
import io.jiree.base.Libm;
import io.jiree.base.StatusCode;
import io.jiree.base.StructImage;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Where a device's workgroups run: its {@link TaskPool} (the calling thread alone for local-sync)
 * and, per lane — a participant of the pool, or a thread that runs a level alone while another
 * submission holds the pool — the workgroup state handed to executables with its scratch local
 * memory. The native structures are allocated once and reused; local memory grows to the largest
 * a level asks for and stays.
 *
 * <p>Workgroups run with denormals flushed to zero, as IREE's CPU executors run them: the pool's
 * workers are set so for good before their first level (IREE's task workers when they start; here
 * later, so that a program without workgroups never loads libm), and a thread that executes a
 * command buffer for the execution ({@link ExecutionPlan#execute}).
 */
final class WorkgroupScheduler implements AutoCloseable {
    private static final long WG_ID_X = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_x");
    private static final long WG_ID_Y = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_y");
    private static final long WG_ID_Z = offset(ExecutableAbi.WORKGROUP_STATE, "workgroup_id_z");
    private static final long WG_PROCESSOR_ID = offset(ExecutableAbi.WORKGROUP_STATE, "processor_id");
    private static final long WG_LOCAL_MEMORY = offset(ExecutableAbi.WORKGROUP_STATE, "local_memory");
    private static final long WG_LOCAL_MEMORY_SIZE = offset(ExecutableAbi.WORKGROUP_STATE, "local_memory_size");

    static {
        // workgroupState stores the ids as two longs: x and y, then z, reserved and processor_id.
        if (WG_ID_Y != WG_ID_X + 4 || WG_ID_Z != WG_ID_X + 8 || WG_PROCESSOR_ID != WG_ID_Z + 4) {
            throw new ExceptionInInitializerError("unexpected iree_hal_executable_workgroup_state_v0_t layout");
        }
    }

    private final TaskPool pool;
    private final int[] processorIds; // per lane
    private final Arena arena = Arena.ofShared();
    private final MemorySegment[] workgroupStates;
    private final MemorySegment[] localMemory;
    // What each lane's native state says of its local memory (address and size).
    private final long[] writtenLocalMemory;
    private final long[] writtenLocalMemorySize;
    // Java-side workgroup states handed to CpuExecutables (one per participant, reused).
    private final WorkgroupState[] javaStates;

    // Lanes past the pool's participants, for levels run alone (the queue runs at most
    // workerCount submissions at once, so one fewer than that can be without the pool).
    private final ArrayBlockingQueue<Integer> spareLanes;

    WorkgroupScheduler(int workerCount, long spinNanos) {
        this.pool = new TaskPool(
                workerCount, spinNanos, w -> Libm.FloatModes.ofThisThread().flushDenormals());
        int lanes = 2 * workerCount;
        workgroupStates = new MemorySegment[lanes];
        localMemory = new MemorySegment[lanes];
        writtenLocalMemory = new long[lanes];
        writtenLocalMemorySize = new long[lanes];
        javaStates = new WorkgroupState[lanes];
        processorIds = new int[lanes];
        spareLanes = new ArrayBlockingQueue<>(workerCount);
        for (int w = workerCount; w < lanes; w++) {
            spareLanes.add(w);
        }
        for (int w = 0; w < lanes; w++) {
            int processor = w < workerCount ? w : 0;
            processorIds[w] = processor;
            // Zeroed; workgroupState writes the ids and processor id, stateLocalMemory the rest.
            workgroupStates[w] = arena.allocate(ExecutableAbi.WORKGROUP_STATE.byteSize(), 64);
            localMemory[w] = MemorySegment.NULL;
            javaStates[w] = new WorkgroupState(processor);
        }
    }

    int workerCount() {
        return pool.participants();
    }

    /** Levels whose workgroups use scratch memory: {@link #localMemorySize} is the need of the level begun last, per lane. */
    interface Chain extends TaskPool.Levels {
        long localMemorySize();
    }

    // The chain the pool runs now (written before the pool runs it), and the pool's view of it,
    // which gives each participant the scratch memory a level needs before the level is published.
    private Chain pooled;
    private final TaskPool.Levels poolLevels = new TaskPool.Levels() {
        @Override
        public long begin(int level) {
            long tiles = pooled.begin(level);
            long size = pooled.localMemorySize();
            for (int w = 0; w < pool.participants(); w++) {
                reserveLocalMemory(w, size);
            }
            return tiles;
        }

        @Override
        public void run(long index, int worker) {
            pooled.run(index, worker);
        }
    };

    /**
     * Runs levels {@code [0, count)} of {@code chain} (see {@link TaskPool#run}): on the pool, or,
     * while another submission holds the pool, on the calling thread alone.
     */
    void run(Chain chain, int count) {
        if (pool.tryLease()) {
            try {
                pooled = chain;
                pool.run(poolLevels, count);
            } finally {
                pooled = null;
                pool.release();
            }
            return;
        }
        Integer lane = spareLanes.poll();
        if (lane == null) { // more submissions at once than the queue runs: wait for the pool
            while (!pool.tryLease()) {
                Thread.onSpinWait();
            }
            pool.release();
            run(chain, count);
            return;
        }
        try {
            for (int i = 0; i < count; i++) {
                long tiles = chain.begin(i);
                reserveLocalMemory(lane, chain.localMemorySize());
                for (long t = 0; t < tiles; t++) {
                    chain.run(t, lane);
                }
            }
        } finally {
            spareLanes.add(lane);
        }
    }

    private void reserveLocalMemory(int w, long size) {
        if (size > 0 && localMemory[w].byteSize() < size) {
            try {
                localMemory[w] = arena.allocate(size, 64);
            } catch (OutOfMemoryError e) {
                throw JireeException.of(
                        StatusCode.RESOURCE_EXHAUSTED, "cannot allocate %d bytes of workgroup local memory", size);
            }
        }
    }

    /** Participant {@code worker}'s native workgroup state, set for workgroup (x, y, z) and local memory {@code size}. */
    MemorySegment workgroupState(int worker, int x, int y, int z, long size) {
        MemorySegment st = workgroupStates[worker];
        // x and y, then z (its reserved half zero) with the lane's processor id: two stores (see StructImage).
        st.set(ValueLayout.JAVA_LONG, WG_ID_X, StructImage.twoInts(x, y));
        st.set(
                ValueLayout.JAVA_LONG,
                WG_ID_Z,
                StructImage.twoInts(StructImage.twoShorts((short) z, (short) 0), processorIds[worker]));
        long address = size > 0 ? localMemory[worker].address() : 0;
        if (address != writtenLocalMemory[worker] || size != writtenLocalMemorySize[worker]) {
            stateLocalMemory(worker, address, size);
        }
        return st;
    }

    // Apart from workgroupState, so that its first compilation stays small (see StructImage): a
    // lane's local memory changes only when a level needs another size.
    private void stateLocalMemory(int worker, long address, long size) {
        MemorySegment st = workgroupStates[worker];
        st.set(ValueLayout.ADDRESS, WG_LOCAL_MEMORY, MemorySegment.ofAddress(address));
        st.set(ValueLayout.JAVA_INT, WG_LOCAL_MEMORY_SIZE, (int) size);
        writtenLocalMemory[worker] = address;
        writtenLocalMemorySize[worker] = size;
    }

    /** As {@link #workgroupState} for an executable run from Java. */
    WorkgroupState javaState(int worker, int x, int y, int z, long size) {
        WorkgroupState wg = javaStates[worker];
        wg.idX = x;
        wg.idY = y;
        wg.idZ = z;
        wg.localMemory = size > 0 ? localMemory[worker].asSlice(0, size) : MemorySegment.NULL;
        return wg;
    }

    @Override
    public void close() {
        pool.close();
        arena.close();
    }
}
