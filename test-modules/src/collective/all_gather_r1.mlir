// all_gather of each rank's 2 x i32 into a 1x2 result on 1 rank(s), written with stream ops
// and an explicit per-rank element count, as the seed's sample is. (flow.collective.all_gather
// lowers with the result's element count, 1x2 here, where NCCL's all_gather takes the count
// each rank sends; a module built from it overruns its send buffer on more than one rank.)
// jiree.description: stream.async.collective all_gather si32 on 1 rank(s), result 1x2
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 1
// jiree.collective: main all_gather result={n}x2xi32
// jiree.rank-run: main --input=2xi32={10*r+1},{-10*r-2}
// jiree.run: main --input=2xi32=1,-2

util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %ct = arith.constant 8 : index
  %imported = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2xi32> in !stream.resource<external>{%c8}
  %input = stream.async.transfer %imported :
    !stream.resource<external>{%c8} -> !stream.resource<*>{%c8}
  %fill_val = arith.constant -1 : i32
  %output = stream.tensor.splat %fill_val : i32 -> tensor<1x2xi32> in !stream.resource<*>{%ct}
  %channel = stream.channel.create : !stream.channel
  %0 = stream.async.collective<all_gather : si32>[%c2] channel(%channel)
      %input[%c0 to %c8 for %c8],
      %output[%c0 to %ct for %ct] :
      !stream.resource<*>{%c8} -> %output as !stream.resource<*>{%ct}
  %1 = stream.async.transfer %0 :
    !stream.resource<*>{%ct} -> !stream.resource<external>{%ct}
  %result = stream.tensor.export %1 :
    tensor<1x2xi32> in !stream.resource<external>{%ct} -> !hal.buffer_view
  util.return %result : !hal.buffer_view
}
