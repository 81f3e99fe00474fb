package io.jiree.vm.bytecode;

/**
 * The VM bytecode instruction set of bytecode version 17.0, the one table of it: every opcode of
 * the core set and the f32/f64 extension sets (reached through the {@code PrefixExtF32}/
 * {@code PrefixExtF64} core opcodes) with its MLIR name and operand layout. {@link Code} holds the
 * opcode numbers as compile-time constants, so that the interpreter's switches name the op and
 * still compile to a {@code tableswitch} on an int; each row below takes its number from there.
 *
 * <p>An opcode's {@linkplain #id() id} is its byte in the core set, or its byte after the prefix
 * plus {@link #F32_SET} / {@link #F64_SET} in an extension set: one int per instruction, which is
 * what the decoded code ({@link DecodedFunction}) holds and the interpreter dispatches on.
 *
 * <p>Layout characters, one per encoded field, in encoding order ({@link OperandReader} reads
 * them): {@code i} i32/f32 register, {@code I} i64/f64 register (even ordinal, two slots),
 * {@code r} ref register (no move bit), {@code R} ref register (move bit allowed),
 * {@code 4}/{@code 8} global byte offset accessed with that width, {@code G} global ref ordinal,
 * {@code t} type id, {@code w}/{@code W} 4/8-byte immediate, {@code o} rodata ordinal,
 * {@code s} string (u16 length + bytes), {@code b} branch target, {@code m} branch register remap
 * list, {@code a} register list of any bank, {@code v}/{@code V} i32/i64 register list,
 * {@code y} ref register list, {@code n} unchecked u16 list (segment sizes), {@code c} callee
 * ordinal, {@code X} import ordinal, {@code T} branch table (u16 count + cases).
 */
