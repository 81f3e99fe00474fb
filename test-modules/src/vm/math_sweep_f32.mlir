// Every f32 math op of the VM applied to 12288 inputs generated in the module (written by
// test-modules/tools/gen_math_sweep.py, which documents the inputs; do not edit by hand).
// Each exported function is named after its op and returns 48 FNV-1a hashes of the
// results' bits, one per block of 256 inputs (pure scalar code, so jiree's
// FunctionCompiler compiles it).
// jiree.description: f32 math ops (libm functions, rounding, min/max, rem, fma, casts) on 12288 inputs each, hashed per block of 256
// jiree.targets: llvm-cpu
// jiree.flags: --compile-mode=vm
// jiree.vm-only: true
// jiree.run: abs
// jiree.run: neg
// jiree.run: ceil
// jiree.run: floor
// jiree.run: round
// jiree.run: round_even
// jiree.run: atan
// jiree.run: cos
// jiree.run: sin
// jiree.run: exp
// jiree.run: exp2
// jiree.run: expm1
// jiree.run: log
// jiree.run: log10
// jiree.run: log1p
// jiree.run: log2
// jiree.run: rsqrt
// jiree.run: sqrt
// jiree.run: tanh
// jiree.run: erf
// jiree.run: rem
// jiree.run: atan2
// jiree.run: pow
// jiree.run: min
// jiree.run: max
// jiree.run: fma
// jiree.run: cast_si32
// jiree.run: cast_ui32
// jiree.run: cast_si64
// jiree.run: cast_ui64

