package io.jiree.hal;

import java.util.Arrays;

/**
 * The named values of one IREE bitfield type (its {@code iree_bitfield_string_mapping_t} table)
 * and its text form. Each bitfield type of the HAL declares its bits as {@code int} constants and
 * one table of them, e.g. {@code MemoryType.NAMES}, written in IREE's order:
 * {@code MemoryType.NAMES.format(bits)} is what {@code iree_hal_memory_type_format} prints.
 */
public final class BitField {
    /** One named value of a bitfield; a value may cover several bits. */
    public record Name(long bits, String name) {}

    private final Name[] names;

    private BitField(Name[] names) {
        this.names = names;
    }

    /** A table without names, to add them to with {@link #name}. */
    public static BitField names() {
        return new BitField(new Name[0]);
    }

    /** This table with {@code name} for {@code bits} after the names it has. */
    public BitField name(int bits, String name) {
        Name[] more = Arrays.copyOf(names, names.length + 1);
        more[names.length] = new Name(Integer.toUnsignedLong(bits), name);
        return new BitField(more);
    }

    /** Whether every bit of {@code required} is set in {@code value}. */
    public static boolean allSet(int value, int required) {
        return (value & required) == required;
    }

    /**
     * Formats {@code bits} the way {@code iree_bitfield_format} does: the names in table order
     * whose bits are all still unnamed, joined with {@code |}, then any bits left over in hex; zero
     * is the name of zero (or {@code NONE}).
     */
    public String format(int bits) {
        long value = Integer.toUnsignedLong(bits);
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
