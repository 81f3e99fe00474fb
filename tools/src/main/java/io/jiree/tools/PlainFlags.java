package io.jiree.tools;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.LongConsumer;

/**
 * Parses the command lines jiree's tools are given most, every argument one of the command's
 * flags in IREE's {@code --name=value} form, without picocli: building picocli's model of a
 * command (reflection over its annotations, several hundred classes that the JVM's start-up cache
 * cannot hold) costs more than the rest of a small run. Whatever it is not sure to read exactly as
 * picocli would, it leaves to picocli: help and version, an unknown flag, a value given as the next
 * argument, a single-valued flag given twice, a value picocli's converter would reject, and any
 * {@code picocli.*} system property. The command object is the same either way; a command lists
 * its flags here in the same terms as its annotations, with each default value as the field's
 * initial value, and its tests check both against picocli's model.
 */
final class PlainFlags {
    private enum Kind {
        SINGLE,
        REPEATABLE,
        SWITCH
    }

    /** {@code set} returns false when the value is not one it converts as picocli does. */
    private record Flag(Kind kind, Setter set) {}

    @FunctionalInterface
    interface Setter {
        boolean set(String value);
    }

    private final Map<String, Flag> flags = new HashMap<>();

    /** A flag taking one string value. */
    PlainFlags string(String name, Consumer<String> set) {
        return add(name, Kind.SINGLE, v -> {
            set.accept(v);
            return true;
        });
    }

    /** A repeatable flag: each occurrence adds its value to {@code values}. */
    PlainFlags list(String name, List<String> values) {
        return add(name, Kind.REPEATABLE, values::add);
    }

    /** A flag taking one value, converted by {@code set} (false: not a value it converts). */
    PlainFlags converted(String name, Setter set) {
        return add(name, Kind.SINGLE, set);
    }

    /**
     * A boolean flag of arity 0..1: alone it means true; {@code =true} and {@code =false} in any
     * case, as picocli's boolean converter reads them.
     */
    PlainFlags bool(String name, Consumer<Boolean> set) {
        return add(name, Kind.SWITCH, v -> {
            if (v == null || v.equalsIgnoreCase("true")) {
                set.accept(true);
            } else if (v.equalsIgnoreCase("false")) {
                set.accept(false);
            } else {
                return false;
            }
            return true;
        });
    }

    /** A flag whose every use is left to picocli (one the plain path does not serve). */
    PlainFlags picocliOnly(String name) {
        return add(name, Kind.SINGLE, v -> false);
    }

    /** Converts as picocli's long converter ({@link Long#valueOf}); false when it would fail. */
    static boolean toLong(String value, LongConsumer set) {
        try {
            set.accept(Long.valueOf(value));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Converts as picocli's float converter ({@link Float#valueOf}); false when it would fail. */
    static boolean toFloat(String value, FloatSetter set) {
        try {
            set.accept(Float.valueOf(value));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Converts as picocli's double converter ({@link Double#valueOf}); false when it would fail. */
    static boolean toDouble(String value, DoubleConsumer set) {
        try {
            set.accept(Double.valueOf(value));
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    @FunctionalInterface
    interface FloatSetter {
        void accept(float value);
    }

    private PlainFlags add(String name, Kind kind, Setter set) {
        if (flags.putIfAbsent(name, new Flag(kind, set)) != null) {
            throw new IllegalArgumentException("flag " + name + " listed twice");
        }
        return this;
    }

    /** The names of the flags listed. */
    Set<String> names() {
        return Set.copyOf(flags.keySet());
    }

    /**
     * Applies {@code args} through the setters; false when picocli must parse them instead (the
     * command object may then hold some of the values and must be dropped).
     */
    boolean parse(List<String> args) {
        if (picocliConfigured()) {
            return false;
        }
        Set<String> seen = new HashSet<>();
        for (String arg : args) {
            if (!arg.startsWith("--")) {
                return false;
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            String value = eq < 0 ? null : arg.substring(eq + 1);
            Flag flag = flags.get(name);
            if (flag == null || (value == null && flag.kind != Kind.SWITCH)) {
                return false;
            }
            if (flag.kind != Kind.REPEATABLE && !seen.add(name)) {
                return false;
            }
            if (value != null && looksLikeAnOption(value)) {
                return false;
            }
            if (!flag.set.set(value)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether picocli might take a value for a flag of its own (it refuses those as values): any
     * {@code --} prefix, or a cluster starting with one of the short help options. Values such as
     * {@code -1} or {@code -inf} are values to picocli as well.
     */
    private static boolean looksLikeAnOption(String value) {
        return value.startsWith("--")
                || (value.length() >= 2
                        && value.charAt(0) == '-'
                        && (value.charAt(1) == 'h' || value.charAt(1) == 'V'));
    }

    private static boolean picocliConfigured() {
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("picocli.")) {
                return true;
            }
        }
        return false;
    }
}
