package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;

/** Whatever a queue operation or a workgroup throws, as the status its waiters get. */
final class Failures {
    private Failures() {}

    /**
     * {@code thrown} as a status: itself when it is one, else the status of the error, which is
     * never let go raw. Errors too: one that escaped would leave its signals never signalled and
     * its waiters blocked for good.
     */
    static JireeException asStatus(Throwable thrown, String where) {
        return switch (thrown) {
            case JireeException j -> j;
            case StackOverflowError s ->
                new JireeException(StatusCode.RESOURCE_EXHAUSTED, "call stack exhausted in " + where);
            case OutOfMemoryError o -> new JireeException(StatusCode.RESOURCE_EXHAUSTED, where + " failed: " + o, o);
            default -> new JireeException(StatusCode.INTERNAL, where + " failed: " + thrown, thrown);
        };
    }
}
