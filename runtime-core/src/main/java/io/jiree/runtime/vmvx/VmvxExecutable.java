package io.jiree.runtime.vmvx;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.ExportInfo;
import io.jiree.hal.RefCount;
import io.jiree.vm.Context;
import io.jiree.vm.Function;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.RefType;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import io.jiree.vm.bytecode.BytecodeModule;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * A VMVX executable ({@code vmvx-bytecode-fb}): a VM bytecode module whose exports are dispatch
 * functions, each run once per workgroup with IREE's VMVX entry ABI
 * ({@code 0rrriiiiiiiii_v}: local memory, constants, bindings list, then workgroup id, size and
 * count in x/y/z), as {@code hal/local/loaders/vmvx_module_loader.c} does.
 *
 * <p>Workgroups may run on several threads at once: each thread gets its own VM context.
 */
public final class VmvxExecutable implements Executable {
    /** The format string the compiler records for VMVX executables. */
    public static final String FORMAT = "vmvx-bytecode-fb";
    static final String ENTRY_SIGNATURE = "0rrriiiiiiiii_v";

    private final BytecodeModule module;
    private final List<Function> entries;
    private final List<ExportInfo> exports;
    private final int[] executableConstants;
    private final ThreadLocal<Context> contexts;
    private final RefCount refs = new RefCount("VMVX executable");

    private VmvxExecutable(BytecodeModule module, int[] executableConstants) {
        this.module = module;
        this.executableConstants = executableConstants;
        for (ImportDeclaration d : module.imports()) {
            if (!d.optional()) {
                throw JireeException.of(StatusCode.UNIMPLEMENTED,
                        "VMVX executable imports '%s'; VMVX microkernels are not supported, compile without "
                                + "--iree-vmvx-enable-microkernels", d.fullName());
            }
        }
        List<Function> fns = new ArrayList<>();
        List<ExportInfo> infos = new ArrayList<>();
        for (Function f : module.exports()) {
            if (f.name().equals("__set_constants")) {
                continue;
            }
            String cconv = f.signature().callingConvention() == null ? null
                    : f.signature().callingConvention().text();
            if (!ENTRY_SIGNATURE.equals(cconv)) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                        "executable entry point does not match the expected calling convention; expected '%s' but "
                                + "got '%s', possible ABI version mismatch", ENTRY_SIGNATURE, cconv);
            }
            fns.add(f);
            infos.add(new ExportInfo(f.name(), attribute(f, "constant_count"), attribute(f, "binding_count"),
                    new int[3], 0));
        }
        this.entries = List.copyOf(fns);
        this.exports = List.copyOf(infos);
        this.contexts = ThreadLocal.withInitial(this::newContext);
        contexts.get(); // runs the initializer once now, so load errors surface at load time
    }

    /** Loads a VMVX executable; INVALID_ARGUMENT for other formats or malformed modules. */
    public static VmvxExecutable load(ExecutableParams params) {
        if (!FORMAT.equals(params.format())) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "executable format '%s' is not %s", params.format(),
                    FORMAT);
        }
        if (params.data() == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "VMVX executable data is required");
        }
        // The module keeps views of its data; own a copy so the caller's buffer may go away.
        MemorySegment data = Arena.ofAuto().allocate(Math.max(1, params.data().byteSize()), 16);
        MemorySegment.copy(params.data(), 0, data, 0, params.data().byteSize());
        BytecodeModule module;
        try {
            module = BytecodeModule.load(data.asSlice(0, params.data().byteSize()));
        } catch (JireeException e) {
            throw e.annotate("loading VMVX executable");
        }
        int[] constants = params.constants() == null ? new int[0] : params.constants().clone();
        return new VmvxExecutable(module, constants);
    }

    private static int attribute(Function f, String key) {
        String v = f.signature().attribute(key);
        if (v == null || v.isEmpty()) {
            return 0;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "VMVX export %s has a malformed %s '%s'", f.name(),
                    key, v);
        }
    }

    private Context newContext() {
        Context context = Context.create(module);
        Function setConstants = module.lookupExport("__set_constants");
        if (setConstants == null) {
            if (executableConstants.length > 0) {
                throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                        "executable has no executable-level constants but %d constants were provided",
                        executableConstants.length);
            }
        } else {
            if (executableConstants.length == 0) {
                throw new JireeException(StatusCode.INVALID_ARGUMENT,
                        "executable requires executable-level constants but none were provided");
            }
            VmBuffer buffer = VmBuffer.allocate(4L * executableConstants.length);
            for (int i = 0; i < executableConstants.length; i++) {
                buffer.storeI32(i, executableConstants[i]);
            }
            context.invoke(setConstants, buffer);
        }
        return context;
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

    /**
     * Runs one workgroup of export {@code ordinal}. {@code bindings} are the dispatch's buffer
     * ranges (writable), {@code localMemory} the workgroup's scratch memory (may be empty).
     */
    public void runWorkgroup(int ordinal, MemorySegment localMemory, int[] constants, MemorySegment[] bindings,
                             int[] workgroupId, int[] workgroupSize, int[] workgroupCount) {
        refs.checkLive();
        checkOrdinal(ordinal);
        Function f = entries.get(ordinal);
        Context context = contexts.get();
        MemorySegment constantData = MemorySegment.ofArray(new byte[4 * constants.length]);
        MemorySegment.copy(constants, 0, constantData, ValueLayout.JAVA_INT_UNALIGNED, 0, constants.length);
        VmList list = new VmList(TypeDef.of(RefType.BUFFER), bindings.length);
        for (MemorySegment b : bindings) {
            list.pushRef(VmBuffer.wrapMutable(b));
        }
        ValueList args = new ValueList(12);
        args.addRef(VmBuffer.wrapMutable(localMemory == null ? MemorySegment.ofArray(new byte[0]) : localMemory));
        args.addRef(VmBuffer.wrapReadOnly(constantData));
        args.addRef(list);
        for (int[] xyz : new int[][] {workgroupId, workgroupSize, workgroupCount}) {
            for (int i = 0; i < 3; i++) {
                args.addI32(xyz[i]);
            }
        }
        ModuleInstance instance = context.instance(module);
        instance.call(f.ordinal(), args, new ValueList(1));
    }

    @Override
    public VmvxExecutable retain() {
        refs.retain();
        return this;
    }

    @Override
    public void close() {
        refs.release();
    }
}
