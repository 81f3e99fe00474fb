/** MPI collectives for the CPU devices, and the MPI job bootstrap for NCCL. */
module io.jiree.hal.mpi {
    requires io.jiree.hal.local;

    // The tools' launcher asks it how MPI is started.
    exports io.jiree.hal.mpi to
            io.jiree.tools;

    provides io.jiree.hal.JobBootstrap with
            io.jiree.hal.mpi.MpiJobBootstrap;
    provides io.jiree.hal.local.HostCollectiveProvider with
            io.jiree.hal.mpi.MpiCollectiveProvider;
}
