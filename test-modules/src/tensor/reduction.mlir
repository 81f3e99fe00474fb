// Reductions: row sums and a full sum of f32, and the maximum of i32.
// jiree.description: linalg.reduce sum (per row and total) on f32, max on i32
// jiree.targets: cpu cuda
// jiree.run: row_sum "--input=4x8xf32=[1 2 3 4 5 6 7 8][0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5][-1 1 -1 1 -1 1 -1 1][100 200 300 400 500 600 700 800]"
// jiree.run: total --input=1000xf32=0.25
// jiree.run: max_i32 --input=6xi32=-5,17,3,-100,16,0

func.func @row_sum(%a: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @total(%a: tensor<1000xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<1000xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

func.func @max_i32(%a: tensor<6xi32>) -> tensor<i32> {
  %min = arith.constant -2147483648 : i32
  %e = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%min : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%a : tensor<6xi32>) outs(%acc : tensor<i32>) dimensions = [0]
    (%x: i32, %y: i32) {
      %m = arith.maxsi %x, %y : i32
      linalg.yield %m : i32
    }
  return %r : tensor<i32>
}
