// 512x512 f32 matmul, with inputs and with operands generated inside the module. Operand values are
// small integers so every result is exact in f32 whatever the summation order (same on any device).
// jiree.description: 512x512x512 f32 linalg.matmul (inputs; and generated operands)
// jiree.targets: cpu cuda
// jiree.run: matmul --input=512x512xf32=0.5 --input=512x512xf32=0.25
// jiree.run: matmul_generated --input=4

func.func @matmul(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>)
                     outs(%acc : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

// A[i][j] = (i + 2j + seed) mod 7 - 3, B[i][j] = (3i + j + seed) mod 5 - 2. The seed is a run-time
// input so the compiler cannot evaluate the product at compile time.
func.func private @operand(%k: i32, %m: i32, %off: i32, %swap: i1, %seed: i32) -> tensor<512x512xf32> {
  %e = tensor.empty() : tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]} outs(%e : tensor<512x512xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %a = arith.select %swap, %jj, %ii : i32
    %b = arith.select %swap, %ii, %jj : i32
    %kb = arith.muli %b, %k : i32
    %s0 = arith.addi %a, %kb : i32
    %s = arith.addi %s0, %seed : i32
    %mod = arith.remui %s, %m : i32
    %v = arith.subi %mod, %off : i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

func.func @matmul_generated(%seed: i32) -> tensor<512x512xf32> {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %f = arith.constant false
  %t = arith.constant true
  %a = call @operand(%c2, %c7, %c3, %f, %seed) : (i32, i32, i32, i1, i32) -> tensor<512x512xf32>
  %b = call @operand(%c3, %c5, %c2, %t, %seed) : (i32, i32, i32, i1, i32) -> tensor<512x512xf32>
  %r = call @matmul(%a, %b) : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
