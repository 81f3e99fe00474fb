/** NCCL collectives for the CUDA driver. */
module io.jiree.hal.cuda.nccl {
    requires io.jiree.hal.cuda;

    // The tools' NCCL benchmark calls the binding directly.
    exports io.jiree.hal.cuda.nccl to
            io.jiree.tools;

    provides io.jiree.hal.cuda.CollectiveProvider with
            io.jiree.hal.cuda.nccl.NcclCollectiveProvider;
}
