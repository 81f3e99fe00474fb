// Tensors of element type i32 in and out: a * b + a elementwise (integer results wrap around).
// jiree.description: i32 tensor input and output (elementwise a * b + a)
// jiree.targets: cpu cuda
// jiree.run: mul_add "--input=2x3xi32=[1 -2 300][2000000000 -2147483648 2147483647]" "--input=2x3xi32=[2 3 -4][2 1 1]"
// jiree.run: identity "--input=2x3xi32=[1 -2 300][2000000000 -2147483648 2147483647]"

func.func @mul_add(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %m = arith.muli %a, %b : tensor<2x3xi32>
  %r = arith.addi %m, %a : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @identity(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  return %a : tensor<2x3xi32>
}
