package io.jiree.vm.bytecode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A verified function's bytecode re-encoded for execution: one {@code int} per opcode and per
 * operand field, so the interpreter reads each operand with a single array load instead of
 * assembling unaligned little-endian bytes. Extension ops get their own opcode numbers
 * ({@code 0x100 | op} for f32, {@code 0x200 | op} for f64), register lists lose their alignment
 * padding, branch targets become indices of the target block marker, and strings move to a side
 * table. {@link #bytePc} maps instruction starts back to bytecode offsets for backtraces.
 */
final class DecodedFunction {
    static final int F32 = 0x100;
    static final int F64 = 0x200;
    /**
     * Appended after a function whose last op is {@code vm.fail}: with status 0 that op falls
     * through, and this reports that there is nothing to fall through to.
     */
    static final int END = 0xFF;

    final int[] code;
    final int[] bytePc;
    final String[] strings;

    private DecodedFunction(int[] code, int[] bytePc, String[] strings) {
        this.code = code;
        this.bytePc = bytePc;
        this.strings = strings;
    }

    /** Translates verified bytecode (the verifier guarantees every read below is in range). */
    static DecodedFunction decode(byte[] b) {
        // Pass 1 records instruction starts so branch targets can be translated in pass 2.
        int[] index = new int[b.length + 1];
        java.util.Arrays.fill(index, -1);
        Walker first = new Walker(b, null, null);
        first.walk(index);
        Walker second = new Walker(b, index, new ArrayList<>());
        second.walk(null);
        return new DecodedFunction(second.out.toArray(), second.pcs.toArray(), second.strings.toArray(String[]::new));
    }

    private static final class IntList {
        int[] a = new int[64];
        int n;

        void add(int v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }

    private static final class Walker {
        final byte[] b;
        final int[] targets;
        final List<String> strings;
        final IntList out = new IntList();
        final IntList pcs = new IntList();
        int pc;

        Walker(byte[] b, int[] targets, List<String> strings) {
            this.b = b;
            this.targets = targets;
            this.strings = strings;
        }

        int u16() {
            int v = (b[pc] & 0xFF) | (b[pc + 1] & 0xFF) << 8;
            pc += 2;
            return v;
        }

        int u32() {
            int v = (b[pc] & 0xFF) | (b[pc + 1] & 0xFF) << 8 | (b[pc + 2] & 0xFF) << 16 | (b[pc + 3] & 0xFF) << 24;
            pc += 4;
            return v;
        }

        void emit(int v) {
            out.add(v);
            pcs.add(-1);
        }

        void walk(int[] starts) {
            int end = b.length - 1;
            int last = -1;
            int lastStart = 0;
            while (pc < end) {
                if (starts != null) {
                    starts[pc] = out.n;
                }
                int opStart = pc;
                int opcode = b[pc++] & 0xFF;
                Opcode op;
                int encoded;
                if (opcode == Opcode.PREFIX_EXT_F32 || opcode == Opcode.PREFIX_EXT_F64) {
                    int sub = b[pc++] & 0xFF;
                    boolean f32 = opcode == Opcode.PREFIX_EXT_F32;
                    op = Opcode.lookup(f32 ? Opcode.Set.EXT_F32 : Opcode.Set.EXT_F64, sub);
                    encoded = (f32 ? F32 : F64) | sub;
                } else {
                    op = Opcode.lookup(Opcode.Set.CORE, opcode);
                    encoded = opcode;
                }
                out.add(encoded);
                pcs.add(opStart);
                last = encoded;
                lastStart = opStart;
                String layout = op.layout();
                for (int i = 0; i < layout.length(); i++) {
                    field(layout.charAt(i));
                }
            }
            if (last == Opcode.Fail.code()) {
                out.add(END);
                pcs.add(lastStart);
            }
        }

        void field(char c) {
            switch (c) {
                case 'i', 'I', 'r', 'R' -> emit(u16());
                case '4', '8', 'G', 't', 'o', 'c', 'X', 'w' -> emit(u32());
                case 'W' -> {
                    emit(u32());
                    emit(u32());
                }
                case 's' -> {
                    int len = u16();
                    if (strings != null) {
                        strings.add(new String(b, pc, len, StandardCharsets.UTF_8));
                        emit(strings.size() - 1);
                    } else {
                        emit(0);
                    }
                    pc += len;
                }
                case 'b' -> {
                    int target = u32();
                    emit(targets == null ? 0 : targets[target]);
                }
                case 'm' -> {
                    pc = pc + 1 & ~1;
                    int n = u16();
                    emit(n);
                    for (int k = 0; k < 2 * n; k++) {
                        emit(u16());
                    }
                }
                case 'a', 'v', 'V', 'y', 'n' -> {
                    pc = pc + 1 & ~1;
                    int n = u16();
                    emit(n);
                    for (int k = 0; k < n; k++) {
                        emit(u16());
                    }
                }
                case 'T' -> {
                    int n = u16();
                    emit(n);
                    for (int k = 0; k < n; k++) {
                        field('b');
                        field('m');
                    }
                }
                default -> throw new IllegalStateException("unknown layout code " + c);
            }
        }
    }
}
