/** The jiree command line. */
module io.jiree.tools {
    requires io.jiree.runtime;
    requires io.jiree.hal.cuda;
    requires io.jiree.hal.cuda.nccl;
    requires io.jiree.hal.mpi;
    requires info.picocli;

    // Picocli sets the commands' option fields reflectively.
    opens io.jiree.tools to
            info.picocli;
}
