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
    private volatile JireeException lost; // the sticky error that made the context unusable

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

    /**
     * Records that the context current on this thread hit a sticky error (a faulting kernel): CUDA
     * runs nothing more in it, so every later use fails at once with a message that says so.
     */
    static void currentIsLost(JireeException error) {
        CudaContext current = CURRENT.get();
        if (current != null && current.lost == null) {
            current.lost = error;
        }
    }

    /** The error that made this context unusable, or null. */
    JireeException lost() {
        return lost;
    }

    /** Binds this context to the calling thread; fails once the context is closed or lost. */
    void makeCurrent() {
        checkUsable();
        if (CURRENT.get() != this) {
            api.ctxSetCurrent(handle);
            CURRENT.set(this);
        }
    }

    /** Fails once the context is closed or lost. */
    void checkUsable() {
        if (closed) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "CUDA device %d was closed; create the device again to use it",
                    device);
        }
        JireeException cause = lost;
        if (cause != null) {
            throw JireeException.of(
                    cause.code(),
                    "CUDA device %d is lost: an earlier call failed with a sticky error (%s), after which CUDA runs "
                            + "nothing more in its context; close every session on this device (a fresh context is "
                            + "made once none holds this one) or use another device",
                    device,
                    cause.detail());
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
