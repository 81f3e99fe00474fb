// The program of weights_half.mlir with its parameters read from the .safetensors file
// tools/make_parameters.py writes (dtypes F16 and BF16): every parameter is plain data here, so t
// is the zeros the arrays hold rather than the .irpa archive's splat.
// jiree.description: f16 and bf16 parameter globals from a .safetensors file
// jiree.targets: llvm-cpu llvm-cpu-sys
// jiree.parameters: model=test-modules/params/half.safetensors
// jiree.run: main --input=4xf32=2,4,-1,8
// jiree.run: main --input=4xf32=0.25
util.global private @h = #flow.parameter.named<"model"::"h"> : tensor<4xf16>
util.global private @g = #flow.parameter.named<"model"::"g"> : tensor<4xbf16>
util.global private @t = #flow.parameter.named<"model"::"t"> : tensor<4xbf16>

// (h, g, t, x * h + g + t) with the arithmetic in f32.
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xf32>) {
  %h = util.global.load @h : tensor<4xf16>
  %g = util.global.load @g : tensor<4xbf16>
  %t = util.global.load @t : tensor<4xbf16>
  %hf = arith.extf %h : tensor<4xf16> to tensor<4xf32>
  %gf = arith.extf %g : tensor<4xbf16> to tensor<4xf32>
  %tf = arith.extf %t : tensor<4xbf16> to tensor<4xf32>
  %0 = arith.mulf %x, %hf : tensor<4xf32>
  %1 = arith.addf %0, %gf : tensor<4xf32>
  %2 = arith.addf %1, %tf : tensor<4xf32>
  return %h, %g, %t, %2 : tensor<4xf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xf32>
}
