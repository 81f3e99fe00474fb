package io.jiree.hal;

/** {@code iree_hal_mapping_mode_t} bits with IREE's values. */
public final class MappingMode {
    public static final int SCOPED = 1 << 0;
    public static final int PERSISTENT = 1 << 1;

    private MappingMode() {}
}
