package io.jiree.tools;

import io.jiree.base.FlightRecorder;
import io.jiree.base.JireeException;
import io.jiree.base.ProcessExit;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Arrays;
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
        LauncherWatch.start(System.getenv(LauncherWatch.VARIABLE), LauncherWatch::exitWhenGone);
        ProcessExit.exitFromMain(execute(args));
    }

    /** Runs the command line and returns the process exit code (for tests and embedding). */
    public static int execute(String... args) {
        // The streams picocli would make, made here so that the plain path needs none of picocli.
        PrintWriter out = writer(System.out, "sun.stdout.encoding");
        PrintWriter err = writer(System.err, "sun.stderr.encoding");
        String[] expanded;
        try {
            expanded = FlagFiles.expand(args);
        } catch (JireeException e) {
            err.print(StatusLine.of(e) + "\n");
            err.flush();
            return 1;
        }
        Integer plain = runPlain(expanded, out, err);
        if (plain != null) {
            return plain;
        }
        CommandLine cli = commandLine();
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(expanded);
    }

    /** Runs {@code args} on {@code cli} after expanding IREE's --flagfile= arguments. */
    static int execute(CommandLine cli, String... args) {
        String[] expanded;
        try {
            expanded = FlagFiles.expand(args);
        } catch (JireeException e) {
            cli.getErr().print(StatusLine.of(e) + "\n");
            cli.getErr().flush();
            return 1;
        }
        Integer plain = runPlain(expanded, cli.getOut(), cli.getErr());
        return plain != null ? plain : cli.execute(expanded);
    }

    /**
     * Runs a run-module command line of plain flags without picocli (see {@link PlainFlags}), as
     * picocli would run it: the same command object, exit code and failure line. Null when picocli
     * must run it.
     */
    static Integer runPlain(String[] args, PrintWriter out, PrintWriter err) {
        if (args.length == 0 || !args[0].equals("run-module")) {
            return null;
        }
        RunModuleCommand command = new RunModuleCommand();
        if (!command.plainFlags().parse(Arrays.asList(args).subList(1, args.length))) {
            return null;
        }
        command.out = out;
        command.err = err;
        try {
            return command.call();
        } catch (Exception e) {
            return reportFailure(e, err);
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
    static int reportFailure(Exception ex, PrintWriter err) {
        String line;
        if (ex instanceof JireeException je) {
            // One line per status, as IREE's tools print a failed status.
            line = StatusLine.of(je);
        } else {
            // Anything else is a defect in jiree; still one line (JIREE_DEBUG=1 adds the trace).
            line = "INTERNAL; " + ex.getClass().getName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage())
                    + "; this is a jiree defect, please report it with the command line";
            if (System.getenv("JIREE_DEBUG") != null) {
                ex.printStackTrace(err);
            }
        }
        err.print(line + "\n");
        err.flush();
        return 1;
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Jiree());
        // IREE's inputs start with '@' (--input=@file.npy); picocli must not read them as argument files.
        cli.setExpandAtFiles(false);
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> reportFailure(ex, cmd.getErr()));
        CommandLine.IParameterExceptionHandler usage = cli.getParameterExceptionHandler();
        cli.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            if (cmd.getCommand() instanceof IreeFlags) {
                // IREE's tools reject an unknown or malformed flag with one status line and exit code 1.
                String message = ex instanceof CommandLine.UnmatchedArgumentException u
                                && !u.getUnmatched().isEmpty()
                        ? "INVALID_ARGUMENT; flag '" + flagName(u.getUnmatched().getFirst()) + "' not recognized"
                        : "INVALID_ARGUMENT; " + ex.getMessage();
                cmd.getErr().print(message + "\n");
                cmd.getErr().flush();
                return 1;
            }
            return usage.handleParseException(ex, args);
        });
        return cli;
    }

    private static String flagName(String arg) {
        String name = arg.replaceFirst("^--?", "");
        int eq = name.indexOf('=');
        return eq < 0 ? name : name.substring(0, eq);
    }

    /** The version from the jar manifest, or "development" when running from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Jiree.class.getPackage().getImplementationVersion();
            return new String[] {"jiree " + (v == null ? "development build" : v)};
        }
    }
}
