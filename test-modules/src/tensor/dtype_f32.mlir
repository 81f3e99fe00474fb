// Tensors of element type f32 in and out: a * b + a elementwise (results rounded to f32).
// jiree.description: f32 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.run: mul_add "--input=2x3xf32=[1.5 -2 0.75][1e30 -0.125 3]" "--input=2x3xf32=[2 0.5 -4][1e10 8 0.5]"
// jiree.run: identity "--input=2x3xf32=[1.5 -2 0.75][1e30 -0.125 3]"

func.func @mul_add(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %m = arith.mulf %a, %b : tensor<2x3xf32>
  %r = arith.addf %m, %a : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @identity(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}
