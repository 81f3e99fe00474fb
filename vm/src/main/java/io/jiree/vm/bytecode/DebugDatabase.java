package io.jiree.vm.bytecode;

import java.util.ArrayList;
import java.util.List;

/**
 * The optional {@code DebugDatabaseDef} of a module: per-function original names and a map from
 * bytecode offsets to source locations, used to print backtraces like IREE does.
 */
public final class DebugDatabase {
    static final DebugDatabase EMPTY = new DebugDatabase(new String[0], new int[0][], new int[0][], new String[0]);

    private final String[] functionNames;
    private final int[][] offsets;
    private final int[][] locationIndices;
    private final String[] locations;

    private DebugDatabase(String[] functionNames, int[][] offsets, int[][] locationIndices, String[] locations) {
        this.functionNames = functionNames;
        this.offsets = offsets;
        this.locationIndices = locationIndices;
        this.locations = locations;
    }

    /** The original name of internal function {@code ordinal}, or null. */
    public String functionName(int ordinal) {
        return ordinal >= 0 && ordinal < functionNames.length ? functionNames[ordinal] : null;
    }

    /** The location of the op at or before {@code pc} in function {@code ordinal}, or null. */
    public SourceLocation locate(int ordinal, int pc) {
        if (ordinal < 0 || ordinal >= offsets.length || offsets[ordinal] == null) {
            return null;
        }
        int[] offs = offsets[ordinal];
        int best = -1;
        for (int i = 0; i < offs.length; i++) {
            if (offs[i] <= pc && (best < 0 || offs[i] >= offs[best])) {
                best = i;
            }
        }
        if (best < 0) {
            return null;
        }
        int loc = locationIndices[ordinal][best];
        return loc >= 0 && loc < locations.length ? new SourceLocation(locations[loc]) : null;
    }

    /**
     * Parses the database. Source maps are 1:1 with internal functions when the counts match;
     * compilers may also emit maps only for some functions, which are then matched by name
     * ({@code names[i]} is the known name of internal function i, or null).
     */
    static DebugDatabase parse(FlatTable db, int functionCount, String[] knownNames) {
        if (db == null) {
            return EMPTY;
        }
        // location_table is a union vector: field 0 holds the type bytes, field 1 the tables.
        FlatTable.Vector types = db.vector(0, 1, "location_table_type");
        FlatTable.Vector values = db.vector(1, 4, "location_table");
        int count = values == null ? 0 : values.length;
        if (types != null && types.length != count) {
            throw FlatTable.invalid("debug_database location table type and value vectors differ in length");
        }
        byte[] kinds = types == null ? new byte[0] : types.bytes();
        FlatTable[] tables = new FlatTable[count];
        for (int i = 0; i < count; i++) {
            // NONE entries of a union vector carry no table.
            tables[i] = i < kinds.length && kinds[i] != 0 ? values.table(i) : null;
        }
        String[] locations = new String[count];
        for (int i = 0; i < count; i++) {
            locations[i] = format(kinds, tables, i, 0);
        }
        FlatTable.Vector functions = db.vector(2, 4, "functions");
        int count2 = functions == null ? 0 : functions.length;
        String[] names = new String[functionCount];
        int[][] offsets = new int[functionCount][];
        int[][] locs = new int[functionCount][];
        boolean byIndex = count2 == functionCount;
        for (int i = 0; i < count2; i++) {
            FlatTable f = functions.table(i);
            String name = f.string(0, "local_name");
            int ordinal = byIndex ? i : -1;
            for (int k = 0; !byIndex && k < functionCount; k++) {
                if (name != null && name.equals(knownNames[k]) && offsets[k] == null) {
                    ordinal = k;
                    break;
                }
            }
            if (ordinal < 0) {
                continue;
            }
            names[ordinal] = name;
            FlatTable.Vector l = f.vector(1, 8, "locations");
            int m = l == null ? 0 : l.length;
            offsets[ordinal] = new int[m];
            locs[ordinal] = new int[m];
            for (int k = 0; k < m; k++) {
                offsets[ordinal][k] = l.structInt(k, 0);
                locs[ordinal][k] = l.structInt(k, 4);
            }
        }
        return new DebugDatabase(names, offsets, locs, locations);
    }

    // Formats location i the way MLIR prints it; nested references are bounded to stop cycles.
    private static String format(byte[] kinds, FlatTable[] tables, int i, int depth) {
        if (i < 0 || i >= tables.length || depth > 8) {
            return "<unknown>";
        }
        FlatTable t = tables[i];
        int kind = i < kinds.length ? kinds[i] : 0;
        if (t == null) {
            return "<unknown>";
        }
        return switch (kind) {
            case 1 ->
                "callsite(" + format(kinds, tables, t.i32(0, -1), depth + 1) + " at "
                        + format(kinds, tables, t.i32(1, -1), depth + 1) + ")";
            case 2 -> t.string(0, "filename") + ":" + t.i32(1, 0) + ":" + t.i32(2, 0);
            case 3 -> {
                FlatTable.Vector v = t.vector(1, 4, "locations");
                List<String> parts = new ArrayList<>();
                for (int k = 0; v != null && k < v.length && k < 16; k++) {
                    parts.add(format(kinds, tables, v.structInt(k, 0), depth + 1));
                }
                String meta = t.string(0, "metadata");
                yield "fused" + (meta == null ? "" : "<" + meta + ">") + "[" + String.join(", ", parts) + "]";
            }
            case 4 -> {
                int child = t.i32(1, -1);
                String name = "\"" + t.string(0, "name") + "\"";
                yield child >= 0 ? name + "(" + format(kinds, tables, child, depth + 1) + ")" : name;
            }
            default -> "<unknown>";
        };
    }
}
