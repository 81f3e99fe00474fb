package io.jiree.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TensorTextTest {
    private static byte[] ints(int... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : values) b.putInt(v);
        return b.array();
    }

    private static byte[] floats(float... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) b.putFloat(v);
        return b.array();
    }

    @Test
    void parsesShapeTypeAndLittleEndianRowMajorContents() {
        HostTensor t = TensorText.parse("2x2xi32=[1 2][3 -4]");
        assertArrayEquals(new long[] {2, 2}, t.shape());
        assertEquals(ElementType.INT_32, t.elementType());
        assertArrayEquals(ints(1, 2, 3, -4), t.toByteArray());
    }

    @Test
    void separatorsAreInterchangeable() {
        byte[] expected = floats(1, 2, 3, 4);
        for (String s : List.of(
                "4xf32=1 2 3 4",
                "4xf32=1,2,3,4",
                "4xf32=[1,2],[3,4]",
                "4xf32=\n1\t2  3\r\n4 ",
                "2x2xf32=[[1 2][3 4]]")) {
            assertArrayEquals(expected, TensorText.parse(s).toByteArray(), s);
        }
    }

    @Test
    void singleValueSplatsAndNoValuesGiveZeros() {
        assertArrayEquals(
                floats(7.5f, 7.5f, 7.5f, 7.5f, 7.5f),
                TensorText.parse("5xf32=7.5").toByteArray());
        assertArrayEquals(ints(0, 0, 0), TensorText.parse("3xi32").toByteArray());
        assertArrayEquals(ints(0, 0, 0), TensorText.parse("3xi32=").toByteArray());
    }

    @Test
    void rankZeroTensorHoldsOneElement() {
        HostTensor t = TensorText.parse("f32=1.5");
        assertEquals(0, t.rank());
        assertArrayEquals(floats(1.5f), t.toByteArray());
        assertEquals("f32=1.5", TensorText.format(t, 1024));
    }

    @Test
    void f16ParsingRoundsToNearestEven() {
        // 1 + 2^-11 is exactly between 1 and the next f16 (1 + 2^-10): ties go to the even 1.
        HostTensor t = TensorText.parse("2xf16=1.00048828125 1.00146484375");
        assertArrayEquals(new byte[] {0x00, 0x3C, 0x02, 0x3C}, t.toByteArray());
    }

    @Test
    void formatElidesAfterTheBudgetAcrossRows() {
        HostTensor t = TensorText.parse("2x3xi32=1 2 3 4 5 6");
        assertEquals("2x3xi32=[1 2 3][4 5 6]", TensorText.format(t, 6));
        assertEquals("2x3xi32=[1 2 3][4...]", TensorText.format(t, 4));
        assertEquals("2x3xi32=[...][...]", TensorText.format(t, 0));
    }

    @Test
    void formatUsesUpperCaseGForFloats() {
        assertEquals(
                "4xf32=1E+10 -0 NAN 1.23457E-05",
                TensorText.format(TensorText.parse("4xf32=1e10 -0 nan 0.0000123457"), 1024));
        assertEquals("2xf64=0.1 -INF", TensorText.format(TensorText.parse("2xf64=0.1 -inf"), 1024));
    }

    @Test
    void elementCountMismatchesAreOutOfRange() {
        JireeException few = assertThrows(JireeException.class, () -> TensorText.parse("3xi32=1 2"));
        assertEquals(StatusCode.OUT_OF_RANGE, few.code());
        assertEquals("input data string underflow: dst_i=2 < element_capacity=3", few.detail());
        JireeException many = assertThrows(JireeException.class, () -> TensorText.parse("2xi32=1 2 3"));
        assertEquals("output data overflow: element_capacity=2 < dst_i=2", many.detail());
    }

    @Test
    void badNumbersAndTypesAreInvalidArguments() {
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> TensorText.parse("2xf32=1 nope"))
                        .code());
        assertEquals(
                "unhandled element type prefix in 'q8'",
                assertThrows(JireeException.class, () -> TensorText.parse("2xq8=1 2"))
                        .detail());
        assertEquals(
                "shape[0] invalid value '-1' of '-1'",
                assertThrows(JireeException.class, () -> TensorText.parse("-1xf32"))
                        .detail());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, () -> TensorText.parse("1xi8=300"))
                        .code());
    }

    @Test
    void hugeShapesAreResourceExhaustedNotOutOfMemory() {
        assertEquals(
                StatusCode.RESOURCE_EXHAUSTED,
                assertThrows(JireeException.class, () -> TensorText.parse("100000x100000x100xf32=1"))
                        .code());
        assertEquals(
                StatusCode.RESOURCE_EXHAUSTED,
                assertThrows(
                                JireeException.class,
                                () -> TensorText.parse("9223372036854775807x9223372036854775807xf32"))
                        .code());
    }

    /** Arbitrary text must fail with a status, never a Java runtime exception. */
    @Test
    void randomTextNeverEscapesAsARuntimeException() {
        Random rnd = new Random(11);
        String alphabet = "0123456789xX=[], \t-+.eEpPabcdfinsu@&*()\"?";
        String[] types = {"i1", "i8", "si16", "ui32", "i64", "f16", "bf16", "f32", "f64", "f8E4M3FN", "cf64", "x8"};
        for (int iter = 0; iter < 20_000; iter++) {
            StringBuilder sb = new StringBuilder();
            if (rnd.nextBoolean()) {
                sb.append(rnd.nextInt(4))
                        .append('x')
                        .append(types[rnd.nextInt(types.length)])
                        .append('=');
            }
            int len = rnd.nextInt(24);
            for (int i = 0; i < len; i++) sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            String s = sb.toString();
            try {
                HostTensor t = TensorText.parse(s);
                TensorText.format(t, rnd.nextInt(5));
            } catch (JireeException expected) {
                // fine
            }
            try {
                FunctionInputs.parse(rnd.nextBoolean() ? "r" : "ifIFr", List.of(s), ReferenceCases.fixtures());
            } catch (JireeException expected) {
                // fine
            }
        }
    }
}
