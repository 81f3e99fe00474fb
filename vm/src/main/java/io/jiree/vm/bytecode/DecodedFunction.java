package io.jiree.vm.bytecode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A verified function's bytecode re-encoded for execution: one {@code int} per opcode and per
 * operand field, so the interpreter reads each operand with a single array load instead of
 * assembling unaligned little-endian bytes. Each op is the {@linkplain Opcode#id() id} of the op it
 * {@linkplain Opcode#runsAs() runs as} (so no prefix, and f32/f64 ops that only move bits become
 * their i32/i64 twins), register lists lose their alignment padding, branch targets become
 * indices of the target block marker, and strings move to a side table. {@link #bytePc} maps
 * instruction starts back to bytecode offsets for backtraces.
 */
final class DecodedFunction {
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
        return decode(b, false);
    }

    /**
     * As {@link #decode(byte[])}; {@code traced} puts a {@link Opcode#TRACE_STEP} (with the
     * instruction's bytecode offset) before each instruction, after a block marker for blocks, so
     * that a branch, which lands just past the marker, steps into it too.
     */
    static DecodedFunction decode(byte[] b, boolean traced) {
        // Pass 1 records instruction starts so branch targets can be translated in pass 2.
        int[] index = new int[b.length + 1];
        Arrays.fill(index, -1);
        Encoder first = new Encoder(b, null, null, traced);
        first.walk(index);
        Encoder second = new Encoder(b, index, new ArrayList<>(), traced);
        second.walk(null);
        return new DecodedFunction(second.out.toArray(), second.pcs.toArray(), second.strings.toArray(String[]::new));
    }

    /**
     * The number of ints the operands of the op at {@code i} of decoded {@code code} take: the
     * op's layout, with each field as {@link Encoder} writes it.
     */
    static int operandLength(int[] code, int i) {
        String layout = Opcode.byId(code[i]).layout();
        int p = i + 1;
        for (int k = 0; k < layout.length(); k++) {
            switch (layout.charAt(k)) {
                case 'W' -> p += 2;
                case 'a', 'v', 'V', 'y', 'n' -> p += 1 + code[p];
                case 'm' -> p += 1 + 2 * code[p];
                case 'T' -> {
                    int n = code[p++];
                    for (int c = 0; c < n; c++) {
                        p += 2 + 2 * code[p + 1];
                    }
                }
                default -> p++;
            }
        }
        return p - i - 1;
    }

    private static final class IntList {
        int[] a = new int[64];
        int n;

        void add(int v) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }

    /** Writes each field the reader hands it as ints: one per register and 32-bit field. */
    private static final class Encoder implements OperandReader.Visitor {
        final byte[] b;
        final int[] targets;
        final List<String> strings;
        final IntList out = new IntList();
        final IntList pcs = new IntList();
        final boolean traced;

        Encoder(byte[] b, int[] targets, List<String> strings, boolean traced) {
            this.b = b;
            this.targets = targets;
            this.strings = strings;
            this.traced = traced;
        }

        void emit(int v) {
            out.add(v);
            pcs.add(-1);
        }

        void walk(int[] starts) {
            OperandReader reader = new OperandReader(b);
            int end = b.length - 1;
            Opcode last = null;
            int lastStart = 0;
            while (reader.pc() < end) {
                boolean block = traced && b[reader.pc()] == Opcode.Code.BLOCK;
                if (traced && !block) {
                    emit(Opcode.TRACE_STEP);
                    emit(reader.pc());
                }
                if (starts != null) {
                    starts[reader.pc()] = out.n;
                }
                Opcode op = reader.opcode(this);
                out.add(op.runsAs().id());
                pcs.add(reader.instructionStart());
                if (block) {
                    emit(Opcode.TRACE_STEP);
                    emit(reader.instructionStart());
                }
                last = op;
                lastStart = reader.instructionStart();
                reader.operands(op, this);
            }
            if (last == Opcode.Fail) {
                out.add(Opcode.END_OF_CODE);
                pcs.add(lastStart);
            }
        }

        @Override
        public void register(char kind, int register) {
            emit(register);
        }

        @Override
        public void word(char kind, int value) {
            if (kind == 'b') {
                emit(targets == null ? 0 : targets[value]);
            } else {
                emit(value);
            }
        }

        @Override
        public void doubleWord(long value) {
            emit((int) value);
            emit((int) (value >>> 32));
        }

        @Override
        public void string(int offset, int length) {
            if (strings != null) {
                strings.add(new String(b, offset, length, StandardCharsets.UTF_8));
                emit(strings.size() - 1);
            } else {
                emit(0);
            }
        }

        @Override
        public void list(char kind, int offset, int count) {
            emit(count);
        }

        @Override
        public void remap(int source, int target) {
            emit(source);
            emit(target);
        }

        @Override
        public RuntimeException overrun() {
            return new IllegalStateException("verified bytecode overrun");
        }
    }
}
