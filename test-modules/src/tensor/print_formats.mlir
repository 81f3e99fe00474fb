// Results that exercise iree-run-module's printing: i1 tensors, rank-0 and rank-3 tensors,
// non-finite floats, and an output larger than the printed element limit.
// jiree.description: i1 results, rank-0/rank-3 tensors, INF/NAN, elided large outputs
// jiree.targets: cpu cuda
// jiree.run: less_than --input=4xf32=1,2,3,4 --input=4xf32=2,2,2,5
// jiree.run: transpose3d "--input=2x2x3xi32=[[1 2 3][4 5 6]][[7 8 9][10 11 12]]"
// jiree.run: scalar_tensor --input=f32=2.5
// jiree.run: non_finite --input=5xf32=inf,-inf,nan,0.5,3.4e38
// jiree.run: iota_2000

func.func @less_than(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %r = arith.cmpf olt, %a, %b : tensor<4xf32>
  return %r : tensor<4xi1>
}

func.func @transpose3d(%a: tensor<2x2x3xi32>) -> tensor<3x2x2xi32> {
  %e = tensor.empty() : tensor<3x2x2xi32>
  %r = linalg.transpose ins(%a : tensor<2x2x3xi32>) outs(%e : tensor<3x2x2xi32>)
         permutation = [2, 0, 1]
  return %r : tensor<3x2x2xi32>
}

// A rank-0 tensor in and out (printed as `f32=...`, unlike a scalar `f32` result).
func.func @scalar_tensor(%a: tensor<f32>) -> tensor<f32> {
  %r = arith.mulf %a, %a : tensor<f32>
  return %r : tensor<f32>
}

// Doubling keeps infinities and NaN and overflows 3.4e38 to INF. (No subnormal inputs: the CPU
// reference flushes them to zero, a GPU need not.)
func.func @non_finite(%a: tensor<5xf32>) -> tensor<5xf32> {
  %r = arith.addf %a, %a : tensor<5xf32>
  return %r : tensor<5xf32>
}

// 2000 elements: more than the 1024 the reference prints.
func.func @iota_2000() -> tensor<2000xi32> {
  %e = tensor.empty() : tensor<2000xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<2000xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i32
    linalg.yield %v : i32
  } -> tensor<2000xi32>
  return %r : tensor<2000xi32>
}
