// The conformance suite's dispatches: regenerate.sh compiles this for every executable format the
// suite carries. Both functions end up as exports of one linked executable.
func.func @add(%a: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = arith.addf %a, %b : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// out[i] = in[i] * s + s: the scalar becomes the dispatch's one constant, and the size takes
// several workgroups on every target.
func.func @scale(%in: tensor<65536xf32>, %s: f32) -> tensor<65536xf32> {
  %init = tensor.empty() : tensor<65536xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%in : tensor<65536xf32>) outs(%init : tensor<65536xf32>) {
  ^bb0(%x: f32, %unused: f32):
    %m = arith.mulf %x, %s : f32
    %r = arith.addf %m, %s : f32
    linalg.yield %r : f32
  } -> tensor<65536xf32>
  return %0 : tensor<65536xf32>
}
