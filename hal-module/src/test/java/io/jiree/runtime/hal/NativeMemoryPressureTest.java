package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.hal.NativeMemoryPressure;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.VmRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Buffers the program drops are freed even when the Java heap has no reason to collect. */
class NativeMemoryPressureTest {
    private static final long THRESHOLD = 256L << 20;
    private DriverRegistry registry;
    private Device device;
    private Context context;
    private Function allocate;
    private Object allocator;

    @BeforeEach
    void open() {
        registry = DriverRegistry.load();
        device = registry.createDevice("local-sync");
        Module module = HalModule.create(List.of(device));
        context = Context.create(module);
        Function get = module.lookupExport("devices.get");
        Function allocatorOf = module.lookupExport("device.allocator");
        allocate = module.lookupExport("allocator.allocate");
        allocator = context.invoke(allocatorOf, context.invoke(get, 0).get(0)).get(0);
    }

    @AfterEach
    void close() {
        device.close();
        registry.close();
    }

    /** A buffer the program allocates; dropped by the caller unless it keeps the result. */
    private Object allocate(long size) {
        return context.invoke(allocate, allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, size)
                .get(0);
    }

    @Test
    void droppedAllocationsAreReclaimed() {
        long size = 64L << 20;
        for (int i = 0; i < 24; i++) {
            allocate(size); // 1.5 GiB in total, each buffer dropped at once
        }
        long outstanding = NativeMemoryPressure.outstanding();
        assertTrue(outstanding <= THRESHOLD + size, "outstanding " + outstanding);
    }

    /**
     * Buffers a program holds (inputs, weights) past the threshold do not make every allocation a
     * collection: after one, the next waits until twice what survived is outstanding.
     */
    @Test
    void liveBuffersPastTheThresholdDoNotCollectOnEveryAllocation() {
        List<Object> held = new ArrayList<>();
        try {
            while (NativeMemoryPressure.outstanding() <= THRESHOLD) {
                held.add(allocate(64L << 20));
            }
            long before = NativeMemoryPressure.collections();
            for (int i = 0; i < 40; i++) {
                allocate(1L << 20); // dropped without a release: only a collection frees it
            }
            long collections = NativeMemoryPressure.collections() - before;
            assertTrue(collections <= 1, collections + " collections for 40 MiB past a live set over the threshold");
            // Pressure still bounds what is dropped: past a few times the live set, a collection
            // frees it (the collector's releases come in when they come: no exact bound).
            long live = held.size() * (64L << 20);
            for (int i = 0; i < 48; i++) {
                allocate(64L << 20);
            }
            long outstanding = NativeMemoryPressure.outstanding();
            assertTrue(outstanding <= 4 * (live + (40L << 20)), "outstanding " + outstanding + ", live " + live);
        } finally {
            held.forEach(VmRef::release);
        }
    }
}
