// Calls into other modules: required imports, a missing optional import, import.resolved, and a
// variadic import provided by a native module ("native.sum", cconv 0CiD_i) in the Java tests.
vm.module @imports {
  vm.import private @provider.add(%a : i32, %b : i32) -> i32
  vm.import private @provider.wide(%a : i64, %b : i32) -> (i64, i32)
  vm.import private @provider.fail(%c : i32) -> i32
  vm.import private optional @provider.missing(%a : i32) -> i32
  vm.import private optional @native.sum(%v : i32 ...) -> i32
  vm.func @call_add(%a: i32, %b: i32) -> i32 {
    %r = vm.call @provider.add(%a, %b) : (i32, i32) -> i32
    vm.return %r : i32
  }
  vm.export @call_add
  vm.func @call_wide(%a: i64, %b: i32) -> (i64, i32) {
    %r:2 = vm.call @provider.wide(%a, %b) : (i64, i32) -> (i64, i32)
    vm.return %r#0, %r#1 : i64, i32
  }
  vm.export @call_wide
  vm.func @call_fail(%c: i32) -> i32 {
    %r = vm.call @provider.fail(%c) : (i32) -> i32
    vm.return %r : i32
  }
  vm.export @call_fail
  vm.func @resolved() -> (i32, i32, i32) {
    %a = vm.import.resolved @provider.add : i32
    %m = vm.import.resolved @provider.missing : i32
    %s = vm.import.resolved @native.sum : i32
    vm.return %a, %m, %s : i32, i32, i32
  }
  vm.export @resolved
  vm.func @call_missing(%a: i32) -> i32 {
    %r = vm.call @provider.missing(%a) : (i32) -> i32
    vm.return %r : i32
  }
  vm.export @call_missing
  vm.func @call_sum(%a: i32, %b: i32, %c: i32) -> i32 {
    %r = vm.call.variadic @native.sum([%a, %b, %c]) : (i32 ...) -> i32
    vm.return %r : i32
  }
  vm.export @call_sum
}
