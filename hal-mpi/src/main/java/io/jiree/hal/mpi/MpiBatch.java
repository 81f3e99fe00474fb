package io.jiree.hal.mpi;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferRef;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CollectiveSignature;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * Runs a command buffer's collectives on MPI as one batch: every entry is checked and planned
 * first (so a bad entry never leaves half a batch issued), then issued in recording order as
 * non-blocking {@code MPI_I*} calls, then all are completed together by polling
 * {@code MPI_Testsome} under the collective timeout. Past the timeout the batch fails with
 * DEADLINE_EXCEEDED naming the first collective that has not completed, and the job is ended
 * with MPI_Abort (after a grace period for the status to be reported).
 *
 * <p>MPI has no 16-bit floating-point types: f16 and bf16 are moved as 16-bit integers, and
 * reduced by widening to f32, reducing with MPI_FLOAT and rounding the result back once (round to
 * nearest even). MPI has no average: it is a sum divided by the rank count afterwards (integer
 * division truncating toward zero for integer types).
 */
final class MpiBatch {
    private static final ValueLayout.OfShort I16 = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfFloat F32 = ValueLayout.JAVA_FLOAT_UNALIGNED;

    /** The non-blocking MPI functions a batch calls. */
    private enum Routine {
        IALLGATHER("MPI_Iallgather"),
        IALLREDUCE("MPI_Iallreduce"),
        IREDUCE_SCATTER_BLOCK("MPI_Ireduce_scatter_block"),
        IBCAST("MPI_Ibcast"),
        IREDUCE("MPI_Ireduce"),
        IALLTOALL("MPI_Ialltoall"),
        ISEND("MPI_Isend"),
        IRECV("MPI_Irecv"),
        SIGNATURES("MPI_Iallgather of the ranks' collective signatures");

        private final String symbol;

        Routine(String symbol) {
            this.symbol = symbol;
        }
    }

    /**
     * One call of the batch, planned and checked: batch entry {@code entry}, the function and its
     * arguments ({@code count} elements per rank where the function moves one block per rank;
     * {@code rank} the root or peer where the function has one).
     */
    private record Call(
            int entry,
            Routine routine,
            MemorySegment send,
            MemorySegment recv,
            long count,
            CollectiveElementType type,
            CollectiveReduction reduction,
            int rank,
            MemorySegment comm) {
        /** Makes the call, writing its request to {@code request}; MPI's code. */
        int issue(Mpi mpi, MemorySegment request) {
            return switch (routine) {
                case IALLGATHER -> mpi.iallgather(send, count, type, recv, count, type, comm, request);
                case IALLREDUCE -> mpi.iallreduce(send, recv, count, type, reduction, comm, request);
                case IREDUCE_SCATTER_BLOCK ->
                    mpi.ireduceScatterBlock(send, recv, count, type, reduction, comm, request);
                case IBCAST -> mpi.ibcast(recv, count, type, rank, comm, request);
                case IREDUCE -> mpi.ireduce(send, recv, count, type, reduction, rank, comm, request);
                case IALLTOALL -> mpi.ialltoall(send, count, type, recv, count, type, comm, request);
                case ISEND -> mpi.isend(send, count, type, rank, 0, comm, request);
                case IRECV -> mpi.irecv(recv, count, type, rank, 0, comm, request);
                case SIGNATURES -> mpi.iallgather(send, count, type, recv, count, type, comm, request);
            };
        }

        /** The call for messages, e.g. {@code MPI_Isend to rank 1}. */
        String name() {
            return switch (routine) {
                case ISEND -> routine.symbol + " to rank " + rank;
                case IRECV -> routine.symbol + " from rank " + rank;
                default -> routine.symbol;
            };
        }
    }

    private final MpiProcess process;
    private final List<CollectiveBatch.Entry> entries;
    private final Function<BufferRef, MemorySegment> memory;
    // Confined: a batch is planned, issued and completed on one thread (closing a shared arena costs
    // a handshake with every thread, too slow for small collectives).
    private final Arena arena = Arena.ofConfined();
    private final List<Call> calls = new ArrayList<>();
    private final List<Runnable> before = new ArrayList<>();
    private final List<Runnable> after = new ArrayList<>();
    private final List<FlightRecorder.Record> records = new ArrayList<>();

