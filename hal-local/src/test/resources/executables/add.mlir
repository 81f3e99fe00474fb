func.func @add(%a: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = arith.addf %a, %b : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
