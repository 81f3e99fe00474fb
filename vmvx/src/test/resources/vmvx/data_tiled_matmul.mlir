// Matmuls compiled with data tiling so that VMVX uses the pack/mmt4d/unpack microkernels (see README.md).
func.func @matmul(%a: tensor<20x30xf32>, %b: tensor<30x10xf32>) -> tensor<20x10xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<20x10xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<20x10xf32>) -> tensor<20x10xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<20x30xf32>, tensor<30x10xf32>) outs(%f : tensor<20x10xf32>) -> tensor<20x10xf32>
  return %0 : tensor<20x10xf32>
}
func.func @matmul_i8(%a: tensor<20x30xi8>, %b: tensor<30x10xi8>) -> tensor<20x10xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<20x10xi32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<20x10xi32>) -> tensor<20x10xi32>
  %0 = linalg.matmul ins(%a, %b : tensor<20x30xi8>, tensor<30x10xi8>) outs(%f : tensor<20x10xi32>) -> tensor<20x10xi32>
  return %0 : tensor<20x10xi32>
}
