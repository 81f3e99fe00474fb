package io.jiree.vm.bytecode;

/**
 * The VM bytecode instruction set of bytecode version 17.0: every opcode of the core set and the
 * f32/f64 extension sets (reached through the {@code PrefixExtF32}/{@code PrefixExtF64} core
 * opcodes), with the operand layout the verifier walks.
 *
 * <p>Layout characters, one per encoded field, in encoding order:
 * {@code i} i32/f32 register, {@code I} i64/f64 register (even ordinal, two slots),
 * {@code r} ref register (no move bit), {@code R} ref register (move bit allowed),
 * {@code 4}/{@code 8} global byte offset accessed with that width, {@code G} global ref ordinal,
 * {@code t} type id, {@code w}/{@code W} 4/8-byte immediate, {@code o} rodata ordinal,
 * {@code s} string (u16 length + bytes), {@code b} branch target, {@code m} branch register remap
 * list, {@code a} register list of any bank, {@code v}/{@code V} i32/i64 register list,
 * {@code y} ref register list, {@code n} unchecked u16 list (segment sizes), {@code c} callee
 * ordinal, {@code X} import ordinal, {@code T} branch table (u16 count + cases).
 */
public enum Opcode {
    GlobalLoadI32(Set.CORE, 0x00, "vm.global.load.i32", "4i", false),
    GlobalStoreI32(Set.CORE, 0x01, "vm.global.store.i32", "4i", false),
    GlobalLoadIndirectI32(Set.CORE, 0x02, "vm.global.load.indirect.i32", "ii", false),
    GlobalStoreIndirectI32(Set.CORE, 0x03, "vm.global.store.indirect.i32", "ii", false),
    GlobalLoadI64(Set.CORE, 0x04, "vm.global.load.i64", "8I", false),
    GlobalStoreI64(Set.CORE, 0x05, "vm.global.store.i64", "8I", false),
    GlobalLoadIndirectI64(Set.CORE, 0x06, "vm.global.load.indirect.i64", "iI", false),
    GlobalStoreIndirectI64(Set.CORE, 0x07, "vm.global.store.indirect.i64", "iI", false),
    GlobalLoadRef(Set.CORE, 0x08, "vm.global.load.ref", "GtR", false),
    GlobalStoreRef(Set.CORE, 0x09, "vm.global.store.ref", "GtR", false),
    GlobalLoadIndirectRef(Set.CORE, 0x0A, "vm.global.load.indirect.ref", "itR", false),
    GlobalStoreIndirectRef(Set.CORE, 0x0B, "vm.global.store.indirect.ref", "itR", false),
    ConstI32Zero(Set.CORE, 0x0C, "vm.const.i32.zero", "i", false),
    ConstI32(Set.CORE, 0x0D, "vm.const.i32", "wi", false),
    ConstI64Zero(Set.CORE, 0x0E, "vm.const.i64.zero", "I", false),
    ConstI64(Set.CORE, 0x0F, "vm.const.i64", "WI", false),
    ConstRefZero(Set.CORE, 0x10, "vm.const.ref.zero", "R", false),
    ConstRefRodata(Set.CORE, 0x11, "vm.const.ref.rodata", "oR", false),
    ListAlloc(Set.CORE, 0x12, "vm.list.alloc", "tiR", false),
    ListReserve(Set.CORE, 0x13, "vm.list.reserve", "ri", false),
    ListSize(Set.CORE, 0x14, "vm.list.size", "ri", false),
    ListResize(Set.CORE, 0x15, "vm.list.resize", "ri", false),
    ListGetI32(Set.CORE, 0x16, "vm.list.get.i32", "rii", false),
    ListSetI32(Set.CORE, 0x17, "vm.list.set.i32", "rii", false),
    ListGetI64(Set.CORE, 0x18, "vm.list.get.i64", "riI", false),
    ListSetI64(Set.CORE, 0x19, "vm.list.set.i64", "riI", false),
    ListGetRef(Set.CORE, 0x1A, "vm.list.get.ref", "ritR", false),
    ListSetRef(Set.CORE, 0x1B, "vm.list.set.ref", "riR", false),
    SelectI32(Set.CORE, 0x1C, "vm.select.i32", "iiii", false),
    SelectI64(Set.CORE, 0x1D, "vm.select.i64", "iIII", false),
    SelectRef(Set.CORE, 0x1E, "vm.select.ref", "itRRR", false),
    SwitchI32(Set.CORE, 0x1F, "vm.switch.i32", "iivi", false),
    SwitchI64(Set.CORE, 0x20, "vm.switch.i64", "iIVI", false),
    SwitchRef(Set.CORE, 0x21, "vm.switch.ref", "itRyR", false),
    AddI32(Set.CORE, 0x22, "vm.add.i32", "iii", false),
    SubI32(Set.CORE, 0x23, "vm.sub.i32", "iii", false),
    MulI32(Set.CORE, 0x24, "vm.mul.i32", "iii", false),
    DivI32S(Set.CORE, 0x25, "vm.div.i32.s", "iii", false),
    DivI32U(Set.CORE, 0x26, "vm.div.i32.u", "iii", false),
    RemI32S(Set.CORE, 0x27, "vm.rem.i32.s", "iii", false),
    RemI32U(Set.CORE, 0x28, "vm.rem.i32.u", "iii", false),
    FMAI32(Set.CORE, 0x29, "vm.fma.i32", "iiii", false),
    AddI64(Set.CORE, 0x2A, "vm.add.i64", "III", false),
    SubI64(Set.CORE, 0x2B, "vm.sub.i64", "III", false),
    MulI64(Set.CORE, 0x2C, "vm.mul.i64", "III", false),
    DivI64S(Set.CORE, 0x2D, "vm.div.i64.s", "III", false),
    DivI64U(Set.CORE, 0x2E, "vm.div.i64.u", "III", false),
    RemI64S(Set.CORE, 0x2F, "vm.rem.i64.s", "III", false),
    RemI64U(Set.CORE, 0x30, "vm.rem.i64.u", "III", false),
    FMAI64(Set.CORE, 0x31, "vm.fma.i64", "IIII", false),
    NotI32(Set.CORE, 0x32, "vm.not.i32", "ii", false),
    AndI32(Set.CORE, 0x33, "vm.and.i32", "iii", false),
    OrI32(Set.CORE, 0x34, "vm.or.i32", "iii", false),
    XorI32(Set.CORE, 0x35, "vm.xor.i32", "iii", false),
    NotI64(Set.CORE, 0x36, "vm.not.i64", "II", false),
    AndI64(Set.CORE, 0x37, "vm.and.i64", "III", false),
    OrI64(Set.CORE, 0x38, "vm.or.i64", "III", false),
    XorI64(Set.CORE, 0x39, "vm.xor.i64", "III", false),
    ShlI32(Set.CORE, 0x3A, "vm.shl.i32", "iii", false),
    ShrI32S(Set.CORE, 0x3B, "vm.shr.i32.s", "iii", false),
    ShrI32U(Set.CORE, 0x3C, "vm.shr.i32.u", "iii", false),
    ShlI64(Set.CORE, 0x3D, "vm.shl.i64", "IiI", false),
    ShrI64S(Set.CORE, 0x3E, "vm.shr.i64.s", "IiI", false),
    ShrI64U(Set.CORE, 0x3F, "vm.shr.i64.u", "IiI", false),
    TruncI32I8(Set.CORE, 0x40, "vm.trunc.i32.i8", "ii", false),
    TruncI32I16(Set.CORE, 0x41, "vm.trunc.i32.i16", "ii", false),
    TruncI64I32(Set.CORE, 0x42, "vm.trunc.i64.i32", "Ii", false),
    ExtI8I32S(Set.CORE, 0x43, "vm.ext.i8.i32.s", "ii", false),
    ExtI8I32U(Set.CORE, 0x44, "vm.ext.i8.i32.u", "ii", false),
    ExtI16I32S(Set.CORE, 0x45, "vm.ext.i16.i32.s", "ii", false),
    ExtI16I32U(Set.CORE, 0x46, "vm.ext.i16.i32.u", "ii", false),
    ExtI32I64S(Set.CORE, 0x47, "vm.ext.i32.i64.s", "iI", false),
    ExtI32I64U(Set.CORE, 0x48, "vm.ext.i32.i64.u", "iI", false),
    CmpEQI32(Set.CORE, 0x49, "vm.cmp.eq.i32", "iii", false),
    CmpNEI32(Set.CORE, 0x4A, "vm.cmp.ne.i32", "iii", false),
    CmpLTI32S(Set.CORE, 0x4B, "vm.cmp.lt.i32.s", "iii", false),
    CmpLTI32U(Set.CORE, 0x4C, "vm.cmp.lt.i32.u", "iii", false),
    CmpNZI32(Set.CORE, 0x4D, "vm.cmp.nz.i32", "ii", false),
    CmpEQI64(Set.CORE, 0x4E, "vm.cmp.eq.i64", "IIi", false),
    CmpNEI64(Set.CORE, 0x4F, "vm.cmp.ne.i64", "IIi", false),
    CmpLTI64S(Set.CORE, 0x50, "vm.cmp.lt.i64.s", "IIi", false),
    CmpLTI64U(Set.CORE, 0x51, "vm.cmp.lt.i64.u", "IIi", false),
    CmpNZI64(Set.CORE, 0x52, "vm.cmp.nz.i64", "Ii", false),
    CmpEQRef(Set.CORE, 0x53, "vm.cmp.eq.ref", "rri", false),
    CmpNERef(Set.CORE, 0x54, "vm.cmp.ne.ref", "rri", false),
    CmpNZRef(Set.CORE, 0x55, "vm.cmp.nz.ref", "ri", false),
    Branch(Set.CORE, 0x56, "vm.br", "bm", true),
    CondBranch(Set.CORE, 0x57, "vm.cond_br", "ibmbm", true),
    Call(Set.CORE, 0x58, "vm.call", "caa", false),
    CallVariadic(Set.CORE, 0x59, "vm.call.variadic", "cnaa", false),
    Return(Set.CORE, 0x5A, "vm.return", "a", true),
    Fail(Set.CORE, 0x5B, "vm.fail", "is", true),
    ImportResolved(Set.CORE, 0x5C, "vm.import.resolved", "Xi", false),
    Yield(Set.CORE, 0x5D, "vm.yield", "bm", true),
    Trace(Set.CORE, 0x5E, "vm.trace", "sa", false),
    Print(Set.CORE, 0x5F, "vm.print", "sa", false),
    CondBreak(Set.CORE, 0x60, "vm.cond_break", "ibm", true),
    Break(Set.CORE, 0x61, "vm.break", "bm", true),
    BufferLoadI8U(Set.CORE, 0x62, "vm.buffer.load.i8.u", "rIi", false),
    BufferLoadI8S(Set.CORE, 0x63, "vm.buffer.load.i8.s", "rIi", false),
    BufferLoadI16U(Set.CORE, 0x64, "vm.buffer.load.i16.u", "rIi", false),
    BufferLoadI16S(Set.CORE, 0x65, "vm.buffer.load.i16.s", "rIi", false),
    BufferLoadI32(Set.CORE, 0x66, "vm.buffer.load.i32", "rIi", false),
    BufferLoadI64(Set.CORE, 0x67, "vm.buffer.load.i64", "rII", false),
    BufferStoreI8(Set.CORE, 0x68, "vm.buffer.store.i8", "rIi", false),
    BufferStoreI16(Set.CORE, 0x69, "vm.buffer.store.i16", "rIi", false),
    BufferStoreI32(Set.CORE, 0x6A, "vm.buffer.store.i32", "rIi", false),
    BufferStoreI64(Set.CORE, 0x6B, "vm.buffer.store.i64", "rII", false),
    BufferAlloc(Set.CORE, 0x6C, "vm.buffer.alloc", "IiR", false),
    BufferClone(Set.CORE, 0x6D, "vm.buffer.clone", "rIIiR", false),
    BufferLength(Set.CORE, 0x6E, "vm.buffer.length", "rI", false),
    BufferCopy(Set.CORE, 0x6F, "vm.buffer.copy", "rIrII", false),
    BufferCompare(Set.CORE, 0x70, "vm.buffer.compare", "rIrIIi", false),
    BufferFillI8(Set.CORE, 0x71, "vm.buffer.fill.i8", "rIIi", false),
    BufferFillI16(Set.CORE, 0x72, "vm.buffer.fill.i16", "rIIi", false),
    BufferFillI32(Set.CORE, 0x73, "vm.buffer.fill.i32", "rIIi", false),
    BufferFillI64(Set.CORE, 0x74, "vm.buffer.fill.i64", "rIII", false),
    CtlzI32(Set.CORE, 0x75, "vm.ctlz.i32", "ii", false),
    CtlzI64(Set.CORE, 0x76, "vm.ctlz.i64", "II", false),
    AbsI32(Set.CORE, 0x77, "vm.abs.i32", "ii", false),
    AbsI64(Set.CORE, 0x78, "vm.abs.i64", "II", false),
    Block(Set.CORE, 0x79, "", "", false),
    MinI32S(Set.CORE, 0x7A, "vm.min.i32.s", "iii", false),
    MinI32U(Set.CORE, 0x7B, "vm.min.i32.u", "iii", false),
    MaxI32S(Set.CORE, 0x7C, "vm.max.i32.s", "iii", false),
    MaxI32U(Set.CORE, 0x7D, "vm.max.i32.u", "iii", false),
    MinI64S(Set.CORE, 0x7E, "vm.min.i64.s", "III", false),
    MinI64U(Set.CORE, 0x7F, "vm.min.i64.u", "III", false),
    MaxI64S(Set.CORE, 0x80, "vm.max.i64.s", "III", false),
    MaxI64U(Set.CORE, 0x81, "vm.max.i64.u", "III", false),
    CastAnyRef(Set.CORE, 0x82, "vm.cast.any.ref", "RtR", false),
    BranchTable(Set.CORE, 0x83, "vm.br_table", "ibmT", true),
    BufferHash(Set.CORE, 0x84, "vm.buffer.hash", "rIII", false),
    DiscardRefs(Set.CORE, 0x85, "vm.discard.refs", "a", false),
    AssignRef(Set.CORE, 0x86, "vm.assign.ref", "RR", false),
    CallYieldable(Set.CORE, 0x87, "vm.call.yieldable", "caba", true),
    CallVariadicYieldable(Set.CORE, 0x88, "vm.call.variadic.yieldable", "cnaba", true),
    PrefixExtF32(Set.CORE, 0xE0, "", "", false),
    PrefixExtF64(Set.CORE, 0xE1, "", "", false),
    GlobalLoadF32(Set.EXT_F32, 0x00, "vm.global.load.f32", "4i", false),
    GlobalStoreF32(Set.EXT_F32, 0x01, "vm.global.store.f32", "4i", false),
    GlobalLoadIndirectF32(Set.EXT_F32, 0x02, "vm.global.load.indirect.f32", "ii", false),
    GlobalStoreIndirectF32(Set.EXT_F32, 0x03, "vm.global.store.indirect.f32", "ii", false),
    ConstF32Zero(Set.EXT_F32, 0x04, "vm.const.f32.zero", "i", false),
    ConstF32(Set.EXT_F32, 0x05, "vm.const.f32", "wi", false),
    ListGetF32(Set.EXT_F32, 0x06, "vm.list.get.f32", "rii", false),
    ListSetF32(Set.EXT_F32, 0x07, "vm.list.set.f32", "rii", false),
    SelectF32(Set.EXT_F32, 0x08, "vm.select.f32", "iiii", false),
    SwitchF32(Set.EXT_F32, 0x09, "vm.switch.f32", "iivi", false),
    AddF32(Set.EXT_F32, 0x0A, "vm.add.f32", "iii", false),
    SubF32(Set.EXT_F32, 0x0B, "vm.sub.f32", "iii", false),
    MulF32(Set.EXT_F32, 0x0C, "vm.mul.f32", "iii", false),
    DivF32(Set.EXT_F32, 0x0D, "vm.div.f32", "iii", false),
    RemF32(Set.EXT_F32, 0x0E, "vm.rem.f32", "iii", false),
    FMAF32(Set.EXT_F32, 0x0F, "vm.fma.f32", "iiii", false),
    AbsF32(Set.EXT_F32, 0x10, "vm.abs.f32", "ii", false),
    NegF32(Set.EXT_F32, 0x11, "vm.neg.f32", "ii", false),
    CeilF32(Set.EXT_F32, 0x12, "vm.ceil.f32", "ii", false),
    FloorF32(Set.EXT_F32, 0x13, "vm.floor.f32", "ii", false),
    CastSI32F32(Set.EXT_F32, 0x14, "vm.cast.si32.f32", "ii", false),
    CastUI32F32(Set.EXT_F32, 0x15, "vm.cast.ui32.f32", "ii", false),
    CastF32SI32(Set.EXT_F32, 0x16, "vm.cast.f32.si32", "ii", false),
    CastF32UI32(Set.EXT_F32, 0x17, "vm.cast.f32.ui32", "ii", false),
    BitcastI32F32(Set.EXT_F32, 0x18, "vm.bitcast.i32.f32", "ii", false),
    BitcastF32I32(Set.EXT_F32, 0x19, "vm.bitcast.f32.i32", "ii", false),
    AtanF32(Set.EXT_F32, 0x1A, "vm.atan.f32", "ii", false),
    Atan2F32(Set.EXT_F32, 0x1B, "vm.atan2.f32", "iii", false),
    CosF32(Set.EXT_F32, 0x1C, "vm.cos.f32", "ii", false),
    SinF32(Set.EXT_F32, 0x1D, "vm.sin.f32", "ii", false),
    ExpF32(Set.EXT_F32, 0x1E, "vm.exp.f32", "ii", false),
    Exp2F32(Set.EXT_F32, 0x1F, "vm.exp2.f32", "ii", false),
    ExpM1F32(Set.EXT_F32, 0x20, "vm.expm1.f32", "ii", false),
    LogF32(Set.EXT_F32, 0x21, "vm.log.f32", "ii", false),
    Log10F32(Set.EXT_F32, 0x22, "vm.log10.f32", "ii", false),
    Log1pF32(Set.EXT_F32, 0x23, "vm.log1p.f32", "ii", false),
    Log2F32(Set.EXT_F32, 0x24, "vm.log2.f32", "ii", false),
    PowF32(Set.EXT_F32, 0x25, "vm.pow.f32", "iii", false),
    RsqrtF32(Set.EXT_F32, 0x26, "vm.rsqrt.f32", "ii", false),
    SqrtF32(Set.EXT_F32, 0x27, "vm.sqrt.f32", "ii", false),
    TanhF32(Set.EXT_F32, 0x28, "vm.tanh.f32", "ii", false),
    ErfF32(Set.EXT_F32, 0x29, "vm.erf.f32", "ii", false),
    CmpEQF32O(Set.EXT_F32, 0x2A, "vm.cmp.eq.f32.o", "iii", false),
    CmpEQF32U(Set.EXT_F32, 0x2B, "vm.cmp.eq.f32.u", "iii", false),
    CmpNEF32O(Set.EXT_F32, 0x2C, "vm.cmp.ne.f32.o", "iii", false),
    CmpNEF32U(Set.EXT_F32, 0x2D, "vm.cmp.ne.f32.u", "iii", false),
    CmpLTF32O(Set.EXT_F32, 0x2E, "vm.cmp.lt.f32.o", "iii", false),
    CmpLTF32U(Set.EXT_F32, 0x2F, "vm.cmp.lt.f32.u", "iii", false),
    CmpLTEF32O(Set.EXT_F32, 0x30, "vm.cmp.lte.f32.o", "iii", false),
    CmpLTEF32U(Set.EXT_F32, 0x31, "vm.cmp.lte.f32.u", "iii", false),
    CmpNaNF32(Set.EXT_F32, 0x32, "vm.cmp.nan.f32", "ii", false),
    BufferLoadF32(Set.EXT_F32, 0x33, "vm.buffer.load.f32", "rIi", false),
    BufferStoreF32(Set.EXT_F32, 0x34, "vm.buffer.store.f32", "rIi", false),
    BufferFillF32(Set.EXT_F32, 0x35, "vm.buffer.fill.f32", "rIIi", false),
    RoundF32(Set.EXT_F32, 0x36, "vm.round.f32", "ii", false),
    MinF32(Set.EXT_F32, 0x37, "vm.min.f32", "iii", false),
    MaxF32(Set.EXT_F32, 0x38, "vm.max.f32", "iii", false),
    RoundF32Even(Set.EXT_F32, 0x39, "vm.round.f32.even", "ii", false),
    CastF32SI64(Set.EXT_F32, 0x3A, "vm.cast.f32.si64", "iI", false),
    CastF32UI64(Set.EXT_F32, 0x3B, "vm.cast.f32.ui64", "iI", false),
    CastSI64F32(Set.EXT_F32, 0x3C, "vm.cast.si64.f32", "Ii", false),
    CastUI64F32(Set.EXT_F32, 0x3D, "vm.cast.ui64.f32", "Ii", false),
    GlobalLoadF64(Set.EXT_F64, 0x00, "vm.global.load.f64", "8I", false),
    GlobalStoreF64(Set.EXT_F64, 0x01, "vm.global.store.f64", "8I", false),
    GlobalLoadIndirectF64(Set.EXT_F64, 0x02, "vm.global.load.indirect.f64", "iI", false),
    GlobalStoreIndirectF64(Set.EXT_F64, 0x03, "vm.global.store.indirect.f64", "iI", false),
    ConstF64Zero(Set.EXT_F64, 0x04, "vm.const.f64.zero", "I", false),
    ConstF64(Set.EXT_F64, 0x05, "vm.const.f64", "WI", false),
    ListGetF64(Set.EXT_F64, 0x06, "vm.list.get.f64", "riI", false),
    ListSetF64(Set.EXT_F64, 0x07, "vm.list.set.f64", "riI", false),
    SelectF64(Set.EXT_F64, 0x08, "vm.select.f64", "iIII", false),
    SwitchF64(Set.EXT_F64, 0x09, "vm.switch.f64", "iIVI", false),
    AddF64(Set.EXT_F64, 0x0A, "vm.add.f64", "III", false),
    SubF64(Set.EXT_F64, 0x0B, "vm.sub.f64", "III", false),
    MulF64(Set.EXT_F64, 0x0C, "vm.mul.f64", "III", false),
    DivF64(Set.EXT_F64, 0x0D, "vm.div.f64", "III", false),
    RemF64(Set.EXT_F64, 0x0E, "vm.rem.f64", "III", false),
    FMAF64(Set.EXT_F64, 0x0F, "vm.fma.f64", "IIII", false),
    AbsF64(Set.EXT_F64, 0x10, "vm.abs.f64", "II", false),
    NegF64(Set.EXT_F64, 0x11, "vm.neg.f64", "II", false),
    CeilF64(Set.EXT_F64, 0x12, "vm.ceil.f64", "II", false),
    FloorF64(Set.EXT_F64, 0x13, "vm.floor.f64", "II", false),
    TruncF64F32(Set.EXT_F64, 0x14, "vm.trunc.f64.f32", "Ii", false),
    ExtF32F64(Set.EXT_F64, 0x15, "vm.ext.f32.f64", "iI", false),
    CastSI32F64(Set.EXT_F64, 0x16, "vm.cast.si32.f64", "iI", false),
    CastUI32F64(Set.EXT_F64, 0x17, "vm.cast.ui32.f64", "iI", false),
    CastF64SI32(Set.EXT_F64, 0x18, "vm.cast.f64.si32", "Ii", false),
    CastF64UI32(Set.EXT_F64, 0x19, "vm.cast.f64.ui32", "Ii", false),
    CastSI64F64(Set.EXT_F64, 0x1A, "vm.cast.si64.f64", "II", false),
    CastUI64F64(Set.EXT_F64, 0x1B, "vm.cast.ui64.f64", "II", false),
    CastF64SI64(Set.EXT_F64, 0x1C, "vm.cast.f64.si64", "II", false),
    CastF64UI64(Set.EXT_F64, 0x1D, "vm.cast.f64.ui64", "II", false),
    BitcastI64F64(Set.EXT_F64, 0x1E, "vm.bitcast.i64.f64", "II", false),
    BitcastF64I64(Set.EXT_F64, 0x1F, "vm.bitcast.f64.i64", "II", false),
    AtanF64(Set.EXT_F64, 0x20, "vm.atan.f64", "II", false),
    Atan2F64(Set.EXT_F64, 0x21, "vm.atan2.f64", "III", false),
    CosF64(Set.EXT_F64, 0x22, "vm.cos.f64", "II", false),
    SinF64(Set.EXT_F64, 0x23, "vm.sin.f64", "II", false),
    ExpF64(Set.EXT_F64, 0x24, "vm.exp.f64", "II", false),
    Exp2F64(Set.EXT_F64, 0x25, "vm.exp2.f64", "II", false),
    ExpM1F64(Set.EXT_F64, 0x26, "vm.expm1.f64", "II", false),
    LogF64(Set.EXT_F64, 0x27, "vm.log.f64", "II", false),
    Log10F64(Set.EXT_F64, 0x28, "vm.log10.f64", "II", false),
    Log1pF64(Set.EXT_F64, 0x29, "vm.log1p.f64", "II", false),
    Log2F64(Set.EXT_F64, 0x2A, "vm.log2.f64", "II", false),
    PowF64(Set.EXT_F64, 0x2B, "vm.pow.f64", "III", false),
    RsqrtF64(Set.EXT_F64, 0x2C, "vm.rsqrt.f64", "II", false),
    SqrtF64(Set.EXT_F64, 0x2D, "vm.sqrt.f64", "II", false),
    TanhF64(Set.EXT_F64, 0x2E, "vm.tanh.f64", "II", false),
    ErfF64(Set.EXT_F64, 0x2F, "vm.erf.f64", "II", false),
    CmpEQF64O(Set.EXT_F64, 0x30, "vm.cmp.eq.f64.o", "IIi", false),
    CmpEQF64U(Set.EXT_F64, 0x31, "vm.cmp.eq.f64.u", "IIi", false),
    CmpNEF64O(Set.EXT_F64, 0x32, "vm.cmp.ne.f64.o", "IIi", false),
    CmpNEF64U(Set.EXT_F64, 0x33, "vm.cmp.ne.f64.u", "IIi", false),
    CmpLTF64O(Set.EXT_F64, 0x34, "vm.cmp.lt.f64.o", "IIi", false),
    CmpLTF64U(Set.EXT_F64, 0x35, "vm.cmp.lt.f64.u", "IIi", false),
    CmpLTEF64O(Set.EXT_F64, 0x36, "vm.cmp.lte.f64.o", "IIi", false),
    CmpLTEF64U(Set.EXT_F64, 0x37, "vm.cmp.lte.f64.u", "IIi", false),
    CmpNaNF64(Set.EXT_F64, 0x38, "vm.cmp.nan.f64", "Ii", false),
    BufferLoadF64(Set.EXT_F64, 0x39, "vm.buffer.load.f64", "rII", false),
    BufferStoreF64(Set.EXT_F64, 0x3A, "vm.buffer.store.f64", "rII", false),
    BufferFillF64(Set.EXT_F64, 0x3B, "vm.buffer.fill.f64", "rIII", false),
    RoundF64(Set.EXT_F64, 0x3C, "vm.round.f64", "II", false),
    MinF64(Set.EXT_F64, 0x3D, "vm.min.f64", "III", false),
    MaxF64(Set.EXT_F64, 0x3E, "vm.max.f64", "III", false),
    RoundF64Even(Set.EXT_F64, 0x3F, "vm.round.f64.even", "II", false);

