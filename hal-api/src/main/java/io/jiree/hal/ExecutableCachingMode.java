package io.jiree.hal;

/** {@code iree_hal_executable_caching_mode_t} bits with IREE's values. */
public final class ExecutableCachingMode {
    public static final int NONE = 0;
    public static final int ALIAS_PROVIDED_DATA = 1 << 0;
    public static final int ALLOW_PERSISTENT_CACHING = 1 << 1;
    public static final int ALLOW_OPTIMIZATION = 1 << 2;
    public static final int ENABLE_DEBUGGING = 1 << 3;
    public static final int ENABLE_COVERAGE = 1 << 4;
    public static final int ENABLE_PROFILING = 1 << 5;
    public static final int DISABLE_VERIFICATION = 1 << 6;

    private ExecutableCachingMode() {}
}
