package io.jiree.runtime.hal;

import io.jiree.base.CallStop;
import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferView;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.Device;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.DispatchFlags;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableCachingMode;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.Fence;
import io.jiree.hal.HalFile;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import io.jiree.vm.Module;
import io.jiree.vm.NativeModule;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code hal} VM module: every function IREE's {@code modules/hal} exports (same names, same
 * calling conventions, same argument order, validation and status codes), bridging VM refs to
 * {@code io.jiree.hal} objects. A module is made for a device group; each context it is added to
 * gets the same devices.
 *
 * <p>Waits are synchronous (IREE runs its hal module with {@code IREE_HAL_MODULE_FLAG_SYNCHRONOUS}
 * as well): {@code hal.fence.await} blocks the calling thread.
 */
public final class HalModule {
    /** {@code IREE_HAL_MODULE_VERSION_LATEST} (0.7): compiled modules require {@code hal, version >= 7}. */
    public static final int VERSION = 7;

    /** Bindings one dispatch may pass ({@code IREE_HAL_MODULE_MAX_DESCRIPTOR_BINDING_COUNT}). */
    static final int MAX_DISPATCH_BINDINGS = 32;

    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private HalModule() {}

    /** The hal module for {@code devices} (in order: {@code hal.devices.get(i)}); the caller owns them. */
    public static Module create(List<Device> devices) {
        List<DeviceStatistics> statistics = new ArrayList<>();
        for (Device d : devices) {
            statistics.add(new DeviceStatistics(d.identifier()));
        }
        return create(devices, statistics);
    }

