// broadcast from the last rank: every rank receives the input of rank (n-1). flow has no broadcast
// op, so this is written with stream ops; the root is computed from the channel at run time.
// jiree.description: stream.async.collective broadcast f32 from root rank n-1
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1 2 4
// jiree.collective: main broadcast root={n-1} result=4xf32
// jiree.rank-run: main --input=4xf32={r},{r*r},{-r},{3*r+1}
// jiree.run: main --input=4xf32=0,0,0,0

util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %channel = stream.channel.create : !stream.channel
  %n = stream.channel.count %channel : index
  %last = arith.subi %n, %c1 : index
  %root = arith.index_cast %last : index to i32
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %send = stream.async.transfer %in : !stream.resource<external>{%c16} -> !stream.resource<*>{%c16}
  %recv = stream.async.alloca : !stream.resource<*>{%c16}
  %0 = stream.async.collective<broadcast : f32>[%c4] channel(%channel) source(%root)
      %send[%c0 to %c16 for %c16], %recv[%c0 to %c16 for %c16] :
      !stream.resource<*>{%c16} -> %recv as !stream.resource<*>{%c16}
  %1 = stream.async.transfer %0 : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %result = stream.tensor.export %1 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %result : !hal.buffer_view
}