    /** Which opcode table an instruction belongs to. */
    public enum Set { CORE, EXT_F32, EXT_F64 }

    public static final int CORE_BLOCK = 0x79;
    public static final int PREFIX_EXT_F32 = 0xE0;
    public static final int PREFIX_EXT_F64 = 0xE1;

    private static final Opcode[] CORE_TABLE = new Opcode[256];
    private static final Opcode[] F32_TABLE = new Opcode[256];
    private static final Opcode[] F64_TABLE = new Opcode[256];

    static {
        for (Opcode op : values()) {
            table(op.set)[op.code] = op;
        }
    }

    private final Set set;
    private final int code;
    private final String mnemonic;
    private final String layout;
    private final boolean terminator;

    Opcode(Set set, int code, String mnemonic, String layout, boolean terminator) {
        this.set = set;
        this.code = code;
        this.mnemonic = mnemonic;
        this.layout = layout;
        this.terminator = terminator;
    }

    private static Opcode[] table(Set set) {
        return switch (set) {
            case CORE -> CORE_TABLE;
            case EXT_F32 -> F32_TABLE;
            case EXT_F64 -> F64_TABLE;
        };
    }

    /** The opcode with byte value {@code code} in {@code set}, or null if unassigned. */
    public static Opcode lookup(Set set, int code) {
        return table(set)[code & 0xFF];
    }

    public Set set() {
        return set;
    }

    public int code() {
        return code;
    }

    /** The MLIR op name ({@code vm.add.i32}); empty for the block marker and prefixes. */
    public String mnemonic() {
        return mnemonic;
    }

    public String layout() {
        return layout;
    }

    /** True when the op ends a block. */
    public boolean isTerminator() {
        return terminator;
    }

    /** True for the prefix opcodes and the block marker, which are structure, not operations. */
    public boolean isStructural() {
        return this == Block || this == PrefixExtF32 || this == PrefixExtF64;
    }
}
