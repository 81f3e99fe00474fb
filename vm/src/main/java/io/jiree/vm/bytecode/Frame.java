package io.jiree.vm.bytecode;

import io.jiree.vm.ValueList;

/**
 * One activation of a bytecode function: its register file (i32 bank holding i32/f32 values and
 * i64/f64 values as little-endian register pairs, as IREE does; ref bank), the saved program
 * counter, and where the caller wants results. A frame whose call returned is kept by its
 * module instance for the function's next call ({@link BytecodeModuleInstance#takeFrame}), so
 * {@link #parent} and {@link #depth} belong to the call that holds it.
 */
final class Frame {
    final int ordinal;
    final int[] code;
    final DecodedFunction decoded;
    final int[] i32;
    final Object[] refs;
    /** The calling frame, or null for a call from outside the interpreter. */
    Frame parent;
    /** Internal calls between this frame and its call from outside (0 for that call). */
    int depth;
    /** Saved pc (an index into {@link #code}): where to resume after a callee returns. */
    int pc;
    /** Position in {@link #code} of the result register list of the call in progress. */
    int resultList;
    // The argument and result lists of this frame's import calls, made on its first and reused:
    // a frame makes one import call at a time (execution is synchronous), and a program such as a
    // small matmul makes a dozen per call, whose lists were most of what it allocated.
    private ValueList importArgs;
    private ValueList importResults;

    /** This frame's (empty) list for the arguments of an import call. */
    ValueList importArgs(int capacity) {
        ValueList l = importArgs;
        if (l == null) {
            l = importArgs = new ValueList(Math.max(16, capacity));
        }
        l.clear();
        return l;
    }

    /** This frame's (empty) list for the results of an import call. */
    ValueList importResults() {
        ValueList l = importResults;
        if (l == null) {
            l = importResults = new ValueList(8);
        }
        l.clear();
        return l;
    }

    /** The tracer this frame's code steps into (its code then has a step before each instruction). */
    final ExecutionTracer tracer;

    Frame(BytecodeModule module, int ordinal, ExecutionTracer tracer) {
        this.ordinal = ordinal;
        this.tracer = tracer;
        this.decoded = tracer == null ? module.decoded[ordinal] : module.traced(ordinal);
        this.code = decoded.code;
        this.i32 = new int[module.i32RegisterFileSize[ordinal]];
        this.refs = new Object[module.refRegisterFileSize[ordinal]];
    }

    /** Whether the frame holds no reference, in its registers or its import lists: fit for reuse. */
    boolean holdsNothing() {
        for (Object o : refs) {
            if (o != null) {
                return false;
            }
        }
        return (importArgs == null || importArgs.size() == 0) && (importResults == null || importResults.size() == 0);
    }
}
