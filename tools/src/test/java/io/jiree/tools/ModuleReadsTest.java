package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run-module reads each module file once: the bytes read from the file (the JVM's own
 * {@code jdk.FileRead} events) add up to its size, not twice that.
 */
class ModuleReadsTest {
    @Test
    void runModuleReadsEachModuleOnce(@TempDir Path dir) throws Exception {
        Path add = Cli.resource("dump/add.vmfb").toAbsolutePath();
        Path events = dir.resolve("reads.jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.FileRead").withThreshold(Duration.ZERO);
            recording.start();
            Cli.Result r = Cli.run(
                    "run-module",
                    "--device=local-sync",
                    "--module=" + add,
                    "--function=main",
                    "--input=2x2xi32=1 2 3 4",
                    "--input=2x2xi32=100");
            recording.stop();
            assertEquals(0, r.exit(), r.err());
            recording.dump(events);
        }
        long read = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(events)) {
            // Other events are in the recording too (jiree's own io.jiree.Span among them).
            if (e.getEventType().getName().equals("jdk.FileRead")
                    && add.toString().equals(e.getString("path"))
                    && e.getLong("bytesRead") > 0) {
                read += e.getLong("bytesRead");
            }
        }
        assertEquals(Files.size(add), read);
    }
}
