package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code jiree trace-merge --output=FILE DIR}: the ranks' timelines of a job started by another
 * launcher (mpiexec, a batch system) merged as {@code jiree launch --trace_file} merges its own.
 */
@Command(
        name = "trace-merge",
        description = {
            "Merges the timelines of a job's ranks into one trace, one process per rank on one clock, as jiree launch"
                    + " --trace_file does for the jobs it starts.",
            "Each rank writes its timeline to DIR/rank<R>.json when it runs with " + Timeline.DIR_VARIABLE + "=DIR.",
            "Example: mpiexec -n 2 env " + Timeline.DIR_VARIABLE + "=/tmp/job jiree run-module --device=local-task ...;"
                    + " jiree trace-merge --output=job.json /tmp/job"
        })
final class TraceMergeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--output", required = true, paramLabel = "FILE", description = "The merged trace.")
    Path output;

    @Parameters(paramLabel = "DIR", description = "The directory the ranks wrote their rank<R>.json to.")
    Path dir;

    @Override
    public Integer call() {
        if (!Files.isDirectory(dir)) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "%s is not a directory; name the directory the ranks ran with %s=DIR",
                    dir,
                    Timeline.DIR_VARIABLE);
        }
        int ranks = TraceFiles.merge(dir, output);
        if (ranks == 0) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "%s holds no rank<R>.json; did the ranks run with %s=%s?",
                    dir,
                    Timeline.DIR_VARIABLE,
                    dir);
        }
        spec.commandLine().getErr().println("trace of " + ranks + " rank(s): " + output);
        spec.commandLine().getErr().flush();
        return 0;
    }
}
