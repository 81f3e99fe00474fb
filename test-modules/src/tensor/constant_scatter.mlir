// Scattering into a constant the compiler cannot fold: the dispatch updates the module's constant
// data in place. The accumulating scatter makes repeated calls visible: each call adds onto what
// the previous calls left, as in IREE's runtime.
// jiree.description: scatter (overwrite and accumulate) into util.unfoldable_constant data
// jiree.targets: llvm-cpu llvm-cpu-sys vmvx
// jiree.run: scatter_set --input=3xi32=10,20,30 "--input=3x1xi32=[4][0][7]"
// jiree.run: scatter_add --input=2xf32=1.5,-4 "--input=2x1xi32=[1][3]"
// jiree.run: scatter_add_twice --input=2xf32=1.5,-4 "--input=2x1xi32=[1][3]"

func.func @scatter_set(%updates: tensor<3xi32>, %indices: tensor<3x1xi32>) -> tensor<8xi32> {
  %c = util.unfoldable_constant dense<[-1, -2, -3, -4, -5, -6, -7, -8]> : tensor<8xi32>
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%updates, %indices : tensor<3xi32>, tensor<3x1xi32>) outs(%c : tensor<8xi32>) {
  ^bb0(%new: i32, %old: i32):
    iree_linalg_ext.yield %new : i32
  } -> tensor<8xi32>
  return %r : tensor<8xi32>
}

func.func @scatter_add(%updates: tensor<2xf32>, %indices: tensor<2x1xi32>) -> tensor<5xf32> {
  %c = util.unfoldable_constant dense<[0.25, 1.0, 2.0, 3.0, 4.0]> : tensor<5xf32>
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false)
      ins(%updates, %indices : tensor<2xf32>, tensor<2x1xi32>) outs(%c : tensor<5xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

func.func @scatter_add_twice(%updates: tensor<2xf32>, %indices: tensor<2x1xi32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a = call @scatter_add(%updates, %indices) : (tensor<2xf32>, tensor<2x1xi32>) -> tensor<5xf32>
  %b = call @scatter_add(%updates, %indices) : (tensor<2xf32>, tensor<2x1xi32>) -> tensor<5xf32>
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}
