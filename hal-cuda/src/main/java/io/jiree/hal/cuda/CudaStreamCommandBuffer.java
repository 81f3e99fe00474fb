package io.jiree.hal.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Channel;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.Command;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.DispatchFlags;
import io.jiree.hal.Executable;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * Issues recorded HAL commands on a device's CUDA stream, as IREE's stream_command_buffer: fill
 * becomes cuMemsetD8/D16/D32Async by pattern width, update cuMemcpyHtoDAsync from a copy the
 * submission keeps alive, copy cuMemcpyAsync, dispatch cuLaunchKernel with IREE's kernel
 * parameter ABI (binding pointers, then 32-bit constants, one pointer-sized slot each), and
 * consecutive collectives are batched and flushed through the {@link CollectiveProvider} before the
 * next non-collective command and at the end. The caller holds the {@link CudaQueue}'s submission
 * lock with the device's context current.
 */
final class CudaStreamCommandBuffer {
    private final CudaDevice device;
    private final CudaDriverApi api;
    private final MemorySegment stream;
    private final CollectiveBatch collectives = new CollectiveBatch();
    // Host data the stream reads later (update sources); made on first use, since closing a shared
    // arena is not free, and closed by the submission once the stream has finished with it.
    private Arena storage;

    CudaStreamCommandBuffer(CudaDevice device, MemorySegment stream) {
        this.device = device;
        this.api = device.api();
        this.stream = stream;
    }

    private final List<Runnable> afterCompletion = new ArrayList<>();
    private final List<FlightRecorder.Record> issuedCollectives = new ArrayList<>();

    /** The collectives this submission flushed onto the stream (their flight-recorder records). */
    List<FlightRecorder.Record> issuedCollectives() {
        return issuedCollectives;
    }

    /** The staging memory this command buffer allocated, or null. */
    Arena storage() {
        return storage;
    }

    /** Host steps to run once the stream finished this submission, before its signals. */
    List<Runnable> afterCompletion() {
        return afterCompletion;
    }

    private MemorySegment staging(long length) {
        if (storage == null) {
            storage = Arena.ofShared();
        }
        return storage.allocate(Math.max(1, length), 16);
    }

