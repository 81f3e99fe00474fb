// Every f64 math op of the VM applied to 12288 inputs generated in the module (written by
// test-modules/tools/gen_math_sweep.py, which documents the inputs; do not edit by hand).
// Each exported function is named after its op and returns 48 FNV-1a hashes of the
// results' bits, one per block of 256 inputs (pure scalar code, so jiree's
// FunctionCompiler compiles it).
// jiree.description: f64 math ops (libm functions, rounding, min/max, rem, fma, casts) on 12288 inputs each, hashed per block of 256
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
// jiree.run: cast_si64
// jiree.run: cast_ui64

vm.module @math_sweep_f64 {
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.abs.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.neg.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.ceil.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.floor.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.round.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.round.f64.even %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.atan.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.cos.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.sin.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.exp.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.exp2.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.expm1.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.log.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.log10.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.log1p.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.log2.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.rsqrt.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.sqrt.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.tanh.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.erf.f64 %v79 : f64
    %v81 = vm.bitcast.f64.i64 %v80 : f64 -> i64
    %v82 = vm.xor.i64 %h, %v81 : i64
    %v83 = vm.mul.i64 %v82, %v2 : i64
    %v84 = vm.add.i32 %i, %v1 : i32
    %v85 = vm.cmp.lt.i32.s %v84, %v8 : i32
    vm.cond_br %v85, ^inner(%v84, %v83 : i32, i64), ^next(%v83 : i64)
  ^next(%hb: i64):
    %v86 = vm.add.i32 %b, %v1 : i32
    %v87 = vm.cmp.lt.i32.s %v86, %v5 : i32
    vm.cond_br %v87, ^outer(%v86, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v204 = vm.rem.f64 %v202, %v203 : f64
    %v205 = vm.bitcast.f64.i64 %v204 : f64 -> i64
    %v206 = vm.xor.i64 %h, %v205 : i64
    %v207 = vm.mul.i64 %v206, %v2 : i64
    %v208 = vm.add.i32 %i, %v1 : i32
    %v209 = vm.cmp.lt.i32.s %v208, %v8 : i32
    vm.cond_br %v209, ^inner(%v208, %v207 : i32, i64), ^next(%v207 : i64)
  ^next(%hb: i64):
    %v210 = vm.add.i32 %b, %v1 : i32
    %v211 = vm.cmp.lt.i32.s %v210, %v5 : i32
    vm.cond_br %v211, ^outer(%v210, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v204 = vm.atan2.f64 %v202, %v203 : f64
    %v205 = vm.bitcast.f64.i64 %v204 : f64 -> i64
    %v206 = vm.xor.i64 %h, %v205 : i64
    %v207 = vm.mul.i64 %v206, %v2 : i64
    %v208 = vm.add.i32 %i, %v1 : i32
    %v209 = vm.cmp.lt.i32.s %v208, %v8 : i32
    vm.cond_br %v209, ^inner(%v208, %v207 : i32, i64), ^next(%v207 : i64)
  ^next(%hb: i64):
    %v210 = vm.add.i32 %b, %v1 : i32
    %v211 = vm.cmp.lt.i32.s %v210, %v5 : i32
    vm.cond_br %v211, ^outer(%v210, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v204 = vm.pow.f64 %v202, %v203 : f64
    %v205 = vm.bitcast.f64.i64 %v204 : f64 -> i64
    %v206 = vm.xor.i64 %h, %v205 : i64
    %v207 = vm.mul.i64 %v206, %v2 : i64
    %v208 = vm.add.i32 %i, %v1 : i32
    %v209 = vm.cmp.lt.i32.s %v208, %v8 : i32
    vm.cond_br %v209, ^inner(%v208, %v207 : i32, i64), ^next(%v207 : i64)
  ^next(%hb: i64):
    %v210 = vm.add.i32 %b, %v1 : i32
    %v211 = vm.cmp.lt.i32.s %v210, %v5 : i32
    vm.cond_br %v211, ^outer(%v210, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v204 = vm.min.f64 %v202, %v203 : f64
    %v205 = vm.bitcast.f64.i64 %v204 : f64 -> i64
    %v206 = vm.xor.i64 %h, %v205 : i64
    %v207 = vm.mul.i64 %v206, %v2 : i64
    %v208 = vm.add.i32 %i, %v1 : i32
    %v209 = vm.cmp.lt.i32.s %v208, %v8 : i32
    vm.cond_br %v209, ^inner(%v208, %v207 : i32, i64), ^next(%v207 : i64)
  ^next(%hb: i64):
    %v210 = vm.add.i32 %b, %v1 : i32
    %v211 = vm.cmp.lt.i32.s %v210, %v5 : i32
    vm.cond_br %v211, ^outer(%v210, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v204 = vm.max.f64 %v202, %v203 : f64
    %v205 = vm.bitcast.f64.i64 %v204 : f64 -> i64
    %v206 = vm.xor.i64 %h, %v205 : i64
    %v207 = vm.mul.i64 %v206, %v2 : i64
    %v208 = vm.add.i32 %i, %v1 : i32
    %v209 = vm.cmp.lt.i32.s %v208, %v8 : i32
    vm.cond_br %v209, ^inner(%v208, %v207 : i32, i64), ^next(%v207 : i64)
  ^next(%hb: i64):
    %v210 = vm.add.i32 %b, %v1 : i32
    %v211 = vm.cmp.lt.i32.s %v210, %v5 : i32
    vm.cond_br %v211, ^outer(%v210, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v20 = vm.const.i32 63
    %v23 = vm.const.i32 3
    %v25 = vm.const.i64.zero
    %v27 = vm.const.i64 1
    %v29 = vm.const.i32 2
    %v31 = vm.const.i64 2251799813685248
    %v34 = vm.const.i64 4503599627370495
    %v40 = vm.const.i32 1022
    %v43 = vm.const.i32 1023
    %v45 = vm.const.i32 4
    %v47 = vm.const.i32 1024
    %v49 = vm.const.i32 5
    %v51 = vm.const.i32 1075
    %v54 = vm.const.i32 2046
    %v56 = vm.const.i32 7
    %v58 = vm.const.i32 2047
    %v61 = vm.const.i32 52
    %v65 = vm.const.i32 11
    %v69 = vm.const.i32 10
    %v74 = vm.const.i32 255
    %v76 = vm.const.i32 8
    %v78 = vm.const.i32 -1
    %v84 = vm.const.i32 254
    %v101 = vm.const.i64 -7046029254386353131
    %v107 = vm.const.f64 0.0078125
    %v112 = vm.const.f64 0.0625
    %v117 = vm.const.f64 0.01234567
    %v204 = vm.const.i32 -2048144789
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
    %v19 = vm.ext.i32.i64.u %v18 : i32 -> i64
    %v21 = vm.shl.i64 %v19, %v20 : i64
    %v22 = vm.shr.i32.u %v17, %v1 : i32
    %v24 = vm.and.i32 %v22, %v23 : i32
    %v26 = vm.cmp.eq.i32 %v24, %v1 : i32
    %v28 = vm.select.i64 %v26, %v27, %v25 : i64
    %v30 = vm.cmp.eq.i32 %v24, %v29 : i32
    %v32 = vm.select.i64 %v30, %v31, %v28 : i64
    %v33 = vm.cmp.eq.i32 %v24, %v23 : i32
    %v35 = vm.select.i64 %v33, %v34, %v32 : i64
    %v36 = vm.shr.i32.u %v17, %v23 : i32
    %v37 = vm.cmp.eq.i32 %v36, %v1 : i32
    %v38 = vm.select.i32 %v37, %v1, %v6 : i32
    %v39 = vm.cmp.eq.i32 %v36, %v29 : i32
    %v41 = vm.select.i32 %v39, %v40, %v38 : i32
    %v42 = vm.cmp.eq.i32 %v36, %v23 : i32
    %v44 = vm.select.i32 %v42, %v43, %v41 : i32
    %v46 = vm.cmp.eq.i32 %v36, %v45 : i32
    %v48 = vm.select.i32 %v46, %v47, %v44 : i32
    %v50 = vm.cmp.eq.i32 %v36, %v49 : i32
    %v52 = vm.select.i32 %v50, %v51, %v48 : i32
    %v53 = vm.cmp.eq.i32 %v36, %v16 : i32
    %v55 = vm.select.i32 %v53, %v54, %v52 : i32
    %v57 = vm.cmp.eq.i32 %v36, %v56 : i32
    %v59 = vm.select.i32 %v57, %v58, %v55 : i32
    %v60 = vm.ext.i32.i64.u %v59 : i32 -> i64
    %v62 = vm.shl.i64 %v60, %v61 : i64
    %v63 = vm.or.i64 %v21, %v62 : i64
    %v64 = vm.or.i64 %v63, %v35 : i64
    %v66 = vm.shr.i32.u %i, %v65 : i32
    %v67 = vm.and.i32 %i, %v58 : i32
    %v68 = vm.sub.i32 %v67, %v47 : i32
    %v70 = vm.shr.i32.u %v67, %v69 : i32
    %v71 = vm.ext.i32.i64.u %v70 : i32 -> i64
    %v72 = vm.shl.i64 %v71, %v20 : i64
    %v73 = vm.shr.i32.u %v67, %v29 : i32
    %v75 = vm.and.i32 %v73, %v74 : i32
    %v77 = vm.mul.i32 %v75, %v76 : i32
    %v79 = vm.add.i32 %v77, %v78 : i32
    %v80 = vm.cmp.eq.i32 %v75, %v6 : i32
    %v81 = vm.select.i32 %v80, %v6, %v79 : i32
    %v82 = vm.cmp.eq.i32 %v75, %v1 : i32
    %v83 = vm.select.i32 %v82, %v1, %v81 : i32
    %v85 = vm.cmp.eq.i32 %v75, %v84 : i32
    %v86 = vm.select.i32 %v85, %v54, %v83 : i32
    %v87 = vm.cmp.eq.i32 %v75, %v74 : i32
    %v88 = vm.select.i32 %v87, %v58, %v86 : i32
    %v89 = vm.ext.i32.i64.u %v88 : i32 -> i64
    %v90 = vm.shl.i64 %v89, %v61 : i64
    %v91 = vm.and.i32 %v67, %v23 : i32
    %v92 = vm.cmp.eq.i32 %v91, %v1 : i32
    %v93 = vm.select.i64 %v92, %v27, %v25 : i64
    %v94 = vm.cmp.eq.i32 %v91, %v29 : i32
    %v95 = vm.select.i64 %v94, %v31, %v93 : i64
    %v96 = vm.cmp.eq.i32 %v91, %v23 : i32
    %v97 = vm.select.i64 %v96, %v34, %v95 : i64
    %v98 = vm.or.i64 %v72, %v90 : i64
    %v99 = vm.or.i64 %v98, %v97 : i64
    %v100 = vm.ext.i32.i64.u %i : i32 -> i64
    %v102 = vm.mul.i64 %v100, %v101 : i64
    %v103 = vm.cmp.nz.i32 %v66 : i32
    %v104 = vm.select.i64 %v103, %v102, %v99 : i64
    %v105 = vm.ext.i32.i64.s %v68 : i32 -> i64
    %v106 = vm.cast.si64.f64 %v105 : i64 -> f64
    %v108 = vm.mul.f64 %v106, %v107 : f64
    %v109 = vm.bitcast.f64.i64 %v108 : f64 -> i64
    %v110 = vm.cmp.eq.i32 %v66, %v23 : i32
    %v111 = vm.select.i64 %v110, %v109, %v104 : i64
    %v113 = vm.mul.f64 %v106, %v112 : f64
    %v114 = vm.bitcast.f64.i64 %v113 : f64 -> i64
    %v115 = vm.cmp.eq.i32 %v66, %v45 : i32
    %v116 = vm.select.i64 %v115, %v114, %v111 : i64
    %v118 = vm.mul.f64 %v106, %v117 : f64
    %v119 = vm.bitcast.f64.i64 %v118 : f64 -> i64
    %v120 = vm.cmp.eq.i32 %v66, %v49 : i32
    %v121 = vm.select.i64 %v120, %v119, %v116 : i64
    %v122 = vm.select.i64 %v10, %v64, %v121 : i64
    %v123 = vm.and.i32 %i, %v20 : i32
    %v124 = vm.and.i32 %v123, %v1 : i32
    %v125 = vm.ext.i32.i64.u %v124 : i32 -> i64
    %v126 = vm.shl.i64 %v125, %v20 : i64
    %v127 = vm.shr.i32.u %v123, %v1 : i32
    %v128 = vm.and.i32 %v127, %v23 : i32
    %v129 = vm.cmp.eq.i32 %v128, %v1 : i32
    %v130 = vm.select.i64 %v129, %v27, %v25 : i64
    %v131 = vm.cmp.eq.i32 %v128, %v29 : i32
    %v132 = vm.select.i64 %v131, %v31, %v130 : i64
    %v133 = vm.cmp.eq.i32 %v128, %v23 : i32
    %v134 = vm.select.i64 %v133, %v34, %v132 : i64
    %v135 = vm.shr.i32.u %v123, %v23 : i32
    %v136 = vm.cmp.eq.i32 %v135, %v1 : i32
    %v137 = vm.select.i32 %v136, %v1, %v6 : i32
    %v138 = vm.cmp.eq.i32 %v135, %v29 : i32
    %v139 = vm.select.i32 %v138, %v40, %v137 : i32
    %v140 = vm.cmp.eq.i32 %v135, %v23 : i32
    %v141 = vm.select.i32 %v140, %v43, %v139 : i32
    %v142 = vm.cmp.eq.i32 %v135, %v45 : i32
    %v143 = vm.select.i32 %v142, %v47, %v141 : i32
    %v144 = vm.cmp.eq.i32 %v135, %v49 : i32
    %v145 = vm.select.i32 %v144, %v51, %v143 : i32
    %v146 = vm.cmp.eq.i32 %v135, %v16 : i32
    %v147 = vm.select.i32 %v146, %v54, %v145 : i32
    %v148 = vm.cmp.eq.i32 %v135, %v56 : i32
    %v149 = vm.select.i32 %v148, %v58, %v147 : i32
    %v150 = vm.ext.i32.i64.u %v149 : i32 -> i64
    %v151 = vm.shl.i64 %v150, %v61 : i64
    %v152 = vm.or.i64 %v126, %v151 : i64
    %v153 = vm.or.i64 %v152, %v134 : i64
    %v154 = vm.shr.i32.u %v15, %v65 : i32
    %v155 = vm.and.i32 %v15, %v58 : i32
    %v156 = vm.sub.i32 %v155, %v47 : i32
    %v157 = vm.shr.i32.u %v155, %v69 : i32
    %v158 = vm.ext.i32.i64.u %v157 : i32 -> i64
    %v159 = vm.shl.i64 %v158, %v20 : i64
    %v160 = vm.shr.i32.u %v155, %v29 : i32
    %v161 = vm.and.i32 %v160, %v74 : i32
    %v162 = vm.mul.i32 %v161, %v76 : i32
    %v163 = vm.add.i32 %v162, %v78 : i32
    %v164 = vm.cmp.eq.i32 %v161, %v6 : i32
    %v165 = vm.select.i32 %v164, %v6, %v163 : i32
    %v166 = vm.cmp.eq.i32 %v161, %v1 : i32
    %v167 = vm.select.i32 %v166, %v1, %v165 : i32
    %v168 = vm.cmp.eq.i32 %v161, %v84 : i32
    %v169 = vm.select.i32 %v168, %v54, %v167 : i32
    %v170 = vm.cmp.eq.i32 %v161, %v74 : i32
    %v171 = vm.select.i32 %v170, %v58, %v169 : i32
    %v172 = vm.ext.i32.i64.u %v171 : i32 -> i64
    %v173 = vm.shl.i64 %v172, %v61 : i64
    %v174 = vm.and.i32 %v155, %v23 : i32
    %v175 = vm.cmp.eq.i32 %v174, %v1 : i32
    %v176 = vm.select.i64 %v175, %v27, %v25 : i64
    %v177 = vm.cmp.eq.i32 %v174, %v29 : i32
    %v178 = vm.select.i64 %v177, %v31, %v176 : i64
    %v179 = vm.cmp.eq.i32 %v174, %v23 : i32
    %v180 = vm.select.i64 %v179, %v34, %v178 : i64
    %v181 = vm.or.i64 %v159, %v173 : i64
    %v182 = vm.or.i64 %v181, %v180 : i64
    %v183 = vm.ext.i32.i64.u %v15 : i32 -> i64
    %v184 = vm.mul.i64 %v183, %v101 : i64
    %v185 = vm.cmp.nz.i32 %v154 : i32
    %v186 = vm.select.i64 %v185, %v184, %v182 : i64
    %v187 = vm.ext.i32.i64.s %v156 : i32 -> i64
    %v188 = vm.cast.si64.f64 %v187 : i64 -> f64
    %v189 = vm.mul.f64 %v188, %v107 : f64
    %v190 = vm.bitcast.f64.i64 %v189 : f64 -> i64
    %v191 = vm.cmp.eq.i32 %v154, %v23 : i32
    %v192 = vm.select.i64 %v191, %v190, %v186 : i64
    %v193 = vm.mul.f64 %v188, %v112 : f64
    %v194 = vm.bitcast.f64.i64 %v193 : f64 -> i64
    %v195 = vm.cmp.eq.i32 %v154, %v45 : i32
    %v196 = vm.select.i64 %v195, %v194, %v192 : i64
    %v197 = vm.mul.f64 %v188, %v117 : f64
    %v198 = vm.bitcast.f64.i64 %v197 : f64 -> i64
    %v199 = vm.cmp.eq.i32 %v154, %v49 : i32
    %v200 = vm.select.i64 %v199, %v198, %v196 : i64
    %v201 = vm.select.i64 %v10, %v153, %v200 : i64
    %v202 = vm.bitcast.i64.f64 %v122 : i64 -> f64
    %v203 = vm.bitcast.i64.f64 %v201 : i64 -> f64
    %v205 = vm.mul.i32 %i, %v204 : i32
    %v206 = vm.shr.i32.u %v205, %v13 : i32
    %v207 = vm.add.i32 %v206, %v9 : i32
    %v208 = vm.shr.i32.u %v207, %v65 : i32
    %v209 = vm.and.i32 %v207, %v58 : i32
    %v210 = vm.sub.i32 %v209, %v47 : i32
    %v211 = vm.shr.i32.u %v209, %v69 : i32
    %v212 = vm.ext.i32.i64.u %v211 : i32 -> i64
    %v213 = vm.shl.i64 %v212, %v20 : i64
    %v214 = vm.shr.i32.u %v209, %v29 : i32
    %v215 = vm.and.i32 %v214, %v74 : i32
    %v216 = vm.mul.i32 %v215, %v76 : i32
    %v217 = vm.add.i32 %v216, %v78 : i32
    %v218 = vm.cmp.eq.i32 %v215, %v6 : i32
    %v219 = vm.select.i32 %v218, %v6, %v217 : i32
    %v220 = vm.cmp.eq.i32 %v215, %v1 : i32
    %v221 = vm.select.i32 %v220, %v1, %v219 : i32
    %v222 = vm.cmp.eq.i32 %v215, %v84 : i32
    %v223 = vm.select.i32 %v222, %v54, %v221 : i32
    %v224 = vm.cmp.eq.i32 %v215, %v74 : i32
    %v225 = vm.select.i32 %v224, %v58, %v223 : i32
    %v226 = vm.ext.i32.i64.u %v225 : i32 -> i64
    %v227 = vm.shl.i64 %v226, %v61 : i64
    %v228 = vm.and.i32 %v209, %v23 : i32
    %v229 = vm.cmp.eq.i32 %v228, %v1 : i32
    %v230 = vm.select.i64 %v229, %v27, %v25 : i64
    %v231 = vm.cmp.eq.i32 %v228, %v29 : i32
    %v232 = vm.select.i64 %v231, %v31, %v230 : i64
    %v233 = vm.cmp.eq.i32 %v228, %v23 : i32
    %v234 = vm.select.i64 %v233, %v34, %v232 : i64
    %v235 = vm.or.i64 %v213, %v227 : i64
    %v236 = vm.or.i64 %v235, %v234 : i64
    %v237 = vm.ext.i32.i64.u %v207 : i32 -> i64
    %v238 = vm.mul.i64 %v237, %v101 : i64
    %v239 = vm.cmp.nz.i32 %v208 : i32
    %v240 = vm.select.i64 %v239, %v238, %v236 : i64
    %v241 = vm.ext.i32.i64.s %v210 : i32 -> i64
    %v242 = vm.cast.si64.f64 %v241 : i64 -> f64
    %v243 = vm.mul.f64 %v242, %v107 : f64
    %v244 = vm.bitcast.f64.i64 %v243 : f64 -> i64
    %v245 = vm.cmp.eq.i32 %v208, %v23 : i32
    %v246 = vm.select.i64 %v245, %v244, %v240 : i64
    %v247 = vm.mul.f64 %v242, %v112 : f64
    %v248 = vm.bitcast.f64.i64 %v247 : f64 -> i64
    %v249 = vm.cmp.eq.i32 %v208, %v45 : i32
    %v250 = vm.select.i64 %v249, %v248, %v246 : i64
    %v251 = vm.mul.f64 %v242, %v117 : f64
    %v252 = vm.bitcast.f64.i64 %v251 : f64 -> i64
    %v253 = vm.cmp.eq.i32 %v208, %v49 : i32
    %v254 = vm.select.i64 %v253, %v252, %v250 : i64
    %v255 = vm.bitcast.i64.f64 %v254 : i64 -> f64
    %v256 = vm.fma.f64 %v202, %v203, %v255 : f64
    %v257 = vm.bitcast.f64.i64 %v256 : f64 -> i64
    %v258 = vm.xor.i64 %h, %v257 : i64
    %v259 = vm.mul.i64 %v258, %v2 : i64
    %v260 = vm.add.i32 %i, %v1 : i32
    %v261 = vm.cmp.lt.i32.s %v260, %v8 : i32
    vm.cond_br %v261, ^inner(%v260, %v259 : i32, i64), ^next(%v259 : i64)
  ^next(%hb: i64):
    %v262 = vm.add.i32 %b, %v1 : i32
    %v263 = vm.cmp.lt.i32.s %v262, %v5 : i32
    vm.cond_br %v263, ^outer(%v262, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @fma
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.cast.f64.si64 %v79 : f64 -> i64
    %v81 = vm.xor.i64 %h, %v80 : i64
    %v82 = vm.mul.i64 %v81, %v2 : i64
    %v83 = vm.add.i32 %i, %v1 : i32
    %v84 = vm.cmp.lt.i32.s %v83, %v8 : i32
    vm.cond_br %v84, ^inner(%v83, %v82 : i32, i64), ^next(%v82 : i64)
  ^next(%hb: i64):
    %v85 = vm.add.i32 %b, %v1 : i32
    %v86 = vm.cmp.lt.i32.s %v85, %v5 : i32
    vm.cond_br %v86, ^outer(%v85, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
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
    %v18 = vm.const.i32 63
    %v20 = vm.const.i32 2
    %v22 = vm.const.i32 255
    %v24 = vm.const.i32 8
    %v26 = vm.const.i32 -1
    %v32 = vm.const.i32 254
    %v34 = vm.const.i32 2046
    %v39 = vm.const.i32 52
    %v41 = vm.const.i32 3
    %v43 = vm.const.i64.zero
    %v45 = vm.const.i64 1
    %v48 = vm.const.i64 2251799813685248
    %v51 = vm.const.i64 4503599627370495
    %v56 = vm.const.i64 -7046029254386353131
    %v62 = vm.const.f64 0.0078125
    %v67 = vm.const.f64 0.0625
    %v70 = vm.const.i32 4
    %v73 = vm.const.f64 0.01234567
    %v76 = vm.const.i32 5
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
    %v17 = vm.ext.i32.i64.u %v16 : i32 -> i64
    %v19 = vm.shl.i64 %v17, %v18 : i64
    %v21 = vm.shr.i32.u %v12, %v20 : i32
    %v23 = vm.and.i32 %v21, %v22 : i32
    %v25 = vm.mul.i32 %v23, %v24 : i32
    %v27 = vm.add.i32 %v25, %v26 : i32
    %v28 = vm.cmp.eq.i32 %v23, %v6 : i32
    %v29 = vm.select.i32 %v28, %v6, %v27 : i32
    %v30 = vm.cmp.eq.i32 %v23, %v1 : i32
    %v31 = vm.select.i32 %v30, %v1, %v29 : i32
    %v33 = vm.cmp.eq.i32 %v23, %v32 : i32
    %v35 = vm.select.i32 %v33, %v34, %v31 : i32
    %v36 = vm.cmp.eq.i32 %v23, %v22 : i32
    %v37 = vm.select.i32 %v36, %v11, %v35 : i32
    %v38 = vm.ext.i32.i64.u %v37 : i32 -> i64
    %v40 = vm.shl.i64 %v38, %v39 : i64
    %v42 = vm.and.i32 %v12, %v41 : i32
    %v44 = vm.cmp.eq.i32 %v42, %v1 : i32
    %v46 = vm.select.i64 %v44, %v45, %v43 : i64
    %v47 = vm.cmp.eq.i32 %v42, %v20 : i32
    %v49 = vm.select.i64 %v47, %v48, %v46 : i64
    %v50 = vm.cmp.eq.i32 %v42, %v41 : i32
    %v52 = vm.select.i64 %v50, %v51, %v49 : i64
    %v53 = vm.or.i64 %v19, %v40 : i64
    %v54 = vm.or.i64 %v53, %v52 : i64
    %v55 = vm.ext.i32.i64.u %i : i32 -> i64
    %v57 = vm.mul.i64 %v55, %v56 : i64
    %v58 = vm.cmp.nz.i32 %v10 : i32
    %v59 = vm.select.i64 %v58, %v57, %v54 : i64
    %v60 = vm.ext.i32.i64.s %v14 : i32 -> i64
    %v61 = vm.cast.si64.f64 %v60 : i64 -> f64
    %v63 = vm.mul.f64 %v61, %v62 : f64
    %v64 = vm.bitcast.f64.i64 %v63 : f64 -> i64
    %v65 = vm.cmp.eq.i32 %v10, %v41 : i32
    %v66 = vm.select.i64 %v65, %v64, %v59 : i64
    %v68 = vm.mul.f64 %v61, %v67 : f64
    %v69 = vm.bitcast.f64.i64 %v68 : f64 -> i64
    %v71 = vm.cmp.eq.i32 %v10, %v70 : i32
    %v72 = vm.select.i64 %v71, %v69, %v66 : i64
    %v74 = vm.mul.f64 %v61, %v73 : f64
    %v75 = vm.bitcast.f64.i64 %v74 : f64 -> i64
    %v77 = vm.cmp.eq.i32 %v10, %v76 : i32
    %v78 = vm.select.i64 %v77, %v75, %v72 : i64
    %v79 = vm.bitcast.i64.f64 %v78 : i64 -> f64
    %v80 = vm.cast.f64.ui64 %v79 : f64 -> i64
    %v81 = vm.xor.i64 %h, %v80 : i64
    %v82 = vm.mul.i64 %v81, %v2 : i64
    %v83 = vm.add.i32 %i, %v1 : i32
    %v84 = vm.cmp.lt.i32.s %v83, %v8 : i32
    vm.cond_br %v84, ^inner(%v83, %v82 : i32, i64), ^next(%v82 : i64)
  ^next(%hb: i64):
    %v85 = vm.add.i32 %b, %v1 : i32
    %v86 = vm.cmp.lt.i32.s %v85, %v5 : i32
    vm.cond_br %v86, ^outer(%v85, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i32, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64), ^done(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35, %a36, %a37, %a38, %a39, %a40, %a41, %a42, %a43, %a44, %a45, %a46, %a47, %hb : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^done(%r0: i64, %r1: i64, %r2: i64, %r3: i64, %r4: i64, %r5: i64, %r6: i64, %r7: i64, %r8: i64, %r9: i64, %r10: i64, %r11: i64, %r12: i64, %r13: i64, %r14: i64, %r15: i64, %r16: i64, %r17: i64, %r18: i64, %r19: i64, %r20: i64, %r21: i64, %r22: i64, %r23: i64, %r24: i64, %r25: i64, %r26: i64, %r27: i64, %r28: i64, %r29: i64, %r30: i64, %r31: i64, %r32: i64, %r33: i64, %r34: i64, %r35: i64, %r36: i64, %r37: i64, %r38: i64, %r39: i64, %r40: i64, %r41: i64, %r42: i64, %r43: i64, %r44: i64, %r45: i64, %r46: i64, %r47: i64):
    vm.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @cast_ui64
}
