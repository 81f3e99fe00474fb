package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;

/** {@code iree_hal_buffer_binding_table_t}: what indirect buffer refs resolve against. */
public record BindingTable(List<BufferBinding> bindings) {
    public static final BindingTable EMPTY = new BindingTable(List.of());

    public BindingTable {
        bindings = List.copyOf(bindings);
    }

    public int size() {
        return bindings.size();
    }

    /**
     * Resolves a ref to a direct one: an indirect ref's offset is relative to its binding's
     * range. OUT_OF_RANGE for a missing slot, INVALID_ARGUMENT for an empty one.
     */
    public BufferRef resolve(BufferRef ref) {
        if (!ref.isIndirect()) {
            return ref;
        }
        BufferBinding b = binding(ref);
        return new BufferRef(b.buffer(), 0, b.offset() + ref.offset(), length(b, ref));
    }

    /**
     * The binding an indirect ref names, checked: OUT_OF_RANGE for a missing slot,
     * INVALID_ARGUMENT for an empty one. The resolved range starts at the binding's offset plus
     * the ref's and is {@link #length} long.
     */
    public BufferBinding binding(BufferRef ref) {
        if (ref.slot() < 0 || ref.slot() >= bindings.size()) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "binding table slot %d is out of range of the %d bindings provided to the submission",
                    ref.slot(),
                    bindings.size());
        }
        BufferBinding b = bindings.get(ref.slot());
        if (b.buffer() == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "binding table slot %d requires a buffer but none was provided",
                    ref.slot());
        }
        return b;
    }

    /** The length of an indirect ref's range within its binding {@code b}, checked against both. */
    public static long length(BufferBinding b, BufferRef ref) {
        long bindingLength = BufferValidation.range(b.buffer().byteLength(), b.offset(), b.length());
        return BufferValidation.range(bindingLength, ref.offset(), ref.length());
    }
}
