package io.jiree.runtime.hal;

import io.jiree.hal.CommandBuffer;
import io.jiree.vm.RefType;

/** {@code !hal.command_buffer}: owns one reference to {@link #commandBuffer()}. */
public final class HalCommandBufferRef extends HalRef {
    private final CommandBuffer commandBuffer;

    private HalCommandBufferRef(CommandBuffer commandBuffer) {
        super(commandBuffer);
        this.commandBuffer = commandBuffer;
    }

    /** Wraps an object whose reference the caller hands over. */
    public static HalCommandBufferRef adopt(CommandBuffer commandBuffer) {
        return new HalCommandBufferRef(commandBuffer);
    }

    public CommandBuffer commandBuffer() {
        return commandBuffer;
    }

    @Override
    public RefType refType() {
        return HalTypes.COMMAND_BUFFER;
    }
}
