package io.jiree.tools;

import io.jiree.vm.RefType;
import io.jiree.vm.bytecode.BytecodeModule;
import io.jiree.vm.bytecode.ExecutionTracer;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code --trace_execution}: each instruction a program runs, on stderr, in the layout of IREE's
 * bytecode execution tracing ({@code iree_vm_bytecode_trace_disassembly}):
 * {@code [module.function+OFFSET]    } and the instruction as the disassembler prints it, with
 * the value of each operand register after it in parentheses ({@code %i1(3)}, i64 as
 * {@code %i2:3(-1)}, floats as {@code %.9g}/{@code %.17g}, refs as {@code (!hal.buffer_view/0x...)}
 * or {@code (null)}; in call and branch argument lists each value as IREE prints it there: the
 * register's low 32 bits unsigned, or the ref).
 */
final class ExecutionTrace implements ExecutionTracer {
    private static final Pattern REGISTER = Pattern.compile("%([irR])(\\d+)(?::(\\d+))?");
    private static final Pattern INT_CAST = Pattern.compile("vm\\.(bit)?cast\\.[su]?i\\d+\\..*");

    private final PrintWriter err;
    private final Map<BytecodeModule, ModuleLayout> layouts;
    private final Map<BytecodeModule, Map<Integer, Disassembler>> disassemblers = new IdentityHashMap<>();

    /** {@code layouts}: each traced module's file layout (type and function names). */
    ExecutionTrace(PrintWriter err, Map<BytecodeModule, ModuleLayout> layouts) {
        this.err = err;
        this.layouts = layouts;
    }

    @Override
    public synchronized void step(BytecodeModule module, int function, int offset, int[] i32, Object[] refs) {
        ModuleLayout layout = layouts.get(module);
        String name = functionName(module, layout, function);
        StringBuilder b = new StringBuilder("[").append(module.name());
        b.append(name == null ? "@" + function : "." + name);
        b.append(String.format("+%08X]    ", offset));
        try {
            Disassembler d = disassemblers
                    .computeIfAbsent(module, m -> new HashMap<>())
                    .computeIfAbsent(function, f -> Disassembler.ofInstructions(module, layout, f));
            b.append(withValues(d.instruction(offset), i32, refs));
        } catch (RuntimeException e) {
            err.print("<<disassembly failed>>\n");
            err.flush();
            return;
        }
        err.print(b.append('\n'));
        err.flush();
    }

    /**
     * The name IREE's trace gives internal function {@code function}: the debug database's entry at
     * that index (as {@code iree_vm_function_name} looks internal functions up, even where the
     * database lists fewer functions), null without one.
     */
    private static String functionName(BytecodeModule module, ModuleLayout layout, int function) {
        return layout == null ? null : layout.debugFunctionName(function);
    }

    /** {@code text} with the values of its operand registers (those after {@code =}) inserted. */
    static String withValues(String text, int[] i32, Object[] refs) {
        int operands = text.startsWith("%") && text.contains(" = ") ? text.indexOf(" = ") + 3 : 0;
        String mnemonic = text.substring(operands).split("[ (]", 2)[0];
        boolean f32 = mnemonic.contains("f32") && !INT_CAST.matcher(mnemonic).matches();
        boolean f64 = mnemonic.contains("f64") && !INT_CAST.matcher(mnemonic).matches();
        boolean lastOnly = mnemonic.startsWith("vm.list.") || mnemonic.startsWith("vm.buffer.");
        Matcher m = REGISTER.matcher(text);
        StringBuilder out = new StringBuilder(text.substring(0, operands));
        int at = operands;
        int lastToken = -1;
        for (int from = operands; m.find(from); from = m.end()) {
            lastToken = m.start();
        }
        boolean first = true;
        for (int from = operands; m.find(from); from = m.end()) {
            out.append(text, at, m.end());
            at = m.end();
            if (m.start() >= 2 && text.startsWith("->", m.start() - 2)) {
                continue; // the destination of a branch argument
            }
            int reg = Integer.parseInt(m.group(2));
            boolean ref = !m.group(1).equals("i");
            String value;
            if (inList(text, m.start())) {
                value = ref ? refValue(refs, reg, "null") : Integer.toUnsignedString(i32[reg]);
            } else if (ref) {
                value = refValue(refs, reg, "null");
            } else {
                boolean wide = m.group(3) != null;
                boolean offset = inBrackets(text, m.start());
                boolean condition = first && mnemonic.startsWith("vm.select");
                boolean floating = !offset && !condition && (wide ? f64 : f32) && (!lastOnly || m.start() == lastToken);
                long bits = wide ? (i32[reg] & 0xFFFFFFFFL) | ((long) i32[reg + 1] << 32) : i32[reg];
                if (floating) {
                    value = wide
                            ? CFormat.g(Double.longBitsToDouble(bits), 17)
                            : CFormat.g(Float.intBitsToFloat((int) bits), 9);
                } else {
                    value = Long.toString(bits);
                }
            }
            first = false;
            out.append('(').append(value).append(')');
        }
        return out.append(text.substring(at)).toString();
    }

    private static String refValue(Object[] refs, int reg, String none) {
        Object r = refs[reg];
        if (r == null) {
            return none;
        }
        RefType type = RefType.of(r);
        return (type != null ? type.name() : "!vm.ref<?>") + "/0x" + Integer.toHexString(System.identityHashCode(r));
    }

    // Inside the parentheses of a call (@callee(...)) or of a branch target (^block(...)).
    private static boolean inList(String text, int position) {
        int open = text.lastIndexOf('(', position);
        if (open < 0 || text.lastIndexOf(')', position) > open) {
            return false;
        }
        int word = open;
        while (word > 0 && text.charAt(word - 1) != ' ') {
            word--;
        }
        char c = text.charAt(word);
        return c == '@' || c == '^';
    }

    private static boolean inBrackets(String text, int position) {
        int open = text.lastIndexOf('[', position);
        return open >= 0 && text.lastIndexOf(']', position) < open;
    }
}
