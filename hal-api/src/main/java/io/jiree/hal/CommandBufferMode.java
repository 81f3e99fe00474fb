package io.jiree.hal;

import java.util.List;

/** {@code iree_hal_command_buffer_mode_t} bits with IREE's values. */
public final class CommandBufferMode {
    public static final int DEFAULT = 0;
    public static final int ONE_SHOT = 1 << 0;
    public static final int ALLOW_INLINE_EXECUTION = 1 << 4;
    public static final int UNVALIDATED = 1 << 5;
    public static final int UNRETAINED = 1 << 6;
    public static final int RETAIN_PROFILE_METADATA = 1 << 7;
    public static final int RETAIN_DISPATCH_METADATA = 1 << 8;

    private static final List<BitField.Name> NAMES = List.of(
            new BitField.Name(DEFAULT, "DEFAULT"),
            new BitField.Name(ONE_SHOT, "ONE_SHOT"),
            new BitField.Name(ALLOW_INLINE_EXECUTION, "ALLOW_INLINE_EXECUTION"),
            new BitField.Name(UNVALIDATED, "UNVALIDATED"),
            new BitField.Name(UNRETAINED, "UNRETAINED"),
            new BitField.Name(RETAIN_PROFILE_METADATA, "RETAIN_PROFILE_METADATA"),
            new BitField.Name(RETAIN_DISPATCH_METADATA, "RETAIN_DISPATCH_METADATA"));

    private CommandBufferMode() {}

    public static String format(int bits) {
        return BitField.format(Integer.toUnsignedLong(bits), NAMES);
    }
}
