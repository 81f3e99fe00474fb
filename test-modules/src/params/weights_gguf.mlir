// The program of weights.mlir with its parameters read from GGUF files (written by
// tools/make_parameters.py from numpy arrays): every parameter is plain data here, s and z
// included, under scope "model" and the anonymous scope.
// jiree.description: parameter globals from two .gguf files (f32, i8, mutable)
// jiree.targets: cpu
// jiree.parameters: model=test-modules/params/model.gguf
// jiree.parameters: test-modules/params/bias.gguf
// jiree.run: main --input=4xf32=1,2,3,4
// jiree.run: main --input=4xf32=-0.5

util.global private @w = #flow.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @q = #flow.parameter.named<"model"::"q"> : tensor<4xi8>
util.global private @z = #flow.parameter.named<"model"::"z"> : tensor<8xf32>
util.global private @s = #flow.parameter.named<"model"::"s"> : tensor<4xf32>
util.global private @b = #flow.parameter.named<"bias"> : tensor<4xf32>
util.global private mutable @m = #flow.parameter.named<"model"::"m"> : tensor<4xf32>

// (x * w + s + bias, q, z, m + x), storing m + x back into m.
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi8>, tensor<8xf32>, tensor<4xf32>) {
  %w = util.global.load @w : tensor<4xf32>
  %q = util.global.load @q : tensor<4xi8>
  %z = util.global.load @z : tensor<8xf32>
  %s = util.global.load @s : tensor<4xf32>
  %b = util.global.load @b : tensor<4xf32>
  %m = util.global.load @m : tensor<4xf32>
  %0 = arith.mulf %x, %w : tensor<4xf32>
  %1 = arith.addf %0, %s : tensor<4xf32>
  %2 = arith.addf %1, %b : tensor<4xf32>
  %3 = arith.addf %m, %x : tensor<4xf32>
  util.global.store %3, @m : tensor<4xf32>
  return %2, %q, %z, %3 : tensor<4xf32>, tensor<4xi8>, tensor<8xf32>, tensor<4xf32>
}
