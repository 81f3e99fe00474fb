package io.jiree.hal.local;

import io.jiree.hal.Executable;

/**
 * An executable whose dispatches the CPU devices run one workgroup at a time by calling
 * {@link #runWorkgroup} ({@code iree_hal_local_executable_t}'s {@code issue_call}); what
 * {@link ExecutableLoader} providers outside this module return. The device checks the dispatch
 * against {@link #export(int)} (constant and binding counts) before the first workgroup runs.
 */
public interface CpuExecutable extends Executable {
    /** Bytes of workgroup local memory export {@code ordinal} needs besides any the dispatch adds. */
    long localMemorySize(int ordinal);

    /**
     * Runs one workgroup of export {@code ordinal}. Called from as many threads at once as
     * {@link DispatchState#maxConcurrency()} says, each with its own {@code workgroup} state (a
     * distinct {@link WorkgroupState#processorId()}); {@code dispatch} is shared and stays the
     * same object for all workgroups of one dispatch. Failures are thrown as
     * {@link io.jiree.base.JireeException} and fail the dispatch.
     */
    void runWorkgroup(int ordinal, DispatchState dispatch, WorkgroupState workgroup);
}
