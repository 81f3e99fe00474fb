package io.jiree.runtime.params;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.Fence;
import io.jiree.hal.MemoryType;
import io.jiree.hal.Semaphore;
import io.jiree.hal.Timeout;
import io.jiree.vm.Context;
import io.jiree.vm.NativeModule;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The io_parameters exports called directly, as a compiled program calls them. */
class ParametersModuleTest {
    static final int USAGE = BufferUsage.TRANSFER | BufferUsage.DISPATCH_STORAGE;

    record Call(VmBuffer keyTable, VmBuffer keyData, VmBuffer spans) {}

    /** Key table, key data and spans ({parameter offset, buffer offset, length} each) for {@code keys}. */
    static Call spans(String[] keys, long[][] spans) {
        ByteBuffer table = ByteBuffer.allocate(keys.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        StringBuilder data = new StringBuilder();
        for (String k : keys) {
            table.putInt(data.length()).putInt(k.length());
            data.append(k);
        }
        ByteBuffer s = ByteBuffer.allocate(spans.length * 24).order(ByteOrder.LITTLE_ENDIAN);
        for (long[] span : spans) {
            s.putLong(span[0]).putLong(span[1]).putLong(span[2]);
        }
        return new Call(
                VmBuffer.copyOf(table.array()),
                VmBuffer.copyOf(data.toString().getBytes(StandardCharsets.UTF_8)),
                VmBuffer.copyOf(s.array()));
    }

    static Parameters parameters() {
        Parameters p = new Parameters();
        p.addFile("model", IrpaParserTest.archive("model.irpa"));
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void gatherPacksParametersIntoOneBufferAfterTheWaitFence(String uri) {
        try (DriverRegistry drivers = DriverRegistry.load();
                Device device = drivers.createDevice(uri)) {
            NativeModule<Parameters> module = ParametersModule.create(parameters());
            Context context = Context.create(module);
            Buffer target = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, USAGE), 64);
            Semaphore wait = device.createSemaphore(0, 0);
            Semaphore signal = device.createSemaphore(0, 0);
            Call c = spans(new String[] {"q", "w", "s"}, new long[][] {{0, 0, 4}, {4, 8, 12}, {0, 32, 16}});
            ValueList args = new ValueList()
                    .addRef(device)
                    .addI64(-1)
                    .addRef(Fence.of(wait, 1))
                    .addRef(Fence.of(signal, 1))
                    .addRef(VmBuffer.copyOf("model".getBytes(StandardCharsets.UTF_8)))
                    .addRef(RefCounted.retained(target))
                    .addRef(c.keyTable)
                    .addRef(c.keyData)
                    .addRef(c.spans);
            if (uri.equals("local-task")) {
                // The call returns with its work queued behind the wait fence.
                context.instance(module).call(module.lookupExport("gather").ordinal(), args, new ValueList());
                assertEquals(0, signal.query());
                wait.signal(1);
            } else {
                wait.signal(1);
                context.instance(module).call(module.lookupExport("gather").ordinal(), args, new ValueList());
            }
            signal.await(1, Timeout.infinite());
            byte[] got = new byte[64];
            target.read(0, got);
            ByteBuffer g = ByteBuffer.wrap(got).order(ByteOrder.LITTLE_ENDIAN);
            assertArrayEquals(new byte[] {7, -8, 100, -128}, java.util.Arrays.copyOf(got, 4));
            assertEquals(-2.25f, g.getFloat(8)); // w[1..3] at 8
            assertEquals(3.0f, g.getFloat(12));
            assertEquals(0.125f, g.getFloat(16));
            for (int i = 0; i < 4; i++) {
                assertEquals(2.25f, g.getFloat(32 + 4 * i)); // the splat
            }
            target.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void loadReturnsOneBufferPerSpanAndFailuresFailTheSignalFence(String uri) {
        try (DriverRegistry drivers = DriverRegistry.load();
                Device device = drivers.createDevice(uri)) {
            NativeModule<Parameters> module = ParametersModule.create(parameters());
            Context context = Context.create(module);
            int load = module.lookupExport("load").ordinal();
            Semaphore signal = device.createSemaphore(0, 0);
            Call c = spans(new String[] {"z", "m"}, new long[][] {{0, 0, 32}, {0, 0, 16}});
            ValueList results = new ValueList();
            context.instance(module).call(load, loadArgs(device, null, signal, c), results);
            signal.await(1, Timeout.infinite());
            VmList list = (VmList) results.refAt(0);
            assertEquals(2, list.size());
            byte[] z = new byte[32];
            ((Buffer) list.getRef(0)).read(0, z);
            assertArrayEquals(new byte[32], z);
            byte[] m = new byte[16];
            ((Buffer) list.getRef(1)).read(0, m);
            assertEquals(
                    8.25f, ByteBuffer.wrap(m).order(ByteOrder.LITTLE_ENDIAN).getFloat(12));

            Semaphore failed = device.createSemaphore(0, 0);
            Call bad = spans(new String[] {"w", "nope"}, new long[][] {{0, 0, 16}, {0, 0, 4}});
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> context.instance(module).call(load, loadArgs(device, null, failed, bad), new ValueList()));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(failed.failure().isPresent());

            Call tooLong = spans(new String[] {"q"}, new long[][] {{2, 0, 4}});
            e = assertThrows(
                    JireeException.class,
                    () -> context.instance(module)
                            .call(
                                    load,
                                    loadArgs(device, null, device.createSemaphore(0, 0), tooLong),
                                    new ValueList()));
            assertEquals(StatusCode.OUT_OF_RANGE, e.code());
            assertTrue(e.getMessage().contains("parameter `q` range out of bounds"), e.getMessage());

            Call ragged = new Call(c.keyTable, c.keyData, VmBuffer.copyOf(new byte[30]));
            e = assertThrows(
                    JireeException.class,
                    () -> context.instance(module).call(load, loadArgs(device, null, null, ragged), new ValueList()));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync"})
    void scatterIntoReadOnlyFilesIsDenied(String uri) {
        try (DriverRegistry drivers = DriverRegistry.load();
                Device device = drivers.createDevice(uri)) {
            NativeModule<Parameters> module = ParametersModule.create(parameters());
            Context context = Context.create(module);
            Buffer source = device.allocator().allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, USAGE), 16);
            Semaphore signal = device.createSemaphore(0, 0);
            Call c = spans(new String[] {"m"}, new long[][] {{0, 0, 16}});
            ValueList args = new ValueList()
                    .addRef(device)
                    .addI64(-1)
                    .addRef(null)
                    .addRef(Fence.of(signal, 1))
                    .addRef(RefCounted.retained(source))
                    .addRef(VmBuffer.copyOf("model".getBytes(StandardCharsets.UTF_8)))
                    .addRef(c.keyTable)
                    .addRef(c.keyData)
                    .addRef(c.spans);
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> context.instance(module)
                            .call(module.lookupExport("scatter").ordinal(), args, new ValueList()));
            assertEquals(StatusCode.PERMISSION_DENIED, e.code());
            assertTrue(signal.failure().isPresent());
            assertFalse(e.getMessage().isEmpty());
            source.close();
        }
    }

    static ValueList loadArgs(Device device, Semaphore wait, Semaphore signal, Call c) {
        return new ValueList()
                .addRef(device)
                .addI64(-1)
                .addRef(wait == null ? null : Fence.of(wait, 1))
                .addRef(signal == null ? null : Fence.of(signal, 1))
                .addRef(VmBuffer.copyOf("model".getBytes(StandardCharsets.UTF_8)))
                .addI64(-1)
                .addI32(MemoryType.DEVICE_LOCAL)
                .addI32(USAGE)
                .addRef(c.keyTable)
                .addRef(c.keyData)
                .addRef(c.spans);
    }
}
