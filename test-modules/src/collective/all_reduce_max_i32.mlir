// all_reduce with max over signed i32: every rank gets the elementwise maximum.
// jiree.description: flow.collective.all_reduce maximum si32
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main all_reduce max result=5xi32
// jiree.rank-run: main --input=5xi32={r*7%5},{-r-1},{100-r*r},{r},{-2147483647+r}
// jiree.run: main --input=5xi32=0,-1,100,0,-2147483647

util.func public @main(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<5xi32>
  %max = flow.collective.all_reduce maximum, si32, %empty, %arg0, %channel :
      (tensor<5xi32>, tensor<5xi32>, !flow.channel) -> %empty as tensor<5xi32>
  util.return %max : tensor<5xi32>
}
