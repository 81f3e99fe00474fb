// Tensors of element type f16 in and out: a * b + a elementwise (results rounded to f16).
// jiree.description: f16 tensor input and output (elementwise a * b + a)
// jiree.targets: llvm-cpu llvm-cpu-sys cuda
// (vmvx is left out: it cannot compile f16 arithmetic in the pinned compiler.)
// jiree.run: mul_add "--input=2x3xf16=[1.5 -2 0.25][1000 -0.125 3]" "--input=2x3xf16=[2 0.5 -4][65 8 0.5]"
// jiree.run: identity "--input=2x3xf16=[1.5 -2 0.25][1000 -0.125 3]"

func.func @mul_add(%a: tensor<2x3xf16>, %b: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %m = arith.mulf %a, %b : tensor<2x3xf16>
  %r = arith.addf %m, %a : tensor<2x3xf16>
  return %r : tensor<2x3xf16>
}

func.func @identity(%a: tensor<2x3xf16>) -> tensor<2x3xf16> {
  return %a : tensor<2x3xf16>
}
