package io.jiree.base;

/**
 * Status codes with IREE's numbering ({@code iree_status_code_t}), which follows absl/gRPC.
 * The numeric value is what IREE's tools print and what {@code vm.fail} carries.
 */
public enum StatusCode {
    OK(0),
    CANCELLED(1),
    UNKNOWN(2),
    INVALID_ARGUMENT(3),
    DEADLINE_EXCEEDED(4),
    NOT_FOUND(5),
    ALREADY_EXISTS(6),
    PERMISSION_DENIED(7),
    RESOURCE_EXHAUSTED(8),
    FAILED_PRECONDITION(9),
    ABORTED(10),
    OUT_OF_RANGE(11),
    UNIMPLEMENTED(12),
    INTERNAL(13),
    UNAVAILABLE(14),
    DATA_LOSS(15),
    UNAUTHENTICATED(16),
    DEFERRED(17),
    INCOMPATIBLE(18);

    private static final StatusCode[] BY_VALUE = values();

    private final int value;

    StatusCode(int value) {
        this.value = value;
    }

    /** IREE's numeric value of this code. */
    public int value() {
        return value;
    }

    /** The code for an IREE numeric value; values IREE does not define map to {@link #UNKNOWN}. */
    public static StatusCode of(int value) {
        return value >= 0 && value < BY_VALUE.length ? BY_VALUE[value] : UNKNOWN;
    }
}
