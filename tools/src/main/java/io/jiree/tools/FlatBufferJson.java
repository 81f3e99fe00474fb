package io.jiree.tools;

import java.util.List;
import java.util.Map;

/**
 * {@code dump-module --output=flatbuffer-json [--pretty]}: the module's FlatBuffer as JSON, laid out
 * as the flatcc printer that iree-dump-module uses writes it for IREE's
 * {@code bytecode_module_def.fbs}: the fields present in the buffer, in schema order; bit-flag
 * enums by name; unions as a {@code _type} field before the value; compact, or with
 * {@code --pretty} indented two spaces a level, tables in vectors opening on the bracket's line.
 */
final class FlatBufferJson {
    /** A field's encoding; {@code type} names the table, struct, enum or union it uses. */
    private enum Kind {
        STRING,
        I16,
        I32,
        U32,
        U64,
        FLAGS,
        TABLE,
        UNION,
        BYTES,
        INTS,
        TABLES,
        STRUCTS,
        UNIONS
    }

    private record Field(String name, Kind kind, String type) {}

    private static Field f(String name, Kind kind) {
        return new Field(name, kind, null);
    }

    private static Field f(String name, Kind kind, String type) {
        return new Field(name, kind, type);
    }

    // bytecode_module_def.fbs: each table's fields in id order (a union takes two ids: its type, its value).
    private static final Map<String, List<Field>> TABLES = Map.ofEntries(
            Map.entry("AttrDef", List.of(f("key", Kind.STRING), f("value", Kind.STRING))),
            Map.entry("TypeDef", List.of(f("full_name", Kind.STRING))),
            Map.entry(
                    "FunctionSignatureDef",
                    List.of(f("calling_convention", Kind.STRING), f("attrs", Kind.TABLES, "AttrDef"))),
            Map.entry(
                    "ModuleDependencyDef",
                    List.of(
                            f("name", Kind.STRING),
                            f("minimum_version", Kind.U32),
                            f("flags", Kind.FLAGS, "DependencyFlagBits"))),
            Map.entry(
                    "ImportFunctionDef",
                    List.of(
                            f("full_name", Kind.STRING),
                            f("signature", Kind.TABLE, "FunctionSignatureDef"),
                            f("flags", Kind.FLAGS, "DependencyFlagBits"))),
            Map.entry("ExportFunctionDef", List.of(f("local_name", Kind.STRING), f("internal_ordinal", Kind.I32))),
            Map.entry("UncompressedDataDef", List.of()),
            Map.entry(
                    "RodataSegmentDef",
                    List.of(
                            f("compression_type", Kind.UNION, "CompressionTypeDef"),
                            f("embedded_data", Kind.BYTES),
                            f("external_data_offset", Kind.U64),
                            f("external_data_length", Kind.U64))),
            Map.entry("RwdataSegmentDef", List.of(f("byte_size", Kind.I32))),
            Map.entry("ModuleStateDef", List.of(f("global_bytes_capacity", Kind.I32), f("global_ref_count", Kind.I32))),
            Map.entry("CallSiteLocDef", List.of(f("callee", Kind.I32), f("caller", Kind.I32))),
            Map.entry(
                    "FileLineColLocDef",
                    List.of(f("filename", Kind.STRING), f("line", Kind.I32), f("column", Kind.I32))),
            Map.entry("FusedLocDef", List.of(f("metadata", Kind.STRING), f("locations", Kind.INTS))),
            Map.entry("NameLocDef", List.of(f("name", Kind.STRING), f("child_location", Kind.I32))),
            Map.entry(
                    "FunctionSourceMapDef",
                    List.of(f("local_name", Kind.STRING), f("locations", Kind.STRUCTS, "BytecodeLocationDef"))),
            Map.entry(
                    "DebugDatabaseDef",
                    List.of(
                            f("location_table", Kind.UNIONS, "LocationTypeDef"),
                            f("functions", Kind.TABLES, "FunctionSourceMapDef"))),
            Map.entry(
                    "BytecodeModuleDef",
                    List.of(
                            f("name", Kind.STRING),
                            f("version", Kind.U32),
                            f("requirements", Kind.FLAGS, "FeatureBits"),
                            f("attrs", Kind.TABLES, "AttrDef"),
                            f("types", Kind.TABLES, "TypeDef"),
                            f("dependencies", Kind.TABLES, "ModuleDependencyDef"),
                            f("imported_functions", Kind.TABLES, "ImportFunctionDef"),
                            f("exported_functions", Kind.TABLES, "ExportFunctionDef"),
                            f("function_signatures", Kind.TABLES, "FunctionSignatureDef"),
                            f("rodata_segments", Kind.TABLES, "RodataSegmentDef"),
                            f("rwdata_segments", Kind.TABLES, "RwdataSegmentDef"),
                            f("module_state", Kind.TABLE, "ModuleStateDef"),
                            f("function_descriptors", Kind.STRUCTS, "FunctionDescriptor"),
                            f("bytecode_version", Kind.U32),
                            f("bytecode_data", Kind.BYTES),
                            f("debug_database", Kind.TABLE, "DebugDatabaseDef"))));

