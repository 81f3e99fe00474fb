package io.jiree.vm;

/**
 * A VM type as named in a module's type table: a primitive value type, a reference type, or the
 * undefined/variant type ({@code ?}) that list element types use for "anything".
 */
public record TypeDef(ValueType valueType, RefType refType) {
    public static final TypeDef VARIANT = new TypeDef(null, null);

    public static TypeDef of(ValueType t) {
        return new TypeDef(t, null);
    }

    public static TypeDef of(RefType t) {
        return new TypeDef(null, t);
    }

    public boolean isValue() {
        return valueType != null;
    }

    public boolean isRef() {
        return refType != null;
    }

    public boolean isVariant() {
        return valueType == null && refType == null;
    }

    /** Parses a type-table name: {@code i32}, {@code !vm.buffer}, {@code !vm.list<?>}, {@code ?}. */
    public static TypeDef parse(String name) {
        ValueType v = ValueType.byName(name);
        if (v != null) {
            return of(v);
        }
        if (name.equals("?") || name.isEmpty() || name.equals("!vm.opaque")) {
            return VARIANT;
        }
        return of(RefType.register(name));
    }

    /** The element type of a list type name such as {@code !vm.list<i32>}; variant if unspecified. */
    public static TypeDef listElementOf(String listTypeName) {
        int lt = listTypeName.indexOf('<');
        if (lt < 0 || !listTypeName.endsWith(">")) {
            return VARIANT;
        }
        return parse(listTypeName.substring(lt + 1, listTypeName.length() - 1));
    }

    @Override
    public String toString() {
        return valueType != null ? valueType.typeName() : refType != null ? refType.name() : "?";
    }
}
