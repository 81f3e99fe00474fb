package io.jiree.hal.cuda;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Builds CUDA executables in the layout of IREE's cuda_executable_def.fbs (ExecutableDef: exports,
 * modules; ExportDef: module_ordinal, kernel_name, block_dims, block_shared_memory_size,
 * constant_count, binding_flags) behind the 16-byte executable header.
 */
final class ExecutableFixture {
    private ExecutableFixture() {}

    record ExportSpec(
            int moduleOrdinal,
            String kernelName,
            int[] blockDims,
            int sharedMemory,
            int constantCount,
            int bindingCount) {}

    static String ptx(String... entries) {
        StringBuilder sb = new StringBuilder(".version 7.0\n.target sm_80\n.address_size 64\n");
        for (String e : entries) {
            sb.append(".visible .entry ").append(e).append("(.param .u64 a)\n{\n ret;\n}\n");
        }
        return sb.toString();
    }

    /** PTX with one entry taking {@code pointers} 64-bit and {@code words} 32-bit parameters. */
    static String ptxWithParams(String entry, int pointers, int words) {
        StringBuilder sb = new StringBuilder(".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry ")
                .append(entry)
                .append("(\n");
        for (int i = 0; i < pointers + words; i++) {
            sb.append(i == 0 ? "" : ",\n")
                    .append(i < pointers ? "\t.param .u64 .ptr .global .align 16 p" : "\t.param .u32 c")
                    .append(i);
        }
        return sb.append("\n)\n{\n ret;\n}\n").toString();
    }

    static byte[] flatbuffer(List<ExportSpec> exports, List<String> modules) {
        FlatBufferBuilder b = new FlatBufferBuilder(1024);
        int[] moduleOffsets = new int[modules.size()];
        for (int i = 0; i < modules.size(); i++) {
            int text = b.createString(modules.get(i));
            b.startTable(1);
            b.addOffset(0, text, 0);
            moduleOffsets[i] = b.endTable();
        }
        int modulesVector = b.createVectorOfTables(moduleOffsets);
        int[] exportOffsets = new int[exports.size()];
        for (int i = 0; i < exports.size(); i++) {
            ExportSpec e = exports.get(i);
            int name = b.createString(e.kernelName());
            b.startVector(8, e.bindingCount(), 8);
            for (int k = 0; k < e.bindingCount(); k++) {
                b.addLong(0);
            }
            int flags = b.endVector();
            b.startTable(7);
            b.addInt(0, e.moduleOrdinal(), 0);
            b.addOffset(1, name, 0);
            if (e.blockDims() != null) {
                b.prep(4, 12);
                b.putInt(e.blockDims()[2]);
                b.putInt(e.blockDims()[1]);
                b.putInt(e.blockDims()[0]);
                b.addStruct(2, b.offset(), 0);
            }
            b.addInt(3, e.sharedMemory(), 0);
            b.addInt(4, e.constantCount(), 0);
            b.addOffset(5, flags, 0);
            exportOffsets[i] = b.endTable();
        }
        int exportsVector = b.createVectorOfTables(exportOffsets);
        b.startTable(3);
        b.addOffset(0, exportsVector, 0);
        b.addOffset(1, modulesVector, 0);
        int root = b.endTable();
        b.finish(root, "CDA1");
        return b.sizedByteArray();
    }

    /**
     * IREE's 64-byte executable header {magic "CDA1", version, content size, 48 reserved bytes}
     * followed by the FlatBuffer.
     */
    static byte[] withHeader(byte[] flatbuffer, int version, long contentSize) {
        ByteBuffer out = ByteBuffer.allocate(64 + flatbuffer.length).order(ByteOrder.LITTLE_ENDIAN);
        out.put("CDA1".getBytes(StandardCharsets.US_ASCII)).putInt(version).putLong(contentSize);
        out.position(64);
        out.put(flatbuffer);
        return out.array();
    }

    static byte[] executable(List<ExportSpec> exports, List<String> modules) {
        byte[] fb = flatbuffer(exports, modules);
        return withHeader(fb, 0, fb.length);
    }
}
