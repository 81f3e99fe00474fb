// Tensors of element type i8 in and out: a * b + a elementwise (integer results wrap around).
// jiree.description: i8 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.run: mul_add "--input=2x3xi8=[1 -2 3][100 -128 127]" "--input=2x3xi8=[2 3 -4][2 1 1]"
// jiree.run: identity "--input=2x3xi8=[1 -2 3][100 -128 127]"

func.func @mul_add(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = arith.muli %a, %b : tensor<2x3xi8>
  %r = arith.addi %m, %a : tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @identity(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  return %a : tensor<2x3xi8>
}
