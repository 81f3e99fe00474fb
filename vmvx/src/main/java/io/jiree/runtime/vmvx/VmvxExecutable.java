package io.jiree.runtime.vmvx;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import io.jiree.hal.ExportInfo;
import io.jiree.hal.local.CpuExecutable;
import io.jiree.hal.local.DispatchState;
import io.jiree.hal.local.WorkgroupState;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.RefType;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import io.jiree.vm.bytecode.BytecodeModule;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A VMVX executable: a bytecode module whose exports are dispatch functions with the calling
 * convention {@code 0rrriiiiiiiii_v} (local memory, constants, bindings list, then workgroup
 * id, size and count as i32 x/y/z), run by the VM against the {@code vmvx} microkernel module.
 *
 * <p>VM contexts are not thread-safe, so each device worker (processor id) has its own
 * {@link Worker} (context, argument list, wrapped bindings), created on first use as IREE
 * keeps one context per worker; a worker re-wraps bindings and constants only when the dispatch
 * changes, so a workgroup costs no allocation beyond the interpreter's own. Workers claim their
 * slot atomically, so an executable shared by several devices stays safe (extra callers take
 * spare workers).
 */
final class VmvxExecutable implements CpuExecutable {
    static final String FORMAT = "vmvx-bytecode-fb";
    static final String ENTRY_CCONV = "0rrriiiiiiiii_v";
    private static final long LOCAL_MEMORY_PAGE_SIZE = 4096;
    private static final TypeDef BUFFER_LIST = TypeDef.of(RefType.BUFFER);

    private final BytecodeModule module;
    private final int[] executableConstants;
    private final List<ExportInfo> exports;
    private final long[] localMemory;
    private final AtomicReferenceArray<Worker> slots;
    private final ConcurrentLinkedQueue<Worker> spare = new ConcurrentLinkedQueue<>();
    private final RefCount refs = new RefCount("executable");

    VmvxExecutable(BytecodeModule module, int[] executableConstants, int workerCount) {
        this.module = module;
        this.executableConstants = executableConstants.clone();
        List<Function> fns = module.exports();
        List<ExportInfo> infos = new ArrayList<>(fns.size());
        localMemory = new long[fns.size()];
        for (Function f : fns) {
            String cconv = f.signature().callingConvention() == null
                    ? ""
                    : f.signature().callingConvention().text();
            if (!cconv.equals(ENTRY_CCONV)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "executable entry point does not match the expected calling convention; expected '%s' but "
                                + "got '%s', possible ABI version mismatch",
                        ENTRY_CCONV,
                        cconv);
            }
            // Unparsable attributes count as 0 and counts are truncated to the ABI's field widths, as in IREE.
            long local = attribute(f, "local_memory") / LOCAL_MEMORY_PAGE_SIZE;
            localMemory[f.ordinal()] = (local & 0xFFFF) * LOCAL_MEMORY_PAGE_SIZE;
            int constants = (int) (attribute(f, "constant_count") & 0xFF);
            int bindings = (int) (attribute(f, "binding_count") & 0xFF);
            infos.add(new ExportInfo(f.name(), constants, bindings, new int[3], 0));
        }
        this.exports = List.copyOf(infos);
        slots = new AtomicReferenceArray<>(Math.max(1, workerCount));
        // One worker up front so constant and import errors surface at load time.
        slots.set(0, new Worker());
    }

    private static long attribute(Function f, String name) {
        String v = f.signature().attribute(name);
        if (v == null || v.isEmpty()) {
            return 0;
        }
        try {
            return Integer.toUnsignedLong(Integer.parseUnsignedInt(v.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A VM context of its own plus the reusable call arguments of one worker thread. */
    private final class Worker {
        final Context context;
        final ModuleInstance instance;
        final ValueList args = new ValueList(12);
        final ValueList results = new ValueList(1);
        DispatchState dispatch;
        VmBuffer constants;
        VmList bindings;
        MemorySegment localSegment;
        VmBuffer local;

        Worker() {
            context = Context.create(VmvxModule.module(), module);
            instance = context.instance(module);
            setConstants();
        }

        /** Passes executable-level constants to {@code __set_constants} as IREE's loader does. */
        private void setConstants() {
            Function set = module.lookupExport("__set_constants");
            if (set == null) {
                if (executableConstants.length > 0) {
                    throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "executable has no executable-level constants but %d constants were provided",
                            executableConstants.length);
                }
                return;
            }
            if (executableConstants.length == 0) {
                throw new JireeException(
                        StatusCode.INVALID_ARGUMENT,
                        "executable requires executable-level constants but none were provided");
            }
            context.invoke(set, VmBuffer.wrapReadOnly(littleEndian(executableConstants)));
        }

        // The wrapper is cached for the very segment it wraps: identity is the exact (and cheap) test.
        @SuppressWarnings("MemorySegmentReferenceEquality")
        void run(int ordinal, DispatchState d, WorkgroupState wg) {
            if (d != dispatch) {
                bindings = new VmList(BUFFER_LIST, d.bindingCount());
                for (int i = 0; i < d.bindingCount(); i++) {
                    bindings.pushRef(VmBuffer.wrapMutable(d.binding(i)));
                }
                constants = VmBuffer.wrapReadOnly(littleEndian(d.constants()));
                dispatch = d;
            }
            MemorySegment lm = wg.localMemory();
            if (lm != localSegment || local == null) {
                local = VmBuffer.wrapMutable(lm);
                localSegment = lm;
            }
            ValueList a = args;
            a.clear();
            a.addRef(local).addRef(constants).addRef(bindings);
            a.addI32(wg.workgroupId(0)).addI32(wg.workgroupId(1)).addI32(wg.workgroupId(2));
            a.addI32(d.workgroupSize(0)).addI32(d.workgroupSize(1)).addI32(d.workgroupSize(2));
            a.addI32(d.workgroupCount(0)).addI32(d.workgroupCount(1)).addI32(d.workgroupCount(2));
            results.clear();
            instance.call(ordinal, a, results);
        }
    }

    private static MemorySegment littleEndian(int[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(values);
        return MemorySegment.ofArray(b.array());
    }

    @Override
    public void runWorkgroup(int ordinal, DispatchState dispatch, WorkgroupState workgroup) {
        checkOrdinal(ordinal);
        int slot = workgroup.processorId();
        boolean ownSlot = slot >= 0 && slot < slots.length();
        Worker w = ownSlot ? slots.getAndSet(slot, null) : null;
        if (w == null) {
            w = spare.poll();
            if (w == null) {
                w = new Worker();
            }
        }
        try {
            w.run(ordinal, dispatch, workgroup);
        } catch (JireeException e) {
            throw e.annotate(
                    "in VMVX dispatch '" + exports.get(ordinal).name() + "' workgroup (" + workgroup.workgroupId(0)
                            + ", " + workgroup.workgroupId(1) + ", " + workgroup.workgroupId(2) + ")");
        } finally {
            if (!ownSlot || !slots.compareAndSet(slot, null, w)) {
                spare.add(w);
            }
        }
    }

    @Override
    public long localMemorySize(int ordinal) {
        checkOrdinal(ordinal);
        return localMemory[ordinal];
    }

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public int exportCount() {
        return exports.size();
    }

    @Override
    public ExportInfo export(int ordinal) {
        checkOrdinal(ordinal);
        return exports.get(ordinal);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        if (refs.release()) {
            for (int i = 0; i < slots.length(); i++) {
                slots.set(i, null);
            }
            spare.clear();
        }
    }
}
