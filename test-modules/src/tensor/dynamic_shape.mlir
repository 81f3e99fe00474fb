// A function over tensor<?xf32>: the length comes from the input buffer view at run time.
// jiree.description: dynamic-shape elementwise op (x * 2 + 1) and the dynamic dimension as a result
// jiree.targets: cpu cuda
// jiree.run: affine --input=3xf32=1,2,3
// jiree.run: affine --input=7xf32=-3,-2,-1,0,1,2,3
// jiree.run: affine --input=0xf32
// jiree.run: length --input=5xf32=9

func.func @affine(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %m = arith.mulf %x, %c2 : f32
    %s = arith.addf %m, %c1 : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @length(%a: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  return %n : index
}
