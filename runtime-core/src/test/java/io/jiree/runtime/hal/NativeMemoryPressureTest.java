package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Buffers the program drops are freed even when the Java heap has no reason to collect. */
class NativeMemoryPressureTest {
    @Test
    void droppedAllocationsAreReclaimed() {
        try (DriverRegistry registry = DriverRegistry.load()) {
            Device device = registry.createDevice("local-sync");
            try {
                Module module = HalModule.create(List.of(device));
                Context context = Context.create(module);
                Function get = module.lookupExport("devices.get");
                Function allocatorOf = module.lookupExport("device.allocator");
                Function allocate = module.lookupExport("allocator.allocate");
                Object allocator = context.invoke(
                                allocatorOf, context.invoke(get, 0).get(0))
                        .get(0);
                long size = 64L << 20;
                long threshold = 256L << 20;
                for (int i = 0; i < 24; i++) {
                    // 1.5 GiB in total, each buffer dropped at once.
                    context.invoke(allocate, allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, size);
                }
                long outstanding = NativeMemoryPressure.outstanding();
                assertTrue(outstanding <= threshold + size, "outstanding " + outstanding);
            } finally {
                device.close();
            }
        }
    }
}
