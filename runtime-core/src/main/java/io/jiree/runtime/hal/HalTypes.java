package io.jiree.runtime.hal;

import io.jiree.vm.RefType;

/** The reference types the {@code hal} module registers, named as the compiler's type tables name them. */
public final class HalTypes {
    public static final RefType ALLOCATOR = RefType.register("!hal.allocator");
    public static final RefType BUFFER = RefType.register("!hal.buffer");
    public static final RefType BUFFER_VIEW = RefType.register("!hal.buffer_view");
    public static final RefType CHANNEL = RefType.register("!hal.channel");
    public static final RefType COMMAND_BUFFER = RefType.register("!hal.command_buffer");
    public static final RefType DEVICE = RefType.register("!hal.device");
    public static final RefType EVENT = RefType.register("!hal.event");
    public static final RefType EXECUTABLE = RefType.register("!hal.executable");
    public static final RefType FENCE = RefType.register("!hal.fence");
    public static final RefType FILE = RefType.register("!hal.file");
    public static final RefType SEMAPHORE = RefType.register("!hal.semaphore");

    private HalTypes() {}
}
