package io.jiree.runtime.io;

import java.util.List;
import java.util.Objects;

/**
 * A function argument or result as IREE's tools see it on the host: a VM variant that is either a
 * primitive value, a reference (tensor, raw buffer, list, other) or empty. Primitive values are
 * distinct from rank-0 tensors: {@code --input=5} for an {@code i32} parameter is an {@link I32},
 * while {@code --input=i32=5} is a rank-0 {@link Tensor}.
 */
public sealed interface HostValue {
    /** IREE's name for the variant's type, as the comparison report spells it. */
    String typeName();

    /** A {@code !hal.buffer_view}: shape, element type and contents. */
    record Tensor(HostTensor tensor) implements HostValue {
        public Tensor {
            Objects.requireNonNull(tensor, "tensor");
        }

        @Override
        public String typeName() {
            return "hal.buffer_view";
        }
    }

    /**
     * A {@code !hal.buffer} without metadata ({@code &}-prefixed inputs provide output storage this
     * way). The tensor keeps the shape it was parsed with; only its bytes matter to the callee.
     */
    record Buffer(HostTensor storage) implements HostValue {
        public Buffer {
            Objects.requireNonNull(storage, "storage");
        }

        @Override
        public String typeName() {
            return "hal.buffer";
        }
    }

    /** A {@code !vm.list} of further values. */
    record ListRef(List<HostValue> elements) implements HostValue {
        public ListRef {
            elements = List.copyOf(elements);
        }

        @Override
        public String typeName() {
            return "vm.list";
        }
    }

    /** Any other reference type, known only by its type name (printed as having no printer). */
    record OtherRef(String typeName) implements HostValue {
        public OtherRef {
            Objects.requireNonNull(typeName, "typeName");
        }
    }

    /** An empty variant: a null reference, or an expected output marked {@code (ignored)}. */
    record Null() implements HostValue {
        @Override
        public String typeName() {
            return "empty";
        }
    }

    record I8(byte value) implements HostValue {
        @Override
        public String typeName() {
            return "i8";
        }
    }

    record I16(short value) implements HostValue {
        @Override
        public String typeName() {
            return "i16";
        }
    }

    record I32(int value) implements HostValue {
        @Override
        public String typeName() {
            return "i32";
        }
    }

    record I64(long value) implements HostValue {
        @Override
        public String typeName() {
            return "i64";
        }
    }

    record F32(float value) implements HostValue {
        @Override
        public String typeName() {
            return "f32";
        }
    }

    record F64(double value) implements HostValue {
        @Override
        public String typeName() {
            return "f64";
        }
    }

    /** True for the primitive (non-reference, non-empty) variants. */
    default boolean isPrimitive() {
        return this instanceof I8
                || this instanceof I16
                || this instanceof I32
                || this instanceof I64
                || this instanceof F32
                || this instanceof F64;
    }

    /** True for reference variants. */
    default boolean isRef() {
        return this instanceof Tensor || this instanceof Buffer || this instanceof ListRef || this instanceof OtherRef;
    }
}
