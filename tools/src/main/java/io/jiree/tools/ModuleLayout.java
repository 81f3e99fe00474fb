package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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

    private final FlatBuffer fb;

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
        this.fb = new FlatBuffer(file.slice((int) fbStart, (int) prefix).order(ByteOrder.LITTLE_ENDIAN));
        int root = fb.root();
        hasRequirements = fb.has(root, 2);
        hasAttrs = fb.has(root, 3);
        hasTypes = fb.has(root, 4);
        hasDependencies = fb.has(root, 5);
        hasImports = fb.has(root, 6);
        hasExports = fb.has(root, 7);
        hasRodata = fb.has(root, 9);
        hasRwdata = fb.has(root, 10);
        hasModuleState = fb.has(root, 11);
        hasDescriptors = fb.has(root, 12);
        int state = hasModuleState ? fb.deref(root, 11) : 0;
        globalBytes = state != 0 && fb.has(state, 0) ? fb.bb.getInt(fb.field(state, 0)) : 0;
        globalRefCount = state != 0 && fb.has(state, 1) ? fb.bb.getInt(fb.field(state, 1)) : 0;
        hasBytecode = fb.has(root, 14);
        bytecodeSize = hasBytecode ? fb.vectorLength(fb.deref(root, 14)) : 0;
        if (hasRodata) {
            int vec = fb.deref(root, 9);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int seg = fb.element(vec, i);
                boolean uncompressed = fb.has(seg, 0) && fb.bb.get(fb.field(seg, 0)) == 1;
                if (fb.has(seg, 2)) {
                    int data = fb.deref(seg, 2);
                    byte[] bytes = new byte[fb.vectorLength(data)];
                    fb.bb.get(data + 4, bytes);
                    rodata.add(new Rodata(true, uncompressed, bytes, 0, 0));
                } else {
                    long off = fb.has(seg, 3) ? fb.bb.getLong(fb.field(seg, 3)) : 0;
                    long len = fb.has(seg, 4) ? fb.bb.getLong(fb.field(seg, 4)) : 0;
                    rodata.add(new Rodata(false, uncompressed, null, off, len));
                }
            }
        }
        if (hasRwdata) {
            int vec = fb.deref(root, 10);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int seg = fb.element(vec, i);
                rwdataSizes.add(fb.has(seg, 0) ? fb.bb.getInt(fb.field(seg, 0)) : 0);
            }
        }
        if (hasTypes) {
            int vec = fb.deref(root, 4);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int t = fb.element(vec, i);
                typeNames.add(fb.has(t, 0) ? fb.string(fb.deref(t, 0)) : "");
            }
        }
        moduleAttrs = hasAttrs ? attrs(fb.deref(root, 3)) : List.of();
        if (fb.has(root, 8)) {
            int vec = fb.deref(root, 8);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int sig = fb.element(vec, i);
                signatureAttrs.add(fb.has(sig, 1) ? attrs(fb.deref(sig, 1)) : List.of());
            }
        }
        if (hasImports) {
            int vec = fb.deref(root, 6);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int imp = fb.element(vec, i);
                int sig = fb.has(imp, 1) ? fb.deref(imp, 1) : 0;
                importAttrs.add(sig != 0 && fb.has(sig, 1) ? attrs(fb.deref(sig, 1)) : List.of());
            }
        }
        hasDebugDatabase = fb.has(root, 15);
        if (hasDebugDatabase && fb.has(fb.deref(root, 15), 2)) {
            int vec = fb.deref(fb.deref(root, 15), 2);
            for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
                int fn = fb.element(vec, i);
                debugFunctionNames.add(fb.has(fn, 0) ? fb.string(fb.deref(fn, 0)) : "");
            }
        }
        debugLocationCount = hasDebugDatabase && fb.has(fb.deref(root, 15), 1)
                ? fb.vectorLength(fb.deref(fb.deref(root, 15), 1))
                : 0;
    }

    /** The debug name of internal function {@code ordinal}, or null. */
    String debugFunctionName(int ordinal) {
        String n = ordinal < debugFunctionNames.size() ? debugFunctionNames.get(ordinal) : null;
        return n == null || n.isEmpty() ? null : n;
    }

    /** The module's FlatBuffer. */
    FlatBuffer flatBuffer() {
        return fb;
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
        for (int i = 0, n = fb.vectorLength(vec); i < n; i++) {
            int a = fb.element(vec, i);
            out.add(new String[] {
                fb.has(a, 0) ? fb.string(fb.deref(a, 0)) : "", fb.has(a, 1) ? fb.string(fb.deref(a, 1)) : ""
            });
        }
        return out;
    }
}
