package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

class StructImageTest {
    @Test
    void writesTheBytesTheAccessorsWrite() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointee = arena.allocate(16);
            MemorySegment expected = arena.allocate(44);
            expected.set(ValueLayout.JAVA_INT, 0, 0x01020304);
            expected.set(ValueLayout.JAVA_INT, 4, -7);
            expected.set(ValueLayout.JAVA_SHORT, 8, (short) 0xBEEF);
            expected.set(ValueLayout.JAVA_SHORT, 10, (short) 3);
            expected.set(ValueLayout.JAVA_BYTE, 14, (byte) 0xFF);
            expected.set(ValueLayout.JAVA_BYTE, 15, (byte) 9);
            expected.set(ValueLayout.ADDRESS, 16, pointee);
            expected.set(ValueLayout.JAVA_LONG, 24, Long.MIN_VALUE + 5);
            expected.set(ValueLayout.JAVA_INT, 40, 0x7FFF_FFFF);

            StructImage image = new StructImage(44)
                    .putInt(0, 0x01020304)
                    .putInt(4, -7)
                    .putShort(8, (short) 0xBEEF)
                    .putShort(10, (short) 3)
                    .putByte(14, (byte) 0xFF)
                    .putByte(15, (byte) 9)
                    .putAddress(16, pointee)
                    .putLong(24, Long.MIN_VALUE + 5)
                    .putInt(40, 0x7FFF_FFFF);
            MemorySegment actual = arena.allocate(48);
            actual.fill((byte) 0x5A); // the image replaces every byte of the struct, its padding too
            image.writeTo(actual, 0);
            assertEquals(-1L, actual.asSlice(0, 44).mismatch(expected));
            assertEquals((byte) 0x5A, actual.get(ValueLayout.JAVA_BYTE, 44), "writes only the struct's bytes");
        }
    }

    @Test
    void aFieldSetAgainReplacesItsOldValueOnly() {
        try (Arena arena = Arena.ofConfined()) {
            StructImage image = new StructImage(8).putInt(0, -1).putInt(4, -1).putShort(2, (short) 0x1234);
            MemorySegment out = arena.allocate(8);
            image.writeTo(out, 0);
            assertEquals(0x1234FFFF, out.get(ValueLayout.JAVA_INT, 0));
            assertEquals(-1, out.get(ValueLayout.JAVA_INT, 4));
        }
    }

    @Test
    void refusesFieldsOutsideTheStructOrMisaligned() {
        StructImage image = new StructImage(12);
        assertThrows(IndexOutOfBoundsException.class, () -> image.putLong(8, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> image.putInt(2, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> image.putByte(-1, (byte) 1));
    }

    @Test
    void pairsLieInMemoryAsTwoFieldsWould() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment m = arena.allocate(8);
            m.set(ValueLayout.JAVA_LONG, 0, StructImage.twoInts(0x8000_0001, -2));
            assertEquals(0x8000_0001, m.get(ValueLayout.JAVA_INT, 0));
            assertEquals(-2, m.get(ValueLayout.JAVA_INT, 4));
            m.set(ValueLayout.JAVA_INT, 0, StructImage.twoShorts((short) -3, (short) 0x7FFF));
            assertEquals((short) -3, m.get(ValueLayout.JAVA_SHORT, 0));
            assertEquals((short) 0x7FFF, m.get(ValueLayout.JAVA_SHORT, 2));
        }
    }
}
