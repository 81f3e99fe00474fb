package io.jiree.tools;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Hidden: runs many jiree command lines in this one JVM, one after another, to spare the JVM start
 * per case in the differential CI stage. Each line of the cases file is a case name and its
 * arguments, separated by tabs. Case {@code name} writes {@code <dir>/<name>/jiree.out},
 * {@code jiree.err} and {@code jiree.rc}: what the command printed to its stdout and stderr
 * (including anything written to {@code System.out}/{@code System.err} meanwhile) and its exit code.
 */
@Command(name = "batch", hidden = true, description = "Runs the command lines of a cases file in one JVM.")
final class BatchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "CASES")
    Path cases;

    @Parameters(index = "1", paramLabel = "DIR")
    Path dir;

    @Override
    public Integer call() throws IOException {
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        for (String line : Files.readAllLines(cases, StandardCharsets.UTF_8)) {
            if (line.isEmpty()) {
                continue;
            }
            List<String> fields = Arrays.asList(line.split("\t", -1));
            Path caseDir = dir.resolve(fields.getFirst());
            Files.createDirectories(caseDir);
            String[] args = fields.subList(1, fields.size()).toArray(String[]::new);
            int rc;
            try (PrintStream out = new PrintStream(
                            new FileOutputStream(caseDir.resolve("jiree.out").toFile()),
                            false,
                            StandardCharsets.UTF_8);
                    PrintStream err = new PrintStream(
                            new FileOutputStream(caseDir.resolve("jiree.err").toFile()),
                            false,
                            StandardCharsets.UTF_8)) {
                System.setOut(out);
                System.setErr(err);
                try {
                    CommandLine cli = Jiree.commandLine();
                    cli.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true));
                    cli.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
                    rc = Jiree.execute(cli, args);
                    cli.getOut().flush();
                    cli.getErr().flush();
                } catch (Throwable t) {
                    t.printStackTrace(err);
                    rc = 70;
                } finally {
                    System.out.flush();
                    System.err.flush();
                    System.setOut(realOut);
                    System.setErr(realErr);
                }
            }
            Files.writeString(caseDir.resolve("jiree.rc"), rc + "\n");
        }
        return 0;
    }
}
