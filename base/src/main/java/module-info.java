/**
 * Status codes, the one exception type, element types, the ref-count contract, native library and
 * environment helpers, and the process-wide diagnostics (the flight recorder, injected faults).
 */
module io.jiree.base {
    requires jdk.unsupported; // sun.misc.Signal: the flight recorder's SIGUSR1 dump

    exports io.jiree.base;
}
