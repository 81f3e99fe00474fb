package io.jiree.runtime.hal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CachingAllocator;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.EncodingType;
import io.jiree.hal.Fence;
import io.jiree.hal.MemoryType;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.Arena;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The hal module's functions called directly, checking results and IREE's validation errors. */
class HalModuleTest {
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
        Function f = module.lookupExport(name);
        assertNotNull(f, name);
        return context.invoke(f, args);
    }

    private static JireeException fails(StatusCode code, String name, Object... args) {
        JireeException e = assertThrows(JireeException.class, () -> call(name, args));
        assertEquals(code, e.code(), e::getMessage);
        return e;
    }

    private static VmBuffer str(String s) {
        return VmBuffer.copyOf(s.getBytes(StandardCharsets.UTF_8));
    }

    private static Object dev() {
        return call("devices.get", 0).get(0);
    }

    private static Object allocate(long size) {
        Object allocator = call("device.allocator", dev()).get(0);
        return call("allocator.allocate", allocator, -1L, MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, size)
                .get(0);
    }

    private static Object view(Object buffer, ElementType type, long... shape) {
        List<Object[]> dims = new java.util.ArrayList<>();
        for (long d : shape) {
            dims.add(new Object[] {d});
        }
        long length = (Long) call("buffer.length", buffer).get(0);
        return call("buffer_view.create", buffer, 0L, length, type.value(), EncodingType.DENSE_ROW_MAJOR, dims)
                .get(0);
    }

    @Test
    void exportsEveryFunctionOnce() {
        assertEquals("hal", module.name());
        assertEquals(7, module.version());
        // exports.inl lists 58 functions.
        assertEquals(58, module.exports().size());
        Set<String> names = new HashSet<>();
        for (Function f : module.exports()) {
            assertTrue(names.add(f.name()), f.name());
        }
        assertEquals(
                "0rrIiiiICiDCiirIID_v",
                module.lookupExport("command_buffer.dispatch")
                        .signature()
                        .callingConvention()
                        .text());
        assertEquals(
                "0v_i",
                module.lookupExport("devices.count")
                        .signature()
                        .callingConvention()
                        .text());
    }

    @Test
    void devices() {
        assertEquals(List.of(1), call("devices.count"));
        Object d = dev();
        assertInstanceOf(Device.class, d);
        assertSame(d, dev(), "the same device ref every time");
        assertNull(call("devices.get", 1).get(0));
        assertNull(call("devices.get", -1).get(0));
        assertSame(
                call("device.allocator", d).get(0), call("device.allocator", d).get(0));
    }

    @Test
    void queries() {
        Object d = dev();
        assertEquals(List.of(1, 1L), call("device.query.i64", d, str("hal.device.id"), str("local*")));
        assertEquals(List.of(1, 0L), call("device.query.i64", d, str("hal.device.id"), str("cuda*")));
        assertEquals(
                List.of(1, 1L), call("device.query.i64", d, str("hal.executable.format"), str("embedded-elf-x86_64")));
        assertEquals(List.of(0, 0L), call("device.query.i64", d, str("hal.nonsense"), str("key")));
    }

    @Test
    void refChecks() {
        JireeException e = fails(StatusCode.INVALID_ARGUMENT, "buffer.length", (Object) null);
        assertTrue(e.detail().startsWith("ref is null"), e.detail());
        e = fails(StatusCode.INVALID_ARGUMENT, "buffer.length", dev());
        assertTrue(e.detail().startsWith("ref type mismatch"), e.detail());
        assertTrue(e.detail().contains("!hal.buffer") && e.detail().contains("!hal.device"), e.detail());
    }

    @Test
    void loadStore() {
        Object b = allocate(16);
        assertEquals(List.of(16L), call("buffer.length", b));
        call("buffer.store", 0x11223344, b, 4L, 4);
        call("buffer.store", 0xAB, b, 9L, 1);
        assertEquals(List.of(0x11223344), call("buffer.load", b, 4L, 4));
        assertEquals(List.of(0x3344), call("buffer.load", b, 4L, 2));
        assertEquals(List.of(0xAB), call("buffer.load", b, 9L, 1));
        JireeException e = fails(StatusCode.INVALID_ARGUMENT, "buffer.load", b, 0L, 5);
        assertEquals("load length byte count 5 exceeds max", e.detail());
        e = fails(StatusCode.OUT_OF_RANGE, "buffer.store", 1, b, 14L, 4);
        assertEquals("store out of bounds (target_offset=14, length=4 into max 16)", e.detail());
        fails(StatusCode.INVALID_ARGUMENT, "buffer.store", 1, b, 0L, 8);
    }

    @Test
    void subspan() {
        Object b = allocate(32);
        Object s = call("buffer.subspan", b, 8L, 8L).get(0);
        assertEquals(List.of(8L), call("buffer.length", s));
        call("buffer.store", 77, s, 0L, 4);
        assertEquals(List.of(77), call("buffer.load", b, 8L, 4));
        JireeException e = fails(StatusCode.OUT_OF_RANGE, "buffer.subspan", b, 24L, 16L);
        assertTrue(
                e.annotations().stream().anyMatch(a -> a.contains("invalid subspan of an existing buffer")),
                e::getMessage);
    }

    @Test
    void bufferViews() {
        Object b = allocate(24);
        Object v = view(b, ElementType.FLOAT_32, 2, 3);
        assertSame(b, call("buffer_view.buffer", v).get(0));
        assertEquals(List.of(2), call("buffer_view.rank", v));
        assertEquals(List.of(3L), call("buffer_view.dim", v, 1));
        assertEquals(List.of(ElementType.FLOAT_32.value()), call("buffer_view.element_type", v));
        assertEquals(List.of(EncodingType.DENSE_ROW_MAJOR), call("buffer_view.encoding_type", v));
        fails(StatusCode.OUT_OF_RANGE, "buffer_view.dim", v, 2);
        // A subrange makes a view of a subspan.
        Object sub = call(
                        "buffer_view.create", b, 8L, 8L, ElementType.INT_32.value(), 1, List.<Object[]>of(new Object[] {
                            2L
                        }))
                .get(0);
        assertEquals(
                List.of(8L),
                call("buffer.length", call("buffer_view.buffer", sub).get(0)));
        fails(
                StatusCode.OUT_OF_RANGE,
                "buffer_view.create",
                b,
                0L,
                24L,
                ElementType.FLOAT_32.value(),
                1,
                List.<Object[]>of(new Object[] {7L}));
    }

    @Test
    void bufferViewAssert() {
        Object v = view(allocate(24), ElementType.FLOAT_32, 2, 3);
        int f32 = ElementType.FLOAT_32.value();
        List<Object[]> shape23 = List.of(new Object[] {2L}, new Object[] {3L});
        call("buffer_view.assert", v, str("input0"), f32, 1, shape23);
        // Signless and signed integers of a width are interchangeable; f32 vs i32 is not.
        Object iv = view(allocate(24), ElementType.INT_32, 6);
        call("buffer_view.assert", iv, str("x"), ElementType.SINT_32.value(), 1, List.<Object[]>of(new Object[] {6L}));
        JireeException e = fails(
                StatusCode.INVALID_ARGUMENT,
                "buffer_view.assert",
                iv,
                str("input0"),
                f32,
                1,
                List.<Object[]>of(new Object[] {6L}));
        assertEquals("input0 element type mismatch; expected f32 (21000020) but have i32 (10000020)", e.detail());
        e = fails(
                StatusCode.INVALID_ARGUMENT,
                "buffer_view.assert",
                v,
                str("input1"),
                f32,
                1,
                List.<Object[]>of(new Object[] {6L}));
        assertEquals("input1 shape rank mismatch; expected 1 but have 2", e.detail());
        assertEquals(
                List.of("expected shape `6`, actual shape `2x3`"),
                e.annotations().subList(0, 1));
        e = fails(
                StatusCode.INVALID_ARGUMENT,
                "buffer_view.assert",
                v,
                str("in"),
                f32,
                1,
                List.of(new Object[] {2L}, new Object[] {4L}));
        assertEquals("in shape dimension 1 mismatch; expected 4 but have 3", e.detail());
        e = fails(StatusCode.INVALID_ARGUMENT, "buffer_view.assert", v, str("in"), f32, 7, shape23);
        assertEquals("in encoding mismatch; expected 00000007 but have 00000001", e.detail());
        e = fails(StatusCode.INVALID_ARGUMENT, "buffer_view.assert", v, str("in"), f32, 1, List.<Object[]>of());
        assertEquals("in shape rank mismatch; expected 0 (scalar) but have 2", e.detail());
    }

    @Test
    void bufferAssert() {
        Object b = allocate(16);
        Object allocator = call("device.allocator", dev()).get(0);
        call(
                "buffer.assert",
                b,
                str("tensor"),
                allocator,
                16L,
                MemoryType.DEVICE_VISIBLE,
                BufferUsage.DISPATCH_STORAGE);
        JireeException e = fails(StatusCode.INVALID_ARGUMENT, "buffer.assert", b, str("tensor"), allocator, 17L, 0, 0);
        assertEquals("tensor buffer byte length 16 less than expected minimum 17", e.detail());
        e = fails(
                StatusCode.PERMISSION_DENIED,
                "buffer.assert",
                b,
                str("t"),
                allocator,
                0L,
                0,
                BufferUsage.DISPATCH_IMAGE);
        assertTrue(
                e.detail()
                        .startsWith("t requested usage was not specified when the buffer was allocated; "
                                + "buffer allows "),
                e.detail());
        assertTrue(e.detail().endsWith("operation requires DISPATCH_IMAGE"), e.detail());
        fails(StatusCode.INVALID_ARGUMENT, "buffer.assert", b, str("t"), dev(), 0L, 0, 0);
    }

    @Test
    void fences() {
        Object f = call("fence.create", dev(), 0L).get(0);
        assertEquals(List.of(StatusCode.DEFERRED.value()), call("fence.query", f));
        // An immediate wait on an unsignaled fence reports DEADLINE_EXCEEDED as its result.
        assertEquals(
                List.of(StatusCode.DEADLINE_EXCEEDED.value()),
                call("fence.await", 0, 0L, List.<Object[]>of(new Object[] {f})));
        assertEquals(
                List.of(StatusCode.DEADLINE_EXCEEDED.value()),
                call("fence.await", 5, 0L, List.<Object[]>of(new Object[] {f})));
        call("fence.signal", f);
        assertEquals(List.of(0), call("fence.query", f));
        assertEquals(List.of(0), call("fence.await", -1, 0L, List.<Object[]>of(new Object[] {f}, new Object[] {null})));
        // Joins of nothing are null (already reached).
        assertNull(
                call("fence.join", 0L, List.<Object[]>of(new Object[] {null})).get(0));
        Object g = call("fence.create", dev(), 0L).get(0);
        Object joined = call("fence.join", 0L, List.<Object[]>of(new Object[] {f}, new Object[] {g}))
                .get(0);
        assertEquals(List.of(StatusCode.DEFERRED.value()), call("fence.query", joined));
        call("fence.fail", g, StatusCode.ABORTED.value());
        assertEquals(List.of(StatusCode.ABORTED.value()), call("fence.query", joined));
        fails(StatusCode.ABORTED, "fence.await", -1, 0L, List.<Object[]>of(new Object[] {joined}));
        fails(StatusCode.INVALID_ARGUMENT, "fence.join", 0L, List.<Object[]>of(new Object[] {dev()}));
    }

    @Test
    void commandBufferFillAndExecute() {
        Object d = dev();
        Object b = allocate(16);
        Object cb = call("command_buffer.create", d, CommandBufferMode.ONE_SHOT, CommandCategory.ANY, -1L, 0)
                .get(0);
        // Host buffers start uninitialized (as IREE's): clear, then fill the middle.
        call("command_buffer.fill_buffer", cb, b, 0L, -1L, 0, 0L, 4, 0L);
        call("command_buffer.fill_buffer", cb, b, 4L, 8L, 0, 0x5AL, 1, 0L);
        call("command_buffer.execution_barrier", cb, 28, 13, 0L);
        call("command_buffer.finalize", cb);
        Object signal = call("fence.create", d, 0L).get(0);
        call("device.queue.execute", d, -1L, null, signal, cb, 0L);
        assertEquals(List.of(0), call("fence.await", -1, 0L, List.<Object[]>of(new Object[] {signal})));
        assertEquals(List.of(0), call("buffer.load", b, 0L, 4));
        assertEquals(List.of(0x5A5A5A5A), call("buffer.load", b, 4L, 4));
        assertEquals(List.of(0), call("buffer.load", b, 12L, 4));
        // Too many dispatch bindings is refused before anything is recorded.
        Object cb2 = call("command_buffer.create", d, CommandBufferMode.ONE_SHOT, CommandCategory.ANY, -1L, 0)
                .get(0);
        List<Object[]> bindings = new java.util.ArrayList<>();
        for (int i = 0; i < 33; i++) {
            bindings.add(new Object[] {0, 0, b, 0L, 16L});
        }
        JireeException e = assertThrows(
                JireeException.class,
                () -> call("command_buffer.dispatch", cb2, null, 0L, 1, 1, 1, 0L, List.<Object[]>of(), bindings));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), "executable is checked first");
    }

    @Test
    void queueTransfers() {
        Object d = dev();
        Object src = allocate(8);
        Object dst = allocate(8);
        call("device.queue.fill", d, -1L, null, null, src, 0L, 8L, 0x01020304L, 4, 0L);
        call("device.queue.copy", d, -1L, null, null, src, 0L, dst, 0L, 8L, 0L);
        assertEquals(List.of(0x01020304), call("buffer.load", dst, 4L, 4));
        VmBuffer bytes = VmBuffer.copyOf(new byte[] {9, 8, 7, 6});
        call("device.queue.update", d, -1L, null, null, bytes, 0L, dst, 0L, 4L, 0L);
        assertEquals(List.of(0x06070809), call("buffer.load", dst, 0L, 4));
        fails(StatusCode.OUT_OF_RANGE, "device.queue.update", d, -1L, null, null, bytes, 2L, dst, 0L, 4L, 0L);
        Object alloca = call(
                        "device.queue.alloca",
                        d,
                        -1L,
                        null,
                        null,
                        0L,
                        MemoryType.DEVICE_LOCAL,
                        BufferUsage.DEFAULT,
                        64L,
                        0L)
                .get(0);
        assertEquals(List.of(64L), call("buffer.length", alloca));
        fails(StatusCode.UNIMPLEMENTED, "device.queue.alloca", d, -1L, null, null, 1L, 0, 0, 64L, 0L);
        call("device.queue.dealloca", d, -1L, null, null, alloca, 0L);
    }

    @Test
    void allocatorImport() {
        Object allocator = call("device.allocator", dev()).get(0);
        int usage = BufferUsage.DEFAULT;
        // Read-only VM buffers import only for constant use.
        VmBuffer readOnly = VmBuffer.wrapReadOnly(Arena.ofAuto().allocate(16));
        JireeException e = fails(
                StatusCode.PERMISSION_DENIED,
                "allocator.import",
                allocator,
                0,
                -1L,
                MemoryType.DEVICE_LOCAL,
                usage,
                readOnly,
                0L,
                16L);
        assertEquals("source buffer is immutable and can only be imported for constant usage", e.detail());
        // Off-heap memory imports without a copy: writes through the buffer land in the VM buffer.
        VmBuffer host = VmBuffer.allocate(Arena.ofAuto(), 16, 64);
        Object b = call("allocator.import", allocator, 0, -1L, MemoryType.DEVICE_LOCAL, usage, host, 4L, 8L)
                .get(0);
        assertEquals(List.of(8L), call("buffer.length", b));
        call("buffer.store", 0x7F, b, 0L, 1);
        assertEquals(0x7F, host.loadI8U(4));
        // Heap memory cannot be imported: a try-import returns null, a plain one fails.
        VmBuffer heap = VmBuffer.allocate(16);
        assertNull(call("allocator.import", allocator, 1, -1L, MemoryType.DEVICE_LOCAL, usage, heap, 0L, -1L)
                .get(0));
        assertThrows(
                JireeException.class,
                () -> call("allocator.import", allocator, 0, -1L, MemoryType.DEVICE_LOCAL, usage, heap, 0L, -1L));
        e = fails(StatusCode.INVALID_ARGUMENT, "allocator.import", allocator, 1, -1L, 0, usage, host, 8L, 16L);
        assertEquals("byte range out of bounds (requested 8-23 of available 16)", e.detail());
    }

    @Test
    void allocatorSelectAndPreserve() {
        Object d = dev();
        JireeException e = fails(StatusCode.INVALID_ARGUMENT, "allocator.select", 0, 0, 0L, List.<Object[]>of());
        assertEquals("at least one device/queue affinity pair must be provided", e.detail());
        assertEquals(List.of(d, 3L), call("allocator.select", 0, 0, 0L, List.<Object[]>of(new Object[] {d, 3L})));
        Object b = allocate(8);
        assertEquals(List.of(1), call("buffer.allocation.is_terminal", b));
        call("buffer.allocation.preserve", b);
        assertEquals(List.of(0), call("buffer.allocation.is_terminal", b));
        assertEquals(List.of(0), call("buffer.allocation.discard", b));
        assertEquals(List.of(1), call("buffer.allocation.discard", b));
    }

    @Test
    void aRecycledBufferStartsWithOneOwner() {
        try (Device caching = registry.createDevice("local-sync")) {
            caching.replaceAllocator(new CachingAllocator(caching.allocator()));
            Module hal = HalModule.create(List.of(caching));
            Context ctx = Context.create(hal);
            java.util.function.Supplier<Buffer> allocate = () -> (Buffer) ctx.invoke(
                            hal.lookupExport("allocator.allocate"),
                            caching.allocator(),
                            -1L,
                            MemoryType.DEVICE_LOCAL,
                            BufferUsage.DEFAULT,
                            64L)
                    .get(0);
            Buffer first = allocate.get();
            ctx.invoke(hal.lookupExport("buffer.allocation.preserve"), first);
            assertEquals(List.of(0), ctx.invoke(hal.lookupExport("buffer.allocation.is_terminal"), first));
            first.close(); // both logical owners gone without a discard: back to the pool
            Buffer again = allocate.get();
            assertSame(first, again, "the pool hands the allocation out again");
            assertEquals(
                    List.of(1),
                    ctx.invoke(hal.lookupExport("buffer.allocation.is_terminal"), again),
                    "a recycled allocation has its one new owner");
            assertEquals(List.of(1), ctx.invoke(hal.lookupExport("buffer.allocation.discard"), again));
            again.close();
            ctx.close();
        }
    }

    // Fails the semaphore from another thread after a moment, while a wait is under way.
    private static Thread failLater(io.jiree.hal.Semaphore semaphore) {
        return Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            semaphore.fail(new JireeException(StatusCode.DATA_LOSS, "the work behind it failed"));
        });
    }

    @Test
    void aFailureWinsOverTheTimeoutOfAnotherPendingTimepoint() throws InterruptedException {
        io.jiree.hal.Semaphore pending = device.createSemaphore(0, 0);
        io.jiree.hal.Semaphore failing = device.createSemaphore(0, 0);
        io.jiree.hal.Semaphore failingToo = device.createSemaphore(0, 0);
        try (Fence both = Fence.of(pending, 1);
                Fence first = Fence.of(pending, 1);
                Fence second = Fence.of(failingToo, 1)) {
            both.insert(failing, 1);
            // Nothing fails: a timeout over two fences is the result, as over one.
            assertEquals(
                    List.of(StatusCode.DEADLINE_EXCEEDED.value()),
                    call("fence.await", 20, 0L, List.<Object[]>of(new Object[] {first}, new Object[] {both})));
            // One fence, the failing timepoint after the pending one.
            long start = System.nanoTime();
            Thread failer = failLater(failing);
            JireeException e =
                    fails(StatusCode.DATA_LOSS, "fence.await", 3000, 0L, List.<Object[]>of(new Object[] {both}));
            failer.join();
            assertTrue(e.getMessage().contains("the work behind it failed"), e.getMessage());
            assertTrue(System.nanoTime() - start < 2_500_000_000L, "the failure ended the wait, not its timeout");
            // Two fences, the failing one after the pending one.
            start = System.nanoTime();
            failer = failLater(failingToo);
            fails(StatusCode.DATA_LOSS, "fence.await", 3000, 0L, List.<Object[]>of(new Object[] {first}, new Object[] {
                second
            }));
            failer.join();
            assertTrue(System.nanoTime() - start < 2_500_000_000L, "the failure ended the wait, not its timeout");
        } finally {
            pending.close();
            failing.close();
            failingToo.close();
        }
    }

    @Test
    void channels() {
        Object c = call("channel.create", dev(), -1L, 0L, null, null, 0, 1).get(0);
        assertEquals(List.of(0, 1), call("channel.rank_and_count", c));
        fails(StatusCode.INVALID_ARGUMENT, "channel.rank_and_count", dev());
    }

    @Test
    void executables() {
        JireeException e = assertThrows(
                JireeException.class,
                () -> call("executable.create", dev(), -1L, str("not-a-format"), VmBuffer.copyOf(new byte[4]), null));
        assertEquals(StatusCode.NOT_FOUND, e.code(), e::getMessage);
        e = fails(
                StatusCode.INVALID_ARGUMENT,
                "executable.create",
                dev(),
                -1L,
                str("embedded-elf-x86_64"),
                VmBuffer.copyOf(new byte[4]),
                VmBuffer.copyOf(new byte[3]));
        assertEquals("constant buffer data must contain 4-byte elements but data length is 3", e.detail());
        // A device of another hal module (another session) has no executable cache here.
        try (Device foreign = registry.createDevice("local-sync")) {
            e = fails(
                    StatusCode.NOT_FOUND,
                    "executable.create",
                    foreign,
                    -1L,
                    str("embedded-elf-x86_64"),
                    VmBuffer.copyOf(new byte[4]),
                    null);
        }
        assertTrue(e.detail().startsWith("no executable cache for the given device found"), e.detail());
    }

    @Test
    void files() {
        VmBuffer data = VmBuffer.copyOf(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        JireeException e = fails(StatusCode.PERMISSION_DENIED, "ex.file.from_memory", dev(), -1L, 3, data, 0L, 8L, 0);
        assertEquals("only read-only memory can be accessed via a file handle (today)", e.detail());
        Object file =
                call("ex.file.from_memory", dev(), -1L, 1, data, 0L, 8L, 0).get(0);
        Object b = allocate(8);
        call("device.queue.read", dev(), -1L, null, null, file, 2L, b, 0L, 4L, 0L);
        assertEquals(List.of(0x06050403), call("buffer.load", b, 0L, 4));
        fails(StatusCode.OUT_OF_RANGE, "device.queue.read", dev(), -1L, null, null, file, 6L, b, 0L, 4L, 0L);
        fails(StatusCode.PERMISSION_DENIED, "device.queue.write", dev(), -1L, null, null, b, 0L, file, 0L, 4L, 0L);
    }
}
