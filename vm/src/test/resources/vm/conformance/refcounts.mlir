// Refs held by registers, globals and lists, passed through calls, branches and selects, and
// dropped: the reference counts of what a call is given must end where they started.
// "counted.make" and "counted.holders" are a native module of the Java test (RefCountTest).
// The refs are typed !hal.buffer because ops on !vm.ref<?> reject typed refs (as IREE's do).
vm.module @refcounts {
  vm.import private @counted.make() -> !vm.ref<!hal.buffer>
  vm.import private @counted.holders(%r : !vm.ref<!hal.buffer>) -> i32
  // A ref made by a native function, passed to another (moved: its last use) and dropped.
  vm.func @make_and_drop() -> i32 {
    %r = vm.call @counted.make() : () -> !vm.ref<!hal.buffer>
    %n = vm.call @counted.holders(%r) : (!vm.ref<!hal.buffer>) -> i32
    vm.return %n : i32
  }
  vm.export @make_and_drop
  vm.func @make_and_return() -> (!vm.ref<!hal.buffer>, i32) {
    %r = vm.call @counted.make() : () -> !vm.ref<!hal.buffer>
    %n = vm.call @counted.holders(%r) : (!vm.ref<!hal.buffer>) -> i32
    vm.return %r, %n : !vm.ref<!hal.buffer>, i32
  }
  vm.export @make_and_return
  vm.global.ref private mutable @kept : !vm.ref<!hal.buffer>
  vm.func @keep(%r: !vm.ref<!hal.buffer>) {
    vm.global.store.ref %r, @kept : !vm.ref<!hal.buffer>
    vm.return
  }
  vm.export @keep
  vm.func @load_kept() -> !vm.ref<!hal.buffer> {
    %r = vm.global.load.ref @kept : !vm.ref<!hal.buffer>
    vm.return %r : !vm.ref<!hal.buffer>
  }
  vm.export @load_kept
  vm.func @forget() {
    %null = vm.const.ref.zero : !vm.ref<!hal.buffer>
    vm.global.store.ref %null, @kept : !vm.ref<!hal.buffer>
    vm.return
  }
  vm.export @forget
  // The ref in two slots of a list, one read back; the list goes when the call returns.
  vm.func @through_list(%r: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    %c0 = vm.const.i32.zero
    %c1 = vm.const.i32 1
    %c2 = vm.const.i32 2
    %l = vm.list.alloc %c2 : (i32) -> !vm.list<?>
    vm.list.resize %l, %c2 : (!vm.list<?>, i32)
    vm.list.set.ref %l, %c0, %r : (!vm.list<?>, i32, !vm.ref<!hal.buffer>)
    vm.list.set.ref %l, %c1, %r : (!vm.list<?>, i32, !vm.ref<!hal.buffer>)
    %x = vm.list.get.ref %l, %c1 : (!vm.list<?>, i32) -> !vm.ref<!hal.buffer>
    vm.list.resize %l, %c1 : (!vm.list<?>, i32)
    vm.return %x : !vm.ref<!hal.buffer>
  }
  vm.export @through_list
  // A list kept in a global, holding the ref until forget_list.
  vm.global.ref private mutable @kept_list : !vm.list<?>
  vm.func @keep_in_list(%r: !vm.ref<!hal.buffer>) {
    %c1 = vm.const.i32 1
    %c0 = vm.const.i32.zero
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<?>
    vm.list.resize %l, %c1 : (!vm.list<?>, i32)
    vm.list.set.ref %l, %c0, %r : (!vm.list<?>, i32, !vm.ref<!hal.buffer>)
    vm.global.store.ref %l, @kept_list : !vm.list<?>
    vm.return
  }
  vm.export @keep_in_list
  vm.func @forget_list() {
    %null = vm.const.ref.zero : !vm.list<?>
    vm.global.store.ref %null, @kept_list : !vm.list<?>
    vm.return
  }
  vm.export @forget_list
  vm.func @pick(%c: i32, %a: !vm.ref<!hal.buffer>, %b: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    %x = vm.select.ref %c, %a, %b : !vm.ref<!hal.buffer>
    vm.return %x : !vm.ref<!hal.buffer>
  }
  vm.export @pick
  // The ref carried around a loop as a block argument, swapped with another each iteration.
  vm.func @swap_loop(%n: i32, %a: !vm.ref<!hal.buffer>, %b: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> {
    %c0 = vm.const.i32.zero
    %c1 = vm.const.i32 1
    vm.br ^loop(%c0, %a, %b : i32, !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>)
  ^loop(%i: i32, %x: !vm.ref<!hal.buffer>, %y: !vm.ref<!hal.buffer>):
    %more = vm.cmp.lt.i32.s %i, %n : i32
    %next = vm.add.i32 %i, %c1 : i32
    vm.cond_br %more, ^loop(%next, %y, %x : i32, !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>), ^done(%x : !vm.ref<!hal.buffer>)
  ^done(%r: !vm.ref<!hal.buffer>):
    vm.return %r : !vm.ref<!hal.buffer>
  }
  vm.export @swap_loop
  vm.func private @identity(%r: !vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer> attributes {inlining_policy = #util.inline.never} {
    vm.return %r : !vm.ref<!hal.buffer>
  }
  vm.func @twice(%r: !vm.ref<!hal.buffer>) -> (!vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>) {
    %x = vm.call @identity(%r) : (!vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer>
    %y = vm.call @identity(%x) : (!vm.ref<!hal.buffer>) -> !vm.ref<!hal.buffer>
    vm.return %x, %y : !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>
  }
  vm.export @twice
  // Fails while the ref sits in a register, a list and a callee's frame.
  vm.func private @fail_inside(%r: !vm.ref<!hal.buffer>, %code: i32) attributes {inlining_policy = #util.inline.never} {
    vm.cond_fail %code, "failing on purpose"
    vm.return
  }
  vm.func @fail_holding(%r: !vm.ref<!hal.buffer>, %code: i32) -> i32 {
    %c1 = vm.const.i32 1
    %c0 = vm.const.i32.zero
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<?>
    vm.list.resize %l, %c1 : (!vm.list<?>, i32)
    vm.list.set.ref %l, %c0, %r : (!vm.list<?>, i32, !vm.ref<!hal.buffer>)
    vm.call @fail_inside(%r, %code) : (!vm.ref<!hal.buffer>, i32) -> ()
    %n = vm.list.size %l : (!vm.list<?>) -> i32
    vm.return %n : i32
  }
  vm.export @fail_holding
  vm.func @drop(%r: !vm.ref<!hal.buffer>) {
    vm.return
  }
  vm.export @drop
}
