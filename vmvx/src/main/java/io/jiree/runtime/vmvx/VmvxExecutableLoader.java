package io.jiree.runtime.vmvx;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutableParams;
import io.jiree.hal.local.ExecutableLoader;
import io.jiree.vm.bytecode.BytecodeModule;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Loads {@code vmvx-bytecode-fb} executables on the CPU devices: the executable data is a VM
 * bytecode module, copied (the caller's bytes may go away) and run per workgroup by the VM.
 * Registered as an {@link ExecutableLoader} service, so local-sync and local-task pick it up
 * whenever jiree-vmvx is on the class path.
 */
public final class VmvxExecutableLoader implements ExecutableLoader {
    @Override
    public boolean supports(String format) {
        return VmvxExecutable.FORMAT.equals(format);
    }

    @Override
    public Executable load(ExecutableParams params, int workerCount) {
        MemorySegment data = params.data();
        if (data == null || data.byteSize() == 0) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "VMVX executable data is empty");
        }
        if (data.byteSize() > Integer.MAX_VALUE - 8) {
            throw JireeException.of(
                    StatusCode.RESOURCE_EXHAUSTED, "VMVX executable of %d bytes is too large", data.byteSize());
        }
        BytecodeModule module;
        try {
            module = BytecodeModule.load(data.toArray(ValueLayout.JAVA_BYTE));
        } catch (JireeException e) {
            throw e.annotate("while loading the VMVX bytecode module");
        }
        int[] constants = params.constants() == null ? new int[0] : params.constants();
        return new VmvxExecutable(module, constants, workerCount);
    }
}
