package io.jiree.vm.bytecode;

import static io.jiree.vm.bytecode.Opcode.Code.*;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;

/**
 * Which functions of a module may change its globals, read from the bytecode: a function does when
 * it, or an internal function it calls (directly or not), has a global store
 * ({@code vm.global.store.*}, indirect ones included), or when those functions together both load
 * a ref global and change a list or a VM buffer in place ({@code vm.list.set.*},
 * {@code vm.list.resize}, {@code vm.buffer.store.*}, {@code vm.buffer.fill.*},
 * {@code vm.buffer.copy}), since the list or buffer may be the one the global holds. The answer is
 * conservative: a store on a path the function never takes still counts. Imports it calls are
 * recorded for the module's instance, which knows what they resolve to.
 *
 * <p>Writes a dispatch makes into device memory are not VM state and are not seen here.
 */
final class GlobalWrites {
    /** Per internal function: whether it may change the module's globals by itself or its internal callees. */
    private final boolean[] writes;
    /** Per internal function: the import ordinals it or its internal callees call. */
    private final BitSet[] imports;

    private GlobalWrites(boolean[] writes, BitSet[] imports) {
        this.writes = writes;
        this.imports = imports;
    }

    boolean writes(int ordinal) {
        return writes[ordinal];
    }

    BitSet imports(int ordinal) {
        return (BitSet) imports[ordinal].clone();
    }

    static GlobalWrites of(BytecodeModule m) {
        int n = m.decoded.length;
        boolean[] stores = new boolean[n];
        boolean[] loadsRefGlobal = new boolean[n];
        boolean[] mutatesInPlace = new boolean[n];
        BitSet[] calls = new BitSet[n];
        BitSet[] directImports = new BitSet[n];
        for (int f = 0; f < n; f++) {
            calls[f] = new BitSet(n);
            directImports[f] = new BitSet();
            byte[] code = m.functionBytecode(f);
            OperandReader reader = new OperandReader(code);
            int[] callee = new int[1];
            OperandReader.Visitor visitor = new OperandReader.Visitor() {
                @Override
                public void word(char kind, int value) {
                    if (kind == 'c') {
                        callee[0] = value;
                    }
                }

                @Override
                public RuntimeException overrun() {
                    // Verified code never runs past its end.
                    return new IllegalStateException("verified bytecode overran");
                }
            };
            // As the verifier walks it: the last byte is never an instruction start.
            while (reader.pc() < code.length - 1) {
                Opcode op = reader.opcode(visitor);
                callee[0] = 0;
                reader.operands(op, visitor);
                switch (op.id()) {
                    case GLOBAL_STORE_I32,
                            GLOBAL_STORE_I64,
                            GLOBAL_STORE_F32,
                            GLOBAL_STORE_F64,
                            GLOBAL_STORE_REF,
                            GLOBAL_STORE_INDIRECT_I32,
                            GLOBAL_STORE_INDIRECT_I64,
                            GLOBAL_STORE_INDIRECT_F32,
                            GLOBAL_STORE_INDIRECT_F64,
                            GLOBAL_STORE_INDIRECT_REF -> stores[f] = true;
                    case GLOBAL_LOAD_REF, GLOBAL_LOAD_INDIRECT_REF -> loadsRefGlobal[f] = true;
                    case LIST_SET_I32,
                            LIST_SET_I64,
                            LIST_SET_F32,
                            LIST_SET_F64,
                            LIST_SET_REF,
                            LIST_RESIZE,
                            BUFFER_STORE_I8,
                            BUFFER_STORE_I16,
                            BUFFER_STORE_I32,
                            BUFFER_STORE_I64,
                            BUFFER_STORE_F32,
                            BUFFER_STORE_F64,
                            BUFFER_FILL_I8,
                            BUFFER_FILL_I16,
                            BUFFER_FILL_I32,
                            BUFFER_FILL_I64,
                            BUFFER_FILL_F32,
                            BUFFER_FILL_F64,
                            BUFFER_COPY -> mutatesInPlace[f] = true;
                    case CALL, CALL_YIELDABLE, CALL_VARIADIC, CALL_VARIADIC_YIELDABLE -> {
                        if (callee[0] < 0) {
                            directImports[f].set(callee[0] & 0x7FFFFFFF);
                        } else if (callee[0] < n) {
                            calls[f].set(callee[0]);
                        }
                    }
                    default -> {}
                }
            }
        }
        boolean[] writes = new boolean[n];
        BitSet[] imports = new BitSet[n];
        for (int f = 0; f < n; f++) {
            // Everything f reaches through internal calls, f included.
            BitSet reached = new BitSet(n);
            Deque<Integer> work = new ArrayDeque<>();
            reached.set(f);
            work.push(f);
            while (!work.isEmpty()) {
                BitSet next = calls[work.pop()];
                for (int g = next.nextSetBit(0); g >= 0; g = next.nextSetBit(g + 1)) {
                    if (!reached.get(g)) {
                        reached.set(g);
                        work.push(g);
                    }
                }
            }
            boolean store = false;
            boolean load = false;
            boolean mutate = false;
            BitSet imp = new BitSet();
            for (int g = reached.nextSetBit(0); g >= 0; g = reached.nextSetBit(g + 1)) {
                store |= stores[g];
                load |= loadsRefGlobal[g];
                mutate |= mutatesInPlace[g];
                imp.or(directImports[g]);
            }
            writes[f] = store || (load && mutate);
            imports[f] = imp;
        }
        return new GlobalWrites(writes, imports);
    }
}
