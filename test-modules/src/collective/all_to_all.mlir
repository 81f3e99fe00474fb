// all_to_all: each rank's 4 x i32 are split into (ranks) equal blocks; rank r receives block r of
// every rank, in rank order.
// jiree.description: flow.collective.all_to_all si32 on 4 elements
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main all_to_all result=4xi32
// jiree.rank-run: main --input=4xi32={10*r},{10*r+1},{10*r+2},{10*r+3}
// jiree.run: main --input=4xi32=0,1,2,3

util.func public @main(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<4xi32>
  %r = flow.collective.all_to_all si32, %empty, %arg0, %channel :
      (tensor<4xi32>, tensor<4xi32>, !flow.channel) -> %empty as tensor<4xi32>
  util.return %r : tensor<4xi32>
}