public enum Opcode {
    GlobalLoadI32(Code.GLOBAL_LOAD_I32, "vm.global.load.i32", "4i"),
    GlobalStoreI32(Code.GLOBAL_STORE_I32, "vm.global.store.i32", "4i"),
    GlobalLoadIndirectI32(Code.GLOBAL_LOAD_INDIRECT_I32, "vm.global.load.indirect.i32", "ii"),
    GlobalStoreIndirectI32(Code.GLOBAL_STORE_INDIRECT_I32, "vm.global.store.indirect.i32", "ii"),
    GlobalLoadI64(Code.GLOBAL_LOAD_I64, "vm.global.load.i64", "8I"),
    GlobalStoreI64(Code.GLOBAL_STORE_I64, "vm.global.store.i64", "8I"),
    GlobalLoadIndirectI64(Code.GLOBAL_LOAD_INDIRECT_I64, "vm.global.load.indirect.i64", "iI"),
    GlobalStoreIndirectI64(Code.GLOBAL_STORE_INDIRECT_I64, "vm.global.store.indirect.i64", "iI"),
    GlobalLoadRef(Code.GLOBAL_LOAD_REF, "vm.global.load.ref", "GtR"),
    GlobalStoreRef(Code.GLOBAL_STORE_REF, "vm.global.store.ref", "GtR"),
    GlobalLoadIndirectRef(Code.GLOBAL_LOAD_INDIRECT_REF, "vm.global.load.indirect.ref", "itR"),
    GlobalStoreIndirectRef(Code.GLOBAL_STORE_INDIRECT_REF, "vm.global.store.indirect.ref", "itR"),
    ConstI32Zero(Code.CONST_I32_ZERO, "vm.const.i32.zero", "i"),
    ConstI32(Code.CONST_I32, "vm.const.i32", "wi"),
    ConstI64Zero(Code.CONST_I64_ZERO, "vm.const.i64.zero", "I"),
    ConstI64(Code.CONST_I64, "vm.const.i64", "WI"),
    ConstRefZero(Code.CONST_REF_ZERO, "vm.const.ref.zero", "R"),
    ConstRefRodata(Code.CONST_REF_RODATA, "vm.const.ref.rodata", "oR"),
    ListAlloc(Code.LIST_ALLOC, "vm.list.alloc", "tiR"),
    ListReserve(Code.LIST_RESERVE, "vm.list.reserve", "ri"),
    ListSize(Code.LIST_SIZE, "vm.list.size", "ri"),
    ListResize(Code.LIST_RESIZE, "vm.list.resize", "ri"),
    ListGetI32(Code.LIST_GET_I32, "vm.list.get.i32", "rii"),
    ListSetI32(Code.LIST_SET_I32, "vm.list.set.i32", "rii"),
    ListGetI64(Code.LIST_GET_I64, "vm.list.get.i64", "riI"),
    ListSetI64(Code.LIST_SET_I64, "vm.list.set.i64", "riI"),
    ListGetRef(Code.LIST_GET_REF, "vm.list.get.ref", "ritR"),
    ListSetRef(Code.LIST_SET_REF, "vm.list.set.ref", "riR"),
    SelectI32(Code.SELECT_I32, "vm.select.i32", "iiii"),
    SelectI64(Code.SELECT_I64, "vm.select.i64", "iIII"),
    SelectRef(Code.SELECT_REF, "vm.select.ref", "itRRR"),
    SwitchI32(Code.SWITCH_I32, "vm.switch.i32", "iivi"),
    SwitchI64(Code.SWITCH_I64, "vm.switch.i64", "iIVI"),
    SwitchRef(Code.SWITCH_REF, "vm.switch.ref", "itRyR"),
    AddI32(Code.ADD_I32, "vm.add.i32", "iii"),
    SubI32(Code.SUB_I32, "vm.sub.i32", "iii"),
    MulI32(Code.MUL_I32, "vm.mul.i32", "iii"),
    DivI32S(Code.DIV_I32_S, "vm.div.i32.s", "iii"),
    DivI32U(Code.DIV_I32_U, "vm.div.i32.u", "iii"),
    RemI32S(Code.REM_I32_S, "vm.rem.i32.s", "iii"),
    RemI32U(Code.REM_I32_U, "vm.rem.i32.u", "iii"),
    FMAI32(Code.FMA_I32, "vm.fma.i32", "iiii"),
    AddI64(Code.ADD_I64, "vm.add.i64", "III"),
    SubI64(Code.SUB_I64, "vm.sub.i64", "III"),
    MulI64(Code.MUL_I64, "vm.mul.i64", "III"),
    DivI64S(Code.DIV_I64_S, "vm.div.i64.s", "III"),
    DivI64U(Code.DIV_I64_U, "vm.div.i64.u", "III"),
    RemI64S(Code.REM_I64_S, "vm.rem.i64.s", "III"),
    RemI64U(Code.REM_I64_U, "vm.rem.i64.u", "III"),
    FMAI64(Code.FMA_I64, "vm.fma.i64", "IIII"),
    NotI32(Code.NOT_I32, "vm.not.i32", "ii"),
    AndI32(Code.AND_I32, "vm.and.i32", "iii"),
    OrI32(Code.OR_I32, "vm.or.i32", "iii"),
    XorI32(Code.XOR_I32, "vm.xor.i32", "iii"),
    NotI64(Code.NOT_I64, "vm.not.i64", "II"),
    AndI64(Code.AND_I64, "vm.and.i64", "III"),
    OrI64(Code.OR_I64, "vm.or.i64", "III"),
    XorI64(Code.XOR_I64, "vm.xor.i64", "III"),
    ShlI32(Code.SHL_I32, "vm.shl.i32", "iii"),
    ShrI32S(Code.SHR_I32_S, "vm.shr.i32.s", "iii"),
    ShrI32U(Code.SHR_I32_U, "vm.shr.i32.u", "iii"),
    ShlI64(Code.SHL_I64, "vm.shl.i64", "IiI"),
    ShrI64S(Code.SHR_I64_S, "vm.shr.i64.s", "IiI"),
    ShrI64U(Code.SHR_I64_U, "vm.shr.i64.u", "IiI"),
    TruncI32I8(Code.TRUNC_I32_I8, "vm.trunc.i32.i8", "ii"),
    TruncI32I16(Code.TRUNC_I32_I16, "vm.trunc.i32.i16", "ii"),
    TruncI64I32(Code.TRUNC_I64_I32, "vm.trunc.i64.i32", "Ii"),
    ExtI8I32S(Code.EXT_I8_I32_S, "vm.ext.i8.i32.s", "ii"),
    ExtI8I32U(Code.EXT_I8_I32_U, "vm.ext.i8.i32.u", "ii"),
    ExtI16I32S(Code.EXT_I16_I32_S, "vm.ext.i16.i32.s", "ii"),
    ExtI16I32U(Code.EXT_I16_I32_U, "vm.ext.i16.i32.u", "ii"),
    ExtI32I64S(Code.EXT_I32_I64_S, "vm.ext.i32.i64.s", "iI"),
    ExtI32I64U(Code.EXT_I32_I64_U, "vm.ext.i32.i64.u", "iI"),
    CmpEQI32(Code.CMP_EQ_I32, "vm.cmp.eq.i32", "iii"),
    CmpNEI32(Code.CMP_NE_I32, "vm.cmp.ne.i32", "iii"),
    CmpLTI32S(Code.CMP_LT_I32_S, "vm.cmp.lt.i32.s", "iii"),
    CmpLTI32U(Code.CMP_LT_I32_U, "vm.cmp.lt.i32.u", "iii"),
    CmpNZI32(Code.CMP_NZ_I32, "vm.cmp.nz.i32", "ii"),
    CmpEQI64(Code.CMP_EQ_I64, "vm.cmp.eq.i64", "IIi"),
    CmpNEI64(Code.CMP_NE_I64, "vm.cmp.ne.i64", "IIi"),
    CmpLTI64S(Code.CMP_LT_I64_S, "vm.cmp.lt.i64.s", "IIi"),
    CmpLTI64U(Code.CMP_LT_I64_U, "vm.cmp.lt.i64.u", "IIi"),
    CmpNZI64(Code.CMP_NZ_I64, "vm.cmp.nz.i64", "Ii"),
    CmpEQRef(Code.CMP_EQ_REF, "vm.cmp.eq.ref", "rri"),
    CmpNERef(Code.CMP_NE_REF, "vm.cmp.ne.ref", "rri"),
    CmpNZRef(Code.CMP_NZ_REF, "vm.cmp.nz.ref", "ri"),
    Branch(Code.BR, "vm.br", "bm", true),
    CondBranch(Code.COND_BR, "vm.cond_br", "ibmbm", true),
    Call(Code.CALL, "vm.call", "caa"),
    CallVariadic(Code.CALL_VARIADIC, "vm.call.variadic", "cnaa"),
    Return(Code.RETURN, "vm.return", "a", true),
    Fail(Code.FAIL, "vm.fail", "is", true),
    ImportResolved(Code.IMPORT_RESOLVED, "vm.import.resolved", "Xi"),
    Yield(Code.YIELD, "vm.yield", "bm", true),
    Trace(Code.TRACE, "vm.trace", "sa"),
    Print(Code.PRINT, "vm.print", "sa"),
    CondBreak(Code.COND_BREAK, "vm.cond_break", "ibm", true),
    Break(Code.BREAK, "vm.break", "bm", true),
    BufferLoadI8U(Code.BUFFER_LOAD_I8_U, "vm.buffer.load.i8.u", "rIi"),
    BufferLoadI8S(Code.BUFFER_LOAD_I8_S, "vm.buffer.load.i8.s", "rIi"),
    BufferLoadI16U(Code.BUFFER_LOAD_I16_U, "vm.buffer.load.i16.u", "rIi"),
    BufferLoadI16S(Code.BUFFER_LOAD_I16_S, "vm.buffer.load.i16.s", "rIi"),
    BufferLoadI32(Code.BUFFER_LOAD_I32, "vm.buffer.load.i32", "rIi"),
    BufferLoadI64(Code.BUFFER_LOAD_I64, "vm.buffer.load.i64", "rII"),
    BufferStoreI8(Code.BUFFER_STORE_I8, "vm.buffer.store.i8", "rIi"),
    BufferStoreI16(Code.BUFFER_STORE_I16, "vm.buffer.store.i16", "rIi"),
    BufferStoreI32(Code.BUFFER_STORE_I32, "vm.buffer.store.i32", "rIi"),
    BufferStoreI64(Code.BUFFER_STORE_I64, "vm.buffer.store.i64", "rII"),
    BufferAlloc(Code.BUFFER_ALLOC, "vm.buffer.alloc", "IiR"),
    BufferClone(Code.BUFFER_CLONE, "vm.buffer.clone", "rIIiR"),
    BufferLength(Code.BUFFER_LENGTH, "vm.buffer.length", "rI"),
    BufferCopy(Code.BUFFER_COPY, "vm.buffer.copy", "rIrII"),
    BufferCompare(Code.BUFFER_COMPARE, "vm.buffer.compare", "rIrIIi"),
    BufferFillI8(Code.BUFFER_FILL_I8, "vm.buffer.fill.i8", "rIIi"),
    BufferFillI16(Code.BUFFER_FILL_I16, "vm.buffer.fill.i16", "rIIi"),
    BufferFillI32(Code.BUFFER_FILL_I32, "vm.buffer.fill.i32", "rIIi"),
    BufferFillI64(Code.BUFFER_FILL_I64, "vm.buffer.fill.i64", "rIII"),
    CtlzI32(Code.CTLZ_I32, "vm.ctlz.i32", "ii"),
    CtlzI64(Code.CTLZ_I64, "vm.ctlz.i64", "II"),
    AbsI32(Code.ABS_I32, "vm.abs.i32", "ii"),
    AbsI64(Code.ABS_I64, "vm.abs.i64", "II"),
    Block(Code.BLOCK, "", ""),
    MinI32S(Code.MIN_I32_S, "vm.min.i32.s", "iii"),
    MinI32U(Code.MIN_I32_U, "vm.min.i32.u", "iii"),
    MaxI32S(Code.MAX_I32_S, "vm.max.i32.s", "iii"),
    MaxI32U(Code.MAX_I32_U, "vm.max.i32.u", "iii"),
    MinI64S(Code.MIN_I64_S, "vm.min.i64.s", "III"),
    MinI64U(Code.MIN_I64_U, "vm.min.i64.u", "III"),
    MaxI64S(Code.MAX_I64_S, "vm.max.i64.s", "III"),
    MaxI64U(Code.MAX_I64_U, "vm.max.i64.u", "III"),
    CastAnyRef(Code.CAST_ANY_REF, "vm.cast.any.ref", "RtR"),
    BranchTable(Code.BR_TABLE, "vm.br_table", "ibmT", true),
    BufferHash(Code.BUFFER_HASH, "vm.buffer.hash", "rIII"),
    DiscardRefs(Code.DISCARD_REFS, "vm.discard.refs", "a"),
    AssignRef(Code.ASSIGN_REF, "vm.assign.ref", "RR"),
    CallYieldable(Code.CALL_YIELDABLE, "vm.call.yieldable", "caba", true),
    CallVariadicYieldable(Code.CALL_VARIADIC_YIELDABLE, "vm.call.variadic.yieldable", "cnaba", true),
    PrefixExtF32(Code.PREFIX_EXT_F32, "", ""),
    PrefixExtF64(Code.PREFIX_EXT_F64, "", ""),
    GlobalLoadF32(Code.GLOBAL_LOAD_F32, "vm.global.load.f32", "4i"),
    GlobalStoreF32(Code.GLOBAL_STORE_F32, "vm.global.store.f32", "4i"),
    GlobalLoadIndirectF32(Code.GLOBAL_LOAD_INDIRECT_F32, "vm.global.load.indirect.f32", "ii"),
    GlobalStoreIndirectF32(Code.GLOBAL_STORE_INDIRECT_F32, "vm.global.store.indirect.f32", "ii"),
    ConstF32Zero(Code.CONST_F32_ZERO, "vm.const.f32.zero", "i"),
    ConstF32(Code.CONST_F32, "vm.const.f32", "wi"),
    ListGetF32(Code.LIST_GET_F32, "vm.list.get.f32", "rii"),
    ListSetF32(Code.LIST_SET_F32, "vm.list.set.f32", "rii"),
    SelectF32(Code.SELECT_F32, "vm.select.f32", "iiii"),
    SwitchF32(Code.SWITCH_F32, "vm.switch.f32", "iivi"),
    AddF32(Code.ADD_F32, "vm.add.f32", "iii"),
    SubF32(Code.SUB_F32, "vm.sub.f32", "iii"),
    MulF32(Code.MUL_F32, "vm.mul.f32", "iii"),
    DivF32(Code.DIV_F32, "vm.div.f32", "iii"),
    RemF32(Code.REM_F32, "vm.rem.f32", "iii"),
    FMAF32(Code.FMA_F32, "vm.fma.f32", "iiii"),
    AbsF32(Code.ABS_F32, "vm.abs.f32", "ii"),
    NegF32(Code.NEG_F32, "vm.neg.f32", "ii"),
    CeilF32(Code.CEIL_F32, "vm.ceil.f32", "ii"),
    FloorF32(Code.FLOOR_F32, "vm.floor.f32", "ii"),
    CastSI32F32(Code.CAST_SI32_F32, "vm.cast.si32.f32", "ii"),
    CastUI32F32(Code.CAST_UI32_F32, "vm.cast.ui32.f32", "ii"),
    CastF32SI32(Code.CAST_F32_SI32, "vm.cast.f32.si32", "ii"),
    CastF32UI32(Code.CAST_F32_UI32, "vm.cast.f32.ui32", "ii"),
    BitcastI32F32(Code.BITCAST_I32_F32, "vm.bitcast.i32.f32", "ii"),
    BitcastF32I32(Code.BITCAST_F32_I32, "vm.bitcast.f32.i32", "ii"),
    AtanF32(Code.ATAN_F32, "vm.atan.f32", "ii"),
    Atan2F32(Code.ATAN2_F32, "vm.atan2.f32", "iii"),
    CosF32(Code.COS_F32, "vm.cos.f32", "ii"),
    SinF32(Code.SIN_F32, "vm.sin.f32", "ii"),
    ExpF32(Code.EXP_F32, "vm.exp.f32", "ii"),
    Exp2F32(Code.EXP2_F32, "vm.exp2.f32", "ii"),
    ExpM1F32(Code.EXPM1_F32, "vm.expm1.f32", "ii"),
    LogF32(Code.LOG_F32, "vm.log.f32", "ii"),
    Log10F32(Code.LOG10_F32, "vm.log10.f32", "ii"),
    Log1pF32(Code.LOG1P_F32, "vm.log1p.f32", "ii"),
    Log2F32(Code.LOG2_F32, "vm.log2.f32", "ii"),
    PowF32(Code.POW_F32, "vm.pow.f32", "iii"),
    RsqrtF32(Code.RSQRT_F32, "vm.rsqrt.f32", "ii"),
    SqrtF32(Code.SQRT_F32, "vm.sqrt.f32", "ii"),
    TanhF32(Code.TANH_F32, "vm.tanh.f32", "ii"),
    ErfF32(Code.ERF_F32, "vm.erf.f32", "ii"),
    CmpEQF32O(Code.CMP_EQ_F32_O, "vm.cmp.eq.f32.o", "iii"),
    CmpEQF32U(Code.CMP_EQ_F32_U, "vm.cmp.eq.f32.u", "iii"),
    CmpNEF32O(Code.CMP_NE_F32_O, "vm.cmp.ne.f32.o", "iii"),
    CmpNEF32U(Code.CMP_NE_F32_U, "vm.cmp.ne.f32.u", "iii"),
    CmpLTF32O(Code.CMP_LT_F32_O, "vm.cmp.lt.f32.o", "iii"),
    CmpLTF32U(Code.CMP_LT_F32_U, "vm.cmp.lt.f32.u", "iii"),
    CmpLTEF32O(Code.CMP_LTE_F32_O, "vm.cmp.lte.f32.o", "iii"),
    CmpLTEF32U(Code.CMP_LTE_F32_U, "vm.cmp.lte.f32.u", "iii"),
    CmpNaNF32(Code.CMP_NAN_F32, "vm.cmp.nan.f32", "ii"),
    BufferLoadF32(Code.BUFFER_LOAD_F32, "vm.buffer.load.f32", "rIi"),
    BufferStoreF32(Code.BUFFER_STORE_F32, "vm.buffer.store.f32", "rIi"),
    BufferFillF32(Code.BUFFER_FILL_F32, "vm.buffer.fill.f32", "rIIi"),
    RoundF32(Code.ROUND_F32, "vm.round.f32", "ii"),
    MinF32(Code.MIN_F32, "vm.min.f32", "iii"),
    MaxF32(Code.MAX_F32, "vm.max.f32", "iii"),
    RoundF32Even(Code.ROUND_F32_EVEN, "vm.round.f32.even", "ii"),
    CastF32SI64(Code.CAST_F32_SI64, "vm.cast.f32.si64", "iI"),
    CastF32UI64(Code.CAST_F32_UI64, "vm.cast.f32.ui64", "iI"),
    CastSI64F32(Code.CAST_SI64_F32, "vm.cast.si64.f32", "Ii"),
    CastUI64F32(Code.CAST_UI64_F32, "vm.cast.ui64.f32", "Ii"),
    GlobalLoadF64(Code.GLOBAL_LOAD_F64, "vm.global.load.f64", "8I"),
    GlobalStoreF64(Code.GLOBAL_STORE_F64, "vm.global.store.f64", "8I"),
    GlobalLoadIndirectF64(Code.GLOBAL_LOAD_INDIRECT_F64, "vm.global.load.indirect.f64", "iI"),
    GlobalStoreIndirectF64(Code.GLOBAL_STORE_INDIRECT_F64, "vm.global.store.indirect.f64", "iI"),
    ConstF64Zero(Code.CONST_F64_ZERO, "vm.const.f64.zero", "I"),
    ConstF64(Code.CONST_F64, "vm.const.f64", "WI"),
    ListGetF64(Code.LIST_GET_F64, "vm.list.get.f64", "riI"),
    ListSetF64(Code.LIST_SET_F64, "vm.list.set.f64", "riI"),
    SelectF64(Code.SELECT_F64, "vm.select.f64", "iIII"),
    SwitchF64(Code.SWITCH_F64, "vm.switch.f64", "iIVI"),
    AddF64(Code.ADD_F64, "vm.add.f64", "III"),
    SubF64(Code.SUB_F64, "vm.sub.f64", "III"),
    MulF64(Code.MUL_F64, "vm.mul.f64", "III"),
    DivF64(Code.DIV_F64, "vm.div.f64", "III"),
    RemF64(Code.REM_F64, "vm.rem.f64", "III"),
    FMAF64(Code.FMA_F64, "vm.fma.f64", "IIII"),
    AbsF64(Code.ABS_F64, "vm.abs.f64", "II"),
    NegF64(Code.NEG_F64, "vm.neg.f64", "II"),
    CeilF64(Code.CEIL_F64, "vm.ceil.f64", "II"),
    FloorF64(Code.FLOOR_F64, "vm.floor.f64", "II"),
    TruncF64F32(Code.TRUNC_F64_F32, "vm.trunc.f64.f32", "Ii"),
    ExtF32F64(Code.EXT_F32_F64, "vm.ext.f32.f64", "iI"),
    CastSI32F64(Code.CAST_SI32_F64, "vm.cast.si32.f64", "iI"),
    CastUI32F64(Code.CAST_UI32_F64, "vm.cast.ui32.f64", "iI"),
    CastF64SI32(Code.CAST_F64_SI32, "vm.cast.f64.si32", "Ii"),
    CastF64UI32(Code.CAST_F64_UI32, "vm.cast.f64.ui32", "Ii"),
    CastSI64F64(Code.CAST_SI64_F64, "vm.cast.si64.f64", "II"),
    CastUI64F64(Code.CAST_UI64_F64, "vm.cast.ui64.f64", "II"),
    CastF64SI64(Code.CAST_F64_SI64, "vm.cast.f64.si64", "II"),
    CastF64UI64(Code.CAST_F64_UI64, "vm.cast.f64.ui64", "II"),
    BitcastI64F64(Code.BITCAST_I64_F64, "vm.bitcast.i64.f64", "II"),
    BitcastF64I64(Code.BITCAST_F64_I64, "vm.bitcast.f64.i64", "II"),
    AtanF64(Code.ATAN_F64, "vm.atan.f64", "II"),
    Atan2F64(Code.ATAN2_F64, "vm.atan2.f64", "III"),
    CosF64(Code.COS_F64, "vm.cos.f64", "II"),
    SinF64(Code.SIN_F64, "vm.sin.f64", "II"),
    ExpF64(Code.EXP_F64, "vm.exp.f64", "II"),
    Exp2F64(Code.EXP2_F64, "vm.exp2.f64", "II"),
    ExpM1F64(Code.EXPM1_F64, "vm.expm1.f64", "II"),
    LogF64(Code.LOG_F64, "vm.log.f64", "II"),
    Log10F64(Code.LOG10_F64, "vm.log10.f64", "II"),
    Log1pF64(Code.LOG1P_F64, "vm.log1p.f64", "II"),
    Log2F64(Code.LOG2_F64, "vm.log2.f64", "II"),
    PowF64(Code.POW_F64, "vm.pow.f64", "III"),
    RsqrtF64(Code.RSQRT_F64, "vm.rsqrt.f64", "II"),
    SqrtF64(Code.SQRT_F64, "vm.sqrt.f64", "II"),
    TanhF64(Code.TANH_F64, "vm.tanh.f64", "II"),
    ErfF64(Code.ERF_F64, "vm.erf.f64", "II"),
    CmpEQF64O(Code.CMP_EQ_F64_O, "vm.cmp.eq.f64.o", "IIi"),
    CmpEQF64U(Code.CMP_EQ_F64_U, "vm.cmp.eq.f64.u", "IIi"),
    CmpNEF64O(Code.CMP_NE_F64_O, "vm.cmp.ne.f64.o", "IIi"),
    CmpNEF64U(Code.CMP_NE_F64_U, "vm.cmp.ne.f64.u", "IIi"),
    CmpLTF64O(Code.CMP_LT_F64_O, "vm.cmp.lt.f64.o", "IIi"),
    CmpLTF64U(Code.CMP_LT_F64_U, "vm.cmp.lt.f64.u", "IIi"),
    CmpLTEF64O(Code.CMP_LTE_F64_O, "vm.cmp.lte.f64.o", "IIi"),
    CmpLTEF64U(Code.CMP_LTE_F64_U, "vm.cmp.lte.f64.u", "IIi"),
    CmpNaNF64(Code.CMP_NAN_F64, "vm.cmp.nan.f64", "Ii"),
    BufferLoadF64(Code.BUFFER_LOAD_F64, "vm.buffer.load.f64", "rII"),
    BufferStoreF64(Code.BUFFER_STORE_F64, "vm.buffer.store.f64", "rII"),
    BufferFillF64(Code.BUFFER_FILL_F64, "vm.buffer.fill.f64", "rIII"),
    RoundF64(Code.ROUND_F64, "vm.round.f64", "II"),
    MinF64(Code.MIN_F64, "vm.min.f64", "III"),
    MaxF64(Code.MAX_F64, "vm.max.f64", "III"),
    RoundF64Even(Code.ROUND_F64_EVEN, "vm.round.f64.even", "II");

