package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceInfo;
import io.jiree.hal.ExecutableCache;
import io.jiree.hal.HostSemaphore;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.RecordingCommandBuffer;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.util.List;

/**
 * A CPU device. Queue operations run on the calling thread once their waits are satisfied:
 * wait, execute, then signal (or fail the signal semaphores with the error, which is also
 * thrown). Dispatch workgroups run inline ({@code local-sync}) or on a worker pool
 * ({@code local-task}).
 */
final class LocalDevice implements Device {
    private final String identifier;
    private final DeviceInfo info;
    private final HostAllocator allocator = new HostAllocator();
    private final WorkgroupScheduler scheduler;
    private final CommandExecutor executor;
    private final LocalExecutableCache executableCache;
    private final Object queueLock = new Object();

    LocalDevice(String identifier, int workerCount) {
        this.identifier = identifier;
        this.info = new DeviceInfo(0, "", identifier);
        this.scheduler = new WorkgroupScheduler(workerCount);
        this.executor = new CommandExecutor(scheduler);
        this.executableCache = new LocalExecutableCache(identifier,
                List.of(new EmbeddedElfLoader(), new SystemLibraryLoader()));
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
            default -> { }
        }
        throw JireeException.of(StatusCode.NOT_FOUND, "unknown device configuration key value '%s :: %s'", category, key);
    }

    @Override
    public CommandBuffer createCommandBuffer(int mode, int categories, long queueAffinity, int bindingCapacity) {
        return new RecordingCommandBuffer(mode, categories, queueAffinity, bindingCapacity);
    }

    @Override
    public Semaphore createSemaphore(long initialValue, long flags) {
        return new HostSemaphore(initialValue);
    }

    @Override
    public Channel createChannel(long queueAffinity, ChannelParams params) {
        return LocalChannel.create(params.rank(), params.count());
    }

    @Override
    public ExecutableCache executableCache() {
        return executableCache;
    }

    /** Waits, runs {@code body}, signals; failures fail the signal list and are rethrown. */
    private <T> T queueOp(SemaphoreList wait, SemaphoreList signal, java.util.function.Supplier<T> body) {
        wait = wait == null ? SemaphoreList.EMPTY : wait;
        signal = signal == null ? SemaphoreList.EMPTY : signal;
        T result;
        try {
            wait.await(Timeout.infinite());
            synchronized (queueLock) {
                result = body.get();
            }
        } catch (JireeException e) {
            signal.fail(e);
            throw e;
        } catch (RuntimeException e) {
            JireeException je = new JireeException(StatusCode.INTERNAL, "queue operation failed: " + e, e);
            signal.fail(je);
            throw je;
        }
        signal.signal();
        return result;
    }

    @Override
    public Buffer queueAlloca(long queueAffinity, SemaphoreList wait, SemaphoreList signal, BufferParams params,
                              long allocationSize, long flags) {
        return queueOp(wait, signal, () -> allocator.allocate(params, allocationSize));
    }

    @Override
    public void queueDealloca(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer buffer, long flags) {
        // Host memory is freed when the last reference to the buffer is released.
        queueOp(wait, signal, () -> null);
    }

    /** Runs a one-off transfer command through the same validation and executor as command buffers. */
    private void transfer(SemaphoreList wait, SemaphoreList signal, java.util.function.Consumer<CommandBuffer> record) {
        RecordingCommandBuffer cb = new RecordingCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER,
                QueueAffinity.ANY, 0);
        try {
            cb.begin();
            record.accept(cb);
            cb.end();
        } catch (JireeException e) {
            cb.close();
            if (signal != null) {
                signal.fail(e);
            }
            throw e;
        }
        try {
            queueOp(wait, signal, () -> {
                executor.execute(cb.commands(), BindingTable.EMPTY);
                return null;
            });
        } finally {
            cb.close();
        }
    }

    @Override
    public void queueFill(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer target,
                          long targetOffset, long length, long pattern, int patternLength, long flags) {
        transfer(wait, signal, cb -> cb.fillBuffer(BufferRef.of(target, targetOffset, length), pattern, patternLength, flags));
    }

    @Override
    public void queueUpdate(long queueAffinity, SemaphoreList wait, SemaphoreList signal, MemorySegment source,
                            long sourceOffset, Buffer target, long targetOffset, long length, long flags) {
        transfer(wait, signal, cb -> cb.updateBuffer(source, sourceOffset, BufferRef.of(target, targetOffset, length), flags));
    }

    @Override
    public void queueCopy(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer source,
                          long sourceOffset, Buffer target, long targetOffset, long length, long flags) {
        transfer(wait, signal, cb -> cb.copyBuffer(BufferRef.of(source, sourceOffset, length),
                BufferRef.of(target, targetOffset, length), flags));
    }

    @Override
    public void queueExecute(long queueAffinity, SemaphoreList wait, SemaphoreList signal, CommandBuffer commandBuffer,
                             BindingTable bindingTable, long flags) {
        if (commandBuffer != null && !(commandBuffer instanceof RecordingCommandBuffer)) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT,
                    "command buffer was not created by a CPU device and cannot be executed here");
        }
        RecordingCommandBuffer cb = (RecordingCommandBuffer) commandBuffer;
        if (cb != null) {
            try {
                cb.checkSubmittable();
            } catch (JireeException e) {
                if (signal != null) {
                    signal.fail(e);
                }
                throw e;
            }
        }
        BindingTable table = bindingTable == null ? BindingTable.EMPTY : bindingTable;
        queueOp(wait, signal, () -> {
            if (cb != null) {
                executor.execute(cb.commands(), table);
            }
            return null;
        });
    }

    @Override
    public void close() {
        scheduler.close();
    }
}
