// reduce_scatter with sum: the 4x2 f32 inputs of all ranks are summed and rank r keeps rows
// [r*4/n, (r+1)*4/n). The result's row count (4/ranks) is taken from the channel at run time, so one
// module serves 1, 2 and 4 ranks.
// jiree.description: flow.collective.reduce_scatter sum f32, result {4/ranks}x2
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main reduce_scatter sum result={4//n}x2xf32
// jiree.rank-run: main "--input=4x2xf32=[{r} 1][{2*r} 2][{3*r} 3][{4*r} {r*r}]"
// jiree.run: main "--input=4x2xf32=[0 1][0 2][0 3][0 0]"

util.func public @main(%arg0: tensor<4x2xf32>) -> tensor<?x2xf32> {
  %channel = flow.channel.default : !flow.channel
  %n = flow.channel.count %channel : index
  %c4 = arith.constant 4 : index
  %rows = arith.divui %c4, %n : index
  %empty = flow.tensor.empty : tensor<?x2xf32>{%rows}
  %part = flow.collective.reduce_scatter sum, f32, %empty, %arg0, %channel :
      (tensor<?x2xf32>, tensor<4x2xf32>, !flow.channel) -> %empty as tensor<?x2xf32>{%rows}
  util.return %part : tensor<?x2xf32>
}