    /** Which opcode table an instruction belongs to: the core ops, or an extension's (its prefix byte). */
    public enum InstructionSet {
        CORE,
        EXT_F32,
        EXT_F64
    }

    /** Added to an f32 extension opcode's byte to make its id. */
    public static final int F32_SET = 0x100;
    /** Added to an f64 extension opcode's byte to make its id. */
    public static final int F64_SET = 0x200;
    /**
     * Not an instruction: the id {@link DecodedFunction} appends after a function whose last op is
     * {@code vm.fail} (with status 0 that op falls through, and this reports that there is nothing
     * to fall through to). The core set leaves this byte unassigned.
     */
    static final int END_OF_CODE = 0xFF;
    /**
     * Not an instruction: the id that code decoded for tracing has before each instruction,
     * followed by its bytecode offset ({@link ExecutionTracer}). The core set leaves this byte
     * unassigned.
     */
    static final int TRACE_STEP = 0xFE;

    private static final Opcode[] BY_ID = new Opcode[3 * 256];

    static {
        for (Opcode op : values()) {
            BY_ID[op.id] = op;
        }
    }

    private final int id;
    private final String mnemonic;
    private final String layout;
    private final boolean terminator;

    Opcode(int id, String mnemonic, String layout) {
        this(id, mnemonic, layout, false);
    }

