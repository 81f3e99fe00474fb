// i32 arithmetic, bitwise, shift, comparison, select and conversion ops.
vm.module @core_i32 {
  vm.func @arith(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %add = vm.add.i32 %a, %b : i32
    %sub = vm.sub.i32 %a, %b : i32
    %mul = vm.mul.i32 %a, %b : i32
    %divs = vm.div.i32.s %a, %b : i32
    %divu = vm.div.i32.u %a, %b : i32
    %rems = vm.rem.i32.s %a, %b : i32
    %remu = vm.rem.i32.u %a, %b : i32
    %fma = vm.fma.i32 %a, %b, %c : i32
    %abs = vm.abs.i32 %a : i32
    %mins = vm.min.i32.s %a, %b : i32
    %minu = vm.min.i32.u %a, %b : i32
    %maxs = vm.max.i32.s %a, %b : i32
    %maxu = vm.max.i32.u %a, %b : i32
    vm.return %add, %sub, %mul, %divs, %divu, %rems, %remu, %fma, %abs, %mins, %minu, %maxs, %maxu : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @arith
  vm.func @bits(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
    %not = vm.not.i32 %a : i32
    %and = vm.and.i32 %a, %b : i32
    %or = vm.or.i32 %a, %b : i32
    %xor = vm.xor.i32 %a, %b : i32
    %ctlz = vm.ctlz.i32 %a : i32
    %shl = vm.shl.i32 %a, %b : i32
    %shrs = vm.shr.i32.s %a, %b : i32
    %shru = vm.shr.i32.u %a, %b : i32
    vm.return %not, %and, %or, %xor, %ctlz, %shl, %shrs, %shru : i32, i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @bits
  vm.func @cmp(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
    %eq = vm.cmp.eq.i32 %a, %b : i32
    %ne = vm.cmp.ne.i32 %a, %b : i32
    %lts = vm.cmp.lt.i32.s %a, %b : i32
    %ltu = vm.cmp.lt.i32.u %a, %b : i32
    %nz = vm.cmp.nz.i32 %a : i32
    %sel = vm.select.i32 %a, %a, %b : i32
    %c7 = vm.const.i32 7
    %c9 = vm.const.i32 9
    %sw = vm.switch.i32 %b[%a, %c7, %c9] else %c7 : i32
    vm.return %eq, %ne, %lts, %ltu, %nz, %sel, %sw : i32, i32, i32, i32, i32, i32, i32
  }
  vm.export @cmp
  vm.func @conv(%a: i32) -> (i32, i32, i32, i32, i32, i32, i64, i64) {
    %t8 = vm.trunc.i32.i8 %a : i32 -> i32
    %t16 = vm.trunc.i32.i16 %a : i32 -> i32
    %e8s = vm.ext.i8.i32.s %a : i32 -> i32
    %e8u = vm.ext.i8.i32.u %a : i32 -> i32
    %e16s = vm.ext.i16.i32.s %a : i32 -> i32
    %e16u = vm.ext.i16.i32.u %a : i32 -> i32
    %e64s = vm.ext.i32.i64.s %a : i32 -> i64
    %e64u = vm.ext.i32.i64.u %a : i32 -> i64
    vm.return %t8, %t16, %e8s, %e8u, %e16s, %e16u, %e64s, %e64u : i32, i32, i32, i32, i32, i32, i64, i64
  }
  vm.export @conv
}
