package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ReferenceTools;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * docs/flags.md against the pinned IREE tools' {@code --help} and jiree's commands: every flag a
 * pinned tool prints is in the table for that command and known to the jiree command, and every
 * flag a jiree command knows is in the table. Without the pinned tools ({@link ReferenceTools}) the
 * comparison with their help is skipped, unless {@code JIREE_REFERENCE_REQUIRED=1} (CI) makes that
 * a failure.
 */
class FlagTableTest {
    private static final List<String> COMMANDS =
            List.of("run-module", "benchmark-module", "check-module", "dump-module", "dump-parameters");
    private static final Set<String> STATUSES = Set.of("yes", "accepted", "refused", "jiree");
    private static final Pattern ROW =
            Pattern.compile("^\\| `--([a-z0-9_]+)` \\| ([a-z, -]+) \\| ([a-z]+) \\| (.+) \\|$");

    /** The table: each flag's commands (a flag may have a row per group of commands). */
    private static Map<String, Set<String>> table() throws IOException {
        Map<String, Set<String>> rows = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Cli.repoRoot().resolve("docs/flags.md"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("| `--")) {
                continue;
            }
            Matcher m = ROW.matcher(line);
            assertTrue(m.matches(), "a table row is | `--flag` | commands | status | what jiree does |: " + line);
            assertTrue(STATUSES.contains(m.group(3)), "unknown status in " + line);
            for (String command : m.group(2).split(", ")) {
                assertTrue(COMMANDS.contains(command), "unknown command '" + command + "' in " + line);
                rows.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(command);
            }
        }
        return rows;
    }

    @Test
    void everyFlagOfEveryJireeCommandIsInTheTable() throws IOException {
        Map<String, Set<String>> table = table();
        for (String command : COMMANDS) {
            for (String flag : Jiree.ireeCommand(command).flags().names()) {
                assertTrue(
                        table.getOrDefault(flag, Set.of()).contains(command),
                        "jiree " + command + " --" + flag + " is not in docs/flags.md");
            }
        }
        for (Map.Entry<String, Set<String>> row : table.entrySet()) {
            for (String command : row.getValue()) {
                assertTrue(
                        Jiree.ireeCommand(command).flags().names().contains(row.getKey()),
                        "docs/flags.md lists --" + row.getKey() + " for " + command + ", which does not know it");
            }
        }
    }

    @Test
    void everyFlagOfThePinnedToolsIsInTheTableAndKnown() throws IOException, InterruptedException {
        Path bin = referenceTools();
        Map<String, Set<String>> table = table();
        int total = 0;
        for (String command : List.of("run-module", "benchmark-module", "dump-module", "dump-parameters")) {
            Set<String> flags = helpFlags(bin.resolve("iree-" + command));
            assertTrue(flags.contains("help") && flags.contains("flagfile"), command + ": " + flags);
            Set<String> known = Jiree.ireeCommand(command).flags().names();
            List<String> missing = new ArrayList<>();
            for (String flag : flags) {
                if (!table.getOrDefault(flag, Set.of()).contains(command) || !known.contains(flag)) {
                    missing.add(flag);
                }
            }
            assertEquals(
                    List.of(), missing, "iree-" + command + " flags missing from docs/flags.md or jiree " + command);
            total += flags.size();
        }
        assertTrue(total > 190, "the pinned tools' help lists " + total + " flags");
    }

    /**
     * The flags a tool's {@code --help} lists: the last line of each block, {@code --name=value}
     * or {@code # --name...} for flags without a default, and Google Benchmark's
     * {@code [--name=...]} usage lines.
     */
    static Set<String> helpFlags(Path tool) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(tool.toString(), "--help")
                .redirectErrorStream(true)
                .start();
        String help = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), tool + " --help did not finish");
        String[] lines = help.split("\n", -1);
        Set<String> flags = new TreeSet<>();
        Pattern flag = Pattern.compile("^(?:# )?--([a-z0-9_]+)");
        Pattern usage = Pattern.compile("\\[--([a-z0-9_]+)=");
        for (int i = 0; i < lines.length; i++) {
            Matcher m = flag.matcher(lines[i]);
            if (m.find() && (i + 1 == lines.length || lines[i + 1].isBlank())) {
                flags.add(m.group(1));
            }
            Matcher u = usage.matcher(lines[i]);
            while (u.find()) {
                flags.add(u.group(1));
            }
        }
        return flags;
    }

    /** The pinned reference tools' directory; skips (or fails where they are required) without them. */
    private static Path referenceTools() {
        String missing = ReferenceTools.missing(
                Cli.repoRoot(), "iree-run-module", "iree-benchmark-module", "iree-dump-module", "iree-dump-parameters");
        if (missing != null && ReferenceTools.required()) {
            throw new AssertionError(missing);
        }
        Assumptions.assumeTrue(missing == null, missing);
        return ReferenceTools.bin(Cli.repoRoot());
    }
}
