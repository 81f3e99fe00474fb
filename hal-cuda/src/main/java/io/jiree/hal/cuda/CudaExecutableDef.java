package io.jiree.hal.cuda;

import com.google.flatbuffers.Table;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The CUDA executable the compiler embeds ({@code iree.hal.cuda.ExecutableDef}, file identifier
 * {@code CDA1}) behind IREE's 64-byte executable header {magic, version, content size, reserved}, read with
 * FlatBuffers' {@link Table} and checked like IREE's verifier: every offset, string and vector is
 * bounds-checked before use, so a damaged file is INVALID_ARGUMENT, never an exception from the
 * reader.
 */
final class CudaExecutableDef {
    static final String FILE_IDENTIFIER = "CDA1";
    static final int HEADER_SIZE = 64;
    static final int MAX_CONSTANT_COUNT = 64;
    static final int MAX_BINDING_COUNT = 16;

    /** One exported kernel. {@code blockDims} is null when the export has none (an error later). */
    record Export(
            int moduleOrdinal,
            String kernelName,
            int[] blockDims,
            int blockSharedMemorySize,
            int constantCount,
            int bindingCount,
            String debugName) {}

    record Contents(List<Export> exports, List<byte[]> ptxImages) {}

    private CudaExecutableDef() {}

    /** Reads the header and the FlatBuffer; structure errors are INVALID_ARGUMENT as in IREE. */
    static Contents parse(MemorySegment data) {
        long length = data.byteSize();
        if (length < HEADER_SIZE) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "executable flatbuffer data is not present or less than header size");
        }
        ByteBuffer header = data.asSlice(0, HEADER_SIZE).asByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        byte[] magic = new byte[4];
        header.get(0, magic);
        if (!FILE_IDENTIFIER.equals(new String(magic, StandardCharsets.ISO_8859_1))) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "executable file identifier does not match; expected `%s`",
                    FILE_IDENTIFIER);
        }
        int version = header.getInt(4);
        long contentSize = header.getLong(8);
        if (contentSize == 0) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "executable flatbuffer reported as zero-length");
        }
        if (version != 0) {
            throw JireeException.of(
                    StatusCode.INCOMPATIBLE,
                    "executable version %d not compatible with this build",
                    Integer.toUnsignedLong(version));
        }
        long remaining = length - HEADER_SIZE;
        if (contentSize < 0 || contentSize > remaining) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "executable flatbuffer size prefix out of bounds (size is %s but only %d bytes available)",
                    Long.toUnsignedString(contentSize),
                    remaining);
        }
        if (contentSize > Integer.MAX_VALUE) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "executable flatbuffer is larger than 2 GiB");
        }
        ByteBuffer bb = data.asSlice(HEADER_SIZE, contentSize).asByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        try {
            return read(bb);
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "flatbuffer verification failed: an offset or length points outside the %d-byte executable",
                    contentSize);
        }
    }

    private static Contents read(ByteBuffer bb) {
        if (bb.limit() < 8) {
            throw verify("buffer too small for a root table");
        }
        byte[] id = new byte[4];
        bb.get(4, id);
        if (!FILE_IDENTIFIER.equals(new String(id, StandardCharsets.ISO_8859_1))) {
            throw verify("identifier does not match " + FILE_IDENTIFIER);
        }
        Reader root = Reader.table(bb, 0);
        List<byte[]> modules = new ArrayList<>();
        int moduleVector = root.vector(1, 4);
        int moduleCount = moduleVector < 0 ? 0 : root.length(moduleVector);
        for (int i = 0; i < moduleCount; i++) {
            Reader module = Reader.table(bb, moduleVector + 4 + i * 4);
            byte[] ptx = module.stringBytes(0);
            if (ptx == null || ptx.length == 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "modules[%d] contents are empty", i);
            }
            modules.add(ptx);
        }
        List<Export> exports = new ArrayList<>();
        int exportVector = root.vector(0, 4);
        int exportCount = exportVector < 0 ? 0 : root.length(exportVector);
        for (int i = 0; i < exportCount; i++) {
            Reader e = Reader.table(bb, exportVector + 4 + i * 4);
            int moduleOrdinal = e.uint32(0);
            if (Integer.toUnsignedLong(moduleOrdinal) >= moduleCount) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "exports[%d] module_ordinal %d is out of bounds %d",
                        i,
                        Integer.toUnsignedLong(moduleOrdinal),
                        moduleCount);
            }
            byte[] name = e.stringBytes(1);
            if (name == null || name.length == 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "exports[%d] name is empty", i);
            }
            int[] blockDims = e.struct3(2);
            int sharedMemory = e.uint32(3);
            int constantCount = e.uint32(4);
            if (Integer.toUnsignedLong(constantCount) > MAX_CONSTANT_COUNT) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "exports[%d] constant_count %d exceeds maximum of %d",
                        i,
                        Integer.toUnsignedLong(constantCount),
                        MAX_CONSTANT_COUNT);
            }
            int bindingVector = e.vector(5, 8);
            int bindingCount = bindingVector < 0 ? 0 : e.length(bindingVector);
            if (bindingCount > MAX_BINDING_COUNT) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "exports[%d] binding_flags count %d exceeds maximum of %d",
                        i,
                        bindingCount,
                        MAX_BINDING_COUNT);
            }
            String debugName = null;
            int debugInfo = e.tableField(6);
            if (debugInfo >= 0) {
                byte[] n = Reader.table(bb, debugInfo).stringBytes(0);
                debugName = n == null ? null : new String(n, StandardCharsets.UTF_8);
            }
            exports.add(new Export(
                    moduleOrdinal,
                    new String(name, StandardCharsets.UTF_8),
                    blockDims,
                    sharedMemory,
                    constantCount,
                    bindingCount,
                    debugName));
        }
        return new Contents(List.copyOf(exports), List.copyOf(modules));
    }

    private static JireeException verify(String reason) {
        return JireeException.of(StatusCode.INVALID_ARGUMENT, "flatbuffer verification failed: %s", reason);
    }

    /** A table with bounds-checked accessors on top of FlatBuffers' own. */
    private static final class Reader extends Table {
        /** The table whose offset is stored at {@code position} (a root or a vector element). */
        static Reader table(ByteBuffer bb, int position) {
            int target = position + bb.getInt(position);
            if (target < 0 || target + 4 > bb.limit()) {
                throw verify("table offset out of range");
            }
            int vtable = target - bb.getInt(target);
            if (vtable < 0 || vtable + 4 > bb.limit()) {
                throw verify("vtable offset out of range");
            }
            int vtableSize = Short.toUnsignedInt(bb.getShort(vtable));
            if (vtableSize < 4 || (vtableSize & 1) != 0 || vtable + vtableSize > bb.limit()) {
                throw verify("vtable size out of range");
            }
            Reader r = new Reader();
            r.__reset(target, bb);
            return r;
        }

        private int fieldOffset(int slot) {
            return __offset(4 + 2 * slot);
        }

        int uint32(int slot) {
            int o = fieldOffset(slot);
            return o == 0 ? 0 : bb.getInt(bb_pos + o);
        }

        int[] struct3(int slot) {
            int o = fieldOffset(slot);
            if (o == 0) {
                return null;
            }
            int p = bb_pos + o;
            return new int[] {bb.getInt(p), bb.getInt(p + 4), bb.getInt(p + 8)};
        }

        /** Position of the referenced table, or -1 when the field is absent. */
        int tableField(int slot) {
            int o = fieldOffset(slot);
            return o == 0 ? -1 : bb_pos + o;
        }

        /** Position of the vector's length word, or -1 when absent; checks the elements fit. */
        int vector(int slot, int elementSize) {
            int o = fieldOffset(slot);
            if (o == 0) {
                return -1;
            }
            int p = __vector(o) - 4;
            if (p < 0 || p + 4 > bb.limit()) {
                throw verify("vector offset out of range");
            }
            long n = Integer.toUnsignedLong(bb.getInt(p));
            if (n * elementSize > bb.limit() - p - 4L) {
                throw verify("vector length out of range");
            }
            return p;
        }

        int length(int vectorPosition) {
            return bb.getInt(vectorPosition);
        }

        byte[] stringBytes(int slot) {
            int o = fieldOffset(slot);
            if (o == 0) {
                return null;
            }
            int p = __indirect(bb_pos + o);
            if (p < 0 || p + 4 > bb.limit()) {
                throw verify("string offset out of range");
            }
            long n = Integer.toUnsignedLong(bb.getInt(p));
            if (n > bb.limit() - p - 4L) {
                throw verify("string length out of range");
            }
            byte[] out = new byte[(int) n];
            bb.get(p + 4, out);
            return out;
        }
    }
}
