// Transient buffers: intermediate results of chained matmuls and a gather live in buffers the
// program allocates with queue.alloca, binds through queue.execute.indirect and frees with
// queue.dealloca. Exercises buffer lifetimes on the asynchronous queue.
// jiree.description: chained i32 matmuls and a gather whose intermediates are transient buffers
// jiree.targets: cpu
// jiree.run: chain "--input=4x4xi32=[1 2 3 4][5 6 7 8][9 10 11 12][13 14 15 16]" "--input=4x4xi32=[1 0 0 1][0 1 1 0][1 1 0 0][0 0 1 1]"
// jiree.run: gather "--input=8x4xi32=[0 1 2 3][4 5 6 7][8 9 10 11][12 13 14 15][16 17 18 19][20 21 22 23][24 25 26 27][28 29 30 31]" "--input=5xi32=7,0,3,3,6"

func.func @chain(%a: tensor<4x4xi32>, %b: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xi32>, tensor<4x4xi32>) outs(%acc : tensor<4x4xi32>) -> tensor<4x4xi32>
  %1 = linalg.matmul ins(%0, %b : tensor<4x4xi32>, tensor<4x4xi32>) outs(%acc : tensor<4x4xi32>) -> tensor<4x4xi32>
  %2 = linalg.matmul ins(%1, %a : tensor<4x4xi32>, tensor<4x4xi32>) outs(%acc : tensor<4x4xi32>) -> tensor<4x4xi32>
  %3 = linalg.matmul ins(%2, %0 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%acc : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %3 : tensor<4x4xi32>
}

func.func @gather(%table: tensor<8x4xi32>, %idx: tensor<5xi32>) -> tensor<5x4xi32> {
  %e = tensor.empty() : tensor<5x4xi32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<5xi32>) outs(%e : tensor<5x4xi32>) {
  ^bb0(%k: i32, %out: i32):
    %j = linalg.index 1 : index
    %ki = arith.index_cast %k : i32 to index
    %v = tensor.extract %table[%ki, %j] : tensor<8x4xi32>
    linalg.yield %v : i32
  } -> tensor<5x4xi32>
  %zero = arith.constant 0 : i32
  %e2 = tensor.empty() : tensor<5x4xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%e2 : tensor<5x4xi32>) -> tensor<5x4xi32>
  %table4 = tensor.extract_slice %table[0, 0] [4, 4] [1, 1] : tensor<8x4xi32> to tensor<4x4xi32>
  %sq = linalg.matmul ins(%g, %table4 : tensor<5x4xi32>, tensor<4x4xi32>) outs(%acc : tensor<5x4xi32>) -> tensor<5x4xi32>
  return %sq : tensor<5x4xi32>
}
