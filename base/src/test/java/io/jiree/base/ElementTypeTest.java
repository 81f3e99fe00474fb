package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ElementTypeTest {
    @Test
    void encodingMatchesIree() {
        // Values as IREE's compiler emits them in hal.buffer_view.create / assert.
        assertEquals(0x21000020, ElementType.FLOAT_32.value());
        assertEquals(0x10000020, ElementType.INT_32.value());
        assertEquals(0x22000010, ElementType.BFLOAT_16.value());
        assertEquals(0x13000008, ElementType.BOOL_8.value());
        assertEquals(0x21000010, ElementType.FLOAT_16.value());
    }

    @Test
    void formatsAsIreePrintsIt() {
        assertEquals("f32", ElementType.FLOAT_32.toString());
        assertEquals("i8", ElementType.INT_8.toString());
        assertEquals("si16", ElementType.SINT_16.toString());
        assertEquals("ui64", ElementType.UINT_64.toString());
        assertEquals("bf16", ElementType.BFLOAT_16.toString());
        assertEquals("cf64", ElementType.COMPLEX_FLOAT_64.toString());
        assertEquals("i1", ElementType.BOOL_8.toString());
        assertEquals("f8E4M3FN", ElementType.FLOAT_8_E4M3FN.toString());
        assertEquals("*8", ElementType.OPAQUE_8.toString());
    }

    @Test
    void sizes() {
        assertEquals(4, ElementType.FLOAT_32.denseByteCount());
        assertEquals(1, ElementType.BOOL_8.denseByteCount());
        assertEquals(1, ElementType.INT_4.denseByteCount());
        assertEquals(4, ElementType.INT_4.packedByteCount(8));
        assertTrue(ElementType.BFLOAT_16.isFloat());
        assertFalse(ElementType.BFLOAT_16.isInteger());
        assertTrue(ElementType.UINT_8.isInteger());
        assertTrue(ElementType.OPAQUE_16.isOpaque());
    }

    @Test
    void equalityAndHashAreThoseOfTheValue() {
        assertEquals(new ElementType(0x10000020), ElementType.INT_32);
        assertEquals(Integer.hashCode(ElementType.FLOAT_32.value()), ElementType.FLOAT_32.hashCode());
        org.junit.jupiter.api.Assertions.assertNotEquals(ElementType.INT_32, ElementType.FLOAT_32);
        org.junit.jupiter.api.Assertions.assertNotEquals(ElementType.INT_32, (Object) 0x10000020);
    }
}