    Opcode(int id, String mnemonic, String layout, boolean terminator) {
        this.id = id;
        this.mnemonic = mnemonic;
        this.layout = layout;
        this.terminator = terminator;
    }

    /** The opcode with byte value {@code code} in {@code set}, or null if unassigned. */
    public static Opcode lookup(InstructionSet set, int code) {
        return BY_ID[set.ordinal() << 8 | code & 0xFF];
    }

    /** The opcode with id {@code id} (see the class comment), or null if unassigned. */
    public static Opcode byId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }

    public InstructionSet instructionSet() {
        return InstructionSet.values()[id >> 8];
    }

    /** The opcode byte within its set. */
    public int code() {
        return id & 0xFF;
    }

    /** The byte within the set plus the set's base: one number for every instruction. */
    public int id() {
        return id;
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

    /**
     * The op whose execution this one's is, bit for bit: an f32 or f64 op that only moves a value's
     * bits (globals, constants, selects, buffer access) runs as its i32 or i64 twin with the same
     * operand layout; every other op runs as itself. {@link DecodedFunction} decodes to this op.
     */
    Opcode runsAs() {
        return switch (this) {
            case GlobalLoadF32 -> GlobalLoadI32;
            case GlobalStoreF32 -> GlobalStoreI32;
            case GlobalLoadIndirectF32 -> GlobalLoadIndirectI32;
            case GlobalStoreIndirectF32 -> GlobalStoreIndirectI32;
            case ConstF32Zero -> ConstI32Zero;
            case ConstF32 -> ConstI32;
            case SelectF32 -> SelectI32;
            case SwitchF32 -> SwitchI32;
            case BufferLoadF32 -> BufferLoadI32;
            case BufferStoreF32 -> BufferStoreI32;
            case BufferFillF32 -> BufferFillI32;
            case GlobalLoadF64 -> GlobalLoadI64;
            case GlobalStoreF64 -> GlobalStoreI64;
            case GlobalLoadIndirectF64 -> GlobalLoadIndirectI64;
            case GlobalStoreIndirectF64 -> GlobalStoreIndirectI64;
            case ConstF64Zero -> ConstI64Zero;
            case ConstF64 -> ConstI64;
            case SelectF64 -> SelectI64;
            case BufferLoadF64 -> BufferLoadI64;
            case BufferStoreF64 -> BufferStoreI64;
            case BufferFillF64 -> BufferFillI64;
            // vm.switch.f64 reads a selected case whole, unlike vm.switch.i64 (see CoreOps).
            default -> this;
        };
    }

    /**
     * Every opcode's {@linkplain #id() id} as a constant for switch labels, named after its MLIR
     * name ({@code vm.cmp.lt.i32.s} is {@code CMP_LT_I32_S}; the block marker and the prefixes
     * after their rows). The only place opcode numbers are written.
     */
    public static final class Code {
        private Code() {}

        // The core set: the opcode byte.
        public static final int GLOBAL_LOAD_I32 = 0x00;
        public static final int GLOBAL_STORE_I32 = 0x01;
        public static final int GLOBAL_LOAD_INDIRECT_I32 = 0x02;
        public static final int GLOBAL_STORE_INDIRECT_I32 = 0x03;
        public static final int GLOBAL_LOAD_I64 = 0x04;
        public static final int GLOBAL_STORE_I64 = 0x05;
        public static final int GLOBAL_LOAD_INDIRECT_I64 = 0x06;
        public static final int GLOBAL_STORE_INDIRECT_I64 = 0x07;
        public static final int GLOBAL_LOAD_REF = 0x08;
        public static final int GLOBAL_STORE_REF = 0x09;
        public static final int GLOBAL_LOAD_INDIRECT_REF = 0x0A;
        public static final int GLOBAL_STORE_INDIRECT_REF = 0x0B;
        public static final int CONST_I32_ZERO = 0x0C;
        public static final int CONST_I32 = 0x0D;
        public static final int CONST_I64_ZERO = 0x0E;
        public static final int CONST_I64 = 0x0F;
        public static final int CONST_REF_ZERO = 0x10;
        public static final int CONST_REF_RODATA = 0x11;
        public static final int LIST_ALLOC = 0x12;
        public static final int LIST_RESERVE = 0x13;
        public static final int LIST_SIZE = 0x14;
        public static final int LIST_RESIZE = 0x15;
        public static final int LIST_GET_I32 = 0x16;
        public static final int LIST_SET_I32 = 0x17;
        public static final int LIST_GET_I64 = 0x18;
        public static final int LIST_SET_I64 = 0x19;
        public static final int LIST_GET_REF = 0x1A;
        public static final int LIST_SET_REF = 0x1B;
        public static final int SELECT_I32 = 0x1C;
        public static final int SELECT_I64 = 0x1D;
        public static final int SELECT_REF = 0x1E;
        public static final int SWITCH_I32 = 0x1F;
        public static final int SWITCH_I64 = 0x20;
        public static final int SWITCH_REF = 0x21;
        public static final int ADD_I32 = 0x22;
        public static final int SUB_I32 = 0x23;
        public static final int MUL_I32 = 0x24;
        public static final int DIV_I32_S = 0x25;
        public static final int DIV_I32_U = 0x26;
        public static final int REM_I32_S = 0x27;
        public static final int REM_I32_U = 0x28;
        public static final int FMA_I32 = 0x29;
        public static final int ADD_I64 = 0x2A;
        public static final int SUB_I64 = 0x2B;
        public static final int MUL_I64 = 0x2C;
        public static final int DIV_I64_S = 0x2D;
        public static final int DIV_I64_U = 0x2E;
        public static final int REM_I64_S = 0x2F;
        public static final int REM_I64_U = 0x30;
        public static final int FMA_I64 = 0x31;
        public static final int NOT_I32 = 0x32;
        public static final int AND_I32 = 0x33;
        public static final int OR_I32 = 0x34;
        public static final int XOR_I32 = 0x35;
        public static final int NOT_I64 = 0x36;
        public static final int AND_I64 = 0x37;
        public static final int OR_I64 = 0x38;
        public static final int XOR_I64 = 0x39;
        public static final int SHL_I32 = 0x3A;
        public static final int SHR_I32_S = 0x3B;
        public static final int SHR_I32_U = 0x3C;
        public static final int SHL_I64 = 0x3D;
        public static final int SHR_I64_S = 0x3E;
        public static final int SHR_I64_U = 0x3F;
        public static final int TRUNC_I32_I8 = 0x40;
        public static final int TRUNC_I32_I16 = 0x41;
        public static final int TRUNC_I64_I32 = 0x42;
        public static final int EXT_I8_I32_S = 0x43;
        public static final int EXT_I8_I32_U = 0x44;
        public static final int EXT_I16_I32_S = 0x45;
        public static final int EXT_I16_I32_U = 0x46;
        public static final int EXT_I32_I64_S = 0x47;
        public static final int EXT_I32_I64_U = 0x48;
        public static final int CMP_EQ_I32 = 0x49;
        public static final int CMP_NE_I32 = 0x4A;
        public static final int CMP_LT_I32_S = 0x4B;
        public static final int CMP_LT_I32_U = 0x4C;
        public static final int CMP_NZ_I32 = 0x4D;
        public static final int CMP_EQ_I64 = 0x4E;
        public static final int CMP_NE_I64 = 0x4F;
        public static final int CMP_LT_I64_S = 0x50;
        public static final int CMP_LT_I64_U = 0x51;
        public static final int CMP_NZ_I64 = 0x52;
        public static final int CMP_EQ_REF = 0x53;
        public static final int CMP_NE_REF = 0x54;
        public static final int CMP_NZ_REF = 0x55;
        public static final int BR = 0x56;
        public static final int COND_BR = 0x57;
        public static final int CALL = 0x58;
        public static final int CALL_VARIADIC = 0x59;
        public static final int RETURN = 0x5A;
        public static final int FAIL = 0x5B;
        public static final int IMPORT_RESOLVED = 0x5C;
        public static final int YIELD = 0x5D;
        public static final int TRACE = 0x5E;
        public static final int PRINT = 0x5F;
        public static final int COND_BREAK = 0x60;
        public static final int BREAK = 0x61;
        public static final int BUFFER_LOAD_I8_U = 0x62;
        public static final int BUFFER_LOAD_I8_S = 0x63;
        public static final int BUFFER_LOAD_I16_U = 0x64;
        public static final int BUFFER_LOAD_I16_S = 0x65;
        public static final int BUFFER_LOAD_I32 = 0x66;
        public static final int BUFFER_LOAD_I64 = 0x67;
        public static final int BUFFER_STORE_I8 = 0x68;
        public static final int BUFFER_STORE_I16 = 0x69;
        public static final int BUFFER_STORE_I32 = 0x6A;
        public static final int BUFFER_STORE_I64 = 0x6B;
        public static final int BUFFER_ALLOC = 0x6C;
        public static final int BUFFER_CLONE = 0x6D;
        public static final int BUFFER_LENGTH = 0x6E;
        public static final int BUFFER_COPY = 0x6F;
        public static final int BUFFER_COMPARE = 0x70;
        public static final int BUFFER_FILL_I8 = 0x71;
        public static final int BUFFER_FILL_I16 = 0x72;
        public static final int BUFFER_FILL_I32 = 0x73;
        public static final int BUFFER_FILL_I64 = 0x74;
        public static final int CTLZ_I32 = 0x75;
        public static final int CTLZ_I64 = 0x76;
        public static final int ABS_I32 = 0x77;
        public static final int ABS_I64 = 0x78;
        public static final int BLOCK = 0x79;
        public static final int MIN_I32_S = 0x7A;
        public static final int MIN_I32_U = 0x7B;
        public static final int MAX_I32_S = 0x7C;
        public static final int MAX_I32_U = 0x7D;
        public static final int MIN_I64_S = 0x7E;
        public static final int MIN_I64_U = 0x7F;
        public static final int MAX_I64_S = 0x80;
        public static final int MAX_I64_U = 0x81;
        public static final int CAST_ANY_REF = 0x82;
        public static final int BR_TABLE = 0x83;
        public static final int BUFFER_HASH = 0x84;
        public static final int DISCARD_REFS = 0x85;
        public static final int ASSIGN_REF = 0x86;
        public static final int CALL_YIELDABLE = 0x87;
        public static final int CALL_VARIADIC_YIELDABLE = 0x88;
        public static final int PREFIX_EXT_F32 = 0xE0;
        public static final int PREFIX_EXT_F64 = 0xE1;

        // The f32 extension set: the byte after PrefixExtF32, within F32_SET.
        public static final int GLOBAL_LOAD_F32 = F32_SET | 0x00;
        public static final int GLOBAL_STORE_F32 = F32_SET | 0x01;
        public static final int GLOBAL_LOAD_INDIRECT_F32 = F32_SET | 0x02;
        public static final int GLOBAL_STORE_INDIRECT_F32 = F32_SET | 0x03;
        public static final int CONST_F32_ZERO = F32_SET | 0x04;
        public static final int CONST_F32 = F32_SET | 0x05;
        public static final int LIST_GET_F32 = F32_SET | 0x06;
        public static final int LIST_SET_F32 = F32_SET | 0x07;
        public static final int SELECT_F32 = F32_SET | 0x08;
        public static final int SWITCH_F32 = F32_SET | 0x09;
        public static final int ADD_F32 = F32_SET | 0x0A;
        public static final int SUB_F32 = F32_SET | 0x0B;
        public static final int MUL_F32 = F32_SET | 0x0C;
        public static final int DIV_F32 = F32_SET | 0x0D;
        public static final int REM_F32 = F32_SET | 0x0E;
        public static final int FMA_F32 = F32_SET | 0x0F;
        public static final int ABS_F32 = F32_SET | 0x10;
        public static final int NEG_F32 = F32_SET | 0x11;
        public static final int CEIL_F32 = F32_SET | 0x12;
        public static final int FLOOR_F32 = F32_SET | 0x13;
        public static final int CAST_SI32_F32 = F32_SET | 0x14;
        public static final int CAST_UI32_F32 = F32_SET | 0x15;
        public static final int CAST_F32_SI32 = F32_SET | 0x16;
        public static final int CAST_F32_UI32 = F32_SET | 0x17;
        public static final int BITCAST_I32_F32 = F32_SET | 0x18;
        public static final int BITCAST_F32_I32 = F32_SET | 0x19;
        public static final int ATAN_F32 = F32_SET | 0x1A;
        public static final int ATAN2_F32 = F32_SET | 0x1B;
        public static final int COS_F32 = F32_SET | 0x1C;
        public static final int SIN_F32 = F32_SET | 0x1D;
        public static final int EXP_F32 = F32_SET | 0x1E;
        public static final int EXP2_F32 = F32_SET | 0x1F;
        public static final int EXPM1_F32 = F32_SET | 0x20;
        public static final int LOG_F32 = F32_SET | 0x21;
        public static final int LOG10_F32 = F32_SET | 0x22;
        public static final int LOG1P_F32 = F32_SET | 0x23;
        public static final int LOG2_F32 = F32_SET | 0x24;
        public static final int POW_F32 = F32_SET | 0x25;
        public static final int RSQRT_F32 = F32_SET | 0x26;
        public static final int SQRT_F32 = F32_SET | 0x27;
        public static final int TANH_F32 = F32_SET | 0x28;
        public static final int ERF_F32 = F32_SET | 0x29;
        public static final int CMP_EQ_F32_O = F32_SET | 0x2A;
        public static final int CMP_EQ_F32_U = F32_SET | 0x2B;
        public static final int CMP_NE_F32_O = F32_SET | 0x2C;
        public static final int CMP_NE_F32_U = F32_SET | 0x2D;
        public static final int CMP_LT_F32_O = F32_SET | 0x2E;
        public static final int CMP_LT_F32_U = F32_SET | 0x2F;
        public static final int CMP_LTE_F32_O = F32_SET | 0x30;
        public static final int CMP_LTE_F32_U = F32_SET | 0x31;
        public static final int CMP_NAN_F32 = F32_SET | 0x32;
        public static final int BUFFER_LOAD_F32 = F32_SET | 0x33;
        public static final int BUFFER_STORE_F32 = F32_SET | 0x34;
        public static final int BUFFER_FILL_F32 = F32_SET | 0x35;
        public static final int ROUND_F32 = F32_SET | 0x36;
        public static final int MIN_F32 = F32_SET | 0x37;
        public static final int MAX_F32 = F32_SET | 0x38;
        public static final int ROUND_F32_EVEN = F32_SET | 0x39;
        public static final int CAST_F32_SI64 = F32_SET | 0x3A;
        public static final int CAST_F32_UI64 = F32_SET | 0x3B;
        public static final int CAST_SI64_F32 = F32_SET | 0x3C;
        public static final int CAST_UI64_F32 = F32_SET | 0x3D;

        // The f64 extension set: the byte after PrefixExtF64, within F64_SET.
        public static final int GLOBAL_LOAD_F64 = F64_SET | 0x00;
        public static final int GLOBAL_STORE_F64 = F64_SET | 0x01;
        public static final int GLOBAL_LOAD_INDIRECT_F64 = F64_SET | 0x02;
        public static final int GLOBAL_STORE_INDIRECT_F64 = F64_SET | 0x03;
        public static final int CONST_F64_ZERO = F64_SET | 0x04;
        public static final int CONST_F64 = F64_SET | 0x05;
        public static final int LIST_GET_F64 = F64_SET | 0x06;
        public static final int LIST_SET_F64 = F64_SET | 0x07;
        public static final int SELECT_F64 = F64_SET | 0x08;
        public static final int SWITCH_F64 = F64_SET | 0x09;
        public static final int ADD_F64 = F64_SET | 0x0A;
        public static final int SUB_F64 = F64_SET | 0x0B;
        public static final int MUL_F64 = F64_SET | 0x0C;
        public static final int DIV_F64 = F64_SET | 0x0D;
        public static final int REM_F64 = F64_SET | 0x0E;
        public static final int FMA_F64 = F64_SET | 0x0F;
        public static final int ABS_F64 = F64_SET | 0x10;
        public static final int NEG_F64 = F64_SET | 0x11;
        public static final int CEIL_F64 = F64_SET | 0x12;
        public static final int FLOOR_F64 = F64_SET | 0x13;
        public static final int TRUNC_F64_F32 = F64_SET | 0x14;
        public static final int EXT_F32_F64 = F64_SET | 0x15;
        public static final int CAST_SI32_F64 = F64_SET | 0x16;
        public static final int CAST_UI32_F64 = F64_SET | 0x17;
        public static final int CAST_F64_SI32 = F64_SET | 0x18;
        public static final int CAST_F64_UI32 = F64_SET | 0x19;
        public static final int CAST_SI64_F64 = F64_SET | 0x1A;
        public static final int CAST_UI64_F64 = F64_SET | 0x1B;
        public static final int CAST_F64_SI64 = F64_SET | 0x1C;
        public static final int CAST_F64_UI64 = F64_SET | 0x1D;
        public static final int BITCAST_I64_F64 = F64_SET | 0x1E;
        public static final int BITCAST_F64_I64 = F64_SET | 0x1F;
        public static final int ATAN_F64 = F64_SET | 0x20;
        public static final int ATAN2_F64 = F64_SET | 0x21;
        public static final int COS_F64 = F64_SET | 0x22;
        public static final int SIN_F64 = F64_SET | 0x23;
        public static final int EXP_F64 = F64_SET | 0x24;
        public static final int EXP2_F64 = F64_SET | 0x25;
        public static final int EXPM1_F64 = F64_SET | 0x26;
        public static final int LOG_F64 = F64_SET | 0x27;
        public static final int LOG10_F64 = F64_SET | 0x28;
        public static final int LOG1P_F64 = F64_SET | 0x29;
        public static final int LOG2_F64 = F64_SET | 0x2A;
        public static final int POW_F64 = F64_SET | 0x2B;
        public static final int RSQRT_F64 = F64_SET | 0x2C;
        public static final int SQRT_F64 = F64_SET | 0x2D;
        public static final int TANH_F64 = F64_SET | 0x2E;
        public static final int ERF_F64 = F64_SET | 0x2F;
        public static final int CMP_EQ_F64_O = F64_SET | 0x30;
        public static final int CMP_EQ_F64_U = F64_SET | 0x31;
        public static final int CMP_NE_F64_O = F64_SET | 0x32;
        public static final int CMP_NE_F64_U = F64_SET | 0x33;
        public static final int CMP_LT_F64_O = F64_SET | 0x34;
        public static final int CMP_LT_F64_U = F64_SET | 0x35;
        public static final int CMP_LTE_F64_O = F64_SET | 0x36;
        public static final int CMP_LTE_F64_U = F64_SET | 0x37;
        public static final int CMP_NAN_F64 = F64_SET | 0x38;
        public static final int BUFFER_LOAD_F64 = F64_SET | 0x39;
        public static final int BUFFER_STORE_F64 = F64_SET | 0x3A;
        public static final int BUFFER_FILL_F64 = F64_SET | 0x3B;
        public static final int ROUND_F64 = F64_SET | 0x3C;
        public static final int MIN_F64 = F64_SET | 0x3D;
        public static final int MAX_F64 = F64_SET | 0x3E;
        public static final int ROUND_F64_EVEN = F64_SET | 0x3F;
    }
}
