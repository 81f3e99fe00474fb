package io.jiree.hal;

import java.util.List;

/** {@code iree_hal_buffer_compatibility_t} bits with IREE's values. */
public final class BufferCompatibility {
    public static final int NONE = 0;
    public static final int ALLOCATABLE = 1 << 0;
    public static final int IMPORTABLE = 1 << 1;
    public static final int EXPORTABLE = 1 << 2;
    public static final int QUEUE_TRANSFER = 1 << 10;
    public static final int QUEUE_DISPATCH = 1 << 11;
    public static final int LOW_PERFORMANCE = 1 << 20;

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(NONE, "NONE"),
            new BitField.Name(ALLOCATABLE, "ALLOCATABLE"),
            new BitField.Name(IMPORTABLE, "IMPORTABLE"),
            new BitField.Name(EXPORTABLE, "EXPORTABLE"),
            new BitField.Name(QUEUE_TRANSFER, "QUEUE_TRANSFER"),
            new BitField.Name(QUEUE_DISPATCH, "QUEUE_DISPATCH"),
            new BitField.Name(LOW_PERFORMANCE, "LOW_PERFORMANCE"));

    private BufferCompatibility() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }
}
