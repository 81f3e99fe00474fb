package io.jiree.runtime.hal;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferView;
import io.jiree.hal.EncodingType;
import io.jiree.hal.MemoryType;
import io.jiree.vm.VmBuffer;

/**
 * The checks behind {@code hal.buffer.assert} and {@code hal.buffer_view.assert}, with IREE's
 * messages (modules/hal/utils/buffer_diagnostics.c): the compiler inserts them at function
 * boundaries, so these are the errors a caller sees for a wrongly shaped or typed argument. The
 * message text is only decoded when a check fails.
 */
final class BufferDiagnostics {
    private BufferDiagnostics() {}

    static void assertBuffer(
            Buffer buffer, VmBuffer messageBuffer, long minimumLength, int requiredMemoryTypes, int requiredUsage) {
        long actualLength = buffer.byteLength();
        if (actualLength < minimumLength) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s buffer byte length %d less than expected minimum %d",
                    HalArgs.string(messageBuffer),
                    actualLength,
                    minimumLength);
        }
        int actualType = buffer.memoryType();
        if ((actualType & requiredMemoryTypes) != requiredMemoryTypes) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "%s buffer memory type is not compatible; buffer has %s, operation requires %s",
                    HalArgs.string(messageBuffer),
                    MemoryType.NAMES.format(actualType),
                    MemoryType.NAMES.format(requiredMemoryTypes));
        }
        int allowedUsage = buffer.allowedUsage();
        if ((allowedUsage & requiredUsage) != requiredUsage) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "%s requested usage was not specified when the buffer was allocated; buffer allows %s, "
                            + "operation requires %s",
                    HalArgs.string(messageBuffer),
                    BufferUsage.NAMES.format(allowedUsage),
                    BufferUsage.NAMES.format(requiredUsage));
        }
    }

    private static boolean compatible(ElementType actual, ElementType expected) {
        if (actual.isOpaque()) {
            // Opaque data may be viewed as anything.
            return true;
        }
        if (actual.isInteger() && expected.isInteger() && actual.bitCount() == expected.bitCount()) {
            // Signless and signed/unsigned integers of one width are interchangeable.
            return true;
        }
        return actual.value() == expected.value();
    }

    // expectedShape: null when the caller found it to be the view's shape.
    static void assertBufferView(
            BufferView view,
            VmBuffer messageBuffer,
            int expectedElementType,
            int expectedEncoding,
            long[] expectedShape) {
        int actualEncoding = view.encodingType();
        if (actualEncoding != EncodingType.OPAQUE && actualEncoding != expectedEncoding) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s encoding mismatch; expected %08X but have %08X",
                    HalArgs.string(messageBuffer),
                    expectedEncoding,
                    actualEncoding);
        }
        ElementType actualType = view.elementType();
        ElementType expectedType = ElementType.of(expectedElementType);
        if (!compatible(actualType, expectedType)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s element type mismatch; expected %s (%08X) but have %s (%08X)",
                    HalArgs.string(messageBuffer),
                    expectedType,
                    expectedElementType,
                    actualType,
                    actualType.value());
        }
        if (expectedShape == null) {
            return; // the caller found the shape to be the view's
        }
        int rank = view.rank(); // the view's shape is copied only to report a mismatch
        JireeException shapeError = null;
        if (rank != expectedShape.length) {
            shapeError = JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s shape rank mismatch; expected %d%s but have %d%s",
                    HalArgs.string(messageBuffer),
                    expectedShape.length,
                    expectedShape.length == 0 ? " (scalar)" : "",
                    rank,
                    rank == 0 ? " (scalar)" : "");
        } else {
            for (int i = 0; i < rank; i++) {
                if (view.dim(i) != expectedShape[i]) {
                    shapeError = JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "%s shape dimension %d mismatch; expected %d but have %d",
                            HalArgs.string(messageBuffer),
                            i,
                            expectedShape[i],
                            view.dim(i));
                    break;
                }
            }
        }
        if (shapeError != null) {
            throw shapeError.annotate(String.format(
                    "expected shape `%s`, actual shape `%s`", formatShape(expectedShape), formatShape(view.shape())));
        }
    }

    /** {@code iree_hal_format_shape}: dimensions joined by {@code x}. */
    static String formatShape(long[] shape) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < shape.length; i++) {
            if (i > 0) {
                sb.append('x');
            }
            sb.append(shape[i]);
        }
        return sb.toString();
    }
}
