package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.Command;
import io.jiree.hal.DispatchFlags;
import io.jiree.hal.Executable;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays recorded commands on the host: transfers as memory operations, dispatches through
 * the workgroup scheduler, consecutive collectives as one batch on the local channel.
 */
final class CommandExecutor {
    private final WorkgroupScheduler scheduler;
    private final HostCollectives collectives;

    CommandExecutor(WorkgroupScheduler scheduler, HostCollectives collectives) {
        this.scheduler = scheduler;
        this.collectives = collectives;
    }

    void execute(List<Command> commands, BindingTable table) {
        CollectiveBatch batch = new CollectiveBatch();
        for (int i = 0; i < commands.size(); i++) {
            Command c = commands.get(i);
            try {
                if (c instanceof Command.Collective col) {
                    batch.add(
                            col.channel(),
                            col.op(),
                            col.param(),
                            resolve(col.send(), table, BufferUsage.DISPATCH_STORAGE_READ),
                            resolve(col.recv(), table, BufferUsage.DISPATCH_STORAGE_WRITE),
                            col.elementCount());
                    continue;
                }
            } catch (JireeException e) {
                throw e.annotate(
                        "while executing command " + i + " (" + c.getClass().getSimpleName() + ")");
            }
            flushAnnotated(batch, "recorded before command " + i);
            try {
                switch (c) {
                    case Command.Fill f -> {
                        BufferRef t = resolve(f.target(), table, BufferUsage.TRANSFER_TARGET);
                        BufferValidation.fillPattern(t.offset(), t.length(), f.patternLength());
                        AbstractBuffer.fillSegment(memory(t), f.pattern(), f.patternLength());
                    }
                    case Command.Update u -> {
                        BufferRef t = resolve(u.target(), table, BufferUsage.TRANSFER_TARGET);
                        MemorySegment.copy(MemorySegment.ofArray(u.data()), 0, memory(t), 0, u.data().length);
                    }
                    case Command.Copy cp -> {
                        BufferRef s = resolve(cp.source(), table, BufferUsage.TRANSFER_SOURCE);
                        BufferRef t = resolve(cp.target(), table, BufferUsage.TRANSFER_TARGET);
                        if (s.length() != t.length()) {
                            throw JireeException.of(
                                    StatusCode.INVALID_ARGUMENT,
                                    "copy spans between source and target must match (source_length=%d, target_length=%d)",
                                    s.length(),
                                    t.length());
                        }
                        MemorySegment.copy(memory(s), 0, memory(t), 0, s.length());
                    }
                    case Command.Dispatch d -> dispatch(d, table);
                    case Command.Barrier b -> {}
                    case Command.Advise a -> {}
                    case Command.DebugGroupBegin g -> {}
                    case Command.DebugGroupEnd g -> {}
                    case Command.Collective col -> throw new IllegalStateException("handled above");
                }
            } catch (JireeException e) {
                throw e.annotate(
                        "while executing command " + i + " (" + c.getClass().getSimpleName() + ")");
            }
        }
        flushAnnotated(batch, "at the end of the command buffer");
    }

    private void flushAnnotated(CollectiveBatch batch, String where) {
        if (batch.isEmpty()) {
            return;
        }
        int size = batch.size();
        try {
            flush(batch);
        } catch (JireeException e) {
            throw e.annotate("while executing the batch of " + size + " collective(s) " + where);
        }
    }

    /** Resolves a ref against the binding table and re-checks an indirect binding's usage. */
    private static BufferRef resolve(BufferRef ref, BindingTable table, int usage) {
        if (ref == null) {
            return null;
        }
        BufferRef r = table.resolve(ref);
        if (ref.isIndirect()) {
            BufferValidation.usage(r.buffer().allowedUsage(), usage);
            BufferValidation.memoryType(r.buffer().memoryType(), MemoryType.DEVICE_VISIBLE);
        }
        long length = BufferValidation.range(r.buffer().byteLength(), r.offset(), r.length());
        return new BufferRef(r.buffer(), 0, r.offset(), length);
    }

