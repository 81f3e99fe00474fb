package io.jiree.hal;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * {@code iree_hal_collective_element_type_t} in IREE's order (the ordinal is the encoded
 * value): the restricted set of types collective libraries implement.
 */
public enum CollectiveElementType {
    SINT_8(1, ElementType.SINT_8),
    UINT_8(1, ElementType.UINT_8),
    SINT_16(2, ElementType.SINT_16),
    UINT_16(2, ElementType.UINT_16),
    SINT_32(4, ElementType.SINT_32),
    UINT_32(4, ElementType.UINT_32),
    SINT_64(8, ElementType.SINT_64),
    UINT_64(8, ElementType.UINT_64),
    FLOAT_16(2, ElementType.FLOAT_16),
    FLOAT_32(4, ElementType.FLOAT_32),
    FLOAT_64(8, ElementType.FLOAT_64),
    BFLOAT_16(2, ElementType.BFLOAT_16);

    private static final CollectiveElementType[] VALUES = values();

    private final int byteCount;
    private final ElementType elementType;

    CollectiveElementType(int byteCount, ElementType elementType) {
        this.byteCount = byteCount;
        this.elementType = elementType;
    }

    public int value() {
        return ordinal();
    }

    /** {@code iree_hal_collective_element_byte_count}. */
    public int byteCount() {
        return byteCount;
    }

    /** The corresponding HAL element type. */
    public ElementType elementType() {
        return elementType;
    }

    public static CollectiveElementType of(int value) {
        if (value < 0 || value >= VALUES.length) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unknown collective element type (%d)", value);
        }
        return VALUES[value];
    }
}
