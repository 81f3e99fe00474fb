package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * How a {@code .vmfb} is laid out on disk, for {@code dump-module}: which optional FlatBuffer
 * fields are present, the FlatBuffer and bytecode sizes, whether each rodata segment is embedded
 * or external (and where), rwdata segments and the debug location count. The loaded module does
 * not carry these storage details, so they are read here from the bytes the loader already
 * verified; every read is still bounds-checked.
 */
final class ModuleLayout {
    /** A rodata segment as stored: embedded bytes, or an external span relative to the rodata base. */
    record Rodata(
            boolean embedded, boolean uncompressed, byte[] embeddedData, long externalOffset, long externalLength) {}

    final int flatBufferSize;
    final boolean hasRequirements;
    final boolean hasAttrs;
    final boolean hasTypes;
    final boolean hasDependencies;
    final boolean hasImports;
    final boolean hasExports;
    final boolean hasModuleState;
    final int globalBytes;
    final int globalRefCount;
    final int bytecodeSize;
    final boolean hasBytecode;
    final boolean hasRodata;
    final List<Rodata> rodata = new ArrayList<>();
    final boolean hasRwdata;
    final List<Integer> rwdataSizes = new ArrayList<>();
    final boolean hasDescriptors;
    final boolean hasDebugDatabase;
    final int debugLocationCount;
    final long rodataBase;
    /** Where the FlatBuffer starts in the file (after the archive header and length prefix). */
    final long flatBufferOffset;
    /** Reflection attributes of each internal function signature, in file order. */
    final List<List<String[]>> signatureAttrs = new ArrayList<>();
    /** Reflection attributes of each import's signature, in file order. */
    final List<List<String[]>> importAttrs = new ArrayList<>();
    /** The type table's full names as written ({@code !vm.list<i32>}). */
    final List<String> typeNames = new ArrayList<>();
    /** The debug database's function names by position (IREE names internal function i after entry i). */
    final List<String> debugFunctionNames = new ArrayList<>();
    /** Module attributes, in file order. */
    final List<String[]> moduleAttrs;

    private final ByteBuffer fb;

