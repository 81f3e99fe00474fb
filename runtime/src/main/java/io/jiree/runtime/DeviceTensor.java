package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferView;
import io.jiree.runtime.io.HostTensor;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A tensor on a session's device: one {@linkplain Session#upload uploaded} from the host, or a
 * result a call left on the device ({@link Session#callOnDevice}). Passing it to a call costs no
 * copy, so a call's output feeds the next call directly, and repeated calls on the same inputs
 * measure only the call; {@link #download()} copies it to the host when the caller wants it.
 *
 * <p>The tensor owns one reference to its buffer view. {@link #close()} releases it: the device
 * memory goes once nothing else holds it either (a call still running on it, or a program that
 * stored it in a global, keeps its own). The memory of a tensor never closed is freed once it is
 * unreachable (see {@link io.jiree.hal.NativeMemoryPressure}), but closing is what frees it
 * promptly. Using a closed tensor fails with FAILED_PRECONDITION.
 *
 * <p>Thread-safe: many calls on many threads may take the same tensor as an input at once.
 */
public final class DeviceTensor implements AutoCloseable {
    private final Session session;
    private final BufferView view;
    private final long[] shape;
    private final AtomicBoolean closed = new AtomicBoolean();

    /** Takes over the caller's reference to {@code view}. */
    DeviceTensor(Session session, BufferView view) {
        this.session = session;
        this.view = view;
        this.shape = view.shape();
    }

    public long[] shape() {
        return shape.clone();
    }

    public ElementType elementType() {
        return view.elementType();
    }

    /** The size of the dense contents in bytes. */
    public long byteLength() {
        return view.byteLength();
    }

    /** The buffer view (owned by this tensor: retain it to keep it past {@link #close()}). */
    public BufferView view() {
        return view;
    }

    /** One more reference to the view for a call that uses it; FAILED_PRECONDITION once closed. */
    BufferView retainView() {
        if (closed.get()) {
            throw closedError();
        }
        view.retain(); // fails with FAILED_PRECONDITION if a close on another thread released it meanwhile
        return view;
    }

    /** The session the tensor belongs to. */
    Session session() {
        return session;
    }

    /** Copies the tensor to a new host tensor. */
    public HostTensor download() {
        HostTensor host = HostTensor.allocate(shape, view.elementType());
        download(host.contents());
        return host;
    }

    /**
     * Copies the tensor's dense little-endian contents into {@code target}, which must hold exactly
     * {@link #byteLength()} bytes (INVALID_ARGUMENT otherwise).
     */
    public void download(MemorySegment target) {
        if (target.byteSize() != byteLength()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s has %d bytes but the target holds %d",
                    this,
                    byteLength(),
                    target.byteSize());
        }
        BufferView v = retainView();
        try {
            session.download(v.buffer(), target);
        } finally {
            v.release();
        }
    }

    /**
     * Copies the tensor's contents into the remaining bytes of {@code target} (which must be exactly
     * {@link #byteLength()}; little-endian), leaving its position unchanged.
     */
    public void download(ByteBuffer target) {
        if (target.isReadOnly()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "cannot download into a read-only ByteBuffer");
        }
        download(MemorySegment.ofBuffer(target));
    }

    /** Whether {@link #close()} was called. */
    public boolean isClosed() {
        return closed.get();
    }

    private JireeException closedError() {
        return JireeException.of(StatusCode.FAILED_PRECONDITION, "%s is closed; it cannot be used or downloaded", this);
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            view.close(); // once: a second close must not give back a reference the program holds
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("DeviceTensor[");
        for (long d : shape) {
            sb.append(d).append('x');
        }
        return sb.append(view.elementType()).append(']').toString();
    }
}
