package io.jiree.base;

/** JSON text written by hand where a whole library would be too much: strings, escaped. */
public final class Json {
    private Json() {}

    /** Appends {@code s} as a JSON string (quotes, backslashes and control characters escaped). */
    public static StringBuilder quote(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"');
    }

    /** {@code s} as a JSON string. */
    public static String quote(String s) {
        return quote(new StringBuilder(s.length() + 2), s).toString();
    }
}
