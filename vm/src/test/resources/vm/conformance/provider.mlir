// A module whose exports imports.mlir imports (run with --module=provider.vmfb --module=imports.vmfb).
vm.module @provider {
  vm.func @add(%a: i32, %b: i32) -> i32 {
    %r = vm.add.i32 %a, %b : i32
    vm.return %r : i32
  }
  vm.export @add
  vm.func @wide(%a: i64, %b: i32) -> (i64, i32) {
    %e = vm.ext.i32.i64.s %b : i32 -> i64
    %r = vm.mul.i64 %a, %e : i64
    %t = vm.trunc.i64.i32 %a : i64 -> i32
    vm.return %r, %t : i64, i32
  }
  vm.export @wide
  vm.func @fail(%c: i32) -> i32 {
    vm.fail %c, "provider failed"
  }
  vm.export @fail
}
