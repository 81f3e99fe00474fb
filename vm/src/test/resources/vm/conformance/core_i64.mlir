// i64 arithmetic, bitwise, shift, comparison, select and conversion ops.
vm.module @core_i64 {
  vm.func @arith(%a: i64, %b: i64, %c: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %add = vm.add.i64 %a, %b : i64
    %sub = vm.sub.i64 %a, %b : i64
    %mul = vm.mul.i64 %a, %b : i64
    %divs = vm.div.i64.s %a, %b : i64
    %divu = vm.div.i64.u %a, %b : i64
    %rems = vm.rem.i64.s %a, %b : i64
    %remu = vm.rem.i64.u %a, %b : i64
    %fma = vm.fma.i64 %a, %b, %c : i64
    %abs = vm.abs.i64 %a : i64
    %mins = vm.min.i64.s %a, %b : i64
    %minu = vm.min.i64.u %a, %b : i64
    %maxs = vm.max.i64.s %a, %b : i64
    %maxu = vm.max.i64.u %a, %b : i64
    vm.return %add, %sub, %mul, %divs, %divu, %rems, %remu, %fma, %abs, %mins, %minu, %maxs, %maxu : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @arith
  vm.func @bits(%a: i64, %b: i64, %s: i32) -> (i64, i64, i64, i64, i64, i64, i64, i64) {
    %not = vm.not.i64 %a : i64
    %and = vm.and.i64 %a, %b : i64
    %or = vm.or.i64 %a, %b : i64
    %xor = vm.xor.i64 %a, %b : i64
    %ctlz = vm.ctlz.i64 %a : i64
    %shl = vm.shl.i64 %a, %s : i64
    %shrs = vm.shr.i64.s %a, %s : i64
    %shru = vm.shr.i64.u %a, %s : i64
    vm.return %not, %and, %or, %xor, %ctlz, %shl, %shrs, %shru : i64, i64, i64, i64, i64, i64, i64, i64
  }
  vm.export @bits
  vm.func @cmp(%a: i64, %b: i64, %i: i32) -> (i32, i32, i32, i32, i32, i64, i64, i32, i64, i64) {
    %eq = vm.cmp.eq.i64 %a, %b : i64
    %ne = vm.cmp.ne.i64 %a, %b : i64
    %lts = vm.cmp.lt.i64.s %a, %b : i64
    %ltu = vm.cmp.lt.i64.u %a, %b : i64
    %nz = vm.cmp.nz.i64 %a : i64
    %sel = vm.select.i64 %i, %a, %b : i64
    %c7 = vm.const.i64 7
    %sw = vm.switch.i64 %i[%a, %b, %c7] else %c7 : i64
    %t = vm.trunc.i64.i32 %a : i64 -> i32
    %z = vm.const.i64.zero
    %big = vm.const.i64 -81985529216486896
    vm.return %eq, %ne, %lts, %ltu, %nz, %sel, %sw, %t, %z, %big : i32, i32, i32, i32, i32, i64, i64, i32, i64, i64
  }
  vm.export @cmp
}
