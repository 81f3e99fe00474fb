package io.jiree.hal.cuda.nccl;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The rendezvous address of a communicator as written in {@code NCCL_COMM_ID}: {@code host:port}
 * where host is an IPv4 literal, a bracketed IPv6 literal ({@code [::1]:8000}) or a host name.
 * NCCL itself parses this variable when it creates the unique id; jiree validates it up front so a
 * typo is reported with the variable and value instead of as a hang or an opaque NCCL error.
 */
public record CommId(String host, int port) {
    public static final String VARIABLE = "NCCL_COMM_ID";

    /** Parses {@code text}; {@code variable} names where it came from in error messages. */
    public static CommId parse(String variable, String text) {
        String s = text.strip();
        String host;
        String portText;
        if (s.startsWith("[")) {
            int close = s.indexOf(']');
            if (close < 0 || close + 1 >= s.length() || s.charAt(close + 1) != ':') {
                throw bad(variable, text, "an IPv6 address must be written as [address]:port");
            }
            host = s.substring(1, close);
            portText = s.substring(close + 2);
            if (!isIpv6(host)) {
                throw bad(variable, text, "'" + host + "' is not an IPv6 address");
            }
        } else {
            int colon = s.lastIndexOf(':');
            if (colon < 0) {
                throw bad(variable, text, "the port is missing");
            }
            host = s.substring(0, colon);
            portText = s.substring(colon + 1);
            if (host.indexOf(':') >= 0) {
                throw bad(variable, text, "write an IPv6 address in brackets, e.g. [::1]:8000");
            }
            if (host.isEmpty()) {
                throw bad(variable, text, "the host is missing");
            }
            if (looksNumeric(host) ? !isIpv4(host) : !isHostName(host)) {
                throw bad(variable, text, "'" + host + "' is neither an IPv4 address nor a host name");
            }
        }
        int port = parsePort(portText);
        if (port < 1) {
            throw bad(variable, text, "the port '" + portText + "' is not a number in [1, 65535]");
        }
        return new CommId(host, port);
    }

    /**
     * A loopback address at a port nothing holds now, for ranks of one machine. The port is drawn
     * from below the kernel's ephemeral range: a port the kernel hands out (binding port 0) is one
     * it hands out again, to any other process binding port 0 or to an outgoing connection, in the
     * seconds before rank 0 listens on it; the ranks then check in with a stranger.
     */
    public static CommId freeLoopback() {
        int ephemeralLow = 32768; // Linux's default, where procfs says nothing
        try {
            // Read by lines: procfs reports a size that Files.readString trusts and gets wrong.
            ephemeralLow = Integer.parseInt(Files.readAllLines(Path.of("/proc/sys/net/ipv4/ip_local_port_range"))
                    .getFirst()
                    .trim()
                    .split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            // keep the default
        }
        int low = ephemeralLow > 12000 ? 10000 : 1024;
        InetAddress loopback = InetAddress.getLoopbackAddress();
        for (int i = 0; i < 200; i++) {
            int port = ThreadLocalRandom.current().nextInt(low, Math.max(low + 1, ephemeralLow));
            try (ServerSocket s = new ServerSocket(port, 1, loopback)) {
                return new CommId(loopback.getHostAddress(), s.getLocalPort());
            } catch (IOException taken) {
                // try another
            }
        }
        throw JireeException.of(
                StatusCode.UNAVAILABLE,
                "no free local port in [%d, %d) for %s; set %s=host:port yourself",
                low,
                ephemeralLow,
                VARIABLE,
                VARIABLE);
    }

    /** The canonical {@code host:port} form (IPv6 in brackets), as NCCL expects it. */
    @Override
    public String toString() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }

    private static JireeException bad(String variable, String text, String why) {
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "%s=%s is not a valid rendezvous address: %s; set it to host:port, e.g. 127.0.0.1:8000",
                variable,
                text,
                why);
    }

    private static int parsePort(String text) {
        if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        int port = Integer.parseInt(text);
        return port <= 65535 ? port : -1;
    }

    private static boolean looksNumeric(String host) {
        return host.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9'));
    }

    private static boolean isIpv4(String host) {
        String[] parts = host.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String p : parts) {
            if (p.isEmpty() || p.length() > 3 || Integer.parseInt(p) > 255) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIpv6(String host) {
        if (host.isEmpty() || !host.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0)) {
            return false;
        }
        try {
            Inet6Address.ofLiteral(host);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    // RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens.
    private static boolean isHostName(String host) {
        if (host.length() > 253) {
            return false;
        }
        String[] labels = host.split("\\.", -1);
        for (String label : labels) {
            if (label.isEmpty() || label.length() > 63 || label.startsWith("-") || label.endsWith("-")) {
                return false;
            }
            for (int i = 0; i < label.length(); i++) {
                char c = label.charAt(i);
                boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }
}
