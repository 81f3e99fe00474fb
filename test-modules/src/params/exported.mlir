// A model whose weights are compiled in as constants and then moved out of the module by the
// compiler (`--iree-parameter-export`): the .vmfb holds only parameter references under scope
// "model", the compiler writes the values to out/<target>/params/exported.irpa (a data entry per
// tensor, a splat entry for the splat bias). The same values, written by tools/make_parameters.py
// from numpy arrays, come as params/exported.safetensors and params/exported.gguf: each run loads
// one of the three. Globals are public so that the compiler keeps them as globals to export.
// jiree.description: weights exported by the compiler, run from .irpa, .safetensors and .gguf
// jiree.targets: cpu
// jiree.export-parameters: model
// jiree.run: main --parameters=model={exported} --input=4xf32=1,2,3,4
// jiree.run: main --parameters=model=test-modules/params/exported.safetensors --input=4xf32=1,2,3,4
// jiree.run: main --parameters=model=test-modules/params/exported.gguf --input=4xf32=1,2,3,4
// jiree.run: main --parameters=model={exported} --input=4xf32=-0.5,0.25,1e-3,-7
// jiree.run: main --parameters=model=test-modules/params/exported.gguf --input=4xf32=-0.5,0.25,1e-3,-7

// Keep in step with "exported" in tools/make_parameters.py.
util.global public @w = dense<[[1.5, -2.0, 0.25, 4.0], [0.5, 3.0, -1.0, 2.0],
                               [-6.0, 0.125, 7.5, -0.75], [2.5, 1.0, -3.5, 0.0]]> : tensor<4x4xf32>
util.global public @b = dense<0.5> : tensor<4xf32>
util.global public @q = dense<[3, -7, 120, -128]> : tensor<4xi8>

// (w x + b, q as f32 * x): a matrix-vector product, a splat bias and an int8 table.
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %w = util.global.load @w : tensor<4x4xf32>
  %b = util.global.load @b : tensor<4xf32>
  %q = util.global.load @q : tensor<4xi8>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %wx = linalg.matvec ins(%w, %x : tensor<4x4xf32>, tensor<4xf32>) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  %y = arith.addf %wx, %b : tensor<4xf32>
  %qf = arith.sitofp %q : tensor<4xi8> to tensor<4xf32>
  %s = arith.mulf %qf, %x : tensor<4xf32>
  return %y, %s : tensor<4xf32>, tensor<4xf32>
}
