/**
 * Status codes, the one exception type, element types, the ref-count contract, native library and
 * environment helpers, and the process-wide diagnostics (the flight recorder, injected faults).
 */
module io.jiree.base {
    requires jdk.unsupported; // sun.misc.Signal: the flight recorder's SIGUSR1 dump
    requires jdk.jfr; // the timeline's spans as JFR events while a recording runs

    exports io.jiree.base;
}
