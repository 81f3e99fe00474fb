package io.jiree.hal;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Locale;

/**
 * {@code iree_hal_collective_op_t}: kind, reduction and element type, packed by the compiler
 * into one uint32 as bytes {@code kind | reduction << 8 | element_type << 16} (reserved byte 0).
 */
public record CollectiveOp(CollectiveKind kind, CollectiveReduction reduction, CollectiveElementType elementType) {
    public CollectiveOp {
        if (kind == null || reduction == null || elementType == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "collective op fields must be set");
        }
    }

    /** Decodes the packed value; INVALID_ARGUMENT for values outside IREE's enums. */
    public static CollectiveOp unpack(int packed) {
        return new CollectiveOp(
                CollectiveKind.of(packed & 0xFF),
                CollectiveReduction.of((packed >>> 8) & 0xFF),
                CollectiveElementType.of((packed >>> 16) & 0xFF));
    }

    public int pack() {
        return kind.value() | (reduction.value() << 8) | (elementType.value() << 16);
    }

    /**
     * IREE's consistency rule: a reduction may only be given for reducing collectives.
     */
    public void validate() {
        if (!kind.isReduction() && reduction != CollectiveReduction.NONE) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "reduction operation cannot be specified on a non-reducing collective");
        }
    }

    /** Source rank of a SEND_RECV param (high 16 bits; -1 means none). */
    public static int sendRecvSource(int param) {
        return (short) (param >>> 16);
    }

    /** Target rank of a SEND_RECV param (low 16 bits; -1 means none). */
    public static int sendRecvTarget(int param) {
        return (short) (param & 0xFFFF);
    }

    /**
     * The element count each rank contributes to an all_gather over {@code ranks} ranks, decided
     * from the binding lengths, because the compiler means two things by the count it records: the
     * stream dialect's collective passes the per-rank count (the receive range holds {@code ranks}
     * times as many elements), while StableHLO's {@code all_gather} passes the result's element
     * count (the receive range holds exactly that many, the send range a {@code ranks}-th of it).
     * The rule: when the receive range holds {@code ranks * count} elements, {@code count} is
     * per rank; otherwise, when {@code count} divides by {@code ranks}, the receive range holds
     * {@code count} elements and the send range {@code count / ranks}, it is the result's count and
     * {@code count / ranks} is returned; otherwise {@code count} is returned unchanged (the caller's
     * range check then reports the too-small range).
     */
    public static long allGatherPerRankCount(long count, int ranks, long sendBytes, long recvBytes, int elementBytes) {
        if (ranks <= 1 || count <= 0 || elementBytes <= 0) {
            return count;
        }
        if (recvBytes / elementBytes / ranks >= count) {
            return count;
        }
        if (count % ranks == 0 && recvBytes / elementBytes >= count && sendBytes / elementBytes >= count / ranks) {
            return count / ranks;
        }
        return count;
    }

    /** {@code rank} when it is a rank of a {@code ranks}-rank channel; INVALID_ARGUMENT naming {@code what} otherwise. */
    public static int checkRank(int rank, int ranks, String what) {
        if (rank < 0 || rank >= ranks) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "%s %d is not a rank of a %d-rank channel", what, rank, ranks);
        }
        return rank;
    }

    /** The elements an all_to_all of {@code count} sends to each of {@code ranks} ranks; INVALID_ARGUMENT when uneven. */
    public static long allToAllPerRankCount(long count, int ranks) {
        if (count % ranks != 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "all_to_all of %d elements cannot be split evenly across %d ranks",
                    count,
                    ranks);
        }
        return count / ranks;
    }

    /**
     * Records this collective, about to be issued, on a channel's flight recorder track, with the
     * names the recorder's dumps use ({@code all_reduce f32[1024] sum}).
     */
    public FlightRecorder.Record record(FlightRecorder.Track track, int param, long elementCount, int rank, int count) {
        return track.record(
                kind.name().toLowerCase(Locale.ROOT), shortTypeName(), detail(param), elementCount, rank, count);
    }

    /** What the parameter and reduction mean for this kind, {@code -} for nothing. */
    String detail(int param) {
        return switch (kind) {
            case ALL_REDUCE, REDUCE_SCATTER -> reductionName();
            case REDUCE -> reductionName() + " root=" + param;
            case BROADCAST -> "root=" + param;
            case SEND, RECV -> "peer=" + param;
            case SEND_RECV -> "send=" + sendRecvTarget(param) + ",recv=" + sendRecvSource(param);
            default -> "-";
        };
    }

    private String reductionName() {
        return switch (reduction) {
            case NONE -> "-";
            case SUM -> "sum";
            case PRODUCT -> "product";
            case MINIMUM -> "min";
            case MAXIMUM -> "max";
            case AVERAGE -> "average";
        };
    }

    /** IREE's short element type names: i8, ui16, f32, bf16. */
    String shortTypeName() {
        String n = elementType.name();
        int bits = Integer.parseInt(n.substring(n.indexOf('_') + 1));
        if (n.startsWith("SINT_")) {
            return "i" + bits;
        }
        if (n.startsWith("UINT_")) {
            return "ui" + bits;
        }
        if (n.startsWith("BFLOAT_")) {
            return "bf" + bits;
        }
        if (n.startsWith("FLOAT_")) {
            return "f" + bits;
        }
        throw JireeException.of(StatusCode.INTERNAL, "no short name for collective element type %s", n);
    }

    /** A readable form, e.g. {@code all_reduce.sum.float_32}. */
    @Override
    public String toString() {
        String k = kind.name().toLowerCase();
        String r = switch (reduction) {
            case NONE -> "";
            case SUM -> ".sum";
            case PRODUCT -> ".product";
            case MINIMUM -> ".minimum";
            case MAXIMUM -> ".maximum";
            case AVERAGE -> ".average";
        };
        return k + r + "." + elementType.name().toLowerCase();
    }
}
