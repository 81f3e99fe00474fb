package io.jiree.hal;

import java.util.List;

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

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(NONE, "NONE"),
            new BitField.Name(ALL, "ALL"),
            new BitField.Name(DISCARD_WRITE, "DISCARD_WRITE"),
            new BitField.Name(READ, "READ"),
            new BitField.Name(WRITE, "WRITE"),
            new BitField.Name(DISCARD, "DISCARD"),
            new BitField.Name(MAY_ALIAS, "MAY_ALIAS"),
            new BitField.Name(UNALIGNED, "UNALIGNED"),
            new BitField.Name(ANY, "ANY"));

    private MemoryAccess() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }
}
