/** The embedding API: sessions on devices, calls with host values, results copied back; the check module. */
module io.jiree.runtime {
    requires transitive io.jiree.runtime.hal;
    requires transitive io.jiree.runtime.io;
    requires transitive io.jiree.runtime.params;

    exports io.jiree.runtime;
    exports io.jiree.runtime.check to
            io.jiree.tools;
}
