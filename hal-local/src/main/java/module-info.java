/** The CPU drivers (local-sync, local-task) and the loaders of CPU executables. */
module io.jiree.hal.local {
    requires transitive io.jiree.hal;

    // The plug-in points: executable loaders (the VMVX loader) and host collectives (MPI).
    // base's Services loads their providers on this module's behalf, so it must see the types too.
    exports io.jiree.hal.local to
            io.jiree.runtime.vmvx,
            io.jiree.hal.mpi,
            io.jiree.base;

    uses io.jiree.hal.local.ExecutableLoader;
    uses io.jiree.hal.local.HostCollectiveProvider;

    provides io.jiree.hal.DriverFactory with
            io.jiree.hal.local.LocalDriverFactory;
}
