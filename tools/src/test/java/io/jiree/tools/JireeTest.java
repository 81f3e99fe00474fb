package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
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
}
