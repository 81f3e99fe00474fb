package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Function;
import io.jiree.vm.FunctionSignature;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.bytecode.BytecodeModule;
import io.jiree.vm.bytecode.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The text of {@code dump-module}: module metadata (types, dependencies, imports, exports,
 * sections, function table) and VM assembly of each function, laid out as
 * {@code iree-dump-module} prints them.
 */
final class ModuleDump {
    private static final String RULE = "//===" + "-".repeat(110) + "===//\n";
    private static final int FEATURE_EXT_F32 = 1;
    private static final int FEATURE_EXT_F64 = 2;

    private final BytecodeModule module;
    private final ModuleLayout layout;
    private final MemorySegment file;

    ModuleDump(BytecodeModule module, MemorySegment file) {
        this.module = module;
        this.file = file;
        ByteBuffer bb = file.asByteBuffer();
        this.layout = ModuleLayout.read(bb);
    }

    /** The module file's layout. */
    ModuleLayout layout() {
        return layout;
    }

    private static void header(StringBuilder out, String title) {
        out.append(RULE).append("// ").append(title).append('\n').append(RULE);
    }

    private static int featureBits(StringBuilder out, int bits) {
        int length = 0;
        if ((bits & FEATURE_EXT_F32) != 0) {
            out.append("EXT_F32");
            length += 7;
            bits &= ~FEATURE_EXT_F32;
        }
        if ((bits & FEATURE_EXT_F64) != 0) {
            out.append(length > 0 ? " | " : "").append("EXT_F64");
            length += 7;
            bits &= ~FEATURE_EXT_F64;
        }
        if (bits != 0) {
            out.append(length > 0 ? " | " : "").append(String.format("%08X", bits));
            length += 8;
        }
        return length;
    }

    private static String indent(int n) {
        return " ".repeat(n);
    }

    private static void attrs(StringBuilder out, List<String[]> attrs, int indent) {
        for (String[] a : attrs) {
            out.append(indent(indent)).append(a[0]).append(": ").append(a[1]).append('\n');
        }
    }

    /** {@code (i32, !vm.ref<?>) -> (i64)} for a calling convention text. */
    static String cconvSignature(String cconv) {
        int sep = cconv.indexOf('_');
        String args = sep < 0 ? cconv.substring(1) : cconv.substring(1, sep);
        String results = sep < 0 ? "" : cconv.substring(sep + 1);
        return "(" + fragment(args) + ") -> (" + fragment(results) + ")";
    }

