package io.jiree.tools;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Raw reads of a module's FlatBuffer for dump-module ({@link ModuleLayout}, {@link FlatBufferJson}):
 * tables by position, their fields by id (0 when absent), vectors and strings. The module loader
 * verified the buffer already; a read past its end still throws (IndexOutOfBoundsException).
 */
final class FlatBuffer {
    final ByteBuffer bb;

    FlatBuffer(ByteBuffer littleEndian) {
        this.bb = littleEndian;
    }

    /** The root table's position. */
    int root() {
        return bb.getInt(0);
    }

    /** Where field {@code id} of {@code table} is stored, or 0 when it is absent. */
    int field(int table, int id) {
        int vtable = table - bb.getInt(table);
        int vtableSize = Short.toUnsignedInt(bb.getShort(vtable));
        int voff = 4 + 2 * id;
        if (voff + 2 > vtableSize) {
            return 0;
        }
        int rel = Short.toUnsignedInt(bb.getShort(vtable + voff));
        return rel == 0 ? 0 : table + rel;
    }

    boolean has(int table, int id) {
        return field(table, id) != 0;
    }

    /** The table, vector or string an offset field points to. */
    int deref(int table, int id) {
        int at = field(table, id);
        return at + bb.getInt(at);
    }

    int vectorLength(int vec) {
        return bb.getInt(vec);
    }

    /** Element {@code i} of a vector of offsets (tables, strings). */
    int element(int vec, int i) {
        int at = vec + 4 + 4 * i;
        return at + bb.getInt(at);
    }

    String string(int at) {
        byte[] b = new byte[vectorLength(at)];
        bb.get(at + 4, b);
        return new String(b, StandardCharsets.UTF_8);
    }
}
