package io.jiree.hal;

/** {@code iree_hal_memory_access_t} bits with IREE's values. */
public final class MemoryAccess {
    public static final int NONE = 0;
    public static final int READ = 1 << 0;
    public static final int WRITE = 1 << 1;
    public static final int DISCARD = 1 << 2;
    public static final int DISCARD_WRITE = DISCARD | WRITE;
    public static final int MAY_ALIAS = 1 << 3;
    public static final int UNALIGNED = 1 << 4;
    public static final int ANY = 1 << 5;
    public static final int ALL = READ | WRITE | DISCARD;

    /** The names {@code iree_hal_memory_access_format} prints, in its order. */
    public static final BitField NAMES = BitField.names()
            .name(NONE, "NONE")
            .name(ALL, "ALL")
            .name(DISCARD_WRITE, "DISCARD_WRITE")
            .name(READ, "READ")
            .name(WRITE, "WRITE")
            .name(DISCARD, "DISCARD")
            .name(MAY_ALIAS, "MAY_ALIAS")
            .name(UNALIGNED, "UNALIGNED")
            .name(ANY, "ANY");

    private MemoryAccess() {}
}
