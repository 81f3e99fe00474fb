/** VMVX executables (VM bytecode) and the vmvx VM module their code imports, on the CPU devices. */
module io.jiree.runtime.vmvx {
    requires io.jiree.vm;
    requires io.jiree.hal.local;

    provides io.jiree.hal.local.ExecutableLoader with
            io.jiree.runtime.vmvx.VmvxExecutableLoader;
}
