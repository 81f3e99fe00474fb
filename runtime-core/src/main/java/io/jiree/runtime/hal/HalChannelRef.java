package io.jiree.runtime.hal;

import io.jiree.hal.Channel;
import io.jiree.vm.RefType;

/** {@code !hal.channel}: owns one reference to {@link #channel()}. */
public final class HalChannelRef extends HalRef {
    private final Channel channel;

    private HalChannelRef(Channel channel) {
        super(channel);
        this.channel = channel;
    }

    /** Wraps an object whose reference the caller hands over. */
    public static HalChannelRef adopt(Channel channel) {
        return new HalChannelRef(channel);
    }

    public Channel channel() {
        return channel;
    }

    @Override
    public RefType refType() {
        return HalTypes.CHANNEL;
    }
}
