/** The hardware abstraction layer's interfaces and value types; drivers plug in as DriverFactory services. */
module io.jiree.hal {
    requires transitive io.jiree.base;

    exports io.jiree.hal;

    uses io.jiree.hal.DriverFactory;
    uses io.jiree.hal.JobBootstrap;
}
