// Elementwise f32 addition: one dispatch per call.
// jiree.description: elementwise f32 add on 1-D and 2-D tensors
// jiree.targets: cpu cuda
// jiree.run: add --input=4xf32=1,2,3,4 --input=4xf32=10,20,30,40
// jiree.run: add --input=4xf32=0.5,-1.25,1e6,3 --input=4xf32=0.25
// jiree.run: add2d "--input=2x3xf32=[1 2 3][4 5 6]" "--input=2x3xf32=[0.5 0.5 0.5][-1 -2 -3]"
// Wrong input shape: the reference rejects it before running.
// jiree.run: add --input=3xf32=1,2,3 --input=4xf32=1,2,3,4

func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @add2d(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = arith.addf %a, %b : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