    /** Copies device bytes to host memory {@code target}, complete when the submission is. */
    void readBack(BufferRef source, MemorySegment target) {
        flushCollectives();
        long length = length(source);
        if (length != target.byteSize()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "read-back of %d bytes into a %d-byte target",
                    length,
                    target.byteSize());
        }
        if (length == 0) {
            return;
        }
        MemorySegment staged = staging(length);
        api.memcpyDtoHAsync(staged, CudaBuffer.devicePointer(source.buffer(), source.offset()), length, stream);
        afterCompletion.add(() -> MemorySegment.copy(staged, 0, target, 0, length));
    }

    /** Replays a recorded command list with indirect references resolved through {@code table}. */
    void execute(List<Command> commands, BindingTable table) {
        Timeline timeline = Timeline.active();
        for (int i = 0; i < commands.size(); i++) {
            Command c = commands.get(i);
            try {
                switch (c) {
                    case Command.Fill f -> fill(table.resolve(f.target()), f.pattern(), f.patternLength());
                    case Command.Update u -> update(MemorySegment.ofArray(u.data()), table.resolve(u.target()));
                    case Command.Copy cp -> copy(table.resolve(cp.source()), table.resolve(cp.target()));
                    case Command.Dispatch d -> {
                        long start = timeline == null ? 0 : timeline.begin();
                        try {
                            dispatch(
                                    d.executable(),
                                    d.exportOrdinal(),
                                    d.config(),
                                    d.constants(),
                                    d.bindings().stream().map(table::resolve).toList(),
                                    d.flags());
                        } finally {
                            if (timeline != null) {
                                traceLaunch(timeline, d, start);
                            }
                        }
                    }
                    case Command.Collective col ->
                        collective(
                                col.channel(),
                                col.op(),
                                col.param(),
                                col.send() == null ? null : table.resolve(col.send()),
                                col.recv() == null ? null : table.resolve(col.recv()),
                                col.elementCount());
                    // Work on one stream runs in order: barriers need nothing more.
                    case Command.Barrier b -> flushCollectives();
                    case Command.Advise a -> {}
                    case Command.DebugGroupBegin g -> {}
                    case Command.DebugGroupEnd g -> {}
                }
            } catch (JireeException e) {
                throw e.annotate("while issuing command " + i + " ("
                        + c.getClass().getSimpleName().toLowerCase() + ") on CUDA device "
                        + device.cudaInfo().ordinal());
            }
        }
        flushCollectives();
    }

    // A dispatch's span is its launch as the host issues it (the device's time is the submission's
    // span on the stream's track), named by its export as on the CPU devices, with its workgroups.
    private static void traceLaunch(Timeline timeline, Command.Dispatch d, long start) {
        DispatchConfig c = d.config();
        String args = "{\"workgroups\":[" + c.countX() + "," + c.countY() + "," + c.countZ() + "]}";
        timeline.span("dispatch", d.executable().export(d.exportOrdinal()).name(), start, System.nanoTime(), args);
    }

    private static long length(BufferRef ref) {
        return BufferValidation.range(ref.buffer().byteLength(), ref.offset(), ref.length());
    }

    void fill(BufferRef target, long pattern, int patternLength) {
        flushCollectives();
        long length = length(target);
        long dst = CudaBuffer.devicePointer(target.buffer(), target.offset());
        if (patternLength <= 0 || length % patternLength != 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "fill length %d is not a multiple of the %d-byte pattern",
                    length,
                    patternLength);
        }
        long count = length / patternLength;
        switch (patternLength) {
            case 4 -> api.memsetD32Async(dst, (int) pattern, count, stream);
            case 2 -> api.memsetD16Async(dst, (short) pattern, count, stream);
            case 1 -> api.memsetD8Async(dst, (byte) pattern, count, stream);
            default -> throw new JireeException(StatusCode.INTERNAL, "unsupported fill pattern length");
        }
    }

    void update(MemorySegment source, BufferRef target) {
        flushCollectives();
        long length = length(target);
        if (length > source.byteSize()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "update of %d bytes reads past the %d-byte source",
                    length,
                    source.byteSize());
        }
        if (length == 0) {
            return;
        }
        // The copy runs later on the stream: stage the bytes where they outlive this call.
        MemorySegment staged = staging(length);
        MemorySegment.copy(source, 0, staged, 0, length);
        api.memcpyHtoDAsync(CudaBuffer.devicePointer(target.buffer(), target.offset()), staged, length, stream);
    }

    /** Copies file bytes {@code source} into {@code target} through {@code staging}'s pinned slots. */
    void read(MemorySegment source, BufferRef target, PinnedStaging staging) {
        flushCollectives();
        if (length(target) != source.byteSize()) {
            throw JireeException.of(
                    StatusCode.INTERNAL,
                    "file read of %d bytes into a %d-byte range",
                    source.byteSize(),
                    length(target));
        }
        staging.read(source, CudaBuffer.devicePointer(target.buffer(), target.offset()), stream);
    }

    void copy(BufferRef source, BufferRef target) {
        flushCollectives();
        long length = length(target);
        if (length(source) != length) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "copy spans between source and target must match (source_length=%d, target_length=%d)",
                    length(source),
                    length);
        }
        if (length == 0) {
            return;
        }
        api.memcpyAsync(
                CudaBuffer.devicePointer(target.buffer(), target.offset()),
                CudaBuffer.devicePointer(source.buffer(), source.offset()),
                length,
                stream);
    }

    void dispatch(
            Executable executable,
            int ordinal,
            DispatchConfig config,
            int[] constants,
            List<BufferRef> bindings,
            long flags) {
        if ((flags
                        & (DispatchFlags.CUSTOM_DIRECT_ARGUMENTS
                                | DispatchFlags.DYNAMIC_INDIRECT_ARGUMENTS
                                | DispatchFlags.STATIC_INDIRECT_ARGUMENTS))
                != 0) {
            throw new JireeException(
                    StatusCode.UNIMPLEMENTED, "direct/indirect arguments are not supported in CUDA streams");
        }
        if (DispatchFlags.usesIndirectParameters(flags)) {
            throw new JireeException(StatusCode.UNIMPLEMENTED, "indirect parameters are not supported in CUDA streams");
        }
        if (!(executable instanceof CudaExecutable cuda) || cuda.device() != device) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "dispatch executable was not loaded by this CUDA device");
        }
        flushCollectives();
        CudaExecutable.Kernel kernel = cuda.kernel(ordinal);
        int paramCount = kernel.bindingCount() + kernel.constantCount();
        if (bindings.size() < kernel.bindingCount() || constants.length < kernel.constantCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "dispatch of '%s' needs %d bindings and %d constants but got %d and %d",
                    kernel.name(),
                    kernel.bindingCount(),
                    kernel.constantCount(),
                    bindings.size(),
                    constants.length);
        }
        if (config.countX() == 0 || config.countY() == 0 || config.countZ() == 0) {
            // No workgroups: nothing to run, as on the CPU devices. cuLaunchKernel refuses an empty
            // grid (CUDA_ERROR_INVALID_VALUE), which would fail every program given an empty tensor.
            return;
        }
        try (Arena arena = Arena.ofConfined()) {
            // kernelParams[i] points at slot i; bindings are CUdeviceptr, constants uint32 in 8-byte slots.
            MemorySegment slots = arena.allocate(JAVA_LONG, Math.max(1, paramCount));
            MemorySegment params = arena.allocate(ADDRESS, Math.max(1, paramCount));
            for (int i = 0; i < paramCount; i++) {
                params.setAtIndex(ADDRESS, i, slots.asSlice(i * 8L, 8));
            }
            for (int i = 0; i < kernel.bindingCount(); i++) {
                BufferRef b = bindings.get(i);
                slots.setAtIndex(
                        JAVA_LONG, i, b.buffer() == null ? 0 : CudaBuffer.devicePointer(b.buffer(), b.offset()));
            }
            for (int i = 0; i < kernel.constantCount(); i++) {
                slots.set(JAVA_INT, (kernel.bindingCount() + i) * 8L, constants[i]);
            }
            int[] size = config.workgroupSize();
            int[] blocks = kernel.blockDims();
            api.launchKernel(
                    kernel.function(),
                    config.countX(),
                    config.countY(),
                    config.countZ(),
                    size[0] != 0 ? size[0] : blocks[0],
                    size[1] != 0 ? size[1] : blocks[1],
                    size[2] != 0 ? size[2] : blocks[2],
                    kernel.sharedMemoryBytes(),
                    stream,
                    params);
        }
    }

    void collective(Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount) {
        collectives.add(channel, op, param, send, recv, elementCount);
    }

    void flushCollectives() {
        if (collectives.isEmpty()) {
            return;
        }
        try {
            issuedCollectives.addAll(device.collectiveProvider().flush(device, collectives, stream, afterCompletion));
        } finally {
            collectives.clear();
        }
    }
}