    /** As {@link #create(List)}, counting what programs ask of each device into {@code statistics}. */
    public static Module create(List<Device> devices, List<DeviceStatistics> statistics) {
        HalTypes.registerAll();
        List<Device> group = List.copyOf(devices);
        List<DeviceStatistics> counts = List.copyOf(statistics);
        NativeModule.Builder<HalModuleState> b =
                NativeModule.builder("hal", VERSION, (context, imports) -> new HalModuleState(group, counts));
        // Alphabetical, as exports.inl lists them.
        fn(b, "allocator.allocate", "rIiiI", "r", HalModule::allocatorAllocate);
        fn(b, "allocator.import", "riIiirII", "r", HalModule::allocatorImport);
        fn(b, "allocator.select", "iiICrID", "rI", HalModule::allocatorSelect);
        fn(b, "buffer.allocation.discard", "r", "i", HalModule::bufferAllocationDiscard);
        fn(b, "buffer.allocation.is_terminal", "r", "i", HalModule::bufferAllocationIsTerminal);
        fn(b, "buffer.allocation.preserve", "r", "v", HalModule::bufferAllocationPreserve);
        fn(b, "buffer.assert", "rrrIii", "v", HalModule::bufferAssert);
        fn(
                b,
                "buffer.length",
                "r",
                "I",
                (s, a, r) -> r.addI64(HalArgs.buffer(a.nextRef()).byteLength()));
        fn(b, "buffer.load", "rIi", "i", HalModule::bufferLoad);
        fn(b, "buffer.store", "irIi", "v", HalModule::bufferStore);
        fn(b, "buffer.subspan", "rII", "r", HalModule::bufferSubspan);
        fn(b, "buffer_view.assert", "rriiCID", "v", HalModule::bufferViewAssert);
        fn(
                b,
                "buffer_view.buffer",
                "r",
                "r",
                (s, a, r) -> r.addRef(
                        RefCounted.retained(HalArgs.bufferView(a.nextRef()).buffer())));
        fn(b, "buffer_view.create", "rIIiiCID", "r", HalModule::bufferViewCreate);
        fn(b, "buffer_view.dim", "ri", "I", (s, a, r) -> {
            BufferView v = HalArgs.bufferView(a.nextRef());
            r.addI64(v.dim(a.nextI32()));
        });
        fn(
                b,
                "buffer_view.element_type",
                "r",
                "i",
                (s, a, r) ->
                        r.addI32(HalArgs.bufferView(a.nextRef()).elementType().value()));
        fn(
                b,
                "buffer_view.encoding_type",
                "r",
                "i",
                (s, a, r) -> r.addI32(HalArgs.bufferView(a.nextRef()).encodingType()));
        fn(
                b,
                "buffer_view.rank",
                "r",
                "i",
                (s, a, r) -> r.addI32(HalArgs.bufferView(a.nextRef()).rank()));
        fn(b, "buffer_view.trace", "rCrD", "v", HalModule::bufferViewTrace);
        fn(b, "channel.create", "rIIrrii", "r", HalModule::channelCreate);
        fn(b, "channel.rank_and_count", "r", "ii", (s, a, r) -> {
            Channel c = HalArgs.channel(a.nextRef());
            r.addI32(c.rank());
            r.addI32(c.count());
        });
        fn(b, "channel.split", "riiI", "r", HalModule::channelSplit);
        fn(b, "command_buffer.advise_buffer", "rrIIIi", "v", HalModule::commandBufferAdviseBuffer);
        fn(b, "command_buffer.begin_debug_group", "rr", "v", (s, a, r) -> {
            CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
            String label = HalArgs.string(HalArgs.vmBuffer(a.nextRef()));
            cb.beginDebugGroup(label);
        });
        fn(b, "command_buffer.collective", "rriiiirrIIIII", "v", HalModule::commandBufferCollective);
        fn(b, "command_buffer.copy_buffer", "riirIrIII", "v", HalModule::commandBufferCopyBuffer);
        fn(b, "command_buffer.create", "riiIi", "r", HalModule::commandBufferCreate);
        fn(b, "command_buffer.dispatch", "rrIiiiICiDCiirIID", "v", HalModule::commandBufferDispatch);
        fn(b, "command_buffer.dispatch.indirect", "rrIirIICiDCiirIID", "v", HalModule::commandBufferDispatchIndirect);
        fn(
                b,
                "command_buffer.end_debug_group",
                "r",
                "v",
                (s, a, r) -> HalArgs.commandBuffer(a.nextRef()).endDebugGroup());
        fn(b, "command_buffer.execution_barrier", "riiI", "v", (s, a, r) -> {
            CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
            int sourceStages = a.nextI32();
            int targetStages = a.nextI32();
            cb.executionBarrier(sourceStages, targetStages, a.nextI64());
        });
        fn(b, "command_buffer.fill_buffer", "rrIIiIiI", "v", HalModule::commandBufferFillBuffer);
        fn(
                b,
                "command_buffer.finalize",
                "r",
                "v",
                (s, a, r) -> HalArgs.commandBuffer(a.nextRef()).end());
        fn(b, "command_buffer.update_buffer", "rrIrIIiI", "v", HalModule::commandBufferUpdateBuffer);
        fn(
                b,
                "device.allocator",
                "r",
                "r",
                (s, a, r) -> r.addRef(HalArgs.device(a.nextRef()).allocator()));
        fn(b, "device.query.i64", "rrr", "iI", HalModule::deviceQueryI64);
        fn(b, "device.queue.alloca", "rIrrIiiII", "r", HalModule::deviceQueueAlloca);
        fn(b, "device.queue.barrier", "rIrrI", "v", (s, a, r) -> {
            Device d = HalArgs.device(a.nextRef());
            long affinity = a.nextI64();
            SemaphoreList wait = semaphores(a.nextRef());
            SemaphoreList signal = semaphores(a.nextRef());
            d.queueBarrier(affinity, wait, signal, a.nextI64());
            s.count(d, "barrier", 0);
        });
        fn(b, "device.queue.copy", "rIrrrIrIII", "v", HalModule::deviceQueueCopy);
        fn(b, "device.queue.dealloca", "rIrrrI", "v", (s, a, r) -> {
            Device d = HalArgs.device(a.nextRef());
            long affinity = a.nextI64();
            SemaphoreList wait = semaphores(a.nextRef());
            SemaphoreList signal = semaphores(a.nextRef());
            Buffer buffer = HalArgs.buffer(a.nextRef());
            d.queueDealloca(affinity, wait, signal, buffer, a.nextI64());
            s.count(d, "dealloca", buffer.allocationSize());
        });
        fn(b, "device.queue.execute", "rIrrrI", "v", (s, a, r) -> {
            Device d = HalArgs.device(a.nextRef());
            long affinity = a.nextI64();
            SemaphoreList wait = semaphores(a.nextRef());
            SemaphoreList signal = semaphores(a.nextRef());
            CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
            d.queueExecute(affinity, wait, signal, cb, BindingTable.EMPTY, a.nextI64());
            s.countExecute(d, cb);
        });
        fn(b, "device.queue.execute.indirect", "rIrrrICrIID", "v", HalModule::deviceQueueExecuteIndirect);
        fn(b, "device.queue.fill", "rIrrrIIIiI", "v", HalModule::deviceQueueFill);
        fn(b, "device.queue.flush", "rI", "v", (s, a, r) -> {
            Device d = HalArgs.device(a.nextRef());
            d.queueFlush(a.nextI64());
        });
        fn(b, "device.queue.read", "rIrrrIrIII", "v", HalModule::deviceQueueRead);
        fn(b, "device.queue.update", "rIrrrIrIII", "v", HalModule::deviceQueueUpdate);
        fn(b, "device.queue.write", "rIrrrIrIII", "v", HalModule::deviceQueueWrite);
        fn(b, "devices.count", "v", "i", (s, a, r) -> r.addI32(s.deviceCount()));
        fn(b, "devices.get", "i", "r", (s, a, r) -> r.addRef(s.device(a.nextI32())));
        fn(b, "ex.file.from_memory", "rIirIIi", "r", HalModule::exFileFromMemory);
        fn(b, "executable.create", "rIrrr", "r", HalModule::executableCreate);
        fn(b, "executable.lookup.function", "rr", "I", (s, a, r) -> {
            Executable e = HalArgs.executable(a.nextRef());
            r.addI64(HalArgs.lookupExport(e, HalArgs.vmBuffer(a.nextRef())));
        });
        fn(b, "fence.await", "iICrD", "i", HalModule::fenceAwait);
        fn(b, "fence.create", "rI", "r", HalModule::fenceCreate);
        fn(b, "fence.fail", "ri", "v", (s, a, r) -> {
            Fence f = HalArgs.fence(a.nextRef());
            StatusCode code = StatusCode.of(a.nextI32() & 0x1F);
            f.fail(new JireeException(code, "fence failed by the program with " + code));
        });
        fn(b, "fence.join", "ICrD", "r", HalModule::fenceJoin);
        fn(
                b,
                "fence.query",
                "r",
                "i",
                (s, a, r) -> r.addI32(HalArgs.fence(a.nextRef()).query().value()));
        fn(b, "fence.signal", "r", "v", (s, a, r) -> HalArgs.fence(a.nextRef()).signal());
        return b.build();
    }

