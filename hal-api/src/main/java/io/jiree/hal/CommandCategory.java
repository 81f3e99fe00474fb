package io.jiree.hal;

import java.util.List;

/** {@code iree_hal_command_category_t} bits with IREE's values. */
public final class CommandCategory {
    public static final int NONE = 0;
    public static final int TRANSFER = 1 << 0;
    public static final int DISPATCH = 1 << 1;
    public static final int ANY = TRANSFER | DISPATCH;

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(NONE, "NONE"),
            new BitField.Name(TRANSFER, "TRANSFER"),
            new BitField.Name(DISPATCH, "DISPATCH"));

    private CommandCategory() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }
}
