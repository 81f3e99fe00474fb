// Programs that exercise the hal module end to end: static and dynamic shapes, several
// dispatches, reductions, matmul, mixed scalar/tensor signatures, several results.
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @scale_dyn(%a: tensor<?xf32>, %s: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

func.func @sum_rows(%a: tensor<3x5xi32>) -> tensor<3xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]} ins(%a : tensor<3x5xi32>) outs(%f : tensor<3xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @two_results(%a: tensor<2x2xf32>, %n: i32) -> (tensor<2x2xf32>, i32, tensor<2x2xf32>) {
  %0 = arith.negf %a : tensor<2x2xf32>
  %1 = arith.mulf %a, %a : tensor<2x2xf32>
  %c2 = arith.constant 2 : i32
  %m = arith.muli %n, %c2 : i32
  return %0, %m, %1 : tensor<2x2xf32>, i32, tensor<2x2xf32>
}

func.func @chain(%a: tensor<16xf32>) -> tensor<16xf32> {
  %0 = math.exp %a : tensor<16xf32>
  %1 = arith.addf %0, %a : tensor<16xf32>
  %c = arith.constant dense<0.5> : tensor<16xf32>
  %2 = arith.mulf %1, %c : tensor<16xf32>
  return %2 : tensor<16xf32>
}

func.func @i64_ops(%a: tensor<3xi64>, %b: tensor<3xi64>) -> tensor<3xi64> {
  %0 = arith.muli %a, %b : tensor<3xi64>
  %1 = arith.subi %0, %a : tensor<3xi64>
  return %1 : tensor<3xi64>
}
