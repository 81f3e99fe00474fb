/** The hal VM module that compiled programs import: VM calls onto the HAL's objects. */
module io.jiree.runtime.hal {
    requires transitive io.jiree.vm;
    requires transitive io.jiree.hal;

    exports io.jiree.runtime.hal;
}
