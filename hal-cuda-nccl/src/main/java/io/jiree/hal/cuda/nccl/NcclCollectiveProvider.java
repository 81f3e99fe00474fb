package io.jiree.hal.cuda.nccl;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.JobBootstrap;
import io.jiree.hal.cuda.CollectiveProvider;
import io.jiree.hal.cuda.CudaBuffer;
import io.jiree.hal.cuda.CudaDevice;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * NCCL collectives for the CUDA driver (found through ServiceLoader; having this module on the
 * class path is IREE's {@code IREE_HAL_DRIVER_CUDA_NCCL} option). Channels are NCCL
 * communicators; a batch is flushed as one NCCL group on the device's stream. Default rank and
 * count come from the SPMD environment ({@link SpmdEnvironment}), the default id from NCCL itself
 * through {@code NCCL_COMM_ID}; under an MPI launcher without {@code NCCL_COMM_ID} and
 * {@code IREE_SPMD_NPROCS}, rank and count come from the MPI job and rank 0's unique id is broadcast
 * to the others ({@link JobBootstrap}, provided by hal-mpi). NCCL is loaded on the first channel, never before.
 */
public final class NcclCollectiveProvider implements CollectiveProvider {
    private final Environment environment;
    private final Supplier<Optional<JobBootstrap>> bootstrap;
    private final Set<NcclCommunicator> live = ConcurrentHashMap.newKeySet();
    // Channels other than the default one, numbered in creation order (the same on every rank of a
    // program that creates them in the same order), for the flight recorder.
    private final AtomicInteger created = new AtomicInteger();
    private volatile JobControl control; // the side line to the job's other ranks, once joined
    // The default channel, made once and shared: compiled programs create it in every call that
    // runs a collective, and each NCCL communicator costs a rendezvous and ncclCommInitRank (tens of
    // milliseconds). Holds one reference of its own until close(); made anew once aborted.
    private NcclChannel defaultChannel; // guarded by this
    private NcclAgreement agreement; // guarded by this; the device's signature buffers

    public NcclCollectiveProvider() {
        this(Environment.system());
    }

    NcclCollectiveProvider(Environment environment) {
        this(environment, JobBootstrap::find);
    }

    NcclCollectiveProvider(Environment environment, Supplier<Optional<JobBootstrap>> bootstrap) {
        this.environment = environment;
        this.bootstrap = bootstrap;
    }

    @Override
    public String name() {
        return "nccl";
    }

    @Override
    public Channel createChannel(CudaDevice device, long queueAffinity, ChannelParams params) {
        if (!isDefault(params)) {
            return makeChannel(device, queueAffinity, params);
        }
        synchronized (this) {
            if (defaultChannel != null && defaultChannel.communicator().isAborted()) {
                NcclChannel failed = defaultChannel;
                defaultChannel = null;
                failed.close();
            }
            if (defaultChannel == null) {
                defaultChannel = (NcclChannel) makeChannel(device, queueAffinity, params);
            }
            return RefCounted.retained(defaultChannel);
        }
    }

    /** Releases the shared default channel; the device calls it before its queue and context go. */
    @Override
    public void close() {
        NcclChannel channel;
        synchronized (this) {
            channel = defaultChannel;
            defaultChannel = null;
        }
        if (channel != null) {
            channel.close();
        }
    }

    /**
     * Frees the signature buffers, once the device's queue completed all its work: until then the
     * stream may still write them and the completion thread read them in a check.
     */
    @Override
    public void queueClosed() {
        NcclAgreement signatures;
        synchronized (this) {
            signatures = agreement;
            agreement = null;
        }
        if (signatures != null) {
            signatures.close();
        }
    }

    /** The agreement check of this provider's device, made on its first group. */
    private synchronized NcclAgreement agreement(CudaDevice device) {
        if (agreement == null) {
            agreement = new NcclAgreement(device.api());
        }
        return agreement;
    }

    private static boolean isDefault(ChannelParams params) {
        return params.rank() == Channel.RANK_DEFAULT
                && params.count() == Channel.COUNT_DEFAULT
                && (params.id() == null || params.id().length == 0);
    }

    private Channel makeChannel(CudaDevice device, long queueAffinity, ChannelParams params) {
        int participants = Long.bitCount(queueAffinity);
        if (participants != 64 && participants != 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "exactly one participant is allowed in a channel but %d were specified",
                    participants);
        }
        int rank = params.rank();
        int count = params.count();
        boolean isDefault = isDefault(params);
        String name = isDefault ? FlightRecorder.DEFAULT_CHANNEL : "channel" + created.incrementAndGet();
        Duration timeout = NcclCommunicator.timeoutFrom(environment);
        byte[] explicitId = params.id();
        boolean needsId = explicitId == null || explicitId.length == 0;
        boolean needsRanks = rank == Channel.RANK_DEFAULT || count == Channel.COUNT_DEFAULT;
        Optional<JobBootstrap> job = (needsId || needsRanks) ? launcherBootstrap() : Optional.empty();
        if (job.isPresent()) {
            // Under an MPI launcher without NCCL_COMM_ID: ranks from the job, the id from rank 0.
            JobBootstrap b = job.get();
            rank = rank == Channel.RANK_DEFAULT ? b.rank() : rank;
            count = count == Channel.COUNT_DEFAULT ? b.size() : count;
            Nccl nccl = Nccl.get();
            byte[] id = explicitId;
            if (needsId) {
                id = b.rank() == 0 ? NcclCommunicator.uniqueId(nccl) : new byte[Nccl.UNIQUE_ID_BYTES];
                b.broadcast(id, 0);
            }
            return channel(device, nccl, id, rank, count, timeout, name, isDefault);
        }
        if (rank == Channel.RANK_DEFAULT || count == Channel.COUNT_DEFAULT) {
            Optional<SpmdEnvironment> spmd = SpmdEnvironment.from(environment);
            if (spmd.isEmpty()) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "a default collective channel was requested but %s is not set; set %s, %s and %s on "
                                + "every rank (or launch with mpirun)",
                        SpmdEnvironment.NPROCS,
                        SpmdEnvironment.NPROCS,
                        SpmdEnvironment.PROCID,
                        CommId.VARIABLE);
            }
            rank = rank == Channel.RANK_DEFAULT ? spmd.get().rank() : rank;
            count = count == Channel.COUNT_DEFAULT ? spmd.get().count() : count;
        }
        // Loaded only now: a process that never asks for a channel never touches NCCL.
        Nccl nccl = Nccl.get();
        byte[] id = params.id();
        if (id == null || id.length == 0) {
            // NCCL derives the same id on every rank from NCCL_COMM_ID; without it ids would differ.
            // One rank meets no one: NCCL's own id will do, and no port is needed.
            Optional<String> commId = environment.get(CommId.VARIABLE);
            if (commId.isEmpty() && count != 1) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "a collective channel of %d ranks without an explicit id needs %s=host:port (the same on "
                                + "every rank)",
                        count,
                        CommId.VARIABLE);
            }
            if (commId.isPresent()) {
                CommId address = CommId.parse(CommId.VARIABLE, commId.get());
                // Every rank agrees on the rank count and holds a distinct rank before NCCL starts, so
                // a mismatch is reported on every rank instead of a hang.
                JobControl joined = Rendezvous.check(address, rank, count, timeout);
                if (joined != null) {
                    JobControl previous = control;
                    control = joined;
                    if (previous != null) {
                        previous.close(); // a channel made again: the job met anew, the old line is done
                    }
                }
            }
            id = NcclCommunicator.uniqueId(nccl);
        } else if (id.length != Nccl.UNIQUE_ID_BYTES) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "NCCL ID must be %d bytes matching the ncclUniqueId struct but caller provided %d bytes",
                    Nccl.UNIQUE_ID_BYTES,
                    id.length);
        }
        return channel(device, nccl, id, rank, count, timeout, name, isDefault);
    }

    private Channel channel(
            CudaDevice device,
            Nccl nccl,
            byte[] id,
            int rank,
            int count,
            Duration timeout,
            String name,
            boolean isDefault) {
        if (id.length != Nccl.UNIQUE_ID_BYTES) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "NCCL ID must be %d bytes matching the ncclUniqueId struct but caller provided %d bytes",
                    Nccl.UNIQUE_ID_BYTES,
                    id.length);
        }
        if (isAllZero(id)) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "no default NCCL ID specified (all zeros)");
        }
        if (isDefault) {
            FlightRecorder.get().identify(rank, count);
        }
        return new NcclChannel(
                NcclCommunicator.create(nccl, id, rank, count, timeout),
                null,
                live,
                device::makeCurrent,
                device::makeContextCurrent,
                name);
    }

    /**
     * The launcher's job, when the NCCL id and ranks should come from it as IREE's runtime does:
     * an MPI launcher started this process, neither {@code NCCL_COMM_ID} nor {@code IREE_SPMD_NPROCS}
     * is set (those keep working as before), and a {@link JobBootstrap} (hal-mpi) is on the class path.
     */
    private Optional<JobBootstrap> launcherBootstrap() {
        if (!SpmdRanks.startedByMpiLauncher(environment)
                || environment.get(CommId.VARIABLE).isPresent()
                || environment.get(SpmdRanks.NPROCS).isPresent()) {
            return Optional.empty();
        }
        SpmdRanks.from(environment); // malformed launcher variables are reported before MPI starts
        return bootstrap.get();
    }

    /**
     * Polls NCCL's asynchronous error of every open channel of this provider, throwing the first
     * (and aborting that communicator, which releases its peers). Meant for the wait loop of a
     * fence or semaphore that depends on collective work, so a dead peer ends the wait instead of
     * hanging it.
     */
    public void checkAsyncErrors() {
        for (NcclCommunicator c : live) {
            // One being closed stays here while it finalizes (abortAll must reach it), but it is
            // no failure of the work in flight: skipped, atomically with taking its handle.
            c.checkAsyncErrorIfOpen();
        }
    }

    /** Where the job's other ranks are on the channel of {@code stuck}, asked over the side line. */
    @Override
    public Optional<PeerReport> whereArePeers(FlightRecorder.Record stuck) {
        JobControl c = control;
        if (c == null) {
            return Optional.empty();
        }
        PeerReport report = c.whereAreThePeers(stuck);
        return report.text().isEmpty() ? Optional.empty() : Optional.of(report);
    }

    /** Aborts every open channel of this provider (a wait on collective work timed out). */
    public void abortAll(String reason) {
        abortAll(StatusCode.ABORTED, reason);
    }

    @Override
    public void abortAll(StatusCode code, String reason) {
        for (NcclCommunicator c : live) {
            c.abort(code, reason);
        }
    }

    @Override
    public void abort(Channel channel, StatusCode code, String reason) {
        // A communicator of one rank has no peer to wait in its collectives or pair with later ones.
        if (channel instanceof NcclChannel nccl && nccl.communicator().count() > 1) {
            nccl.communicator().abort(code, reason);
        }
    }

    /** The collective timeout ({@link io.jiree.base.CollectiveTimeout}). */
    @Override
    public Optional<Duration> collectiveTimeout() {
        return Optional.of(NcclCommunicator.timeoutFrom(environment));
    }

    @Override
    public String collectiveTimeoutSetting() {
        return CollectiveTimeout.SETTING;
    }

    /**
     * The node-local rank a launcher such as mpirun exports ({@link SpmdEnvironment#defaultDeviceIndex()});
     * empty otherwise, and when the SPMD variables are malformed (creating a channel reports that).
     */
    @Override
    public OptionalInt defaultDeviceIndex() {
        try {
            return SpmdRanks.from(environment).map(SpmdRanks::localRank).orElse(OptionalInt.empty());
        } catch (JireeException e) {
            return OptionalInt.empty();
        }
    }

    private static boolean isAllZero(byte[] id) {
        for (byte b : id) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<FlightRecorder.Record> flush(
            CudaDevice device, CollectiveBatch batch, MemorySegment stream, List<Runnable> afterCompletion) {
        if (batch.isEmpty()) {
            return List.of();
        }
        List<NcclOp> ops = new ArrayList<>(batch.size());
        List<CollectiveBatch.Entry> entries = batch.entries();
        for (int i = 0; i < entries.size(); i++) {
            CollectiveBatch.Entry e = entries.get(i);
            try {
                ops.add(toOp(e));
            } catch (JireeException ex) {
                throw ex.annotate("in collective batch entry " + i + " of " + entries.size() + ": " + e.op());
            }
        }
        List<FlightRecorder.Record> records = new ArrayList<>(entries.size());
        for (CollectiveBatch.Entry e : entries) {
            NcclChannel channel = (NcclChannel) e.channel();
            records.add(e.op().record(channel.track(), e.param(), e.elementCount(), channel.rank(), channel.count()));
        }
        try {
            NcclBatch.flush(
                    Nccl.get(),
                    ops,
                    records,
                    stream,
                    (address, bytes) -> device.api().memsetD8Async(address, (byte) 0, bytes, stream),
                    agreement(device),
                    afterCompletion);
        } catch (JireeException ex) {
            for (FlightRecorder.Record r : records) {
                r.failed(ex.getMessage());
            }
            throw FlightRecorder.dumpOnce(ex);
        }
        for (FlightRecorder.Record r : records) {
            r.started();
        }
        // An abort while the group is on the stream (another submission's failure, a timeout, a
        // mismatch found by other work) ends its kernels as if they had finished: no result then.
        Set<NcclCommunicator> comms = new LinkedHashSet<>();
        for (NcclOp op : ops) {
            comms.add(op.communicator());
        }
        String what = records.get(0).describe() + (records.size() > 1 ? " and " + (records.size() - 1) + " more" : "");
        afterCompletion.add(() -> {
            for (NcclCommunicator c : comms) {
                c.checkNotAborted(what);
            }
        });
        return records;
    }

    private static NcclOp toOp(CollectiveBatch.Entry e) {
        if (!(e.channel() instanceof NcclChannel channel)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "channel %s was not created by the NCCL provider; create it on the CUDA device",
                    e.channel());
        }
        CollectiveKind kind = e.op().kind();
        int n = channel.count();
        long count = e.elementCount();
        if (kind == CollectiveKind.ALL_GATHER) {
            count = CollectiveOp.allGatherPerRankCount(
                    count,
                    n,
                    available(e.send()),
                    available(e.recv()),
                    e.op().elementType().byteCount());
        }
        long bytes = count * e.op().elementType().byteCount();
        long sendBytes = switch (kind) {
            case REDUCE_SCATTER -> bytes * n;
            case RECV -> 0;
            default -> bytes;
        };
        long recvBytes = switch (kind) {
            case ALL_GATHER -> bytes * n;
            case SEND -> 0;
            default -> bytes;
        };
        long send = address(e.send(), sendBytes, "send");
        long recv = address(e.recv(), recvBytes, "recv");
        return new NcclOp(channel.communicator(), e.op(), e.param(), send, recv, count);
    }

    /** Bytes of a resolved range (0 when there is none). */
    private static long available(BufferRef ref) {
        if (ref == null || ref.buffer() == null) {
            return 0;
        }
        return ref.length() == Buffer.WHOLE_BUFFER ? ref.buffer().byteLength() - ref.offset() : ref.length();
    }

    /** The device address of a resolved range, checked to hold {@code needed} bytes. */
    private static long address(BufferRef ref, long needed, String which) {
        if (ref == null || ref.buffer() == null) {
            if (needed > 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "the collective needs a %s buffer", which);
            }
            return 0;
        }
        Buffer buffer = ref.buffer();
        long available = ref.length() == Buffer.WHOLE_BUFFER ? buffer.byteLength() - ref.offset() : ref.length();
        if (ref.offset() < 0 || available < needed || ref.offset() + available > buffer.byteLength()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "%s range (offset %d, length %d) of a %d-byte buffer is too small: the collective moves %d bytes",
                    which,
                    ref.offset(),
                    available,
                    buffer.byteLength(),
                    needed);
        }
        return CudaBuffer.devicePointer(buffer, ref.offset());
    }
}
