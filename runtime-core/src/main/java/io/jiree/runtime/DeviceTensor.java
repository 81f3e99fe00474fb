package io.jiree.runtime;

import io.jiree.hal.BufferView;
import io.jiree.runtime.hal.HalBufferViewRef;

/**
 * A tensor already on a session's device ({@link Session#upload}): passing it to
 * {@link Session#call} costs no copy, so repeated calls on the same inputs measure only the call.
 * {@link #close()} releases this tensor's reference: the device memory goes once the program
 * holds none either (one it stored in a global keeps its own). Unclosed tensors are released once
 * unreachable.
 */
public final class DeviceTensor implements AutoCloseable {
    private final HalBufferViewRef ref;
    private final long[] shape;

    DeviceTensor(HalBufferViewRef ref) {
        this.ref = ref;
        this.shape = ref.view().shape();
    }

    HalBufferViewRef ref() {
        return ref;
    }

    public long[] shape() {
        return shape.clone();
    }

    public io.jiree.base.ElementType elementType() {
        return ref.view().elementType();
    }

    /** The buffer view (owned by this tensor). */
    public BufferView view() {
        return ref.view();
    }

    @Override
    public void close() {
        ref.release();
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
