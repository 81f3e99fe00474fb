// vm.buffer ops: rodata, alloc, clone, length, copy, compare, fill and load/store of every width.
vm.module @buffers {
  vm.rodata private @ro dense<[1, -2, 3, -4, 5, 6, 7, 8]> : tensor<8xi8>
  vm.func @loads(%i: i64) -> (i32, i32, i32, i32, i32, i64, i64) {
    %ro = vm.const.ref.rodata @ro : !vm.buffer
    %u8 = vm.buffer.load.i8.u %ro[%i] : !vm.buffer -> i32
    %s8 = vm.buffer.load.i8.s %ro[%i] : !vm.buffer -> i32
    %u16 = vm.buffer.load.i16.u %ro[%i] : !vm.buffer -> i32
    %s16 = vm.buffer.load.i16.s %ro[%i] : !vm.buffer -> i32
    %w32 = vm.buffer.load.i32 %ro[%i] : !vm.buffer -> i32
    %z = vm.const.i64.zero
    %w64 = vm.buffer.load.i64 %ro[%z] : !vm.buffer -> i64
    %len = vm.buffer.length %ro : !vm.buffer -> i64
    vm.return %u8, %s8, %u16, %s16, %w32, %w64, %len : i32, i32, i32, i32, i32, i64, i64
  }
  vm.export @loads
  vm.func @stores(%v: i32, %w: i64) -> (i64, i64, i64, i64, i32, i32, i64) {
    %n = vm.const.i64 32
    %z = vm.const.i32.zero
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %three = vm.const.i64 3
    %b = vm.buffer.alloc %n, %z : !vm.buffer
    vm.buffer.store.i8 %v, %b[%zero] : i32 -> !vm.buffer
    vm.buffer.store.i16 %v, %b[%one] : i32 -> !vm.buffer
    vm.buffer.store.i32 %v, %b[%one] : i32 -> !vm.buffer
    vm.buffer.store.i64 %w, %b[%one] : i64 -> !vm.buffer
    %q0 = vm.buffer.load.i64 %b[%zero] : !vm.buffer -> i64
    %q1 = vm.buffer.load.i64 %b[%one] : !vm.buffer -> i64
    %n16 = vm.const.i64 16
    %c = vm.buffer.clone %b, %one, %n16, %z : !vm.buffer -> !vm.buffer
    %clen = vm.buffer.length %c : !vm.buffer -> i64
    vm.buffer.copy %b, %zero, %c, %two, %three : !vm.buffer -> !vm.buffer
    %q2 = vm.buffer.load.i64 %c[%zero] : !vm.buffer -> i64
    %eq = vm.buffer.compare %b, %zero, %c, %two, %three : !vm.buffer, !vm.buffer
    %ne = vm.buffer.compare %b, %zero, %c, %zero, %three : !vm.buffer, !vm.buffer
    %n13 = vm.const.i64 13
    %h = vm.buffer.hash %b, %one, %n13 : !vm.buffer -> i64
    vm.return %q0, %q1, %clen, %q2, %eq, %ne, %h : i64, i64, i64, i64, i32, i32, i64
  }
  vm.export @stores
  vm.func @fills(%v: i32, %w: i64) -> (i64, i64, i64, i64) {
    %n = vm.const.i64 32
    %z = vm.const.i32.zero
    %zero = vm.const.i64.zero
    %one = vm.const.i64 1
    %two = vm.const.i64 2
    %three = vm.const.i64 3
    %b = vm.buffer.alloc %n, %z : !vm.buffer
    vm.buffer.fill.i8 %b, %one, %three, %v : i32 -> !vm.buffer
    %q0 = vm.buffer.load.i64 %b[%zero] : !vm.buffer -> i64
    vm.buffer.fill.i16 %b, %one, %two, %v : i32 -> !vm.buffer
    %q1 = vm.buffer.load.i64 %b[%zero] : !vm.buffer -> i64
    vm.buffer.fill.i32 %b, %one, %one, %v : i32 -> !vm.buffer
    %q2 = vm.buffer.load.i64 %b[%zero] : !vm.buffer -> i64
    vm.buffer.fill.i64 %b, %two, %one, %w : i64 -> !vm.buffer
    %q3 = vm.buffer.load.i64 %b[%two] : !vm.buffer -> i64
    vm.return %q0, %q1, %q2, %q3 : i64, i64, i64, i64
  }
  vm.export @fills
  vm.func @store_rodata(%v: i32) -> i32 {
    %ro = vm.const.ref.rodata @ro : !vm.buffer
    %zero = vm.const.i64.zero
    vm.buffer.store.i8 %v, %ro[%zero] : i32 -> !vm.buffer
    vm.return %v : i32
  }
  vm.export @store_rodata
  vm.func @load_oob(%i: i64) -> i32 {
    %ro = vm.const.ref.rodata @ro : !vm.buffer
    %x = vm.buffer.load.i32 %ro[%i] : !vm.buffer -> i32
    vm.return %x : i32
  }
  vm.export @load_oob
}
