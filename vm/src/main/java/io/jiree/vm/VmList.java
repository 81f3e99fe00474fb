package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import java.util.Arrays;

/**
 * {@code !vm.list}: a resizable list whose element type is a primitive value type (stored as raw
 * bits), a reference type, or variant (each element carries its own type). Conversions between
 * value types on get/set follow IREE's {@code iree_vm_list_*_value*} rules.
 *
 * <p>The list owns one reference to each ref it holds (see {@link VmRef}): {@link #setRef} takes
 * over the caller's, {@link #getRef} lends one, and the list's last {@link #release()} gives all
 * of them back.
 */
public final class VmList implements VmRef {
    /** Largest capacity a list may reach; keeps forged sizes from exhausting the heap. */
    public static final int MAX_CAPACITY = 1 << 26;

    private final TypeDef elementType;
    private int size;
    // Value and variant storage: raw bits. Ref and variant storage: objects.
    private long[] bits;
    private Object[] refs;
    // Variant storage: the value type of each element (null = ref or empty).
    private ValueType[] variantTypes;
    private final RefCount holders = new RefCount("vm.list");

    public VmList(TypeDef elementType, int initialCapacity) {
        this.elementType = elementType;
        int cap = checkCapacity(Integer.toUnsignedLong(initialCapacity));
        try {
            if (elementType.isValue()) {
                bits = new long[cap];
            } else if (elementType.isRef()) {
                refs = new Object[cap];
            } else {
                bits = new long[cap];
                refs = new Object[cap];
                variantTypes = new ValueType[cap];
            }
        } catch (OutOfMemoryError e) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "out of memory allocating a list of capacity %d; raise the JVM heap (-Xmx)",
                    cap);
        }
    }

    private static int checkCapacity(long capacity) {
        if (capacity > MAX_CAPACITY) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "list capacity %d exceeds the maximum of %d elements",
                    capacity,
                    MAX_CAPACITY);
        }
        return (int) capacity;
    }

    @Override
    public RefType refType() {
        return RefType.LIST;
    }

    @Override
    public void retain() {
        holders.retain();
    }

    @Override
    public void release() {
        if (holders.release() && refs != null) {
            VmRef.releaseAll(refs, 0, size);
        }
    }

    public TypeDef elementType() {
        return elementType;
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return refs != null ? refs.length : bits.length;
    }

    /** Grows capacity to at least {@code minimumCapacity} (unsigned). */
    public void reserve(long minimumCapacity) {
        if (minimumCapacity <= capacity()) {
            return;
        }
        int cap = checkCapacity(Math.max(minimumCapacity, Math.min((long) capacity() * 2, MAX_CAPACITY)));
        if (bits != null) {
            bits = Arrays.copyOf(bits, cap);
        }
        if (refs != null) {
            refs = Arrays.copyOf(refs, cap);
        }
        if (variantTypes != null) {
            variantTypes = Arrays.copyOf(variantTypes, cap);
        }
    }

    /** Resizes the list; new elements are zero/null, dropped elements are released. */
    public void resize(long newSize) {
        if (newSize < 0 || newSize > MAX_CAPACITY) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "list size %s exceeds the maximum of %d",
                    Long.toUnsignedString(newSize),
                    MAX_CAPACITY);
        }
        int n = (int) newSize;
        if (n > capacity()) {
            reserve(n);
        }
        if (n < size) {
            if (bits != null) {
                Arrays.fill(bits, n, size, 0L);
            }
            if (refs != null) {
                VmRef.releaseAll(refs, n, size);
            }
            if (variantTypes != null) {
                Arrays.fill(variantTypes, n, size, null);
            }
        }
        size = n;
    }

    private void checkIndex(long index) {
        if (index < 0 || index >= size) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE, "index %s out of bounds (%d)", Long.toUnsignedString(index), size);
        }
    }

    private static long normalize(long bits, ValueType t) {
        return switch (t) {
            case I8 -> (byte) bits;
            case I16 -> (short) bits;
            case I32 -> (int) bits;
            case F32 -> bits & 0xFFFFFFFFL;
            default -> bits;
        };
    }

    /** IREE's value conversion: integer widths sign-convert, f32/f64 convert, others give 0. */
    static long convert(long bits, ValueType from, ValueType to) {
        if (from == to) {
            return bits;
        }
        boolean fromInt = from != ValueType.F32 && from != ValueType.F64;
        boolean toInt = to != ValueType.F32 && to != ValueType.F64;
        if (fromInt && toInt) {
            return normalize(normalize(bits, from), to);
        }
        if (from == ValueType.F32 && to == ValueType.F64) {
            return Double.doubleToRawLongBits(Float.intBitsToFloat((int) bits));
        }
        if (from == ValueType.F64 && to == ValueType.F32) {
            return Float.floatToRawIntBits((float) Double.longBitsToDouble(bits)) & 0xFFFFFFFFL;
        }
        return 0;
    }

    /** Reads element {@code index} converted to {@code as}; the raw bits of that type. */
    public long getValueBits(long index, ValueType as) {
        checkIndex(index);
        int i = (int) index;
        if (elementType.isValue()) {
            return convert(bits[i], elementType.valueType(), as);
        }
        if (elementType.isVariant()) {
            ValueType t = variantTypes[i];
            if (t == null) {
                throw JireeException.of(StatusCode.FAILED_PRECONDITION, "variant at index %d is not a value type", i);
            }
            return convert(bits[i], t, as);
        }
        throw new JireeException(StatusCode.FAILED_PRECONDITION, "list does not store values");
    }

    /** Stores raw bits of a value of type {@code type} at {@code index}, converting as IREE does. */
    public void setValueBits(long index, ValueType type, long value) {
        checkIndex(index);
        int i = (int) index;
        if (elementType.isValue()) {
            bits[i] = convert(normalize(value, type), type, elementType.valueType());
        } else if (elementType.isVariant()) {
            Object old = refs[i];
            refs[i] = null;
            VmRef.release(old);
            variantTypes[i] = type;
            bits[i] = normalize(value, type);
        } else {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "list cannot store values");
        }
    }

    /** The value type of a variant element, or the list's value type; null for refs/empty. */
    public ValueType valueTypeAt(long index) {
        checkIndex(index);
        if (elementType.isValue()) {
            return elementType.valueType();
        }
        return variantTypes == null ? null : variantTypes[(int) index];
    }

    public int getI32(long index) {
        return (int) getValueBits(index, ValueType.I32);
    }

    public long getI64(long index) {
        return getValueBits(index, ValueType.I64);
    }

    public float getF32(long index) {
        return Float.intBitsToFloat((int) getValueBits(index, ValueType.F32));
    }

    public double getF64(long index) {
        return Double.longBitsToDouble(getValueBits(index, ValueType.F64));
    }

    public void setI32(long index, int v) {
        setValueBits(index, ValueType.I32, v);
    }

    public void setI64(long index, long v) {
        setValueBits(index, ValueType.I64, v);
    }

    public void setF32(long index, float v) {
        setValueBits(index, ValueType.F32, Float.floatToRawIntBits(v));
    }

    public void setF64(long index, double v) {
        setValueBits(index, ValueType.F64, Double.doubleToRawLongBits(v));
    }

    /** The reference at {@code index} (may be null), lent: a holder that keeps it retains it. */
    public Object getRef(long index) {
        checkIndex(index);
        int i = (int) index;
        if (elementType.isRef()) {
            return refs[i];
        }
        if (elementType.isVariant()) {
            if (variantTypes[i] != null) {
                throw new JireeException(
                        StatusCode.FAILED_PRECONDITION, "variant at index " + i + " is not a ref type");
            }
            return refs[i];
        }
        throw new JireeException(StatusCode.FAILED_PRECONDITION, "list does not store refs");
    }

    /**
     * Stores a reference (or null), type-checked against a typed ref list; the list takes over the
     * caller's reference and releases the one it held at {@code index}.
     */
    public void setRef(long index, Object ref) {
        checkIndex(index);
        int i = (int) index;
        if (elementType.isRef()) {
            if (ref != null) {
                RefType actual = RefType.of(ref);
                if (actual == null || !elementType.refType().accepts(actual)) {
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "source ref type mismatch: list holds %s but got %s",
                            elementType.refType(),
                            actual == null ? ref.getClass().getName() : actual);
                }
            }
            Object old = refs[i];
            refs[i] = ref;
            VmRef.release(old);
        } else if (elementType.isVariant()) {
            variantTypes[i] = null;
            bits[i] = 0;
            Object old = refs[i];
            refs[i] = ref;
            VmRef.release(old);
        } else {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "list cannot store refs");
        }
    }

    /** Removes the reference at {@code index} and hands the list's reference to the caller. */
    public Object takeRef(long index) {
        Object v = getRef(index);
        refs[(int) index] = null;
        return v;
    }

    /** Appends a reference, taking over the caller's. */
    public void pushRef(Object ref) {
        resize(size + 1L);
        setRef(size - 1, ref);
    }

    /** Appends a value. */
    public void pushValueBits(ValueType type, long value) {
        resize(size + 1L);
        setValueBits(size - 1, type, value);
    }

    @Override
    public String toString() {
        return "vm.list<" + elementType + ">[" + size + "]";
    }
}
