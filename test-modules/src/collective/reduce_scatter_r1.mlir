// reduce_scatter with sum on 1 rank(s): the 4x2 f32 inputs of all ranks are summed and rank r keeps
// rows [r*4/1, (r+1)*4/1). Static shapes: a result size computed from the channel at run time
// makes the pinned compiler pass an element count of 0, so each rank count has its own module.
// jiree.description: flow.collective.reduce_scatter sum f32 on 1 rank(s), result 4x2
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1
// jiree.collective: main reduce_scatter sum result={4//n}x2xf32
// jiree.rank-run: main "--input=4x2xf32=[{r} 1][{2*r} 2][{3*r} 3][{4*r} {r*r}]"
// jiree.run: main "--input=4x2xf32=[0 1][0 2][0 3][0 0]"

util.func public @main(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<4x2xf32>
  %part = flow.collective.reduce_scatter sum, f32, %empty, %arg0, %channel :
      (tensor<4x2xf32>, tensor<4x2xf32>, !flow.channel) -> %empty as tensor<4x2xf32>
  util.return %part : tensor<4x2xf32>
}
