package io.jiree.tools;

import io.jiree.hal.AllocatorStatistics;
import io.jiree.hal.Device;
import io.jiree.runtime.Session;
import java.io.PrintWriter;

/** What {@code --print_statistics} prints on exit, as IREE's tools print it: each device's allocator statistics. */
final class Statistics {
    private Statistics() {}

    /** {@code Device: <id>}, the allocator statistics of the device (counted since it was opened), a blank line. */
    static void printAllocators(Session session, PrintWriter err) {
        for (Device d : session.devices()) {
            err.print("Device: " + d.identifier() + "\n");
            AllocatorStatistics s = d.allocator().statistics();
            if (s != null) {
                err.print(s.format());
            }
            err.print("\n");
        }
        err.flush();
    }
}
