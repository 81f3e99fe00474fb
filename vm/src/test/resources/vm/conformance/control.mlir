// Branches, branch tables, internal calls (i32/i64/ref arguments and results),
// fail, and the ~10^7 iteration loop used as a benchmark.
vm.module @control {
  vm.func @loop(%n: i32) -> i32 {
    %z = vm.const.i32.zero
    %one = vm.const.i32 1
    %three = vm.const.i32 3
    vm.br ^bb1(%z, %z : i32, i32)
  ^bb1(%i: i32, %acc: i32):
    %x = vm.mul.i32 %i, %three : i32
    %y = vm.xor.i32 %x, %acc : i32
    %acc2 = vm.add.i32 %y, %i : i32
    %i2 = vm.add.i32 %i, %one : i32
    %c = vm.cmp.lt.i32.s %i2, %n : i32
    vm.cond_br %c, ^bb1(%i2, %acc2 : i32, i32), ^bb2(%acc2 : i32)
  ^bb2(%r: i32):
    vm.return %r : i32
  }
  vm.export @loop
  vm.func @table(%i: i32) -> i32 {
    %a = vm.const.i32 100
    vm.br_table %i {
      default: ^bb4(%a : i32),
      0: ^bb1,
      1: ^bb2,
      2: ^bb3(%i : i32)
    }
  ^bb1:
    %c10 = vm.const.i32 10
    vm.return %c10 : i32
  ^bb2:
    %c20 = vm.const.i32 20
    vm.return %c20 : i32
  ^bb3(%v: i32):
    %c30 = vm.const.i32 30
    %s = vm.add.i32 %v, %c30 : i32
    vm.return %s : i32
  ^bb4(%d: i32):
    vm.return %d : i32
  }
  vm.export @table
  vm.func private @mix(%a: i32, %b: i64, %c: i32, %d: i64) -> (i64, i32) attributes {inlining_policy = #util.inline.never} {
    %ae = vm.ext.i32.i64.s %a : i32 -> i64
    %s1 = vm.add.i64 %ae, %b : i64
    %s2 = vm.mul.i64 %s1, %d : i64
    %t = vm.trunc.i64.i32 %b : i64 -> i32
    %s3 = vm.sub.i32 %c, %t : i32
    vm.return %s2, %s3 : i64, i32
  }
  vm.func @call_mix(%a: i32, %b: i64, %c: i32, %d: i64) -> (i64, i32) {
    %r:2 = vm.call @mix(%a, %b, %c, %d) : (i32, i64, i32, i64) -> (i64, i32)
    vm.return %r#0, %r#1 : i64, i32
  }
  vm.export @call_mix
  vm.func @fail_if(%code: i32) -> i32 {
    vm.fail %code, "failure requested by the caller"
  }
  vm.export @fail_if
  vm.func @fail_nonzero(%code: i32) -> i32 {
    %nz = vm.cmp.nz.i32 %code : i32
    vm.cond_br %nz, ^fail, ^ok
  ^fail:
    vm.fail %code, "nonzero code"
  ^ok:
    %c = vm.const.i32 77
    vm.return %c : i32
  }
  vm.export @fail_nonzero
  vm.func private @ref_pass(%r: !vm.buffer) -> !vm.buffer attributes {inlining_policy = #util.inline.never} {
    vm.return %r : !vm.buffer
  }
  vm.func @call_ref(%n: i64) -> i64 {
    %z = vm.const.i32.zero
    %b = vm.buffer.alloc %n, %z : !vm.buffer
    %b2 = vm.call @ref_pass(%b) : (!vm.buffer) -> !vm.buffer
    %l = vm.buffer.length %b2 : !vm.buffer -> i64
    vm.return %l : i64
  }
  vm.export @call_ref
}
