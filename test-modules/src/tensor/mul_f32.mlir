// Elementwise f32 multiplication, also fused with an addition (a * b + a).
// jiree.description: elementwise f32 mul and fused mul-add
// jiree.targets: cpu cuda
// jiree.run: mul --input=4xf32=1,2,3,4 --input=4xf32=0.5,0.25,-2,8
// jiree.run: mul_add "--input=2x2xf32=[1.5 2][3 -4]" "--input=2x2xf32=[2 2][0.5 0.25]"

func.func @mul(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.mulf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @mul_add(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %m = arith.mulf %a, %b : tensor<2x2xf32>
  %r = arith.addf %m, %a : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
