// Globals of every kind, direct and indirect, and the module initializer.
vm.module @globals {
  vm.global.i32 private mutable @g32 : i32
  vm.global.i64 private mutable @g64 : i64
  vm.global.f32 private mutable @gf32 : f32
  vm.global.f64 private mutable @gf64 : f64
  vm.global.ref private mutable @gref : !vm.buffer
  vm.global.i32 private mutable @initialized : i32
  vm.initializer {
    %c = vm.const.i32 1234
    vm.global.store.i32 %c, @initialized : i32
    vm.return
  }
  vm.func @roundtrip(%a: i32, %b: i64, %fb: i32, %db: i64, %n: i64) -> (i32, i64, i32, i64, i64, i32) {
    vm.global.store.i32 %a, @g32 : i32
    vm.global.store.i64 %b, @g64 : i64
    %f = vm.bitcast.i32.f32 %fb : i32 -> f32
    vm.global.store.f32 %f, @gf32 : f32
    %d = vm.bitcast.i64.f64 %db : i64 -> f64
    vm.global.store.f64 %d, @gf64 : f64
    %z = vm.const.i32.zero
    %buf = vm.buffer.alloc %n, %z : !vm.buffer
    vm.global.store.ref %buf, @gref : !vm.buffer
    %a2 = vm.global.load.i32 @g32 : i32
    %b2 = vm.global.load.i64 @g64 : i64
    %f2 = vm.global.load.f32 @gf32 : f32
    %fb2 = vm.bitcast.f32.i32 %f2 : f32 -> i32
    %d2 = vm.global.load.f64 @gf64 : f64
    %db2 = vm.bitcast.f64.i64 %d2 : f64 -> i64
    %buf2 = vm.global.load.ref @gref : !vm.buffer
    %len = vm.buffer.length %buf2 : !vm.buffer -> i64
    %init = vm.global.load.i32 @initialized : i32
    vm.return %a2, %b2, %fb2, %db2, %len, %init : i32, i64, i32, i64, i64, i32
  }
  vm.export @roundtrip
  vm.func @indirect(%a: i32, %b: i64) -> (i32, i64) {
    %p32 = vm.global.address @g32 : !util.ptr<i32>
    %p64 = vm.global.address @g64 : !util.ptr<i64>
    vm.global.store.indirect.i32 %a, %p32 : i32 -> !util.ptr<i32>
    vm.global.store.indirect.i64 %b, %p64 : i64 -> !util.ptr<i64>
    %a2 = vm.global.load.indirect.i32 %p32 : !util.ptr<i32> -> i32
    %b2 = vm.global.load.indirect.i64 %p64 : !util.ptr<i64> -> i64
    vm.return %a2, %b2 : i32, i64
  }
  vm.export @indirect
}
