package io.jiree.hal;

/** A collective communicator ({@code iree_hal_channel_t}): this participant's rank among count. */
public interface Channel extends Resource {
    /** {@code IREE_HAL_CHANNEL_RANK_DEFAULT}. */
    int RANK_DEFAULT = -1;
    /** {@code IREE_HAL_CHANNEL_COUNT_DEFAULT}. */
    int COUNT_DEFAULT = -1;
    /** {@code IREE_HAL_CHANNEL_NO_COLOR}: a split with this color leaves the participant out. */
    int NO_COLOR = -1;

    int rank();

    int count();

    /**
     * Splits into sub-channels: participants with the same {@code color} form one, ranked by
     * {@code key}. Returns null for {@link #NO_COLOR}.
     */
    Channel split(int color, int key, long flags);
}