    private ModuleLayout(ByteBuffer file) {
        long size = file.limit();
        long start = 0;
        if (size >= 30 && file.getInt(0) == 0x04034B50) {
            start = 30L + Short.toUnsignedInt(file.getShort(26)) + Short.toUnsignedInt(file.getShort(28));
        }
        long prefix = Integer.toUnsignedLong(file.getInt((int) start));
        this.flatBufferSize = (int) prefix;
        long fbStart = start + 4;
        this.flatBufferOffset = fbStart;
        this.rodataBase = (fbStart + prefix + 63) & -64L;
        this.fb = file.slice((int) fbStart, (int) prefix).order(ByteOrder.LITTLE_ENDIAN);
        int root = fb.getInt(0);
        hasRequirements = has(root, 2);
        hasAttrs = has(root, 3);
        hasTypes = has(root, 4);
        hasDependencies = has(root, 5);
        hasImports = has(root, 6);
        hasExports = has(root, 7);
        hasRodata = has(root, 9);
        hasRwdata = has(root, 10);
        hasModuleState = has(root, 11);
        hasDescriptors = has(root, 12);
        int state = hasModuleState ? deref(root, 11) : 0;
        globalBytes = state != 0 && has(state, 0) ? fb.getInt(field(state, 0)) : 0;
        globalRefCount = state != 0 && has(state, 1) ? fb.getInt(field(state, 1)) : 0;
        hasBytecode = has(root, 14);
        bytecodeSize = hasBytecode ? vectorLength(deref(root, 14)) : 0;
        if (hasRodata) {
            int vec = deref(root, 9);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int seg = element(vec, i);
                boolean uncompressed = has(seg, 0) && fb.get(field(seg, 0)) == 1;
                if (has(seg, 2)) {
                    int data = deref(seg, 2);
                    byte[] bytes = new byte[vectorLength(data)];
                    fb.get(data + 4, bytes);
                    rodata.add(new Rodata(true, uncompressed, bytes, 0, 0));
                } else {
                    long off = has(seg, 3) ? fb.getLong(field(seg, 3)) : 0;
                    long len = has(seg, 4) ? fb.getLong(field(seg, 4)) : 0;
                    rodata.add(new Rodata(false, uncompressed, null, off, len));
                }
            }
        }
        if (hasRwdata) {
            int vec = deref(root, 10);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int seg = element(vec, i);
                rwdataSizes.add(has(seg, 0) ? fb.getInt(field(seg, 0)) : 0);
            }
        }
        if (hasTypes) {
            int vec = deref(root, 4);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int t = element(vec, i);
                typeNames.add(has(t, 0) ? string(deref(t, 0)) : "");
            }
        }
        moduleAttrs = hasAttrs ? attrs(deref(root, 3)) : List.of();
        if (has(root, 8)) {
            int vec = deref(root, 8);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int sig = element(vec, i);
                signatureAttrs.add(has(sig, 1) ? attrs(deref(sig, 1)) : List.of());
            }
        }
        if (hasImports) {
            int vec = deref(root, 6);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int imp = element(vec, i);
                int sig = has(imp, 1) ? deref(imp, 1) : 0;
                importAttrs.add(sig != 0 && has(sig, 1) ? attrs(deref(sig, 1)) : List.of());
            }
        }
        hasDebugDatabase = has(root, 15);
        if (hasDebugDatabase && has(deref(root, 15), 2)) {
            int vec = deref(deref(root, 15), 2);
            for (int i = 0, n = vectorLength(vec); i < n; i++) {
                int fn = element(vec, i);
                debugFunctionNames.add(has(fn, 0) ? string(deref(fn, 0)) : "");
            }
        }
        debugLocationCount = hasDebugDatabase && has(deref(root, 15), 1) ? vectorLength(deref(deref(root, 15), 1)) : 0;
    }

    /** The debug name of internal function {@code ordinal}, or null. */
    String debugFunctionName(int ordinal) {
        String n = ordinal < debugFunctionNames.size() ? debugFunctionNames.get(ordinal) : null;
        return n == null || n.isEmpty() ? null : n;
    }

    /** Reads the layout of {@code file} (the whole .vmfb, already accepted by the module loader). */
    static ModuleLayout read(ByteBuffer file) {
        try {
            return new ModuleLayout(file.duplicate().order(ByteOrder.LITTLE_ENDIAN));
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "module FlatBuffer is malformed (" + e.getMessage() + "); the file is truncated or corrupt",
                    e);
        }
    }

    private List<String[]> attrs(int vec) {
        List<String[]> out = new ArrayList<>();
        for (int i = 0, n = vectorLength(vec); i < n; i++) {
            int a = element(vec, i);
            out.add(new String[] {has(a, 0) ? string(deref(a, 0)) : "", has(a, 1) ? string(deref(a, 1)) : ""});
        }
        return out;
    }

    private String string(int at) {
        byte[] b = new byte[vectorLength(at)];
        fb.get(at + 4, b);
        return new String(b, StandardCharsets.UTF_8);
    }

    private int field(int table, int id) {
        int vtable = table - fb.getInt(table);
        int vtableSize = Short.toUnsignedInt(fb.getShort(vtable));
        int voff = 4 + 2 * id;
        if (voff + 2 > vtableSize) {
            return 0;
        }
        int rel = Short.toUnsignedInt(fb.getShort(vtable + voff));
        return rel == 0 ? 0 : table + rel;
    }

    private boolean has(int table, int id) {
        return field(table, id) != 0;
    }

    private int deref(int table, int id) {
        int at = field(table, id);
        return at + fb.getInt(at);
    }

    private int vectorLength(int vec) {
        return fb.getInt(vec);
    }

    private int element(int vec, int i) {
        int at = vec + 4 + 4 * i;
        return at + fb.getInt(at);
    }
}
