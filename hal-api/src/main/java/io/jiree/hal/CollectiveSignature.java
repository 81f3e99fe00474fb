package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * What one rank issued on one channel in one batch of collectives, as six words its peers can
 * compare: the first op's number (the flight recorder's; shown, not compared), how many ops, the
 * first op's kind, type, reduction and root, its element count, a hash of every op, and a checksum
 * that tells a signature from the zeros a rank that never sent one leaves.
 *
 * <p>NCCL and MPI pair the calls of a communicator's ranks by their order alone: ranks running
 * different programs, functions or input shapes get undefined results and a success (seen with
 * both). So each provider exchanges the ranks' signatures of a batch before it returns a result,
 * and fails the batch on every rank with FAILED_PRECONDITION when they differ ({@link #check}).
 * A send or a receive alone is left out: only the ranks it names issue it, and the libraries match
 * it by peer. A send_recv, which every rank issues, counts without its peers.
 */
public final class CollectiveSignature {
    /** Words in a signature. */
    public static final int WORDS = 6;
    /** Bytes in a signature (native byte order: every rank of a job shares the architecture). */
    public static final long BYTES = WORDS * Long.BYTES;

    private static final long CHECKSUM_SEED = 0x6A69726565L; // "jiree"

    private CollectiveSignature() {}

    /** One op of a batch: what it is, its root or peer parameter, its element count and its number. */
    public record Op(CollectiveOp op, int param, long elementCount, long sequence) {}

    /**
     * The signature of {@code ops} (one channel's ops of a batch, in order), or null when none of
     * them is a collective every rank takes part in (there is nothing to compare).
     */
    public static long[] of(List<Op> ops) {
        long hash = 17;
        Op first = null;
        int n = 0;
        for (Op op : ops) {
            if (pointToPoint(op.op().kind())) {
                continue;
            }
            first = first == null ? op : first;
            n++;
            hash = hash * 31 + code(op);
            hash = hash * 31 + op.elementCount();
        }
        if (first == null) {
            return null;
        }
        long[] words = {first.sequence(), n, code(first), first.elementCount(), hash, 0};
        words[WORDS - 1] = checksum(words);
        return words;
    }

    /** One channel's signature of a batch, and the index of the batch's first op on that channel. */
    public record Group(int first, long[] signature) {}

    /**
     * The signatures of a batch of {@code size} ops, one per channel ({@code channel} of op i) in
     * order of first use, each of the ops {@code op} gives for it; channels whose ops need no
     * comparison (sends and receives alone) are left out.
     */
    public static <C> Map<C, Group> perChannel(int size, IntFunction<C> channel, IntFunction<Op> op) {
        Map<C, List<Integer>> indices = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            indices.computeIfAbsent(channel.apply(i), c -> new ArrayList<>()).add(i);
        }
        Map<C, Group> groups = new LinkedHashMap<>();
        for (Map.Entry<C, List<Integer>> e : indices.entrySet()) {
            long[] signature = of(e.getValue().stream().map(op::apply).toList());
            if (signature != null) {
                groups.put(e.getKey(), new Group(e.getValue().get(0), signature));
            }
        }
        return groups;
    }

    /** Writes {@code words} at the start of {@code target}. */
    public static void write(long[] words, MemorySegment target) {
        for (int i = 0; i < WORDS; i++) {
            target.setAtIndex(ValueLayout.JAVA_LONG, i, words[i]);
        }
    }

    /**
     * Compares {@code mine} with every rank's signature in {@code all} (rank r's at r * BYTES).
     * Throws FAILED_PRECONDITION naming both sides at the first rank that issued something else,
     * and INTERNAL when a rank's signature never arrived (all zeros or torn) although the exchange
     * reported success; {@code channel} and {@code pairing} ("NCCL", "MPI") are for the message.
     */
    public static void check(long[] mine, MemorySegment all, int ranks, int rank, String channel, String pairing) {
        for (int r = 0; r < ranks; r++) {
            long[] theirs = read(all, r);
            boolean same = true;
            for (int i = 1; i < WORDS - 1; i++) {
                // The number (word 0) is left out: sends and receives count too, on their ranks only.
                same &= theirs[i] == mine[i];
            }
            boolean arrived = theirs[WORDS - 1] == checksum(theirs);
            if (same && arrived) {
                continue;
            }
            if (!arrived) {
                throw JireeException.of(
                        StatusCode.INTERNAL,
                        "the collective signature of rank %d on %s never arrived, yet %s reported no error: the"
                                + " batch's results cannot be trusted",
                        r,
                        channel,
                        pairing);
            }
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "the ranks of %s issued different collectives: this rank (%d of %d) issued %s, rank %d issued %s;"
                            + " %s pairs them by order alone, so the results are undefined and none is returned. Run"
                            + " the same function of the same module on every rank, with inputs of the same shapes",
                    channel,
                    rank,
                    ranks,
                    describe(mine),
                    r,
                    describe(theirs),
                    pairing);
        }
    }

    /** Whether a signature read back holds a real signature (not zeros or a torn write). */
    public static boolean arrived(MemorySegment all, int rank) {
        long[] words = read(all, rank);
        return words[WORDS - 1] == checksum(words);
    }

    private static long[] read(MemorySegment all, int rank) {
        long[] words = new long[WORDS];
        MemorySegment.copy(all, ValueLayout.JAVA_LONG, rank * BYTES, words, 0, WORDS);
        return words;
    }

    /** A send or a receive alone: only the ranks it names issue it. */
    private static boolean pointToPoint(CollectiveKind kind) {
        return kind == CollectiveKind.SEND || kind == CollectiveKind.RECV;
    }

    private static long code(Op op) {
        CollectiveOp c = op.op();
        long reduction = c.kind().isReduction() ? c.reduction().ordinal() : 0xFF;
        // A send_recv's peers differ from rank to rank: only a root is compared.
        boolean rooted = c.kind() == CollectiveKind.BROADCAST || c.kind() == CollectiveKind.REDUCE;
        long root = rooted ? op.param() & 0xFFFF : 0xFFFF;
        return (long) (c.kind().ordinal() + 1) << 48 | (long) c.elementType().ordinal() << 40 | reduction << 32 | root;
    }

    private static long checksum(long[] words) {
        long sum = CHECKSUM_SEED;
        for (int i = 0; i < WORDS - 1; i++) {
            sum = Long.rotateLeft(sum ^ words[i], 23) * 0x9E3779B97F4A7C15L;
        }
        return sum;
    }

    /** A signature in words, e.g. "all_reduce<maximum, i32> x 5 (#3, 1 collective(s) in its batch)". */
    static String describe(long[] s) {
        long code = s[2];
        StringBuilder sb = new StringBuilder();
        int kind = (int) (code >>> 48) - 1;
        if (kind >= 0 && kind < CollectiveKind.values().length) {
            sb.append(CollectiveKind.values()[kind].name().toLowerCase()).append('<');
            int reduction = (int) (code >>> 32) & 0xFF;
            if (reduction < CollectiveReduction.values().length) {
                sb.append(CollectiveReduction.values()[reduction].name().toLowerCase())
                        .append(", ");
            }
            int type = (int) (code >>> 40) & 0xFF;
            sb.append(
                            type < CollectiveElementType.values().length
                                    ? CollectiveElementType.values()[type].elementType()
                                    : "?")
                    .append("> x ")
                    .append(s[3]);
            int root = (int) code & 0xFFFF;
            if (root != 0xFFFF) {
                sb.append(" from root ").append(root);
            }
        } else {
            sb.append("an unknown collective");
        }
        return sb.append(" (#")
                .append(s[0])
                .append(", ")
                .append(s[1])
                .append(" collective(s) in its batch)")
                .toString();
    }
}
