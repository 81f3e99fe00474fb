package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    void parseAndFormatRoundTrip() {
        for (String s : new String[] {"i8", "i16", "i32", "i64", "si8", "ui32", "f16", "f32", "f64", "bf16",
                "cf64", "i1", "f8E4M3FN", "f8E5M2", "*8"}) {
            assertEquals(s, ElementType.parse(s).toString(), s);
        }
        assertEquals(ElementType.FLOAT_32, ElementType.parse("f32"));
        assertEquals(4, ElementType.parse("f32").denseByteCount());
        assertEquals(1, ElementType.parse("i1").denseByteCount());
        assertEquals(4, ElementType.INT_4.packedByteCount(8));
    }

    @Test
    void badNamesAreInvalidArgument() {
        JireeException e = assertThrows(JireeException.class, () -> ElementType.parse("q32"));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> ElementType.parse("i999"));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> ElementType.parse("f"));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
    }
}
