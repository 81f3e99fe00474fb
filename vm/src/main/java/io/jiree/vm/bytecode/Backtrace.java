package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;

/**
 * Adds the VM call stack to an error as it leaves the interpreter: one line per frame, innermost
 * first, as {@code at module.function+OFFSET (source location)} with the source location taken
 * from the module's debug database when it has one.
 */
final class Backtrace {
    private Backtrace() {}

    static JireeException annotate(JireeException e, BytecodeModule m, Frame innermost) {
        for (Frame f = innermost; f != null; f = f.parent) {
            int pc = f.pc >= 0 && f.pc < f.decoded.bytePc.length ? f.decoded.bytePc[f.pc] : -1;
            e.annotate(frameLine(m, f.ordinal, Math.max(pc, 0)));
        }
        return e;
    }

    static String frameLine(BytecodeModule m, int ordinal, int pc) {
        StringBuilder sb = new StringBuilder("at ")
                .append(m.name)
                .append('.')
                .append(m.functionName(ordinal))
                .append(String.format("+%08X", pc));
        SourceLocation loc = m.debug.locate(ordinal, pc);
        if (loc != null) {
            sb.append(' ').append(loc);
        }
        return sb.toString();
    }
}
