package io.jiree.hal.local;

import java.lang.foreign.MemorySegment;

/**
 * Per-worker state of the workgroup being run ({@code iree_hal_executable_workgroup_state_v0_t}):
 * its id, the worker's processor id and the worker's scratch local memory. One object per
 * worker, updated in place before each workgroup; executables must not keep it.
 */
public final class WorkgroupState {
    private final int processorId;
    int idX;
    int idY;
    int idZ;
    MemorySegment localMemory = MemorySegment.NULL;

    WorkgroupState(int processorId) {
        this.processorId = processorId;
    }

    /** Workgroup id along {@code dim} (0 = x, 1 = y, 2 = z). */
    public int workgroupId(int dim) {
        return switch (dim) {
            case 0 -> idX;
            case 1 -> idY;
            case 2 -> idZ;
            default -> throw new IllegalArgumentException("dimension " + dim);
        };
    }

    /** The worker running this workgroup, in {@code [0, workerCount)}. */
    public int processorId() {
        return processorId;
    }

    /** The worker's scratch memory for this workgroup (NULL-sized when none was requested). */
    public MemorySegment localMemory() {
        return localMemory;
    }
}
