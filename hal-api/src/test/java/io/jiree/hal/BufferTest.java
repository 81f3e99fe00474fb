package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.Test;

class BufferTest {
    private static StatusCode codeOf(Runnable r) {
        return assertThrows(JireeException.class, r::run).code();
    }

    @Test
    void readWriteAndSubspan() {
        TestBuffer b = TestBuffer.hostLocal(16);
        b.write(4, new byte[] {1, 2, 3, 4});
        Buffer sub = b.subspan(4, 8);
        byte[] out = new byte[4];
        sub.read(0, out);
        assertArrayEquals(new byte[] {1, 2, 3, 4}, out);
        assertEquals(4, sub.byteOffset());
        assertSame(b, sub.allocatedBuffer());
        sub.close();
        assertFalse(b.released);
        b.close();
        assertTrue(b.released);
    }

    @Test
    void fillsRepeatTheLittleEndianPatternOverEveryLength() {
        long[][] patterns = {{0xAB, 1}, {0xBEEF, 2}, {0x4141, 2}, {0x01020304L, 4}, {0x7F7F7F7FL, 4}, {0, 4}};
        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
            for (long[] p : patterns) {
                int width = (int) p[1];
                for (int length : new int[] {0, 4, 8, 12, 16, 20, 36, 100, 4100}) {
                    java.lang.foreign.MemorySegment target = arena.allocate(length + 8);
                    target.fill((byte) 0x5A);
                    AbstractBuffer.fillSegment(target.asSlice(4, length), p[0], width);
                    for (int i = 0; i < length + 8; i++) {
                        byte expected =
                                i < 4 || i >= 4 + length ? (byte) 0x5A : (byte) (p[0] >>> (8 * ((i - 4) % width)));
                        assertEquals(
                                expected,
                                target.get(java.lang.foreign.ValueLayout.JAVA_BYTE, i),
                                "pattern " + Long.toHexString(p[0]) + " of " + width + ", length " + length + ", byte "
                                        + i);
                    }
                }
            }
        }
    }

    @Test
    void outOfRangeAccessFailsAndWritesNothing() {
        TestBuffer b = TestBuffer.hostLocal(8);
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.write(6, new byte[4])));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.read(9, new byte[0])));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.subspan(4, 5)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> b.fill(0, 12, 0xFF, 1)));
        for (int i = 0; i < 8; i++) {
            assertEquals(0, b.memory.get(java.lang.foreign.ValueLayout.JAVA_BYTE, i));
        }
    }

    @Test
    void fillPatterns() {
        TestBuffer b = TestBuffer.hostLocal(8);
        b.fill(0, Buffer.WHOLE_BUFFER, 0x01020304, 4);
        byte[] out = new byte[8];
        b.read(0, out);
        assertArrayEquals(new byte[] {4, 3, 2, 1, 4, 3, 2, 1}, out);
        b.fill(2, 4, 0xAABB, 2);
        b.read(0, out);
        assertArrayEquals(new byte[] {4, 3, (byte) 0xBB, (byte) 0xAA, (byte) 0xBB, (byte) 0xAA, 2, 1}, out);
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> b.fill(0, 8, 0, 3)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> b.fill(1, 4, 0, 2)));
    }

    @Test
    void mappingRequiresHostVisibleAndUsage() {
        TestBuffer deviceOnly = new TestBuffer(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, 8);
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> deviceOnly.read(0, new byte[4])));
        TestBuffer noMapping = new TestBuffer(MemoryType.HOST_LOCAL, BufferUsage.TRANSFER, 8);
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() -> noMapping.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 0, 4)));
        TestBuffer ok = TestBuffer.hostLocal(8);
        try (BufferMapping m = ok.mapRange(MappingMode.SCOPED, MemoryAccess.READ, 2, Buffer.WHOLE_BUFFER)) {
            assertEquals(6, m.contents().byteSize());
            assertTrue(m.contents().isReadOnly());
        }
    }

    @Test
    void allocationPreserveCountIsSharedBySubspans() {
        TestBuffer b = TestBuffer.hostLocal(16);
        Buffer sub = b.subspan(0, 8);
        assertTrue(b.allocationIsTerminal());
        sub.allocationPreserve();
        assertFalse(b.allocationIsTerminal());
        assertFalse(b.allocationDiscard());
        assertTrue(sub.allocationIsTerminal());
        assertTrue(sub.allocationDiscard());
    }

    @Test
    void bitfieldFormatting() {
        assertEquals(
                "HOST_LOCAL|DEVICE_VISIBLE",
                MemoryType.NAMES.format(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE));
        assertEquals("TRANSFER|DISPATCH_STORAGE", BufferUsage.NAMES.format(BufferUsage.DEFAULT));
        assertEquals("NONE", MemoryType.NAMES.format(0));
    }

    @Test
    void bufferViewShapes() {
        TestBuffer b = TestBuffer.hostLocal(24);
        try (BufferView v = BufferView.create(
                b, new long[] {2, 3}, io.jiree.base.ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)) {
            assertEquals(2, v.rank());
            assertEquals(3, v.dim(1));
            assertEquals(24, v.byteLength());
            assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> v.dim(2)));
        }
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> BufferView.create(
                        b, new long[] {7}, io.jiree.base.ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR)));
    }
}
