package io.jiree.base;

import java.util.OptionalInt;

/**
 * The exit code a command-line tool ends the process with, for shutdown hooks that must act on it:
 * MPI, for one, is finalized after a clean run but the job is aborted after a failed one (so the
 * other ranks do not wait for this one). A JVM hook cannot see the exit code; tools exit through
 * {@link #exit} to make it known. Embedding applications that exit otherwise get the clean-run
 * behaviour.
 */
public final class ProcessExit {
    private static volatile int code = -1;
    private static volatile boolean set;

    private ProcessExit() {}

    /** Records {@code status} and exits the JVM with it ({@link System#exit}). */
    public static void exit(int status) {
        code = status;
        set = true;
        System.exit(status);
    }

    /** The code given to {@link #exit}, empty when the process is not exiting through it. */
    public static OptionalInt code() {
        return set ? OptionalInt.of(code) : OptionalInt.empty();
    }
}
