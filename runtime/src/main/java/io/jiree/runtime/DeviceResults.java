package io.jiree.runtime;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.io.HostValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The results of one {@link Session#callOnDevice} call, in order: each tensor result (a buffer
 * view) as a {@link DeviceTensor} left on the device, every other result (scalars, lists, buffers,
 * null) copied to the host as {@link Session#call} copies it.
 *
 * <p>The results own their tensors: {@link #close()} closes every tensor not {@linkplain #take
 * taken}. {@link #take} hands one over to the caller, who then closes it (for example after
 * feeding it to the next call). Thread-safe: a result is taken once, by one thread; taking it
 * again, or using the results once closed, fails with FAILED_PRECONDITION.
 */
public final class DeviceResults implements AutoCloseable {
    private final List<Object> values; // DeviceTensor or HostValue; a taken tensor's slot keeps it
    private final boolean[] taken;
    private boolean closed;

    DeviceResults(List<Object> values) {
        this.values = new ArrayList<>(values);
        this.taken = new boolean[values.size()];
    }

    public int size() {
        return values.size();
    }

    /** Whether result {@code index} is a tensor left on the device. */
    public boolean isTensor(int index) {
        return at(index) instanceof DeviceTensor;
    }

    /**
     * Result {@code index} as a device tensor, still owned by these results (closed with them);
     * INVALID_ARGUMENT when the result is not a tensor.
     */
    public DeviceTensor tensor(int index) {
        if (at(index) instanceof DeviceTensor t) {
            return t;
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "result %d is a %s, not a tensor",
                index,
                ((HostValue) values.get(index)).typeName());
    }

    /** Result {@code index} as a device tensor the caller now owns (and closes); {@link #close()} leaves it. */
    public synchronized DeviceTensor take(int index) {
        DeviceTensor t = tensor(index);
        if (taken[index]) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "result %d was already taken", index);
        }
        taken[index] = true;
        return t;
    }

    /** Result {@code index} when it is not a tensor (a scalar, list, buffer or null), as a host value. */
    public HostValue value(int index) {
        if (at(index) instanceof HostValue v) {
            return v;
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "result %d is a tensor on the device; use tensor(%d) or take(%d)",
                index,
                index,
                index);
    }

    private synchronized Object at(int index) {
        if (closed) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "the results are closed");
        }
        if (index < 0 || index >= values.size()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE, "result %d requested but the function returned %d", index, values.size());
        }
        return values.get(index);
    }

    /** Closes every tensor result not taken. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (int i = 0; i < values.size(); i++) {
            if (!taken[i] && values.get(i) instanceof DeviceTensor t) {
                t.close();
            }
        }
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
