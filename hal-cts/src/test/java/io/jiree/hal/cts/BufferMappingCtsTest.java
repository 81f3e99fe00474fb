package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.StatusCode;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferMapping;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MappingMode;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * Host access to buffers the host can see: fill, read, write, mapped ranges, subspans, and every
 * kind of bad range or missing permission.
 */
class BufferMappingCtsTest extends CtsTestBase {
    private static final int SIZE = 128;

    /** A zeroed host-visible, mappable buffer. */
    private Buffer mappable() {
        Buffer b = allocate(HOST_LOCAL, SIZE);
        b.fill(0, Buffer.WHOLE_BUFFER, 0, 1);
        return b;
    }

    private static byte[] contents(Buffer b) {
        byte[] out = new byte[(int) b.byteLength()];
        b.read(0, out);
        return out;
    }

    @CtsTest
    void allocatorSupportsMapping() {
        BufferParams params = BufferParams.of(MemoryType.HOST_VISIBLE, BufferUsage.MAPPING);
        assertTrue((device.allocator().queryCompatibility(params, SIZE) & BufferCompatibility.ALLOCATABLE) != 0);
        Buffer b = allocate(params, SIZE);
        assertTrue(BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE), MemoryType.NAMES.format(b.memoryType()));
        assertTrue((b.allowedUsage() & BufferUsage.MAPPING_SCOPED) != 0, BufferUsage.NAMES.format(b.allowedUsage()));
    }

    @CtsTest
    void fillWholeWithOffsetAndInSubspans() {
        Buffer b = mappable();
        b.fill(0, Buffer.WHOLE_BUFFER, 0x11, 1);
        assertArrayEquals(pattern(SIZE, 0x11, 1), contents(b));
        b.fill(8, 16, 0xBEEF, 2);
        b.fill(32, Buffer.WHOLE_BUFFER, 0x01020304, 4);
        try (Buffer sub = b.subspan(64, 16)) {
            sub.fill(4, 8, 0x7F, 1);
            sub.fill(0, 0, 0x55, 1); // empty: nothing written
        }
        byte[] expected = pattern(SIZE, 0x11, 1);
        System.arraycopy(pattern(16, 0xBEEF, 2), 0, expected, 8, 16);
        System.arraycopy(pattern(SIZE - 32, 0x01020304, 4), 0, expected, 32, SIZE - 32);
        Arrays.fill(expected, 68, 76, (byte) 0x7F);
        assertArrayEquals(expected, contents(b));
    }

    @CtsTest
    void writeAndReadWholeWithOffsetAndInSubspans() {
        Buffer b = mappable();
        b.write(0, bytes(SIZE, 3));
        assertArrayEquals(bytes(SIZE, 3), contents(b));
        b.write(100, bytes(10, 50));
        try (Buffer sub = b.subspan(16, 32)) {
            sub.write(8, bytes(4, 90));
            byte[] part = new byte[8];
            sub.read(4, part);
            byte[] expected = Arrays.copyOfRange(bytes(SIZE, 3), 20, 28);
            System.arraycopy(bytes(4, 90), 0, expected, 4, 4);
            assertArrayEquals(expected, part);
        }
        byte[] expected = bytes(SIZE, 3);
        System.arraycopy(bytes(10, 50), 0, expected, 100, 10);
        System.arraycopy(bytes(4, 90), 0, expected, 24, 4);
        assertArrayEquals(expected, contents(b));
        // What the host wrote is what the device sees.
        assertArrayEquals(expected, read(b));
    }

    @CtsTest
    void mappedRangesReadAndWrite() {
        Buffer b = mappable();
        b.write(0, bytes(SIZE, 9));
        try (BufferMapping m = b.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 16, 32)) {
            assertEquals(32, m.contents().byteSize());
            assertSame(b, m.buffer());
            assertArrayEquals(
                    Arrays.copyOfRange(bytes(SIZE, 9), 16, 48), m.contents().toArray(ValueLayout.JAVA_BYTE));
            // A mapping without WRITE access cannot be written through.
            assertTrue(m.contents().isReadOnly());
        }
        try (BufferMapping m = b.mapRange(MappingMode.SCOPED, MemoryAccess.WRITE, 100, Buffer.WHOLE_BUFFER)) {
            assertEquals(SIZE - 100, m.contents().byteSize());
            m.contents().fill((byte) 0x42);
        }
        byte[] expected = bytes(SIZE, 9);
        Arrays.fill(expected, 100, SIZE, (byte) 0x42);
        assertArrayEquals(expected, contents(b));
        assertArrayEquals(expected, read(b));
    }

    @CtsTest
    void badRangesAreOutOfRange() {
        Buffer b = mappable();
        assertEquals(
                StatusCode.OUT_OF_RANGE, codeOf(() -> b.mapRange(MappingMode.SCOPED, MemoryAccess.READ, SIZE + 1, 0)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 64, 65)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.mapRange(MappingMode.SCOPED, MemoryAccess.READ, -1, 4)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.read(SIZE - 4, new byte[8])));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.write(SIZE - 4, new byte[8])));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.fill(SIZE - 4, 8, 0, 1)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.subspan(SIZE - 4, 8)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.subspan(SIZE + 1, Buffer.WHOLE_BUFFER)));
        try (Buffer sub = b.subspan(32, 32)) {
            // Bounds are the subspan's, not the allocation's.
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> sub.read(30, new byte[4])));
            assertEquals(
                    StatusCode.OUT_OF_RANGE, codeOf(() -> sub.mapRange(MappingMode.SCOPED, MemoryAccess.WRITE, 0, 33)));
        }
        assertArrayEquals(new byte[SIZE], contents(b), "nothing was written");
    }

    @CtsTest
    void fillPatternsMustBeWholeAndAligned() {
        Buffer b = mappable();
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> b.fill(0, 12, 0, 3)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> b.fill(2, 8, 0, 4)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> b.fill(0, 6, 0, 4)));
        assertArrayEquals(new byte[SIZE], contents(b), "nothing was written");
    }

    @CtsTest
    void subspansComposeAndShareTheirAllocation() {
        Buffer b = mappable();
        try (Buffer sub = b.subspan(16, 64);
                Buffer subsub = sub.subspan(8, Buffer.WHOLE_BUFFER)) {
            assertSame(b, sub.allocatedBuffer());
            assertSame(b, subsub.allocatedBuffer());
            assertEquals(16, sub.byteOffset());
            assertEquals(64, sub.byteLength());
            assertEquals(24, subsub.byteOffset());
            assertEquals(56, subsub.byteLength());
            assertEquals(SIZE, subsub.allocationSize());
            subsub.write(0, new byte[] {1, 2, 3});
            byte[] seen = new byte[3];
            b.read(24, seen);
            assertArrayEquals(new byte[] {1, 2, 3}, seen);
            assertEquals(b.memoryType(), subsub.memoryType());
            assertEquals(b.allowedUsage(), subsub.allowedUsage());
        }
    }

    @CtsTest
    void accessIsCheckedAgainstWhatTheBufferAllows() {
        Buffer readOnly =
                allocate(new BufferParams(HOST_LOCAL.type(), HOST_LOCAL.usage(), MemoryAccess.READ, ANY, 0), 16);
        assertEquals(
                0, readOnly.allowedAccess() & MemoryAccess.WRITE, MemoryAccess.NAMES.format(readOnly.allowedAccess()));
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> readOnly.write(0, new byte[4])));
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> readOnly.fill(0, 4, 0, 1)));
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() -> readOnly.mapRange(MappingMode.SCOPED, MemoryAccess.WRITE, 0, 4)));
        readOnly.read(0, new byte[4]);
    }

    @CtsTest
    void memoryTheHostCannotSeeIsNotMappable() {
        Buffer b = allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER), 16);
        if (BitField.allSet(b.memoryType(), MemoryType.HOST_VISIBLE)) {
            b.read(0, new byte[4]); // this device's device-local memory is host memory
            return;
        }
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> b.read(0, new byte[4])));
        assertEquals(
                StatusCode.PERMISSION_DENIED, codeOf(() -> b.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 0, 4)));
    }

    @CtsTest
    void aClosedBufferIsFailedPrecondition() {
        Buffer b = device.allocator().allocate(HOST_LOCAL, 16);
        b.close();
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> b.read(0, new byte[1])));
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> b.subspan(0, 4)));
    }

    @CtsTest
    void allocationOwnersAreCounted() {
        Buffer b = mappable();
        assertTrue(b.allocationIsTerminal());
        b.allocationPreserve();
        try (Buffer sub = b.subspan(0, 8)) {
            assertFalse(sub.allocationIsTerminal(), "views share the allocation's owners");
        }
        assertFalse(b.allocationDiscard());
        assertTrue(b.allocationIsTerminal());
        assertTrue(b.allocationDiscard());
    }
}
