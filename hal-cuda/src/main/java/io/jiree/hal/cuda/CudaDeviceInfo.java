package io.jiree.hal.cuda;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One CUDA device as the driver enumerates it: ordinal, name, UUID (printed as {@code nvidia-smi -L}
 * does: {@code GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx}), compute capability and total memory.
 */
public record CudaDeviceInfo(
        int ordinal,
        String name,
        byte[] uuid,
        int computeCapabilityMajor,
        int computeCapabilityMinor,
        long totalMemoryBytes) {
    public CudaDeviceInfo {
        uuid = uuid.clone();
    }

    @Override
    public byte[] uuid() {
        return uuid.clone();
    }

    /** The device path as IREE names it: {@code GPU-} and the UUID in 8-4-4-4-12 groups. */
    public String path() {
        return formatUuid(uuid);
    }

    /** The URI that selects this device by UUID. */
    public String uri() {
        return "cuda://" + path();
    }

    static String formatUuid(byte[] bytes) {
        String hex = HexFormat.of().formatHex(bytes);
        return "GPU-" + hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-"
                + hex.substring(16, 20) + "-" + hex.substring(20, 32);
    }

    /**
     * Parses the hex bytes after {@code GPU-} as IREE does: 16 bytes of two hex digits each,
     * single spaces or dashes allowed between bytes, surrounding whitespace ignored. Null when the
     * text is not such a UUID.
     */
    static byte[] parseUuid(String text) {
        String s = text.strip();
        byte[] out = new byte[16];
        int p = 0;
        for (int i = 0; i < 16; i++) {
            if (i > 0 && p < s.length() && (s.charAt(p) == ' ' || s.charAt(p) == '-')) {
                p++;
            }
            if (p + 2 > s.length()) {
                return null;
            }
            int hi = nibble(s.charAt(p));
            int lo = nibble(s.charAt(p + 1));
            if (hi < 0 || lo < 0) {
                return null;
            }
            out[i] = (byte) ((hi << 4) | lo);
            p += 2;
        }
        return p == s.length() ? out : null;
    }

    private static int nibble(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    /** One line for error messages listing devices. */
    String describe() {
        return String.format(
                "cuda://%d (%s, %s, compute capability %d.%d, %d bytes)",
                ordinal, name, path(), computeCapabilityMajor, computeCapabilityMinor, totalMemoryBytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CudaDeviceInfo d
                && d.ordinal == ordinal
                && d.name.equals(name)
                && Arrays.equals(d.uuid, uuid)
                && d.computeCapabilityMajor == computeCapabilityMajor
                && d.computeCapabilityMinor == computeCapabilityMinor
                && d.totalMemoryBytes == totalMemoryBytes;
    }

    @Override
    public int hashCode() {
        return ordinal * 31 + Arrays.hashCode(uuid);
    }

    @Override
    public String toString() {
        return describe();
    }
}
