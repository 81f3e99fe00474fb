package io.jiree.vm.bytecode;

/**
 * Reads a function's bytecode an instruction at a time: the opcode (one byte, or a prefix and the
 * extension byte), then each operand field as the opcode's {@linkplain Opcode#layout() layout}
 * describes it — its width, the 2-byte alignment of lists, how many entries a list has — handing
 * every field to a {@link Visitor}. This is the one place that knows how operands are encoded: the
 * verifier checks what it is handed, {@link DecodedFunction} re-encodes it for the interpreter and
 * the disassembler prints it. Every read is bounds-checked; reading past the end of the code is
 * reported through {@link Visitor#overrun()}.
 */
public final class OperandReader {
    /** Receives one instruction's fields in encoding order; each method ignores its field unless overridden. */
    public interface Visitor {
        /**
         * A register: a field {@code i I r R}, or an entry of a register list, then with the
         * list's kind ({@code a v V y n}; for {@code n} the entry is a segment size).
         */
        default void register(char kind, int register) {}

        /** A 32-bit field: {@code 4 8 G t o c X w}, or a branch target {@code b}. */
        default void word(char kind, int value) {}

        /** An 8-byte immediate ({@code W}). */
        default void doubleWord(long value) {}

        /** A string ({@code s}): {@code length} UTF-8 bytes at {@code offset} of the code. */
        default void string(int offset, int length) {}

        /**
         * The start of a list: {@code count} entries follow — registers for {@code a v V y n},
         * {@link #remap} pairs for {@code m}, and for a branch table {@code T} that many cases of
         * a target ({@code b}) and a remap list each. {@code offset} is where its count is.
         */
        default void list(char kind, int offset, int count) {}

        /** One register of a branch's remap list: {@code source} is copied to {@code target}. */
        default void remap(int source, int target) {}

        /** The exception for an instruction that runs past the end of the code. */
        RuntimeException overrun();
    }

    private final byte[] code;
    private final int end;
    private int pc;
    private int instructionStart;
    private int lastByte;

    /** A reader of {@code code}, at offset 0. */
    public OperandReader(byte[] code) {
        this(code, 0);
    }

    /** A reader of {@code code} at {@code offset} (an instruction start). */
    public OperandReader(byte[] code, int offset) {
        this.code = code;
        this.end = code.length;
        this.pc = offset;
    }

    /** Where the next read happens. */
    public int pc() {
        return pc;
    }

    /** Where the instruction last read by {@link #opcode} began. */
    public int instructionStart() {
        return instructionStart;
    }

    /** The byte at the cursor, which must be inside the code. */
    public int peek() {
        return code[pc] & 0xFF;
    }

    /**
     * Reads an opcode: one byte, or after {@code PrefixExtF32}/{@code PrefixExtF64} the extension
     * byte too. Returns null for an unassigned byte; {@link #lastByte()} is the byte looked up.
     */
    public Opcode opcode(Visitor v) {
        instructionStart = pc;
        int first = u8(v);
        Opcode.InstructionSet set = first == Opcode.Code.PREFIX_EXT_F32
                ? Opcode.InstructionSet.EXT_F32
                : first == Opcode.Code.PREFIX_EXT_F64 ? Opcode.InstructionSet.EXT_F64 : Opcode.InstructionSet.CORE;
        lastByte = set == Opcode.InstructionSet.CORE ? first : u8(v);
        return Opcode.lookup(set, lastByte);
    }

    /** The opcode byte {@link #opcode} last looked up (the extension byte after a prefix). */
    public int lastByte() {
        return lastByte;
    }

    /** Reads the operand fields of {@code op}, which was just read, handing each to {@code v}. */
    public void operands(Opcode op, Visitor v) {
        String layout = op.layout();
        for (int i = 0; i < layout.length(); i++) {
            field(layout.charAt(i), v);
        }
    }

    private void field(char kind, Visitor v) {
        switch (kind) {
            case 'i', 'I', 'r', 'R' -> v.register(kind, u16(v));
            case '4', '8', 'G', 't', 'o', 'c', 'X', 'w', 'b' -> v.word(kind, u32(v));
            case 'W' -> {
                long lo = u32(v) & 0xFFFFFFFFL;
                v.doubleWord(lo | (long) u32(v) << 32);
            }
            case 's' -> {
                int length = u16(v);
                require(length, v);
                v.string(pc, length);
                pc += length;
            }
            case 'm', 'a', 'v', 'V', 'y', 'n' -> {
                align2();
                int at = pc;
                int n = u16(v);
                boolean remaps = kind == 'm';
                require((remaps ? 4L : 2L) * n, v);
                v.list(kind, at, n);
                for (int k = 0; k < n; k++) {
                    if (remaps) {
                        int source = u16(v);
                        v.remap(source, u16(v));
                    } else {
                        v.register(kind, u16(v));
                    }
                }
            }
            case 'T' -> {
                int at = pc;
                int n = u16(v);
                v.list(kind, at, n);
                for (int k = 0; k < n; k++) {
                    field('b', v);
                    field('m', v);
                }
            }
            default -> throw new IllegalStateException("unknown layout code " + kind);
        }
    }

    private void align2() {
        pc = pc + 1 & ~1;
    }

    private void require(long bytes, Visitor v) {
        if (pc + bytes > end) {
            throw v.overrun();
        }
    }

    private int u8(Visitor v) {
        require(1, v);
        return code[pc++] & 0xFF;
    }

    private int u16(Visitor v) {
        require(2, v);
        int value = (code[pc] & 0xFF) | (code[pc + 1] & 0xFF) << 8;
        pc += 2;
        return value;
    }

    private int u32(Visitor v) {
        require(4, v);
        int value = (code[pc] & 0xFF)
                | (code[pc + 1] & 0xFF) << 8
                | (code[pc + 2] & 0xFF) << 16
                | (code[pc + 3] & 0xFF) << 24;
        pc += 4;
        return value;
    }
}
