// 16-bit float parameters (io_parameters.load): an f16 data entry (h), a bf16 data entry (g) and a
// bf16 entry the archive holds as a splat of the bits 0xBF40 (t = -0.75 everywhere; the splat's hex
// is the bytes in memory order, `--splat=t=x16=40BF`), from one archive under scope "model"
// (params/half.irpa, made by iree-convert-parameters from the .safetensors file
// tools/make_parameters.py writes). The parameters come back as they are and feed f32 arithmetic;
// every value is exact in its type and every result exact in f32 (8 * 2^-10 + 2^100 rounds to
// 2^100 with or without a fused multiply-add). Not for vmvx, which cannot compile the f16/bf16
// extensions in the pinned compiler (as for tensor/dtype_f16 and dtype_bf16).
// jiree.description: f16 and bf16 parameter globals (data and a bf16 splat) from an .irpa archive
// jiree.targets: llvm-cpu llvm-cpu-sys
// jiree.parameters: model=test-modules/params/half.irpa
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
