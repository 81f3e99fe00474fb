package io.jiree.tools;

import java.io.PrintWriter;
import java.util.List;

/**
 * A command that takes IREE's tool flags: run-module, benchmark-module, check-module, dump-module
 * and dump-parameters. {@link Jiree} reads their flags with {@link Flags} as the IREE tools read
 * theirs (never with picocli, whose model of a command costs more to build than a small run), and
 * prints the flags as {@code --help}.
 */
interface IreeCommand {
    /** This command's flags, each bound to where its value goes; a new command has the defaults. */
    Flags flags();

    /** Runs the command after its flags were applied; returns the exit code. */
    int run(List<String> positional, PrintWriter out, PrintWriter err) throws Exception;
}
