// all_reduce with sum over f32: every rank gets the elementwise sum of all ranks' inputs.
// Inputs are small binary fractions so the sum is exact in any order.
// jiree.description: flow.collective.all_reduce sum f32
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main all_reduce sum result=4xf32
// jiree.rank-run: main --input=4xf32={r+1},{10*r},{100-r},{-2*r*r}
// jiree.run: main --input=4xf32=1,0,100,0

util.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<4xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %empty as tensor<4xf32>
  util.return %sum : tensor<4xf32>
}
