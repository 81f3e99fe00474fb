package io.jiree.runtime.hal;

import io.jiree.hal.Allocator;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferView;
import io.jiree.hal.Channel;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.Device;
import io.jiree.hal.Executable;
import io.jiree.hal.Fence;
import io.jiree.hal.HalFile;
import io.jiree.hal.Semaphore;
import io.jiree.vm.RefType;

/**
 * The reference types the {@code hal} module registers, named as the compiler's type tables name
 * them and bound to the HAL interfaces whose objects the VM holds directly (IREE's
 * {@code modules/hal/types.c}). Devices and allocators belong to the session and are not counted.
 */
public final class HalTypes {
    public static final RefType ALLOCATOR = RefType.register("!hal.allocator", Allocator.class);
    public static final RefType BUFFER = RefType.register("!hal.buffer", Buffer.class);
    public static final RefType BUFFER_VIEW = RefType.register("!hal.buffer_view", BufferView.class);
    public static final RefType CHANNEL = RefType.register("!hal.channel", Channel.class);
    public static final RefType COMMAND_BUFFER = RefType.register("!hal.command_buffer", CommandBuffer.class);
    public static final RefType DEVICE = RefType.register("!hal.device", Device.class);
    public static final RefType EVENT = RefType.register("!hal.event");
    public static final RefType EXECUTABLE = RefType.register("!hal.executable", Executable.class);
    public static final RefType FENCE = RefType.register("!hal.fence", Fence.class);
    public static final RefType FILE = RefType.register("!hal.file", HalFile.class);
    public static final RefType SEMAPHORE = RefType.register("!hal.semaphore", Semaphore.class);

    private HalTypes() {}

    /**
     * Binds the types before any HAL object reaches a register ({@code iree_hal_module_register_all_types},
     * which creating a hal module calls): the constants above do it as this class initializes.
     */
    static void registerAll() {}
}
