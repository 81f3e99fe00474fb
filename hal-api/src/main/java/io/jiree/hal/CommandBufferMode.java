package io.jiree.hal;

/** {@code iree_hal_command_buffer_mode_t} bits with IREE's values. */
public final class CommandBufferMode {
    public static final int DEFAULT = 0;
    public static final int ONE_SHOT = 1 << 0;
    public static final int ALLOW_INLINE_EXECUTION = 1 << 4;
    public static final int UNVALIDATED = 1 << 5;
    public static final int UNRETAINED = 1 << 6;
    public static final int RETAIN_PROFILE_METADATA = 1 << 7;
    public static final int RETAIN_DISPATCH_METADATA = 1 << 8;

    /** The names {@code iree_hal_command_buffer_mode_format} prints, in its order. */
    public static final BitField NAMES = BitField.names()
            .name(DEFAULT, "DEFAULT")
            .name(ONE_SHOT, "ONE_SHOT")
            .name(ALLOW_INLINE_EXECUTION, "ALLOW_INLINE_EXECUTION")
            .name(UNVALIDATED, "UNVALIDATED")
            .name(UNRETAINED, "UNRETAINED")
            .name(RETAIN_PROFILE_METADATA, "RETAIN_PROFILE_METADATA")
            .name(RETAIN_DISPATCH_METADATA, "RETAIN_DISPATCH_METADATA");

    private CommandBufferMode() {}
}
