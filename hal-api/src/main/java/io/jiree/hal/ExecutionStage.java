package io.jiree.hal;

/** {@code iree_hal_execution_stage_t} bits with IREE's values (used by execution barriers). */
public final class ExecutionStage {
    public static final int NONE = 0;
    public static final int COMMAND_ISSUE = 1 << 0;
    public static final int COMMAND_PROCESS = 1 << 1;
    public static final int DISPATCH = 1 << 2;
    public static final int TRANSFER = 1 << 3;
    public static final int COMMAND_RETIRE = 1 << 4;
    public static final int HOST = 1 << 5;

    private ExecutionStage() {}
}
