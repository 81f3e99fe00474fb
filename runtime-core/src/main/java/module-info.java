/** The embedded runtime API, the hal, check, vmvx and io_parameters VM modules, tensor I/O. */
module io.jiree.runtime {
    requires transitive io.jiree.vm;
    requires transitive io.jiree.hal;
    requires io.jiree.hal.local;

    exports io.jiree.runtime;
    exports io.jiree.runtime.io;
    exports io.jiree.runtime.params;
    exports io.jiree.runtime.hal;
    exports io.jiree.runtime.check to
            io.jiree.tools;

    provides io.jiree.hal.local.ExecutableLoader with
            io.jiree.runtime.vmvx.VmvxExecutableLoader;
}
