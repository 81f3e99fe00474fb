vm.module @missing_import {
  vm.import private @hal.device.no_such_function(%device : !vm.ref<!hal.device>) -> i32
  vm.import private @hal.devices.get(%index : i32) -> !vm.ref<!hal.device>
  vm.func @main() -> i32 {
    %c0 = vm.const.i32 0
    %d = vm.call @hal.devices.get(%c0) : (i32) -> !vm.ref<!hal.device>
    %r = vm.call @hal.device.no_such_function(%d) : (!vm.ref<!hal.device>) -> i32
    vm.return %r : i32
  }
  vm.export @main
}
