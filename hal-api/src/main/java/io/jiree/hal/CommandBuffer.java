package io.jiree.hal;

import java.lang.foreign.MemorySegment;
import java.util.List;

/**
 * A recorded sequence of device commands ({@code iree_hal_command_buffer_t}). Record between
 * {@link #begin()} and {@link #end()}, then submit with {@link Device#queueExecute}. Recording
 * checks each command as IREE's validation layer does and records nothing when a check fails.
 */
public interface CommandBuffer extends Resource {
    /** {@link CommandBufferMode} bits. */
    int mode();

    /** {@link CommandCategory} bits of the commands allowed. */
    int allowedCategories();

    long queueAffinity();

    /** Number of binding table slots indirect refs may use. */
    int bindingCapacity();

    void begin();

    /** Ends recording ({@code hal.command_buffer.finalize}). */
    void end();

    /** True once {@link #end()} succeeded. */
    boolean isEnded();

    void beginDebugGroup(String label);

    void endDebugGroup();

    /** {@link ExecutionStage} masks; all commands before complete before any after begin. */
    void executionBarrier(int sourceStageMask, int targetStageMask, long flags);

    void adviseBuffer(BufferRef buffer, long flags, long arg0, long arg1);

    /** Fills the target with a 1, 2 or 4 byte pattern (the low bytes of {@code pattern}). */
    void fillBuffer(BufferRef target, long pattern, int patternLength, long flags);

    /** Copies {@code target.length()} bytes of {@code source} from {@code sourceOffset} into target. */
    void updateBuffer(MemorySegment source, long sourceOffset, BufferRef target, long flags);

    void copyBuffer(BufferRef source, BufferRef target, long flags);

    /** Records a collective on {@code channel}; elementCount elements of the op's type. */
    void collective(Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount);

    /**
     * Dispatches export {@code exportOrdinal} of {@code executable} over the configured
     * workgroups with uint32 {@code constants} and {@code bindings} in binding order.
     */
    void dispatch(
            Executable executable,
            int exportOrdinal,
            DispatchConfig config,
            int[] constants,
            List<BufferRef> bindings,
            long flags);

    /** The commands recorded so far, in order. */
    List<Command> commands();
}
