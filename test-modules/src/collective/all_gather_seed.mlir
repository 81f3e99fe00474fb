// The NCCL integration's sample: every rank contributes the constant [101, 102]; all_gather over the
// default channel of 2 ranks gives [[101 102][101 102]] on each. Written with stream ops, as the
// sample was, in the pinned compiler's spelling (`stream.channel.create` replaces the removed
// `stream.channel.default`; no queue affinity is needed). Inherently for 2 ranks: the 2x2 result
// holds exactly two contributions.
// jiree.description: seed sample: stream.async.collective all_gather si32 of a constant, 2 ranks
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 2
// jiree.collective: main all_gather send=2xi32=101,102 result=2x2xi32
// jiree.rank-run: main
// Without a collective channel (IREE's CPU runtime has none) the reference fails in channel creation.
// jiree.run: main

util.func public @main() -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %input_cst = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> =
    dense<[101, 102]> : tensor<2xi32>
  %input = stream.async.transfer %input_cst :
    !stream.resource<constant>{%c8} -> !stream.resource<*>{%c8}
  %fill_val = arith.constant -1 : i32
  %output = stream.tensor.splat %fill_val : i32 -> tensor<2x2xi32> in !stream.resource<*>{%c16}
  %channel = stream.channel.create : !stream.channel
  %0 = stream.async.collective<all_gather : si32>[%c2] channel(%channel)
      %input[%c0 to %c8 for %c8],
      %output[%c0 to %c16 for %c16] :
      !stream.resource<*>{%c8} -> %output as !stream.resource<*>{%c16}
  %1 = stream.async.transfer %0 :
    !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %result = stream.tensor.export %1 :
    tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %result : !hal.buffer_view
}
