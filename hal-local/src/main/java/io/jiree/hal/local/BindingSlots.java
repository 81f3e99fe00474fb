package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.MemoryType;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * How the commands of one execution find their buffers: a direct ref names its buffer, an indirect
 * one a slot of the submission's binding table. Each slot is looked up, range-checked and its
 * address taken once, however many commands bind it (a chain of dispatches binds the same few
 * slots hundreds of times a call). A plan owns one and resets it before each execution.
 */
final class BindingSlots {
    private BindingTable table = BindingTable.EMPTY;
    private Buffer[] buffers = new Buffer[0]; // null: not resolved yet in this execution
    private long[] offsets = new long[0];
    private long[] lengths = new long[0];
    private long[] addresses = new long[0];

    /** Starts an execution against {@code t}. */
    void reset(BindingTable t) {
        table = t;
        int n = t.size();
        if (buffers.length < n) {
            buffers = new Buffer[n];
            offsets = new long[n];
            lengths = new long[n];
            addresses = new long[n];
        } else {
            Arrays.fill(buffers, 0, n, null);
        }
    }

    /**
     * Resolves {@code ref} into {@code out}, checking the range, and for an indirect ref the
     * binding's memory type and {@code usage} (a direct ref's were checked when it was recorded).
     */
    void resolve(BufferRef ref, int usage, Range out) {
        if (!ref.isIndirect()) {
            out.buffer = ref.buffer();
            out.offset = ref.offset();
            out.length = BufferValidation.range(out.buffer.byteLength(), ref.offset(), ref.length());
            out.address = -1; // taken when asked: not every direct ref is used by address
            return;
        }
        int slot = ref.slot();
        Buffer b = slot >= 0 && slot < table.size() ? buffers[slot] : null;
        if (b == null) {
            BufferBinding binding = table.binding(ref); // OUT_OF_RANGE or INVALID_ARGUMENT
            b = binding.buffer();
            BufferValidation.memoryType(b.memoryType(), MemoryType.DEVICE_VISIBLE);
            long length = BufferValidation.range(b.byteLength(), binding.offset(), binding.length());
            addresses[slot] = hostBuffer(b).deviceAddress(binding.offset(), length);
            offsets[slot] = binding.offset();
            lengths[slot] = length;
            buffers[slot] = b;
        }
        BufferValidation.usage(b.allowedUsage(), usage);
        out.buffer = b;
        out.offset = offsets[slot] + ref.offset();
        out.length = BufferValidation.range(lengths[slot], ref.offset(), ref.length());
        out.address = addresses[slot] + ref.offset();
    }

    /** As {@link #resolve(BufferRef, int, Range)}, as a direct ref (null for null). */
    BufferRef resolve(BufferRef ref, int usage) {
        if (ref == null) {
            return null;
        }
        Range r = new Range();
        resolve(ref, usage, r);
        return new BufferRef(r.buffer, 0, r.offset, r.length);
    }

    /** Host memory of a buffer; the CPU device can only use host-memory buffers. */
    static AbstractBuffer hostBuffer(Buffer b) {
        if (!(b instanceof AbstractBuffer ab) || !BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "buffer %s is not host memory usable by a CPU device; allocate it from this device's allocator",
                    b);
        }
        return ab;
    }

    /** A resolved buffer range, filled in place so that resolving a command allocates nothing. */
    static final class Range {
        Buffer buffer;
        long offset;
        long length;
        private long address = -1; // -1: not taken yet
        // The last memory() view, kept while the range resolves to the same place: a plan runs
        // again and again on the same memory, and a view made each time was garbage.
        private long viewAddress = -1;
        private long viewLength = -1;
        private MemorySegment view;

        /** The native address of the range's host memory. */
        long address() {
            if (address < 0) {
                address = hostBuffer(buffer).deviceAddress(offset, length);
            }
            return address;
        }

        /** Host memory of the range (the submission keeps the buffer alive while it runs). */
        MemorySegment memory() {
            long a = address();
            if (a != viewAddress || length != viewLength) {
                view = MemorySegment.ofAddress(a).reinterpret(length);
                viewAddress = a;
                viewLength = length;
            }
            return view;
        }
    }
}
