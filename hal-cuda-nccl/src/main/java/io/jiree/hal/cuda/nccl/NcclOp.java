package io.jiree.hal.cuda.nccl;

import java.lang.foreign.MemorySegment;

/**
 * One entry of a collective batch as NCCL needs it: IREE's op encoding (kind, reduction, element
 * type, by their {@code iree_hal_collective_*} values, see {@link NcclTypes}), the op parameter
 * (root or peer rank; for send_recv the send peer in the low 16 bits and the receive peer in the
 * high 16 bits, -1 for none), and device addresses already resolved from the bindings.
 *
 * @param elementCount elements per rank as IREE counts them (all_to_all: the whole send buffer)
 */
public record NcclOp(NcclCommunicator communicator, int kind, int reduction, int elementType, int param,
                     MemorySegment send, MemorySegment recv, long elementCount) {

    /** A short description for error messages, e.g. {@code all_reduce<sum, f32> x 1024}. */
    public String describe() {
        StringBuilder sb = new StringBuilder(NcclTypes.kindName(kind)).append('<');
        if (kind == NcclTypes.KIND_ALL_REDUCE || kind == NcclTypes.KIND_REDUCE
                || kind == NcclTypes.KIND_REDUCE_SCATTER) {
            sb.append(NcclTypes.reductionName(reduction)).append(", ");
        }
        sb.append(NcclTypes.elementName(elementType)).append("> x ").append(elementCount);
        return sb.toString();
    }
}
