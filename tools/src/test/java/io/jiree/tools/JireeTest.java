package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class JireeTest {
    private record Result(int exit, String out, String err) {}

    private static Result run(String... args) {
        CommandLine cli = Jiree.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    @Test
    void versionAndHelp() {
        Result r = run("--version");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("jiree "), r.out());
        r = run("--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("Usage: jiree"), r.out());
    }

    @Test
    void everyCommandIsListed() {
        Result r = run("--help");
        for (String command :
                new String[] {"run-module", "check-module", "benchmark-module", "dump-module", "launch"}) {
            assertTrue(r.out().contains("  " + command + " "), command + " missing from:\n" + r.out());
        }
        assertTrue(!r.out().contains("batch"), "the batch command is internal:\n" + r.out());
    }

    @Test
    void unknownOptionIsAUsageError() {
        Result r = run("--no-such-flag");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Unknown option: '--no-such-flag'"), r.err());
    }

    /** A stdout whose first write throws what {@code error} makes. */
    private static PrintWriter throwing(Supplier<Throwable> error) {
        return new PrintWriter(new Writer() {
            @Override
            public void write(char[] buf, int off, int len) {
                Throwable t = error.get();
                if (t instanceof Error e) {
                    throw e;
                }
                throw (RuntimeException) t;
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
    }

    private static final String ADD = Cli.resource("dump/add.vmfb").toString();

    private static Cli.Result runAdd(PrintWriter out) {
        return Cli.run(
                out,
                "run-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2");
    }

    @Test
    void anErrorOfACommandIsOneStatusLine() {
        Cli.Result r = runAdd(throwing(() -> new OutOfMemoryError("Java heap space")));
        assertEquals(1, r.exit());
        assertTrue(
                r.err()
                        .startsWith("RESOURCE_EXHAUSTED; the JVM ran out of memory (java.lang.OutOfMemoryError: "
                                + "Java heap space)"),
                r.err());
        assertTrue(r.err().contains("JIREE_JAVA_OPTS=-Xmx"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        r = runAdd(throwing(StackOverflowError::new));
        assertEquals(1, r.exit());
        assertTrue(
                r.err().startsWith("RESOURCE_EXHAUSTED; the JVM ran out of stack (java.lang.StackOverflowError)"),
                r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        r = runAdd(throwing(() -> new NoClassDefFoundError("x/Y")));
        assertEquals(1, r.exit());
        assertEquals(
                "INTERNAL; java.lang.NoClassDefFoundError: x/Y; this is a jiree defect, please report it with "
                        + "the command line\n",
                r.err());
        // Exceptions other than JireeException are reported as before.
        r = runAdd(throwing(() -> new IllegalStateException("boom")));
        assertEquals(1, r.exit());
        assertEquals(
                "INTERNAL; java.lang.IllegalStateException: boom; this is a jiree defect, please report it "
                        + "with the command line\n",
                r.err());
    }

    @Test
    void resultsThatCannotBeWrittenFailTheRun() {
        // iree-run-module exits 0 with its results lost on `> /dev/full`; jiree fails the run.
        PrintWriter full = new PrintWriter(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        });
        Cli.Result r = runAdd(full);
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("DATA_LOSS; could not write to stdout"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
