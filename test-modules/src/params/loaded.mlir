// Parameters loaded into device memory and returned as they are: f32 and i8 data, a splat and a
// zero-filled entry from one archive, an anonymous-scope parameter from another. No computation,
// so the CUDA builds run completely on the libcuda stand-in (which runs no kernels): the parameter
// path (io_parameters.load into a device buffer, queue-ordered) on every device.
// jiree.description: parameters loaded into device buffers and returned (CPU and CUDA)
// jiree.targets: cpu cuda
// jiree.parameters: model=test-modules/params/model.irpa
// jiree.parameters: test-modules/params/bias.irpa
// jiree.run: main

util.global private @w = #flow.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @q = #flow.parameter.named<"model"::"q"> : tensor<4xi8>
util.global private @z = #flow.parameter.named<"model"::"z"> : tensor<8xf32>
util.global private @s = #flow.parameter.named<"model"::"s"> : tensor<4xf32>
util.global private @b = #flow.parameter.named<"bias"> : tensor<4xf32>

func.func @main() -> (tensor<4xf32>, tensor<4xi8>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>) {
  %w = util.global.load @w : tensor<4xf32>
  %q = util.global.load @q : tensor<4xi8>
  %z = util.global.load @z : tensor<8xf32>
  %s = util.global.load @s : tensor<4xf32>
  %b = util.global.load @b : tensor<4xf32>
  return %w, %q, %z, %s, %b : tensor<4xf32>, tensor<4xi8>, tensor<8xf32>, tensor<4xf32>, tensor<4xf32>
}
