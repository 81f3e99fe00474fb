// Internal calls and import calls made over and over, and functions active several times at
// once through imports that call back into the module, for the reuse of frames (FrameReuseTest).
// "host" is a native module of the Java test: host.carry and host.count call frames.carry and
// frames.count again. (Direct recursion is assembled by hand: the compiler does not finish on it.)
vm.module @frames {
  vm.import private @host.twice(%x : i32) -> i32
  vm.import private @host.count(%n : i32) -> i32
  vm.import private @host.alive(%r : !vm.ref<!hal.buffer>) -> i32
  vm.import private @host.carry(%r : !vm.ref<!hal.buffer>, %n : i32) -> i32
  vm.func private @inc(%x: i32) -> i32 attributes {inlining_policy = #util.inline.never} {
    %c1 = vm.const.i32 1
    %r = vm.add.i32 %x, %c1 : i32
    vm.return %r : i32
  }
  // inc(host.twice(x)): an import call and an internal call.
  vm.func @step(%x: i32) -> i32 {
    %a = vm.call @host.twice(%x) : (i32) -> i32
    %b = vm.call @inc(%a) : (i32) -> i32
    vm.return %b : i32
  }
  vm.export @step
  // n + count(n - 1) through the host: 1 + 2 + ... + n.
  vm.func @count(%n: i32) -> i32 {
    %c1 = vm.const.i32 1
    %nz = vm.cmp.nz.i32 %n : i32
    vm.cond_br %nz, ^more, ^done
  ^done:
    vm.return %n : i32
  ^more:
    %m = vm.sub.i32 %n, %c1 : i32
    %s = vm.call @host.count(%m) : (i32) -> i32
    %x = vm.call @inc(%s) : (i32) -> i32
    %r = vm.add.i32 %x, %m : i32
    vm.return %r : i32
  }
  vm.export @count
  // Passes the ref n levels down through the host, asking at each level whether it is alive:
  // n + 1 when it stays alive throughout.
  vm.func @carry(%r: !vm.ref<!hal.buffer>, %n: i32) -> i32 {
    %c1 = vm.const.i32 1
    %t = vm.call @host.alive(%r) : (!vm.ref<!hal.buffer>) -> i32
    %nz = vm.cmp.nz.i32 %n : i32
    vm.cond_br %nz, ^more, ^done
  ^done:
    vm.return %t : i32
  ^more:
    %m = vm.sub.i32 %n, %c1 : i32
    %s = vm.call @host.carry(%r, %m) : (!vm.ref<!hal.buffer>, i32) -> i32
    %x = vm.add.i32 %s, %t : i32
    vm.return %x : i32
  }
  vm.export @carry
  // The ref back through an internal call and a result.
  vm.func private @same(%r: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> attributes {inlining_policy = #util.inline.never} {
    vm.return %r : !vm.ref<!hal.buffer>
  }
  vm.func @echo(%r: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    %x = vm.call @same(%r) : (!vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer>
    vm.return %x : !vm.ref<!hal.buffer>
  }
  vm.export @echo
}