    /** Host memory of a resolved ref; the CPU device can only use host-memory buffers. */
    private static MemorySegment memory(BufferRef r) {
        Buffer b = r.buffer();
        if (!(b instanceof AbstractBuffer ab) || !BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "buffer %s is not host memory usable by a CPU device; allocate it from this device's allocator",
                    b);
        }
        return ab.deviceMemory(r.offset(), r.length());
    }

    private void dispatch(Command.Dispatch d, BindingTable table) {
        Executable exe = d.executable();
        if (!(exe instanceof LibraryExecutable) && !(exe instanceof CpuExecutable)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "executable was not created by a CPU device and cannot be dispatched here");
        }
        if ((d.flags()
                        & (DispatchFlags.CUSTOM_DIRECT_ARGUMENTS
                                | DispatchFlags.DYNAMIC_INDIRECT_ARGUMENTS
                                | DispatchFlags.STATIC_INDIRECT_ARGUMENTS))
                != 0) {
            throw new JireeException(
                    StatusCode.UNIMPLEMENTED, "direct/indirect arguments are not supported on the CPU command buffer");
        }
        var info = exe.export(d.exportOrdinal());
        if (d.constants().length != info.constantCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "constant count mismatch, expected %d but was provided %d",
                    info.constantCount(),
                    d.constants().length);
        }
        if (d.bindings().size() != info.bindingCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "binding count mismatch, expected %d but was provided %d",
                    info.bindingCount(),
                    d.bindings().size());
        }
        MemorySegment[] bindings = new MemorySegment[d.bindings().size()];
        for (int i = 0; i < bindings.length; i++) {
            BufferRef r = resolve(d.bindings().get(i), table, BufferUsage.DISPATCH_STORAGE);
            BufferValidation.access(r.buffer().allowedAccess(), MemoryAccess.ANY);
            bindings[i] = memory(r);
        }
        long[] count = new long[3];
        if (DispatchFlags.usesIndirectParameters(d.flags())) {
            BufferRef r = resolve(d.config().workgroupCountRef(), table, BufferUsage.DISPATCH_INDIRECT_PARAMETERS);
            MemorySegment m = memory(new BufferRef(r.buffer(), 0, r.offset(), 12));
            for (int i = 0; i < 3; i++) {
                count[i] = Integer.toUnsignedLong(m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i));
            }
        } else {
            for (int i = 0; i < 3; i++) {
                count[i] = Integer.toUnsignedLong(d.config().workgroupCount()[i]);
            }
        }
        scheduler.run(new WorkgroupScheduler.Dispatch(
                exe,
                d.exportOrdinal(),
                d.config().workgroupSize(),
                count,
                d.config().dynamicWorkgroupLocalMemory(),
                d.constants(),
                bindings));
    }

    /**
     * Issues a batch of collectives: those on single-participant channels are local copies, the
     * others go to the multi-process provider (MPI) as one batch in recording order.
     */
    private void flush(CollectiveBatch batch) {
        if (batch.isEmpty()) {
            return;
        }
        List<CollectiveBatch.Entry> remote = new ArrayList<>();
        for (CollectiveBatch.Entry e : batch.entries()) {
            if (!(e.channel() instanceof LocalChannel)) {
                remote.add(e);
                continue;
            }
            if (e.channel().count() != 1) {
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED,
                        "CPU devices cannot run collectives across %d participants",
                        e.channel().count());
            }
            CollectiveOp op = e.op();
            long bytes = e.byteCount();
            switch (op.kind()) {
                case ALL_GATHER, ALL_REDUCE, ALL_TO_ALL, BROADCAST, REDUCE, REDUCE_SCATTER ->
                    copy(e.send(), e.recv(), bytes);
                case SEND_RECV -> {
                    int source = CollectiveOp.sendRecvSource(e.param());
                    if (source == 0) {
                        copy(e.send(), e.recv(), bytes);
                    } else if (source == -1) {
                        memory(window(e.recv(), bytes)).fill((byte) 0);
                    } else {
                        throw JireeException.of(
                                StatusCode.INVALID_ARGUMENT,
                                "send_recv source rank %d does not exist on a 1-participant channel",
                                source);
                    }
                }
                case SEND, RECV ->
                    throw JireeException.of(
                            StatusCode.UNIMPLEMENTED,
                            "%s to self on a CPU channel is not supported",
                            op.kind().name().toLowerCase());
            }
        }
        batch.clear();
        if (!remote.isEmpty()) {
            HostCollectiveProvider provider = collectives.loadedProvider();
            if (provider == null) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "collective on channel %s, which no CPU device created; create channels on this device",
                        remote.getFirst().channel());
            }
            provider.execute(remote, CommandExecutor::memory);
        }
    }

    private static BufferRef window(BufferRef r, long bytes) {
        if (bytes > r.length()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "collective needs %d bytes but the buffer range has %d",
                    bytes,
                    r.length());
        }
        return new BufferRef(r.buffer(), 0, r.offset(), bytes);
    }

    private static void copy(BufferRef send, BufferRef recv, long bytes) {
        MemorySegment s = memory(window(send, bytes));
        MemorySegment t = memory(window(recv, bytes));
        if (s.address() != t.address()) {
            MemorySegment.copy(s, 0, t, 0, bytes);
        }
    }
}
