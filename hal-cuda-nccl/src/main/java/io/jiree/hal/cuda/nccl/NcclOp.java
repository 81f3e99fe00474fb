package io.jiree.hal.cuda.nccl;

import io.jiree.hal.CollectiveOp;

/**
 * One entry of a collective batch as NCCL needs it: the op, its parameter (root or peer rank; for
 * send_recv the send peer in the low 16 bits and the receive peer in the high 16 bits, -1 for
 * none), and device addresses already resolved from the bindings (0 where the op has no such buffer).
 *
 * @param elementCount elements per rank as IREE counts them (all_to_all: the whole send buffer)
 */
public record NcclOp(
        NcclCommunicator communicator, CollectiveOp op, int param, long send, long recv, long elementCount) {

    /** A short description for error messages, e.g. {@code all_reduce<sum, f32> x 1024}. */
    public String describe() {
        StringBuilder sb = new StringBuilder(op.kind().name().toLowerCase()).append('<');
        if (op.kind().isReduction()) {
            sb.append(op.reduction().name().toLowerCase()).append(", ");
        }
        sb.append(op.elementType().elementType()).append("> x ").append(elementCount);
        return sb.toString();
    }
}
