package io.jiree.hal.local;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.Json;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Channel;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.Command;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.RecordingCommandBuffer;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Executes command buffers on the host as task graphs ({@link ExecutionPlan}): the plan of a
 * reusable command buffer is made at its first execution and kept with it, so a program that
 * submits the same recorded commands on every call (as compiled programs do) re-resolves only
 * their bindings. Consecutive collectives of a level go to the channel as one batch.
 */
final class CommandExecutor {
    private final WorkgroupScheduler scheduler;
    private final HostCollectives collectives;
    // Plans of reusable command buffers, dropped with them (guarded by itself).
    private final Map<RecordingCommandBuffer, ExecutionPlan> plans = new WeakHashMap<>();
    private final ThreadLocal<MemorySegment> scratch =
            ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(16 * 1024, 64));

    CommandExecutor(WorkgroupScheduler scheduler, HostCollectives collectives) {
        this.scheduler = scheduler;
        this.collectives = collectives;
    }

    /**
     * Runs {@code cb}. From the first line on, a failure is this execution's to report, and the
     * collectives it did not issue are abandoned (a plan that cannot be built issues none).
     */
    void execute(RecordingCommandBuffer cb, BindingTable table) {
        ExecutionPlan plan = null;
        ExecutionPlan own;
        try {
            if ((cb.mode() & CommandBufferMode.ONE_SHOT) == 0) {
                synchronized (plans) {
                    plan = plans.computeIfAbsent(cb, c -> new ExecutionPlan(c.commands(), scheduler, Arena.ofAuto()));
                }
                if (!plan.tryAcquire()) {
                    plan = null; // running for another submission: this one runs a plan of its own
                }
            }
            own = plan != null ? plan : oneShotPlan(cb);
        } catch (RuntimeException | Error e) {
            abandonCollectives(cb.channels(), Failures.asStatus(e, "preparing the command buffer"));
            throw e;
        }
        try {
            own.execute(table, this);
        } finally {
            if (plan != null) {
                plan.release();
            }
        }
    }

    /**
     * A plan run once (programs record one-shot command buffers inside loops): its native state
     * is sliced from scratch memory of the running thread, reused by its next one, grown when a
     * plan needs more.
     */
    private ExecutionPlan oneShotPlan(RecordingCommandBuffer cb) {
        while (true) {
            MemorySegment memory = scratch.get();
            try {
                return new ExecutionPlan(cb.commands(), scheduler, SegmentAllocator.slicingAllocator(memory));
            } catch (IndexOutOfBoundsException e) {
                if (memory.byteSize() >= 1L << 30) {
                    throw e;
                }
                scratch.set(Arena.ofAuto().allocate(memory.byteSize() * 2, 64));
            }
        }
    }

    // A span per collective of the batch (they ran as one group): kind, element type, count, bytes,
    // and the channel and sequence number that match it to the same collective on the other ranks
    // (absent where the batch failed before it was numbered).
    private static void traceCollectives(
            Timeline timeline, List<CollectiveBatch.Entry> batch, List<FlightRecorder.Record> records, long start) {
        long end = System.nanoTime();
        for (int i = 0; i < batch.size(); i++) {
            CollectiveBatch.Entry e = batch.get(i);
            StringBuilder args = new StringBuilder("{\"op\":");
            Json.quote(args, e.op().toString());
            args.append(",\"elements\":").append(e.elementCount());
            args.append(",\"bytes\":").append(e.byteCount());
            FlightRecorder.Record r = i < records.size() ? records.get(i) : null;
            if (r != null) {
                args.append(",\"channel\":");
                Json.quote(args, r.channel()).append(",\"seq\":").append(r.sequence());
            }
            timeline.span(
                    "collective",
                    e.op().kind().name().toLowerCase(Locale.ROOT),
                    start,
                    end,
                    args.append('}').toString());
        }
    }

    /** Collectives on {@code channels} that this rank will not issue now (see {@link HostCollectives#abandon}). */
    void abandonCollectives(List<Channel> channels, JireeException why) {
        collectives.abandon(channels, why);
    }

    /** Resolves and issues a level's collectives as one batch (see {@link #flush}). */
    void flushCollectives(
            CollectiveBatch batch,
            List<Command.Collective> commands,
            List<Integer> indices,
            BindingSlots slots,
            String where) {
        batch.clear();
        for (int k = 0; k < commands.size(); k++) {
            Command.Collective col = commands.get(k);
            try {
                batch.add(
                        col.channel(),
                        col.op(),
                        col.param(),
                        slots.resolve(col.send(), BufferUsage.DISPATCH_STORAGE_READ),
                        slots.resolve(col.recv(), BufferUsage.DISPATCH_STORAGE_WRITE),
                        col.elementCount());
            } catch (JireeException e) {
                batch.clear();
                throw e.annotate("while executing command " + indices.get(k) + " (Collective)");
            }
        }
        int size = batch.size();
        Timeline timeline = Timeline.active();
        // Described before the flush, which empties the batch.
        List<CollectiveBatch.Entry> traced = timeline == null ? null : List.copyOf(batch.entries());
        long start = timeline == null ? 0 : timeline.begin(traced.size());
        List<FlightRecorder.Record> records = List.of();
        try {
            synchronized (collectives) { // submissions running side by side issue their batches one at a time
                records = flush(batch);
            }
        } catch (JireeException e) {
            batch.clear();
            throw e.annotate("while executing the batch of " + size + " collective(s) " + where);
        } finally {
            if (timeline != null) {
                traceCollectives(timeline, traced, records, start); // failed ones too: their time is the wait
            }
        }
    }

    /** Host memory of a resolved ref; the CPU device can only use host-memory buffers. */
    static MemorySegment memory(BufferRef r) {
        return BindingSlots.hostBuffer(r.buffer()).deviceMemory(r.offset(), r.length());
    }

    /**
     * Issues a batch of collectives: those on single-participant channels are local copies, the
     * others go to the multi-process provider (MPI) as one batch in recording order.
     */
    private List<FlightRecorder.Record> flush(CollectiveBatch batch) {
        if (batch.isEmpty()) {
            return List.of();
        }
        List<CollectiveBatch.Entry> entries = batch.entries();
        FlightRecorder.Record[] records = new FlightRecorder.Record[entries.size()];
        List<CollectiveBatch.Entry> remote = new ArrayList<>();
        List<Integer> remoteAt = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            CollectiveBatch.Entry e = entries.get(i);
            if (!(e.channel() instanceof LocalChannel local)) {
                remote.add(e);
                remoteAt.add(i);
                continue;
            }
            if (e.channel().count() != 1) {
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED,
                        "CPU devices cannot run collectives across %d participants",
                        e.channel().count());
            }
            CollectiveOp op = e.op();
            FlightRecorder.Record r = op.record(local.track(), e.param(), e.elementCount(), 0, 1);
            records[i] = r;
            try {
                copyLocally(e);
            } catch (JireeException ex) {
                r.failed(ex.getMessage());
                throw ex;
            }
            r.completed();
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
            List<FlightRecorder.Record> done = provider.execute(remote, CommandExecutor::memory);
            for (int k = 0; k < done.size() && k < remoteAt.size(); k++) {
                records[remoteAt.get(k)] = done.get(k);
            }
        }
        return Arrays.asList(records);
    }

    /** A collective on a single-participant channel: a copy (or a zero fill for a send_recv from no one). */
    private void copyLocally(CollectiveBatch.Entry e) {
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
