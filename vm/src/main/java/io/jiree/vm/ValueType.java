package io.jiree.vm;

/** VM primitive value types, with IREE's type names. */
public enum ValueType {
    I8("i8", 1),
    I16("i16", 2),
    I32("i32", 4),
    I64("i64", 8),
    F32("f32", 4),
    F64("f64", 8);

    private final String typeName;
    private final int byteSize;

    ValueType(String typeName, int byteSize) {
        this.typeName = typeName;
        this.byteSize = byteSize;
    }

    public String typeName() {
        return typeName;
    }

    public int byteSize() {
        return byteSize;
    }

    /** The value type spelled {@code name} (e.g. {@code i32}), or null. */
    public static ValueType byName(String name) {
        for (ValueType t : values()) {
            if (t.typeName.equals(name)) {
                return t;
            }
        }
        return null;
    }
}
