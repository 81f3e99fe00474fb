package io.jiree.hal.local;

import java.lang.foreign.MemorySegment;

/**
 * What every workgroup of one dispatch shares ({@code iree_hal_executable_dispatch_state_v0_t}):
 * workgroup size and count, the dispatch constants and the binding memory (host memory mapped
 * for the length of each binding). Read-only for executables; the arrays must not be changed.
 */
public final class DispatchState {
    private final int[] workgroupSize;
    private final int[] workgroupCount;
    private final int[] constants;
    private final MemorySegment[] bindings;
    private final int maxConcurrency;

    DispatchState(
            int[] workgroupSize, int[] workgroupCount, int[] constants, MemorySegment[] bindings, int maxConcurrency) {
        this.workgroupSize = workgroupSize;
        this.workgroupCount = workgroupCount;
        this.constants = constants;
        this.bindings = bindings;
        this.maxConcurrency = maxConcurrency;
    }

    /** Workgroup size along {@code dim} (0 = x, 1 = y, 2 = z). */
    public int workgroupSize(int dim) {
        return workgroupSize[dim];
    }

    /** Workgroup count along {@code dim} (0 = x, 1 = y, 2 = z), as unsigned 32-bit values. */
    public int workgroupCount(int dim) {
        return workgroupCount[dim];
    }

    public int constantCount() {
        return constants.length;
    }

    /** The dispatch constants (shared array: do not modify). */
    public int[] constants() {
        return constants;
    }

    public int bindingCount() {
        return bindings.length;
    }

    /** Binding {@code i}'s memory, exactly the bound range. */
    public MemorySegment binding(int i) {
        return bindings[i];
    }

    /** How many workers run workgroups of this dispatch at once. */
    public int maxConcurrency() {
        return maxConcurrency;
    }
}
