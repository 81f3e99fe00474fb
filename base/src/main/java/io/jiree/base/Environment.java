package io.jiree.base;

import java.util.Map;
import java.util.Optional;

/**
 * Read access to environment variables, with parsing that names the variable and the value in
 * every error. Tests pass a map instead of the process environment.
 */
public final class Environment {
    private final Map<String, String> variables;

    private Environment(Map<String, String> variables) {
        this.variables = variables;
    }

    public static Environment system() {
        return new Environment(System.getenv());
    }

    public static Environment of(Map<String, String> variables) {
        return new Environment(Map.copyOf(variables));
    }

    /** The value, if set and not empty. */
    public Optional<String> get(String name) {
        String v = variables.get(name);
        return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v);
    }

    /**
     * A decimal integer in [min, max], or empty when unset. A value that is not a number or is out of
     * range is INVALID_ARGUMENT naming the variable and the value.
     */
    public Optional<Long> getLong(String name, long min, long max) {
        Optional<String> text = get(name);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String s = text.get().strip();
        long value;
        try {
            value = Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s=%s is not a decimal integer; set it to a number in [%d, %d]",
                    name,
                    text.get(),
                    min,
                    max);
        }
        if (value < min || value > max) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s=%s is out of range; set it to a number in [%d, %d]",
                    name,
                    text.get(),
                    min,
                    max);
        }
        return Optional.of(value);
    }
}
