package io.jiree.tools;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.ProcessExit;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.vm.bytecode.ExecutionTracer;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code jiree} command: IREE's tools for the JVM. */
@Command(
        name = "jiree",
        mixinStandardHelpOptions = true,
        versionProvider = Jiree.Version.class,
        description = "Runs programs compiled by IREE's compiler (.vmfb) on the JVM.",
        subcommands = {
            CommandLine.HelpCommand.class,
            RunModuleCommand.class,
            CheckModuleCommand.class,
            BenchmarkModuleCommand.class,
            DumpModuleCommand.class,
            DumpParametersCommand.class,
            LaunchCommand.class,
            BatchCommand.class,
            TraceSummaryCommand.class,
            TraceMergeCommand.class,
            NcclBenchCommand.class
        })
public final class Jiree implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw Usage.missingCommand(spec);
    }

    // In a class of its own: a throw of picocli's exception in Jiree itself would make the JVM load
    // picocli's classes to verify Jiree, also for the run-module lines that never use picocli.
    private static final class Usage {
        static RuntimeException missingCommand(CommandLine.Model.CommandSpec spec) {
            return new CommandLine.ParameterException(
                    spec.commandLine(), "missing command: name one of the commands below");
        }
    }

    public static void main(String[] args) {
        if (System.getenv(FlightRecorder.DIR_VARIABLE) != null) {
            FlightRecorder.get(); // its exit and SIGUSR1 dumps work from the start, before any channel
        }
        // A rank of jiree launch ends with its launcher (no thread unless the variable is set).
        int exit;
        try {
            LauncherWatch.start(System.getenv(LauncherWatch.VARIABLE), LauncherWatch::exitWhenGone);
            exit = execute(args);
        } catch (Throwable t) {
            // Whatever escaped the commands (an Error in picocli's parsing): still one status line.
            exit = reportFailure(t, writer(System.err, "sun.stderr.encoding"));
        }
        ProcessExit.exitFromMain(exit);
    }

    /** Runs the command line and returns the process exit code (for tests and embedding). */
    public static int execute(String... args) {
        // The streams picocli would make, made here so that the IREE commands need none of picocli.
        PrintWriter out = writer(System.out, "sun.stdout.encoding");
        PrintWriter err = writer(System.err, "sun.stderr.encoding");
        Integer exit = runIreeCommand(args, out, err);
        if (exit == null) {
            CommandLine cli = commandLine();
            cli.setOut(out);
            cli.setErr(err);
            exit = execute(cli, args);
        }
        // out writes to System.out, a PrintStream that keeps its errors to itself too.
        if (exit == 0 && System.out.checkError()) {
            return reportFailure(stdoutLost(), err);
        }
        return exit;
    }

    /** Runs {@code args} with {@code cli}'s streams (the IREE commands without picocli). */
    static int execute(CommandLine cli, String... args) {
        Integer exit = runIreeCommand(args, cli.getOut(), cli.getErr());
        if (exit != null) {
            return exit;
        }
        String[] expanded;
        try {
            expanded = FlagFiles.expand(args);
        } catch (JireeException e) {
            cli.getErr().print(StatusLine.of(e) + "\n");
            cli.getErr().flush();
            return 1;
        }
        try {
            return cli.execute(expanded);
        } catch (Throwable t) {
            // picocli hands exceptions to reportFailure; an Error passes through it.
            return reportFailure(t, cli.getErr());
        }
    }

    /** The command that takes IREE's tool flags named {@code name}; null for the others. */
    static IreeCommand ireeCommand(String name) {
        return switch (name) {
            case "run-module" -> new RunModuleCommand();
            case "benchmark-module" -> new BenchmarkModuleCommand();
            case "check-module" -> new CheckModuleCommand();
            case "dump-module" -> new DumpModuleCommand();
            case "dump-parameters" -> new DumpParametersCommand();
            default -> null;
        };
    }

    /**
     * Runs an IREE command ({@code jiree run-module ...}, or {@code jiree help run-module} for its
     * flags) with {@link Flags}: its exit code, or null when {@code args} name another command.
     */
    static Integer runIreeCommand(String[] args, PrintWriter out, PrintWriter err) {
        if (args.length == 0) {
            return null;
        }
        boolean help = args.length == 2 && args[0].equals("help");
        IreeCommand command = ireeCommand(help ? args[1] : args[0]);
        if (command == null) {
            return null;
        }
        try {
            Flags flags = command.flags();
            List<String> positional =
                    help ? List.of() : flags.parse(Arrays.asList(args).subList(1, args.length));
            if (help || flags.helpRequested()) {
                flags.printHelp(out);
                return 0;
            }
            return checkWritten(endTimeline(command.run(positional, out, err), err), out, err);
        } catch (Throwable e) {
            // An Error too (out of memory, a stack overflow): one status line, never a trace.
            endTimeline(1, err);
            return reportFailure(e, err);
        } finally {
            ExecutionTracer.install(null); // a --trace_execution trace ends with its command
            out.flush();
            err.flush();
        }
    }

    /**
     * {@code exit}, or a failure when stdout lost some of what the command wrote: a PrintWriter
     * never throws (iree-run-module exits 0 with its results lost on {@code > /dev/full}; jiree
     * fails the run).
     */
    private static int checkWritten(int exit, PrintWriter out, PrintWriter err) {
        if (exit != 0 || !out.checkError()) { // checkError flushes
            return exit;
        }
        return reportFailure(stdoutLost(), err);
    }

    private static JireeException stdoutLost() {
        return new JireeException(
                StatusCode.DATA_LOSS,
                "could not write to stdout (a full disk, a closed pipe or a file that cannot be written): the"
                        + " command's output is lost; send it where there is room");
    }

    /** Ends the --trace_file timeline, if one records; a trace that could not be written fails a run that passed. */
    private static int endTimeline(int exit, PrintWriter err) {
        Timeline timeline = Timeline.active();
        if (timeline == null) {
            return exit;
        }
        try {
            timeline.close();
            return exit;
        } catch (JireeException e) {
            return exit != 0 ? exit : reportFailure(e, err);
        }
    }

    /** A writer on {@code stream} as picocli makes its own (charset from {@code property}, else the default). */
    private static PrintWriter writer(PrintStream stream, String property) {
        String name = System.getProperty(property);
        Charset charset = Charset.defaultCharset();
        if (name != null) {
            try {
                charset = Charset.forName(name.equalsIgnoreCase("cp65001") ? "UTF-8" : name);
            } catch (RuntimeException e) {
                // picocli falls back to the default charset too
            }
        }
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(stream, charset)), true);
    }

    /** Reports a failure of a command's execution on {@code err}; returns the exit code, 1. */
    static int reportFailure(Throwable ex, PrintWriter err) {
        String line = statusLine(ex);
        if (!(ex instanceof JireeException) && System.getenv("JIREE_DEBUG") != null) {
            ex.printStackTrace(err); // JIREE_DEBUG=1 adds the trace
        }
        err.print(line + "\n");
        err.flush();
        return 1;
    }

    /**
     * The status line of a failure: a {@link JireeException}'s own (one line per status, as IREE's
     * tools print a failed status); RESOURCE_EXHAUSTED for the JVM's heap or stack running out;
     * INTERNAL for anything else, a defect in jiree.
     */
    static String statusLine(Throwable ex) {
        return switch (ex) {
            case JireeException je -> StatusLine.of(je);
            case OutOfMemoryError oom ->
                "RESOURCE_EXHAUSTED; the JVM ran out of memory (" + describe(oom) + "); give it a larger heap"
                        + " (JIREE_JAVA_OPTS=-Xmx<size>, e.g. -Xmx16g; the default is a quarter of the machine's"
                        + " memory) or reduce the problem size";
            case StackOverflowError soe ->
                "RESOURCE_EXHAUSTED; the JVM ran out of stack (" + describe(soe) + "); a program or input nested"
                        + " too deeply; a larger thread stack may help (JIREE_JAVA_OPTS=-Xss<size>, e.g. -Xss16m)";
            default -> "INTERNAL; " + describe(ex) + "; this is a jiree defect, please report it with the command line";
        };
    }

    private static String describe(Throwable ex) {
        return ex.getClass().getName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage());
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Jiree());
        // IREE's inputs start with '@' (--input=@file.npy); picocli must not read them as argument files.
        cli.setExpandAtFiles(false);
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> reportFailure(ex, cmd.getErr()));
        return cli;
    }

    /** {@code jiree <version>} from the jar manifest ("development build" when running from classes). */
    static String versionText() {
        String v = Jiree.class.getPackage().getImplementationVersion();
        return "jiree " + (v == null ? "development build" : v);
    }

    /** The version for --version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {versionText()};
        }
    }
}
