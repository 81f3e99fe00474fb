// Tensors of element type f64 in and out: a * b + a elementwise (results rounded to f64).
// jiree.description: f64 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.flags: --iree-input-demote-f64-to-f32=false
// jiree.run: mul_add "--input=2x3xf64=[1.5 -2 0.75][1e300 -0.125 3]" "--input=2x3xf64=[2 0.5 -4][1e10 8 0.5]"
// jiree.run: identity "--input=2x3xf64=[1.5 -2 0.75][1e300 -0.125 3]"

func.func @mul_add(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %m = arith.mulf %a, %b : tensor<2x3xf64>
  %r = arith.addf %m, %a : tensor<2x3xf64>
  return %r : tensor<2x3xf64>
}

func.func @identity(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  return %a : tensor<2x3xf64>
}
