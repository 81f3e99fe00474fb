package io.jiree.tools;

import io.jiree.hal.Device;
import io.jiree.runtime.Session;
import java.io.PrintWriter;

/** What {@code --print_statistics} prints on exit: each device of the session by name. */
final class Statistics {
    private Statistics() {}

    // The allocator statistics IREE prints are not tracked by the HAL here; name the devices used.
    static void printAllocators(Session session, PrintWriter err) {
        for (Device d : session.devices()) {
            err.print("Device: " + d.identifier() + "\n");
            err.print("(allocator statistics are not tracked by jiree's HAL)\n\n");
        }
        err.flush();
    }
}
