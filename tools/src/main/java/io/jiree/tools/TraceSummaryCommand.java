package io.jiree.tools;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jiree trace-summary PATH}: where a traced run's time went, per rank. */
@Command(
        name = "trace-summary",
        description = "Prints the calls, queue operations, dispatches and collectives of a trace"
                + " (--trace_file, or jiree launch --trace_file) that took the most time, per process (rank).")
final class TraceSummaryCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--top", defaultValue = "10", description = "How many names per category and rank.")
    int top;

    @Parameters(paramLabel = "PATH", description = "The trace file.")
    Path trace;

    @Override
    public Integer call() {
        TraceFiles.summary(trace, top).forEach(spec.commandLine().getOut()::println);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
