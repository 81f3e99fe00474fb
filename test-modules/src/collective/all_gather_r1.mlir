// all_gather of each rank's 2 x i32 into a 1x2 result on 1 rank(s). The shape is static: with a
// result size taken from the channel at run time the pinned compiler emits the dynamic-size
// sentinel (INT64_MIN) as the collective's element count, so each rank count has its own module.
// jiree.description: flow.collective.all_gather si32 on 1 rank(s), result 1x2
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1
// jiree.collective: main all_gather result={n}x2xi32
// jiree.rank-run: main --input=2xi32={10*r+1},{-10*r-2}
// jiree.run: main --input=2xi32=1,-2

util.func public @main(%arg0: tensor<2xi32>) -> tensor<1x2xi32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<2xi32>
  %gathered = flow.collective.all_gather si32, %empty, %arg0, %channel :
      (tensor<2xi32>, tensor<2xi32>, !flow.channel) -> %empty as tensor<2xi32>
  %result = flow.tensor.reshape %gathered : tensor<2xi32> -> tensor<1x2xi32>
  util.return %result : tensor<1x2xi32>
}
