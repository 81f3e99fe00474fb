package io.jiree.hal;

/** {@code iree_hal_encoding_type_t} values with IREE's numbering. */
public final class EncodingType {
    public static final int OPAQUE = 0;
    public static final int DENSE_ROW_MAJOR = 1;

    private EncodingType() {}
}
