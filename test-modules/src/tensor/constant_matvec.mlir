// A matrix-vector product accumulating into a constant the compiler cannot fold: the dispatch
// adds into the module's constant accumulator in place, so each call starts from the sum the
// previous call left (IREE's runtime behaves the same way).
// jiree.description: matvec and matmul with a util.unfoldable_constant accumulator written in place
// jiree.targets: llvm-cpu llvm-cpu-sys vmvx
// jiree.run: matvec --input=3xf32=1,1,1
// jiree.run: matvec --input=3xf32=0.5,-2,4
// jiree.run: matvec_twice --input=3xf32=1,1,1
// jiree.run: matvec_twice --input=3xf32=0.5,-2,4
// jiree.run: matmul "--input=2x2xi32=[1 2][3 4]"
// jiree.run: matmul_twice "--input=2x2xi32=[1 2][3 4]"

func.func @matvec(%x: tensor<3xf32>) -> tensor<2xf32> {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %acc = util.unfoldable_constant dense<[100.0, 200.0]> : tensor<2xf32>
  %r = linalg.matvec ins(%m, %x : tensor<2x3xf32>, tensor<3xf32>) outs(%acc : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// The same export twice within one call: the second product adds onto the first one's sums, and
// both results are views of the one accumulator.
func.func @matvec_twice(%x: tensor<3xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = call @matvec(%x) : (tensor<3xf32>) -> tensor<2xf32>
  %b = call @matvec(%x) : (tensor<3xf32>) -> tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}

func.func @matmul(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %b = arith.constant dense<[[1, -1], [2, 5]]> : tensor<2x2xi32>
  %acc = util.unfoldable_constant dense<[[1000, 2000], [3000, 4000]]> : tensor<2x2xi32>
  %r = linalg.matmul ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%acc : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

func.func @matmul_twice(%a: tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %x = call @matmul(%a) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %y = call @matmul(%a) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %x, %y : tensor<2x2xi32>, tensor<2x2xi32>
}
