package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.VmRef;
import java.util.ArrayList;
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

    /**
     * Buffers a program holds (inputs, weights) past the threshold do not make every allocation a
     * collection: after one, the next waits until twice what survived is outstanding.
     */
    @Test
    void liveBuffersPastTheThresholdDoNotCollectOnEveryAllocation() {
        try (DriverRegistry registry = DriverRegistry.load()) {
            Device device = registry.createDevice("local-sync");
            List<Object> held = new ArrayList<>();
            try {
                Module module = HalModule.create(List.of(device));
                Context context = Context.create(module);
                Function get = module.lookupExport("devices.get");
                Function allocatorOf = module.lookupExport("device.allocator");
                Function allocate = module.lookupExport("allocator.allocate");
                Object allocator = context.invoke(
                                allocatorOf, context.invoke(get, 0).get(0))
                        .get(0);
                long threshold = 256L << 20;
                while (NativeMemoryPressure.outstanding() <= threshold) {
                    held.add(context.invoke(
                                    allocate, allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, 64L << 20)
                            .get(0));
                }
                long before = NativeMemoryPressure.collections();
                for (int i = 0; i < 40; i++) {
                    // Each dropped without a release: only a collection frees it.
                    context.invoke(allocate, allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, 1L << 20);
                }
                long collections = NativeMemoryPressure.collections() - before;
                assertTrue(
                        collections <= 1, collections + " collections for 40 MiB past a live set over the threshold");
                // Pressure still bounds what is dropped: past a few times the live set, a collection
                // frees it (the collector's releases come in when they come: no exact bound).
                long live = held.size() * (64L << 20);
                for (int i = 0; i < 48; i++) {
                    context.invoke(allocate, allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, 64L << 20);
                }
                long outstanding = NativeMemoryPressure.outstanding();
                assertTrue(outstanding <= 4 * (live + (40L << 20)), "outstanding " + outstanding + ", live " + live);
            } finally {
                held.forEach(VmRef::release);
                device.close();
            }
        }
    }
}
