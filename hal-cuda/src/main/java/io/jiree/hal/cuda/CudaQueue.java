package io.jiree.hal.cuda;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.Json;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Channel;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.Resource;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The CUDA device's queue (what hal-local's {@code AsyncQueue} is to a CPU device): one
 * non-blocking stream on which queue operations run in submission order once their waits are
 * satisfied: already reached, or reached by work already on this stream, or by another device's
 * work (then the stream waits on that device's event). Otherwise the submission is held until the
 * host or a later submission reaches the values, then issued by the queue's resume thread, never by
 * the thread that reached them (the completion thread must stay free to end a stuck collective).
 * Each submission that is issued records an event;
 * the completion queue signals the semaphores when the device finished it.
 */
final class CudaQueue {
    /** The work of one submission, issued on the stream. */
    @FunctionalInterface
    interface Work {
        void issue(CudaStreamCommandBuffer commands);
    }

    private final CudaDevice device;
    private final CudaDriverApi api;
    private final CudaContext context;
    private final MemorySegment stream;
    private final CudaCompletionQueue completions;
    private final Object submitLock = new Object();
    private PinnedStaging staging; // file reads (parameters); created on the first one
    // Held submissions whose waits were reached, in that order, issued by a thread of their own.
    private final ArrayDeque<Runnable> resumes = new ArrayDeque<>(); // guarded by itself
    private boolean resuming; // a thread runs resumes; guarded by resumes
    private volatile boolean closed;
    // The stream's track on the timeline that records it, and where its last span ended.
    private final Object traceLock = new Object();
    private Timeline traceOwner; // guarded by traceLock
    private long traceTrack;
    private long tracedUntil;

    /** Creates the stream on the device's context, which is current on this thread. */
    CudaQueue(CudaDevice device) {
        this.device = device;
        this.api = device.api();
        this.context = device.context();
        this.stream = api.streamCreate(CudaConstants.STREAM_NON_BLOCKING);
        this.completions = new CudaCompletionQueue(device);
    }

    /** The stream (CUstream) all queue work runs on. */
    MemorySegment stream() {
        return stream;
    }

    /** Turns this queue's completed events into signals; tests hold its monitor to keep work pending. */
    CudaCompletionQueue completions() {
        return completions;
    }

    /** Whether {@link #close} was called: submissions fail from then on. */
    boolean isClosed() {
        return closed;
    }

    /**
     * Issues {@code work} once {@code wait} is satisfied and signals {@code signal} when it finished
     * on the device. {@code retained} holds references released after completion (or on failure).
     * Errors while issuing at once are thrown; errors of held submissions fail {@code signal}.
     */
    void submit(
            String kind,
            SemaphoreList waitList,
            SemaphoreList signalList,
            Work work,
            List<? extends Resource> retained) {
        submit(kind, waitList, signalList, work, retained, List.of());
    }

    /**
     * As above, for work that issues collectives on {@code channels}: if the submission fails before
     * or while issuing them, they are aborted ({@link #abandon}).
     */
    void submit(
            String kind,
            SemaphoreList waitList,
            SemaphoreList signalList,
            Work work,
            List<? extends Resource> retained,
            List<Channel> channels) {
        SemaphoreList wait = waitList == null ? SemaphoreList.EMPTY : waitList;
        SemaphoreList signal = signalList == null ? SemaphoreList.EMPTY : signalList;
        JireeException failed = wait.firstFailure();
        if (failed != null) {
            abandon(channels, failed);
            signal.fail(failed.propagated());
            closeAll(retained);
            return;
        }
        List<Integer> pending = new ArrayList<>();
        List<Integer> onStream = new ArrayList<>();
        synchronized (submitLock) {
            if (closed) {
                JireeException e = JireeException.of(
                        StatusCode.FAILED_PRECONDITION,
                        "CUDA device %d was closed before this submission could run",
                        device.cudaInfo().ordinal());
                abandon(channels, e);
                signal.fail(e.propagated());
                closeAll(retained);
                throw e;
            }
            try {
                context.makeCurrent();
                for (int i = 0; i < wait.size(); i++) {
                    Semaphore s = wait.semaphore(i);
                    long value = wait.value(i);
                    boolean reached;
                    try {
                        reached = s.query() >= value;
                    } catch (JireeException e) {
                        reached = false; // failed meanwhile: the held path reports it
                    }
                    if (!reached) {
                        if (s instanceof CudaSemaphore cuda && cuda.waitOnStream(value, device, stream)) {
                            onStream.add(i);
                        } else {
                            pending.add(i);
                        }
                    }
                }
            } catch (RuntimeException raw) {
                // Neither issued nor held: the submission fails here, and lets go of what it holds.
                JireeException e = raw instanceof JireeException j
                        ? j
                        : CudaCompletionQueue.unexpected(raw, "ordering a submission after its waits");
                abandon(channels, e);
                signal.fail(e.propagated());
                closeAll(retained);
                throw e;
            }
            if (pending.isEmpty()) {
                issue(kind, wait, wait.subset(onStream), signal, work, retained, channels);
                return;
            }
        }
        hold(kind, wait, signal, work, retained, channels, pending);
    }

    /**
     * A submission that was to issue collectives on {@code channels} failed: its peers may already
     * wait in them, and this rank's next collectives would pair with theirs (with signatures alike,
     * a success on mixed data), so the channels are aborted: the peers fail at once, and this rank's
     * later use of them fails.
     */
    private void abandon(List<Channel> channels, JireeException cause) {
        if (!channels.isEmpty()) {
            device.abortChannels(
                    channels,
                    cause.code(),
                    "a submission of this rank that was to issue collectives on it failed: " + cause.getMessage());
        }
    }

    private void hold(
            String kind,
            SemaphoreList wait,
            SemaphoreList signal,
            Work work,
            List<? extends Resource> retained,
            List<Channel> channels,
            List<Integer> pending) {
        AtomicInteger remaining = new AtomicInteger(pending.size());
        AtomicBoolean failed = new AtomicBoolean();
        // The work reads its waits again when it resumes: their semaphores stay held until then,
        // so that none is handed out for another use meanwhile (a CPU device's FencePool).
        for (int i = 0; i < wait.size(); i++) {
            wait.semaphore(i).retain();
        }
        Runnable releaseWaits = () -> {
            for (int i = 0; i < wait.size(); i++) {
                wait.semaphore(i).close();
            }
        };
        Runnable resume = () -> {
            try {
                submit(kind, wait, signal, work, retained, channels);
            } catch (JireeException e) {
                signal.fail(e);
            } catch (RuntimeException | Error e) {
                signal.fail(CudaCompletionQueue.unexpected(e, "issuing a held submission"));
            } finally {
                releaseWaits.run();
            }
        };
        for (int i : pending) {
            Semaphore s = wait.semaphore(i);
            long value = wait.value(i);
            Consumer<JireeException> reached = error -> {
                if (error != null) {
                    if (failed.compareAndSet(false, true)) {
                        abandon(channels, error);
                        signal.fail(error);
                        closeAll(retained);
                        releaseWaits.run();
                    }
                } else if (remaining.decrementAndGet() == 0 && !failed.get()) {
                    // Not on the signalling thread: that may be the completion thread, which alone
                    // ends a stuck collective, and issuing may wait for the submission lock or the
                    // stream behind that collective.
                    resumeLater(resume);
                }
            };
            if (s instanceof HostSemaphore host) {
                host.whenReached(value, reached);
            } else {
                Thread.ofVirtual().start(() -> {
                    JireeException error = null;
                    try {
                        s.await(value, Timeout.infinite());
                    } catch (JireeException e) {
                        error = e;
                    } catch (RuntimeException e) {
                        error = CudaCompletionQueue.unexpected(e, "waiting for a held submission's wait");
                    }
                    reached.accept(error);
                });
            }
        }
    }

    /**
     * Runs {@code resume} on the queue's resume thread, after those queued before it, so held
     * submissions are issued in the order their waits were reached.
     */
    private void resumeLater(Runnable resume) {
        synchronized (resumes) {
            resumes.addLast(resume);
            if (resuming) {
                return;
            }
            resuming = true;
        }
        try {
            Thread.ofPlatform()
                    .daemon()
                    .name("jiree-cuda-resume-" + device.cudaInfo().ordinal())
                    .start(this::runResumes);
        } catch (OutOfMemoryError | RuntimeException e) {
            // No thread to be had: issuing here may wait, but the submissions still get issued.
            runResumes();
        }
    }

    /** Runs the queued resumes until none is left; each reports its own failure to its signals. */
    private void runResumes() {
        while (true) {
            Runnable next;
            synchronized (resumes) {
                next = resumes.pollFirst();
                if (next == null) {
                    resuming = false;
                    return;
                }
            }
            try {
                next.run();
            } catch (RuntimeException | Error ignored) {
                // resume fails its signals itself; nothing may stop the submissions queued after it.
            }
        }
    }

    /**
     * Issues work now; the caller holds the submission lock with the context current. {@code onStream}
     * are the waits ({@code wait}'s) left to stream order: work that fails to reach them fails this
     * work's signals too.
     */
    private void issue(
            String kind,
            SemaphoreList wait,
            SemaphoreList onStream,
            SemaphoreList signal,
            Work work,
            List<? extends Resource> retained,
            List<Channel> channels) {
        CudaStreamCommandBuffer commands = new CudaStreamCommandBuffer(device, stream);
        MemorySegment event;
        Timeline timeline = Timeline.active();
        long issued = timeline == null ? 0 : timeline.begin();
        try {
            try {
                work.issue(commands);
                event = api.eventCreate(CudaConstants.EVENT_DISABLE_TIMING);
                try {
                    api.eventRecord(event, stream);
                } catch (JireeException e) {
                    api.eventDestroy(event);
                    throw e;
                }
            } catch (JireeException e) {
                throw e;
            } catch (RuntimeException e) {
                throw CudaCompletionQueue.unexpected(e, "issuing " + kind + " work on the stream");
            }
        } catch (JireeException e) {
            if (timeline != null) {
                timeline.span("queue", kind, issued);
            }
            // Peers may wait in the collectives this submission did not issue.
            abandon(channels, e);
            // Collectives already issued may wait on peers forever: release them before waiting.
            if (!commands.issuedCollectives().isEmpty()) {
                device.abortCollectives(e.code(), e.getMessage());
                for (FlightRecorder.Record r : commands.issuedCollectives()) {
                    r.failed(e.getMessage());
                }
            }
            // What was issued before the failure may still read the staging memory.
            try {
                api.streamSynchronize(stream);
            } catch (JireeException ignored) {
                // The original error is the one to report.
            }
            if (commands.storage() != null) {
                commands.storage().close();
            }
            closeAll(retained);
            signal.fail(e.propagated());
            throw e;
        }
        if (timeline != null) {
            timeline.span("queue", kind, issued);
            commands.afterCompletion().add(deviceSpan(timeline, kind, issued, wait, signal, commands));
        }
        for (int i = 0; i < signal.size(); i++) {
            if (signal.semaphore(i) instanceof CudaSemaphore cuda) {
                cuda.addPending(signal.value(i), device, event);
            }
        }
        List<AutoCloseable> keepAlive = new ArrayList<>(retained);
        if (commands.storage() != null) {
            keepAlive.add(commands.storage()::close);
        }
        completions.enqueue(
                event,
                onStream,
                signal,
                List.copyOf(commands.afterCompletion()),
                keepAlive,
                List.copyOf(commands.issuedCollectives()));
    }

    /**
     * The submission's time on the device, recorded once the host sees it finished, on the stream's
     * track: from its issue (or the previous submission's end: the stream runs one at a time) to now,
     * with its collectives inside and arrows from the work it waited for and to the work that waits
     * for it. Without timing events the device's own start and end are not known: these are the
     * host's view, late by the completion thread's reaction time.
     */
    private Runnable deviceSpan(
            Timeline timeline,
            String kind,
            long issued,
            SemaphoreList wait,
            SemaphoreList signal,
            CudaStreamCommandBuffer commands) {
        List<FlightRecorder.Record> collectives = List.copyOf(commands.issuedCollectives());
        return () -> {
            long end = System.nanoTime();
            long track;
            long start;
            synchronized (traceLock) {
                if (traceOwner != timeline) {
                    traceOwner = timeline;
                    traceTrack = timeline.track(
                            "CUDA stream of device " + device.cudaInfo().ordinal());
                    tracedUntil = 0;
                }
                track = traceTrack;
                start = Math.min(end, Math.max(issued, tracedUntil));
                tracedUntil = end;
            }
            for (int i = 0; i < wait.size(); i++) {
                timeline.flowInOn(track, kind, Timeline.flowId(wait.semaphore(i).flowKey(), wait.value(i)), start);
            }
            timeline.spanOn(track, "stream", kind, start, end, null);
            for (FlightRecorder.Record r : collectives) {
                StringBuilder args = new StringBuilder("{\"op\":");
                Json.quote(args, r.describe()).append(",\"elements\":").append(r.elementCount());
                args.append(",\"channel\":");
                Json.quote(args, r.channel())
                        .append(",\"seq\":")
                        .append(r.sequence())
                        .append('}');
                timeline.spanOn(track, "collective", r.kind(), start, end, args.toString());
            }
            for (int i = 0; i < signal.size(); i++) {
                timeline.flowOutOn(
                        track,
                        kind,
                        Timeline.flowId(signal.semaphore(i).flowKey(), signal.value(i)),
                        Math.max(start, end - 1));
            }
        };
    }

    private static void closeAll(List<? extends Resource> resources) {
        for (Resource r : resources) {
            r.close();
        }
    }

    /**
     * {@code bytes} of device memory for a queue alloca: stream-ordered where the device has memory
     * pools, so it is usable by everything issued after it on the stream, which includes the
     * waiters on the alloca's signal.
     */
    long allocate(long bytes) {
        synchronized (submitLock) {
            context.makeCurrent();
            return device.supportsMemoryPools() ? api.memAllocAsync(bytes, stream) : api.memAlloc(bytes);
        }
    }

    /** The pinned slots file reads stage through; created on the first read. */
    synchronized PinnedStaging staging() {
        if (staging == null) {
            staging = new PinnedStaging(api);
        }
        return staging;
    }

    // ---- host transfers (device_transfer_d2h / h2d), after all queued work ----

    /** Copies {@code target.byteSize()} bytes from {@code source} at {@code offset} after all queued work. */
    void transferToHost(Buffer source, long offset, MemorySegment target) {
        long length = BufferValidation.range(source.byteLength(), offset, target.byteSize());
        long pointer = CudaBuffer.devicePointer(source, offset);
        afterQueuedWork(arena -> {
            boolean direct = target.isNative();
            MemorySegment bounce = direct ? target : arena.allocate(Math.max(1, length));
            api.memcpyDtoH(bounce, pointer, length);
            if (!direct) {
                MemorySegment.copy(bounce, 0, target, 0, length);
            }
        });
    }

    /** Copies {@code source} into {@code target} at {@code offset} after all queued work. */
    void transferFromHost(MemorySegment source, Buffer target, long offset) {
        long length = BufferValidation.range(target.byteLength(), offset, source.byteSize());
        long pointer = CudaBuffer.devicePointer(target, offset);
        afterQueuedWork(arena -> {
            MemorySegment bounce = source;
            if (!source.isNative()) {
                bounce = arena.allocate(Math.max(1, length));
                MemorySegment.copy(source, 0, bounce, 0, length);
            }
            api.memcpyHtoD(pointer, bounce, length);
        });
    }

    /**
     * Runs a host copy once the stream has finished all queued work, holding the queue so nothing
     * is issued meanwhile; {@code arena} is for native bounce memory.
     */
    private void afterQueuedWork(Consumer<Arena> copy) {
        synchronized (submitLock) {
            device.makeCurrent();
            api.streamSynchronize(stream);
            try (Arena arena = Arena.ofConfined()) {
                copy.accept(arena);
            }
        }
    }

    /**
     * Stops the queue: later submissions fail (held ones fail their semaphores), work already on
     * the stream finishes and is completed, then the stream is destroyed. True for the call that
     * stopped it, false when it was stopped already.
     */
    boolean close() {
        synchronized (submitLock) {
            if (closed) {
                return false;
            }
            closed = true;
            try {
                context.makeCurrent();
                api.streamSynchronize(stream);
            } catch (JireeException ignored) {
                // Closing goes on: the semaphores of failed work were already failed.
            }
        }
        completions.drain();
        completions.close();
        synchronized (submitLock) {
            try {
                context.makeCurrent();
                if (staging != null) {
                    staging.close();
                }
                api.streamDestroy(stream);
            } catch (JireeException ignored) {
                // The context release that follows frees what is left.
            }
        }
        return true;
    }
}
