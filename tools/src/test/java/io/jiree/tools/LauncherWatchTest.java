package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LauncherWatchTest {
    @Test
    void unsetMeansNoWatch() {
        CompletableFuture<String> gone = new CompletableFuture<>();
        LauncherWatch.start(null, gone::complete);
        LauncherWatch.start("", gone::complete);
        assertTrue(!gone.isDone());
    }

    @Test
    void aMalformedPidIsAStatus() {
        CompletableFuture<String> gone = new CompletableFuture<>();
        LauncherWatch.start("abc", gone::complete);
        assertTrue(
                gone.getNow("").startsWith("INVALID_ARGUMENT; JIREE_LAUNCHER_PID=abc is not a process id"),
                gone.getNow(""));
    }

    @Test
    void aLauncherThatEndedIsNoticed() throws Exception {
        Process launcher = new ProcessBuilder("sleep", "60").start();
        try {
            CompletableFuture<String> gone = new CompletableFuture<>();
            LauncherWatch.start(Long.toString(launcher.pid()), gone::complete);
            Thread.sleep(200);
            assertNull(gone.getNow(null), "noticed a launcher that is alive");
            long since = System.nanoTime();
            launcher.destroyForcibly().waitFor();
            String status = gone.get(5, TimeUnit.SECONDS);
            assertEquals(
                    "CANCELLED; the jiree launch that started this rank (pid " + launcher.pid()
                            + ", JIREE_LAUNCHER_PID) is gone; the rank ends with it",
                    status);
            assertTrue(System.nanoTime() - since < TimeUnit.SECONDS.toNanos(2), "took longer than the poll bound");
            // Ended already: noticed at once, on the caller's thread.
            CompletableFuture<String> again = new CompletableFuture<>();
            LauncherWatch.start(Long.toString(launcher.pid()), again::complete);
            assertTrue(again.isDone());
        } finally {
            launcher.destroyForcibly();
        }
    }

    @Test
    void theWatchingThreadIsADaemon() throws IOException {
        Process launcher = new ProcessBuilder("sleep", "60").start();
        try {
            LauncherWatch.start(Long.toString(launcher.pid()), s -> {});
            assertTrue(Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(t -> t.getName().equals("jiree-launcher-watch") && t.isDaemon()));
        } finally {
            launcher.destroyForcibly();
        }
    }
}
