package io.jiree.base;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The one exception type of jiree: an IREE status code plus a message that says what failed,
 * where, and how to fix it. Frames of context (a VM backtrace, "while loading module x") are
 * appended as the error travels outward, the way IREE annotates a status.
 */
public final class JireeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final StatusCode code;
    private final List<String> annotations = new ArrayList<>();
    private JireeException origin; // for a propagated copy, the failure it was copied from first

    public JireeException(StatusCode code, String message) {
        super(message);
        this.code = Objects.requireNonNull(code, "code");
    }

    public JireeException(StatusCode code, String message, Throwable cause) {
        super(message, cause);
        this.code = Objects.requireNonNull(code, "code");
    }

    /** Shorthand for the common case of a formatted message. */
    public static JireeException of(StatusCode code, String format, Object... args) {
        return new JireeException(code, args.length == 0 ? format : String.format(format, args));
    }

    public StatusCode code() {
        return code;
    }

    /** Adds a line of context and returns this exception, so callers can rethrow in one step. */
    public JireeException annotate(String context) {
        annotations.add(context);
        return this;
    }

    /**
     * The same status for another waiter (work that waited on the failed work): the code, detail
     * and annotations, with the failure it first came from as the cause: a chain of N dependent
     * submissions gives a cause one deep, not N (printing a deep chain recurses once a level).
     */
    public JireeException propagated() {
        JireeException root = origin != null ? origin : this;
        JireeException copy = new JireeException(code, detail(), root);
        copy.origin = root;
        copy.annotations.addAll(annotations);
        return copy;
    }

    public List<String> annotations() {
        return List.copyOf(annotations);
    }

    /** The message without the code prefix or annotations. */
    public String detail() {
        return super.getMessage();
    }

    /** {@code CODE; detail} followed by annotations, one per line, as IREE formats a status. */
    @Override
    public String getMessage() {
        StringBuilder sb = new StringBuilder(code.name()).append("; ").append(super.getMessage());
        for (String a : annotations) {
            sb.append("\n    ").append(a);
        }
        return sb.toString();
    }
}
