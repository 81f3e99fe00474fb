// Sorting a constant the compiler cannot fold: the dispatch sorts the module's constant data in
// place (its output buffer is imported from the module's rodata). The writes must land in the
// loaded module's own copy and never in the .vmfb file.
// jiree.description: in-place sort of util.unfoldable_constant data (keys alone and keys with values)
// jiree.targets: llvm-cpu llvm-cpu-sys vmvx
// jiree.run: sort_keys
// jiree.run: sort_pairs
// jiree.run: sort_keys_twice

func.func @sort_keys() -> tensor<8xi32> {
  %c = util.unfoldable_constant dense<[7, -3, 12, 0, 5, -8, 1, 4]> : tensor<8xi32>
  %s = iree_linalg_ext.sort dimension(0) outs(%c : tensor<8xi32>) {
  ^bb0(%a: i32, %b: i32):
    %lt = arith.cmpi slt, %a, %b : i32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<8xi32>
  return %s : tensor<8xi32>
}

// Descending by key; the values travel with their keys.
func.func @sort_pairs() -> (tensor<2x5xf32>, tensor<2x5xi32>) {
  %k = util.unfoldable_constant dense<[[0.5, 2.5, -1.0, 9.0, 3.25], [4.0, 4.5, -7.5, 0.0, 1.0]]> : tensor<2x5xf32>
  %v = util.unfoldable_constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]]> : tensor<2x5xi32>
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%k, %v : tensor<2x5xf32>, tensor<2x5xi32>) {
  ^bb0(%a: f32, %b: f32, %x: i32, %y: i32):
    %gt = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %gt : i1
  } -> tensor<2x5xf32>, tensor<2x5xi32>
  return %s#0, %s#1 : tensor<2x5xf32>, tensor<2x5xi32>
}

// The same export twice within one call: the second sort sees the first one's (sorted) data.
func.func @sort_keys_twice() -> (tensor<8xi32>, tensor<8xi32>) {
  %a = call @sort_keys() : () -> tensor<8xi32>
  %b = call @sort_keys() : () -> tensor<8xi32>
  return %a, %b : tensor<8xi32>, tensor<8xi32>
}
