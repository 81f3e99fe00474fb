// send_recv around a ring: rank r sends its input to rank (r+1) mod n and receives from rank
// (r-1) mod n; the peers are computed from the channel's rank and count at run time.
// jiree.description: flow.collective.send_recv f32, ring shift by one rank
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main send_recv shift=1 result=3xf32
// jiree.rank-run: main --input=3xf32={r},{r+100},{-r-1}
// jiree.run: main --input=3xf32=0,100,-1

util.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %channel = flow.channel.default : !flow.channel
  %rank = flow.channel.rank %channel : index
  %n = flow.channel.count %channel : index
  %c1 = arith.constant 1 : index
  %next = arith.addi %rank, %c1 : index
  %send = arith.remui %next, %n : index
  %prev = arith.addi %rank, %n : index
  %prev1 = arith.subi %prev, %c1 : index
  %recv = arith.remui %prev1, %n : index
  %empty = flow.tensor.empty : tensor<3xf32>
  %r = flow.collective.send_recv f32, %empty, %arg0, %channel, %send, %recv :
      (tensor<3xf32>, tensor<3xf32>, !flow.channel, index, index) -> %empty as tensor<3xf32>
  util.return %r : tensor<3xf32>
}