    private static String fragment(String f) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < f.length(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            char c = f.charAt(i);
            switch (c) {
                case 'v' -> {}
                case 'i' -> sb.append("i32");
                case 'f' -> sb.append("f32");
                case 'I' -> sb.append("i64");
                case 'F' -> sb.append("f64");
                case 'r' -> sb.append("!vm.ref<?>");
                case 'C' -> {
                    int end = f.indexOf('D', i + 1);
                    if (end < 0) {
                        throw new JireeException(
                                StatusCode.FAILED_PRECONDITION, "unterminated cconv span in '" + f + "'");
                    }
                    sb.append("tuple<")
                            .append(fragment(f.substring(i + 1, end)))
                            .append(">...");
                    i = end;
                }
                default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported cconv type '%c'", c);
            }
        }
        return sb.toString();
    }

    private static String cconvText(FunctionSignature sig) {
        CallingConvention cc = sig == null ? null : sig.callingConvention();
        return cc == null ? null : cc.text();
    }

    /** The module's FlatBuffer bytes as stored (what --output=flatbuffer-binary writes). */
    byte[] flatBuffer() {
        return file.asSlice(layout.flatBufferOffset, layout.flatBufferSize).toArray(ValueLayout.JAVA_BYTE);
    }

    /** The metadata part: everything before the disassembly. */
    String metadata() {
        StringBuilder out = new StringBuilder();
        header(out, "@" + module.name() + " : version " + module.version());
        out.append('\n');
        if (layout.hasRequirements) {
            out.append("Requirements: ");
            featureBits(out, module.requirements());
            out.append("\n\n");
        }
        if (layout.hasAttrs) {
            out.append("Attributes:\n");
            attrs(out, layout.moduleAttrs, 2);
            out.append('\n');
        }
        if (layout.hasTypes) {
            out.append("Required Types:\n");
            List<String> types = layout.typeNames;
            for (int i = 0; i < types.size(); i++) {
                out.append(String.format("  [%3d] ", i)).append(types.get(i)).append('\n');
            }
            out.append('\n');
        }
        if (layout.hasDependencies) {
            out.append("Module Dependencies:\n");
            for (BytecodeModule.Dependency d : module.dependencies()) {
                out.append("  ")
                        .append(d.name())
                        .append(", version >= ")
                        .append((int) d.minimumVersion())
                        .append(", ")
                        .append(d.optional() ? "optional" : "required")
                        .append('\n');
            }
            out.append('\n');
        }
        if (layout.hasImports) {
            out.append("Imported Functions:\n");
            List<ImportDeclaration> imports = module.imports();
            for (int i = 0; i < imports.size(); i++) {
                ImportDeclaration imp = imports.get(i);
                out.append(String.format("  [%3d] ", i))
                        .append(imp.optional() ? "?" : "")
                        .append(imp.fullName());
                String cc = cconvText(imp.signature());
                if (cc != null) {
                    out.append(cconvSignature(cc));
                }
                out.append('\n');
                attrs(out, layout.importAttrs.get(i), 8);
            }
            out.append('\n');
        }
        if (layout.hasExports) {
            out.append("Exported Functions:\n");
            List<Function> exports = module.exports();
            for (int i = 0; i < exports.size(); i++) {
                int internal = module.exportInternalOrdinal(i);
                out.append(String.format("  [%3d] ", i)).append(exports.get(i).name());
                String cc = cconvText(module.functionSignature(internal));
                if (cc != null) {
                    out.append(cconvSignature(cc));
                }
                out.append('\n');
                if (internal < layout.signatureAttrs.size()) {
                    attrs(out, layout.signatureAttrs.get(internal), 8);
                }
            }
            out.append('\n');
        }

        header(out, "Sections");
        out.append('\n');
        if (layout.hasModuleState) {
            out.append("Module State:\n");
            // The reference counts 16 bytes per global ref (an iree_vm_ref_t on 64-bit hosts).
            out.append(String.format(
                    "  %d bytes, %d refs, ~%d bytes total%n",
                    globalBytes(), globalRefs(), globalBytes() + 16L * globalRefs()));
            out.append('\n');
        }
        out.append("FlatBuffer: ").append(layout.flatBufferSize).append(" bytes\n");
        if (layout.hasBytecode) {
            out.append("  Bytecode: ").append(layout.bytecodeSize).append(" bytes\n");
        }
        long external = 0;
        for (int i = 0; i < layout.rodata.size(); i++) {
            ModuleLayout.Rodata r = layout.rodata.get(i);
            out.append(String.format("  .rodata[%3d] ", i));
            if (r.uncompressed()) {
                out.append("uncompressed ");
            }
            if (r.embedded()) {
                out.append(String.format("embedded %8d bytes", r.embeddedData().length));
                int len = stringLength(r.embeddedData());
                if (len >= 0) {
                    out.append(" `")
                            .append(new String(r.embeddedData(), 0, Math.min(32, len), StandardCharsets.ISO_8859_1))
                            .append('`');
                    if (len >= 32) {
                        out.append("...");
                    }
                }
            } else {
                external += r.externalLength();
                out.append(String.format(
                        "external %8s bytes (offset %s / %Xh to %Xh)",
                        Long.toUnsignedString(r.externalLength()),
                        Long.toUnsignedString(r.externalOffset()),
                        r.externalOffset(),
                        r.externalOffset() + r.externalLength()));
            }
            out.append('\n');
        }
        for (int i = 0; i < layout.rwdataSizes.size(); i++) {
            out.append(String.format("  .rwdata[%3d] %d bytes%n", i, layout.rwdataSizes.get(i)));
        }
        out.append('\n');
        if (external > 0) {
            out.append("External .rodata: ~").append(external).append(" bytes\n\n");
        }

        header(out, "Bytecode : version " + module.version());
        out.append('\n');
        if (layout.hasDescriptors) {
            out.append("  # | Offset   |   Length | Blocks | i32 # | ref # | Requirements | Aliases\n");
            out.append("----+----------+----------+--------+-------+-------+--------------+-")
                    .append("-".repeat(52))
                    .append('\n');
            for (int i = 0; i < module.functionCount(); i++) {
                FunctionDescriptor d = module.functionDescriptor(i);
                out.append(String.format(
                        "%3d | %08X | %8d | %6d | %5d | %5d | ",
                        i,
                        d.bytecodeOffset(),
                        d.bytecodeLength(),
                        d.blockCount(),
                        d.i32RegisterCount(),
                        d.refRegisterCount()));
                int pos = featureBits(out, d.requirements());
                if (pos < 12) {
                    out.append(indent(12 - pos));
                }
                out.append(" | ");
                boolean any = false;
                for (int e = 0; e < module.exports().size(); e++) {
                    if (module.exportInternalOrdinal(e) == i) {
                        out.append(any ? ", " : "")
                                .append(module.exports().get(e).name());
                        any = true;
                    }
                }
                out.append('\n');
            }
        }
        out.append('\n');
        if (layout.hasDebugDatabase) {
            header(out, "Debug Information");
            out.append("// NOTE: debug databases are large and should be stripped in deployed artifacts.\n\n");
            out.append("Locations: ").append(layout.debugLocationCount).append("\n\n");
        }
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    private int globalBytes() {
        return layout.globalBytes;
    }

    private int globalRefs() {
        return layout.globalRefCount;
    }

    // C's isprint over the bytes up to the first NUL; -1 when any is not printable.
    private static int stringLength(byte[] data) {
        int length = data.length;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == 0) {
                length = i;
                break;
            }
        }
        for (int i = 0; i < length; i++) {
            int c = data[i];
            if (c < 0x20 || c > 0x7E) {
                return -1;
            }
        }
        return length;
    }

    /**
     * Appends the disassembly part, optionally only the function named or numbered {@code filter}.
     * On failure {@code out} keeps what was produced before it, as the reference prints it.
     */
    void disassembly(String filter, boolean offsets, StringBuilder out) {
        out.append("vm.module @")
                .append(module.name())
                .append(" version ")
                .append(Integer.toUnsignedString(module.version()))
                .append('\n');
        boolean directives = false;
        for (String t : layout.typeNames) {
            out.append("vm.type ").append(t).append('\n');
            directives = true;
        }
        for (ImportDeclaration imp : module.imports()) {
            String cc = cconvText(imp.signature());
            out.append("vm.import ")
                    .append(imp.optional() ? "optional " : "")
                    .append('@')
                    .append(imp.fullName())
                    .append(" cconv \"")
                    .append(cc == null ? "" : cc)
                    .append("\"\n");
            directives = true;
        }
        for (int i = 0; i < module.rodataCount(); i++) {
            out.append("vm.rodata[").append(i).append("] = ");
            hex(out, module.rodata(i));
            out.append('\n');
            directives = true;
        }
        if (directives) {
            out.append('\n');
        }
        Integer filterOrdinal = null;
        if (filter != null && !filter.isEmpty()) {
            try {
                filterOrdinal = Integer.parseUnsignedInt(filter);
            } catch (NumberFormatException e) {
                filterOrdinal = null;
            }
        }
        for (int i = 0; i < module.functionCount(); i++) {
            String exportName = null;
            for (int e = 0; e < module.exports().size(); e++) {
                if (module.exportInternalOrdinal(e) == i) {
                    exportName = module.exports().get(e).name();
                    break;
                }
            }
            String name = exportName != null ? exportName : layout.debugFunctionName(i);
            if (name == null || name.isEmpty()) {
                name = "fn" + i;
            }
            if (filter != null && !filter.isEmpty()) {
                if (filterOrdinal != null ? i != filterOrdinal : !name.equals(filter)) {
                    continue;
                }
            }
            int size = out.length();
            if (size > 0 && !(size >= 2 && out.charAt(size - 1) == '\n' && out.charAt(size - 2) == '\n')) {
                out.append(out.charAt(size - 1) == '\n' ? "\n" : "\n\n");
            }
            for (int e = 0; e < module.exports().size(); e++) {
                if (module.exportInternalOrdinal(e) != i) {
                    continue;
                }
                String local = module.exports().get(e).name();
                out.append("vm.export @").append(local);
                if (!local.equals(name)) {
                    out.append(" = @").append(name);
                }
                out.append('\n');
            }
            out.append("vm.func @")
                    .append(name)
                    .append(funcSignature(cconvText(module.functionSignature(i))))
                    .append(" {\n");
            Disassembler.disassemble(module, layout, i, offsets, out);
            out.append("}\n");
        }
    }

    private static void hex(StringBuilder out, MemorySegment data) {
        final char[] digits = "0123456789ABCDEF".toCharArray();
        long n = data.byteSize();
        out.ensureCapacity(out.length() + (int) Math.min(Integer.MAX_VALUE / 2, 2 * n));
        for (long i = 0; i < n; i++) {
            int b = data.get(ValueLayout.JAVA_BYTE, i) & 0xFF;
            out.append(digits[b >> 4]).append(digits[b & 15]);
        }
    }

    // (%i0: i32, %i1:2: i64, %r0: !vm.ref<?>) -> (i32): registers numbered per bank as the ABI assigns them.
    private static String funcSignature(String cconv) {
        String args = "";
        String results = "";
        if (cconv != null) {
            int sep = cconv.indexOf('_');
            args = sep < 0 ? cconv.substring(1) : cconv.substring(1, sep);
            results = sep < 0 ? "" : cconv.substring(sep + 1);
        }
        StringBuilder sb = new StringBuilder("(");
        int i32 = 0;
        int ref = 0;
        boolean first = true;
        for (char c : args.toCharArray()) {
            if (c == 'v') {
                continue;
            }
            if (!first) {
                sb.append(", ");
            }
            first = false;
            switch (c) {
                case 'i', 'f' -> sb.append("%i").append(i32++).append(": ").append(typeName(c));
                case 'I', 'F' -> {
                    sb.append("%i")
                            .append(i32)
                            .append(':')
                            .append(i32 + 1)
                            .append(": ")
                            .append(typeName(c));
                    i32 += 2;
                }
                case 'r' -> sb.append("%r").append(ref++).append(": ").append(typeName(c));
                default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported cconv argument type '%c'", c);
            }
        }
        sb.append(") -> (");
        first = true;
        for (char c : results.toCharArray()) {
            if (c == 'v') {
                continue;
            }
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append(typeName(c));
        }
        return sb.append(')').toString();
    }

    private static String typeName(char c) {
        return switch (c) {
            case 'i' -> "i32";
            case 'I' -> "i64";
            case 'f' -> "f32";
            case 'F' -> "f64";
            case 'r' -> "!vm.ref<?>";
            default -> throw JireeException.of(StatusCode.UNIMPLEMENTED, "unsupported cconv type '%c'", c);
        };
    }
}
