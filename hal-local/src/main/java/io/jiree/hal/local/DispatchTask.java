package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableAbi.offset;

import io.jiree.base.InjectedFaults;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.StructImage;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Command;
import io.jiree.hal.DispatchFlags;
import io.jiree.hal.Executable;
import io.jiree.hal.MemoryAccess;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;

/**
 * One recorded dispatch, prepared once per command buffer: its own native dispatch state
 * ({@code iree_hal_executable_dispatch_state_v0_t}, with binding and constant arrays) filled with
 * what never changes, and on every execution re-pointed at the bindings the submission resolves
 * to. Dispatches of one level run at the same time, so each has its own state; the workgroups
 * are the level's tiles, run in linear x-fastest order of their ids.
 */
final class DispatchTask {
    private static final long DS_SIZE_X = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_x");
    private static final long DS_SIZE_Y = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_y");
    private static final long DS_SIZE_Z = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_size_z");
    private static final long DS_CONSTANT_COUNT = offset(ExecutableAbi.DISPATCH_STATE, "constant_count");
    private static final long DS_COUNT_X = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_x");
    private static final long DS_COUNT_Y = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_y");
    private static final long DS_COUNT_Z = offset(ExecutableAbi.DISPATCH_STATE, "workgroup_count_z");
    private static final long DS_MAX_CONCURRENCY = offset(ExecutableAbi.DISPATCH_STATE, "max_concurrency");
    private static final long DS_BINDING_COUNT = offset(ExecutableAbi.DISPATCH_STATE, "binding_count");
    private static final long DS_CONSTANTS = offset(ExecutableAbi.DISPATCH_STATE, "constants");
    private static final long DS_BINDING_PTRS = offset(ExecutableAbi.DISPATCH_STATE, "binding_ptrs");
    private static final long DS_BINDING_LENGTHS = offset(ExecutableAbi.DISPATCH_STATE, "binding_lengths");

    private final Command.Dispatch command;
    private final WorkgroupScheduler scheduler;
    private final LibraryExecutable library; // null for an executable run from Java
    private final MemorySegment function;
    private final MemorySegment environment;
    private final String name;
    private final CpuExecutable java; // null for a native one
    private final long localMemorySize;
    private final MemorySegment dispatchState;
    private final MemorySegment bindingPtrs;
    private final MemorySegment bindingLengths;
    private final MemorySegment[] bindings; // this execution's binding memory (Java executables)
    private final BindingSlots.Range range = new BindingSlots.Range();
    private final int[] workgroupSize;
    private DispatchState javaState;
    private long countX;
    private long countXY;
    private long countZ;
    private final int[] indirectCount = new int[3];
    // The counts the native state holds (x | y << 32, z | concurrency << 16); -1: none yet.
    private long writtenCounts = -1;
    private long writtenRest = -1;

