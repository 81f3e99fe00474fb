package io.jiree.runtime.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Loads the recordings regenerate.py made from the reference iree-run-module. */
final class ReferenceCases {
    private ReferenceCases() {}

    /** One recorded run. */
    record Case(
            String name,
            String function,
            String cconv,
            List<String> args,
            int rc,
            String stdout,
            String stderr,
            Map<String, byte[]> files) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Path resourceDir() {
        String root = System.getProperty("jiree.repo.root");
        Path base = root != null ? Path.of(root, "tensor-io") : Path.of("").toAbsolutePath();
        return base.resolve("src/test/resources/io");
    }

    static Path fixtures() {
        return resourceDir().resolve("fixtures");
    }

    static List<Case> load() {
        List<String> lines;
        try {
            lines = Files.readAllLines(resourceDir().resolve("reference_cases.txt"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Case> cases = new ArrayList<>();
        String name = null, function = null, cconv = null, stdout = null, stderr = null;
        int rc = 0;
        List<String> args = new ArrayList<>();
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.startsWith("#") || line.isEmpty()) continue;
            int sp = line.indexOf(' ');
            String tag = sp < 0 ? line : line.substring(0, sp);
            String rest = sp < 0 ? "" : line.substring(sp + 1);
            switch (tag) {
                case "@case" -> {
                    name = rest;
                    args = new ArrayList<>();
                    files = new LinkedHashMap<>();
                }
                case "@function" -> function = rest;
                case "@cconv" -> cconv = rest;
                case "@arg" -> args.add(unescape(rest));
                case "@rc" -> rc = Integer.parseInt(rest);
                case "@stdout" -> stdout = unescape(rest);
                case "@stderr" -> stderr = unescape(rest);
                case "@file" -> {
                    int s2 = rest.indexOf(' ');
                    String file = s2 < 0 ? rest : rest.substring(0, s2);
                    String hex = s2 < 0 ? "" : rest.substring(s2 + 1);
                    files.put(file, HexFormat.of().parseHex(hex));
                }
                case "@end" ->
                    cases.add(
                            new Case(name, function, cconv, List.copyOf(args), rc, stdout, stderr, Map.copyOf(files)));
                default -> throw new IllegalStateException("bad line in reference_cases.txt: " + line);
            }
        }
        return cases;
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case '\\' -> sb.append('\\');
                case 'x' -> {
                    sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                    i += 2;
                }
                default -> throw new IllegalStateException("bad escape in " + s);
            }
        }
        return sb.toString();
    }
}
