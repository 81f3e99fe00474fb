package io.jiree.hal;

/**
 * {@code iree_hal_channel_params_t}: how to create a collective channel. {@code rank} and
 * {@code count} may be {@link Channel#RANK_DEFAULT}/{@link Channel#COUNT_DEFAULT} to take them
 * from the environment; {@code id} (may be null) is an opaque rendezvous id and {@code group}
 * (may be null) a group name.
 */
public record ChannelParams(long flags, byte[] id, String group, int rank, int count) {
    public static ChannelParams defaults() {
        return new ChannelParams(0, null, null, Channel.RANK_DEFAULT, Channel.COUNT_DEFAULT);
    }
}
