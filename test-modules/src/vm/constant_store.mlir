// A module's constants stay read-only to the VM itself: storing into one fails as in IREE's
// runtime, even though the HAL may import the same memory as a dispatch output.
// jiree.description: util.buffer.store into a util.buffer.constant fails with PERMISSION_DENIED
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: store_into_constant --input=7
// jiree.run: load_constant

util.func public @store_into_constant(%v: i32) -> i32 {
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  util.buffer.store %v, %buf[%c4 for %c4] : i32 -> !util.buffer{%c16}
  %r = util.buffer.load %buf[%c4 for %c4] : !util.buffer{%c16} -> i32
  util.return %r : i32
}
util.func public @load_constant() -> i32 {
  %buf = util.buffer.constant : !util.buffer = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %r = util.buffer.load %buf[%c4 for %c4] : !util.buffer{%c16} -> i32
  util.return %r : i32
}
