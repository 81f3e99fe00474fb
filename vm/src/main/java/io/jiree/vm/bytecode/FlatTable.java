package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * A bounds-checked view of one FlatBuffers table. Every offset read from the file is validated
 * against the buffer before it is followed, so a forged file produces an INVALID_ARGUMENT naming
 * the field instead of an IndexOutOfBounds deep inside a generated accessor.
 */
final class FlatTable {
    private final ByteBuffer bb;
    private final int pos;
    private final int vtable;
    private final int vtableSize;
    private final String where;

    private FlatTable(ByteBuffer bb, int pos, String where) {
        this.bb = bb;
        this.pos = pos;
        this.where = where;
        int vt = (int) ((long) pos - bb.getInt(checked(bb, pos, 4, where)));
        checked(bb, vt, 4, where + " vtable");
        this.vtable = vt;
        this.vtableSize = Short.toUnsignedInt(bb.getShort(vt));
        int tableSize = Short.toUnsignedInt(bb.getShort(vt + 2));
        if (vtableSize < 4 || (vtableSize & 1) != 0) {
            throw invalid(where + " has a malformed vtable (size " + vtableSize + ")");
        }
        checked(bb, vt, vtableSize, where + " vtable");
        checked(bb, pos, Math.max(tableSize, 4), where);
    }

    /** Root table of a buffer whose first four bytes hold the root offset. */
    static FlatTable root(ByteBuffer bb, String where) {
        ByteBuffer le = bb.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int rootOffset = le.getInt(checked(le, 0, 4, where + " root offset"));
        return new FlatTable(le, checkedTarget(le, 0, rootOffset, where), where);
    }

    static JireeException invalid(String message) {
        return new JireeException(StatusCode.INVALID_ARGUMENT, message);
    }

    private static int checked(ByteBuffer bb, int offset, int length, String where) {
        if (offset < 0 || length < 0 || (long) offset + length > bb.limit()) {
            throw invalid(where + " lies outside the module data (offset " + offset + ", length " + length
                    + ", data size " + bb.limit() + "); the file is truncated or corrupt");
        }
        return offset;
    }

    private static int checkedTarget(ByteBuffer bb, int base, int relative, String where) {
        long target = Integer.toUnsignedLong(relative) + base;
        if (target > bb.limit() - 4L) {
            throw invalid(where + " points outside the module data (" + target + " of " + bb.limit()
                    + " bytes); the file is truncated or corrupt");
        }
        return (int) target;
    }

    ByteBuffer buffer() {
        return bb;
    }

    /** Absolute position of field {@code id}'s value, or 0 when the field is absent. */
    private int field(int id) {
        int voff = 4 + 2 * id;
        if (voff + 2 > vtableSize) {
            return 0;
        }
        int rel = Short.toUnsignedInt(bb.getShort(vtable + voff));
        return rel == 0 ? 0 : pos + rel;
    }

    boolean has(int id) {
        return field(id) != 0;
    }

    int i32(int id, int defaultValue) {
        int p = field(id);
        return p == 0 ? defaultValue : bb.getInt(checked(bb, p, 4, where + " field " + id));
    }

    long u32(int id, long defaultValue) {
        int p = field(id);
        return p == 0 ? defaultValue : Integer.toUnsignedLong(bb.getInt(checked(bb, p, 4, where + " field " + id)));
    }

    long u64(int id, long defaultValue) {
        int p = field(id);
        return p == 0 ? defaultValue : bb.getLong(checked(bb, p, 8, where + " field " + id));
    }

    int u8(int id, int defaultValue) {
        int p = field(id);
        return p == 0 ? defaultValue : Byte.toUnsignedInt(bb.get(checked(bb, p, 1, where + " field " + id)));
    }

    private int indirect(int p, String what) {
        checked(bb, p, 4, what);
        return checkedTarget(bb, p, bb.getInt(p), what);
    }

    /** A string field, or null when absent. Invalid UTF-8 is replaced, never fatal. */
    String string(int id, String what) {
        int p = field(id);
        if (p == 0) {
            return null;
        }
        return stringAt(indirect(p, where + "." + what), where + "." + what);
    }

    private String stringAt(int s, String what) {
        int len = bb.getInt(s);
        if (len < 0) {
            throw invalid(what + " has a negative length");
        }
        checked(bb, s + 4, len, what);
        byte[] bytes = new byte[len];
        bb.get(s + 4, bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    FlatTable table(int id, String what) {
        int p = field(id);
        if (p == 0) {
            return null;
        }
        return new FlatTable(bb, indirect(p, where + "." + what), where + "." + what);
    }

    /** A vector field: returns {start, length} of the element area or null when absent. */
    Vector vector(int id, int elementSize, String what) {
        int p = field(id);
        if (p == 0) {
            return null;
        }
        String w = where + "." + what;
        int v = indirect(p, w);
        long len = Integer.toUnsignedLong(bb.getInt(v));
        if (len * elementSize > bb.limit() - (v + 4L)) {
            throw invalid(w + " claims " + len + " elements which do not fit in the " + bb.limit()
                    + "-byte module; the file is truncated or corrupt");
        }
        return new Vector(v + 4, (int) len, elementSize, w);
    }

    /** A vector inside this table's buffer. */
    final class Vector {
        final int start;
        final int length;
        final int elementSize;
        final String what;

        Vector(int start, int length, int elementSize, String what) {
            this.start = start;
            this.length = length;
            this.elementSize = elementSize;
            this.what = what;
        }

        FlatTable table(int index) {
            int p = start + index * 4;
            return new FlatTable(bb, indirect(p, what + "[" + index + "]"), what + "[" + index + "]");
        }

        String string(int index) {
            int p = start + index * 4;
            return stringAt(indirect(p, what + "[" + index + "]"), what + "[" + index + "]");
        }

        int structInt(int index, int fieldOffset) {
            return bb.getInt(start + index * elementSize + fieldOffset);
        }

        short structShort(int index, int fieldOffset) {
            return bb.getShort(start + index * elementSize + fieldOffset);
        }

        byte[] bytes() {
            byte[] out = new byte[length];
            bb.get(start, out);
            return out;
        }
    }
}
