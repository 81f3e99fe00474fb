package io.jiree.hal;

import java.util.List;

/**
 * One recorded command. Drivers replay these in order when a command buffer executes,
 * resolving indirect refs against the submission's {@link BindingTable}.
 */
public sealed interface Command {
    record Barrier(int sourceStageMask, int targetStageMask, long flags) implements Command {}

    record Fill(BufferRef target, long pattern, int patternLength, long flags) implements Command {}

    /** Update data is copied at record time, as IREE does. */
    record Update(byte[] data, BufferRef target, long flags) implements Command {}

    record Copy(BufferRef source, BufferRef target, long flags) implements Command {}

    record Dispatch(
            Executable executable,
            int exportOrdinal,
            DispatchConfig config,
            int[] constants,
            List<BufferRef> bindings,
            long flags)
            implements Command {}

    record Collective(Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount)
            implements Command {}

    record Advise(BufferRef buffer, long flags, long arg0, long arg1) implements Command {}

    record DebugGroupBegin(String label) implements Command {}

    record DebugGroupEnd() implements Command {}
}
