// Debug ops (trace, print, break), yields and yieldable calls, and ref assignment.
vm.module @misc {
  vm.func private @twice(%a: i32) -> i32 attributes {inlining_policy = #util.inline.never} {
    %r = vm.add.i32 %a, %a : i32
    vm.return %r : i32
  }
  vm.func @debug(%a: i32, %n: i64) -> (i32, i64) {
    %z = vm.const.i32.zero
    %b = vm.buffer.alloc %n, %z : !vm.buffer
    vm.trace "trace_event"(%a, %b) : i32, !vm.buffer
    vm.print "print_event"(%a) : i32
    vm.break ^bb1(%a : i32)
  ^bb1(%x: i32):
    %one = vm.const.i32 1
    %y = vm.add.i32 %x, %one : i32
    vm.br ^bb2(%y : i32)
  ^bb2(%w: i32):
    %c = vm.assign.ref %b : !vm.buffer -> !vm.buffer
    %l = vm.buffer.length %c : !vm.buffer -> i64
    vm.return %w, %l : i32, i64
  }
  vm.export @debug
  vm.func @yields(%a: i32) -> i32 {
    %one = vm.const.i32 1
    %b = vm.add.i32 %a, %one : i32
    vm.yield ^bb1(%b : i32)
  ^bb1(%x: i32):
    vm.call.yieldable @twice(%x) : (i32) -> ^bb2(i32)
  ^bb2(%r: i32):
    vm.return %r : i32
  }
  vm.export @yields
}
