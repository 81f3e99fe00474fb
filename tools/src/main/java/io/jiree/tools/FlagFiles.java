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
 * and lines starting with {@code #} or {@code //} ignored; name and value trimmed). The IREE tools'
 * {@link Flags} read one where it stands; the other commands ({@code launch}) have theirs
 * replaced by the file's flags before their arguments are parsed ({@link #expand}).
 */
final class FlagFiles {
    private static final String FLAG = "--flagfile=";

    /** One flag of a file: its line number, the line without {@code --}, and its name and value. */
    record Line(int number, String text, String name, String value) {
        String flag() {
            return "--" + name + "=" + value;
        }
    }

    private FlagFiles() {}

    /** {@code args} with every {@code --flagfile=} before a {@code --} replaced by its file's flags. */
    static String[] expand(String[] args) {
        List<String> out = new ArrayList<>();
        boolean afterSeparator = false;
        for (String a : args) {
            if (!afterSeparator && a.startsWith(FLAG)) {
                for (Line line : read(a.substring(FLAG.length()))) {
                    out.add(line.text().indexOf('=') < 0 ? "--" + line.name() : line.flag());
                }
            } else {
                afterSeparator |= a.equals("--");
                out.add(a);
            }
        }
        return out.toArray(String[]::new);
    }

    /** The flags of {@code file}; NOT_FOUND when it cannot be read, INVALID_ARGUMENT for a line that is no flag. */
    static List<Line> read(String file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new JireeException(
                    StatusCode.NOT_FOUND, "failed to open file '" + file + "'; while trying to parse flagfile");
        }
        List<Line> flags = new ArrayList<>();
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
            String text = line.substring(2);
            int eq = text.indexOf('=');
            String name = (eq < 0 ? text : text.substring(0, eq)).strip();
            String value = eq < 0 ? "" : text.substring(eq + 1).strip();
            flags.add(new Line(i + 1, text, name, value));
        }
        return flags;
    }
}
