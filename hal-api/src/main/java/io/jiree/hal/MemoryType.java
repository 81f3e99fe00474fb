package io.jiree.hal;

import java.util.List;

/** {@code iree_hal_memory_type_t} bits with IREE's values. */
public final class MemoryType {
    public static final int NONE = 0;
    public static final int OPTIMAL = 1 << 0;
    public static final int HOST_VISIBLE = 1 << 1;
    public static final int HOST_COHERENT = 1 << 2;
    public static final int HOST_CACHED = 1 << 3;
    public static final int HOST_LOCAL = HOST_VISIBLE | HOST_COHERENT | (1 << 6);
    public static final int OPTIMAL_FOR_HOST = OPTIMAL | HOST_LOCAL;
    public static final int DEVICE_VISIBLE = 1 << 4;
    public static final int DEVICE_LOCAL = DEVICE_VISIBLE | (1 << 5);
    public static final int OPTIMAL_FOR_DEVICE = OPTIMAL | DEVICE_LOCAL;

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(NONE, "NONE"),
            new BitField.Name(OPTIMAL_FOR_HOST, "OPTIMAL_FOR_HOST"),
            new BitField.Name(OPTIMAL_FOR_DEVICE, "OPTIMAL_FOR_DEVICE"),
            new BitField.Name(HOST_LOCAL, "HOST_LOCAL"),
            new BitField.Name(DEVICE_LOCAL, "DEVICE_LOCAL"),
            new BitField.Name(OPTIMAL, "OPTIMAL"),
            new BitField.Name(HOST_VISIBLE, "HOST_VISIBLE"),
            new BitField.Name(HOST_COHERENT, "HOST_COHERENT"),
            new BitField.Name(HOST_CACHED, "HOST_CACHED"),
            new BitField.Name(DEVICE_VISIBLE, "DEVICE_VISIBLE"));

    private MemoryType() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }

    public static boolean allSet(int value, int required) {
        return (value & required) == required;
    }
}
