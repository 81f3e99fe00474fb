package io.jiree.tools;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/** Runs the jiree command line in-process with captured output. */
final class Cli {
    record Result(int exit, String out, String err) {}

    private Cli() {}

    static Result run(String... args) {
        CommandLine cli = Jiree.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = Jiree.execute(cli, args);
        return new Result(exit, out.toString(), err.toString());
    }

    /** Runs {@code args} with {@code out} as stdout (a writer that fails, in tests of output errors). */
    static Result run(PrintWriter out, String... args) {
        CommandLine cli = Jiree.commandLine();
        StringWriter err = new StringWriter();
        cli.setOut(out);
        cli.setErr(new PrintWriter(err));
        int exit = Jiree.execute(cli, args);
        return new Result(exit, "", err.toString());
    }

    /** The checkout root (surefire passes it; fall back to the parent of the module directory). */
    static Path repoRoot() {
        String root = System.getProperty("jiree.repo.root");
        return root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
    }

    static Path resource(String name) {
        return repoRoot().resolve("tools/src/test/resources/io/jiree/tools").resolve(name);
    }
}
