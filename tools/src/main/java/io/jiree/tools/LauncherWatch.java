package io.jiree.tools;

import io.jiree.base.ProcessExit;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Ends a rank whose {@code jiree launch} is gone, so that no rank outlives its launcher even when
 * the launcher is SIGKILLed. The launcher names itself in {@value #VARIABLE}; every jiree command
 * started with that variable watches the process on a daemon thread. Without it nothing runs.
 */
final class LauncherWatch {
    /** The process id of the {@code jiree launch} that started this rank. */
    static final String VARIABLE = "JIREE_LAUNCHER_PID";
    /**
     * How often the launcher is looked at. ProcessHandle.onExit of a process that is not our
     * parent's child polls with a back-off that grows to 5 s; a fixed short poll keeps the bound
     * short and costs one /proc read.
     */
    static final Duration POLL = Duration.ofMillis(500);

    private LauncherWatch() {}

    /**
     * Watches the process {@code value} names, calling {@code gone} (with a one-line status) when it
     * has ended, at once when it already has; does nothing when {@code value} is null or empty.
     */
    static void start(String value, Consumer<String> gone) {
        if (value == null || value.isEmpty()) {
            return;
        }
        long pid;
        try {
            pid = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            gone.accept("INVALID_ARGUMENT; " + VARIABLE + "=" + value + " is not a process id; it names the jiree "
                    + "launch a rank belongs to, and only jiree launch sets it");
            return;
        }
        String status = "CANCELLED; the jiree launch that started this rank (pid " + pid + ", " + VARIABLE
                + ") is gone; the rank ends with it";
        Optional<ProcessHandle> launcher = ProcessHandle.of(pid);
        if (launcher.isEmpty() || !launcher.get().isAlive()) {
            gone.accept(status);
            return;
        }
        ProcessHandle handle = launcher.get();
        Thread.ofPlatform().daemon().name("jiree-launcher-watch").start(() -> {
            while (handle.isAlive()) {
                try {
                    Thread.sleep(POLL);
                } catch (InterruptedException e) {
                    return;
                }
            }
            gone.accept(status);
        });
    }

    /** For {@link Jiree#main}: prints the status and exits 1 (shutdown hooks run: MPI aborts the job). */
    static void exitWhenGone(String status) {
        System.err.println(status);
        System.err.flush();
        ProcessExit.exit(1);
    }
}
