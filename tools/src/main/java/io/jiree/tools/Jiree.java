package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.ProcessExit;
import io.jiree.hal.FlightRecorder;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code jiree} command: IREE's tools for the JVM. */
@Command(
        name = "jiree",
        mixinStandardHelpOptions = true,
        versionProvider = Jiree.Version.class,
        description = "Runs programs compiled by IREE's compiler (.vmfb) on the JVM.",
        subcommands = {CommandLine.HelpCommand.class, RunModuleCommand.class, CheckModuleCommand.class,
            BenchmarkModuleCommand.class, DumpModuleCommand.class, DumpParametersCommand.class,
            LaunchCommand.class, BatchCommand.class, NcclBenchCommand.class})
public final class Jiree implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: name one of the commands below");
    }

    public static void main(String[] args) {
        if (System.getenv(FlightRecorder.DIR_VARIABLE) != null) {
            FlightRecorder.get(); // its exit and SIGUSR1 dumps work from the start, before any channel
        }
        // A rank of jiree launch ends with its launcher (no thread unless the variable is set).
        LauncherWatch.start(System.getenv(LauncherWatch.VARIABLE), LauncherWatch::exitWhenGone);
        ProcessExit.exit(execute(args));
    }

    /** Runs the command line and returns the process exit code (for tests and embedding). */
    public static int execute(String... args) {
        return execute(commandLine(), args);
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
        return cli.execute(expanded);
    }

    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Jiree());
        // IREE's inputs start with '@' (--input=@file.npy); picocli must not read them as argument files.
        cli.setExpandAtFiles(false);
        cli.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            String line;
            if (ex instanceof JireeException je) {
                // One line per status, as IREE's tools print a failed status.
                line = StatusLine.of(je);
            } else {
                // Anything else is a defect in jiree; still one line (JIREE_DEBUG=1 adds the trace).
                line = "INTERNAL; " + ex.getClass().getName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage())
                        + "; this is a jiree defect, please report it with the command line";
                if (System.getenv("JIREE_DEBUG") != null) {
                    ex.printStackTrace(cmd.getErr());
                }
            }
            cmd.getErr().print(line + "\n");
            cmd.getErr().flush();
            return 1;
        });
        CommandLine.IParameterExceptionHandler usage = cli.getParameterExceptionHandler();
        cli.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            if (cmd.getCommand() instanceof IreeFlags) {
                // IREE's tools reject an unknown or malformed flag with one status line and exit code 1.
                String message = ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
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
