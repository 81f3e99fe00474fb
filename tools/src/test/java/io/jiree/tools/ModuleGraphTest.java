package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module graph drawn in docs/architecture.md is the one the module-info files declare: for
 * every Maven module, the jiree modules it requires are the ones the drawing shows it using.
 */
class ModuleGraphTest {
    private static final Pattern MODULE = Pattern.compile("module\\s+([\\w.]+)\\s*\\{");
    private static final Pattern REQUIRES = Pattern.compile("requires\\s+(?:transitive\\s+)?(io\\.jiree[\\w.]*)\\s*;");

    @Test
    void architectureDocDrawsTheModuleInfoGraph() throws IOException {
        Path root = Cli.repoRoot();
        assertEquals(declared(root), drawn(root));
    }

    /** Maven module directory to the directories of the jiree modules its module-info requires. */
    private static Map<String, Set<String>> declared(Path root) throws IOException {
        Map<String, String> directoryOf = new TreeMap<>();
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                for (String tree : new String[] {"src/main/java", "src/test/java"}) {
                    Path info = dir.resolve(tree).resolve("module-info.java");
                    if (Files.isRegularFile(info)) {
                        String text = Files.readString(info);
                        Matcher m = MODULE.matcher(text);
                        if (m.find()) {
                            directoryOf.put(m.group(1), dir.getFileName().toString());
                            sources.put(dir.getFileName().toString(), text);
                        }
                    }
                }
            }
        }
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Set<String> used = new TreeSet<>();
            Matcher m = REQUIRES.matcher(e.getValue());
            while (m.find()) {
                used.add(directoryOf.getOrDefault(m.group(1), m.group(1)));
            }
            uses.put(e.getKey(), used);
        }
        return uses;
    }

    /** The same read from the drawing: each line is {@code a + b ◄── c ◄── d} (c uses a and b, d uses c). */
    private static Map<String, Set<String>> drawn(Path root) throws IOException {
        String doc = Files.readString(root.resolve("docs/architecture.md"));
        int section = doc.indexOf("## The pieces and how they depend on each other");
        int start = doc.indexOf("```\n", section) + 4;
        String graph = doc.substring(start, doc.indexOf("```", start));
        Map<String, Set<String>> uses = new TreeMap<>();
        for (String line : graph.split("\n")) {
            String[] steps = line.replace("(tests only)", "").split("◄──");
            for (int i = 0; i < steps.length; i++) {
                for (String name : steps[i].split("\\+")) {
                    uses.computeIfAbsent(name.strip(), n -> new TreeSet<>());
                }
                if (i > 0) {
                    for (String used : steps[i - 1].split("\\+")) {
                        uses.get(steps[i].strip()).add(used.strip());
                    }
                }
            }
        }
        return uses;
    }
}
