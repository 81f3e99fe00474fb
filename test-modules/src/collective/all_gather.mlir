// all_gather of each rank's 2 x i32 into a (ranks x 2) result whose size is taken from the channel
// at run time, so one module serves every rank count.
// jiree.description: flow.collective.all_gather si32, result shape {ranks}x2 from flow.channel.count
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main all_gather result={n}x2xi32
// jiree.rank-run: main --input=2xi32={10*r+1},{-10*r-2}
// jiree.run: main --input=2xi32=1,-2

util.func public @main(%arg0: tensor<2xi32>) -> tensor<?x2xi32> {
  %channel = flow.channel.default : !flow.channel
  %n = flow.channel.count %channel : index
  %c2 = arith.constant 2 : index
  %total = arith.muli %n, %c2 : index
  %empty = flow.tensor.empty : tensor<?xi32>{%total}
  %gathered = flow.collective.all_gather si32, %empty, %arg0, %channel :
      (tensor<?xi32>, tensor<2xi32>, !flow.channel) -> %empty as tensor<?xi32>{%total}
  %result = flow.tensor.reshape %gathered : tensor<?xi32>{%total} -> tensor<?x2xi32>{%n}
  util.return %result : tensor<?x2xi32>
}
