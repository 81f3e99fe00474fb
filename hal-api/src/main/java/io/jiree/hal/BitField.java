package io.jiree.hal;

import java.util.List;

/**
 * Formats IREE bitfields the way {@code iree_bitfield_format} does: named combinations first
 * (largest first), remaining single bits after, joined with {@code |}; leftover unnamed bits
 * in hex.
 */
public final class BitField {
    /** One named value of a bitfield; a value may cover several bits. */
    public record Name(long bits, String name) {}

    private BitField() {}

    public static String format(long value, List<Name> names) {
        if (value == 0) {
            for (Name n : names) {
                if (n.bits() == 0) {
                    return n.name();
                }
            }
            return "NONE";
        }
        StringBuilder sb = new StringBuilder();
        long remaining = value;
        for (Name n : names) {
            if (n.bits() != 0 && (remaining & n.bits()) == n.bits()) {
                if (!sb.isEmpty()) {
                    sb.append('|');
                }
                sb.append(n.name());
                remaining &= ~n.bits();
            }
        }
        if (remaining != 0) {
            if (!sb.isEmpty()) {
                sb.append('|');
            }
            sb.append("0x").append(Long.toHexString(remaining));
        }
        return sb.toString();
    }
}
