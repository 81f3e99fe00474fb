// The f64 extension: arithmetic, math functions, comparisons, conversions, selects and
// switches, globals, lists and buffers. Inputs and results are passed as raw bit patterns.
vm.module @f64 {
  vm.global.f64 private mutable @g : f64
  vm.func @binary(%ab: i64, %bb: i64, %cb: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %b = vm.bitcast.i64.f64 %bb : i64 -> f64
    %c = vm.bitcast.i64.f64 %cb : i64 -> f64
    %add = vm.add.f64 %a, %b : f64
    %sub = vm.sub.f64 %a, %b : f64
    %mul = vm.mul.f64 %a, %b : f64
    %div = vm.div.f64 %a, %b : f64
    %rem = vm.rem.f64 %a, %b : f64
    %atan2 = vm.atan2.f64 %a, %b : f64
    %pow = vm.pow.f64 %a, %b : f64
    %min = vm.min.f64 %a, %b : f64
    %max = vm.max.f64 %a, %b : f64
    %fma = vm.fma.f64 %a, %b, %c : f64
    %add_b = vm.bitcast.f64.i64 %add : f64 -> i64
    %sub_b = vm.bitcast.f64.i64 %sub : f64 -> i64
    %mul_b = vm.bitcast.f64.i64 %mul : f64 -> i64
    %div_b = vm.bitcast.f64.i64 %div : f64 -> i64
    %rem_b = vm.bitcast.f64.i64 %rem : f64 -> i64
    %atan2_b = vm.bitcast.f64.i64 %atan2 : f64 -> i64
    %pow_b = vm.bitcast.f64.i64 %pow : f64 -> i64
    %min_b = vm.bitcast.f64.i64 %min : f64 -> i64
    %fma_b = vm.bitcast.f64.i64 %fma : f64 -> i64
    vm.return %add_b, %sub_b, %mul_b, %div_b, %rem_b, %atan2_b, %pow_b, %min_b, %fma_b : i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @binary
  vm.func @maxop(%ab: i64, %bb: i64) -> i64 {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %b = vm.bitcast.i64.f64 %bb : i64 -> f64
    %m = vm.max.f64 %a, %b : f64
    %r = vm.bitcast.f64.i64 %m : f64 -> i64
    vm.return %r : i64
  }
  vm.export @maxop
  vm.func @unary(%ab: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %abs = vm.abs.f64 %a : f64
    %abs_b = vm.bitcast.f64.i64 %abs : f64 -> i64
    %neg = vm.neg.f64 %a : f64
    %neg_b = vm.bitcast.f64.i64 %neg : f64 -> i64
    %ceil = vm.ceil.f64 %a : f64
    %ceil_b = vm.bitcast.f64.i64 %ceil : f64 -> i64
    %floor = vm.floor.f64 %a : f64
    %floor_b = vm.bitcast.f64.i64 %floor : f64 -> i64
    %round = vm.round.f64 %a : f64
    %round_b = vm.bitcast.f64.i64 %round : f64 -> i64
    %round_even = vm.round.f64.even %a : f64
    %round_even_b = vm.bitcast.f64.i64 %round_even : f64 -> i64
    %atan = vm.atan.f64 %a : f64
    %atan_b = vm.bitcast.f64.i64 %atan : f64 -> i64
    %cos = vm.cos.f64 %a : f64
    %cos_b = vm.bitcast.f64.i64 %cos : f64 -> i64
    %sin = vm.sin.f64 %a : f64
    %sin_b = vm.bitcast.f64.i64 %sin : f64 -> i64
    %exp = vm.exp.f64 %a : f64
    %exp_b = vm.bitcast.f64.i64 %exp : f64 -> i64
    %exp2 = vm.exp2.f64 %a : f64
    %exp2_b = vm.bitcast.f64.i64 %exp2 : f64 -> i64
    %expm1 = vm.expm1.f64 %a : f64
    %expm1_b = vm.bitcast.f64.i64 %expm1 : f64 -> i64
    %log = vm.log.f64 %a : f64
    %log_b = vm.bitcast.f64.i64 %log : f64 -> i64
    %log10 = vm.log10.f64 %a : f64
    %log10_b = vm.bitcast.f64.i64 %log10 : f64 -> i64
    %log1p = vm.log1p.f64 %a : f64
    %log1p_b = vm.bitcast.f64.i64 %log1p : f64 -> i64
    %log2 = vm.log2.f64 %a : f64
    %log2_b = vm.bitcast.f64.i64 %log2 : f64 -> i64
    %rsqrt = vm.rsqrt.f64 %a : f64
    %rsqrt_b = vm.bitcast.f64.i64 %rsqrt : f64 -> i64
    %sqrt = vm.sqrt.f64 %a : f64
    %sqrt_b = vm.bitcast.f64.i64 %sqrt : f64 -> i64
    %tanh = vm.tanh.f64 %a : f64
    %tanh_b = vm.bitcast.f64.i64 %tanh : f64 -> i64
    %erf = vm.erf.f64 %a : f64
    %erf_b = vm.bitcast.f64.i64 %erf : f64 -> i64
    vm.return %abs_b, %neg_b, %ceil_b, %floor_b, %round_b, %round_even_b, %atan_b, %cos_b, %sin_b, %exp_b, %exp2_b, %expm1_b, %log_b, %log10_b, %log1p_b, %log2_b, %rsqrt_b, %sqrt_b, %tanh_b, %erf_b : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @unary
  vm.func @compare(%ab: i64, %bb: i64) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %b = vm.bitcast.i64.f64 %bb : i64 -> f64
    %cmp_eq_o = vm.cmp.eq.f64.o %a, %b : f64
    %cmp_eq_u = vm.cmp.eq.f64.u %a, %b : f64
    %cmp_ne_o = vm.cmp.ne.f64.o %a, %b : f64
    %cmp_ne_u = vm.cmp.ne.f64.u %a, %b : f64
    %cmp_lt_o = vm.cmp.lt.f64.o %a, %b : f64
    %cmp_lt_u = vm.cmp.lt.f64.u %a, %b : f64
    %cmp_lte_o = vm.cmp.lte.f64.o %a, %b : f64
    %cmp_lte_u = vm.cmp.lte.f64.u %a, %b : f64
    %nan = vm.cmp.nan.f64 %a : f64
    vm.return %cmp_eq_o, %cmp_eq_u, %cmp_ne_o, %cmp_ne_u, %cmp_lt_o, %cmp_lt_u, %cmp_lte_o, %cmp_lte_u, %nan : i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @compare
  vm.func @convert(%ab: i64, %w: i64, %fb: i32) -> (i64, i64, i64, i64, i32, i64) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %sl = vm.cast.f64.si64 %a : f64 -> i64
    %ul = vm.cast.f64.ui64 %a : f64 -> i64
    %fsl = vm.cast.si64.f64 %w : i64 -> f64
    %ful = vm.cast.ui64.f64 %w : i64 -> f64
    %t = vm.trunc.f64.f32 %a : f64 -> f32
    %f = vm.bitcast.i32.f32 %fb : i32 -> f32
    %e = vm.ext.f32.f64 %f : f32 -> f64
    %b3 = vm.bitcast.f64.i64 %fsl : f64 -> i64
    %b4 = vm.bitcast.f64.i64 %ful : f64 -> i64
    %b5 = vm.bitcast.f32.i32 %t : f32 -> i32
    %b6 = vm.bitcast.f64.i64 %e : f64 -> i64
    vm.return %sl, %ul, %b3, %b4, %b5, %b6 : i64, i64, i64, i64, i32, i64
  }
  vm.export @convert
  vm.func @storage(%ab: i64, %bb: i64, %c: i32, %i: i32) -> (i64, i64, i64, i64, i64, i64, i64) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %b = vm.bitcast.i64.f64 %bb : i64 -> f64
    vm.global.store.f64 %a, @g : f64
    %g = vm.global.load.f64 @g : f64
    %p = vm.global.address @g : !util.ptr<f64>
    vm.global.store.indirect.f64 %b, %p : f64 -> !util.ptr<f64>
    %gi = vm.global.load.indirect.f64 %p : !util.ptr<f64> -> f64
    %s = vm.select.f64 %c, %a, %b : f64
    %z = vm.const.f64.zero
    %k = vm.const.f64 2.5
    %w = vm.switch.f64 %i[%a, %b, %k] else %z : f64
    %c1 = vm.const.i32 1
    %c0 = vm.const.i32.zero
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<f64>
    vm.list.resize %l, %c1 : (!vm.list<f64>, i32)
    vm.list.set.f64 %l, %c0, %a : (!vm.list<f64>, i32, f64)
    %lg = vm.list.get.f64 %l, %c0 : (!vm.list<f64>, i32) -> f64
    %n = vm.const.i64 32
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %buf = vm.buffer.alloc %n, %c0 : !vm.buffer
    vm.buffer.fill.f64 %buf, %one, %two, %b : f64 -> !vm.buffer
    vm.buffer.store.f64 %a, %buf[%one] : f64 -> !vm.buffer
    %bl = vm.buffer.load.f64 %buf[%two] : !vm.buffer -> f64
    %r1 = vm.bitcast.f64.i64 %g : f64 -> i64
    %r2 = vm.bitcast.f64.i64 %gi : f64 -> i64
    %r3 = vm.bitcast.f64.i64 %s : f64 -> i64
    %r4 = vm.bitcast.f64.i64 %w : f64 -> i64
    %r5 = vm.bitcast.f64.i64 %lg : f64 -> i64
    %r6 = vm.bitcast.f64.i64 %bl : f64 -> i64
    %r7 = vm.buffer.load.i64 %buf[%one] : !vm.buffer -> i64
    vm.return %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @storage
}
