// Source of f64_i32casts.vmfb. The compiler has no MLIR ops for the i32<->f64 casts, so the
// generator (gen_expected.py) patches the opcodes after compiling: in @from_i32 the
// vm.cast.si64.f64 / vm.cast.ui64.f64 ops become CastSI32F64 / CastUI32F64 (reading the low half
// of the i64 register), in @to_i32 the vm.cast.f64.si64 / vm.cast.f64.ui64 ops become
// CastF64SI32 / CastF64UI32 (writing the low half, which vm.trunc.i64.i32 then returns).
vm.module @f64_i32casts {
  vm.func @from_i32(%w: i64) -> (i64, i64) {
    %s = vm.cast.si64.f64 %w : i64 -> f64
    %u = vm.cast.ui64.f64 %w : i64 -> f64
    %sb = vm.bitcast.f64.i64 %s : f64 -> i64
    %ub = vm.bitcast.f64.i64 %u : f64 -> i64
    vm.return %sb, %ub : i64, i64
  }
  vm.export @from_i32
  vm.func @to_i32(%ab: i64) -> (i32, i32) {
    %a = vm.bitcast.i64.f64 %ab : i64 -> f64
    %s = vm.cast.f64.si64 %a : f64 -> i64
    %u = vm.cast.f64.ui64 %a : f64 -> i64
    %s32 = vm.trunc.i64.i32 %s : i64 -> i32
    %u32 = vm.trunc.i64.i32 %u : i64 -> i32
    vm.return %s32, %u32 : i32, i32
  }
  vm.export @to_i32
}
