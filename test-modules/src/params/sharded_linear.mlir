// A row-parallel linear layer over two ranks: the 2x4 weight w is split by columns, and rank r is
// given only its shard, w[:, 2r:2r+2], as the parameter "model"::"w" of its own archive
// (params/shard{r}.irpa, written by tools/make_parameters.py). Every rank gets the whole input x
// (4 elements), multiplies its shard by its half x[2r:2r+2] and all-reduces the partial products,
// so every rank ends with the full w @ x.
//
// The all_reduce itself is derived (tools/collective_expected.py), but what each rank sends is its
// partial product, which the derivation cannot compute from the inputs: `send=` states it, worked
// out by hand from the shards. For w = [[1.5, -2, 0.25, 3], [-1, 0.5, 2, -0.75]]:
//   x = 2,4,4,8:  rank 0 sends (1.5*2 - 2*4, -1*2 + 0.5*4) = (-5, 0),
//                 rank 1 sends (0.25*4 + 3*8, 2*4 - 0.75*8) = (25, 2);   w @ x = (20, 2)
//   x = -4,2,8,0: rank 0 sends (-6 - 4, 4 + 1) = (-10, 5), rank 1 sends (2, 16);   w @ x = (-8, 21)
// written as linear templates in r. All values are exact in f32.
//
// llvm-cpu only: the CUDA builds hold a dispatch (the matvec), which the libcuda stand-in the
// SPMD suite runs on does not execute.
// jiree.description: row-parallel linear layer, each of 2 ranks loading its own weight shard, all_reduce sum
// jiree.targets: llvm-cpu
// jiree.ranks: 2
// jiree.parameters: model=test-modules/params/shard0.irpa
// jiree.collective: main all_reduce sum result=2xf32 send=2xf32={30*r-5},{2*r}
// jiree.rank-run: main --parameters=model=test-modules/params/shard{r}.irpa --input=4xf32=2,4,4,8
// jiree.collective: main2 all_reduce sum result=2xf32 send=2xf32={12*r-10},{11*r+5}
// jiree.rank-run: main2 --parameters=model=test-modules/params/shard{r}.irpa --input=4xf32=-4,2,8,0
// jiree.run: main --input=4xf32=2,4,4,8

util.global private @w = #flow.parameter.named<"model"::"w"> : tensor<2x2xf32>

util.func private @partial(%x: tensor<4xf32>) -> tensor<2xf32> {
  %channel = flow.channel.default : !flow.channel
  %rank = flow.channel.rank %channel : index
  %c2 = arith.constant 2 : index
  %offset = arith.muli %rank, %c2 : index
  %xr = tensor.extract_slice %x[%offset] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %w = util.global.load @w : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2xf32>) -> tensor<2xf32>
  %y = linalg.matvec ins(%w, %xr : tensor<2x2xf32>, tensor<2xf32>) outs(%acc : tensor<2xf32>) -> tensor<2xf32>
  util.return %y : tensor<2xf32>
}

util.func private @reduce(%y: tensor<2xf32>) -> tensor<2xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<2xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %y, %channel :
      (tensor<2xf32>, tensor<2xf32>, !flow.channel) -> %empty as tensor<2xf32>
  util.return %sum : tensor<2xf32>
}

util.func public @main(%x: tensor<4xf32>) -> tensor<2xf32> {
  %y = util.call @partial(%x) : (tensor<4xf32>) -> tensor<2xf32>
  %sum = util.call @reduce(%y) : (tensor<2xf32>) -> tensor<2xf32>
  util.return %sum : tensor<2xf32>
}

// The same computation as a second export, so each input set has its own send data.
util.func public @main2(%x: tensor<4xf32>) -> tensor<2xf32> {
  %y = util.call @partial(%x) : (tensor<4xf32>) -> tensor<2xf32>
  %sum = util.call @reduce(%y) : (tensor<2xf32>) -> tensor<2xf32>
  util.return %sum : tensor<2xf32>
}
