package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CommIdTest {
    @Test
    void freeLoopbackIsBelowTheEphemeralRangeAndFree() throws Exception {
        String range = Files.readAllLines(Path.of("/proc/sys/net/ipv4/ip_local_port_range"))
                .getFirst()
                .trim();
        int ephemeralLow = Integer.parseInt(range.split("\\s+")[0]);
        for (int i = 0; i < 50; i++) {
            CommId id = CommId.freeLoopback();
            assertTrue(id.port() < ephemeralLow, () -> id + " is in the ephemeral range " + range);
            assertEquals(id, CommId.parse(CommId.VARIABLE, id.toString()));
            // Free: rank 0 can listen there.
            try (ServerSocket s = new ServerSocket(id.port(), 1, InetAddress.getByName(id.host()))) {
                assertEquals(id.port(), s.getLocalPort());
            }
        }
    }
}
