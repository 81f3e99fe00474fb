package io.jiree.tools;

import java.nio.file.Path;
import java.util.List;
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

    @Option(names = "--svg", paramLabel = "FILE", description = "Also draws the trace as an SVG picture into FILE.")
    Path svg;

    @Option(
            names = "--focus",
            paramLabel = "NAME",
            description = "With --svg: draws only the time of the spans named NAME (for example module.main).")
    String focus;

    @Parameters(paramLabel = "PATH", description = "The trace file.")
    Path trace;

    @Override
    public Integer call() {
        List<TraceFiles.Event> events = TraceFiles.events(trace);
        TraceFiles.summary(events, top).forEach(spec.commandLine().getOut()::println);
        if (svg != null) {
            TraceDrawing.draw(events, svg, focus);
        }
        spec.commandLine().getOut().flush();
        return 0;
    }
}
