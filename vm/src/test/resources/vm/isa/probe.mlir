// Ops that no committed module holds, for OpcodeTableTest: compiled by the pinned iree-compile
// (--compile-mode=vm) when the test runs. Operands come from arguments so the compiler cannot fold
// the ops away; pointers to globals are plain i32 values (byte offsets, ref ordinals).
vm.module @probe {
  vm.import private optional @native.sum(%v : i32 ...) -> i32
  vm.func @indirect(%p: i32, %a: i32, %b: i64, %f: f32, %d: f64, %r: !vm.buffer) -> (i32, i64, f32, f64, !vm.buffer) {
    vm.global.store.indirect.i32 %a, %p : i32 -> i32
    %a2 = vm.global.load.indirect.i32 %p : i32 -> i32
    vm.global.store.indirect.i64 %b, %p : i64 -> i32
    %b2 = vm.global.load.indirect.i64 %p : i32 -> i64
    vm.global.store.indirect.f32 %f, %p : f32 -> i32
    %f2 = vm.global.load.indirect.f32 %p : i32 -> f32
    vm.global.store.indirect.f64 %d, %p : f64 -> i32
    %d2 = vm.global.load.indirect.f64 %p : i32 -> f64
    vm.global.store.indirect.ref %r, %p : !vm.buffer -> i32
    %r2 = vm.global.load.indirect.ref %p : i32 -> !vm.buffer
    vm.return %a2, %b2, %f2, %d2, %r2 : i32, i64, f32, f64, !vm.buffer
  }
  vm.export @indirect
  vm.func @f32(%c: i32, %a: f32, %b: f32, %i: i32, %l: !vm.list<f32>, %buf: !vm.buffer, %o: i64, %w: i64)
      -> (f32, f32, f32, f32, f32, f32) {
    %s = vm.select.f32 %c, %a, %b : f32
    %z = vm.const.f32.zero
    %sw = vm.switch.f32 %i[%a, %b] else %z : f32
    vm.list.set.f32 %l, %i, %a : (!vm.list<f32>, i32, f32)
    %lg = vm.list.get.f32 %l, %i : (!vm.list<f32>, i32) -> f32
    vm.buffer.fill.f32 %buf, %o, %w, %b : f32 -> !vm.buffer
    vm.buffer.store.f32 %a, %buf[%o] : f32 -> !vm.buffer
    %bl = vm.buffer.load.f32 %buf[%w] : !vm.buffer -> f32
    %si = vm.cast.si64.f32 %w : i64 -> f32
    %ui = vm.cast.ui32.f32 %i : i32 -> f32
    vm.return %s, %sw, %lg, %bl, %si, %ui : f32, f32, f32, f32, f32, f32
  }
  vm.export @f32
  vm.func @refs(%a: !vm.buffer, %b: !vm.buffer) -> (i32, !vm.buffer) {
    %eq = vm.cmp.eq.ref %a, %b : !vm.buffer
    %null = vm.const.ref.zero : !vm.buffer
    vm.return %eq, %null : i32, !vm.buffer
  }
  vm.export @refs
  vm.func @variadic_yieldable(%a: i32, %b: i32) -> i32 {
    vm.call.variadic.yieldable @native.sum(%a, %b) <{segment_sizes = dense<[2]> : vector<1xi16>, segment_types = [i32]}> : (i32, i32) -> ^bb1(i32)
  ^bb1(%r: i32):
    vm.return %r : i32
  }
  vm.export @variadic_yieldable
}
