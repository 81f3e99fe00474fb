package io.jiree.base;

/**
 * A tensor element type in IREE's 32-bit encoding ({@code iree_hal_element_type_t}):
 * {@code [numerical type:8][reserved:16][bit count:8]}. Any 32-bit value is representable, so
 * opaque types the compiler invents still round-trip.
 */
public record ElementType(int value) {
    // Numerical types (the top byte).
    public static final int NUMERICAL_UNKNOWN = 0x00;
    public static final int NUMERICAL_INTEGER = 0x10;
    public static final int NUMERICAL_INTEGER_SIGNED = 0x11;
    public static final int NUMERICAL_INTEGER_UNSIGNED = 0x12;
    public static final int NUMERICAL_BOOLEAN = 0x13;
    public static final int NUMERICAL_FLOAT = 0x20;
    public static final int NUMERICAL_FLOAT_IEEE = 0x21;
    public static final int NUMERICAL_FLOAT_BRAIN = 0x22;
    public static final int NUMERICAL_FLOAT_COMPLEX = 0x23;
    public static final int NUMERICAL_FLOAT_8_E5M2 = 0x24;
    public static final int NUMERICAL_FLOAT_8_E4M3FN = 0x25;
    public static final int NUMERICAL_FLOAT_8_E5M2_FNUZ = 0x26;
    public static final int NUMERICAL_FLOAT_8_E4M3_FNUZ = 0x27;
    public static final int NUMERICAL_FLOAT_8_E8M0_FNU = 0x28;

    public static final ElementType NONE = make(NUMERICAL_UNKNOWN, 0);
    public static final ElementType OPAQUE_8 = make(NUMERICAL_UNKNOWN, 8);
    public static final ElementType OPAQUE_16 = make(NUMERICAL_UNKNOWN, 16);
    public static final ElementType OPAQUE_32 = make(NUMERICAL_UNKNOWN, 32);
    public static final ElementType OPAQUE_64 = make(NUMERICAL_UNKNOWN, 64);
    public static final ElementType BOOL_8 = make(NUMERICAL_BOOLEAN, 8);
    public static final ElementType INT_4 = make(NUMERICAL_INTEGER, 4);
    public static final ElementType SINT_4 = make(NUMERICAL_INTEGER_SIGNED, 4);
    public static final ElementType UINT_4 = make(NUMERICAL_INTEGER_UNSIGNED, 4);
    public static final ElementType INT_8 = make(NUMERICAL_INTEGER, 8);
    public static final ElementType SINT_8 = make(NUMERICAL_INTEGER_SIGNED, 8);
    public static final ElementType UINT_8 = make(NUMERICAL_INTEGER_UNSIGNED, 8);
    public static final ElementType INT_16 = make(NUMERICAL_INTEGER, 16);
    public static final ElementType SINT_16 = make(NUMERICAL_INTEGER_SIGNED, 16);
    public static final ElementType UINT_16 = make(NUMERICAL_INTEGER_UNSIGNED, 16);
    public static final ElementType INT_32 = make(NUMERICAL_INTEGER, 32);
    public static final ElementType SINT_32 = make(NUMERICAL_INTEGER_SIGNED, 32);
    public static final ElementType UINT_32 = make(NUMERICAL_INTEGER_UNSIGNED, 32);
    public static final ElementType INT_64 = make(NUMERICAL_INTEGER, 64);
    public static final ElementType SINT_64 = make(NUMERICAL_INTEGER_SIGNED, 64);
    public static final ElementType UINT_64 = make(NUMERICAL_INTEGER_UNSIGNED, 64);
    public static final ElementType FLOAT_16 = make(NUMERICAL_FLOAT_IEEE, 16);
    public static final ElementType FLOAT_32 = make(NUMERICAL_FLOAT_IEEE, 32);
    public static final ElementType FLOAT_64 = make(NUMERICAL_FLOAT_IEEE, 64);
    public static final ElementType BFLOAT_16 = make(NUMERICAL_FLOAT_BRAIN, 16);
    public static final ElementType COMPLEX_FLOAT_64 = make(NUMERICAL_FLOAT_COMPLEX, 64);
    public static final ElementType COMPLEX_FLOAT_128 = make(NUMERICAL_FLOAT_COMPLEX, 128);
    public static final ElementType FLOAT_8_E5M2 = make(NUMERICAL_FLOAT_8_E5M2, 8);
    public static final ElementType FLOAT_8_E4M3FN = make(NUMERICAL_FLOAT_8_E4M3FN, 8);
    public static final ElementType FLOAT_8_E5M2_FNUZ = make(NUMERICAL_FLOAT_8_E5M2_FNUZ, 8);
    public static final ElementType FLOAT_8_E4M3_FNUZ = make(NUMERICAL_FLOAT_8_E4M3_FNUZ, 8);
    public static final ElementType FLOAT_8_E8M0_FNU = make(NUMERICAL_FLOAT_8_E8M0_FNU, 8);

