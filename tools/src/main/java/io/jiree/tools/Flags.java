package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The flags of one of jiree's IREE tools, read as IREE's tools read theirs: an argument that starts
 * with {@code --} is {@code --name=value} or {@code --name}, anything else is a positional argument
 * left to the command. Name and value are trimmed; a flag given twice keeps its last value (a list
 * keeps all). Values convert as IREE's C code converts them: a bool is true for nothing,
 * {@code true} or {@code 1} and false for anything else; numbers as {@code atoi}/{@code atoll}/
 * {@code atof} do (the longest number at the start, 0 when there is none); a string loses one pair
 * of surrounding double quotes. {@code --flagfile=path} reads flags from a file where it stands,
 * and {@code --help} asks for the help text, which is itself a flagfile of every flag at its
 * default. An unknown name is INVALID_ARGUMENT, except on a command that hands unknown flags on
 * (check-module to googletest, benchmark-module to Google Benchmark): those are kept in
 * {@link #unknown()}, as the libraries behind the reference tools ignore them.
 *
 * <p>No picocli here: building its model of a command costs more than a small run.
 */
final class Flags {
    private static final String RULE = "# " + "=".repeat(76) + "\n";
    private static final String THIN = "# ===" + "-".repeat(70) + "===\n";

    /** What a flag does with each value given; throws {@link JireeException} to refuse one. */
    @FunctionalInterface
    interface Setter {
        void set(String value);
    }

    /**
     * One flag: its name, help, and what it does with a value. Each kind holds its value, so a
     * command reads its flags as fields (no setter per flag: a lambda apiece would cost start-up).
     */
    abstract static class Flag {
        final String name;
        final String help;
        String section;

        Flag(String name, String help) {
            this.name = name;
            this.help = help;
        }

        /** Takes one value given on the command line or in a flagfile ("" for {@code --name}). */
        abstract void parse(String value);

        /** The flag's line in the help text: the flag at its default. */
        abstract String helpLine();
    }

    /**
     * A flag with one value, converted from its text by {@code convert} (one of IREE's C
     * conversions: {@link #parseBool}, {@link #atol}, {@link #atof}, {@link #unquote}).
     */
    static final class Value<T> extends Flag {
        private final T defaultValue;
        private final Function<String, T> convert;
        private T value;

        Value(String name, T defaultValue, String help, Function<String, T> convert) {
            super(name, help);
            this.defaultValue = defaultValue;
            this.convert = convert;
            this.value = defaultValue;
        }

        T get() {
            return value;
        }

        @Override
        void parse(String v) {
            value = convert.apply(v);
        }

        @Override
        String helpLine() {
            return switch (defaultValue) {
                case String s -> shownString(name, s);
                case Double d -> "--" + name + "=" + CFormat.g(d, 6);
                default -> "--" + name + "=" + defaultValue;
            };
        }
    }

    /** A repeatable flag: every value given, in order. */
    static final class Texts extends Flag {
        private final List<String> values = new ArrayList<>();

        Texts(String name, String help) {
            super(name, help);
        }

        List<String> get() {
            return values;
        }

        @Override
        void parse(String v) {
            values.add(v);
        }

        @Override
        String helpLine() {
            return "# --" + name + "=...";
        }
    }

    /** A flag that does something of its own with each value. */
    static final class Action extends Flag {
        private final String shown;
        private final Setter setter;

        Action(String name, String shown, String help, Setter setter) {
            super(name, help);
            this.shown = shown;
            this.setter = setter;
        }

        @Override
        void parse(String v) {
            setter.set(v);
        }

        @Override
        String helpLine() {
            return shown;
        }
    }

    private final String title;
    private final String usage;
    private final Map<String, Flag> flags = new LinkedHashMap<>();
    private final List<String> unknown = new ArrayList<>();
    /** The flagfiles being read, outermost first (a file that includes itself would recurse for ever). */
    private final List<String> reading = new ArrayList<>();
    /** Their paths as given, for the message. */
    private final List<String> readingPaths = new ArrayList<>();

    private String section = "";
    private boolean passUnknown;
    private boolean helpRequested;

    /** {@code title}: the command as the help banner names it; {@code usage}: what the command does. */
    Flags(String title, String usage) {
        this.title = title;
        this.usage = usage;
        section("Flags");
        add(new Action(
                "help",
                "# --help",
                "Prints this text, which is a flagfile: save it, edit it, pass it back with --flagfile=.",
                v -> helpRequested = true));
        add(new Action(
                "flagfile",
                "# --flagfile=[path]",
                "Reads flags from a file, one --name=value a line (# and // lines are comments), where it\n"
                        + "stands: later flags override it.",
                this::readFlagFile));
    }

    /** The flags registered after this are listed under {@code name} in the help text. */
    Flags section(String name) {
        section = name;
        return this;
    }

    /** Unknown flags are collected in {@link #unknown()} instead of refused. */
    Flags passUnknown() {
        passUnknown = true;
        return this;
    }

    /** A bool: true for nothing, {@code true} or {@code 1}, false for anything else. */
    Value<Boolean> bool(String name, boolean defaultValue, String help) {
        return add(new Value<>(name, defaultValue, help, Flags::parseBool));
    }

    /** IREE's {@code int32_t} flag ({@code atoi}). */
    Value<Integer> int32(String name, int defaultValue, String help) {
        return add(new Value<>(name, defaultValue, help, v -> (int) atol(v)));
    }

    /** IREE's {@code int64_t} flag ({@code atoll}). */
    Value<Long> int64(String name, long defaultValue, String help) {
        return add(new Value<>(name, defaultValue, help, Flags::atol));
    }

    /** IREE's {@code float} and {@code double} flags ({@code atof}). */
    Value<Double> real(String name, double defaultValue, String help) {
        return add(new Value<>(name, defaultValue, help, Flags::atof));
    }

    /** A string, without one pair of surrounding double quotes. */
    Value<String> string(String name, String defaultValue, String help) {
        return add(new Value<>(name, defaultValue, help, Flags::unquote));
    }

    /** A repeatable flag: each use adds its value, in order. */
    Texts list(String name, String help) {
        return add(new Texts(name, help));
    }

    /** A flag that does something of its own with each value; {@code shown} is its help line. */
    Action action(String name, String shown, String help, Setter setter) {
        return add(new Action(name, shown, help, setter));
    }

    /** Registers {@code flag} under the current section. */
    <F extends Flag> F add(F flag) {
        flag.section = section;
        if (flags.putIfAbsent(flag.name, flag) != null) {
            throw new IllegalArgumentException("flag --" + flag.name + " registered twice");
        }
        return flag;
    }

    /**
     * A string flag's help line, quoted as IREE's help quotes it, except that an empty default is
     * {@code --name=}: IREE would read {@code ""} back as two quote characters.
     */
    static String shownString(String name, String defaultValue) {
        return "--" + name + "=" + (defaultValue.isEmpty() ? "" : "\"" + defaultValue + "\"");
    }

    /** The names of the flags (without {@code --}). */
    Set<String> names() {
        return flags.keySet();
    }

    /** Whether {@code --help} was given. */
    boolean helpRequested() {
        return helpRequested;
    }

    /** The unknown flags a command that passes them on was given. */
    List<String> unknown() {
        return unknown;
    }

    /** Applies the flags in {@code args} in order; returns the positional arguments. */
    List<String> parse(List<String> args) {
        List<String> positional = new ArrayList<>();
        for (String arg : args) {
            String a = arg.strip();
            if (!a.startsWith("--")) {
                positional.add(arg);
                continue;
            }
            String body = a.substring(2);
            int eq = body.indexOf('=');
            String name = (eq < 0 ? body : body.substring(0, eq)).strip();
            String value = eq < 0 ? "" : body.substring(eq + 1).strip();
            Flag flag = flags.get(name);
            if (flag == null) {
                if (passUnknown) {
                    unknown.add(arg);
                    continue;
                }
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "flag '%s' not recognized", name);
            }
            flag.parse(value);
        }
        return positional;
    }

    private void readFlagFile(String path) {
        if (path.isEmpty()) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "--flagfile= requires a file path");
        }
        String key = fileKey(path);
        int open = reading.indexOf(key);
        if (open >= 0) {
            // iree-run-module recurses until its stack overflows (SIGSEGV): refuse the cycle instead.
            List<String> cycle = new ArrayList<>(readingPaths.subList(open, readingPaths.size()));
            cycle.add(path);
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "flagfile '%s' includes itself: %s; remove the --flagfile= line that closes the cycle",
                    path,
                    String.join(" -> ", cycle));
        }
        List<FlagFiles.Line> lines = FlagFiles.read(path);
        reading.add(key);
        readingPaths.add(path);
        try {
            parseLines(path, lines);
        } finally {
            reading.removeLast();
            readingPaths.removeLast();
        }
    }

    /** The file {@code path} names, as one name for every path to it (a path that cannot be resolved as given). */
    private static String fileKey(String path) {
        try {
            return Path.of(path).toRealPath().toString();
        } catch (IOException | RuntimeException e) {
            return path;
        }
    }

    private void parseLines(String path, List<FlagFiles.Line> lines) {
        for (FlagFiles.Line line : lines) {
            Flag flag = flags.get(line.name());
            if (flag == null) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "%s:%d: flag '%s' not recognized",
                        path,
                        line.number(),
                        line.name());
            }
            try {
                flag.parse(line.value());
            } catch (JireeException e) {
                throw e.annotate(path + ":" + line.number() + ": while parsing flag '" + line.text() + "'");
            }
        }
    }

    /** The help text: a banner, what the command does, then every flag at its default by section. */
    void printHelp(PrintWriter out) {
        StringBuilder b =
                new StringBuilder(RULE).append("# ").append(title).append('\n').append(RULE);
        b.append('\n');
        for (String line : usage.split("\n", -1)) {
            b.append(line.isEmpty() ? "#" : "# " + line).append('\n');
        }
        String last = null;
        for (Flag f : flags.values()) {
            if (!f.section.equals(last)) {
                b.append('\n')
                        .append(THIN)
                        .append("# ")
                        .append(f.section)
                        .append('\n')
                        .append(THIN);
                last = f.section;
            }
            b.append('\n');
            for (String line : f.help.split("\n")) {
                b.append("# ").append(line).append('\n');
            }
            b.append(f.helpLine()).append('\n');
        }
        out.print(b.append('\n'));
        out.flush();
    }

    static boolean parseBool(String v) {
        return v.isEmpty() || v.equals("true") || v.equals("1");
    }

    /** A string flag's value: one pair of surrounding double quotes removed (not from {@code ""}). */
    static String unquote(String v) {
        return v.length() > 2 && v.startsWith("\"") && v.endsWith("\"") ? v.substring(1, v.length() - 1) : v;
    }

    /** C's {@code atoll}: the decimal integer at the start (clamped to the long range), else 0. */
    static long atol(String v) {
        int i = skipSpace(v, 0);
        boolean negative = i < v.length() && v.charAt(i) == '-';
        if (i < v.length() && (v.charAt(i) == '-' || v.charAt(i) == '+')) {
            i++;
        }
        long value = 0;
        for (; i < v.length() && isDigit(v.charAt(i)); i++) {
            int digit = v.charAt(i) - '0';
            if (value > (Long.MAX_VALUE - digit) / 10) {
                return negative ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            value = value * 10 + digit;
        }
        return negative ? -value : value;
    }

    /** C's {@code atof}: the longest number at the start (decimal, hex, inf, nan), else 0. */
    static double atof(String v) {
        int start = skipSpace(v, 0);
        int i = start;
        if (i < v.length() && (v.charAt(i) == '-' || v.charAt(i) == '+')) {
            i++;
        }
        double sign = i > start && v.charAt(start) == '-' ? -1 : 1;
        String rest = v.substring(i).toLowerCase(Locale.ROOT);
        if (rest.startsWith("inf")) {
            return sign * Double.POSITIVE_INFINITY;
        }
        if (rest.startsWith("nan")) {
            return Double.NaN;
        }
        boolean hex =
                rest.startsWith("0x") && rest.length() > 2 && (isHexDigit(rest.charAt(2)) || rest.charAt(2) == '.');
        int digits = hex ? 2 : 0;
        boolean dot = false;
        boolean any = false;
        for (; digits < rest.length(); digits++) {
            char c = rest.charAt(digits);
            if (c == '.' && !dot) {
                dot = true;
            } else if (hex ? isHexDigit(c) : isDigit(c)) {
                any = true;
            } else {
                break;
            }
        }
        if (!any) {
            return 0;
        }
        int end = digits;
        char e = hex ? 'p' : 'e';
        if (end < rest.length() && rest.charAt(end) == e) {
            int j = end + 1;
            if (j < rest.length() && (rest.charAt(j) == '-' || rest.charAt(j) == '+')) {
                j++;
            }
            int k = j;
            while (k < rest.length() && isDigit(rest.charAt(k))) {
                k++;
            }
            if (k > j) {
                end = k;
            }
        }
        String number = rest.substring(0, end);
        if (hex && number.indexOf('p') < 0) {
            number += "p0";
        }
        return sign * Double.parseDouble(number);
    }

    private static int skipSpace(String v, int i) {
        while (i < v.length() && Character.isWhitespace(v.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHexDigit(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f');
    }
}
