package io.jiree.vm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import org.junit.jupiter.api.Test;

/** Lists, buffers, ref types and calling conventions, against IREE's definitions of each. */
class ValuesTest {
    @Test
    void refTypesAreInternedByName() {
        assertSame(RefType.BUFFER, RefType.register("!vm.buffer"));
        assertSame(RefType.LIST, RefType.register("!vm.list<i32>"));
        RefType hal = RefType.register("hal.buffer_view");
        assertSame(hal, RefType.lookup("!hal.buffer_view"));
        assertTrue(RefType.ANY.accepts(hal));
        assertFalse(RefType.BUFFER.accepts(hal));
    }

    @Test
    void typeNamesParseAsIreeDoes() {
        assertEquals(ValueType.I8, TypeDef.parse("i8").valueType());
        assertTrue(TypeDef.parse("!vm.opaque").isVariant());
        assertSame(RefType.LIST, TypeDef.parse("!vm.list<?>").refType());
        assertEquals(ValueType.F32, TypeDef.listElementOf("!vm.list<f32>").valueType());
    }

    @Test
    void valueListsConvertBetweenWidths() {
        VmList l = new VmList(TypeDef.of(ValueType.I8), 0);
        l.resize(2);
        l.setI32(0, 300); // stored as i8: 300 & 0xFF = 44
        assertEquals(44, l.getI32(0));
        l.setI32(1, 200); // sign: (int8)200 = -56
        assertEquals(-56, l.getI32(1));
        assertEquals(-56L, l.getI64(1));
        VmList f = new VmList(TypeDef.of(ValueType.F32), 1);
        f.resize(1);
        f.setF32(0, 1.5f);
        assertEquals(1.5, f.getF64(0));
        assertEquals(0, f.getI32(0)); // float -> int is not a conversion IREE performs: zero
        JireeException e = assertThrows(JireeException.class, () -> l.getI32(2));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        assertEquals("index 2 out of bounds (2)", e.detail());
    }

    @Test
    void refAndVariantLists() {
        VmList refs = new VmList(TypeDef.of(RefType.BUFFER), 1);
        refs.resize(1);
        VmBuffer b = VmBuffer.allocate(4);
        refs.setRef(0, b);
        assertSame(b, refs.getRef(0));
        JireeException e = assertThrows(JireeException.class, () -> refs.setRef(0, new VmList(TypeDef.VARIANT, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, () -> refs.getI32(0));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());

        VmList v = new VmList(TypeDef.VARIANT, 0);
        v.pushRef(b);
        v.pushValueBits(ValueType.I64, -7);
        assertSame(b, v.getRef(0));
        assertEquals(-7, v.getI32(1));
        assertEquals(ValueType.I64, v.valueTypeAt(1));
        assertNull(v.valueTypeAt(0));
        e = assertThrows(JireeException.class, () -> v.getRef(1));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
    }

    @Test
    void listCapacityIsBounded() {
        JireeException e = assertThrows(JireeException.class, () -> new VmList(TypeDef.of(ValueType.I32), -1));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
    }

    @Test
    void buffersCheckRangesAndAccess() {
        VmBuffer b = VmBuffer.allocate(8);
        b.storeI32(1, 0x01020304);
        assertEquals(0x0304, b.loadI16U(2));
        assertEquals(4, b.loadI8U(4));
        b.fill(0, 2, 2, 0xFFFF);
        assertEquals(-1, b.loadI32(0));
        JireeException e = assertThrows(JireeException.class, () -> b.loadI64(1));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        assertEquals("out-of-bounds access detected (offset=8, length=8, alignment=8, buffer length=8)", e.detail());
        VmBuffer ro = VmBuffer.wrapReadOnly(b.segment());
        e = assertThrows(JireeException.class, () -> ro.storeI8(0, 1));
        assertEquals(StatusCode.PERMISSION_DENIED, e.code());
        VmBuffer c = b.cloneRange(4, 4);
        assertArrayEquals(new byte[] {4, 3, 2, 1}, c.toByteArray());
        assertTrue(VmBuffer.compare(b, 4, c, 0, 4));
        VmBuffer.copy(b, 0, c, 0, 2);
        assertFalse(VmBuffer.compare(b, 4, c, 0, 4));
        e = assertThrows(JireeException.class, () -> VmBuffer.copy(b, 7, c, 0, 2));
        assertEquals(StatusCode.OUT_OF_RANGE, e.code());
        e = assertThrows(JireeException.class, () -> VmBuffer.allocate(-1));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
    }

    @Test
    void hashIsSipHash24WithTheReferenceKey() {
        // IREE's key is SipHash's reference key 00 01 .. 0f, so the reference vectors apply: the
        // hash of the n bytes 00 01 .. n-1 (from the SipHash paper's vectors.h).
        byte[] bytes = new byte[64];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        VmBuffer b = VmBuffer.copyOf(bytes);
        assertEquals(0x726fdb47dd0e0e31L, b.hash(0, 0));
        assertEquals(0x74f839c593dc67fdL, b.hash(0, 1));
        assertEquals(0x93f5f5799a932462L, b.hash(0, 8));
        assertEquals(0xa129ca6149be45e5L, b.hash(0, 15));
        assertEquals(0x958a324ceb064572L, b.hash(0, 63));
    }

    @Test
    void callingConventionsParse() {
        CallingConvention cc = CallingConvention.parse("0rCiID_r");
        assertEquals("rCiID", cc.arguments());
        assertEquals("r", cc.results());
        assertTrue(cc.isVariadic());
        assertEquals("", CallingConvention.parse("0v_v").arguments());
        for (String bad : new String[] {"", "1i_i", "0iC_i", "0x_i", "0i_Ci"}) {
            JireeException e = assertThrows(JireeException.class, () -> CallingConvention.parse(bad), bad);
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        }
    }

    @Test
    void valueListsCheckReads() {
        ValueList l = new ValueList().addI32(1).addRef(null);
        assertEquals(1, l.nextI32());
        JireeException e = assertThrows(JireeException.class, () -> l.nextRef(VmBuffer.class));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        e = assertThrows(JireeException.class, l::nextI32);
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
    }
}
