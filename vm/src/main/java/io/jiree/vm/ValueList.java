package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Arrays;

/**
 * Arguments or results of a call, flattened in calling-convention order: one slot per value, a
 * variadic span as an i32 count followed by its elements. Primitive slots hold raw bits (f32 as
 * its int bits, f64 as its long bits); ref slots hold the object (or null). Readers consume slots
 * in order with the {@code next*} methods; writers append with the {@code add*} methods.
 *
 * <p>A list does not count its refs itself: whoever fills it decides. Results of a call hold one
 * reference each for the receiver ({@link VmRef}); the VM's own argument lists hold one each for
 * the duration of the call and give them back with {@link #releaseRefs()}.
 */
public final class ValueList {
    private long[] bits;
    private Object[] refs;
    private int size;
    private int cursor;

    public ValueList() {
        this(8);
    }

    public ValueList(int capacity) {
        bits = new long[Math.max(1, capacity)];
        refs = new Object[Math.max(1, capacity)];
    }

    public int size() {
        return size;
    }

    /** Empties the list and rewinds the read cursor. */
    public void clear() {
        // A loop rather than Arrays.fill: lists here hold a handful of values, and the call
        // showed in profiles of small programs' import calls.
        for (int i = 0; i < size; i++) {
            refs[i] = null;
        }
        size = 0;
        cursor = 0;
    }

    /** Releases every ref slot's reference ({@link VmRef#release(Object)}), then empties the list. */
    public void releaseRefs() {
        VmRef.releaseAll(refs, 0, size);
        size = 0;
        cursor = 0;
    }

    /** Rewinds the read cursor to the first slot. */
    public void rewind() {
        cursor = 0;
    }

    private void grow() {
        bits = Arrays.copyOf(bits, bits.length * 2);
        refs = Arrays.copyOf(refs, refs.length * 2);
    }

    public ValueList addI32(int v) {
        return addBits(v);
    }

    public ValueList addI64(long v) {
        return addBits(v);
    }

    public ValueList addF32(float v) {
        return addBits(Float.floatToRawIntBits(v));
    }

    public ValueList addF64(double v) {
        return addBits(Double.doubleToRawLongBits(v));
    }

    /** Appends raw primitive bits. */
    public ValueList addBits(long v) {
        if (size == bits.length) {
            grow();
        }
        bits[size++] = v;
        return this;
    }

    public ValueList addRef(Object ref) {
        if (size == bits.length) {
            grow();
        }
        bits[size] = 0;
        refs[size++] = ref;
        return this;
    }

    private int take() {
        if (cursor >= size) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "call has %d values but the callee reads value %d; the caller's calling convention does not match",
                    size,
                    cursor);
        }
        return cursor++;
    }

    public int nextI32() {
        return (int) bits[take()];
    }

    public long nextI64() {
        return bits[take()];
    }

    public float nextF32() {
        return Float.intBitsToFloat((int) bits[take()]);
    }

    public double nextF64() {
        return Double.longBitsToDouble(bits[take()]);
    }

    public long nextBits() {
        return bits[take()];
    }

    public Object nextRef() {
        return refs[take()];
    }

    /** The next ref, which must be non-null and of {@code type}; INVALID_ARGUMENT otherwise. */
    public <T> T nextRef(Class<T> type) {
        int i = take();
        Object o = refs[i];
        if (o == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "argument %d must be a %s but is null", i, type.getSimpleName());
        }
        if (!type.isInstance(o)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "argument %d must be a %s but is %s",
                    i,
                    type.getSimpleName(),
                    RefType.describe(o));
        }
        return type.cast(o);
    }

    /** The next ref of {@code type}, or null. */
    public <T> T nextRefOrNull(Class<T> type) {
        int i = cursor;
        if (i < size && refs[i] == null) {
            cursor++;
            return null;
        }
        return nextRef(type);
    }

    public long bitsAt(int index) {
        checkIndex(index);
        return bits[index];
    }

    public Object refAt(int index) {
        checkIndex(index);
        return refs[index];
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "value index %d out of range (%d values)", index, size);
        }
    }
}
