// stablehlo.all_gather of each rank's 2 x i32 into a 4 x i32 result on 2 ranks, as a JAX or
// TensorFlow program writes it. The compiler records the *result's* element count (4) on the
// collective, where the stream dialect records the per-rank count; jiree tells them apart by the
// binding lengths (CollectiveOp.allGatherPerRankCount), so this runs correctly on MPI and NCCL.
// jiree.description: stablehlo.all_gather si32 on 2 ranks, result 4xi32 (result element count)
// jiree.targets: llvm-cpu cuda
// jiree.ranks: 2
// jiree.collective: main all_gather result=4xi32
// jiree.rank-run: main --input=2xi32={10*r+1},{-10*r-2}

func.func @main(%arg0: tensor<2xi32>) -> tensor<4xi32> {
  %0 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<2xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
