package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/** {@code iree_hal_collective_reduction_t} in IREE's order (the ordinal is the encoded value). */
public enum CollectiveReduction {
    NONE,
    SUM,
    PRODUCT,
    MINIMUM,
    MAXIMUM,
    AVERAGE;

    private static final CollectiveReduction[] VALUES = values();

    public int value() {
        return ordinal();
    }

    public static CollectiveReduction of(int value) {
        if (value < 0 || value >= VALUES.length) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unknown collective reduction (%d)", value);
        }
        return VALUES[value];
    }
}
