/** JMH benchmarks against IREE's C runtime. */
module io.jiree.benchmarks {
    requires io.jiree.runtime;
    requires jmh.core;
    requires java.management; // thread CPU time
    requires jdk.management; // process CPU time

    // JMH creates the benchmark states and runs the generated harness reflectively.
    opens io.jiree.benchmarks to
            jmh.core;
    opens io.jiree.benchmarks.jmh_generated to
            jmh.core;
}
