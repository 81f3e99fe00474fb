package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Interpreter.REF_MASK;
import static io.jiree.vm.bytecode.Interpreter.getI64;
import static io.jiree.vm.bytecode.Interpreter.setI64;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.VmBuffer;

/**
 * {@code vm.buffer.*} ops. Load/store/fill offsets count elements of the access width; copy,
 * compare, clone and hash offsets count bytes, as in IREE.
 */
final class BufferOps {
    private BufferOps() {
    }

    static VmBuffer buffer(Object[] refs, int[] c, int p, String what) {
        Object o = refs[c[p] & REF_MASK];
        if (o instanceof VmBuffer b) {
            return b;
        }
        throw new JireeException(StatusCode.INVALID_ARGUMENT, o == null ? what + " is null" : what + " is not a buffer: " + o);
    }

    static int execute(int op, int[] c, int pc, int[] r, Object[] refs) {
        switch (op) {
            case 0x62, 0x63, 0x64, 0x65, 0x66 -> { // BufferLoadI8U/I8S/I16U/I16S/I32
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                long idx = getI64(r, c[pc + 1]);
                r[c[pc + 2]] = switch (op) {
                    case 0x62 -> b.loadI8U(idx);
                    case 0x63 -> b.loadI8S(idx);
                    case 0x64 -> b.loadI16U(idx);
                    case 0x65 -> b.loadI16S(idx);
                    default -> b.loadI32(idx);
                };
                return pc + 3;
            }
            case 0x67 -> { // BufferLoadI64
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                setI64(r, c[pc + 2], b.loadI64(getI64(r, c[pc + 1])));
                return pc + 3;
            }
            case 0x68, 0x69, 0x6A -> { // BufferStoreI8/I16/I32
                VmBuffer b = buffer(refs, c, pc, "target_buffer");
                long idx = getI64(r, c[pc + 1]);
                int v = r[c[pc + 2]];
                switch (op) {
                    case 0x68 -> b.storeI8(idx, v);
                    case 0x69 -> b.storeI16(idx, v);
                    default -> b.storeI32(idx, v);
                }
                return pc + 3;
            }
            case 0x6B -> { // BufferStoreI64
                VmBuffer b = buffer(refs, c, pc, "target_buffer");
                b.storeI64(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]));
                return pc + 3;
            }
            case 0x6C -> { // BufferAlloc
                long length = getI64(r, c[pc]);
                refs[c[pc + 2] & REF_MASK] = VmBuffer.allocate(length);
                return pc + 3;
            }
            case 0x6D -> { // BufferClone
                VmBuffer b = buffer(refs, c, pc, "source");
                long off = getI64(r, c[pc + 1]);
                long len = getI64(r, c[pc + 2]);
                refs[c[pc + 4] & REF_MASK] = b.cloneRange(off, len);
                return pc + 5;
            }
            case 0x6E -> { // BufferLength
                setI64(r, c[pc + 1], buffer(refs, c, pc, "buffer").length());
                return pc + 2;
            }
            case 0x6F -> { // BufferCopy
                VmBuffer src = buffer(refs, c, pc, "source_buffer");
                VmBuffer dst = buffer(refs, c, pc + 2, "target_buffer");
                VmBuffer.copy(src, getI64(r, c[pc + 1]), dst, getI64(r, c[pc + 3]), getI64(r, c[pc + 4]));
                return pc + 5;
            }
            case 0x70 -> { // BufferCompare
                VmBuffer lhs = buffer(refs, c, pc, "lhs_buffer");
                VmBuffer rhs = buffer(refs, c, pc + 2, "rhs_buffer");
                r[c[pc + 5]] = VmBuffer.compare(lhs, getI64(r, c[pc + 1]), rhs, getI64(r, c[pc + 3]),
                        getI64(r, c[pc + 4])) ? 1 : 0;
                return pc + 6;
            }
            case 0x71, 0x72, 0x73 -> { // BufferFillI8/I16/I32
                VmBuffer b = buffer(refs, c, pc, "buffer");
                int size = op == 0x71 ? 1 : op == 0x72 ? 2 : 4;
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), size, r[c[pc + 3]]);
                return pc + 4;
            }
            case 0x74 -> { // BufferFillI64
                VmBuffer b = buffer(refs, c, pc, "buffer");
                b.fill(getI64(r, c[pc + 1]), getI64(r, c[pc + 2]), 8, getI64(r, c[pc + 3]));
                return pc + 4;
            }
            case 0x84 -> { // BufferHash
                VmBuffer b = buffer(refs, c, pc, "source_buffer");
                setI64(r, c[pc + 3], b.hash(getI64(r, c[pc + 1]), getI64(r, c[pc + 2])));
                return pc + 4;
            }
            default -> throw new JireeException(StatusCode.UNIMPLEMENTED, String.format("unhandled core opcode %02X", op));
        }
    }
}
