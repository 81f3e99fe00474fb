// Inserting into a constant the compiler cannot fold. At a static offset the slice is written
// straight into the module's constant data (imported from rodata), which must land in the loaded
// module's own copy. At a dynamic offset the compiler records a buffer copy into that import, which
// the HAL holds read-only: IREE's runtime rejects it with PERMISSION_DENIED, and so must jiree.
// jiree.description: insert_slice into util.unfoldable_constant data at static and dynamic offsets
// jiree.targets: llvm-cpu llvm-cpu-sys vmvx
// jiree.run: insert_rows "--input=2x3xf32=[1.5 2.5 3.5][4.5 5.5 6.5]"
// jiree.run: insert_at --input=3xi32=7,8,9 --input=2

func.func @insert_rows(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %c = util.unfoldable_constant dense<[[0.0, 0.0, 0.0], [1.0, 1.0, 1.0], [2.0, 2.0, 2.0], [3.0, 3.0, 3.0]]> : tensor<4x3xf32>
  %r = tensor.insert_slice %x into %c[1, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

func.func @insert_at(%x: tensor<3xi32>, %at: index) -> tensor<10xi32> {
  %c = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi32>
  %r = tensor.insert_slice %x into %c[%at] [3] [1] : tensor<3xi32> into tensor<10xi32>
  return %r : tensor<10xi32>
}

