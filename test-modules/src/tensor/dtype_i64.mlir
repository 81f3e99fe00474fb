// Tensors of element type i64 in and out: a * b + a elementwise (integer results wrap around).
// jiree.description: i64 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.run: mul_add "--input=2x3xi64=[1 -2 300][5000000000 -9223372036854775808 9223372036854775807]" "--input=2x3xi64=[2 3 -4][2 1 1]"
// jiree.run: identity "--input=2x3xi64=[1 -2 300][5000000000 -9223372036854775808 9223372036854775807]"

func.func @mul_add(%a: tensor<2x3xi64>, %b: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %m = arith.muli %a, %b : tensor<2x3xi64>
  %r = arith.addi %m, %a : tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

func.func @identity(%a: tensor<2x3xi64>) -> tensor<2x3xi64> {
  return %a : tensor<2x3xi64>
}
