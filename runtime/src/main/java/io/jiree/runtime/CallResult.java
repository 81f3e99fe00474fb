package io.jiree.runtime;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import java.util.List;

/** The results of one {@link Session#call}, in order, with typed accessors. Results live on the host. */
public final class CallResult {
    private final List<HostValue> values;

    CallResult(List<HostValue> values) {
        this.values = List.copyOf(values);
    }

    public int size() {
        return values.size();
    }

    public List<HostValue> values() {
        return values;
    }

    public HostValue value(int index) {
        if (index < 0 || index >= values.size()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE, "result %d requested but the function returned %d", index, values.size());
        }
        return values.get(index);
    }

    /** Result {@code index} as a tensor; INVALID_ARGUMENT when it is not one. */
    public HostTensor tensor(int index) {
        if (value(index) instanceof HostValue.Tensor t) {
            return t.tensor();
        }
        throw wrongType(index, "tensor");
    }

    public float[] floats(int index) {
        return Tensors.toFloats(tensor(index));
    }

    public double[] doubles(int index) {
        return Tensors.toDoubles(tensor(index));
    }

    public int[] ints(int index) {
        return Tensors.toInts(tensor(index));
    }

    public long[] longs(int index) {
        return Tensors.toLongs(tensor(index));
    }

    public int i32(int index) {
        if (value(index) instanceof HostValue.I32 v) {
            return v.value();
        }
        throw wrongType(index, "i32");
    }

    public long i64(int index) {
        if (value(index) instanceof HostValue.I64 v) {
            return v.value();
        }
        throw wrongType(index, "i64");
    }

    public float f32(int index) {
        if (value(index) instanceof HostValue.F32 v) {
            return v.value();
        }
        throw wrongType(index, "f32");
    }

    public double f64(int index) {
        if (value(index) instanceof HostValue.F64 v) {
            return v.value();
        }
        throw wrongType(index, "f64");
    }

    private JireeException wrongType(int index, String expected) {
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "result %d is a %s, not a %s",
                index,
                values.get(index).typeName(),
                expected);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
