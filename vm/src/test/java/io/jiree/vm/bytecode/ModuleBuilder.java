package io.jiree.vm.bytecode;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds small {@code BytecodeModuleDef} files from hand-written bytecode, for ops the compiler
 * cannot emit and for malformed-module tests. Field ids follow bytecode_module_def.fbs.
 */
final class ModuleBuilder {
    record Fn(String name, String cconv, byte[] code, int blocks, int i32Regs, int refRegs, int requirements) {}

    private final String name;
    private final List<Fn> functions = new ArrayList<>();
    private final List<String> types = new ArrayList<>();
    private int bytecodeVersion = 17 << 16;
    private String identifier = "IREE";
    private int globalBytes = -1;
    private int globalRefs;
    private final List<String[]> imports = new ArrayList<>();

    ModuleBuilder(String name) {
        this.name = name;
    }

    ModuleBuilder function(
            String fnName, String cconv, int blocks, int i32Regs, int refRegs, int requirements, int... code) {
        byte[] b = new byte[code.length];
        for (int i = 0; i < code.length; i++) {
            b[i] = (byte) code[i];
        }
        functions.add(new Fn(fnName, cconv, b, blocks, i32Regs, refRegs, requirements));
        return this;
    }

    ModuleBuilder globals(int bytes, int refs) {
        globalBytes = bytes;
        globalRefs = refs;
        return this;
    }

    /** Declares an import; {@code optional} sets the OPTIONAL flag. */
    ModuleBuilder importFunction(String fullName, String cconv, boolean optional) {
        imports.add(new String[] {fullName, cconv, optional ? "2" : "1"});
        return this;
    }

    ModuleBuilder type(String fullName) {
        types.add(fullName);
        return this;
    }

    ModuleBuilder bytecodeVersion(int major, int minor) {
        bytecodeVersion = major << 16 | minor;
        return this;
    }

    ModuleBuilder identifier(String id) {
        identifier = id;
        return this;
    }

    byte[] build() {
        FlatBufferBuilder fb = new FlatBufferBuilder(1024);
        int nameOff = fb.createString(name);
        int[] typeOffs = new int[types.size()];
        for (int i = 0; i < typeOffs.length; i++) {
            int s = fb.createString(types.get(i));
            fb.startTable(1);
            fb.addOffset(0, s, 0);
            typeOffs[i] = fb.endTable();
        }
        int typesVec = fb.createVectorOfTables(typeOffs);
        int[] sigs = new int[functions.size()];
        int[] exps = new int[functions.size()];
        for (int i = 0; i < functions.size(); i++) {
            int cc = fb.createString(functions.get(i).cconv());
            fb.startTable(2);
            fb.addOffset(0, cc, 0);
            sigs[i] = fb.endTable();
            int local = fb.createString(functions.get(i).name());
            fb.startTable(2);
            fb.addOffset(0, local, 0);
            fb.addInt(1, i, -1);
            exps[i] = fb.endTable();
        }
        int sigVec = fb.createVectorOfTables(sigs);
        int[] imps = new int[imports.size()];
        for (int i = 0; i < imps.length; i++) {
            int full = fb.createString(imports.get(i)[0]);
            int cc = fb.createString(imports.get(i)[1]);
            fb.startTable(2);
            fb.addOffset(0, cc, 0);
            int sig = fb.endTable();
            fb.startTable(3);
            fb.addOffset(0, full, 0);
            fb.addOffset(1, sig, 0);
            fb.addInt(2, Integer.parseInt(imports.get(i)[2]), 1);
            imps[i] = fb.endTable();
        }
        int impVec = fb.createVectorOfTables(imps);
        int state = 0;
        if (globalBytes >= 0) {
            fb.startTable(2);
            fb.addInt(0, globalBytes, 0);
            fb.addInt(1, globalRefs, 0);
            state = fb.endTable();
        }
        int expVec = fb.createVectorOfTables(exps);
        // Function bytecode, each function 8-byte aligned like the compiler lays it out.
        List<Integer> offsets = new ArrayList<>();
        java.io.ByteArrayOutputStream code = new java.io.ByteArrayOutputStream();
        for (Fn f : functions) {
            while (code.size() % 8 != 0) {
                code.write(0);
            }
            offsets.add(code.size());
            code.writeBytes(f.code());
        }
        int codeVec = fb.createByteVector(code.toByteArray());
        fb.startVector(20, functions.size(), 4);
        for (int i = functions.size() - 1; i >= 0; i--) {
            Fn f = functions.get(i);
            fb.prep(4, 20);
            fb.putShort((short) f.refRegs());
            fb.putShort((short) f.i32Regs());
            fb.putShort((short) f.blocks());
            fb.putShort((short) 0);
            fb.putInt(f.requirements());
            fb.putInt(f.code().length);
            fb.putInt(offsets.get(i));
        }
        int descVec = fb.endVector();
        fb.startTable(16);
        fb.addOffset(0, nameOff, 0);
        fb.addOffset(4, typesVec, 0);
        fb.addOffset(6, impVec, 0);
        if (state != 0) {
            fb.addOffset(11, state, 0);
        }
        fb.addOffset(7, expVec, 0);
        fb.addOffset(8, sigVec, 0);
        fb.addOffset(12, descVec, 0);
        fb.addInt(13, bytecodeVersion, 0);
        fb.addOffset(14, codeVec, 0);
        int root = fb.endTable();
        fb.finishSizePrefixed(root, identifier);
        return fb.sizedByteArray();
    }
}
