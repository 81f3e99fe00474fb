// vm.list ops over typed value lists, ref lists and variant lists.
vm.module @lists {
  vm.func @values(%a: i32, %b: i64) -> (i32, i32, i64, i32, i32, i64) {
    %c0 = vm.const.i32.zero
    %c1 = vm.const.i32 1
    %c2 = vm.const.i32 2
    %c4 = vm.const.i32 4
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<i32>
    vm.list.reserve %l, %c4 : (!vm.list<i32>, i32)
    vm.list.resize %l, %c2 : (!vm.list<i32>, i32)
    vm.list.set.i32 %l, %c0, %a : (!vm.list<i32>, i32, i32)
    vm.list.set.i64 %l, %c1, %b : (!vm.list<i32>, i32, i64)
    %x = vm.list.get.i32 %l, %c0 : (!vm.list<i32>, i32) -> i32
    %y = vm.list.get.i32 %l, %c1 : (!vm.list<i32>, i32) -> i32
    %w = vm.list.get.i64 %l, %c1 : (!vm.list<i32>, i32) -> i64
    %s = vm.list.size %l : (!vm.list<i32>) -> i32
    %l8 = vm.list.alloc %c1 : (i32) -> !vm.list<i8>
    vm.list.resize %l8, %c1 : (!vm.list<i8>, i32)
    vm.list.set.i32 %l8, %c0, %a : (!vm.list<i8>, i32, i32)
    %x8 = vm.list.get.i32 %l8, %c0 : (!vm.list<i8>, i32) -> i32
    %l64 = vm.list.alloc %c1 : (i32) -> !vm.list<i64>
    vm.list.resize %l64, %c1 : (!vm.list<i64>, i32)
    vm.list.set.i32 %l64, %c0, %a : (!vm.list<i64>, i32, i32)
    %x64 = vm.list.get.i64 %l64, %c0 : (!vm.list<i64>, i32) -> i64
    vm.return %x, %y, %w, %s, %x8, %x64 : i32, i32, i64, i32, i32, i64
  }
  vm.export @values
  vm.func @refs(%n: i64) -> (i64, i32, i32) {
    %c0 = vm.const.i32.zero
    %c1 = vm.const.i32 1
    %c2 = vm.const.i32 2
    %z = vm.const.i32.zero
    %b = vm.buffer.alloc %n, %z : !vm.buffer
    %l = vm.list.alloc %c2 : (i32) -> !vm.list<?>
    vm.list.resize %l, %c2 : (!vm.list<?>, i32)
    vm.list.set.ref %l, %c1, %b : (!vm.list<?>, i32, !vm.buffer)
    %b2 = vm.list.get.ref %l, %c1 : (!vm.list<?>, i32) -> !vm.buffer
    %len = vm.buffer.length %b2 : !vm.buffer -> i64
    %e = vm.list.get.ref %l, %c0 : (!vm.list<?>, i32) -> !vm.buffer
    %nz = vm.cmp.nz.ref %e : !vm.buffer
    %v = vm.list.alloc %c2 : (i32) -> !vm.list<?>
    vm.list.resize %v, %c2 : (!vm.list<?>, i32)
    vm.list.set.ref %v, %c0, %b : (!vm.list<?>, i32, !vm.buffer)
    vm.list.set.i32 %v, %c1, %c2 : (!vm.list<?>, i32, i32)
    %vi = vm.list.get.i32 %v, %c1 : (!vm.list<?>, i32) -> i32
    vm.return %len, %nz, %vi : i64, i32, i32
  }
  vm.export @refs
  vm.func @oob(%i: i32) -> i32 {
    %c1 = vm.const.i32 1
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<i32>
    %x = vm.list.get.i32 %l, %i : (!vm.list<i32>, i32) -> i32
    vm.return %x : i32
  }
  vm.export @oob
}