    private MpiBatch(
            MpiProcess process, List<CollectiveBatch.Entry> entries, Function<BufferRef, MemorySegment> memory) {
        this.process = process;
        this.entries = entries;
        this.memory = memory;
    }

    /** Runs the batch; returns the entries' flight-recorder records, in order. */
    static List<FlightRecorder.Record> execute(
            MpiProcess process, List<CollectiveBatch.Entry> entries, Function<BufferRef, MemorySegment> memory) {
        if (entries.isEmpty()) {
            return List.of();
        }
        MpiBatch batch = new MpiBatch(process, entries, memory);
        batch.run();
        return batch.records;
    }

    private String describe(int index) {
        CollectiveBatch.Entry e = entries.get(index);
        return "collective " + index + " of a batch of " + entries.size() + " (" + e.op() + ", " + e.elementCount()
                + " element(s), on " + e.channel() + ")";
    }

    private void run() {
        boolean release = true;
        try {
            process.checkNotFailed();
            for (int i = 0; i < entries.size(); i++) {
                try {
                    plan(i, entries.get(i));
                } catch (JireeException e) {
                    JireeException failure = e.annotate("in " + describe(i));
                    abandon(failure);
                    throw failure;
                }
            }
            for (CollectiveBatch.Entry e : entries) {
                MpiChannel channel = (MpiChannel) e.channel();
                records.add(
                        e.op().record(channel.track(), e.param(), e.elementCount(), channel.rank(), channel.count()));
            }
            process.inMpi(1);
            try {
                issueAndAwait();
            } catch (RuntimeException e) {
                release = !process.failed();
                for (FlightRecorder.Record r : records) {
                    r.failed(e.getMessage());
                }
                throw e instanceof JireeException j && process.failed() ? FlightRecorder.dumpOnce(j) : e;
            } finally {
                process.inMpi(-1);
            }
        } finally {
            if (release) {
                arena.close();
            }
            // Otherwise MPI may still write into the temporary buffers until the job ends: keep them.
        }
    }

    /**
     * A batch this rank cannot run, found on this rank alone (a buffer too small for its
     * collective): its peers may already wait in it, and this rank's next batch would pair with
     * theirs (with signatures alike, a success on mixed data). On a channel of several ranks the
     * job is ended, as for any collective that fails here.
     */
    private void abandon(JireeException failure) {
        for (CollectiveBatch.Entry e : entries) {
            if (e.channel() instanceof MpiChannel channel && channel.count() > 1) {
                process.fail(failure.getMessage());
                return;
            }
        }
    }

    private void issueAndAwait() {
        for (Runnable r : before) {
            r.run();
        }
        agree(process.mpi());
        Mpi mpi = process.mpi();
        MemorySegment requests = issue(mpi, calls, true);
        await(mpi, requests, calls);
        for (Runnable r : after) {
            r.run();
        }
        for (FlightRecorder.Record r : records) {
            r.completed();
        }
    }