    // The types above, which of() hands out instead of new objects.
    private static final ElementType[] KNOWN = {
        FLOAT_32,
        SINT_32,
        INT_32,
        UINT_32,
        FLOAT_16,
        BFLOAT_16,
        SINT_8,
        INT_8,
        UINT_8,
        BOOL_8,
        SINT_64,
        INT_64,
        UINT_64,
        FLOAT_64,
        SINT_16,
        INT_16,
        UINT_16,
        INT_4,
        SINT_4,
        UINT_4,
        NONE,
        OPAQUE_8,
        OPAQUE_16,
        OPAQUE_32,
        OPAQUE_64,
        COMPLEX_FLOAT_64,
        COMPLEX_FLOAT_128,
        FLOAT_8_E5M2,
        FLOAT_8_E4M3FN,
        FLOAT_8_E5M2_FNUZ,
        FLOAT_8_E4M3_FNUZ,
        FLOAT_8_E8M0_FNU
    };

    /** The type encoded as {@code value}: one of the constants where it is one (no new object). */
    public static ElementType of(int value) {
        for (ElementType t : KNOWN) {
            if (t.value == value) {
                return t;
            }
        }
        return new ElementType(value);
    }

    public static ElementType make(int numericalType, int bitCount) {
        return new ElementType(((numericalType & 0xFF) << 24) | (bitCount & 0xFF));
    }

    public int numericalType() {
        return value >>> 24;
    }

    public int bitCount() {
        return value & 0xFF;
    }

    public boolean isOpaque() {
        return numericalType() == NUMERICAL_UNKNOWN;
    }

    public boolean isInteger() {
        return (numericalType() & NUMERICAL_INTEGER) == NUMERICAL_INTEGER;
    }

    public boolean isFloat() {
        return (numericalType() & NUMERICAL_FLOAT) == NUMERICAL_FLOAT;
    }

    public boolean isByteAligned() {
        return bitCount() % 8 == 0;
    }

    /** Bytes one element takes when stored densely (sub-byte types round up). */
    public int denseByteCount() {
        return (bitCount() + 7) / 8;
    }

    /** Bytes {@code count} densely packed elements take; sub-byte types share bytes. */
    public long packedByteCount(long count) {
        return (count * bitCount() + 7) / 8;
    }

    // equals and hashCode are written out: a record's generated ones are linked on their first call
    // (method handles spun at run time, which the JVM's start-up cache does not hold), which every
    // run of a program with tensors paid. Same results: the one component compared and hashed.
    @Override
    public boolean equals(Object o) {
        return o instanceof ElementType t && t.value == value;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(value);
    }

    /**
     * IREE's textual form, as {@code iree-run-module} prints it. (Parsing it, with the C library's
     * number rules the reference uses, is {@code io.jiree.runtime.io.TensorText.parseElementType}.)
     */
    @Override
    public String toString() {
        if (this.equals(FLOAT_8_E5M2)) return "f8E5M2";
        if (this.equals(FLOAT_8_E4M3FN)) return "f8E4M3FN";
        if (this.equals(FLOAT_8_E5M2_FNUZ)) return "f8E5M2FNUZ";
        if (this.equals(FLOAT_8_E4M3_FNUZ)) return "f8E4M3FNUZ";
        if (this.equals(FLOAT_8_E8M0_FNU)) return "f8E8M0FNU";
        int bits = bitCount();
        String prefix = switch (numericalType()) {
            case NUMERICAL_BOOLEAN -> {
                bits = 1;
                yield "i";
            }
            case NUMERICAL_INTEGER -> "i";
            case NUMERICAL_INTEGER_SIGNED -> "si";
            case NUMERICAL_INTEGER_UNSIGNED -> "ui";
            case NUMERICAL_FLOAT_IEEE -> "f";
            case NUMERICAL_FLOAT_BRAIN -> "bf";
            case NUMERICAL_FLOAT_COMPLEX -> "cf";
            default -> "*";
        };
        return prefix + bits;
    }
}
