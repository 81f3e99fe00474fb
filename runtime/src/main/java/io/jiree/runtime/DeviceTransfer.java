package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferView;
import io.jiree.hal.Device;
import io.jiree.hal.EncodingType;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import io.jiree.runtime.io.HostTensor;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Moves tensors between host memory and a session's default device as {@code iree-run-module}
 * does: inputs go into DEVICE_LOCAL buffers with the default usage (mappable when the device
 * allows, so host-visible memory is written in place; otherwise through a queue update), results
 * are read directly when host-visible and through a host staging copy otherwise. Counts every copy
 * it makes ({@link Session#hostTransfers()}). Thread-safe.
 */
final class DeviceTransfer {
    private static final int INPUT_USAGE = BufferUsage.DEFAULT;
    /** The alignment of the CPU devices' own buffers, which their kernels may rely on. */
    private static final long IMPORT_ALIGNMENT = 64;

    private final Device device;
    private final AtomicLong uploads = new AtomicLong();
    private final AtomicLong uploadedBytes = new AtomicLong();
    private final AtomicLong downloads = new AtomicLong();
    private final AtomicLong downloadedBytes = new AtomicLong();
    private final AtomicLong imports = new AtomicLong();
    // CPU devices compute on host memory: lent host memory is used in place there.
    private final boolean importsHostMemory;

    DeviceTransfer(Device device) {
        this.device = device;
        this.importsHostMemory = device.identifier().startsWith("local-");
    }

    Device device() {
        return device;
    }

    /** The copies made so far. */
    HostTransfers counts() {
        return new HostTransfers(
                uploads.get(), uploadedBytes.get(), downloads.get(), downloadedBytes.get(), imports.get());
    }

    /** A new device buffer holding a copy of {@code contents}; the caller owns the reference. */
    Buffer upload(MemorySegment contents) {
        Allocator allocator = device.allocator();
        long length = contents.byteSize();
        BufferParams params =
                new BufferParams(MemoryType.DEVICE_LOCAL, INPUT_USAGE, MemoryAccess.ALL, QueueAffinity.ANY, 0);
        BufferParams mappable = params.withUsage(INPUT_USAGE | BufferUsage.MAPPING)
                .withType(MemoryType.DEVICE_LOCAL | MemoryType.HOST_VISIBLE);
        boolean inSitu = (allocator.queryCompatibility(mappable, length) & BufferCompatibility.ALLOCATABLE) != 0;
        Buffer buffer = allocator.allocate(inSitu ? mappable : params, length);
        try {
            if (isMappable(buffer)) {
                buffer.write(0, contents);
            } else {
                Semaphore done = device.createSemaphore(0, 0);
                try {
                    device.queueUpdate(
                            QueueAffinity.ANY,
                            SemaphoreList.EMPTY,
                            SemaphoreList.of(done, 1),
                            contents,
                            0,
                            buffer,
                            0,
                            length,
                            0);
                    done.await(1, Timeout.infinite());
                } finally {
                    done.close();
                }
            }
        } catch (RuntimeException e) {
            buffer.close();
            throw e;
        }
        uploads.incrementAndGet();
        uploadedBytes.addAndGet(length);
        return buffer;
    }

    /**
     * A buffer view of a host tensor on the device; the caller owns the reference. A borrowed
     * tensor's off-heap memory, aligned as the device's own buffers are, is used in place on a CPU
     * device (IREE's host buffer import); anything else is copied.
     */
    BufferView uploadTensor(HostTensor tensor) {
        MemorySegment contents = tensor.contents();
        boolean inPlace = importsHostMemory
                && tensor.isBorrowed()
                && contents.isNative()
                && !contents.isReadOnly()
                && contents.address() % IMPORT_ALIGNMENT == 0;
        Buffer buffer;
        if (inPlace) {
            buffer = device.allocator()
                    .importHost(
                            new BufferParams(
                                    MemoryType.DEVICE_LOCAL, INPUT_USAGE, MemoryAccess.ALL, QueueAffinity.ANY, 0),
                            contents);
            imports.incrementAndGet();
        } else {
            buffer = upload(contents);
        }
        try {
            return BufferView.create(buffer, tensor.shape(), tensor.elementType(), EncodingType.DENSE_ROW_MAJOR);
        } finally {
            buffer.close();
        }
    }

    private static boolean isMappable(Buffer buffer) {
        return (buffer.memoryType() & MemoryType.HOST_VISIBLE) != 0
                && (buffer.allowedUsage() & BufferUsage.MAPPING_SCOPED) != 0;
    }

    /** Copies {@code length} bytes of {@code buffer} to new host memory. */
    MemorySegment download(Buffer buffer, long length) {
        if (length > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "result of %d bytes is larger than a host array can hold (2 GiB)",
                    length);
        }
        MemorySegment host = MemorySegment.ofArray(new byte[(int) length]);
        downloadInto(buffer, host);
        return host;
    }

    /** Copies the first {@code host.byteSize()} bytes of {@code buffer} into {@code host}. */
    void downloadInto(Buffer buffer, MemorySegment host) {
        long length = host.byteSize();
        if (isMappable(buffer)) {
            buffer.read(0, host);
        } else {
            stagedRead(buffer, host);
        }
        downloads.incrementAndGet();
        downloadedBytes.addAndGet(length);
    }

    private void stagedRead(Buffer buffer, MemorySegment host) {
        long length = host.byteSize();
        BufferParams staging = new BufferParams(
                MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE,
                BufferUsage.TRANSFER_TARGET | BufferUsage.MAPPING,
                MemoryAccess.ALL,
                QueueAffinity.ANY,
                0);
        Buffer target = device.allocator().allocate(staging, Math.max(1, length));
        try {
            Semaphore done = device.createSemaphore(0, 0);
            try {
                device.queueCopy(
                        QueueAffinity.ANY,
                        SemaphoreList.EMPTY,
                        SemaphoreList.of(done, 1),
                        buffer,
                        0,
                        target,
                        0,
                        length,
                        0);
                done.await(1, Timeout.infinite());
            } finally {
                done.close();
            }
            target.read(0, host);
        } finally {
            target.close();
        }
    }

    /** A host copy of a buffer view's contents with its shape and element type. */
    HostTensor downloadTensor(BufferView view) {
        ElementType type = view.elementType();
        long[] shape = view.shape();
        long length = HostTensor.byteLength(shape, type);
        return HostTensor.wrap(shape, type, download(view.buffer(), length));
    }
}
