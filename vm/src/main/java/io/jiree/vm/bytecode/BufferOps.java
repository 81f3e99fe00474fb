package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.setI64;
import static io.jiree.vm.bytecode.Opcode.Code.*;
import static io.jiree.vm.bytecode.Registers.REF_MASK;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.VmBuffer;

/**
 * {@code vm.buffer.*} ops. Load/store/fill offsets count elements of the access width; copy,
 * compare, clone and hash offsets count bytes, as in IREE.
 */
final class BufferOps {
    private BufferOps() {}

    static VmBuffer buffer(Object[] refs, int[] c, int p, String what) {
        Object o = refs[c[p] & REF_MASK];
        if (o instanceof VmBuffer b) {
            return b;
        }
        throw new JireeException(
                StatusCode.INVALID_ARGUMENT, o == null ? what + " is null" : what + " is not a buffer: " + o);
    }

    static int execute(int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case BUFFER_LOAD_I8_U, BUFFER_LOAD_I8_S, BUFFER_LOAD_I16_U, BUFFER_LOAD_I16_S, BUFFER_LOAD_I32 -> {
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                long idx = getI64(r, c[pc + 1]);
                r[c[pc + 2]] = switch (op) {
                    case BUFFER_LOAD_I8_U -> b.loadI8U(idx);
                    case BUFFER_LOAD_I8_S -> b.loadI8S(idx);
                    case BUFFER_LOAD_I16_U -> b.loadI16U(idx);
                    case BUFFER_LOAD_I16_S -> b.loadI16S(idx);
                    default -> b.loadI32(idx);
                };
                return pc + 3;
            }
            case BUFFER_LOAD_I64 -> {
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                setI64(r, c[pc + 2], b.loadI64(getI64(r, c[pc + 1])));
                return pc + 3;
            }
            case BUFFER_STORE_I8, BUFFER_STORE_I16, BUFFER_STORE_I32 -> {
                VmBuffer b = buffer(refs, c, pc, "target_buffer");
                long idx = getI64(r, c[pc + 1]);
                int v = r[c[pc + 2]];
                switch (op) {
                    case BUFFER_STORE_I8 -> b.storeI8(idx, v);
                    case BUFFER_STORE_I16 -> b.storeI16(idx, v);
                    default -> b.storeI32(idx, v);
                }
                return pc + 3;
            }
            case BUFFER_STORE_I64 -> {
                VmBuffer b = buffer(refs, c, pc, "target_buffer");
                b.storeI64(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]));
                return pc + 3;
            }
            case BUFFER_ALLOC -> {
                long length = getI64(r, c[pc]);
                Interpreter.setRef(refs, c[pc + 2], VmBuffer.allocate(length));
                return pc + 3;
            }
            case BUFFER_CLONE -> {
                VmBuffer b = buffer(refs, c, pc, "source");
                long off = getI64(r, c[pc + 1]);
                long len = getI64(r, c[pc + 2]);
                Interpreter.setRef(refs, c[pc + 4], b.cloneRange(off, len));
                return pc + 5;
            }
            case BUFFER_LENGTH -> {
                setI64(r, c[pc + 1], buffer(refs, c, pc, "buffer").length());
                return pc + 2;
            }
            case BUFFER_COPY -> {
                VmBuffer src = buffer(refs, c, pc, "source_buffer");
                VmBuffer dst = buffer(refs, c, pc + 2, "target_buffer");
                VmBuffer.copy(src, getI64(r, c[pc + 1]), dst, getI64(r, c[pc + 3]), getI64(r, c[pc + 4]));
                return pc + 5;
            }
            case BUFFER_COMPARE -> {
                VmBuffer lhs = buffer(refs, c, pc, "lhs_buffer");
                VmBuffer rhs = buffer(refs, c, pc + 2, "rhs_buffer");
                r[c[pc + 5]] =
                        VmBuffer.compare(lhs, getI64(r, c[pc + 1]), rhs, getI64(r, c[pc + 3]), getI64(r, c[pc + 4]))
                                ? 1
                                : 0;
                return pc + 6;
            }
            case BUFFER_FILL_I8, BUFFER_FILL_I16, BUFFER_FILL_I32 -> {
                VmBuffer b = buffer(refs, c, pc, "buffer");
                int size = op == BUFFER_FILL_I8 ? 1 : op == BUFFER_FILL_I16 ? 2 : 4;
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), size, r[c[pc + 3]]);
                return pc + 4;
            }
            case BUFFER_FILL_I64 -> {
                VmBuffer b = buffer(refs, c, pc, "buffer");
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), 8, getI64(r, c[pc + 3]));
                return pc + 4;
            }
            case BUFFER_HASH -> {
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                setI64(r, c[pc + 3], b.hash(getI64(r, c[pc + 1]), getI64(r, c[pc + 2])));
                return pc + 4;
            }
            default ->
                throw new JireeException(StatusCode.UNIMPLEMENTED, String.format("unhandled core opcode %02X", op));
        }
    }
}