vm.module @math_sweep_f32 {
  vm.func @abs() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.abs.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @abs
  vm.func @neg() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.neg.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @neg
  vm.func @ceil() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.ceil.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @ceil
  vm.func @floor() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.floor.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @floor
  vm.func @round() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.round.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @round
  vm.func @round_even() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.round.f32.even %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @round_even
  vm.func @atan() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.atan.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @atan
  vm.func @cos() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.cos.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cos
  vm.func @sin() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.sin.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @sin
  vm.func @exp() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.exp.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @exp
  vm.func @exp2() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.exp2.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @exp2
  vm.func @expm1() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.expm1.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @expm1
  vm.func @log() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.log.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @log
  vm.func @log10() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.log10.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @log10
  vm.func @log1p() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.log1p.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @log1p
  vm.func @log2() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.log2.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @log2
  vm.func @rsqrt() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.rsqrt.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @rsqrt
  vm.func @sqrt() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.sqrt.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @sqrt
  vm.func @tanh() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.tanh.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @tanh
  vm.func @erf() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.erf.f32 %v59 : f32
    %v61 = vm.bitcast.f32.i32 %v60 : f32 -> i32
    %v62 = vm.ext.i32.i64.u %v61 : i32 -> i64
    %v63 = vm.xor.i64 %h, %v62 : i64
    %v64 = vm.mul.i64 %v63, %v2 : i64
    %v65 = vm.add.i32 %i, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v8 : i32
    vm.cond_br %v66, ^inner(%v65, %v64 : i32, i64), ^next(%v64 : i64)
  ^next(%hb: i64):
    %v67 = vm.add.i32 %b, %v1 : i32
    %v68 = vm.cmp.lt.i32.s %v67, %v5 : i32
    vm.cond_br %v68, ^outer(%v67, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @erf
  vm.func @rem() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v168 = vm.rem.f32 %v166, %v167 : f32
    %v169 = vm.bitcast.f32.i32 %v168 : f32 -> i32
    %v170 = vm.ext.i32.i64.u %v169 : i32 -> i64
    %v171 = vm.xor.i64 %h, %v170 : i64
    %v172 = vm.mul.i64 %v171, %v2 : i64
    %v173 = vm.add.i32 %i, %v1 : i32
    %v174 = vm.cmp.lt.i32.s %v173, %v8 : i32
    vm.cond_br %v174, ^inner(%v173, %v172 : i32, i64), ^next(%v172 : i64)
  ^next(%hb: i64):
    %v175 = vm.add.i32 %b, %v1 : i32
    %v176 = vm.cmp.lt.i32.s %v175, %v5 : i32
    vm.cond_br %v176, ^outer(%v175, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @rem
  vm.func @atan2() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v168 = vm.atan2.f32 %v166, %v167 : f32
    %v169 = vm.bitcast.f32.i32 %v168 : f32 -> i32
    %v170 = vm.ext.i32.i64.u %v169 : i32 -> i64
    %v171 = vm.xor.i64 %h, %v170 : i64
    %v172 = vm.mul.i64 %v171, %v2 : i64
    %v173 = vm.add.i32 %i, %v1 : i32
    %v174 = vm.cmp.lt.i32.s %v173, %v8 : i32
    vm.cond_br %v174, ^inner(%v173, %v172 : i32, i64), ^next(%v172 : i64)
  ^next(%hb: i64):
    %v175 = vm.add.i32 %b, %v1 : i32
    %v176 = vm.cmp.lt.i32.s %v175, %v5 : i32
    vm.cond_br %v176, ^outer(%v175, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @atan2
  vm.func @pow() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v168 = vm.pow.f32 %v166, %v167 : f32
    %v169 = vm.bitcast.f32.i32 %v168 : f32 -> i32
    %v170 = vm.ext.i32.i64.u %v169 : i32 -> i64
    %v171 = vm.xor.i64 %h, %v170 : i64
    %v172 = vm.mul.i64 %v171, %v2 : i64
    %v173 = vm.add.i32 %i, %v1 : i32
    %v174 = vm.cmp.lt.i32.s %v173, %v8 : i32
    vm.cond_br %v174, ^inner(%v173, %v172 : i32, i64), ^next(%v172 : i64)
  ^next(%hb: i64):
    %v175 = vm.add.i32 %b, %v1 : i32
    %v176 = vm.cmp.lt.i32.s %v175, %v5 : i32
    vm.cond_br %v176, ^outer(%v175, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @pow
  vm.func @min() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v168 = vm.min.f32 %v166, %v167 : f32
    %v169 = vm.bitcast.f32.i32 %v168 : f32 -> i32
    %v170 = vm.ext.i32.i64.u %v169 : i32 -> i64
    %v171 = vm.xor.i64 %h, %v170 : i64
    %v172 = vm.mul.i64 %v171, %v2 : i64
    %v173 = vm.add.i32 %i, %v1 : i32
    %v174 = vm.cmp.lt.i32.s %v173, %v8 : i32
    vm.cond_br %v174, ^inner(%v173, %v172 : i32, i64), ^next(%v172 : i64)
  ^next(%hb: i64):
    %v175 = vm.add.i32 %b, %v1 : i32
    %v176 = vm.cmp.lt.i32.s %v175, %v5 : i32
    vm.cond_br %v176, ^outer(%v175, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @min
  vm.func @max() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v168 = vm.max.f32 %v166, %v167 : f32
    %v169 = vm.bitcast.f32.i32 %v168 : f32 -> i32
    %v170 = vm.ext.i32.i64.u %v169 : i32 -> i64
    %v171 = vm.xor.i64 %h, %v170 : i64
    %v172 = vm.mul.i64 %v171, %v2 : i64
    %v173 = vm.add.i32 %i, %v1 : i32
    %v174 = vm.cmp.lt.i32.s %v173, %v8 : i32
    vm.cond_br %v174, ^inner(%v173, %v172 : i32, i64), ^next(%v172 : i64)
  ^next(%hb: i64):
    %v175 = vm.add.i32 %b, %v1 : i32
    %v176 = vm.cmp.lt.i32.s %v175, %v5 : i32
    vm.cond_br %v176, ^outer(%v175, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @max
  vm.func @fma() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 4096
    %v11 = vm.const.i32 -1640531535
    %v13 = vm.const.i32 19
    %v16 = vm.const.i32 6
    %v19 = vm.const.i32 31
    %v22 = vm.const.i32 3
    %v26 = vm.const.i32 2
    %v28 = vm.const.i32 4194304
    %v31 = vm.const.i32 8388607
    %v37 = vm.const.i32 126
    %v40 = vm.const.i32 127
    %v42 = vm.const.i32 4
    %v44 = vm.const.i32 128
    %v46 = vm.const.i32 5
    %v48 = vm.const.i32 150
    %v51 = vm.const.i32 254
    %v53 = vm.const.i32 7
    %v55 = vm.const.i32 255
    %v57 = vm.const.i32 23
    %v61 = vm.const.i32 11
    %v63 = vm.const.i32 2047
    %v65 = vm.const.i32 1024
    %v67 = vm.const.i32 10
    %v86 = vm.const.f32 0.0078125
    %v91 = vm.const.f32 0.0625
    %v96 = vm.const.f32 0.01234567
    %v102 = vm.const.i32 63
    %v168 = vm.const.i32 -2048144789
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.cmp.lt.i32.s %i, %v9 : i32
    %v12 = vm.mul.i32 %i, %v11 : i32
    %v14 = vm.shr.i32.u %v12, %v13 : i32
    %v15 = vm.add.i32 %v14, %v9 : i32
    %v17 = vm.shr.i32.u %i, %v16 : i32
    %v18 = vm.and.i32 %v17, %v1 : i32
    %v20 = vm.shl.i32 %v18, %v19 : i32
    %v21 = vm.shr.i32.u %v17, %v1 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v24 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v25 = vm.select.i32 %v24, %v1, %v6 : i32
    %v27 = vm.cmp.eq.i32 %v23, %v26 : i32
    %v29 = vm.select.i32 %v27, %v28, %v25 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v32 = vm.select.i32 %v30, %v31, %v29 : i32
    %v33 = vm.shr.i32.u %v17, %v22 : i32
    %v34 = vm.cmp.eq.i32 %v33, %v1 : i32
    %v35 = vm.select.i32 %v34, %v1, %v6 : i32
    %v36 = vm.cmp.eq.i32 %v33, %v26 : i32
    %v38 = vm.select.i32 %v36, %v37, %v35 : i32
    %v39 = vm.cmp.eq.i32 %v33, %v22 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v43 = vm.cmp.eq.i32 %v33, %v42 : i32
    %v45 = vm.select.i32 %v43, %v44, %v41 : i32
    %v47 = vm.cmp.eq.i32 %v33, %v46 : i32
    %v49 = vm.select.i32 %v47, %v48, %v45 : i32
    %v50 = vm.cmp.eq.i32 %v33, %v16 : i32
    %v52 = vm.select.i32 %v50, %v51, %v49 : i32
    %v54 = vm.cmp.eq.i32 %v33, %v53 : i32
    %v56 = vm.select.i32 %v54, %v55, %v52 : i32
    %v58 = vm.shl.i32 %v56, %v57 : i32
    %v59 = vm.or.i32 %v20, %v58 : i32
    %v60 = vm.or.i32 %v59, %v32 : i32
    %v62 = vm.shr.i32.u %i, %v61 : i32
    %v64 = vm.and.i32 %i, %v63 : i32
    %v66 = vm.sub.i32 %v64, %v65 : i32
    %v68 = vm.shr.i32.u %v64, %v67 : i32
    %v69 = vm.shl.i32 %v68, %v19 : i32
    %v70 = vm.shr.i32.u %v64, %v26 : i32
    %v71 = vm.and.i32 %v70, %v55 : i32
    %v72 = vm.shl.i32 %v71, %v57 : i32
    %v73 = vm.and.i32 %v64, %v22 : i32
    %v74 = vm.cmp.eq.i32 %v73, %v1 : i32
    %v75 = vm.select.i32 %v74, %v1, %v6 : i32
    %v76 = vm.cmp.eq.i32 %v73, %v26 : i32
    %v77 = vm.select.i32 %v76, %v28, %v75 : i32
    %v78 = vm.cmp.eq.i32 %v73, %v22 : i32
    %v79 = vm.select.i32 %v78, %v31, %v77 : i32
    %v80 = vm.or.i32 %v69, %v72 : i32
    %v81 = vm.or.i32 %v80, %v79 : i32
    %v82 = vm.mul.i32 %i, %v11 : i32
    %v83 = vm.cmp.nz.i32 %v62 : i32
    %v84 = vm.select.i32 %v83, %v82, %v81 : i32
    %v85 = vm.cast.si32.f32 %v66 : i32 -> f32
    %v87 = vm.mul.f32 %v85, %v86 : f32
    %v88 = vm.bitcast.f32.i32 %v87 : f32 -> i32
    %v89 = vm.cmp.eq.i32 %v62, %v22 : i32
    %v90 = vm.select.i32 %v89, %v88, %v84 : i32
    %v92 = vm.mul.f32 %v85, %v91 : f32
    %v93 = vm.bitcast.f32.i32 %v92 : f32 -> i32
    %v94 = vm.cmp.eq.i32 %v62, %v42 : i32
    %v95 = vm.select.i32 %v94, %v93, %v90 : i32
    %v97 = vm.mul.f32 %v85, %v96 : f32
    %v98 = vm.bitcast.f32.i32 %v97 : f32 -> i32
    %v99 = vm.cmp.eq.i32 %v62, %v46 : i32
    %v100 = vm.select.i32 %v99, %v98, %v95 : i32
    %v101 = vm.select.i32 %v10, %v60, %v100 : i32
    %v103 = vm.and.i32 %i, %v102 : i32
    %v104 = vm.and.i32 %v103, %v1 : i32
    %v105 = vm.shl.i32 %v104, %v19 : i32
    %v106 = vm.shr.i32.u %v103, %v1 : i32
    %v107 = vm.and.i32 %v106, %v22 : i32
    %v108 = vm.cmp.eq.i32 %v107, %v1 : i32
    %v109 = vm.select.i32 %v108, %v1, %v6 : i32
    %v110 = vm.cmp.eq.i32 %v107, %v26 : i32
    %v111 = vm.select.i32 %v110, %v28, %v109 : i32
    %v112 = vm.cmp.eq.i32 %v107, %v22 : i32
    %v113 = vm.select.i32 %v112, %v31, %v111 : i32
    %v114 = vm.shr.i32.u %v103, %v22 : i32
    %v115 = vm.cmp.eq.i32 %v114, %v1 : i32
    %v116 = vm.select.i32 %v115, %v1, %v6 : i32
    %v117 = vm.cmp.eq.i32 %v114, %v26 : i32
    %v118 = vm.select.i32 %v117, %v37, %v116 : i32
    %v119 = vm.cmp.eq.i32 %v114, %v22 : i32
    %v120 = vm.select.i32 %v119, %v40, %v118 : i32
    %v121 = vm.cmp.eq.i32 %v114, %v42 : i32
    %v122 = vm.select.i32 %v121, %v44, %v120 : i32
    %v123 = vm.cmp.eq.i32 %v114, %v46 : i32
    %v124 = vm.select.i32 %v123, %v48, %v122 : i32
    %v125 = vm.cmp.eq.i32 %v114, %v16 : i32
    %v126 = vm.select.i32 %v125, %v51, %v124 : i32
    %v127 = vm.cmp.eq.i32 %v114, %v53 : i32
    %v128 = vm.select.i32 %v127, %v55, %v126 : i32
    %v129 = vm.shl.i32 %v128, %v57 : i32
    %v130 = vm.or.i32 %v105, %v129 : i32
    %v131 = vm.or.i32 %v130, %v113 : i32
    %v132 = vm.shr.i32.u %v15, %v61 : i32
    %v133 = vm.and.i32 %v15, %v63 : i32
    %v134 = vm.sub.i32 %v133, %v65 : i32
    %v135 = vm.shr.i32.u %v133, %v67 : i32
    %v136 = vm.shl.i32 %v135, %v19 : i32
    %v137 = vm.shr.i32.u %v133, %v26 : i32
    %v138 = vm.and.i32 %v137, %v55 : i32
    %v139 = vm.shl.i32 %v138, %v57 : i32
    %v140 = vm.and.i32 %v133, %v22 : i32
    %v141 = vm.cmp.eq.i32 %v140, %v1 : i32
    %v142 = vm.select.i32 %v141, %v1, %v6 : i32
    %v143 = vm.cmp.eq.i32 %v140, %v26 : i32
    %v144 = vm.select.i32 %v143, %v28, %v142 : i32
    %v145 = vm.cmp.eq.i32 %v140, %v22 : i32
    %v146 = vm.select.i32 %v145, %v31, %v144 : i32
    %v147 = vm.or.i32 %v136, %v139 : i32
    %v148 = vm.or.i32 %v147, %v146 : i32
    %v149 = vm.mul.i32 %v15, %v11 : i32
    %v150 = vm.cmp.nz.i32 %v132 : i32
    %v151 = vm.select.i32 %v150, %v149, %v148 : i32
    %v152 = vm.cast.si32.f32 %v134 : i32 -> f32
    %v153 = vm.mul.f32 %v152, %v86 : f32
    %v154 = vm.bitcast.f32.i32 %v153 : f32 -> i32
    %v155 = vm.cmp.eq.i32 %v132, %v22 : i32
    %v156 = vm.select.i32 %v155, %v154, %v151 : i32
    %v157 = vm.mul.f32 %v152, %v91 : f32
    %v158 = vm.bitcast.f32.i32 %v157 : f32 -> i32
    %v159 = vm.cmp.eq.i32 %v132, %v42 : i32
    %v160 = vm.select.i32 %v159, %v158, %v156 : i32
    %v161 = vm.mul.f32 %v152, %v96 : f32
    %v162 = vm.bitcast.f32.i32 %v161 : f32 -> i32
    %v163 = vm.cmp.eq.i32 %v132, %v46 : i32
    %v164 = vm.select.i32 %v163, %v162, %v160 : i32
    %v165 = vm.select.i32 %v10, %v131, %v164 : i32
    %v166 = vm.bitcast.i32.f32 %v101 : i32 -> f32
    %v167 = vm.bitcast.i32.f32 %v165 : i32 -> f32
    %v169 = vm.mul.i32 %i, %v168 : i32
    %v170 = vm.shr.i32.u %v169, %v13 : i32
    %v171 = vm.add.i32 %v170, %v9 : i32
    %v172 = vm.shr.i32.u %v171, %v61 : i32
    %v173 = vm.and.i32 %v171, %v63 : i32
    %v174 = vm.sub.i32 %v173, %v65 : i32
    %v175 = vm.shr.i32.u %v173, %v67 : i32
    %v176 = vm.shl.i32 %v175, %v19 : i32
    %v177 = vm.shr.i32.u %v173, %v26 : i32
    %v178 = vm.and.i32 %v177, %v55 : i32
    %v179 = vm.shl.i32 %v178, %v57 : i32
    %v180 = vm.and.i32 %v173, %v22 : i32
    %v181 = vm.cmp.eq.i32 %v180, %v1 : i32
    %v182 = vm.select.i32 %v181, %v1, %v6 : i32
    %v183 = vm.cmp.eq.i32 %v180, %v26 : i32
    %v184 = vm.select.i32 %v183, %v28, %v182 : i32
    %v185 = vm.cmp.eq.i32 %v180, %v22 : i32
    %v186 = vm.select.i32 %v185, %v31, %v184 : i32
    %v187 = vm.or.i32 %v176, %v179 : i32
    %v188 = vm.or.i32 %v187, %v186 : i32
    %v189 = vm.mul.i32 %v171, %v11 : i32
    %v190 = vm.cmp.nz.i32 %v172 : i32
    %v191 = vm.select.i32 %v190, %v189, %v188 : i32
    %v192 = vm.cast.si32.f32 %v174 : i32 -> f32
    %v193 = vm.mul.f32 %v192, %v86 : f32
    %v194 = vm.bitcast.f32.i32 %v193 : f32 -> i32
    %v195 = vm.cmp.eq.i32 %v172, %v22 : i32
    %v196 = vm.select.i32 %v195, %v194, %v191 : i32
    %v197 = vm.mul.f32 %v192, %v91 : f32
    %v198 = vm.bitcast.f32.i32 %v197 : f32 -> i32
    %v199 = vm.cmp.eq.i32 %v172, %v42 : i32
    %v200 = vm.select.i32 %v199, %v198, %v196 : i32
    %v201 = vm.mul.f32 %v192, %v96 : f32
    %v202 = vm.bitcast.f32.i32 %v201 : f32 -> i32
    %v203 = vm.cmp.eq.i32 %v172, %v46 : i32
    %v204 = vm.select.i32 %v203, %v202, %v200 : i32
    %v205 = vm.bitcast.i32.f32 %v204 : i32 -> f32
    %v206 = vm.fma.f32 %v166, %v167, %v205 : f32
    %v207 = vm.bitcast.f32.i32 %v206 : f32 -> i32
    %v208 = vm.ext.i32.i64.u %v207 : i32 -> i64
    %v209 = vm.xor.i64 %h, %v208 : i64
    %v210 = vm.mul.i64 %v209, %v2 : i64
    %v211 = vm.add.i32 %i, %v1 : i32
    %v212 = vm.cmp.lt.i32.s %v211, %v8 : i32
    vm.cond_br %v212, ^inner(%v211, %v210 : i32, i64), ^next(%v210 : i64)
  ^next(%hb: i64):
    %v213 = vm.add.i32 %b, %v1 : i32
    %v214 = vm.cmp.lt.i32.s %v213, %v5 : i32
    vm.cond_br %v214, ^outer(%v213, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @fma
  vm.func @cast_si32() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.cast.f32.si32 %v59 : f32 -> i32
    %v61 = vm.ext.i32.i64.u %v60 : i32 -> i64
    %v62 = vm.xor.i64 %h, %v61 : i64
    %v63 = vm.mul.i64 %v62, %v2 : i64
    %v64 = vm.add.i32 %i, %v1 : i32
    %v65 = vm.cmp.lt.i32.s %v64, %v8 : i32
    vm.cond_br %v65, ^inner(%v64, %v63 : i32, i64), ^next(%v63 : i64)
  ^next(%hb: i64):
    %v66 = vm.add.i32 %b, %v1 : i32
    %v67 = vm.cmp.lt.i32.s %v66, %v5 : i32
    vm.cond_br %v67, ^outer(%v66, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cast_si32
  vm.func @cast_ui32() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.cast.f32.ui32 %v59 : f32 -> i32
    %v61 = vm.ext.i32.i64.u %v60 : i32 -> i64
    %v62 = vm.xor.i64 %h, %v61 : i64
    %v63 = vm.mul.i64 %v62, %v2 : i64
    %v64 = vm.add.i32 %i, %v1 : i32
    %v65 = vm.cmp.lt.i32.s %v64, %v8 : i32
    vm.cond_br %v65, ^inner(%v64, %v63 : i32, i64), ^next(%v63 : i64)
  ^next(%hb: i64):
    %v66 = vm.add.i32 %b, %v1 : i32
    %v67 = vm.cmp.lt.i32.s %v66, %v5 : i32
    vm.cond_br %v67, ^outer(%v66, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cast_ui32
  vm.func @cast_si64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.cast.f32.si64 %v59 : f32 -> i64
    %v61 = vm.xor.i64 %h, %v60 : i64
    %v62 = vm.mul.i64 %v61, %v2 : i64
    %v63 = vm.add.i32 %i, %v1 : i32
    %v64 = vm.cmp.lt.i32.s %v63, %v8 : i32
    vm.cond_br %v64, ^inner(%v63, %v62 : i32, i64), ^next(%v62 : i64)
  ^next(%hb: i64):
    %v65 = vm.add.i32 %b, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v5 : i32
    vm.cond_br %v66, ^outer(%v65, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cast_si64
  vm.func @cast_ui64() -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %v1 = vm.const.i32 1
    %v2 = vm.const.i64 1099511628211
    %v3 = vm.const.i64 -3750763034362895579
    %v4 = vm.const.i32 256
    %v5 = vm.const.i32 48
    %v6 = vm.const.i32.zero
    %v9 = vm.const.i32 11
    %v11 = vm.const.i32 2047
    %v13 = vm.const.i32 1024
    %v15 = vm.const.i32 10
    %v17 = vm.const.i32 31
    %v19 = vm.const.i32 2
    %v21 = vm.const.i32 255
    %v23 = vm.const.i32 23
    %v25 = vm.const.i32 3
    %v30 = vm.const.i32 4194304
    %v33 = vm.const.i32 8388607
    %v37 = vm.const.i32 -1640531535
    %v42 = vm.const.f32 0.0078125
    %v47 = vm.const.f32 0.0625
    %v50 = vm.const.i32 4
    %v53 = vm.const.f32 0.01234567
    %v56 = vm.const.i32 5
    vm.br ^outer(%v6, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3, %v3 : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^outer(%b: i32, %a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64, %a20: i64, %a21: i64, %a22: i64, %a23: i64, %a24: i64, %a25: i64, %a26: i64, %a27: i64, %a28: i64, %a29: i64, %a30: i64, %a31: i64, %a32: i64, %a33: i64, %a34: i64, %a35: i64, %a36: i64, %a37: i64, %a38: i64, %a39: i64, %a40: i64, %a41: i64, %a42: i64, %a43: i64, %a44: i64, %a45: i64, %a46: i64, %a47: i64):
    %v7 = vm.mul.i32 %b, %v4 : i32
    %v8 = vm.add.i32 %v7, %v4 : i32
    vm.br ^inner(%v7, %v3 : i32, i64)
  ^inner(%i: i32, %h: i64):
    %v10 = vm.shr.i32.u %i, %v9 : i32
    %v12 = vm.and.i32 %i, %v11 : i32
    %v14 = vm.sub.i32 %v12, %v13 : i32
    %v16 = vm.shr.i32.u %v12, %v15 : i32
    %v18 = vm.shl.i32 %v16, %v17 : i32
    %v20 = vm.shr.i32.u %v12, %v19 : i32
    %v22 = vm.and.i32 %v20, %v21 : i32
    %v24 = vm.shl.i32 %v22, %v23 : i32
    %v26 = vm.and.i32 %v12, %v25 : i32
    %v27 = vm.cmp.eq.i32 %v26, %v1 : i32
    %v28 = vm.select.i32 %v27, %v1, %v6 : i32
    %v29 = vm.cmp.eq.i32 %v26, %v19 : i32
    %v31 = vm.select.i32 %v29, %v30, %v28 : i32
    %v32 = vm.cmp.eq.i32 %v26, %v25 : i32
    %v34 = vm.select.i32 %v32, %v33, %v31 : i32
    %v35 = vm.or.i32 %v18, %v24 : i32
    %v36 = vm.or.i32 %v35, %v34 : i32
    %v38 = vm.mul.i32 %i, %v37 : i32
    %v39 = vm.cmp.nz.i32 %v10 : i32
    %v40 = vm.select.i32 %v39, %v38, %v36 : i32
    %v41 = vm.cast.si32.f32 %v14 : i32 -> f32
    %v43 = vm.mul.f32 %v41, %v42 : f32
    %v44 = vm.bitcast.f32.i32 %v43 : f32 -> i32
    %v45 = vm.cmp.eq.i32 %v10, %v25 : i32
    %v46 = vm.select.i32 %v45, %v44, %v40 : i32
    %v48 = vm.mul.f32 %v41, %v47 : f32
    %v49 = vm.bitcast.f32.i32 %v48 : f32 -> i32
    %v51 = vm.cmp.eq.i32 %v10, %v50 : i32
    %v52 = vm.select.i32 %v51, %v49, %v46 : i32
    %v54 = vm.mul.f32 %v41, %v53 : f32
    %v55 = vm.bitcast.f32.i32 %v54 : f32 -> i32
    %v57 = vm.cmp.eq.i32 %v10, %v56 : i32
    %v58 = vm.select.i32 %v57, %v55, %v52 : i32
    %v59 = vm.bitcast.i32.f32 %v58 : i32 -> f32
    %v60 = vm.cast.f32.ui64 %v59 : f32 -> i64
    %v61 = vm.xor.i64 %h, %v60 : i64
    %v62 = vm.mul.i64 %v61, %v2 : i64
    %v63 = vm.add.i32 %i, %v1 : i32
    %v64 = vm.cmp.lt.i32.s %v63, %v8 : i32
    vm.cond_br %v64, ^inner(%v63, %v62 : i32, i64), ^next(%v62 : i64)
  ^next(%hb: i64):
    %v65 = vm.add.i32 %b, %v1 : i32
    %v66 = vm.cmp.lt.i32.s %v65, %v5 : i32
    vm.cond_br %v66, ^outer(%v65, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cast_ui64
}