    /**
     * Between two polls of pending MPI requests, {@code waited} ns after the first: no sleep for the
     * first ~100 us (small messages finish in microseconds), then yield the core, then back off to
     * at most 50 us between polls.
     */
    static void pauseBetweenPolls(long waited, long polls) {
        if (waited < 100_000) {
            Thread.onSpinWait();
        } else if (waited < 10_000_000) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(Math.min(50_000, polls * 100));
        }
    }

    /**
     * Issues {@code issued} in order; returns their requests. A call MPI refuses ends the job.
     * {@code started}: mark each entry's record started once its call is issued.
     */
    private MemorySegment issue(Mpi mpi, List<Call> issued, boolean started) {
        int n = issued.size();
        MemorySegment requests = arena.allocate(ValueLayout.ADDRESS, Math.max(1, n));
        for (int i = 0; i < n; i++) {
            requests.setAtIndex(ValueLayout.ADDRESS, i, Mpi.handle(Mpi.REQUEST_NULL));
        }
        for (int i = 0; i < n; i++) {
            Call c = issued.get(i);
            int rc = c.issue(mpi, requests.asSlice(i * ValueLayout.ADDRESS.byteSize()));
            if (rc != Mpi.SUCCESS) {
                String text = mpi.errorText(rc);
                process.fail(text);
                throw JireeException.of(
                                StatusCode.UNAVAILABLE,
                                "%s failed: %s (MPI error %d); ending the MPI job",
                                c.name(),
                                text,
                                rc)
                        .annotate("in " + describe(c.entry()));
            }
            if (started) {
                records.get(c.entry()).started();
            }
        }
        return requests;
    }

    /**
     * Before any data moves: exchanges the ranks' signatures of this batch on each channel of
     * several ranks ({@link CollectiveSignature}) and compares them. MPI pairs collectives by order
     * alone, so ranks running different programs would otherwise get undefined results and a
     * success (seen: an all_reduce beside a peer's all_to_all, both exit 0). Checked first, a
     * mismatch fails the batch on every rank with nothing issued, and the channel stays usable.
     */
    private void agree(Mpi mpi) {
        Map<MpiChannel, CollectiveSignature.Group> groups = CollectiveSignature.perChannel(
                entries.size(), i -> (MpiChannel) entries.get(i).channel(), i -> {
                    CollectiveBatch.Entry entry = entries.get(i);
                    return new CollectiveSignature.Op(
                            entry.op(),
                            entry.param(),
                            entry.elementCount(),
                            records.get(i).sequence());
                });
        List<Call> exchanges = new ArrayList<>();
        List<long[]> signatures = new ArrayList<>();
        for (Map.Entry<MpiChannel, CollectiveSignature.Group> e : groups.entrySet()) {
            MpiChannel channel = e.getKey();
            if (channel.count() < 2) {
                continue;
            }
            long[] signature = e.getValue().signature();
            int first = e.getValue().first();
            MemorySegment send = arena.allocate(CollectiveSignature.BYTES, Long.BYTES);
            CollectiveSignature.write(signature, send);
            MemorySegment recv = arena.allocate(CollectiveSignature.BYTES * channel.count(), Long.BYTES);
            signatures.add(signature);
            exchanges.add(new Call(
                    first,
                    Routine.SIGNATURES,
                    send,
                    recv,
                    CollectiveSignature.BYTES,
                    CollectiveElementType.UINT_8,
                    null,
                    -1,
                    channel.comm()));
        }
        if (exchanges.isEmpty()) {
            return;
        }
        MemorySegment requests = issue(mpi, exchanges, false);
        await(mpi, requests, exchanges);
        for (int i = 0; i < exchanges.size(); i++) {
            MpiChannel channel =
                    (MpiChannel) entries.get(exchanges.get(i).entry()).channel();
            try {
                CollectiveSignature.check(
                        signatures.get(i),
                        exchanges.get(i).recv(),
                        channel.count(),
                        channel.rank(),
                        channel.toString(),
                        "MPI");
            } catch (JireeException e) {
                for (FlightRecorder.Record r : records) {
                    r.failed(e.code() + "; " + e.detail());
                }
                throw e;
            }
        }
    }

    /** Polls until every request of {@code issued} completed; throws DEADLINE_EXCEEDED (and ends the job) past the timeout. */
    private void await(Mpi mpi, MemorySegment requests, List<Call> issued) {
        int n = issued.size();
        if (n == 0) {
            return;
        }
        Duration timeout = process.timeout();
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        MemorySegment outCount = arena.allocate(ValueLayout.JAVA_INT);
        MemorySegment indices = arena.allocate(ValueLayout.JAVA_INT, n);
        boolean[] done = new boolean[n];
        int remaining = n;
        long polls = 0;
        while (remaining > 0) {
            int completed;
            try {
                completed = mpi.testsome(n, requests, outCount, indices, MemorySegment.NULL);
            } catch (JireeException e) {
                process.fail(e.getMessage());
                throw e.annotate("while completing a batch of " + entries.size() + " collective(s) (first pending: "
                        + describe(firstPending(done)) + "); ending the MPI job");
            }
            if (completed == Mpi.UNDEFINED) {
                break;
            }
            for (int i = 0; i < completed; i++) {
                int index = indices.getAtIndex(ValueLayout.JAVA_INT, i);
                if (index >= 0 && index < n && !done[index]) {
                    done[index] = true;
                    remaining--;
                }
            }
            if (remaining == 0) {
                break;
            }
            long now = System.nanoTime();
            if (now - deadline >= 0) {
                Call pending = issued.get(firstPending(done));
                FlightRecorder.Record stuck = records.get(pending.entry());
                String reason = stuck.describe() + " did not complete within " + timeout.toMillis()
                        + " ms: waiting in " + pending.name() + " for the other " + (stuck.count() - 1)
                        + " rank(s) of the channel";
                process.fail(reason);
                stuck.failed("DEADLINE_EXCEEDED");
                String dump = FlightRecorder.dumpNote("DEADLINE_EXCEEDED; " + reason);
                throw JireeException.of(
                        StatusCode.DEADLINE_EXCEEDED,
                        "%s; is every rank running the same program? Ending the MPI job (raise %s if the work is "
                                + "just slow)%s",
                        reason,
                        CollectiveTimeout.SETTING,
                        dump);
            }
            pauseBetweenPolls(now - start, ++polls);
        }
    }

    private int firstPending(boolean[] done) {
        for (int i = 0; i < done.length; i++) {
            if (!done[i]) {
                return i;
            }
        }
        return 0;
    }

    // ---- planning ----

    private void plan(int index, CollectiveBatch.Entry e) {
        if (!(e.channel() instanceof MpiChannel channel)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "channel %s was not created by the MPI provider; create it on a CPU device",
                    e.channel());
        }
        CollectiveOp op = e.op();
        op.validate();
        long count = e.elementCount();
        if (count < 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "element count %d is negative", count);
        }
        MemorySegment comm = channel.comm();
        int ranks = channel.count();
        int me = channel.rank();
        CollectiveElementType type = op.elementType();
        int size = type.byteCount();
        CollectiveKind kind = op.kind();
        long bytes = count * size;
        switch (kind) {
            case ALL_GATHER -> {
                long per = CollectiveOp.allGatherPerRankCount(count, ranks, length(e.send()), length(e.recv()), size);
                MemorySegment send = window(e.send(), per * size, "send");
                MemorySegment recv = window(e.recv(), per * size * ranks, "recv");
                calls.add(new Call(index, Routine.IALLGATHER, separate(send, recv), recv, per, type, null, -1, comm));
            }
            case ALL_REDUCE -> {
                MemorySegment send = window(e.send(), bytes, "send");
                MemorySegment recv = window(e.recv(), bytes, "recv");
                Reduction red = reduction(op, send, recv, count, ranks, true);
                boolean inPlace = red.send().address() == red.recv().address();
                MemorySegment s = inPlace ? Mpi.handle(Mpi.IN_PLACE) : separate(red.send(), red.recv());
                calls.add(new Call(
                        index, Routine.IALLREDUCE, s, red.recv(), count, red.type(), op.reduction(), -1, comm));
            }
            case REDUCE_SCATTER -> {
                MemorySegment send = window(e.send(), bytes * ranks, "send");
                MemorySegment recv = window(e.recv(), bytes, "recv");
                Reduction red = reduction(op, send, recv, count, ranks, true);
                calls.add(new Call(
                        index,
                        Routine.IREDUCE_SCATTER_BLOCK,
                        separate(red.send(), red.recv()),
                        red.recv(),
                        count,
                        red.type(),
                        op.reduction(),
                        -1,
                        comm));
            }
            case BROADCAST -> {
                int root = CollectiveOp.checkRank(e.param(), ranks, "broadcast root");
                MemorySegment recv = window(e.recv(), bytes, "recv");
                if (me == root) {
                    MemorySegment send = window(e.send(), bytes, "send");
                    if (send.address() != recv.address()) {
                        before.add(() -> MemorySegment.copy(send, 0, recv, 0, bytes));
                    }
                }
                calls.add(new Call(index, Routine.IBCAST, null, recv, count, type, null, root, comm));
            }
            case REDUCE -> {
                int root = CollectiveOp.checkRank(e.param(), ranks, "reduce root");
                MemorySegment send = window(e.send(), bytes, "send");
                MemorySegment recv = me == root ? window(e.recv(), bytes, "recv") : optionalWindow(e.recv(), bytes);
                Reduction red = reduction(op, send, recv, count, ranks, me == root);
                calls.add(new Call(
                        index,
                        Routine.IREDUCE,
                        separate(red.send(), red.recv()),
                        red.recv(),
                        count,
                        red.type(),
                        op.reduction(),
                        root,
                        comm));
            }
            case ALL_TO_ALL -> {
                long per = CollectiveOp.allToAllPerRankCount(count, ranks);
                MemorySegment send = window(e.send(), bytes, "send");
                MemorySegment recv = window(e.recv(), bytes, "recv");
                calls.add(new Call(index, Routine.IALLTOALL, separate(send, recv), recv, per, type, null, -1, comm));
            }
            case SEND -> {
                int peer = CollectiveOp.checkRank(e.param(), ranks, "send peer");
                MemorySegment send = window(e.send(), bytes, "send");
                calls.add(new Call(index, Routine.ISEND, send, null, count, type, null, peer, comm));
            }
            case RECV -> {
                int peer = CollectiveOp.checkRank(e.param(), ranks, "recv peer");
                MemorySegment recv = window(e.recv(), bytes, "recv");
                calls.add(new Call(index, Routine.IRECV, null, recv, count, type, null, peer, comm));
            }
            case SEND_RECV -> {
                int target = CollectiveOp.sendRecvTarget(e.param());
                int source = CollectiveOp.sendRecvSource(e.param());
                MemorySegment recv = window(e.recv(), bytes, "recv");
                MemorySegment send = target != -1 ? window(e.send(), bytes, "send") : null;
                MemorySegment s = send == null ? null : separate(send, recv);
                if (target != -1) {
                    int peer = CollectiveOp.checkRank(target, ranks, "send_recv send peer");
                    calls.add(new Call(index, Routine.ISEND, s, null, count, type, null, peer, comm));
                }
                if (source != -1) {
                    int peer = CollectiveOp.checkRank(source, ranks, "send_recv receive peer");
                    calls.add(new Call(index, Routine.IRECV, null, recv, count, type, null, peer, comm));
                } else {
                    // As IREE does: a rank that receives nothing gets zeros.
                    before.add(() -> recv.fill((byte) 0));
                }
            }
        }
    }

    /** The host memory of a resolved range, checked to hold {@code needed} bytes; exactly that long. */
    private MemorySegment window(BufferRef ref, long needed, String which) {
        if (ref == null || ref.buffer() == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "the collective needs a %s buffer", which);
        }
        MemorySegment m = memory.apply(ref);
        if (m.byteSize() < needed) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "%s range (offset %d, length %d) is too small: the collective moves %d bytes",
                    which,
                    ref.offset(),
                    m.byteSize(),
                    needed);
        }
        return m.asSlice(0, needed);
    }

    /** Bytes of a resolved range (0 when there is none). */
    private long length(BufferRef ref) {
        return ref == null || ref.buffer() == null ? 0 : memory.apply(ref).byteSize();
    }

    /** A non-root reduce's receive range: unused by MPI, so any size (or none) is accepted. */
    private MemorySegment optionalWindow(BufferRef ref, long needed) {
        if (ref == null || ref.buffer() == null) {
            return MemorySegment.NULL;
        }
        MemorySegment m = memory.apply(ref);
        return m.asSlice(0, Math.min(needed, m.byteSize()));
    }

    /**
     * {@code send} itself when it does not overlap {@code recv} (MPI forbids aliased send and
     * receive buffers), else a copy made just before the batch is issued.
     */
    private MemorySegment separate(MemorySegment send, MemorySegment recv) {
        if (send.byteSize() == 0 || recv.byteSize() == 0 || recv.address() == 0) {
            return send;
        }
        long s0 = send.address();
        long s1 = s0 + send.byteSize();
        long r0 = recv.address();
        long r1 = r0 + recv.byteSize();
        if (s1 <= r0 || r1 <= s0) {
            return send;
        }
        MemorySegment copy = arena.allocate(send.byteSize(), 16);
        before.add(() -> MemorySegment.copy(send, 0, copy, 0, send.byteSize()));
        return copy;
    }

    // ---- reductions ----

    /** What MPI reduces: the buffers (f32 temporaries for 16-bit floats) and their element type. */
    private record Reduction(MemorySegment send, MemorySegment recv, CollectiveElementType type) {}

    /**
     * Plans a reduction of {@code count} result elements. {@code send} may hold more (reduce_scatter).
     * {@code hasResult}: this rank receives the result (all ranks, or the root of a reduce).
     */
    private Reduction reduction(
            CollectiveOp op, MemorySegment send, MemorySegment recv, long count, int ranks, boolean hasResult) {
        CollectiveElementType type = op.elementType();
        Mpi.op(op.reduction()); // a reducing collective without a reduction fails here, before any is issued
        boolean average = op.reduction() == CollectiveReduction.AVERAGE;
        if (type == CollectiveElementType.FLOAT_16 || type == CollectiveElementType.BFLOAT_16) {
            boolean bf16 = type == CollectiveElementType.BFLOAT_16;
            long sendCount = send.byteSize() / 2;
            MemorySegment wideSend = arena.allocate(sendCount * 4, 16);
            MemorySegment wideRecv = hasResult ? arena.allocate(count * 4, 16) : MemorySegment.NULL;
            before.add(() -> {
                for (long i = 0; i < sendCount; i++) {
                    short h = send.getAtIndex(I16, i);
                    wideSend.setAtIndex(F32, i, bf16 ? bf16ToFloat(h) : Float.float16ToFloat(h));
                }
            });
            if (hasResult) {
                after.add(() -> {
                    for (long i = 0; i < count; i++) {
                        float f = wideRecv.getAtIndex(F32, i);
                        if (average) {
                            f /= ranks;
                        }
                        recv.setAtIndex(I16, i, bf16 ? floatToBf16(f) : Float.floatToFloat16(f));
                    }
                });
            }
            return new Reduction(wideSend, wideRecv, CollectiveElementType.FLOAT_32);
        }
        if (average && hasResult) {
            after.add(() -> divide(recv, type, count, ranks));
        }
        return new Reduction(send, recv, type);
    }

    /** Divides {@code count} elements of {@code m} by {@code n} in place (the average after a sum). */
    static void divide(MemorySegment m, CollectiveElementType type, long count, int n) {
        for (long i = 0; i < count; i++) {
            switch (type) {
                case SINT_8 -> m.set(ValueLayout.JAVA_BYTE, i, (byte) (m.get(ValueLayout.JAVA_BYTE, i) / n));
                case UINT_8 ->
                    m.set(ValueLayout.JAVA_BYTE, i, (byte) (Byte.toUnsignedInt(m.get(ValueLayout.JAVA_BYTE, i)) / n));
                case SINT_16 -> m.setAtIndex(I16, i, (short) (m.getAtIndex(I16, i) / n));
                case UINT_16 -> m.setAtIndex(I16, i, (short) (Short.toUnsignedInt(m.getAtIndex(I16, i)) / n));
                case SINT_32 ->
                    m.setAtIndex(
                            ValueLayout.JAVA_INT_UNALIGNED, i, m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i) / n);
                case UINT_32 ->
                    m.setAtIndex(
                            ValueLayout.JAVA_INT_UNALIGNED,
                            i,
                            Integer.divideUnsigned(m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i), n));
                case SINT_64 ->
                    m.setAtIndex(
                            ValueLayout.JAVA_LONG_UNALIGNED, i, m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i) / n);
                case UINT_64 ->
                    m.setAtIndex(
                            ValueLayout.JAVA_LONG_UNALIGNED,
                            i,
                            Long.divideUnsigned(m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i), n));
                case FLOAT_32 -> m.setAtIndex(F32, i, m.getAtIndex(F32, i) / n);
                case FLOAT_64 ->
                    m.setAtIndex(
                            ValueLayout.JAVA_DOUBLE_UNALIGNED,
                            i,
                            m.getAtIndex(ValueLayout.JAVA_DOUBLE_UNALIGNED, i) / n);
                case FLOAT_16, BFLOAT_16 -> throw new IllegalStateException("16-bit floats are averaged in f32");
            }
        }
    }

    static float bf16ToFloat(short bits) {
        return Float.intBitsToFloat((bits & 0xFFFF) << 16);
    }

    /** f32 to bf16, rounding to nearest even; NaN stays a (quiet) NaN. */
    static short floatToBf16(float f) {
        int bits = Float.floatToRawIntBits(f);
        if (Float.isNaN(f)) {
            return (short) ((bits >>> 16) | 0x0040);
        }
        int rounding = 0x7FFF + ((bits >>> 16) & 1);
        return (short) ((bits + rounding) >>> 16);
    }
}
