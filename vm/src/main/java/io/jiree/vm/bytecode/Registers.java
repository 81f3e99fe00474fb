package io.jiree.vm.bytecode;

/**
 * How an instruction names a register (IREE's {@code IREE_REF_REGISTER_TYPE_BIT} and kin): a 16-bit
 * operand whose top bit says it is a ref register rather than an i32 one, whose next bit marks a
 * ref operand's last use (the compiler's move: the reference is handed over, not copied), and
 * whose low bits are the register's index. The interpreter, the verifier and the disassembler all
 * read operands with these.
 */
public final class Registers {
    /** Set in a ref register operand. */
    public static final int REF_BIT = 0x8000;
    /** Set in a ref register operand whose value is used for the last time. */
    public static final int MOVE_BIT = 0x4000;
    /** A ref register operand's index. */
    public static final int REF_MASK = 0x3FFF;
    /** An i32 register operand's index, and the most i32 registers a function may have. */
    public static final int I32_MASK = 0x7FFF;

    private Registers() {}
}
