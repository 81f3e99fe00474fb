package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.VmBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Calls every hal function with random, mostly wrong arguments: each call either succeeds or
 * fails with a JireeException, never another exception (and never hangs: every fence offered is
 * already signaled and waits are immediate).
 */
class HalModuleRobustnessTest {
    private static final int[] I32 = {0, 1, -1, 3, 4, 16, Integer.MIN_VALUE, Integer.MAX_VALUE};
    private static final long[] I64 = {0, 1, -1, 7, 16, 64, Long.MIN_VALUE, Long.MAX_VALUE};

    private static DriverRegistry registry;
    private static Device device;
    private static Module module;
    private static Context context;

    @BeforeAll
    static void open() {
        registry = DriverRegistry.load();
        device = registry.createDevice("local-sync");
        module = HalModule.create(List.of(device));
        context = Context.create(module);
    }

    @AfterAll
    static void close() {
        device.close();
        registry.close();
    }

    private static List<Object> call(String name, Object... args) {
        return context.invoke(module.lookupExport(name), args);
    }

    private static List<Object> refs() {
        Object dev = call("devices.get", 0).get(0);
        Object allocator = call("device.allocator", dev).get(0);
        Object buffer = call("allocator.allocate", allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, 64L)
                .get(0);
        Object fence = call("fence.create", dev, 0L).get(0);
        call("fence.signal", fence);
        Object cb = call("command_buffer.create", dev, 1, 3, -1L, 4).get(0);
        List<Object> refs = new ArrayList<>();
        refs.add(null);
        refs.add(dev);
        refs.add(allocator);
        refs.add(buffer);
        refs.add(fence);
        refs.add(cb);
        refs.add(VmBuffer.copyOf("local*".getBytes()));
        refs.add(VmBuffer.allocate(0));
        return refs;
    }

    private static Object value(char c, Random random, List<Object> refs) {
        return switch (c) {
            case 'i' -> I32[random.nextInt(I32.length)];
            case 'I' -> I64[random.nextInt(I64.length)];
            case 'f' -> random.nextFloat();
            case 'F' -> random.nextDouble();
            default -> refs.get(random.nextInt(refs.size()));
        };
    }

    @Test
    void randomArgumentsOnlyEverFailWithStatus() {
        Random random = new Random(1234);
        for (Function f : module.exports()) {
            for (int round = 0; round < 40; round++) {
                List<Object> refs = refs();
                CallingConvention cc = f.signature().callingConvention();
                String args = cc.arguments();
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < args.length(); i++) {
                    char c = args.charAt(i);
                    if (c == 'C') {
                        int end = args.indexOf('D', i);
                        String span = args.substring(i + 1, end);
                        List<Object[]> reps = new ArrayList<>();
                        int n = random.nextInt(3);
                        for (int r = 0; r < n; r++) {
                            Object[] rep = new Object[span.length()];
                            for (int k = 0; k < span.length(); k++) {
                                rep[k] = value(span.charAt(k), random, refs);
                            }
                            reps.add(rep);
                        }
                        values.add(reps);
                        i = end;
                    } else {
                        values.add(value(c, random, refs));
                    }
                }
                if (f.name().equals("fence.await")) {
                    values.set(0, 0); // an immediate wait: never block
                }
                try {
                    context.invoke(f, values.toArray());
                } catch (JireeException expected) {
                    // A status is the right way to refuse bad arguments.
                } catch (RuntimeException e) {
                    fail("hal." + f.name() + values + " threw " + e, e);
                }
            }
        }
    }
}
