package io.jiree.base;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This machine's name, as dumps and timelines record it to tell hosts apart: the kernel's host name
 * where it can be read (it needs no name service, which may not know the name), else what the
 * name service says, else {@code -}.
 */
public final class HostName {
    private static final Path KERNEL = Path.of("/proc/sys/kernel/hostname");

    private HostName() {}

    public static String get() {
        try {
            String name = Files.readString(KERNEL).strip();
            if (!name.isEmpty()) {
                return name;
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux: ask the name service.
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException | RuntimeException e) {
            return "-";
        }
    }
}
