// Tensors of element type bf16 in and out: a * b + a elementwise (results rounded to bf16).
// jiree.description: bf16 tensor input and output (elementwise a * b + a)
// jiree.targets: llvm-cpu llvm-cpu-sys cuda
// (vmvx is left out: it cannot compile bf16 arithmetic in the pinned compiler.)
// jiree.run: mul_add "--input=2x3xbf16=[1.5 -2 0.25][1000 -0.125 3]" "--input=2x3xbf16=[2 0.5 -4][65 8 0.5]"
// jiree.run: identity "--input=2x3xbf16=[1.5 -2 0.25][1000 -0.125 3]"

func.func @mul_add(%a: tensor<2x3xbf16>, %b: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  %m = arith.mulf %a, %b : tensor<2x3xbf16>
  %r = arith.addf %m, %a : tensor<2x3xbf16>
  return %r : tensor<2x3xbf16>
}

func.func @identity(%a: tensor<2x3xbf16>) -> tensor<2x3xbf16> {
  return %a : tensor<2x3xbf16>
}
