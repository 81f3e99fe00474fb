package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/** Buffer checks with IREE's status codes and messages, shared by all drivers. */
public final class BufferValidation {
    private BufferValidation() {}

    public static void memoryType(int actual, int expected) {
        if ((actual & expected) != expected) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "buffer memory type is not compatible with the requested operation; "
                            + "buffer has %s, operation requires %s",
                    MemoryType.NAMES.format(actual),
                    MemoryType.NAMES.format(expected));
        }
    }

    public static void access(int allowed, int required) {
        if ((required & MemoryAccess.ANY) != 0) {
            return;
        }
        if ((required & (MemoryAccess.READ | MemoryAccess.WRITE)) == 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "memory access must specify one or more of _READ or _WRITE");
        }
        if ((allowed & required) != required) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "buffer does not support the requested access type; buffer allows %s, operation requires %s",
                    MemoryAccess.NAMES.format(allowed),
                    MemoryAccess.NAMES.format(required));
        }
    }

    public static void usage(int allowed, int required) {
        if ((allowed & required) != required) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "requested usage was not specified when the buffer was allocated; "
                            + "buffer allows %s, operation requires %s",
                    BufferUsage.NAMES.format(allowed),
                    BufferUsage.NAMES.format(required));
        }
    }

    /**
     * What every queue operation and command asks of a buffer it uses: the usage and access it
     * needs, and memory the device can see (IREE's command buffer validation, in its order).
     */
    public static void queueUse(Buffer buffer, int usage, int access) {
        usage(buffer.allowedUsage(), usage);
        access(buffer.allowedAccess(), access);
        memoryType(buffer.memoryType(), MemoryType.DEVICE_VISIBLE);
    }

    /**
     * Checks {@code [offset, offset+length)} against a buffer of {@code byteLength} bytes and
     * returns the length with WHOLE_BUFFER resolved.
     */
    public static long range(long byteLength, long offset, long length) {
        if (offset < 0 || offset > byteLength) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "attempted to access an address off the end of the valid buffer range "
                            + "(offset=%d, length=%d, buffer byte_length=%d)",
                    offset,
                    length,
                    byteLength);
        }
        if (length == Buffer.WHOLE_BUFFER) {
            return byteLength - offset;
        }
        if (length < 0 || length > byteLength - offset) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "attempted to access an address outside of the valid buffer range "
                            + "(offset=%d, length=%d, end(inc)=%d, buffer byte_length=%d)",
                    offset,
                    length,
                    offset + length - 1,
                    byteLength);
        }
        return length;
    }

    /** Fill pattern checks: length 1, 2 or 4 and offset/length aligned to it. */
    public static void fillPattern(long offset, long length, int patternLength) {
        if (patternLength != 1 && patternLength != 2 && patternLength != 4) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "fill patterns must be 1, 2, or 4 bytes (got %d)", patternLength);
        }
        if (offset % patternLength != 0 || length % patternLength != 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "attempting to fill a range with %d byte values that is not aligned (offset=%d, length=%d)",
                    patternLength,
                    offset,
                    length);
        }
    }
}
