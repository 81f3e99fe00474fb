package io.jiree.vm.bytecode;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.vm.Engine;
import io.jiree.vm.Function;
import io.jiree.vm.Module;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ResolvedImport;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmRef;
import java.util.Arrays;
import java.util.BitSet;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A bytecode module's state in one context: globals (primitive bytes and refs), resolved imports,
 * and the rodata buffers handed to the program.
 */
final class BytecodeModuleInstance implements ModuleInstance {
    final BytecodeModule module;
    final byte[] rwdata;
    final Object[] globalRefs;
    final ResolvedImport[] imports;
    final VmBuffer[] rodataBuffers;
    // The context's engine: whether calls look for compiled functions, and compile them at once.
    final boolean jit;
    final boolean eagerJit;
    // Per export: whether its calls may change globals (0: not known yet, 1: no, 2: yes); the
    // answer depends on what the imports resolved to, which is fixed for the instance.
    private final byte[] writesGlobals;
    // Per internal function, the frame of a call that returned, for the next call to take. One
    // each: calls that find it taken (other threads, recursion, re-entry through an import)
    // allocate, and a frame returned to a filled slot is dropped. A frame is in its slot or in
    // one call, never both.
    private final AtomicReferenceArray<Frame> frames;

    BytecodeModuleInstance(BytecodeModule module, ResolvedImport[] imports, Engine engine) {
        this.module = module;
        this.jit = engine != Engine.INTERPRETER;
        this.eagerJit = engine == Engine.EAGER_JIT;
        this.rwdata = new byte[module.globalBytes];
        this.globalRefs = new Object[module.globalRefCount];
        this.imports = imports.clone();
        this.rodataBuffers = new VmBuffer[module.rodata.length];
        this.writesGlobals = new byte[module.exportInternalOrdinals.length];
        this.frames = new AtomicReferenceArray<>(module.functionCount());
        for (int i = 0; i < rodataBuffers.length; i++) {
            rodataBuffers[i] = VmBuffer.wrapModuleConstant(module.rodata[i]);
        }
    }

    /** A frame for a call of internal function {@code ordinal} from {@code parent} (null: from outside). */
    Frame takeFrame(int ordinal, Frame parent) {
        ExecutionTracer tracer = Interpreter.tracer;
        Frame f = frames.getAndSet(ordinal, null);
        if (f == null || f.tracer != tracer) { // a frame runs the code of the tracer it was made with
            f = new Frame(module, ordinal, tracer);
        }
        f.parent = parent;
        f.depth = parent == null ? 0 : parent.depth + 1;
        return f;
    }

    /**
     * Keeps {@code f}, whose call returned and released its registers, for the function's next
     * call; the caller must not touch it afterwards.
     */
    void returnFrame(Frame f) {
        assert f.holdsNothing() : "a returned frame still holds references";
        f.parent = null;
        // Its next call starts from zeroed registers, as a new frame's would.
        Arrays.fill(f.i32, 0);
        frames.setRelease(f.ordinal, f);
    }

    /** The frame kept for the next call of internal function {@code ordinal}, or null. */
    Frame keptFrame(int ordinal) {
        return frames.get(ordinal);
    }

    @Override
    public Module module() {
        return module;
    }

    @Override
    public void call(int exportOrdinal, ValueList args, ValueList results) {
        if (exportOrdinal < 0 || exportOrdinal >= module.exportInternalOrdinals.length) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "export ordinal %d out of range in module '%s'",
                    exportOrdinal,
                    module.name);
        }
        Timeline timeline = Timeline.active();
        if (timeline == null) {
            Interpreter.invoke(this, module.exportInternalOrdinals[exportOrdinal], args, results);
            return;
        }
        long start = timeline.begin();
        try {
            Interpreter.invoke(this, module.exportInternalOrdinals[exportOrdinal], args, results);
        } finally {
            timeline.span(
                    "vm", module.name + "." + module.exports.get(exportOrdinal).name(), start);
        }
    }

    @Override
    public boolean writesGlobals(int exportOrdinal) {
        if (exportOrdinal < 0 || exportOrdinal >= module.exportInternalOrdinals.length) {
            return true;
        }
        byte known = writesGlobals[exportOrdinal];
        if (known == 0) {
            known = findGlobalWrites(exportOrdinal) ? (byte) 2 : (byte) 1;
            writesGlobals[exportOrdinal] = known; // any thread computes the same
        }
        return known == 2;
    }

    private boolean findGlobalWrites(int exportOrdinal) {
        int ordinal = module.exportInternalOrdinals[exportOrdinal];
        if (module.writesGlobals(ordinal)) {
            return true;
        }
        // Imports resolved to other modules' functions write what those write.
        BitSet called = module.importsCalled(ordinal);
        for (int i = called.nextSetBit(0); i >= 0; i = called.nextSetBit(i + 1)) {
            ResolvedImport target = i < imports.length ? imports[i] : null;
            if (target != null
                    && target.target() != this
                    && target.target().writesGlobals(target.function().ordinal())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        VmRef.releaseAll(globalRefs, 0, globalRefs.length);
    }

    @Override
    public void initialize() {
        Function init = module.lookupExport("__init");
        if (init != null) {
            ValueList results = new ValueList(1);
            call(init.ordinal(), new ValueList(1), results);
            results.releaseRefs();
        }
    }
}
