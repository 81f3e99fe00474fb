package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.Allocator;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.Fence;
import io.jiree.hal.FencePool;
import io.jiree.hal.GlobPattern;
import io.jiree.hal.HalFile;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.RecordingCommandBuffer;
import io.jiree.hal.Resource;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.function.Consumer;

/**
 * A CPU device. {@code local-sync} runs queue operations on the calling thread: wait, execute,
 * then signal (or fail the signal semaphores with the error, which is also thrown).
 * {@code local-task} issues them once their waits are reached and runs them — up to one per
 * worker at a time, side by side when no semaphore orders them — on its queue threads, or on a
 * thread blocked waiting for them ({@link AsyncQueue}), reporting failures through the signal
 * semaphores only; its dispatch workgroups run on a worker pool.
 * Argument errors found before issue (bad ranges, usage, unfinished command buffers) are
 * thrown on both and leave the signal semaphores untouched: nothing was queued.
 */
final class LocalDevice implements Device {
    private final String identifier;
    private final DeviceInfo info;
    private final HostAllocator hostAllocator = new HostAllocator();
    private volatile Allocator allocator = hostAllocator;
    private final WorkgroupScheduler scheduler;
    private final CommandExecutor executor;
    private final LocalExecutableCache executableCache;
    private final Object queueLock = new Object();
    // local-sync's operations for callers on virtual threads (see PlatformRunner).
    private final PlatformRunner onPlatform = new PlatformRunner("jiree-local-sync");
    private final AsyncQueue asyncQueue;
    private final HostCollectives collectives;
    private final FencePool fences = new FencePool(this);

    /**
     * A device with {@code workerCount} dispatch workers (the thread running a submission among
     * them), idle workers spinning {@code spinNanos} before they park; {@code async} queues as
     * local-task does.
     */
    LocalDevice(String identifier, int workerCount, long spinNanos, boolean async) {
        this(identifier, workerCount, spinNanos, async, HostCollectives.system());
    }

    /** As above, with where multi-process collectives come from given (tests). */
    LocalDevice(String identifier, int workerCount, long spinNanos, boolean async, HostCollectives collectives) {
        this.identifier = identifier;
        this.collectives = collectives;
        this.info = new DeviceInfo(0, "", identifier);
        this.scheduler = new WorkgroupScheduler(workerCount, spinNanos);
        this.executor = new CommandExecutor(scheduler, collectives);
        this.executableCache = new LocalExecutableCache(
                identifier,
                workerCount,
                LocalExecutableCache.withServices(List.of(new EmbeddedElfLoader(), new SystemLibraryLoader())));
        this.asyncQueue = async ? new AsyncQueue(workerCount) : null;
        collectives.prepare();
    }

    LocalDevice(String identifier, int workerCount) {
        this(identifier, workerCount, 0, false);
    }

    int workerCount() {
        return scheduler.workerCount();
    }

    @Override
    public String identifier() {
        return identifier;
    }

    @Override
    public DeviceInfo info() {
        return info;
    }

    @Override
    public Allocator allocator() {
        return allocator;
    }

    /** Queue allocas and the VM's allocations come from {@code allocator} from now on. */
    @Override
    public void replaceAllocator(Allocator allocator) {
        this.allocator = allocator;
    }

    @Override
    public long queryI64(String category, String key) {
        switch (category) {
            case "hal.device.id" -> {
                return GlobPattern.matches(key, identifier) ? 1 : 0;
            }
            case "hal.executable.format" -> {
                return executableCache.canPrepareFormat(0, key) ? 1 : 0;
            }
            case "hal.device" -> {
                if (key.equals("concurrency")) {
                    return 1;
                }
            }
            case "hal.dispatch" -> {
                if (key.equals("concurrency")) {
                    return scheduler.workerCount();
                }
            }
            case "hal.cpu" -> {
                Long v = CpuFeatures.lookup(key);
                if (v == null) {
                    throw JireeException.of(StatusCode.NOT_FOUND, "CPU feature '%s' unknown on x86_64", key);
                }
                return v;
            }
            default -> {}
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND, "unknown device configuration key value '%s :: %s'", category, key);
    }

    @Override
    public CommandBuffer createCommandBuffer(int mode, int categories, long queueAffinity, int bindingCapacity) {
        return new RecordingCommandBuffer(mode, categories, queueAffinity, bindingCapacity);
    }

    @Override
    public Semaphore createSemaphore(long initialValue, long flags) {
        return asyncQueue != null ? new QueueSemaphore(initialValue, asyncQueue) : new HostSemaphore(initialValue);
    }

    @Override
    public Fence createFence() {
        return fences.create();
    }

