package io.jiree.hal.cuda.nccl;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * Maps IREE's collective enums ({@code iree_hal_collective_element_type_t},
 * {@code iree_hal_collective_reduction_t}, {@code iree_hal_collective_kind_t}, by their numeric
 * values) to NCCL's {@code ncclDataType_t} and {@code ncclRedOp_t}. Unlike IREE's original
 * mapping, bf16 goes to ncclBfloat16 (not ncclFloat64), and anything NCCL cannot do is an error
 * rather than a silent fall-through.
 */
public final class NcclTypes {
    private NcclTypes() {}

    // iree_hal_collective_element_type_t
    public static final int ELEMENT_SINT_8 = 0;
    public static final int ELEMENT_UINT_8 = 1;
    public static final int ELEMENT_SINT_16 = 2;
    public static final int ELEMENT_UINT_16 = 3;
    public static final int ELEMENT_SINT_32 = 4;
    public static final int ELEMENT_UINT_32 = 5;
    public static final int ELEMENT_SINT_64 = 6;
    public static final int ELEMENT_UINT_64 = 7;
    public static final int ELEMENT_FLOAT_16 = 8;
    public static final int ELEMENT_FLOAT_32 = 9;
    public static final int ELEMENT_FLOAT_64 = 10;
    public static final int ELEMENT_BFLOAT_16 = 11;

    // iree_hal_collective_reduction_t
    public static final int REDUCTION_NONE = 0;
    public static final int REDUCTION_SUM = 1;
    public static final int REDUCTION_PRODUCT = 2;
    public static final int REDUCTION_MINIMUM = 3;
    public static final int REDUCTION_MAXIMUM = 4;
    public static final int REDUCTION_AVERAGE = 5;

    // iree_hal_collective_kind_t
    public static final int KIND_ALL_GATHER = 0;
    public static final int KIND_ALL_REDUCE = 1;
    public static final int KIND_ALL_TO_ALL = 2;
    public static final int KIND_BROADCAST = 3;
    public static final int KIND_REDUCE = 4;
    public static final int KIND_REDUCE_SCATTER = 5;
    public static final int KIND_SEND = 6;
    public static final int KIND_RECV = 7;
    public static final int KIND_SEND_RECV = 8;

    // ncclDataType_t
    public static final int NCCL_INT8 = 0;
    public static final int NCCL_UINT8 = 1;
    public static final int NCCL_INT32 = 2;
    public static final int NCCL_UINT32 = 3;
    public static final int NCCL_INT64 = 4;
    public static final int NCCL_UINT64 = 5;
    public static final int NCCL_FLOAT16 = 6;
    public static final int NCCL_FLOAT32 = 7;
    public static final int NCCL_FLOAT64 = 8;
    public static final int NCCL_BFLOAT16 = 9;

    // ncclRedOp_t
    public static final int NCCL_SUM = 0;
    public static final int NCCL_PROD = 1;
    public static final int NCCL_MAX = 2;
    public static final int NCCL_MIN = 3;
    public static final int NCCL_AVG = 4;

    private static final String[] ELEMENT_NAMES = {"si8", "ui8", "si16", "ui16", "si32", "ui32", "si64", "ui64",
            "f16", "f32", "f64", "bf16"};
    private static final String[] REDUCTION_NAMES = {"none", "sum", "product", "minimum", "maximum", "average"};
    private static final String[] KIND_NAMES = {"all_gather", "all_reduce", "all_to_all", "broadcast", "reduce",
            "reduce_scatter", "send", "recv", "send_recv"};

    /** The NCCL data type for an IREE collective element type. */
    public static int dataType(int elementType) {
        return switch (elementType) {
            case ELEMENT_SINT_8 -> NCCL_INT8;
            case ELEMENT_UINT_8 -> NCCL_UINT8;
            case ELEMENT_SINT_32 -> NCCL_INT32;
            case ELEMENT_UINT_32 -> NCCL_UINT32;
            case ELEMENT_SINT_64 -> NCCL_INT64;
            case ELEMENT_UINT_64 -> NCCL_UINT64;
            case ELEMENT_FLOAT_16 -> NCCL_FLOAT16;
            case ELEMENT_FLOAT_32 -> NCCL_FLOAT32;
            case ELEMENT_FLOAT_64 -> NCCL_FLOAT64;
            case ELEMENT_BFLOAT_16 -> NCCL_BFLOAT16;
            case ELEMENT_SINT_16, ELEMENT_UINT_16 -> throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "collective element type %s is not supported by NCCL: NCCL has no 16-bit integer type; "
                            + "use i32 (or f16/bf16 for floating point) for the collective",
                    elementName(elementType));
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "unhandled collective element type %d (IREE defines 0..11)", elementType);
        };
    }

    /** Bytes of one element of an IREE collective element type. */
    public static int elementByteCount(int elementType) {
        return switch (elementType) {
            case ELEMENT_SINT_8, ELEMENT_UINT_8 -> 1;
            case ELEMENT_SINT_16, ELEMENT_UINT_16, ELEMENT_FLOAT_16, ELEMENT_BFLOAT_16 -> 2;
            case ELEMENT_SINT_32, ELEMENT_UINT_32, ELEMENT_FLOAT_32 -> 4;
            case ELEMENT_SINT_64, ELEMENT_UINT_64, ELEMENT_FLOAT_64 -> 8;
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "unhandled collective element type %d (IREE defines 0..11)", elementType);
        };
    }

    /** The NCCL reduction for an IREE collective reduction. */
    public static int redOp(int reduction) {
        return switch (reduction) {
            case REDUCTION_SUM -> NCCL_SUM;
            case REDUCTION_PRODUCT -> NCCL_PROD;
            case REDUCTION_MINIMUM -> NCCL_MIN;
            case REDUCTION_MAXIMUM -> NCCL_MAX;
            case REDUCTION_AVERAGE -> NCCL_AVG;
            case REDUCTION_NONE -> throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "this collective needs a reduction (sum, product, minimum, maximum or average) but has none");
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED,
                    "unhandled collective reduction %d (IREE defines 0..5)", reduction);
        };
    }

    public static String elementName(int elementType) {
        return elementType >= 0 && elementType < ELEMENT_NAMES.length ? ELEMENT_NAMES[elementType]
                : "element type " + elementType;
    }

    public static String reductionName(int reduction) {
        return reduction >= 0 && reduction < REDUCTION_NAMES.length ? REDUCTION_NAMES[reduction]
                : "reduction " + reduction;
    }

    public static String kindName(int kind) {
        return kind >= 0 && kind < KIND_NAMES.length ? KIND_NAMES[kind] : "collective kind " + kind;
    }
}
