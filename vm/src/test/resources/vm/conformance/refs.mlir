// Ref ops: null constants, comparison, select, switch, casts and discards.
vm.module @refs {
  vm.func @ops(%c: i32, %n: i64, %i: i32) -> (i32, i32, i32, i32, i64, i64, i32) {
    %z = vm.const.i32.zero
    %a = vm.buffer.alloc %n, %z : !vm.buffer
    %n2 = vm.add.i64 %n, %n : i64
    %b = vm.buffer.alloc %n2, %z : !vm.buffer
    %null = vm.const.ref.zero : !vm.buffer
    %eq = vm.cmp.eq.ref %a, %a : !vm.buffer
    %ne = vm.cmp.ne.ref %a, %b : !vm.buffer
    %nz = vm.cmp.nz.ref %null : !vm.buffer
    %eqn = vm.cmp.eq.ref %null, %null : !vm.buffer
    %s = vm.select.ref %c, %a, %b : !vm.buffer
    %sl = vm.buffer.length %s : !vm.buffer -> i64
    %w = vm.switch.ref %i[%a, %b] else %a : !vm.buffer
    %wl = vm.buffer.length %w : !vm.buffer -> i64
    %any = vm.cast.ref.any %a : !vm.buffer -> !vm.ref<?>
    %back = vm.cast.any.ref %any : !vm.ref<?> -> !vm.buffer
    %same = vm.cmp.eq.ref %back, %a : !vm.buffer
    vm.return %eq, %ne, %nz, %eqn, %sl, %wl, %same : i32, i32, i32, i32, i64, i64, i32
  }
  vm.export @ops
  vm.func @bad_cast(%n: i64) -> i32 {
    %c1 = vm.const.i32 1
    %l = vm.list.alloc %c1 : (i32) -> !vm.list<i32>
    %any = vm.cast.ref.any %l : !vm.list<i32> -> !vm.ref<?>
    %back = vm.cast.any.ref %any : !vm.ref<?> -> !vm.buffer
    %nz = vm.cmp.nz.ref %back : !vm.buffer
    vm.return %nz : i32
  }
  vm.export @bad_cast
}
