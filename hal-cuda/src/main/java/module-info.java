/** The CUDA driver on the CUDA driver API. */
module io.jiree.hal.cuda {
    requires transitive io.jiree.hal;
    requires flatbuffers.java;

    // The collective back end (NCCL) plugs in here; the tools' NCCL benchmark calls the binding.
    // base's Services loads the providers on this module's behalf, so it must see the type too.
    exports io.jiree.hal.cuda to
            io.jiree.hal.cuda.nccl,
            io.jiree.tools,
            io.jiree.base;

    uses io.jiree.hal.cuda.CollectiveProvider;

    provides io.jiree.hal.DriverFactory with
            io.jiree.hal.cuda.CudaDriverFactory;
}
