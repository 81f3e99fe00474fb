package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/**
 * A VM calling convention string such as {@code 0iI_r} or {@code 0rCiD_v}: version {@code 0},
 * argument types, {@code _}, result types. Type characters: {@code i} i32, {@code I} i64,
 * {@code f} f32, {@code F} f64, {@code r} ref, {@code v} void (no values), and {@code C...D}
 * around a variadic span, which is passed as an i32 count followed by that many repetitions of
 * the span's types.
 */
public record CallingConvention(String text, String arguments, String results) {

    /** Parses and validates {@code text}; INVALID_ARGUMENT naming the problem if malformed. */
    public static CallingConvention parse(String text) {
        if (text == null || text.length() < 2 || text.charAt(0) != '0') {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "calling convention '%s' is not supported; expected version 0 such as '0ii_i'",
                    text);
        }
        int sep = text.indexOf('_');
        String args = sep < 0 ? text.substring(1) : text.substring(1, sep);
        String res = sep < 0 ? "" : text.substring(sep + 1);
        validate(text, args, true);
        validate(text, res, false);
        return new CallingConvention(text, strip(args), strip(res));
    }

    private static String strip(String fragment) {
        return fragment.equals("v") ? "" : fragment;
    }

    private static void validate(String text, String fragment, boolean allowSpans) {
        boolean inSpan = false;
        for (int i = 0; i < fragment.length(); i++) {
            char c = fragment.charAt(i);
            switch (c) {
                case 'i', 'I', 'f', 'F', 'r' -> {}
                case 'v' -> {
                    if (fragment.length() != 1) {
                        throw bad(text, "'v' must stand alone");
                    }
                }
                case 'C' -> {
                    if (!allowSpans || inSpan) {
                        throw bad(text, "unexpected variadic span start 'C'");
                    }
                    inSpan = true;
                }
                case 'D' -> {
                    if (!inSpan) {
                        throw bad(text, "unbalanced variadic span end 'D'");
                    }
                    inSpan = false;
                }
                default -> throw bad(text, "unsupported type character '" + c + "'");
            }
        }
        if (inSpan) {
            throw bad(text, "unterminated variadic span");
        }
    }

    private static JireeException bad(String text, String why) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "calling convention '%s' is malformed: %s", text, why);
    }

    public boolean isVariadic() {
        return arguments.indexOf('C') >= 0;
    }

    @Override
    public String toString() {
        return text;
    }
}
