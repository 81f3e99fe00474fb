package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/** {@code iree_hal_collective_kind_t} in IREE's order (the ordinal is the encoded value). */
public enum CollectiveKind {
    ALL_GATHER(false, true, true),
    ALL_REDUCE(true, true, true),
    ALL_TO_ALL(false, true, true),
    BROADCAST(false, true, true),
    REDUCE(true, true, true),
    REDUCE_SCATTER(true, true, true),
    SEND(false, true, false),
    RECV(false, false, true),
    SEND_RECV(false, true, true);

    private static final CollectiveKind[] VALUES = values();

    private final boolean reduction;
    private final boolean usesSend;
    private final boolean usesRecv;

    CollectiveKind(boolean reduction, boolean usesSend, boolean usesRecv) {
        this.reduction = reduction;
        this.usesSend = usesSend;
        this.usesRecv = usesRecv;
    }

    public int value() {
        return ordinal();
    }

    public boolean isReduction() {
        return reduction;
    }

    public boolean usesSendBuffer() {
        return usesSend;
    }

    public boolean usesRecvBuffer() {
        return usesRecv;
    }

    public static CollectiveKind of(int value) {
        if (value < 0 || value >= VALUES.length) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "unknown collective operation (kind %d)", value);
        }
        return VALUES[value];
    }
}
