package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.hal.BufferView;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A tensor already on a session's device ({@link Session#upload}): passing it to
 * {@link Session#call} costs no copy, so repeated calls on the same inputs measure only the call.
 * {@link #close()} releases this tensor's reference: the device memory goes once the program
 * holds none either (one it stored in a global keeps its own). The memory of a tensor never closed
 * is freed once it is unreachable (see {@link io.jiree.hal.NativeMemoryPressure}).
 */
public final class DeviceTensor implements AutoCloseable {
    private final BufferView view;
    private final long[] shape;
    private final AtomicBoolean closed = new AtomicBoolean();

    DeviceTensor(BufferView view) {
        this.view = view;
        this.shape = view.shape();
    }

    public long[] shape() {
        return shape.clone();
    }

    public ElementType elementType() {
        return view.elementType();
    }

    /** The buffer view (owned by this tensor). */
    public BufferView view() {
        return view;
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
        return sb.append(elementType()).append(']').toString();
    }
}