    private static void fn(
            NativeModule.Builder<HalModuleState> b,
            String name,
            String args,
            String results,
            NativeModule.Body<HalModuleState> body) {
        b.function(name, "0" + args + "_" + results, body);
    }

    private static SemaphoreList semaphores(Object fenceRef) {
        return HalArgs.semaphores(fenceRef);
    }

    // ---- allocator ----

    private static void allocatorAllocate(HalModuleState s, ValueList a, ValueList r) {
        Allocator allocator = HalArgs.allocator(a.nextRef());
        long affinity = a.nextI64();
        int memoryTypes = a.nextI32();
        int usage = a.nextI32();
        long size = a.nextI64();
        BufferParams params = new BufferParams(memoryTypes, usage, MemoryAccess.NONE, affinity, 0);
        try {
            r.addRef(allocator.allocate(params, size));
        } catch (JireeException e) {
            throw e.annotate("failed to allocate buffer of length " + size);
        }
    }

    private static void allocatorImport(HalModuleState s, ValueList a, ValueList r) {
        Allocator allocator = HalArgs.allocator(a.nextRef());
        boolean isTry = a.nextI32() != 0;
        long affinity = a.nextI64();
        int memoryTypes = a.nextI32();
        int usage = a.nextI32();
        VmBuffer source = HalArgs.vmBuffer(a.nextRef());
        long offset = a.nextI64();
        long length = a.nextI64();
        long available = source.length();
        if (length == -1) {
            length = available;
        }
        if (length < 0 || offset < 0 || offset > available || offset + length > available) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "byte range out of bounds (requested %d-%d of available %d)",
                    offset,
                    offset + length - 1,
                    available);
        }
        int access = MemoryAccess.READ;
        boolean immutableUse = (usage & BufferUsage.SHARING_IMMUTABLE) == BufferUsage.SHARING_IMMUTABLE;
        if (!source.isMutable()) {
            if (!immutableUse) {
                throw new JireeException(
                        StatusCode.PERMISSION_DENIED,
                        "source buffer is immutable and can only be imported for constant usage");
            }
        } else if (!immutableUse) {
            access |= MemoryAccess.WRITE;
        }
        BufferParams params = new BufferParams(memoryTypes, usage, access, affinity, 0);
        try {
            int compat = allocator.queryCompatibility(params, length);
            if ((compat & BufferCompatibility.IMPORTABLE) == 0) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "the allocator cannot import host memory with memory types %08X and usage %08X",
                        memoryTypes,
                        usage);
            }
            // A module constant comes back read-only to the HAL (as in IREE) but over the module's
            // private writable memory: the compiler may still make it a dispatch's output. The
            // buffer holds that memory's segment, which keeps it reachable.
            r.addRef(allocator.importHost(params, source.hostMemory().asSlice(offset, length)));
        } catch (JireeException e) {
            if (!isTry) {
                throw e;
            }
            // A failed try-import returns null and the program allocates and copies instead.
            r.addRef(null);
        }
    }

    private static void allocatorSelect(HalModuleState s, ValueList a, ValueList r) {
        a.nextI32(); // memory types: no policy is installed, so the first pair wins
        a.nextI32(); // buffer usage
        a.nextI64(); // flags
        int count = a.nextI32();
        if (count == 0) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "at least one device/queue affinity pair must be provided");
        }
        Device first = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        r.addRef(first); // devices are the session's: not counted
        r.addI64(affinity);
    }

    // ---- buffer ----

    // The allocation's own count, which a caching allocator resets when it hands the buffer out again.
    private static void bufferAllocationPreserve(HalModuleState s, ValueList a, ValueList r) {
        HalArgs.buffer(a.nextRef()).allocationPreserve();
    }

    private static void bufferAllocationDiscard(HalModuleState s, ValueList a, ValueList r) {
        r.addI32(HalArgs.buffer(a.nextRef()).allocationDiscard() ? 1 : 0);
    }

    private static void bufferAllocationIsTerminal(HalModuleState s, ValueList a, ValueList r) {
        r.addI32(HalArgs.buffer(a.nextRef()).allocationIsTerminal() ? 1 : 0);
    }

    private static void bufferAssert(HalModuleState s, ValueList a, ValueList r) {
        Buffer buffer = HalArgs.buffer(a.nextRef());
        VmBuffer message = HalArgs.vmBuffer(a.nextRef());
        Object allocatorRef = a.nextRef();
        long minimumLength = a.nextI64();
        int memoryTypes = a.nextI32();
        int usage = a.nextI32();
        BufferDiagnostics.assertBuffer(buffer, message, minimumLength, memoryTypes, usage);
        HalArgs.allocator(allocatorRef);
    }

    private static void bufferLoad(HalModuleState s, ValueList a, ValueList r) {
        Buffer buffer = HalArgs.buffer(a.nextRef());
        long offset = a.nextI64();
        int length = a.nextI32();
        if (Integer.compareUnsigned(length, 4) > 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "load length byte count %d exceeds max", length);
        }
        byte[] bytes = new byte[4];
        buffer.read(offset, MemorySegment.ofArray(bytes).asSlice(0, length));
        r.addI32((bytes[0] & 0xFF) | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF) << 16 | (bytes[3] & 0xFF) << 24);
    }

    private static void bufferStore(HalModuleState s, ValueList a, ValueList r) {
        int value = a.nextI32();
        Buffer buffer = HalArgs.buffer(a.nextRef());
        long offset = a.nextI64();
        int length = a.nextI32();
        if (Integer.compareUnsigned(length, 4) > 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "store length byte count %d exceeds max", length);
        }
        if (offset < 0 || offset + length > buffer.byteLength()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "store out of bounds (target_offset=%d, length=%d into max %d)",
                    offset,
                    length,
                    buffer.byteLength());
        }
        byte[] bytes = {(byte) value, (byte) (value >>> 8), (byte) (value >>> 16), (byte) (value >>> 24)};
        buffer.write(offset, MemorySegment.ofArray(bytes).asSlice(0, length));
    }

    private static void bufferSubspan(HalModuleState s, ValueList a, ValueList r) {
        Buffer buffer = HalArgs.buffer(a.nextRef());
        long offset = a.nextI64();
        long length = a.nextI64();
        r.addRef(subspan(buffer, offset, length));
    }

    private static Buffer subspan(Buffer buffer, long offset, long length) {
        try {
            return buffer.subspan(offset, length);
        } catch (JireeException e) {
            throw e.annotate(
                    "invalid subspan of an existing buffer (source_offset=" + offset + ", length=" + length + ")");
        }
    }

    // ---- buffer view ----

    private static void bufferViewCreate(HalModuleState s, ValueList a, ValueList r) {
        Buffer buffer = HalArgs.buffer(a.nextRef());
        long offset = a.nextI64();
        long length = a.nextI64();
        int elementType = a.nextI32();
        int encodingType = a.nextI32();
        long[] shape = new long[a.nextI32()];
        for (int i = 0; i < shape.length; i++) {
            shape[i] = a.nextI64();
        }
        if (offset != 0 || length != buffer.byteLength()) {
            Buffer sub = subspan(buffer, offset, length);
            try {
                r.addRef(BufferView.createOwningShape(sub, shape, ElementType.of(elementType), encodingType));
            } finally {
                sub.close(); // the view holds its own reference
            }
        } else {
            r.addRef(BufferView.createOwningShape(buffer, shape, ElementType.of(elementType), encodingType));
        }
    }

    private static void bufferViewAssert(HalModuleState s, ValueList a, ValueList r) {
        BufferView view = HalArgs.bufferView(a.nextRef());
        VmBuffer message = HalArgs.vmBuffer(a.nextRef());
        int elementType = a.nextI32();
        int encodingType = a.nextI32();
        // The expected shape is kept only when it differs from the view's: a passing assert
        // (every call of a program, for every argument) makes no array.
        int rank = a.nextI32();
        long[] mismatch = null;
        for (int i = 0; i < rank; i++) {
            long dim = a.nextI64();
            if (mismatch == null && (rank != view.rank() || view.dim(i) != dim)) {
                mismatch = new long[rank];
                for (int k = 0; k < i; k++) {
                    mismatch[k] = view.dim(k);
                }
            }
            if (mismatch != null) {
                mismatch[i] = dim;
            }
        }
        if (mismatch == null && rank != view.rank()) {
            mismatch = new long[0]; // a scalar expected of a shaped view
        }
        BufferDiagnostics.assertBufferView(view, message, elementType, encodingType, mismatch);
    }

    private static void bufferViewTrace(HalModuleState s, ValueList a, ValueList r) {
        // No debug sink is installed (as iree-run-module): tracing is a no-op.
        a.nextRef();
        int count = a.nextI32();
        for (int i = 0; i < count; i++) {
            a.nextRef();
        }
    }

    // ---- channel ----

    private static void channelCreate(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        long flags = a.nextI64();
        VmBuffer id = HalArgs.vmBufferOrNull(a.nextRef());
        VmBuffer group = HalArgs.vmBufferOrNull(a.nextRef());
        int rank = a.nextI32();
        int count = a.nextI32();
        ChannelParams params = new ChannelParams(
                flags, id == null ? null : id.toByteArray(), group == null ? null : HalArgs.string(group), rank, count);
        r.addRef(device.createChannel(affinity, params));
    }

    private static void channelSplit(HalModuleState s, ValueList a, ValueList r) {
        Channel base = HalArgs.channel(a.nextRef());
        int color = a.nextI32();
        int key = a.nextI32();
        long flags = a.nextI64();
        Channel split = base.split(color, key, flags);
        r.addRef(split);
    }

    // ---- command buffer ----

    private static void commandBufferCreate(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        int modes = a.nextI32();
        int categories = a.nextI32();
        long affinity = a.nextI64();
        int bindingCapacity = a.nextI32();
        CommandBuffer cb = device.createCommandBuffer(modes, categories, affinity, bindingCapacity);
        try {
            cb.begin();
        } catch (JireeException e) {
            cb.close();
            throw e;
        }
        r.addRef(cb);
    }

    private static void commandBufferAdviseBuffer(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        Buffer buffer = HalArgs.bufferOrNull(a.nextRef());
        long flags = a.nextI64();
        long arg0 = a.nextI64();
        long arg1 = a.nextI64();
        int slot = a.nextI32();
        cb.adviseBuffer(HalArgs.ref(slot, buffer, 0, Buffer.WHOLE_BUFFER), flags, arg0, arg1);
    }

    private static void commandBufferFillBuffer(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        Object target = a.nextRef();
        long offset = a.nextI64();
        long length = a.nextI64();
        int slot = a.nextI32();
        long pattern = a.nextI64();
        int patternLength = a.nextI32();
        long flags = a.nextI64();
        cb.fillBuffer(HalArgs.ref(slot, HalArgs.bufferOrNull(target), offset, length), pattern, patternLength, flags);
    }

    private static void commandBufferUpdateBuffer(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        VmBuffer source = HalArgs.vmBuffer(a.nextRef());
        long sourceOffset = a.nextI64();
        Object target = a.nextRef();
        long targetOffset = a.nextI64();
        long length = a.nextI64();
        int slot = a.nextI32();
        long flags = a.nextI64();
        BufferRef targetRef = HalArgs.ref(slot, HalArgs.bufferOrNull(target), targetOffset, length);
        MemorySegment span = mapVmBuffer(source, sourceOffset, length);
        cb.updateBuffer(span, 0, targetRef, flags);
    }

    /** {@code iree_vm_buffer_map_ro}: the range as a segment; OUT_OF_RANGE when it does not fit. */
    private static MemorySegment mapVmBuffer(VmBuffer buffer, long offset, long length) {
        long size = buffer.length();
        if (Long.compareUnsigned(offset, size) > 0 || Long.compareUnsigned(length, size - offset) > 0) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "out-of-bounds access detected (offset=%s, length=%s, alignment=1, buffer length=%d)",
                    Long.toUnsignedString(offset),
                    Long.toUnsignedString(length),
                    size);
        }
        return buffer.segment().asSlice(offset, length);
    }

    private static void commandBufferCopyBuffer(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        int sourceSlot = a.nextI32();
        int targetSlot = a.nextI32();
        Object source = a.nextRef();
        long sourceOffset = a.nextI64();
        Object target = a.nextRef();
        long targetOffset = a.nextI64();
        long length = a.nextI64();
        long flags = a.nextI64();
        BufferRef sourceRef = HalArgs.ref(sourceSlot, HalArgs.bufferOrNull(source), sourceOffset, length);
        BufferRef targetRef = HalArgs.ref(targetSlot, HalArgs.bufferOrNull(target), targetOffset, length);
        cb.copyBuffer(sourceRef, targetRef, flags);
    }

    private static void commandBufferCollective(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        Channel channel = HalArgs.channel(a.nextRef());
        int op = a.nextI32();
        int param = a.nextI32();
        int sendSlot = a.nextI32();
        int recvSlot = a.nextI32();
        Object send = a.nextRef();
        Object recv = a.nextRef();
        long sendOffset = a.nextI64();
        long sendLength = a.nextI64();
        long recvOffset = a.nextI64();
        long recvLength = a.nextI64();
        long elementCount = a.nextI64();
        BufferRef sendRef = HalArgs.ref(sendSlot, HalArgs.bufferOrNull(send), sendOffset, sendLength);
        BufferRef recvRef = HalArgs.ref(recvSlot, HalArgs.bufferOrNull(recv), recvOffset, recvLength);
        cb.collective(channel, CollectiveOp.unpack(op), param, sendRef, recvRef, elementCount);
    }

    private static int functionOrdinal(Executable executable, long functionId) {
        if (functionId < 0 || functionId >= executable.exportCount()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "executable function %s out of range; the executable has %d functions",
                    Long.toUnsignedString(functionId),
                    executable.exportCount());
        }
        return (int) functionId;
    }

    /** Reads the constants and bindings segments shared by direct and indirect dispatch. */
    private static int[] constants(ValueList a) {
        int count = a.nextI32();
        int[] constants = new int[count];
        for (int i = 0; i < count; i++) {
            constants[i] = a.nextI32();
        }
        return constants;
    }

    private static List<BufferRef> bindings(ValueList a) {
        int count = a.nextI32();
        if (Integer.compareUnsigned(count, MAX_DISPATCH_BINDINGS) > 0) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "binding count %d > %d", count, MAX_DISPATCH_BINDINGS);
        }
        BufferRef[] bindings = new BufferRef[count];
        for (int i = 0; i < count; i++) {
            a.nextI32(); // binding ordinal: bindings are positional
            int slot = a.nextI32();
            Buffer buffer = HalArgs.bufferOrNull(a.nextRef());
            long offset = a.nextI64();
            long length = a.nextI64();
            bindings[i] = HalArgs.ref(slot, buffer, offset, length);
        }
        return Arrays.asList(bindings); // read by the command buffer, not kept
    }

    private static void commandBufferDispatch(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        Executable executable = HalArgs.executable(a.nextRef());
        long functionId = a.nextI64();
        int x = a.nextI32();
        int y = a.nextI32();
        int z = a.nextI32();
        long flags = a.nextI64();
        int[] constants = constants(a);
        List<BufferRef> bindings = bindings(a);
        cb.dispatch(
                executable,
                functionOrdinal(executable, functionId),
                DispatchConfig.ofCount(x, y, z),
                constants,
                bindings,
                flags);
    }

    private static void commandBufferDispatchIndirect(HalModuleState s, ValueList a, ValueList r) {
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        Executable executable = HalArgs.executable(a.nextRef());
        long functionId = a.nextI64();
        int workgroupsSlot = a.nextI32();
        Buffer workgroups = HalArgs.bufferOrNull(a.nextRef());
        long workgroupsOffset = a.nextI64();
        long flags = a.nextI64();
        int[] constants = constants(a);
        List<BufferRef> bindings = bindings(a);
        BufferRef countRef = HalArgs.ref(workgroupsSlot, workgroups, workgroupsOffset, 3 * Integer.BYTES);
        if ((flags & DispatchFlags.STATIC_INDIRECT_PARAMETERS) == 0) {
            flags |= DispatchFlags.DYNAMIC_INDIRECT_PARAMETERS;
        }
        DispatchConfig config = new DispatchConfig(new int[3], new int[3], countRef, 0);
        cb.dispatch(executable, functionOrdinal(executable, functionId), config, constants, bindings, flags);
    }

    // ---- device ----

    private static void deviceQueryI64(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        String category = HalArgs.string(HalArgs.vmBuffer(a.nextRef()));
        String key = HalArgs.string(HalArgs.vmBuffer(a.nextRef()));
        long value;
        try {
            value = device.queryI64(category, key);
        } catch (JireeException e) {
            // An unknown key is an answer ("not ok"), not an error.
            r.addI32(0);
            r.addI64(0);
            return;
        }
        r.addI32(1);
        r.addI64(value);
    }

    private static void deviceQueueAlloca(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        long pool = a.nextI64();
        if (pool != 0) {
            throw new JireeException(StatusCode.UNIMPLEMENTED, "VM queue allocation pools are not supported");
        }
        int memoryTypes = a.nextI32();
        int usage = a.nextI32();
        long size = a.nextI64();
        long flags = a.nextI64();
        BufferParams params = s.allocaParams(memoryTypes, usage, affinity);
        r.addRef(device.queueAlloca(affinity, wait, signal, params, size, flags));
        s.count(device, "alloca", size);
    }

    private static void deviceQueueCopy(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        Buffer source = HalArgs.buffer(a.nextRef());
        long sourceOffset = a.nextI64();
        Buffer target = HalArgs.buffer(a.nextRef());
        long targetOffset = a.nextI64();
        long length = a.nextI64();
        device.queueCopy(affinity, wait, signal, source, sourceOffset, target, targetOffset, length, a.nextI64());
        s.count(device, "copy", length);
    }

    private static void deviceQueueFill(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        Buffer target = HalArgs.buffer(a.nextRef());
        long offset = a.nextI64();
        long length = a.nextI64();
        long pattern = a.nextI64();
        int patternLength = a.nextI32();
        device.queueFill(affinity, wait, signal, target, offset, length, pattern, patternLength, a.nextI64());
        s.count(device, "fill", length);
    }

    private static void deviceQueueUpdate(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        VmBuffer source = HalArgs.vmBuffer(a.nextRef());
        long sourceOffset = a.nextI64();
        Buffer target = HalArgs.buffer(a.nextRef());
        long targetOffset = a.nextI64();
        long length = a.nextI64();
        long flags = a.nextI64();
        MemorySegment span = mapVmBuffer(source, sourceOffset, length);
        device.queueUpdate(affinity, wait, signal, span, 0, target, targetOffset, length, flags);
        s.count(device, "update", length);
    }

    private static void deviceQueueRead(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        HalFile file = HalArgs.file(a.nextRef());
        long fileOffset = a.nextI64();
        Buffer target = HalArgs.buffer(a.nextRef());
        long targetOffset = a.nextI64();
        long length = a.nextI64();
        device.queueRead(affinity, wait, signal, file, fileOffset, target, targetOffset, length, a.nextI64());
        s.count(device, "read", length);
    }

    private static void deviceQueueWrite(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        Buffer source = HalArgs.buffer(a.nextRef());
        long sourceOffset = a.nextI64();
        HalFile file = HalArgs.file(a.nextRef());
        long fileOffset = a.nextI64();
        long length = a.nextI64();
        device.queueWrite(affinity, wait, signal, source, sourceOffset, file, fileOffset, length, a.nextI64());
        s.count(device, "write", length);
    }

    private static void deviceQueueExecuteIndirect(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = semaphores(a.nextRef());
        SemaphoreList signal = semaphores(a.nextRef());
        CommandBuffer cb = HalArgs.commandBuffer(a.nextRef());
        long flags = a.nextI64();
        int count = a.nextI32();
        BufferBinding[] bindings = new BufferBinding[count];
        for (int i = 0; i < count; i++) {
            Buffer buffer = HalArgs.bufferOrNull(a.nextRef());
            long offset = a.nextI64();
            long length = a.nextI64();
            bindings[i] = new BufferBinding(buffer, offset, length);
        }
        device.queueExecute(affinity, wait, signal, cb, new BindingTable(List.of(bindings)), flags);
        s.countExecute(device, cb);
    }

    // ---- files ----

    private static void exFileFromMemory(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        long affinity = a.nextI64();
        int access = a.nextI32();
        VmBuffer buffer = HalArgs.vmBuffer(a.nextRef());
        long offset = a.nextI64();
        long length = a.nextI64();
        long flags = Integer.toUnsignedLong(a.nextI32());
        // Only read-only access while the API is experimental; contents are usually mapped files.
        if ((access & ~MemoryAccess.READ) != 0) {
            throw new JireeException(
                    StatusCode.PERMISSION_DENIED, "only read-only memory can be accessed via a file handle (today)");
        }
        MemorySegment span = mapVmBuffer(buffer, offset, length);
        // The file holds the segment of the VM buffer's memory, which keeps it reachable.
        r.addRef(device.createFileFromMemory(affinity, access, span, flags));
    }

    // ---- executable ----

    private static void executableCreate(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        if (!s.owns(device)) {
            throw new JireeException(
                    StatusCode.NOT_FOUND,
                    "no executable cache for the given device found; possibly a device not registered with the HAL "
                            + "module");
        }
        long affinity = a.nextI64();
        String format = HalArgs.string(HalArgs.vmBuffer(a.nextRef()));
        VmBuffer data = HalArgs.vmBuffer(a.nextRef());
        Object constantsRef = a.nextRef();
        int[] constants = new int[0];
        if (constantsRef instanceof VmBuffer cbuf) {
            if (cbuf.length() % 4 != 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "constant buffer data must contain 4-byte elements but data length is %d",
                        cbuf.length());
            }
            constants = new int[(int) (cbuf.length() / 4)];
            for (int i = 0; i < constants.length; i++) {
                constants[i] = cbuf.segment().get(U32, 4L * i);
            }
        }
        int caching = data.isMutable() ? ExecutableCachingMode.NONE : ExecutableCachingMode.ALIAS_PROVIDED_DATA;
        ExecutableParams params = new ExecutableParams(affinity, caching, format, data.segment(), constants);
        r.addRef(device.executableCache().prepare(params));
    }

    // ---- fences ----

    private static void fenceCreate(HalModuleState s, ValueList a, ValueList r) {
        Device device = HalArgs.device(a.nextRef());
        a.nextI64(); // flags: unused
        r.addRef(device.createFence());
    }

    private static void fenceJoin(HalModuleState s, ValueList a, ValueList r) {
        a.nextI64(); // flags: unused
        int count = a.nextI32();
        // All-empty joins produce no fence (immediately reached).
        Fence joined = null;
        for (int i = 0; i < count; i++) {
            Object ref = a.nextRef();
            if (ref == null) {
                continue;
            }
            SemaphoreList list = HalArgs.fence(ref).asList();
            if (!list.isEmpty()) {
                if (joined == null) {
                    joined = new Fence();
                }
                joined.insertAll(list);
            }
        }
        r.addRef(joined);
    }

    private static final Timeout INFINITE = Timeout.infinite(); // immutable: one for every wait

    private static void fenceAwait(HalModuleState s, ValueList a, ValueList r) {
        int timeoutMillis = a.nextI32();
        a.nextI64(); // flags: unused
        int count = a.nextI32();
        // Fences already reached drop out (on a synchronous device all of them: no list is made);
        // a failed one fails the wait with its status.
        List<Fence> pending = null;
        for (int i = 0; i < count; i++) {
            Object ref = a.nextRef();
            if (ref == null) {
                continue;
            }
            Fence fence = HalArgs.fence(ref);
            StatusCode state = fence.query();
            if (state == StatusCode.OK) {
                continue;
            }
            if (state != StatusCode.DEFERRED) {
                fence.await(Timeout.immediate()); // throws the failure status
            }
            if (pending == null) {
                pending = new ArrayList<>(count - i);
            }
            pending.add(fence);
        }
        if (pending == null) {
            r.addI32(0);
            return;
        }
        Timeout timeout = timeoutMillis == -1 ? INFINITE : Timeout.ofMillis(Integer.toUnsignedLong(timeoutMillis));
        // One wait on every pending timepoint: a failure of any ends it, also while another is
        // still pending, and wins over the timeout. IREE waits on one fence's timepoints this way
        // but on the fences one after another, so a later fence's failure could come back as a
        // timeout there; here it is the error in both cases.
        SemaphoreList timepoints = pending.get(0).asList();
        for (int i = 1; i < pending.size(); i++) {
            SemaphoreList more = pending.get(i).asList();
            for (int k = 0; k < more.size(); k++) {
                timepoints = timepoints.with(more.semaphore(k), more.value(k));
            }
        }
        try {
            timepoints.await(timeout);
        } catch (JireeException e) {
            if (e.code() != StatusCode.DEADLINE_EXCEEDED) {
                throw e;
            }
            JireeException failed = timepoints.firstFailure();
            if (failed != null) {
                // Failed as the wait ended: that failure (a collective that never completed is
                // one too, with its own DEADLINE_EXCEEDED) is the error, not the timeout.
                throw failed.propagated().annotate("while waiting on a fence");
            }
            CallStop stop = CallStop.current();
            if (stop == null || !stop.isDue()) {
                // A timeout of this wait is a result the program checks, not an error; the end of
                // the call's own deadline is.
                r.addI32(StatusCode.DEADLINE_EXCEEDED.value());
                return;
            }
            throw e;
        }
        r.addI32(0);
    }
}
