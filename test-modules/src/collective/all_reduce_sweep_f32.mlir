// all_reduce with sum over f32 at 1 MiB, 2 MiB, ... 1 GiB (functions mib1 .. mib1024), for timing
// the collective through the runtime against ncclAllReduce called directly (gpu-kit/check).
// jiree.description: flow.collective.all_reduce sum f32, 1 MiB to 1 GiB, for bandwidth timings
// jiree.targets: cuda

util.func public @mib1(%arg0: tensor<262144xf32>) -> tensor<262144xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<262144xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<262144xf32>, tensor<262144xf32>, !flow.channel) -> %empty as tensor<262144xf32>
  util.return %sum : tensor<262144xf32>
}

util.func public @mib2(%arg0: tensor<524288xf32>) -> tensor<524288xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<524288xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<524288xf32>, tensor<524288xf32>, !flow.channel) -> %empty as tensor<524288xf32>
  util.return %sum : tensor<524288xf32>
}

util.func public @mib4(%arg0: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<1048576xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<1048576xf32>, tensor<1048576xf32>, !flow.channel) -> %empty as tensor<1048576xf32>
  util.return %sum : tensor<1048576xf32>
}

util.func public @mib8(%arg0: tensor<2097152xf32>) -> tensor<2097152xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<2097152xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<2097152xf32>, tensor<2097152xf32>, !flow.channel) -> %empty as tensor<2097152xf32>
  util.return %sum : tensor<2097152xf32>
}

util.func public @mib16(%arg0: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<4194304xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<4194304xf32>, tensor<4194304xf32>, !flow.channel) -> %empty as tensor<4194304xf32>
  util.return %sum : tensor<4194304xf32>
}

util.func public @mib32(%arg0: tensor<8388608xf32>) -> tensor<8388608xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<8388608xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<8388608xf32>, tensor<8388608xf32>, !flow.channel) -> %empty as tensor<8388608xf32>
  util.return %sum : tensor<8388608xf32>
}

util.func public @mib64(%arg0: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<16777216xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<16777216xf32>, tensor<16777216xf32>, !flow.channel) -> %empty as tensor<16777216xf32>
  util.return %sum : tensor<16777216xf32>
}

util.func public @mib128(%arg0: tensor<33554432xf32>) -> tensor<33554432xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<33554432xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<33554432xf32>, tensor<33554432xf32>, !flow.channel) -> %empty as tensor<33554432xf32>
  util.return %sum : tensor<33554432xf32>
}

util.func public @mib256(%arg0: tensor<67108864xf32>) -> tensor<67108864xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<67108864xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<67108864xf32>, tensor<67108864xf32>, !flow.channel) -> %empty as tensor<67108864xf32>
  util.return %sum : tensor<67108864xf32>
}

util.func public @mib512(%arg0: tensor<134217728xf32>) -> tensor<134217728xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<134217728xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<134217728xf32>, tensor<134217728xf32>, !flow.channel) -> %empty as tensor<134217728xf32>
  util.return %sum : tensor<134217728xf32>
}

util.func public @mib1024(%arg0: tensor<268435456xf32>) -> tensor<268435456xf32> {
  %channel = flow.channel.default : !flow.channel
  %empty = flow.tensor.empty : tensor<268435456xf32>
  %sum = flow.collective.all_reduce sum, f32, %empty, %arg0, %channel :
      (tensor<268435456xf32>, tensor<268435456xf32>, !flow.channel) -> %empty as tensor<268435456xf32>
  util.return %sum : tensor<268435456xf32>
}
