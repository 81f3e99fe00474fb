package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * IREE's {@code --flagfile=path}: a file of flags, one {@code --name=value} per line (blank lines
 * and lines starting with {@code #} or {@code //} ignored), read in place of the flag so later
 * flags still override it. The output of IREE's {@code --help} is such a file.
 */
final class FlagFiles {
    private static final String FLAG = "--flagfile=";

    private FlagFiles() {}

    /** {@code args} with every {@code --flagfile=} replaced by the flags in that file. */
    static String[] expand(String[] args) {
        List<String> out = new ArrayList<>();
        boolean afterSeparator = false;
        for (String a : args) {
            if (!afterSeparator && a.startsWith(FLAG)) {
                out.addAll(read(a.substring(FLAG.length())));
            } else {
                afterSeparator |= a.equals("--");
                out.add(a);
            }
        }
        return out.toArray(String[]::new);
    }

    private static List<String> read(String file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new JireeException(
                    StatusCode.NOT_FOUND, "failed to open file '" + file + "'; while trying to parse flagfile");
        }
        List<String> flags = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("//")) {
                continue;
            }
            if (!line.startsWith("--")) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "%s:%d: positional arguments not allowed in flag files",
                        file,
                        i + 1);
            }
            int eq = line.indexOf('=');
            flags.add(
                    eq < 0
                            ? line
                            : line.substring(0, eq).strip() + "="
                                    + line.substring(eq + 1).strip());
        }
        return flags;
    }
}
