func.func @main(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = arith.addi %a, %b : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @scale(%a: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, i32) {
  %e = tensor.extract %s[] : tensor<f32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0)->(d0)>, affine_map<(d0)->(d0)>], iterator_types=["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %e : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %c = arith.constant 7 : i32
  return %0, %c : tensor<4xf32>, i32
}
