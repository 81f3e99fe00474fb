package io.jiree.tools;

import io.jiree.base.JireeException;

/** A failed status as IREE's tools print it: {@code CODE; detail; annotation; annotation}. */
final class StatusLine {
    private StatusLine() {}

    static String of(JireeException e) {
        StringBuilder sb = new StringBuilder(e.code().name()).append("; ").append(e.detail());
        for (String a : e.annotations()) {
            sb.append("; ").append(a);
        }
        return sb.toString();
    }
}
