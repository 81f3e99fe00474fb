package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;

/**
 * A device's primary context (cuDevicePrimaryCtxRetain), shared with every other user of the
 * device in the process as IREE does. CUDA keeps the current context per thread, so every entry
 * into the device calls {@link #makeCurrent()} first; it only calls cuCtxSetCurrent when this
 * thread's current context is a different one.
 */
final class CudaContext implements AutoCloseable {
    // The context object this thread last made current. Objects, not handles: a primary context
    // released and retained again has the same handle but must be made current again.
    private static final ThreadLocal<CudaContext> CURRENT = new ThreadLocal<>();

    private final CudaDriverApi api;
    private final int device;
    private final MemorySegment handle;
    private boolean closed;

    CudaContext(CudaDriverApi api, int device) {
        this.api = api;
        this.device = device;
        this.handle = api.devicePrimaryCtxRetain(device);
        makeCurrent();
    }

    CudaDriverApi api() {
        return api;
    }

    int device() {
        return device;
    }

    MemorySegment handle() {
        return handle;
    }

    /** Binds this context to the calling thread. */
    void makeCurrent() {
        if (closed) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "CUDA device %d was closed; create the device again to use it",
                    device);
        }
        if (CURRENT.get() != this) {
            api.ctxSetCurrent(handle);
            CURRENT.set(this);
        }
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (CURRENT.get() == this) {
            CURRENT.remove();
        }
        api.devicePrimaryCtxRelease(device);
    }
}
