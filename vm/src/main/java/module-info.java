/** The VM: values, modules, contexts, and the bytecode loader, verifier and interpreter. */
module io.jiree.vm {
    requires transitive io.jiree.base;

    exports io.jiree.vm;
    // The .vmfb loader: the runtime links it, VMVX executables are made of it, the tools dump it,
    // the benchmarks call it directly.
    exports io.jiree.vm.bytecode to
            io.jiree.runtime,
            io.jiree.runtime.vmvx,
            io.jiree.tools,
            io.jiree.benchmarks;
}