    /** Structs: fields in order, with their sizes; all are printed. */
    private static final Map<String, List<Field>> STRUCTS = Map.of(
            "FunctionDescriptor",
            List.of(
                    f("bytecode_offset", Kind.I32),
                    f("bytecode_length", Kind.I32),
                    f("requirements", Kind.FLAGS, "FeatureBits"),
                    f("reserved", Kind.I16),
                    f("block_count", Kind.I16),
                    f("i32_register_count", Kind.I16),
                    f("ref_register_count", Kind.I16)),
            "BytecodeLocationDef",
            List.of(f("bytecode_offset", Kind.I32), f("location", Kind.I32)));

    /** Bit-flag enums: the name of each bit. */
    private static final Map<String, List<String>> FLAGS = Map.of(
            "FeatureBits", List.of("EXT_F32", "EXT_F64", "YIELD", "UNWIND"),
            "DependencyFlagBits", List.of("REQUIRED", "OPTIONAL"));

    /** Unions: member table names by type (0 is NONE). */
    private static final Map<String, List<String>> UNIONS = Map.of(
            "CompressionTypeDef", List.of("NONE", "UncompressedDataDef"),
            "LocationTypeDef", List.of("NONE", "CallSiteLocDef", "FileLineColLocDef", "FusedLocDef", "NameLocDef"));

    private final FlatBuffer fb;
    private final boolean pretty;
    private final StringBuilder out = new StringBuilder();
    private int level;

    private FlatBufferJson(FlatBuffer fb, boolean pretty) {
        this.fb = fb;
        this.pretty = pretty;
    }

    /** The JSON of the module whose layout is {@code layout} (pretty JSON ends with a newline, as flatcc's). */
    static String of(ModuleLayout layout, boolean pretty) {
        FlatBufferJson json = new FlatBufferJson(layout.flatBuffer(), pretty);
        json.table("BytecodeModuleDef", layout.flatBuffer().root());
        return (pretty ? json.out.append('\n') : json.out).toString();
    }

    private void newline() {
        if (pretty) {
            out.append('\n').append("  ".repeat(level));
        }
    }

    private void key(boolean first, String name) {
        if (!first) {
            out.append(',');
        }
        newline();
        out.append('"').append(name).append(pretty ? "\": " : "\":");
    }

    private void table(String type, int table) {
        out.append('{');
        level++;
        boolean first = true;
        int id = 0;
        for (Field field : TABLES.get(type)) {
            if (field.kind() == Kind.UNION || field.kind() == Kind.UNIONS) {
                if (fb.has(table, id) && fb.has(table, id + 1)) {
                    unionField(field, table, id, first);
                    first = false;
                }
                id += 2;
                continue;
            }
            int at = fb.field(table, id++);
            if (at == 0) {
                continue;
            }
            key(first, field.name());
            first = false;
            switch (field.kind()) {
                case STRING -> string(fb.string(at + fb.bb.getInt(at)));
                case TABLE -> table(field.type(), at + fb.bb.getInt(at));
                case TABLES -> tables(field.type(), at + fb.bb.getInt(at));
                case STRUCTS -> structs(field.type(), at + fb.bb.getInt(at));
                case BYTES, INTS -> scalars(field.kind(), at + fb.bb.getInt(at));
                default -> scalar(field, at);
            }
        }
        level--;
        newline();
        out.append('}');
    }

