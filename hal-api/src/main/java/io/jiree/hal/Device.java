package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;

/**
 * A logical device with queues ({@code iree_hal_device_t}). Queue operations start once all
 * {@code wait} timepoints are reached and signal all {@code signal} timepoints when done; if
 * a wait fails or the operation fails, the signal semaphores fail with that status. An operation
 * rejected by its argument checks (ranges, usage, access, memory type, unfinished command
 * buffers, missing buffers) is not queued: the error is thrown and the signal semaphores are
 * left untouched, as IREE returns validation errors to the caller only.
 */
public interface Device extends AutoCloseable {
    /** The device identifier matched by {@code hal.device.id} queries (e.g. {@code local-sync}, {@code cuda}). */
    String identifier();

    DeviceInfo info();

    Allocator allocator();

    /**
     * Makes {@code allocator} (a wrapper of this device's, such as a {@link CachingAllocator})
     * the one the device's buffers come from ({@code iree_hal_device_replace_allocator}); only
     * before the device has allocated anything. UNIMPLEMENTED where a device cannot.
     */
    default void replaceAllocator(Allocator allocator) {
        throw JireeException.of(StatusCode.UNIMPLEMENTED, "device '%s' cannot replace its allocator", identifier());
    }

    /**
     * {@code iree_hal_device_query_i64}: a configuration value for {@code category}/{@code key}
     * as the compiler emits them ({@code hal.device.id}, {@code hal.executable.format},
     * {@code hal.device}/{@code concurrency}, {@code hal.dispatch}/{@code concurrency} ...).
     * NOT_FOUND for unknown keys (the hal module turns that into "not ok").
     */
    long queryI64(String category, String key);

    CommandBuffer createCommandBuffer(int mode, int categories, long queueAffinity, int bindingCapacity);

    Semaphore createSemaphore(long initialValue, long flags);

    /**
     * A fence on a new semaphore of this device at value 1 ({@code hal.fence.create}); a device
     * may hand out one kept from earlier ({@link FencePool}), which is the same to its user.
     */
    default Fence createFence() {
        Semaphore semaphore = createSemaphore(0, 0);
        try {
            return Fence.of(semaphore, 1);
        } finally {
            semaphore.close(); // the fence holds its own reference
        }
    }

    /** A collective channel; UNIMPLEMENTED/UNAVAILABLE when the device has no collective support. */
    default Channel createChannel(long queueAffinity, ChannelParams params) {
        throw JireeException.of(
                StatusCode.UNIMPLEMENTED, "device '%s' does not support collective channels", identifier());
    }

    ExecutableCache executableCache();

    // ---- queue operations ({@code hal.device.queue.*}) ----

    Buffer queueAlloca(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            BufferParams params,
            long allocationSize,
            long flags);

    void queueDealloca(long queueAffinity, SemaphoreList wait, SemaphoreList signal, Buffer buffer, long flags);

    void queueFill(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer target,
            long targetOffset,
            long length,
            long pattern,
            int patternLength,
            long flags);

    void queueUpdate(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            MemorySegment source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags);

    void queueCopy(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags);

    /** Executes a recorded command buffer (null = a barrier) with a binding table for indirect refs. */
    void queueExecute(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            CommandBuffer commandBuffer,
            BindingTable bindingTable,
            long flags);

    default void queueBarrier(long queueAffinity, SemaphoreList wait, SemaphoreList signal, long flags) {
        queueExecute(queueAffinity, wait, signal, null, BindingTable.EMPTY, flags);
    }

    /**
     * Reads {@code length} bytes of {@code source} into {@code target} ({@code hal.device.queue.read}).
     * The default goes through {@link #queueUpdate}.
     */
    default void queueRead(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            HalFile source,
            long sourceOffset,
            Buffer target,
            long targetOffset,
            long length,
            long flags) {
        MemorySegment bytes = readRange(source, sourceOffset, length);
        queueUpdate(queueAffinity, wait, signal, bytes, 0, target, targetOffset, length, flags);
    }

    /**
     * The bytes a queue read takes from {@code source}. Like every argument error of a queue
     * operation, a bad file or range is only thrown: the operation was not queued, so its signal
     * semaphores are left as they are (IREE returns validation errors to the caller alone).
     */
    static MemorySegment readRange(HalFile source, long offset, long length) {
        if (source == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "queue read needs a source file");
        }
        return source.range(MemoryAccess.READ, offset, length);
    }

    /**
     * Writes {@code length} bytes of {@code source} into {@code target} ({@code hal.device.queue.write}).
     * The default waits, reads the buffer from the host and signals.
     */
    default void queueWrite(
            long queueAffinity,
            SemaphoreList wait,
            SemaphoreList signal,
            Buffer source,
            long sourceOffset,
            HalFile target,
            long targetOffset,
            long length,
            long flags) {
        SemaphoreList w = wait == null ? SemaphoreList.EMPTY : wait;
        SemaphoreList s = signal == null ? SemaphoreList.EMPTY : signal;
        try {
            w.await(Timeout.infinite());
            source.read(sourceOffset, target.range(MemoryAccess.WRITE, targetOffset, length));
        } catch (JireeException e) {
            s.fail(e);
            throw e;
        }
        s.signal();
    }

    /** A file over host memory ({@code hal.ex.file.from_memory}). */
    default HalFile createFileFromMemory(long queueAffinity, int access, MemorySegment memory, long flags) {
        return new HalFile(access, memory);
    }

    /** Flushes queued work to the device; a no-op for devices that issue immediately. */
    default void queueFlush(long queueAffinity) {}

    /** Waits for all (or any, if {@code waitAny}) of the timepoints. */
    default void waitSemaphores(boolean waitAny, SemaphoreList list, Timeout timeout) {
        if (!waitAny || list.size() <= 1) {
            list.await(timeout);
            return;
        }
        // Wait-any: poll each in turn until one is reached or time runs out.
        while (true) {
            for (int i = 0; i < list.size(); i++) {
                Semaphore s = list.semaphore(i);
                if (s.failure().isPresent() || s.query() >= list.value(i)) {
                    s.await(list.value(i), Timeout.immediate());
                    return;
                }
            }
            if (timeout.remainingNanos() <= 0) {
                throw JireeException.of(
                        StatusCode.DEADLINE_EXCEEDED, "timed out waiting for any of %d semaphores", list.size());
            }
            Thread.onSpinWait();
            try {
                Thread.sleep(0, 100_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JireeException(StatusCode.CANCELLED, "interrupted while waiting for semaphores", e);
            }
        }
    }

    @Override
    void close();
}
