// The f32 extension: arithmetic, math functions, comparisons, conversions, selects and
// switches, globals, lists and buffers. Inputs and results are passed as raw bit patterns.
vm.module @f32 {
  vm.global.f32 private mutable @g : f32
  vm.func @binary(%ab: i32, %bb: i32, %cb: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %b = vm.bitcast.i32.f32 %bb : i32 -> f32
    %c = vm.bitcast.i32.f32 %cb : i32 -> f32
    %add = vm.add.f32 %a, %b : f32
    %sub = vm.sub.f32 %a, %b : f32
    %mul = vm.mul.f32 %a, %b : f32
    %div = vm.div.f32 %a, %b : f32
    %rem = vm.rem.f32 %a, %b : f32
    %atan2 = vm.atan2.f32 %a, %b : f32
    %pow = vm.pow.f32 %a, %b : f32
    %min = vm.min.f32 %a, %b : f32
    %max = vm.max.f32 %a, %b : f32
    %fma = vm.fma.f32 %a, %b, %c : f32
    %add_b = vm.bitcast.f32.i32 %add : f32 -> i32
    %sub_b = vm.bitcast.f32.i32 %sub : f32 -> i32
    %mul_b = vm.bitcast.f32.i32 %mul : f32 -> i32
    %div_b = vm.bitcast.f32.i32 %div : f32 -> i32
    %rem_b = vm.bitcast.f32.i32 %rem : f32 -> i32
    %atan2_b = vm.bitcast.f32.i32 %atan2 : f32 -> i32
    %pow_b = vm.bitcast.f32.i32 %pow : f32 -> i32
    %min_b = vm.bitcast.f32.i32 %min : f32 -> i32
    %fma_b = vm.bitcast.f32.i32 %fma : f32 -> i32
    vm.return %add_b, %sub_b, %mul_b, %div_b, %rem_b, %atan2_b, %pow_b, %min_b, %fma_b : i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @binary
  vm.func @maxop(%ab: i32, %bb: i32) -> i32 {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %b = vm.bitcast.i32.f32 %bb : i32 -> f32
    %m = vm.max.f32 %a, %b : f32
    %r = vm.bitcast.f32.i32 %m : f32 -> i32
    vm.return %r : i32
  }
  vm.export @maxop
  vm.func @unary(%ab: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %abs = vm.abs.f32 %a : f32
    %abs_b = vm.bitcast.f32.i32 %abs : f32 -> i32
    %neg = vm.neg.f32 %a : f32
    %neg_b = vm.bitcast.f32.i32 %neg : f32 -> i32
    %ceil = vm.ceil.f32 %a : f32
    %ceil_b = vm.bitcast.f32.i32 %ceil : f32 -> i32
    %floor = vm.floor.f32 %a : f32
    %floor_b = vm.bitcast.f32.i32 %floor : f32 -> i32
    %round = vm.round.f32 %a : f32
    %round_b = vm.bitcast.f32.i32 %round : f32 -> i32
    %round_even = vm.round.f32.even %a : f32
    %round_even_b = vm.bitcast.f32.i32 %round_even : f32 -> i32
    %atan = vm.atan.f32 %a : f32
    %atan_b = vm.bitcast.f32.i32 %atan : f32 -> i32
    %cos = vm.cos.f32 %a : f32
    %cos_b = vm.bitcast.f32.i32 %cos : f32 -> i32
    %sin = vm.sin.f32 %a : f32
    %sin_b = vm.bitcast.f32.i32 %sin : f32 -> i32
    %exp = vm.exp.f32 %a : f32
    %exp_b = vm.bitcast.f32.i32 %exp : f32 -> i32
    %exp2 = vm.exp2.f32 %a : f32
    %exp2_b = vm.bitcast.f32.i32 %exp2 : f32 -> i32
    %expm1 = vm.expm1.f32 %a : f32
    %expm1_b = vm.bitcast.f32.i32 %expm1 : f32 -> i32
    %log = vm.log.f32 %a : f32
    %log_b = vm.bitcast.f32.i32 %log : f32 -> i32
    %log10 = vm.log10.f32 %a : f32
    %log10_b = vm.bitcast.f32.i32 %log10 : f32 -> i32
    %log1p = vm.log1p.f32 %a : f32
    %log1p_b = vm.bitcast.f32.i32 %log1p : f32 -> i32
    %log2 = vm.log2.f32 %a : f32
    %log2_b = vm.bitcast.f32.i32 %log2 : f32 -> i32
    %rsqrt = vm.rsqrt.f32 %a : f32
    %rsqrt_b = vm.bitcast.f32.i32 %rsqrt : f32 -> i32
    %sqrt = vm.sqrt.f32 %a : f32
    %sqrt_b = vm.bitcast.f32.i32 %sqrt : f32 -> i32
    %tanh = vm.tanh.f32 %a : f32
    %tanh_b = vm.bitcast.f32.i32 %tanh : f32 -> i32
    %erf = vm.erf.f32 %a : f32
    %erf_b = vm.bitcast.f32.i32 %erf : f32 -> i32
    vm.return %abs_b, %neg_b, %ceil_b, %floor_b, %round_b, %round_even_b, %atan_b, %cos_b, %sin_b, %exp_b, %exp2_b, %expm1_b, %log_b, %log10_b, %log1p_b, %log2_b, %rsqrt_b, %sqrt_b, %tanh_b, %erf_b : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @unary
  vm.func @compare(%ab: i32, %bb: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %b = vm.bitcast.i32.f32 %bb : i32 -> f32
    %cmp_eq_o = vm.cmp.eq.f32.o %a, %b : f32
    %cmp_eq_u = vm.cmp.eq.f32.u %a, %b : f32
    %cmp_ne_o = vm.cmp.ne.f32.o %a, %b : f32
    %cmp_ne_u = vm.cmp.ne.f32.u %a, %b : f32
    %cmp_lt_o = vm.cmp.lt.f32.o %a, %b : f32
    %cmp_lt_u = vm.cmp.lt.f32.u %a, %b : f32
    %cmp_lte_o = vm.cmp.lte.f32.o %a, %b : f32
    %cmp_lte_u = vm.cmp.lte.f32.u %a, %b : f32
    %nan = vm.cmp.nan.f32 %a : f32
    vm.return %cmp_eq_o, %cmp_eq_u, %cmp_ne_o, %cmp_ne_u, %cmp_lt_o, %cmp_lt_u, %cmp_lte_o, %cmp_lte_u, %nan : i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @compare
  vm.func @convert(%ab: i32, %i: i32, %w: i64) -> (i32, i32, i64, i64, i32, i32, i32, i32) {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %si = vm.cast.f32.si32 %a : f32 -> i32
    %ui = vm.cast.f32.ui32 %a : f32 -> i32
    %sl = vm.cast.f32.si64 %a : f32 -> i64
    %ul = vm.cast.f32.ui64 %a : f32 -> i64
    %fs = vm.cast.si32.f32 %i : i32 -> f32
    %fu = vm.cast.ui32.f32 %i : i32 -> f32
    %fsl = vm.cast.si64.f32 %w : i64 -> f32
    %ful = vm.cast.ui64.f32 %w : i64 -> f32
    %b1 = vm.bitcast.f32.i32 %fs : f32 -> i32
    %b2 = vm.bitcast.f32.i32 %fu : f32 -> i32
    %b3 = vm.bitcast.f32.i32 %fsl : f32 -> i32
    %b4 = vm.bitcast.f32.i32 %ful : f32 -> i32
    vm.return %si, %ui, %sl, %ul, %b1, %b2, %b3, %b4 : i32, i32, i64, i64, i32, i32, i32, i32
  }
  vm.export @convert
  vm.func @storage(%ab: i32, %bb: i32, %c: i32, %i: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
    %a = vm.bitcast.i32.f32 %ab : i32 -> f32
    %b = vm.bitcast.i32.f32 %bb : i32 -> f32
    vm.global.store.f32 %a, @g : f32
    %g = vm.global.load.f32 @g : f32
    %p = vm.global.address @g : !util.ptr<f32>
    vm.global.store.indirect.f32 %b, %p : f32 -> !util.ptr<f32>
    %gi = vm.global.load.indirect.f32 %p : !util.ptr<f32> -> f32
    %s = vm.select.f32 %c, %a, %b : f32
    %z = vm.const.f32.zero
    %k = vm.const.f32 2.5
    %w = vm.switch.f32 %i[%a, %b, %k] else %z : f32
    %c1 = vm.const.i32 1
    %c0 = vm.const.i32.zero
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<f32>
    vm.list.resize %l, %c1 : (!vm.list<f32>, i32)
    vm.list.set.f32 %l, %c0, %a : (!vm.list<f32>, i32, f32)
    %lg = vm.list.get.f32 %l, %c0 : (!vm.list<f32>, i32) -> f32
    %n = vm.const.i64 16
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %buf = vm.buffer.alloc %n, %c0 : !vm.buffer
    vm.buffer.fill.f32 %buf, %one, %two, %b : f32 -> !vm.buffer
    vm.buffer.store.f32 %a, %buf[%one] : f32 -> !vm.buffer
    %bl = vm.buffer.load.f32 %buf[%two] : !vm.buffer -> f32
    %r1 = vm.bitcast.f32.i32 %g : f32 -> i32
    %r2 = vm.bitcast.f32.i32 %gi : f32 -> i32
    %r3 = vm.bitcast.f32.i32 %s : f32 -> i32
    %r4 = vm.bitcast.f32.i32 %w : f32 -> i32
    %r5 = vm.bitcast.f32.i32 %lg : f32 -> i32
    %r6 = vm.bitcast.f32.i32 %bl : f32 -> i32
    %one32 = vm.const.i32 1
    %r7 = vm.buffer.load.i32 %buf[%one] : !vm.buffer -> i32
    vm.return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @storage
}