    private void unionField(Field field, int table, int id, boolean first) {
        List<String> members = UNIONS.get(field.type());
        key(first, field.name() + "_type");
        int values = fb.deref(table, id + 1);
        if (field.kind() == Kind.UNION) {
            int type = Byte.toUnsignedInt(fb.bb.get(fb.field(table, id)));
            string(members.get(type));
            key(false, field.name());
            table(members.get(type), values);
            return;
        }
        int types = fb.deref(table, id);
        int n = fb.vectorLength(types);
        out.append('[');
        level++;
        for (int i = 0; i < n; i++) {
            out.append(i > 0 ? "," : "");
            newline();
            string(members.get(Byte.toUnsignedInt(fb.bb.get(types + 4 + i))));
        }
        level--;
        newline();
        out.append(']');
        key(false, field.name());
        out.append('[');
        level++;
        for (int i = 0; i < n; i++) {
            out.append(i > 0 ? "," : "");
            int type = Byte.toUnsignedInt(fb.bb.get(types + 4 + i));
            if (type == 0) {
                out.append("null");
            } else {
                table(members.get(type), fb.element(values, i));
            }
        }
        level--;
        newline();
        out.append(']');
    }

    private void tables(String type, int vec) {
        out.append('[');
        level++;
        for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
            out.append(i > 0 ? "," : "");
            table(type, fb.element(vec, i));
        }
        level--;
        newline();
        out.append(']');
    }

    private void structs(String type, int vec) {
        List<Field> fields = STRUCTS.get(type);
        int size = 0;
        for (Field field : fields) {
            size += field.kind() == Kind.I16 ? 2 : 4;
        }
        out.append('[');
        level++;
        for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
            out.append(i > 0 ? "," : "");
            newline();
            out.append('{');
            level++;
            int at = vec + 4 + i * size;
            boolean first = true;
            for (Field field : fields) {
                key(first, field.name());
                first = false;
                scalar(field, at);
                at += field.kind() == Kind.I16 ? 2 : 4;
            }
            level--;
            newline();
            out.append('}');
        }
        level--;
        newline();
        out.append(']');
    }

    private void scalars(Kind kind, int vec) {
        out.append('[');
        level++;
        for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
            out.append(i > 0 ? "," : "");
            newline();
            out.append(kind == Kind.BYTES ? Byte.toUnsignedInt(fb.bb.get(vec + 4 + i)) : fb.bb.getInt(vec + 4 + 4 * i));
        }
        level--;
        newline();
        out.append(']');
    }

    private void scalar(Field field, int at) {
        switch (field.kind()) {
            case I16 -> out.append(fb.bb.getShort(at));
            case I32 -> out.append(fb.bb.getInt(at));
            case U32 -> out.append(Integer.toUnsignedLong(fb.bb.getInt(at)));
            case U64 -> out.append(Long.toUnsignedString(fb.bb.getLong(at)));
            case FLAGS -> flags(FLAGS.get(field.type()), fb.bb.getInt(at));
            default -> throw new IllegalStateException("not a scalar: " + field);
        }
    }

    // flatcc prints a bit-flag value by its names, space-separated, or as a number when it has
    // none or bits without a name.
    private void flags(List<String> names, int value) {
        StringBuilder b = new StringBuilder();
        int rest = value;
        for (int bit = 0; bit < names.size(); bit++) {
            if ((value & (1 << bit)) != 0) {
                b.append(b.isEmpty() ? "" : " ").append(names.get(bit));
                rest &= ~(1 << bit);
            }
        }
        if (value == 0 || rest != 0) {
            out.append(Integer.toUnsignedLong(value));
        } else {
            string(b.toString());
        }
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> out.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        out.append('"');
    }
}
