package io.jiree.hal;

/**
 * {@code iree_string_view_match_pattern}: {@code *} matches any run, {@code ?} one character. Devices
 * answer {@code hal.device.query.i64} keys such as {@code hal.executable.format :: embedded-elf-*}
 * with it.
 */
public final class GlobPattern {
    private GlobPattern() {}

    public static boolean matches(String pattern, String value) {
        return match(value, 0, pattern, 0);
    }

    private static boolean match(String v, int vi, String p, int pi) {
        while (pi < p.length()) {
            char c = p.charAt(pi);
            if (c == '*') {
                for (int k = vi; k <= v.length(); k++) {
                    if (match(v, k, p, pi + 1)) {
                        return true;
                    }
                }
                return false;
            }
            if (vi >= v.length() || (c != '?' && c != v.charAt(vi))) {
                return false;
            }
            vi++;
            pi++;
        }
        return vi == v.length();
    }
}
