package io.jiree.hal;

/** {@code iree_hal_command_category_t} bits with IREE's values. */
public final class CommandCategory {
    public static final int NONE = 0;
    public static final int TRANSFER = 1 << 0;
    public static final int DISPATCH = 1 << 1;
    public static final int ANY = TRANSFER | DISPATCH;

    /** The names {@code iree_hal_command_category_format} prints, in its order. */
    public static final BitField NAMES =
            BitField.names().name(NONE, "NONE").name(TRANSFER, "TRANSFER").name(DISPATCH, "DISPATCH");

    private CommandCategory() {}
}