    @Override
    public Channel createChannel(long queueAffinity, ChannelParams params) {
        int participants = Long.bitCount(queueAffinity);
        if (participants != 64 && participants != 1) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "exactly one participant is allowed in a channel but %d were specified",
                    participants);
        }
        return collectives.createChannel(params);
    }

    @Override
    public ExecutableCache executableCache() {
        return executableCache;
    }

    /**
     * Runs {@code body} after {@code wait} and then signals {@code signal}. {@code held} are
     * references the operation owns (taken by the caller) to everything it touches; they are
     * dropped exactly once when it has finished, also when the body is skipped because a wait
     * failed, so whatever the caller does with its own references meanwhile, nothing the
     * operation uses is freed before it is done. Inline: waits on this thread and rethrows
     * failures after failing the signal list. Async: returns at once; failures only fail the
     * signal list.
     */
    private void queueOp(String kind, SemaphoreList wait, SemaphoreList signal, Runnable body, Held held) {
        SemaphoreList w = wait == null ? SemaphoreList.EMPTY : wait;
        SemaphoreList s = signal == null ? SemaphoreList.EMPTY : signal;
        Timeline timeline = Timeline.active();
        if (timeline != null) {
            body = traced(timeline, kind, w, s, body); // an alloca too: its signal starts arrows
        }
        if (asyncQueue != null) {
            // Issued operations may run side by side: the executor and scheduler are thread-safe.
            asyncQueue.submit(w, s, body == NOTHING ? null : body, held);
            return;
        }
        try {
            w.await(Timeout.infinite());
            synchronized (queueLock) {
                if (Thread.currentThread().isVirtual()) {
                    onPlatform.run(body);
                } else {
                    body.run();
                }
            }
        } catch (Throwable e) {
            JireeException status = Failures.asStatus(e, "a queue operation");
            s.fail(status);
            throw status;
        } finally {
            held.run();
        }
        s.signal();
    }

    private static final Runnable NOTHING = () -> {};

    /**
     * {@code body} recorded on the timeline as a span on the thread that runs it, with flow arrows
     * in from the operations that signal what it waited on and out to those that wait on what it signals.
     */
    private static Runnable traced(Timeline t, String kind, SemaphoreList wait, SemaphoreList signal, Runnable body) {
        return () -> {
            long start = t.begin();
            for (int i = 0; i < wait.size(); i++) {
                t.flowIn(kind, Timeline.flowId(wait.semaphore(i).flowKey(), wait.value(i)), start);
            }
            try {
                body.run();
            } finally {
                long end = System.nanoTime();
                for (int i = 0; i < signal.size(); i++) {
                    t.flowOut(
                            kind,
                            Timeline.flowId(signal.semaphore(i).flowKey(), signal.value(i)),
                            Math.max(start, end - 1));
                }
                t.span("queue", kind, start, end, null);
            }
        };
    }

    @Override
    public Buffer queueAlloca(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            BufferParams params,
            long allocationSize,
            long flags) {
        // Host memory is allocated now; the buffer becomes usable once the signal is reached.
        // Bad arguments are only thrown; an allocation that fails fails the signals too.
        HostAllocator.checkRequest(params, allocationSize);
        Buffer buffer;
        try {
            // The device's own allocator keeps what deallocas give back; a replaced one (statistics,
            // --device_allocator) allocates as it does for any buffer, as IREE's devices do.
            Allocator from = allocator;
            Buffer allocated = from == hostAllocator
                    ? hostAllocator.allocateTransient(params, allocationSize)
                    : from.allocate(params, allocationSize);
            if (!(allocated instanceof AbstractBuffer backing)) {
                throw new JireeException(
                        StatusCode.INTERNAL, "the device's allocator made a buffer that is not a HAL AbstractBuffer");
            }
            buffer = new TransientBuffer(this, backing);
        } catch (JireeException e) {
            if (signal != null) {
                signal.fail(e);
            }
            throw e;
        }
        queueOp("alloca", wait, signal, NOTHING, Held.NONE);
        return buffer;
    }

    @Override
    public void queueDealloca(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer buffer, long flags) {
        if (buffer == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "queue dealloca needs a buffer");
        }
        // A transient buffer of this device gives its memory back once the waits are reached; any
        // other buffer is freed with its last reference, so for it this is a barrier.
        Runnable body = buffer instanceof TransientBuffer t && t.device() == this ? t::decommit : NOTHING;
        queueOp("dealloca", wait, signal, body, Held.buffer(buffer));
    }

    private static Buffer require(Buffer buffer, String what) {
        if (buffer == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "queue operation needs a %s buffer", what);
        }
        return buffer;
    }

    /** Runs a one-off transfer command through the same validation and executor as command buffers. */
    private void transfer(SemaphoreList wait, SemaphoreList signal, Consumer<CommandBuffer> record) {
        RecordingCommandBuffer cb =
                new RecordingCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, QueueAffinity.ANY, 0);
        try {
            cb.begin();
            record.accept(cb);
            cb.end();
        } catch (JireeException e) {
            cb.close();
            throw e;
        }
        // The command buffer holds references to the buffers it names until it is closed.
        queueOp("transfer", wait, signal, () -> executor.execute(cb, BindingTable.EMPTY), new Held(1).add(cb));
    }

    @Override
    public void queueFill(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer target,
            long targetOffset,
            long length,
            long pattern,
            int patternLength,
            long flags) {
        transfer(
                wait,
                signal,
                cb -> cb.fillBuffer(
                        BufferRef.of(require(target, "target"), targetOffset, length), pattern, patternLength, flags));
    }

    @Override
    public void queueUpdate(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            MemorySegment source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        transfer(
                wait,
                signal,
                cb -> cb.updateBuffer(
                        source, sourceOffset, BufferRef.of(require(target, "target"), targetOffset, length), flags));
    }

    @Override
    public void queueCopy(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        transfer(
                wait,
                signal,
                cb -> cb.copyBuffer(
                        BufferRef.of(require(source, "source"), sourceOffset, length),
                        BufferRef.of(require(target, "target"), targetOffset, length),
                        flags));
    }

    @Override
    public void queueExecute(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            CommandBuffer commandBuffer,
            BindingTable bindingTable,
            long flags) {
        if (commandBuffer != null && !(commandBuffer instanceof RecordingCommandBuffer)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "command buffer was not created by a CPU device and cannot be executed here");
        }
        RecordingCommandBuffer cb = (RecordingCommandBuffer) commandBuffer;
        BindingTable table = bindingTable == null ? BindingTable.EMPTY : bindingTable;
        // The submission owns its command buffer and every buffer of its binding table until done.
        Held held = new Held(2 * table.size() + 2);
        // Collectives not issued, whether refused here or never run, are abandoned when it lets go.
        CollectiveExecution execution =
                cb != null && !cb.channels().isEmpty() ? new CollectiveExecution(cb, table) : null;
        if (execution != null) {
            held.add(execution);
        }
        try {
            if (cb != null) {
                cb.checkSubmittable();
                held.add(RefCounted.retained(cb));
            }
            List<BufferBinding> bindings = table.bindings();
            for (int i = 0; i < bindings.size(); i++) {
                held.addBuffer(bindings.get(i).buffer());
            }
        } catch (JireeException e) {
            held.run();
            throw e;
        }
        if (execution != null) {
            queueOp("execute", wait, signal, execution, held);
            return;
        }
        queueOp(
                "execute",
                wait,
                signal,
                () -> {
                    if (cb != null) {
                        executor.execute(cb, table);
                    }
                },
                held);
    }

    /**
     * The execution of a command buffer with collectives. Should it never run (its wait failed, the
     * device closed first), this rank never issues them while its peers may wait in them: when the
     * submission lets go of what it holds, their channels are abandoned (HostCollectives#abandon).
     */
    private final class CollectiveExecution implements Runnable, Resource {
        private final RecordingCommandBuffer cb;
        private final BindingTable table;
        private volatile boolean ran;

        CollectiveExecution(RecordingCommandBuffer cb, BindingTable table) {
            this.cb = cb;
            this.table = table;
        }

        @Override
        public void run() {
            ran = true; // a failure from here on is the execution's to report (ExecutionPlan)
            executor.execute(cb, table);
        }

        @Override
        public void retain() {}

        @Override
        public void close() {
            if (!ran) {
                executor.abandonCollectives(
                        cb.channels(),
                        new JireeException(
                                StatusCode.ABORTED,
                                "a submission with collectives did not run (it was refused, what it waited on failed, "
                                        + "or the device closed), so this rank never issues them"));
            }
        }
    }

    @Override
    public void queueWrite(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            HalFile target,
            long targetOffset,
            long length,
            long flags) {
        BufferValidation.queueUse(require(source, "source"), BufferUsage.TRANSFER_SOURCE, MemoryAccess.READ);
        long len = BufferValidation.range(source.byteLength(), sourceOffset, length);
        if (target == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "queue write needs a target file");
        }
        MemorySegment bytes = target.range(MemoryAccess.WRITE, targetOffset, len);
        queueOp("write", wait, signal, () -> source.read(sourceOffset, bytes), Held.buffer(source));
    }

    // How long close waits for queued work before it leaves the freeing to that work's end.
    long closeWaitNanos = AsyncQueue.DEFAULT_CLOSE_WAIT_NANOS;

    @Override
    public void close() {
        fences.close();
        onPlatform.close();
        if (asyncQueue == null) {
            synchronized (queueLock) { // an operation running on another thread ends first
                freeMemory();
            }
        } else if (!asyncQueue.close(closeWaitNanos)) {
            // An operation still runs (its caller stopped waiting): its workgroups still use the
            // scheduler's memory and their buffers, which go when it ends, not under it.
            Thread.ofPlatform().daemon().name("jiree-local-task-close").start(() -> {
                asyncQueue.awaitIdle();
                freeMemory();
            });
        } else {
            freeMemory();
        }
    }

    private void freeMemory() {
        scheduler.close();
        allocator.trim();
        hostAllocator.close();
    }
}
