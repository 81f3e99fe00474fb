// Denormal inputs and results. IREE's CPU executors run every workgroup with denormals flushed to
// zero (x86-64 MXCSR DAZ|FTZ): a denormal input reads as 0 and a denormal product is 0. Without
// that, `mul` gives 1e-40 where the reference gives 0, and each `row_sums` row 1.024e-37 (a sum of
// 1024 denormal products, itself normal) where the reference gives 0 (products of 4e-38 are
// normal and add up to 4.096e-35 either way); 256 rows are many
// workgroups, so the pool's workers run them as well as the calling thread.
// jiree.description: denormals flushed to zero, as IREE's CPU executors flush them
// jiree.targets: cpu
// jiree.run: mul --input=4xf32=1e-30,1e-20,1e-40,3 --input=4xf32=1e-10,1e-20,1,1
// jiree.run: row_sums --input=256x1024xf32=1e-20 --input=256x1024xf32=1e-20
// jiree.run: row_sums --input=256x1024xf32=2e-19 --input=256x1024xf32=2e-19

func.func @mul(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.mulf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @row_sums(%a: tensor<256x1024xf32>, %b: tensor<256x1024xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256xf32>) -> tensor<256xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%acc : tensor<256xf32>) {
    ^bb0(%x: f32, %y: f32, %s: f32):
      %p = arith.mulf %x, %y : f32
      %t = arith.addf %s, %p : f32
      linalg.yield %t : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}
