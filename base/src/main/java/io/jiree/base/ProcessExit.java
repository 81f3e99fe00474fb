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

    /**
     * As {@link #exit}, for the last statement of a {@code main} method: with status 0 and no other
     * non-daemon thread alive it records the status and returns, and the JVM ends the process as
     * {@code main} returns, with exit code 0 and the shutdown hooks run, as {@link System#exit}
     * would; without the system-logger lookup that {@code Runtime.exit} makes first, which looks
     * for logger providers in every jar of the class path (about 10 ms at the end of each run).
     */
    public static void exitFromMain(int status) {
        if (status == 0 && aloneAmongNonDaemonThreads()) {
            code = 0;
            set = true;
            return;
        }
        exit(status);
    }

    private static boolean aloneAmongNonDaemonThreads() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        if (n == threads.length) {
            return false; // more threads than room: do not guess
        }
        for (int i = 0; i < n; i++) {
            Thread t = threads[i];
            if (t != Thread.currentThread() && t.isAlive() && !t.isDaemon()) {
                return false;
            }
        }
        return true;
    }

    /** The code given to {@link #exit}, empty when the process is not exiting through it. */
    public static OptionalInt code() {
        return set ? OptionalInt.of(code) : OptionalInt.empty();
    }
}