    /** Prepares {@code d}; its native state comes from {@code memory} (zeroed here, so any allocator serves). */
    DispatchTask(Command.Dispatch d, WorkgroupScheduler scheduler, SegmentAllocator memory) {
        this.command = d;
        this.scheduler = scheduler;
        Executable exe = d.executable();
        if (!(exe instanceof LibraryExecutable) && !(exe instanceof CpuExecutable)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "executable was not created by a CPU device and cannot be dispatched here");
        }
        if ((d.flags()
                        & (DispatchFlags.CUSTOM_DIRECT_ARGUMENTS
                                | DispatchFlags.DYNAMIC_INDIRECT_ARGUMENTS
                                | DispatchFlags.STATIC_INDIRECT_ARGUMENTS))
                != 0) {
            throw new JireeException(
                    StatusCode.UNIMPLEMENTED, "direct/indirect arguments are not supported on the CPU command buffer");
        }
        long staticLocalMemory;
        if (exe instanceof LibraryExecutable lib) {
            LibraryExecutable.Export export = lib.exportEntry(d.exportOrdinal());
            library = lib;
            java = null;
            function = export.function();
            environment = lib.environment();
            name = export.info().name();
            staticLocalMemory = export.localMemoryPages() * ExecutableAbi.WORKGROUP_LOCAL_MEMORY_PAGE_SIZE;
        } else {
            CpuExecutable cpu = (CpuExecutable) exe;
            cpu.checkOrdinal(d.exportOrdinal());
            library = null;
            java = cpu;
            function = null;
            environment = null;
            name = cpu.export(d.exportOrdinal()).name();
            staticLocalMemory = cpu.localMemorySize(d.exportOrdinal());
        }
        var info = exe.export(d.exportOrdinal());
        int[] constants = d.constants();
        if (constants.length != info.constantCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "constant count mismatch, expected %d but was provided %d",
                    info.constantCount(),
                    constants.length);
        }
        int n = d.bindings().size();
        if (n != info.bindingCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "binding count mismatch, expected %d but was provided %d",
                    info.bindingCount(),
                    n);
        }
        if (n > ExecutableAbi.MAX_BINDING_COUNT || constants.length > ExecutableAbi.MAX_CONSTANT_COUNT) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "dispatch has %d bindings and %d constants; the CPU ABI allows at most %d of each",
                    n,
                    constants.length,
                    ExecutableAbi.MAX_BINDING_COUNT);
        }
        localMemorySize = staticLocalMemory + Integer.toUnsignedLong(d.config().dynamicWorkgroupLocalMemory());
        int[] wg = d.config().workgroupSize();
        workgroupSize = new int[] {wg[0] == 0 ? 1 : wg[0], wg[1] == 0 ? 1 : wg[1], wg[2] == 0 ? 1 : wg[2]};
        bindings = new MemorySegment[n];
        if (library == null) {
            dispatchState = bindingPtrs = bindingLengths = null;
            return;
        }
        // One block: the state, then binding pointers, binding lengths and constants, 64-byte aligned.
        long stateSize = (ExecutableAbi.DISPATCH_STATE.byteSize() + 63) & ~63L;
        long arraySize = (Math.max(1, n) * 8L + 63) & ~63L;
        MemorySegment block = memory.allocate(stateSize + 2 * arraySize + Math.max(1, constants.length) * 4L, 64);
        block.fill((byte) 0);
        dispatchState = block.asSlice(0, ExecutableAbi.DISPATCH_STATE.byteSize());
        bindingPtrs = block.asSlice(stateSize, n * 8L);
        bindingLengths = block.asSlice(stateSize + arraySize, n * 8L);
        MemorySegment constantMemory = block.asSlice(stateSize + 2 * arraySize, constants.length * 4L);
        MemorySegment.copy(constants, 0, constantMemory, ValueLayout.JAVA_INT, 0, constants.length);
        new StructImage(ExecutableAbi.DISPATCH_STATE.byteSize())
                .putInt(DS_SIZE_X, workgroupSize[0])
                .putInt(DS_SIZE_Y, workgroupSize[1])
                .putShort(DS_SIZE_Z, (short) workgroupSize[2])
                .putShort(DS_CONSTANT_COUNT, (short) constants.length)
                .putByte(DS_BINDING_COUNT, (byte) n)
                .putAddress(DS_CONSTANTS, constantMemory)
                .putAddress(DS_BINDING_PTRS, bindingPtrs)
                .putAddress(DS_BINDING_LENGTHS, bindingLengths)
                .writeTo(dispatchState, 0);
    }

    long localMemorySize() {
        return localMemorySize;
    }

    /** The executable export it runs. */
    String name() {
        return name;
    }

    /** This execution's workgroup count as a JSON array, {@code [x,y,z]}. */
    String workgroupCountText() {
        return "[" + countX + "," + (countX == 0 ? 0 : countXY / countX) + "," + countZ + "]";
    }

    /**
     * Points the dispatch at this submission's bindings and workgroup count (read now from an
     * indirect count buffer, after the levels before it); returns the number of workgroups.
     */
    long resolve(BindingSlots slots) {
        BindingSlots.Range r = range;
        for (int i = 0; i < bindings.length; i++) {
            slots.resolve(command.bindings().get(i), BufferUsage.DISPATCH_STORAGE, r);
            BufferValidation.access(r.buffer.allowedAccess(), MemoryAccess.ANY);
            if (library != null) {
                bindingPtrs.setAtIndex(ValueLayout.JAVA_LONG, i, r.address());
                bindingLengths.setAtIndex(ValueLayout.JAVA_LONG, i, r.length);
            } else {
                bindings[i] = BindingSlots.hostBuffer(r.buffer).deviceMemory(r.offset, r.length);
            }
        }
        long cx, cy, cz;
        if (DispatchFlags.usesIndirectParameters(command.flags())) {
            slots.resolve(command.config().workgroupCountRef(), BufferUsage.DISPATCH_INDIRECT_PARAMETERS, r);
            MemorySegment m = BindingSlots.hostBuffer(r.buffer).deviceMemory(r.offset, 12);
            int[] c = indirectCount;
            MemorySegment.copy(m, ValueLayout.JAVA_INT_UNALIGNED, 0, c, 0, 3);
            cx = Integer.toUnsignedLong(c[0]);
            cy = Integer.toUnsignedLong(c[1]);
            cz = Integer.toUnsignedLong(c[2]);
        } else {
            int[] c = command.config().workgroupCount();
            cx = Integer.toUnsignedLong(c[0]);
            cy = Integer.toUnsignedLong(c[1]);
            cz = Integer.toUnsignedLong(c[2]);
        }
        if (cz > 0xFFFF) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "workgroup count (%d, %d, %d) out of range: x and y must fit 32 bits and z 16 bits",
                    cx,
                    cy,
                    cz);
        }
        long total = cx * cy * cz;
        countX = cx;
        countXY = cx * cy;
        countZ = cz;
        int concurrency = (int) Math.min(255, Math.min(scheduler.workerCount(), total));
        if (library != null) {
            // Most dispatches run with the same count every time: the state keeps it.
            long counts = cx | cy << 32;
            long rest = cz | (long) concurrency << 16;
            if (counts != writtenCounts || rest != writtenRest) {
                writeCounts(counts, rest);
            }
        } else {
            javaState = new DispatchState(
                    workgroupSize,
                    new int[] {(int) cx, (int) cy, (int) cz},
                    command.constants(),
                    bindings.clone(),
                    concurrency);
        }
        return total;
    }

    // Apart from resolve, so that its first compilation stays small (see StructImage).
    private void writeCounts(long counts, long rest) {
        MemorySegment s = dispatchState;
        s.set(ValueLayout.JAVA_INT, DS_COUNT_X, (int) counts);
        s.set(ValueLayout.JAVA_INT, DS_COUNT_Y, (int) (counts >>> 32));
        s.set(ValueLayout.JAVA_SHORT, DS_COUNT_Z, (short) rest);
        s.set(ValueLayout.JAVA_BYTE, DS_MAX_CONCURRENCY, (byte) (rest >>> 16));
        writtenCounts = counts;
        writtenRest = rest;
    }

    /** Runs workgroup {@code index} (linear, x fastest) on participant {@code worker}. */
    void run(long index, int worker) {
        long rest = index % countXY;
        int x = (int) (rest % countX);
        int y = (int) (rest / countX);
        int z = (int) (index / countXY);
        if (library != null) {
            runWorkgroup(scheduler.workgroupState(worker, x, y, z, localMemorySize));
        } else {
            runJavaWorkgroup(scheduler.javaState(worker, x, y, z, localMemorySize));
        }
    }

    /**
     * The call of the executable's workgroup function: a non-zero return fails the dispatch (tests
     * make it return 1 through {@link InjectedFaults#CPU_WORKGROUP}).
     */
    private void runWorkgroup(MemorySegment workgroupState) {
        int rc = InjectedFaults.fires(InjectedFaults.CPU_WORKGROUP)
                ? 1
                : ExecutableAbi.dispatch(function, environment, dispatchState, workgroupState);
        if (rc != 0) {
            throw JireeException.of(
                    StatusCode.INTERNAL, "executable entry point '%s' returned catastrophic error %d", name, rc);
        }
    }

    private void runJavaWorkgroup(WorkgroupState wg) {
        try {
            if (InjectedFaults.fires(InjectedFaults.CPU_WORKGROUP)) {
                throw JireeException.of(StatusCode.INTERNAL, "workgroup of '%s' returned error 1", name);
            }
            java.runWorkgroup(command.exportOrdinal(), javaState, wg);
        } catch (StackOverflowError e) {
            throw new JireeException(
                    StatusCode.RESOURCE_EXHAUSTED, "call stack exhausted while running workgroup of '" + name + "'");
        } catch (JireeException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new JireeException(StatusCode.INTERNAL, "workgroup of '" + name + "' failed: " + e, e);
        }
    }
}
