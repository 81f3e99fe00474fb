package io.jiree.vm.bytecode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/** Access to the committed conformance modules under src/test/resources/vm/conformance. */
final class TestModules {
    private static final ConcurrentHashMap<String, BytecodeModule> CACHE = new ConcurrentHashMap<>();

    private TestModules() {}

    static Path dir() {
        String root = System.getProperty("jiree.repo.root");
        Path base = root != null ? Path.of(root, "vm") : Path.of("").toAbsolutePath();
        Path p = base.resolve("src/test/resources/vm/conformance");
        if (!Files.isDirectory(p)) {
            p = Path.of("src/test/resources/vm/conformance").toAbsolutePath();
        }
        return p;
    }

    static Path path(String name) {
        return dir().resolve(name + ".vmfb");
    }

    static byte[] bytes(String name) {
        try {
            return Files.readAllBytes(path(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BytecodeModule load(String name) {
        return CACHE.computeIfAbsent(name, n -> BytecodeModule.load(path(n)));
    }

    static List<String> names() {
        try (var s = Files.list(dir())) {
            List<String> out = new ArrayList<>();
            s.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".vmfb"))
                    .sorted()
                    .forEach(n -> out.add(n.substring(0, n.length() - 5)));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One line of cases.txt with its expected output lines from expected.txt. */
    record Case(String line, List<String> modules, String function, List<String> inputs, List<String> expected) {
        @Override
        public String toString() {
            return line;
        }
    }

    static List<Case> cases() {
        try {
            List<String> lines = Files.readAllLines(dir().resolve("expected.txt"));
            List<Case> out = new ArrayList<>();
            Case cur = null;
            for (String l : lines) {
                if (l.startsWith("> ")) {
                    String[] parts = l.substring(2).trim().split("\\s+");
                    cur = new Case(
                            l.substring(2),
                            List.of(parts[0].split("\\+")),
                            parts[1],
                            List.of(parts).subList(2, parts.length),
                            new ArrayList<>());
                    out.add(cur);
                } else if (!l.isBlank() && cur != null) {
                    cur.expected().add(l);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
