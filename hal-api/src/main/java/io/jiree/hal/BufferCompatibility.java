package io.jiree.hal;

/** {@code iree_hal_buffer_compatibility_t} bits with IREE's values. */
public final class BufferCompatibility {
    public static final int NONE = 0;
    public static final int ALLOCATABLE = 1 << 0;
    public static final int IMPORTABLE = 1 << 1;
    public static final int EXPORTABLE = 1 << 2;
    public static final int QUEUE_TRANSFER = 1 << 10;
    public static final int QUEUE_DISPATCH = 1 << 11;
    public static final int LOW_PERFORMANCE = 1 << 20;

    /** The names {@code iree_hal_buffer_compatibility_format} prints, in its order. */
    public static final BitField NAMES = BitField.names()
            .name(NONE, "NONE")
            .name(ALLOCATABLE, "ALLOCATABLE")
            .name(IMPORTABLE, "IMPORTABLE")
            .name(EXPORTABLE, "EXPORTABLE")
            .name(QUEUE_TRANSFER, "QUEUE_TRANSFER")
            .name(QUEUE_DISPATCH, "QUEUE_DISPATCH")
            .name(LOW_PERFORMANCE, "LOW_PERFORMANCE");

    private BufferCompatibility() {}
}
