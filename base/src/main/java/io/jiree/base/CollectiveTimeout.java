package io.jiree.base;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long a rank waits on its peers — to join a channel, to finish a collective, to pass a fence on
 * work holding collectives — before it gives up, aborts its channels and fails with
 * DEADLINE_EXCEEDED. One setting for every collective engine (NCCL and MPI): the command-line flag
 * {@code --collective_timeout=}, else {@value #VARIABLE}, else the older per-engine millisecond
 * variables, else {@link #DEFAULT} (as PyTorch's process groups do).
 */
public final class CollectiveTimeout {
    public static final String FLAG = "--collective_timeout";
    public static final String VARIABLE = "JIREE_COLLECTIVE_TIMEOUT";
    /** Older names, in milliseconds, still honoured. */
    public static final String NCCL_MS_VARIABLE = "JIREE_NCCL_TIMEOUT_MS";

    public static final String MPI_MS_VARIABLE = "JIREE_MPI_TIMEOUT_MS";
    public static final Duration DEFAULT = Duration.ofMinutes(10);
    /** How messages name the setting. */
    public static final String SETTING = FLAG + "=<duration> or " + VARIABLE;

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");
    private static volatile Duration override;

    private CollectiveTimeout() {}

    /** Sets the timeout for this process (the command-line flag); null returns to the environment. */
    public static void configure(Duration timeout) {
        override = timeout;
    }

    /**
     * The timeout in effect: the configured one, else the environment's. {@code legacyMsVariable} is
     * the engine's older millisecond variable (or null).
     */
    public static Duration from(Environment env, String legacyMsVariable) {
        Duration d = override;
        if (d != null) {
            return d;
        }
        Optional<String> text = env.get(VARIABLE);
        if (text.isPresent()) {
            return parse(VARIABLE + "=" + text.get(), text.get());
        }
        if (legacyMsVariable != null) {
            Optional<Long> ms = env.getLong(legacyMsVariable, 1, Long.MAX_VALUE / 1_000_000);
            if (ms.isPresent()) {
                return Duration.ofMillis(ms.get());
            }
        }
        return DEFAULT;
    }

    /**
     * A positive duration with a unit: {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 10m},
     * {@code 1h}. {@code what} names the setting in the error.
     */
    public static Duration parse(String what, String text) {
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s is not a duration; give a number with a unit: 500ms, 2s, 10m or 1h",
                    what);
        }
        double amount = Double.parseDouble(m.group(1));
        double nanosPerUnit = switch (m.group(2)) {
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "m" -> 60e9;
            default -> 3600e9;
        };
        double nanos = amount * nanosPerUnit;
        if (nanos < 1e6 || nanos > Long.MAX_VALUE / 2.0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "%s is out of range; give at least 1ms and at most a few years", what);
        }
        return Duration.ofNanos((long) nanos);
    }
}
