// Tensors of element type i16 in and out: a * b + a elementwise (integer results wrap around).
// jiree.description: i16 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.run: mul_add "--input=2x3xi16=[1 -2 300][30000 -32768 32767]" "--input=2x3xi16=[2 3 -4][2 1 1]"
// jiree.run: identity "--input=2x3xi16=[1 -2 300][30000 -32768 32767]"

func.func @mul_add(%a: tensor<2x3xi16>, %b: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %m = arith.muli %a, %b : tensor<2x3xi16>
  %r = arith.addi %m, %a : tensor<2x3xi16>
  return %r : tensor<2x3xi16>
}

func.func @identity(%a: tensor<2x3xi16>) -> tensor<2x3xi16> {
  return %a : tensor<2x3xi16>
}
