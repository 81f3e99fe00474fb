package io.jiree.hal;

/** {@code iree_hal_dispatch_flags_t} bits with IREE's values. */
public final class DispatchFlags {
    public static final long NONE = 0;
    public static final long DYNAMIC_INDIRECT_PARAMETERS = 1L << 0;
    public static final long STATIC_INDIRECT_PARAMETERS = 1L << 1;
    public static final long CUSTOM_DIRECT_ARGUMENTS = 1L << 2;
    public static final long DYNAMIC_INDIRECT_ARGUMENTS = 1L << 3;
    public static final long STATIC_INDIRECT_ARGUMENTS = 1L << 4;
    public static final long ALLOW_INLINE_EXECUTION = 1L << 5;
    public static final long BORROW_RESOURCE_LIFETIMES = 1L << 6;

    private DispatchFlags() {}

    public static boolean usesIndirectParameters(long flags) {
        return (flags & (DYNAMIC_INDIRECT_PARAMETERS | STATIC_INDIRECT_PARAMETERS)) != 0;
    }
}
