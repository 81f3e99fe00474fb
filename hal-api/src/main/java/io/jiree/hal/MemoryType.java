package io.jiree.hal;

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

    /** The names {@code iree_hal_memory_type_format} prints, in its order. */
    public static final BitField NAMES = BitField.names()
            .name(NONE, "NONE")
            .name(OPTIMAL_FOR_HOST, "OPTIMAL_FOR_HOST")
            .name(OPTIMAL_FOR_DEVICE, "OPTIMAL_FOR_DEVICE")
            .name(HOST_LOCAL, "HOST_LOCAL")
            .name(DEVICE_LOCAL, "DEVICE_LOCAL")
            .name(OPTIMAL, "OPTIMAL")
            .name(HOST_VISIBLE, "HOST_VISIBLE")
            .name(HOST_COHERENT, "HOST_COHERENT")
            .name(HOST_CACHED, "HOST_CACHED")
            .name(DEVICE_VISIBLE, "DEVICE_VISIBLE");

    private MemoryType() {}
}
